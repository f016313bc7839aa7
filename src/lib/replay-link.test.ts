import { describe, expect, test } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { newMatch, replay, type MatchRecord } from '$engine/core/match';
import { hashState } from '$engine/core/hash';
import { Rng, seedRng } from '$engine/core/rng';
import { codeInFragment, parseReplayCode, replayCode, replayLink, MAX_REPLAY_CODE } from './replay-link';

const GAMES = [sealedBidEntry.game];

/** A finished Sealed Bid game: every seat bids something legal until the end. */
function finished(): MatchRecord {
  const game = sealedBidEntry.game;
  const m = newMatch(game, { seed: 'share-1', players: 3, options: {}, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'remote', name: 'Bob' }, { kind: 'bot', name: 'Bot', bot: 'heuristic', level: 1 }] });
  const rng = new Rng(seedRng('share-bids'));
  let state = game.setup({ players: 3, seed: m.seed, options: m.options });
  const log: MatchRecord['log'][number][] = [];
  while (game.result(state) === null) {
    const seat = game.pending(state)[0]!;
    const action = rng.pick(game.actions(state, seat));
    state = game.apply(state, seat, action);
    log.push({ seat, action });
  }
  return { ...m, log };
}

const b64 = (bytes: Buffer): string => bytes.toString('base64url');

describe('replay links', () => {
  test('round trip: the link holds the very match and its title', () => {
    const match = finished();
    const code = replayCode(match, 'Friday night');
    const link = replayLink('https://example.org/games/table/replay/', code);
    expect(link.startsWith('https://example.org/games/table/replay/#r=')).toBe(true);
    const back = parseReplayCode(codeInFragment(new URL(link).hash)!, GAMES);
    // The same game; the person who played seat 1 on the sharing device is a remote seat for whoever opens it.
    expect(back).toEqual({ ok: true, value: { title: 'Friday night', match: { ...match, seats: [{ kind: 'remote', name: 'Ann' }, ...match.seats.slice(1)] } } });
    if (back.ok) expect(hashState(replay(sealedBidEntry.game, back.value.match).state)).toBe(hashState(replay(sealedBidEntry.game, match).state));
    // Packed: much shorter than the JSON it holds.
    expect(code.length).toBeLessThan(JSON.stringify(match).length);
  });

  test('no fragment, another fragment', () => {
    expect(codeInFragment('')).toBeNull();
    expect(codeInFragment('#x=1')).toBeNull();
    expect(codeInFragment('#r=abc')).toBe('abc');
  });

  const pack = (value: unknown): string => b64(deflateRawSync(Buffer.from(JSON.stringify(value))));
  test.each([
    ['empty', '', 'share/not-a-link'],
    ['not base64url', 'ab+/=', 'packed/not-base64'],
    ['not deflate', 'AAAAAAAA', 'packed/corrupt'],
    ['too long', 'A'.repeat(MAX_REPLAY_CODE + 1), 'packed/too-long'],
    ['a zip bomb', b64(deflateRawSync(Buffer.alloc(20 * 1024 * 1024))), 'packed/too-big'],
    ['not JSON', b64(deflateRawSync(Buffer.from('{nope'))), 'share/bad-json'],
    ['another format', pack({ format: 'euro-table/match', version: 1, title: 'x', match: {} }), 'share/format'],
    ['a bad title', pack({ format: 'euro-table/shared-replay', version: 1, title: 7, match: {} }), 'share/format'],
    ['a bad match', pack({ format: 'euro-table/shared-replay', version: 1, title: 'x', match: { format: 'euro-table/match', formatVersion: 1, game: 'chess' } }), 'match/unknown-game'],
    ['a deep match', pack({ format: 'euro-table/shared-replay', version: 1, title: 'x', match: JSON.parse('['.repeat(100) + ']'.repeat(100)) }), 'match/too-deep']
  ])('%s: refused with a coded error', (_name, code, expected) => {
    const r = parseReplayCode(code, GAMES);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(expected);
      expect(r.error.message.length).toBeGreaterThan(5);
    }
  });
});
