/**
 * The table session's history (issue 11 item 7): per log item who, what, its log line and the
 * table's facts, built incrementally by MatchSession (bots, undo, take-back, resume, a save opened
 * through the store's replay) and NetMatchSession, always equal to a from-scratch replay.
 */
import { describe, expect, test } from 'vitest';
import { newMatch, type MatchRecord, type SeatSpec } from '$engine/core/match';
import { runBotRequest } from '$engine/bots/request';
import type { Action, LogEntry } from '$engine/core/types';
import { Room, openTable, autoplay } from '$engine/net/testkit';
import { pileEntry } from '$engine/net/pile.fixture';
import { caylus } from '$engine/games/caylus';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { MatchSession, describeItem, replayWithEntries } from './session.svelte';
import { NetMatchSession } from './net/net-match.svelte';
import type { BotRequest, BotRunner } from './bots/protocol';
import { HistoryRecorder, historyUpTo } from './table/history';
import { echoFacts, referenceHistory } from './table/history-reference.fixture';
import { historyFacts as caylusFacts } from './games/caylus/history';

const entry = { ...sealedBidEntry, historyFacts: echoFacts };
const bid = (amount: number): Action => ({ type: 'bid', amount }) as Action;
const settle = () => new Promise((r) => setTimeout(r, 0));

const botRunner: BotRunner = { choose: (r) => Promise.resolve(r.actions[runBotRequest([sealedBidEntry], r).index]!) };

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

function until(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      if (cond()) resolve();
      else if (Date.now() > end) reject(new Error('timeout'));
      else setTimeout(tick, 1);
    };
    tick();
  });
}

/** The history a table opening `match` from the store builds: items shown with the state before them. */
function openedLikeTheStore(match: MatchRecord): ReturnType<HistoryRecorder['finish']> {
  const { states } = replayWithEntries(entry.game, match, true);
  const rec = new HistoryRecorder(entry.game, echoFacts);
  const name = (s: number) => match.seats[s]?.name ?? `#${s + 1}`;
  match.log.forEach((item, i) => rec.visit(states[i], item, describeItem(entry.game, states[i], item, name) as LogEntry));
  return rec.finish(states.at(-1));
}

describe('MatchSession history', () => {
  test('bots play a whole game: the history equals a from-scratch replay, and so does a reopened session', async () => {
    const seats: SeatSpec[] = [0, 1, 2].map((i) => ({ kind: 'bot', name: `B${i}`, bot: i === 0 ? 'heuristic' : 'random', level: 1 }) as const);
    const s = new MatchSession(entry, newMatch(entry.game, { players: 3, seed: 'h1', seats }), { runner: botRunner, fast: true });
    expect(s.history).toEqual(referenceHistory(entry.game, s.match, echoFacts));
    s.start();
    await until(() => s.result !== null);
    expect(s.history.items.length).toBe(s.match.log.length);
    expect(s.history.items.map((h) => h.entry)).toEqual(s.entries);
    expect(s.history).toEqual(referenceHistory(entry.game, s.match, echoFacts));
    // Resume: a new session on the record, and one opened through the store's replay.
    expect(new MatchSession(entry, s.match, { runner: botRunner }).history).toEqual(s.history);
    expect(openedLikeTheStore(s.match)).toEqual(s.history);
    // The replay viewer's step: the first n items.
    expect(historyUpTo(s.history, 3)).toEqual(referenceHistory(entry.game, { ...s.match, log: s.match.log.slice(0, 3) }, echoFacts));
  });

  test('undo and take-back items are in the history, with the facts after them', async () => {
    const runner = manualRunner();
    const seats: SeatSpec[] = [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'Robo', bot: 'random', level: 1 }];
    const s = new MatchSession(entry, newMatch(entry.game, { players: 2, seed: 'h2', seats }), { runner, botDelayMs: 0 });
    s.start();
    expect(s.act(0, bid(3))).toBe(true);
    runner.answer(bid(1)); // the round is revealed
    await settle();
    expect(s.undo()).toBe(true); // a take-back
    await settle();
    expect(s.act(0, bid(2))).toBe(true);
    expect(s.undo()).toBe(true); // strict undo: nothing revealed since
    expect(s.match.log.map((i) => i.action.type)).toEqual(['bid', 'bid', 'core/takeback', 'bid', 'core/undo']);
    expect(s.history.items.map((h) => [h.n, h.seat, h.action.type])).toEqual([
      [1, 0, 'bid'],
      [2, 1, 'bid'],
      [3, 0, 'core/takeback'],
      [4, 0, 'bid'],
      [5, 0, 'core/undo']
    ]);
    expect(s.history).toEqual(referenceHistory(entry.game, s.match, echoFacts));
    expect(new MatchSession(entry, s.match, { runner }).history).toEqual(s.history);
    expect(openedLikeTheStore(s.match)).toEqual(s.history);
    s.dispose();
  });

  test('without a hook the facts are null and the rest is the same', () => {
    const match = { ...newMatch(sealedBidEntry.game, { players: 2, seed: 'h3' }), log: [{ seat: 0, action: bid(2) }, { seat: 1, action: bid(1) }] };
    const s = new MatchSession(sealedBidEntry, match, { runner: botRunner });
    expect(s.history.start).toBeNull();
    expect(s.history.items.map((h) => h.facts)).toEqual([null, null]);
    expect(s.history.items.map((h) => h.entry)).toEqual(s.entries);
  });

  test('Caylus: the facts are the events after each item, as a replay of the log gives them', () => {
    const caylusEntry = { game: caylus, bots: {}, historyFacts: caylusFacts } as never;
    let match = newMatch(caylus, { players: 2, seed: 'h4' });
    let state = caylus.setup({ players: 2, seed: 'h4', options: match.options });
    for (let i = 0; i < 60; i++) {
      const seat = caylus.pending(state)[0]!;
      const action = caylus.actions(state, seat)[i % 3] ?? caylus.actions(state, seat)[0]!;
      state = caylus.apply(state, seat, action);
      match = { ...match, log: [...match.log, { seat, action }] };
    }
    const s = new MatchSession(caylusEntry, match, { runner: botRunner, readonly: true });
    expect(s.history).toEqual(referenceHistory(caylus, match, caylusFacts));
    const events = s.history.items.flatMap((h) => (h.facts as { events: unknown[] }).events);
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('NetMatchSession history', () => {
  test('follows a whole networked game: the history equals a from-scratch replay on both peers', async () => {
    const room = new Room('nh-1', [pileEntry], { minDelay: 1, maxDelay: 30 });
    const [host, guest] = await openTable(room, { game: 'pile', players: 3, humans: 2 });
    const noBots = { here: () => false, setFast: () => {}, skip: () => {} };
    const tables = [host!, guest!].map((p) => {
      const t = new NetMatchSession(p.session, { ...pileEntry, historyFacts: echoFacts }, noBots, false);
      p.session.subscribe((v) => t.update(v));
      return t;
    });
    const stops = [host!, guest!].map((p) => autoplay(room.clock, p.session, p.name));
    let checked = 0;
    expect(
      room.run(() => {
        for (const t of tables) {
          expect(t.history.items.length).toBe(t.match.log.length);
          if (checked++ % 7 === 0) expect(t.history).toEqual(referenceHistory(pileEntry.game, t.match, echoFacts));
        }
        return host!.session.view.status === 'finished' && guest!.session.view.status === 'finished';
      })
    ).toBe(true);
    stops.forEach((s) => s());
    for (const t of tables) expect(t.history).toEqual(referenceHistory(pileEntry.game, t.match, echoFacts));
  });
});
