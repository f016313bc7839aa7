/**
 * The analysis pipeline (issue 13 item 8) on recorded finished games: it lists exactly the
 * person's standing decisions that offered a choice, answers the same every time, and every
 * suggestion is one of the legal actions at that point.
 */
import { describe, expect, test } from 'vitest';
import { newMatch, type MatchRecord, type SeatSpec } from '../core/match';
import { applyLogItem, startCursor, takeBackAction, undoLinks } from '../core/undo';
import { sameJson } from '../core/actions';
import { Rng, seedRng } from '../core/rng';
import type { GameEntry } from '../core/entry';
import type { Action, AnyGame, Seat } from '../core/types';
import { sealedBid } from '../games/sealedbid';
import { findGame } from '../games/index';
import { analyseMatch, analysisPoints, analysisIterations, canAnalyse } from './analysis';

const ANN: SeatSpec = { kind: 'human', name: 'Ann' };
const BOT: SeatSpec = { kind: 'bot', name: 'Robo', bot: 'random', level: 1 };

interface Recorded {
  match: MatchRecord;
  /** Per log item: how many actions its seat had. */
  options: number[];
}

/**
 * A finished game: seeded random moves (the first pending seat each time), seat 0 the person;
 * `takeBackAt` adds one take-back by seat 0 once the log is that long and seat 0 has acted.
 */
function record(game: AnyGame, seats: SeatSpec[], seed: string, pick: (acts: readonly Action[], rng: Rng, seat: Seat) => Action, takeBackAt: number): Recorded {
  let match = newMatch(game, { players: seats.length, seed, seats });
  let cursor = startCursor(game, match);
  const rng = new Rng(seedRng(`${seed}/moves`));
  const options: number[] = [];
  let tookBack = false;
  while (game.result(cursor.state) === null) {
    let item: { seat: Seat; action: Action };
    if (!tookBack && match.log.length >= takeBackAt && match.log.some((i) => i.seat === 0) && match.log[match.log.length - 1]!.seat !== 0) {
      tookBack = true;
      item = { seat: 0, action: takeBackAction() };
      options.push(0);
    } else {
      const seat = game.pending(cursor.state)[0]!;
      const acts = game.actions(cursor.state, seat) as readonly Action[];
      options.push(acts.length);
      item = { seat, action: pick(acts, rng, seat) };
    }
    cursor = applyLogItem(game, cursor, item);
    match = { ...match, log: [...match.log, item] };
  }
  expect(tookBack, 'the recorded game has a take-back').toBe(true);
  return { match, options };
}

/** What the analysis must list, worked out from the recording: seat 0's standing decisions with a choice. */
function expectedPoints(rec: Recorded): number[] {
  const { cancelledBy } = undoLinks(rec.match.log);
  return rec.match.log.flatMap((item, i) => (item.seat === 0 && item.action.type !== 'core/takeback' && cancelledBy[i] === null && rec.options[i]! > 1 ? [i] : []));
}

/** The legal actions at log item `index` for its seat (replayed independently of the analysis). */
function actionsAt(game: AnyGame, match: MatchRecord, index: number): readonly Action[] {
  let cursor = startCursor(game, match);
  for (let i = 0; i < index; i++) cursor = applyLogItem(game, cursor, match.log[i]!);
  return game.actions(cursor.state, match.log[index]!.seat) as readonly Action[];
}

describe('Sealed Bid (the fixture, with a stand-in search bot drawing from its generator)', () => {
  // The fixture has no search bot; this one draws from the request's generator, so determinism and
  // "one of actions()" are the pipeline's, not the bot's.
  const entry: GameEntry = { game: sealedBid, bots: { search: () => ({ name: 'search', choose: ({ actions, rng }) => actions[rng.below(actions.length)]! }) } };
  // Seat 0 bids 5, or everything it has: it runs out of coins, and then bidding 0 is forced.
  const rec = record(sealedBid, [ANN, BOT, BOT], 'analysis-sealed', (acts, rng, seat) => (seat === 0 ? acts[Math.min(acts.length - 1, 5)]! : rng.pick(acts)), 4);

  test('lists exactly the person’s standing decisions that had a choice', () => {
    const forced = rec.match.log.filter((item, i) => item.seat === 0 && rec.options[i] === 1);
    expect(forced.length, 'the recording has forced decisions of the person').toBeGreaterThan(0);
    const want = expectedPoints(rec);
    expect(want.length).toBeGreaterThan(0);
    expect(analysisPoints(sealedBid, rec.match, [0]).map((p) => p.index)).toEqual(want);
    const got = [...analyseMatch(entry, rec.match, { seats: [0] })];
    expect(got.map((d) => d.index)).toEqual(want);
    expect(got.map((d) => d.n)).toEqual(want.map((_, k) => k + 1));
    expect(got.every((d) => d.seat === 0)).toBe(true);
  });

  test('the taken-back decision is not listed, the one made again is', () => {
    const { cancelledBy } = undoLinks(rec.match.log);
    const undone = rec.match.log.findIndex((item, i) => item.seat === 0 && cancelledBy[i] !== null);
    expect(undone).toBeGreaterThanOrEqual(0);
    expect(analysisPoints(sealedBid, rec.match, [0]).map((p) => p.index)).not.toContain(undone);
  });

  test('each suggestion is one of actions() at that point; played and same agree with the log', () => {
    for (const d of analyseMatch(entry, rec.match, { seats: [0] })) {
      const legal = actionsAt(sealedBid, rec.match, d.index);
      expect(legal).toContainEqual(d.suggested);
      expect(d.options).toBe(legal.length);
      expect(d.played).toEqual(rec.match.log[d.index]!.action);
      expect(d.same).toBe(sameJson(d.played, d.suggested));
      expect(d.playedLine.key).toBe('sealedbid.bid');
      expect(d.suggestedLine.params.amount).toBe((d.suggested as unknown as { amount: number }).amount);
    }
  });

  test('deterministic: the same game gives the same analysis', () => {
    const a = [...analyseMatch(entry, rec.match, { seats: [0] })];
    const b = [...analyseMatch(entry, rec.match, { seats: [0] })];
    expect(b).toEqual(a);
    // …and the stand-in's draws are not all alike, so the comparison means something.
    expect(new Set(a.map((d) => JSON.stringify(d.suggested))).size).toBeGreaterThan(1);
  });

  test('other seats are analysed only when asked', () => {
    expect(analysisPoints(sealedBid, rec.match, []).length).toBe(0);
    const both = analysisPoints(sealedBid, rec.match, [0, 1]);
    expect(both.some((p) => p.seat === 1)).toBe(true);
  });
});

describe('7 Wonders with its search bot', () => {
  const entry = findGame('sevenwonders')!;
  const game = entry.game;
  const rec = record(game, [ANN, BOT, BOT], 'analysis-7w', (acts, rng) => rng.pick(acts), 12);
  // A small budget keeps the test quick; the search still runs (at least one sample per candidate).
  const opts = { seats: [0], iterations: 2 };

  test('the game has a search bot and a budget', () => {
    expect(canAnalyse(entry)).toBe(true);
    expect(analysisIterations('sevenwonders')).toBeGreaterThan(0);
  });

  test('lists exactly the person’s non-forced decisions; each suggestion is legal; deterministic', { timeout: 120_000 }, () => {
    const first = [...analyseMatch(entry, rec.match, opts)];
    expect(first.map((d) => d.index)).toEqual(expectedPoints(rec));
    expect(first.length).toBeGreaterThan(10);
    for (const d of first) {
      const legal = actionsAt(game, rec.match, d.index);
      expect(legal.some((a) => sameJson(a, d.suggested))).toBe(true);
      expect(d.suggestedLine.seat).toBe(0);
    }
    const again = [...analyseMatch(entry, rec.match, opts)];
    expect(again).toEqual(first);
  });

  test('the caller may word what describe() hides during play', () => {
    const line = (_view: unknown, seat: Seat, a: Action) => ({ key: 'test.line', seat, params: { type: a.type }, text: a.type });
    const [d] = analyseMatch(entry, rec.match, { ...opts, line });
    expect(d!.playedLine).toEqual({ key: 'test.line', seat: 0, params: { type: d!.played.type }, text: d!.played.type });
  });
});
