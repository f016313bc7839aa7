import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, replay, type MatchRecord, type SeatSpec } from './match';
import { canUndo } from './match';
import { applyLogItem, canTakeBackAt, canUndoAt, countTakeBacks, describeUndo, isLogControl, isTakeBack, isUndo, startCursor, takeBackAction, undoAction, undoLinks, UNDO_CODES } from './undo';
import { RuleError } from './errors';
import { hashState } from './hash';
import { sealedBid, type BidState } from '../../tests/fixtures/sealed-bid';
import type { AnyGame } from './types';

type Step = readonly [seat: number, amount: number | 'undo' | 'back'];

/** A sealed-bid match from a compact script: [seat, bid amount] or [seat, 'undo']. */
function script(players: number, steps: readonly Step[], seats?: readonly SeatSpec[], short = false): MatchRecord {
  let m = newMatch(sealedBid, { players, seed: 'undo-seed', options: { short }, ...(seats ? { seats } : {}) });
  for (const [seat, a] of steps) m = appendAction(m, seat, a === 'undo' ? undoAction() : a === 'back' ? takeBackAction() : ({ type: 'bid', amount: a } as never));
  return m;
}

function illegalCause(m: MatchRecord): unknown {
  try {
    replay(sealedBid, m);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe('match/illegal-log');
    return (e as RuleError).data.cause;
  }
  return 'replayed without error';
}

// In Sealed Bid (tests/fixtures) every seat bids at once; the last bid of a round reveals all
// bids and draws the next prize, so `reveals` is true exactly for it.
describe('canUndo: the strict policy', () => {
  const cases: [name: string, players: number, steps: Step[], seat: number, expected: string][] = [
    ['own last action (3 players, one bid in)', 3, [[0, 3]], 0, 'ok'],
    ['nothing to undo at the start', 3, [], 0, UNDO_CODES.nothing],
    ["another seat's action is the last one", 3, [[0, 3], [1, 2]], 0, UNDO_CODES.notYours],
    ['the last seat may take back its own bid', 3, [[0, 3], [1, 2]], 1, 'ok'],
    ['a revealing action (last bid of a round)', 2, [[0, 3], [1, 2]], 1, UNDO_CODES.revealed],
    ['nor anything before a revealing action', 2, [[0, 3], [1, 2]], 0, UNDO_CODES.revealed],
    ['own action again after the other seat took theirs back', 3, [[0, 3], [1, 2], [1, 'undo']], 0, 'ok'],
    ['after an own undo, the action below is someone else’s', 3, [[1, 3], [0, 2], [0, 'undo']], 0, UNDO_CODES.notYours],
    ['double undo across a revealing action', 2, [[0, 3], [1, 2], [0, 1], [0, 'undo']], 0, UNDO_CODES.revealed]
  ];
  test.each(cases)('%s', (_name, players, steps, seat, expected) => {
    const m = script(players, steps);
    const check = canUndo(sealedBid, m, seat);
    if (expected === 'ok') {
      expect(check.ok).toBe(true);
    } else {
      expect(check).toMatchObject({ ok: false, reason: { code: expected } });
      if (!check.ok) expect(check.reason.message.length).toBeGreaterThan(10);
    }
  });

  test('the game is over: the result has been shown', () => {
    const m = script(2, [[0, 1], [1, 0], [0, 1], [1, 0], [0, 1], [1, 0]], undefined, true);
    expect(sealedBid.result(replay<BidState>(sealedBid, m).state)).not.toBeNull();
    expect(canUndo(sealedBid, m, 1)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.gameOver } });
  });

  test('ok names the action it would cancel', () => {
    expect(canUndo(sealedBid, script(3, [[2, 1], [0, 3], [0, 'undo'], [0, 4]]), 0)).toEqual({ ok: true, cancels: 3 });
  });

  test('only people at this device get undo: bot seats and online matches are refused', () => {
    const bot: SeatSpec = { kind: 'bot', name: 'Bot', bot: 'random', level: 1 };
    const human: SeatSpec = { kind: 'human', name: 'Ann' };
    const remote: SeatSpec = { kind: 'remote', name: 'Bob' };
    expect(canUndo(sealedBid, script(2, [[1, 3]], [human, bot]), 1)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.notHuman } });
    expect(canUndo(sealedBid, script(2, [[0, 3]], [human, bot]), 0).ok).toBe(true);
    expect(canUndo(sealedBid, script(2, [[0, 3]], [human, remote]), 0)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.online } });
    expect(canUndo(sealedBid, script(2, [[0, 3]]), 5)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.badSeat } });
  });

  test('a log that does not replay is refused with a reason, not thrown', () => {
    expect(canUndo(sealedBid, script(2, [[0, 99]]), 0)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.badLog } });
  });
});

describe('replay with undo items', () => {
  test('one hash per item; after an undo the hash is the hash before the cancelled action', () => {
    const m = script(3, [[0, 3], [1, 2], [1, 'undo'], [0, 'undo']]);
    const { hashes } = replay(sealedBid, m);
    expect(hashes).toHaveLength(m.log.length + 1);
    expect(hashes[3]).toBe(hashes[1]);
    expect(hashes[4]).toBe(hashes[0]);
    expect(hashes[2]).not.toBe(hashes[1]);
  });

  test('undo then a new action gives the state of the log without the taken-back action', () => {
    const withUndo = replay(sealedBid, script(3, [[0, 3], [1, 2], [1, 'undo'], [1, 5], [2, 0]]));
    const without = replay(sealedBid, script(3, [[0, 3], [1, 5], [2, 0]]));
    expect(hashState(withUndo.state)).toBe(hashState(without.state));
    expect(withUndo.hashes.at(-1)).toBe(without.hashes.at(-1));
  });

  test('undo survives a JSON round trip of the record', () => {
    const m = script(3, [[0, 3], [0, 'undo'], [0, 4]]);
    expect(replay(sealedBid, JSON.parse(JSON.stringify(m)) as MatchRecord).hashes).toEqual(replay(sealedBid, m).hashes);
  });

  const illegal: [name: string, players: number, steps: Step[], cause: string][] = [
    ['undo of another seat’s action', 3, [[0, 3], [1, 2], [0, 'undo']], UNDO_CODES.notYours],
    ['undo of a revealing action', 2, [[0, 3], [1, 2], [1, 'undo']], UNDO_CODES.revealed],
    ['second undo across a revealing action', 2, [[0, 3], [1, 2], [0, 1], [0, 'undo'], [0, 'undo']], UNDO_CODES.revealed],
    ['undo at the start', 2, [[0, 'undo']], UNDO_CODES.nothing],
    ['more undos than actions', 3, [[0, 1], [0, 'undo'], [0, 'undo']], UNDO_CODES.nothing]
  ];
  test.each(illegal)('replay rejects %s', (_name, players, steps, cause) => {
    expect(illegalCause(script(players, steps))).toBe(cause);
  });

  test('applyLogItem step by step matches replay and carries the undo stack', () => {
    const m = script(3, [[0, 3], [1, 2], [1, 'undo'], [1, 1]]);
    let cursor = startCursor(sealedBid, m);
    for (const item of m.log) cursor = applyLogItem(sealedBid, cursor, item);
    const r = replay(sealedBid, m);
    expect(hashState(cursor.state)).toBe(r.hashes.at(-1));
    expect(cursor.length).toBe(m.log.length);
    expect(canUndoAt(sealedBid, cursor, 1)).toEqual({ ok: true, cancels: 3 });
    expect(canUndoAt(sealedBid, r.cursor, 0)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.notYours } });
  });

  test('applyLogItem never mutates its cursor', () => {
    const m = script(3, [[0, 3]]);
    const cursor = replay(sealedBid, m).cursor;
    const before = JSON.stringify(cursor.state);
    const after = applyLogItem(sealedBid, cursor, { seat: 0, action: undoAction() });
    expect(JSON.stringify(cursor.state)).toBe(before);
    expect(cursor.undo).not.toBeNull();
    expect(after.undo).toBeNull();
  });

  test('a game whose reveals() does not answer false gets no undo (strict by default)', () => {
    const vague: AnyGame = { ...sealedBid, reveals: () => undefined as unknown as boolean };
    const m = script(3, [[0, 3]]);
    expect(canUndo(vague, m, 0)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.revealed } });
    expect(canUndo(sealedBid, m, 0).ok).toBe(true);
  });
});

describe('undo helpers', () => {
  test('undoLinks pairs each undo with the action it cancelled', () => {
    const m = script(3, [[0, 3], [1, 2], [1, 'undo'], [0, 'undo'], [0, 1]]);
    expect(undoLinks(m.log)).toEqual({ cancels: [null, null, 1, 0, null], cancelledBy: [3, 2, null, null, null] });
  });

  test('undo action and its log line', () => {
    expect(isUndo(undoAction())).toBe(true);
    expect(isUndo({ type: 'bid' })).toBe(false);
    expect(describeUndo(1)).toMatchObject({ key: 'core.undo', seat: 1 });
  });
});

describe('take-back: local play against bots (issue 12)', () => {
  const ann: SeatSpec = { kind: 'human', name: 'Ann' };
  const bob: SeatSpec = { kind: 'human', name: 'Bob' };
  const bot = (name: string): SeatSpec => ({ kind: 'bot', name, bot: 'random', level: 1 });
  const remote: SeatSpec = { kind: 'remote', name: 'Rem' };
  const solo3 = [ann, bot('B'), bot('C')];
  const hot3 = [ann, bob, bot('C')];
  const cursorOf = (players: number, steps: Step[], seats: SeatSpec[]) => replay(sealedBid, script(players, steps, seats)).cursor;

  const cases: [name: string, players: number, steps: Step[], seats: SeatSpec[], seat: number, expected: number | string][] = [
    ['solo: own bid, then a bot bid', 3, [[0, 3], [1, 2]], solo3, 0, 0],
    ['solo: own bid, then both bots (the round revealed, a new prize drawn)', 3, [[0, 3], [1, 2], [2, 1]], solo3, 0, 0],
    ['solo: the newest of several own bids across rounds', 3, [[0, 3], [1, 2], [2, 1], [1, 0], [0, 1], [2, 2]], solo3, 0, 4],
    ['solo: only bots moved', 3, [[1, 2]], solo3, 0, UNDO_CODES.nothing],
    ['solo: a bot seat may not take back', 3, [[0, 3], [1, 2]], solo3, 1, UNDO_CODES.notHuman],
    ['a remote seat: never', 3, [[0, 3], [1, 2]], [ann, remote, bot('C')], 0, UNDO_CODES.online],
    ['hot-seat: own bid, then a bot', 3, [[0, 3], [2, 2]], hot3, 0, 0],
    ['hot-seat: the other person moved since', 3, [[0, 3], [2, 2], [1, 1]], hot3, 0, UNDO_CODES.otherMoved],
    ['hot-seat: a reveal since (the bot ended the round)', 3, [[0, 3], [1, 1], [2, 2]], hot3, 1, UNDO_CODES.revealed]
  ];
  test.each(cases)('%s', (_name, players, steps, seats, seat, expected) => {
    const check = canTakeBackAt(sealedBid, cursorOf(players, steps, seats), seat);
    if (typeof expected === 'number') expect(check).toEqual({ ok: true, cancels: expected });
    else expect(check).toMatchObject({ ok: false, reason: { code: expected } });
  });

  test('game over: refused', () => {
    const steps: Step[] = [[0, 1], [1, 0], [0, 1], [1, 0], [0, 1], [1, 0]];
    const m = script(2, steps, [ann, bot('B')], true);
    expect(sealedBid.result(replay<BidState>(sealedBid, m).state)).not.toBeNull();
    expect(canTakeBackAt(sealedBid, replay(sealedBid, m).cursor, 0)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.gameOver } });
  });

  test('the state after a take-back is the state before the decision; bots then move again from there', () => {
    const m = script(3, [[1, 4], [0, 3], [2, 1], [0, 'back']], solo3);
    const r = replay(sealedBid, m);
    expect(r.hashes[4]).toBe(r.hashes[1]);
    const again = replay(sealedBid, script(3, [[1, 4], [0, 2], [2, 0]], solo3));
    const same = replay(sealedBid, script(3, [[1, 4], [0, 3], [2, 1], [0, 'back'], [0, 2], [2, 0]], solo3));
    expect(same.hashes.at(-1)).toBe(again.hashes.at(-1));
    // The record survives a JSON round trip.
    expect(replay(sealedBid, JSON.parse(JSON.stringify(m)) as MatchRecord).hashes).toEqual(r.hashes);
  });

  test('take-backs walk back one decision at a time, and mix with strict undo', () => {
    const m = script(3, [[0, 3], [1, 2], [2, 1], [0, 4], [1, 0], [0, 'back'], [0, 'back']], solo3);
    const r = replay(sealedBid, m);
    expect(r.hashes[6]).toBe(r.hashes[3]);
    expect(r.hashes[7]).toBe(r.hashes[0]);
    expect(canTakeBackAt(sealedBid, r.cursor, 0)).toMatchObject({ ok: false, reason: { code: UNDO_CODES.nothing } });
    // A strict undo of the own last action drops that decision from the take-back stack too.
    const u = replay(sealedBid, script(3, [[0, 3], [1, 2], [2, 1], [0, 4], [0, 'undo'], [0, 'back']], solo3));
    expect(u.hashes[6]).toBe(u.hashes[0]);
  });

  const illegal: [name: string, steps: Step[], seats: SeatSpec[], cause: string][] = [
    ['a take-back with nothing of the seat', [[1, 2], [0, 'back']], solo3, UNDO_CODES.nothing],
    ['a take-back by a bot seat', [[0, 2], [1, 'back']], solo3, UNDO_CODES.notHuman],
    ['a take-back in a game with a remote seat', [[0, 2], [1, 1], [0, 'back']], [ann, remote, bot('C')], UNDO_CODES.online],
    ['a hot-seat take-back across the other person', [[0, 2], [1, 1], [0, 'back']], hot3, UNDO_CODES.otherMoved]
  ];
  test.each(illegal)('replay rejects %s', (_name, steps, seats, cause) => {
    expect(illegalCause(script(3, steps, seats))).toBe(cause);
  });

  test('undoLinks strikes out the decision and every move after it; countTakeBacks counts undo and take-back items', () => {
    const m = script(3, [[1, 4], [0, 3], [2, 1], [0, 'back'], [0, 2], [0, 'undo']], solo3);
    expect(replay(sealedBid, m).hashes.at(-1)).toBe(replay(sealedBid, script(3, [[1, 4]], solo3)).hashes.at(-1));
    expect(undoLinks(m.log)).toEqual({ cancels: [null, null, null, 1, null, 4], cancelledBy: [null, 3, 3, null, 5, null] });
    expect(countTakeBacks(m.log)).toBe(2);
    expect(isTakeBack(takeBackAction())).toBe(true);
    expect(isLogControl(takeBackAction()) && isLogControl(undoAction()) && !isLogControl({ type: 'bid' })).toBe(true);
  });

  test('applyLogItem keeps no rewind stack when take-backs are not allowed (remote seat)', () => {
    const c = cursorOf(3, [[0, 3]], [ann, remote, bot('C')]);
    expect(c.local).toBeUndefined();
    expect(c.rewind).toBeUndefined();
    expect(cursorOf(3, [[0, 3]], solo3).rewind).toMatchObject({ index: 0, seat: 0 });
  });
});
