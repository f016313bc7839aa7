import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, parseMatch, replay, applyChecked, MATCH_FORMAT_VERSION, type MatchRecord } from './match';
import { RuleError } from './errors';
import { sealedBid } from '../../tests/fixtures/sealed-bid';
import type { AnyGame } from './types';

const games: AnyGame[] = [sealedBid];

function played(): MatchRecord {
  let m = newMatch(sealedBid, { players: 2, seed: 's1' });
  for (const [seat, amount] of [[0, 3], [1, 2], [1, 0], [0, 1]] as const) m = appendAction(m, seat, { type: 'bid', amount } as never);
  return m;
}

describe('match record', () => {
  test('newMatch fills default options and human seats', () => {
    const m = newMatch(sealedBid, { players: 3, seed: 'x' });
    expect(m.options).toEqual({ short: false });
    expect(m.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human']);
    expect(m.engineVersion).toBe(sealedBid.version);
  });

  test('newMatch rejects a player count outside the game', () => {
    expect(() => newMatch(sealedBid, { players: 5, seed: 'x' })).toThrow(/2–4 players/);
  });

  test('replay gives one hash per action plus setup, and is repeatable', () => {
    const m = played();
    const a = replay(sealedBid, m);
    const b = replay(sealedBid, JSON.parse(JSON.stringify(m)));
    expect(a.hashes).toHaveLength(m.log.length + 1);
    expect(b.hashes).toEqual(a.hashes);
    expect(new Set(a.hashes).size).toBe(a.hashes.length);
  });

  test('replay names the illegal log entry', () => {
    const m = appendAction(played(), 0, { type: 'bid', amount: 99 } as never);
    try {
      replay(sealedBid, m);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      expect((e as RuleError).code).toBe('match/illegal-log');
      expect((e as RuleError).message).toMatch(/Log entry 5/);
    }
  });

  test('applyChecked refuses a seat that is not pending', () => {
    const m = appendAction(newMatch(sealedBid, { players: 2, seed: 's' }), 0, { type: 'bid', amount: 1 } as never);
    const { state } = replay(sealedBid, m);
    expect(() => applyChecked(sealedBid, state, 0, { type: 'bid', amount: 1 } as never)).toThrow(expect.objectContaining({ code: 'core/not-your-turn' }));
  });

  test('a match survives a JSON round trip through parseMatch unchanged', () => {
    const m = played();
    const r = parseMatch(JSON.parse(JSON.stringify(m)), games);
    expect(r).toEqual({ ok: true, value: m });
  });
});

describe('parseMatch rejects bad files with a code and a message', () => {
  const good = () => JSON.parse(JSON.stringify(played())) as Record<string, unknown>;
  const cases: [string, unknown, string][] = [
    ['not an object', [1, 2], 'match/not-object'],
    ['wrong format tag', { ...good(), format: 'other' }, 'match/format'],
    ['newer file format', { ...good(), formatVersion: MATCH_FORMAT_VERSION + 1 }, 'match/newer-format'],
    ['unknown game', { ...good(), game: 'chess' }, 'match/unknown-game'],
    ['newer engine', { ...good(), engineVersion: sealedBid.version + 1 }, 'match/newer-engine'],
    ['bad seed', { ...good(), seed: 42 }, 'match/bad-seed'],
    ['too many players', { ...good(), players: 9 }, 'match/bad-players'],
    ['unknown option', { ...good(), options: { turbo: true } }, 'match/bad-options'],
    ['bad option value', { ...good(), options: { short: 'yes' } }, 'match/bad-options'],
    ['wrong seat count', { ...good(), seats: [{ kind: 'human', name: 'a' }] }, 'match/bad-seats'],
    ['malformed seat', { ...good(), seats: [{ kind: 'alien', name: 'a' }, { kind: 'human', name: 'b' }] }, 'match/bad-seats'],
    ['log not a list', { ...good(), log: {} }, 'match/bad-log'],
    ['log seat out of range', { ...good(), log: [{ seat: 5, action: { type: 'bid', amount: 1 } }] }, 'match/bad-log'],
    ['log action without type', { ...good(), log: [{ seat: 0, action: { amount: 1 } }] }, 'match/bad-log']
  ];
  test.each(cases)('%s', (_name, raw, code) => {
    const r = parseMatch(raw, games);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(5);
    }
  });
});
