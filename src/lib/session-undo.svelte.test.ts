/**
 * MatchSession with undo (issue 5): undo items go through applyLogItem, the button's check says
 * why it is refused, a bot decision in flight when the human undoes is thrown away, and a
 * replay-viewer session never lets anyone act.
 */
import { logString } from './i18n/log';
import { describe, expect, test } from 'vitest';
import { newMatch, replay, type SeatSpec } from '$engine/core/match';
import { hashState } from '$engine/core/hash';
import { takeBackAction, UNDO_CODES, undoAction } from '$engine/core/undo';
import type { Action } from '$engine/core/types';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { MatchSession, replayWithEntries } from './session.svelte';
import type { BotRequest, BotRunner } from './bots/protocol';

const bid = (amount: number): Action => ({ type: 'bid', amount }) as Action;

/** A bot runner whose answers the test hands out one by one. */
function manualRunner(): BotRunner & { calls: BotRequest[]; answer: (a: Action) => void } {
  const waiting: ((a: Action) => void)[] = [];
  const calls: BotRequest[] = [];
  return {
    calls,
    choose(request) {
      calls.push(request);
      return new Promise((resolve) => waiting.push(resolve));
    },
    answer(a) {
      const next = waiting.shift();
      if (!next) throw new Error('no bot is waiting');
      next(a);
    }
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function soloMatch(seats: SeatSpec[] = [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'Robo', bot: 'random', level: 1 }]) {
  return newMatch(sealedBidEntry.game, { players: seats.length, seed: 'u1', seats });
}

describe('MatchSession undo', () => {
  test('the human takes back a bid: an undo item in the log, the state exactly as before', () => {
    const runner = manualRunner();
    const saved: number[] = [];
    const s = new MatchSession(sealedBidEntry, soloMatch(), { runner, botDelayMs: 0, onChange: (m) => saved.push(m.log.length) });
    s.start();
    expect(s.undoOffered).toBe(true);
    expect(s.undoCheck).toMatchObject({ ok: false, reason: { code: UNDO_CODES.nothing } });
    const before = s.hash;
    expect(s.act(0, bid(2))).toBe(true);
    expect(s.undoCheck).toEqual({ ok: true, cancels: 0 });
    expect(s.undo()).toBe(true);
    expect(s.hash).toBe(before);
    expect(s.match.log).toEqual([
      { seat: 0, action: bid(2) },
      { seat: 0, action: undoAction() }
    ]);
    expect(s.entries[1]!.text).toBe('Ann takes back their last action.');
    // The page renders the line from its key: the person's name, not the key or "Player 1".
    expect(logString(s.entries[1]!, (seat) => s.name(seat))).toBe('Ann takes back their last action.');
    expect(s.undone).toEqual([1, null]);
    expect(saved).toEqual([1, 2]);
    expect(s.undoCheck.ok).toBe(false);
    // The record replays to the same state, and a new session rebuilds it.
    expect(hashState(replay(sealedBidEntry.game, s.match).state)).toBe(s.hash);
    expect(new MatchSession(sealedBidEntry, s.match, { runner }).hash).toBe(s.hash);
    s.dispose();
  });

  test('a bot decision in flight when the human undoes is thrown away, and the bot decides again', async () => {
    const runner = manualRunner();
    const s = new MatchSession(sealedBidEntry, soloMatch(), { runner, botDelayMs: 0 });
    s.start();
    expect(runner.calls).toHaveLength(1);
    expect(s.act(0, bid(1))).toBe(true);
    expect(s.undo()).toBe(true);
    runner.answer(bid(0)); // the decision about the position that was taken back
    await settle();
    expect(s.match.log).toHaveLength(2);
    expect(runner.calls).toHaveLength(2); // thinking again
    expect(s.thinking).toEqual([1]);
    runner.answer(bid(3));
    await settle();
    expect(s.match.log.at(-1)).toEqual({ seat: 1, action: bid(3) });
    expect(s.error).toBeNull();
    s.dispose();
  });

  test('refusals carry the reason: nothing of yours yet, no human, a remote seat', async () => {
    const runner = manualRunner();
    const s = new MatchSession(sealedBidEntry, soloMatch(), { runner, botDelayMs: 0 });
    s.start();
    runner.answer(bid(1));
    await settle();
    // Only the bot has moved: the person has no decision to take back.
    expect(s.undoCheck).toMatchObject({ ok: false, reason: { code: UNDO_CODES.nothing, message: 'There is nothing of yours to take back.' } });
    expect(s.undo()).toBe(false);
    expect(s.refused).toBe('There is nothing of yours to take back.');
    s.dispose();

    const bots = new MatchSession(sealedBidEntry, soloMatch([{ kind: 'bot', name: 'A', bot: 'random', level: 1 }, { kind: 'bot', name: 'B', bot: 'random', level: 1 }]), { runner });
    expect(bots.undoOffered).toBe(false);
    const online = new MatchSession(sealedBidEntry, soloMatch([{ kind: 'human', name: 'Ann' }, { kind: 'remote', name: 'Bob' }]), { runner });
    expect(online.undoOffered).toBe(false);
    expect(online.undoCheck).toMatchObject({ ok: false, reason: { code: UNDO_CODES.online } });
  });

  test('hot-seat: only the player holding the device may take back their own action', () => {
    const runner = manualRunner();
    const s = new MatchSession(sealedBidEntry, soloMatch([{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }]), { runner });
    s.start();
    s.reveal(0);
    expect(s.act(0, bid(1))).toBe(true);
    expect(s.handoff).toBe(1);
    expect(s.undoSeat).toBe(0); // Bob has not taken the device yet
    expect(s.act(1, undoAction())).toBe(false);
    expect(s.undo()).toBe(true);
    expect(s.handoff).toBeNull();
    expect(s.viewer).toBe(0);
    expect(s.act(0, bid(2))).toBe(true);
    s.reveal(1);
    expect(s.undoSeat).toBe(1);
    expect(s.undoCheck).toMatchObject({
      ok: false,
      reason: { code: UNDO_CODES.otherMoved, message: 'Ann has moved since. In a game shared on one device, a move can be taken back only until the next player acts.' }
    });
  });

  test('a replay-viewer session never acts and never runs bots', () => {
    const runner = manualRunner();
    const match = soloMatch();
    const s = new MatchSession(sealedBidEntry, match, { runner, readonly: true, prepared: replayWithEntries(sealedBidEntry.game, match) });
    s.start();
    expect(runner.calls).toHaveLength(0);
    expect(s.undoOffered).toBe(false);
    expect(s.actions(0)).toEqual([]);
    expect(s.act(0, bid(1))).toBe(false);
    expect(s.refused).toBe('This is a replay: moves cannot be made here.');
    expect(s.match.log).toHaveLength(0);
  });

  test('replayWithEntries keeps one state per log item, undo items included', () => {
    const match = { ...soloMatch(), log: [{ seat: 0, action: bid(2) }, { seat: 0, action: undoAction() }, { seat: 1, action: bid(1) }] };
    const { states, entries, cursor } = replayWithEntries(sealedBidEntry.game, match, true);
    expect(states).toHaveLength(4);
    expect(hashState(states[2])).toBe(hashState(states[0]));
    expect(entries.map((e) => e.text)).toEqual(['Player 1 bids 2', 'Ann takes back their last action.', 'Player 2 bids 1']);
    expect(cursor.length).toBe(3);
  });
});

describe('MatchSession take-back against bots (issue 12)', () => {
  test('solo: the person takes back their bid after the bot answered and the round was revealed; the bot decides again', async () => {
    const runner = manualRunner();
    const s = new MatchSession(sealedBidEntry, soloMatch(), { runner, botDelayMs: 0 });
    s.start();
    const start = s.hash;
    expect(s.act(0, bid(2))).toBe(true);
    runner.answer(bid(1)); // the bot's bid ends the round: the bids are revealed, a new prize is drawn
    await settle();
    expect(s.match.log).toHaveLength(2);
    expect(s.undoCheck).toEqual({ ok: true, cancels: 0 });
    expect(s.takeBacks).toBe(0);
    expect(s.undo()).toBe(true);
    expect(s.hash).toBe(start);
    expect(s.match.log.at(-1)).toEqual({ seat: 0, action: takeBackAction() });
    expect(s.undone).toEqual([2, 2, null]);
    expect(s.entries.at(-1)!.text).toBe('Ann takes back their last decision and the moves after it.');
    expect(logString(s.entries.at(-1)!, (seat) => s.name(seat))).toBe('Ann takes back their last decision and the moves after it.');
    expect(s.takeBacks).toBe(1);
    await settle();
    expect(runner.calls).toHaveLength(2); // the bot decides again from the restored state
    expect(s.thinking).toEqual([1]);
    // The record replays to the same state in a fresh session.
    expect(new MatchSession(sealedBidEntry, s.match, { runner }).hash).toBe(s.hash);
    s.dispose();
  });

  test('solo: a bot answer in flight when the person takes back is ignored', async () => {
    const runner = manualRunner();
    const s = new MatchSession(sealedBidEntry, soloMatch([{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'Robo', bot: 'random', level: 1 }, { kind: 'bot', name: 'Max', bot: 'random', level: 1 }]), {
      runner,
      botDelayMs: 0
    });
    s.start();
    expect(runner.calls).toHaveLength(2);
    expect(s.act(0, bid(3))).toBe(true);
    runner.answer(bid(1)); // Robo bids after Ann
    await settle();
    expect(s.match.log.map((i) => i.seat)).toEqual([0, 1]);
    expect(s.undo()).toBe(true); // takes back Ann's bid and Robo's; Max is still thinking
    expect(s.match.log.at(-1)!.action).toEqual(takeBackAction());
    runner.answer(bid(4)); // Max's answer was for the old position
    await settle();
    expect(s.match.log).toHaveLength(3);
    expect(s.error).toBeNull();
    expect(s.thinking).toEqual([1, 2]);
    s.dispose();
  });

  test('hot-seat: the last person to move takes back their move with the bot moves after it, until the next person acts or a reveal', async () => {
    const runner = manualRunner();
    const seats: SeatSpec[] = [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }, { kind: 'bot', name: 'Robo', bot: 'random', level: 1 }];
    const s = new MatchSession(sealedBidEntry, soloMatch(seats), { runner, botDelayMs: 0 });
    s.start();
    s.reveal(0);
    const start = s.hash;
    expect(s.act(0, bid(1))).toBe(true);
    runner.answer(bid(2));
    await settle();
    expect(s.undoCheck).toEqual({ ok: true, cancels: 0 });
    expect(s.undo()).toBe(true);
    expect(s.hash).toBe(start);
    await settle();
    expect(runner.calls).toHaveLength(2); // one new request for the restored state, not two
    expect(s.act(0, bid(1))).toBe(true);
    s.reveal(1);
    expect(s.undoCheck).toMatchObject({ ok: false, reason: { code: UNDO_CODES.otherMoved } });
    expect(s.act(1, bid(3))).toBe(true);
    runner.answer(bid(0)); // the last bid: the round is revealed to both people
    await settle();
    expect(s.undoCheck).toMatchObject({ ok: false, reason: { code: UNDO_CODES.revealed } });
    s.dispose();
  });
});
