/**
 * The search bot's pieces for Belfort (issue 15 item 9): at decisions of whole games (2–5
 * players, 2 with the Neutral Players, every option set, random and heuristic play) the sample
 * shows the seat exactly the same view and the same legal actions, holds every card exactly once
 * with the true counts (hands, deck, display, discard, built, a Neutral Player's card in play),
 * and keeps what is public or the seat's own; the search never peeks (the same view gives the
 * same search whatever hands and deck order lie behind it); a whole 4-player game with a search
 * seat plays to the end, the same twice.
 */
import { describe, expect, test } from 'vitest';
import { determinize, CARD_COPIES } from './determinize';
import { cutoff, evaluate, EVALUATION_SCALE, scoringsLeft } from './evaluate';
import { belfort } from './index';
import { belfortSearch, entry } from '../belfort.entry';
import { searchDecision } from '../../bots/search';
import { botRequest, runBotRequest } from '../../bots/request';
import { GAMES } from '../index';
import { SEARCH_LEVELS } from '../../bots/search-levels';
import { Rng, seedRng } from '../../core/rng';
import type { BelfortState } from './types';
import { handSize } from './cards';
import { OPTION_SETS, heuristic, started, situation, mark } from './testkit';
import { cloneJson } from '../../core/json';

const bot = heuristic(3);

/** A copy of `base` changed by `patch`, the flow not run (for the evaluation, which reads the state as it is). */
function edited(base: BelfortState, patch: (d: BelfortState) => void): BelfortState {
  const d = cloneJson(base) as BelfortState;
  patch(d);
  return d;
}

/** The view without the last apply's events (a sample starts with none). */
const seen = (s: BelfortState, seat: number): unknown => ({ ...belfort.view(s, seat), events: [] });

/** Every card exactly once: deck + display + discard + hands + built + a Neutral Player's card being placed. */
function expectWhole(d: BelfortState): void {
  const n = CARD_COPIES.map(() => 0);
  for (const t of d.deck) n[t]! += 1;
  for (const t of d.display) if (t >= 0) n[t]! += 1;
  d.discard.forEach((c, t) => (n[t]! += c));
  for (const p of d.ps) p.hand.forEach((c, t) => (n[t]! += c + p.built[t]!));
  for (const task of d.queue) if (task.k === 'npPlace') n[task.card]! += 1;
  expect(n).toEqual(CARD_COPIES);
  for (const p of d.ps) p.shown.forEach((c, t) => expect(c).toBeLessThanOrEqual(p.hand[t]!));
}

/** Plays one game, sampling the pending seat's view at every `every`-th decision; the number of samples checked. */
function checkGame(players: number, seed: string, options: (typeof OPTION_SETS)[number], byBot: boolean, every: number): number {
  const rng = new Rng(seedRng(seed));
  let s = belfort.setup({ players, seed, options });
  let checked = 0;
  for (let step = 0; belfort.result(s) === null; step++) {
    const seat = belfort.pending(s)[0]!;
    const actions = belfort.actions(s, seat);
    if (step % every === 0) {
      const d = determinize(belfort.view(s, seat), seat, rng, actions)!;
      expect(seen(d, seat)).toEqual(seen(s, seat));
      expect(JSON.stringify(belfort.actions(d, seat))).toBe(JSON.stringify(actions));
      expect(JSON.stringify(belfort.pending(d))).toBe(JSON.stringify(belfort.pending(s)));
      expectWhole(d);
      expect(d.deck.length).toBe(s.deck.length);
      d.ps.forEach((p, q) => expect(handSize(p.hand)).toBe(handSize(s.ps[q]!.hand)));
      expect(d.ps[seat]!.hand).toEqual(s.ps[seat]!.hand);
      // Everything but the hidden parts is the true state.
      const strip = (x: BelfortState) => ({ ...x, rng: null, deck: null, events: [], ps: x.ps.map((p, q) => (q === seat ? { ...p, keep: null } : { ...p, hand: null, keep: p.keep === null, spy: p.spy === null ? null : p.spy < 0 ? -1 : 0 })) });
      expect(strip(d)).toEqual(strip(s));
      // The sample plays on from here.
      const a = actions[rng.below(actions.length)]!;
      expect(() => belfort.apply(d, seat, a)).not.toThrow();
      checked++;
    }
    const a = byBot ? bot.choose({ seat, view: belfort.view(s, seat), actions, rng }) : actions[rng.below(actions.length)]!;
    s = belfort.apply(s, seat, a);
  }
  return checked;
}

describe('Belfort determinizer', () => {
  test.each([2, 3, 4, 5])('%i players: the sample shows the seat its view and its actions, holds every card once, keeps what is known', (players) => {
    let checked = 0;
    OPTION_SETS.forEach((options, k) => {
      checked += checkGame(players, `bdet-${players}-${k}`, options, k % 2 === 1, 3);
    });
    expect(checked).toBeGreaterThan(150);
  });

  test('the hidden parts are drawn: other hands and the deck differ between samples, the seat’s own hand never', () => {
    let s = belfort.setup({ players: 4, seed: 'draws', options: {} });
    const rng = new Rng(seedRng('draws'));
    for (let n = 0; n < 40; n++) {
      const seat = belfort.pending(s)[0]!;
      const actions = belfort.actions(s, seat);
      s = belfort.apply(s, seat, bot.choose({ seat, view: belfort.view(s, seat), actions, rng }));
    }
    const seat = belfort.pending(s)[0]!;
    const samples = Array.from({ length: 12 }, (_, i) => determinize(belfort.view(s, seat), seat, new Rng(seedRng(`d${i}`)))!);
    const distinct = (f: (d: BelfortState) => unknown) => new Set(samples.map((d) => JSON.stringify(f(d)))).size;
    expect(distinct((d) => d.deck)).toBeGreaterThan(1);
    expect(distinct((d) => d.ps.filter((_, q) => q !== seat).map((p) => p.hand))).toBeGreaterThan(1);
    expect(distinct((d) => d.ps[seat]!.hand)).toBe(1);
  });

  test('choices others made and nobody has seen yet (starting discards, a card for the Spies) are drawn from their drawn hands', () => {
    let partialKeeps = 0, partialReveals = 0;
    for (let g = 0; g < 60 && (partialReveals < 4 || partialKeeps < 4); g++) {
      const players = 3 + (g % 3);
      const seed = `hidden-choice-${g}`;
      const rng = new Rng(seedRng(seed));
      let s = belfort.setup({ players, seed, options: { guilds: 'random' } });
      while (belfort.result(s) === null) {
        const seat = belfort.pending(s)[0]!;
        const actions = belfort.actions(s, seat);
        const p = s.prompt!;
        const partial =
          (p.kind === 'keep' && p.seats.length < players) || (p.kind === 'spyReveal' && s.ps.some((q) => q.spy !== null && q.spy >= 0));
        if (partial) {
          const d = determinize(belfort.view(s, seat), seat, rng, actions)!;
          expect(seen(d, seat)).toEqual(seen(s, seat));
          expect(JSON.stringify(belfort.actions(d, seat))).toBe(JSON.stringify(actions));
          expect(JSON.stringify(belfort.pending(d))).toBe(JSON.stringify(belfort.pending(s)));
          d.ps.forEach((q, i) => {
            if (q.keep !== null) for (const t of q.keep) expect(q.hand[t]).toBeGreaterThanOrEqual(q.keep[0] === q.keep[1] ? 2 : 1);
            if (q.spy !== null && q.spy >= 0) expect(q.hand[q.spy]).toBeGreaterThanOrEqual(1);
            expect(q.keep === null).toBe(s.ps[i]!.keep === null);
            const chosen = (x: number | null) => (x === null ? null : x >= 0);
            expect(chosen(q.spy)).toBe(chosen(s.ps[i]!.spy));
          });
          // Everyone still to choose chooses in the sample, and the reveal plays on.
          expect(() => belfort.apply(d, seat, actions[0]!)).not.toThrow();
          if (p.kind === 'keep') partialKeeps++;
          else partialReveals++;
        }
        s = belfort.apply(s, seat, actions[rng.below(actions.length)]!);
      }
    }
    expect(partialKeeps).toBeGreaterThanOrEqual(4);
    expect(partialReveals).toBeGreaterThanOrEqual(4);
  });

  test('cards known in another hand (shown to the Spies) stay in that hand in every sample', () => {
    const base = started(3, { seed: 'spied' });
    const known = base.ps[1]!.hand.findIndex((c) => c > 0);
    const s = situation(base, (d) => {
      d.ps[1]!.shown[known] = 1; // one card of seat 1 is known to everyone
    });
    const seat = 0;
    expectWhole(s);
    for (let i = 0; i < 10; i++) {
      const d = determinize(belfort.view(s, seat), seat, new Rng(seedRng(`s${i}`)))!;
      expect(d.ps[1]!.hand[known]).toBeGreaterThanOrEqual(1);
      expect(handSize(d.ps[1]!.hand)).toBe(handSize(base.ps[1]!.hand));
      expectWhole(d);
    }
  });

  test('nothing to sample once the game is over', () => {
    let s = belfort.setup({ players: 3, seed: 'over', options: {} });
    const rng = new Rng(seedRng('o'));
    while (belfort.result(s) === null) {
      const seat = belfort.pending(s)[0]!;
      const actions = belfort.actions(s, seat);
      s = belfort.apply(s, seat, actions[rng.below(actions.length)]!);
    }
    expect(determinize(belfort.view(s, 0), 0, rng)).toBeNull();
  });
});

describe('Belfort evaluation and cut-off', () => {
  test('points now, the coming scorings as the standings are now (the next in full, later ones at 80%), holdings', () => {
    const base = started(3, { seed: 'eval' });
    const s = edited(base, (d) => {
      for (const p of d.ps) {
        p.res = [0, 0, 0, 0];
        p.hand = p.hand.map(() => 0);
        p.elves = 0;
        p.dwarves = 0;
      }
      d.round = 7;
      d.phase = 'actions';
      d.ps[0]!.score = 12;
      mark(d, 0, 0, 'pub'); // seat 0 alone in district 1: 5 points at the last scoring
    });
    expect(EVALUATION_SCALE).toBe(10);
    expect(scoringsLeft(s)).toBe(1);
    const [a, b, c] = evaluate(s);
    expect(a).toBe(120 + 50);
    expect(b).toBe(0);
    expect(c).toBe(0);
    // Three scorings to come in month 1: 100 + 80 + 80 percent of the standings.
    const early = edited(s, (d) => {
      d.round = 1;
    });
    expect(scoringsLeft(early)).toBe(3);
    const e = evaluate(early);
    expect(e[0]! - 120).toBeGreaterThan(50 * 2.6 - 1);
  });

  test('a rollout is cut off once the month after the current one is over', () => {
    const s = started(4, { seed: 'cut' });
    expect(s.round).toBe(1);
    expect(cutoff(s, { ...s, round: 2 })).toBe(false);
    expect(cutoff(s, { ...s, round: 3 })).toBe(true);
    expect(cutoff(s, { ...s, phase: 'over' })).toBe(true);
  });
});

describe('Belfort search: never peeks, plays whole games', () => {
  /** The same public game with the hidden parts changed: two other hands swap cards of the same count, the deck is reversed. */
  function hiddenChanged(s: BelfortState, seat: number): BelfortState {
    const others = s.ps.map((_, q) => q).filter((q) => q !== seat && handSize(s.ps[q]!.hand) > 0);
    const ps = s.ps.slice();
    if (others.length >= 2) {
      const [x, y] = [others[0]!, others[1]!];
      // One unknown card of x for one unknown card of y of another type (sizes stay).
      const free = (q: number) => s.ps[q]!.hand.findIndex((c, t) => c > s.ps[q]!.shown[t]!);
      const tx = free(x), ty = free(y);
      if (tx >= 0 && ty >= 0 && tx !== ty) {
        const hx = ps[x]!.hand.slice(), hy = ps[y]!.hand.slice();
        hx[tx]! -= 1; hx[ty]! += 1; hy[ty]! -= 1; hy[tx]! += 1;
        ps[x] = { ...ps[x]!, hand: hx };
        ps[y] = { ...ps[y]!, hand: hy };
      }
    }
    return { ...s, ps, deck: s.deck.slice().reverse(), rng: seedRng('another') };
  }

  function midGame(players: number, seed: string, moves: number): BelfortState {
    const rng = new Rng(seedRng(seed));
    let s = belfort.setup({ players, seed, options: {} });
    for (let n = 0; n < moves && belfort.result(s) === null; n++) {
      const seat = belfort.pending(s)[0]!;
      const actions = belfort.actions(s, seat);
      s = belfort.apply(s, seat, bot.choose({ seat, view: belfort.view(s, seat), actions, rng }));
    }
    return s;
  }

  test.each([
    [4, 'peek-b4', 30],
    [3, 'peek-b3', 60],
    [2, 'peek-b2', 45]
  ] as const)('%i players (%s, %i moves in): the same view gives the same search, whatever hands and deck lie behind it', (players, seed, moves) => {
    const s = midGame(players, seed, moves);
    const seat = belfort.pending(s)[0]!;
    const changed = hiddenChanged(s, seat);
    expect(changed.deck).not.toEqual(s.deck);
    if (players > 2) expect(changed.ps.map((p) => p.hand)).not.toEqual(s.ps.map((p) => p.hand));
    expect(belfort.view(changed, seat)).toEqual(belfort.view(s, seat));
    expect(belfort.actions(changed, seat)).toEqual(belfort.actions(s, seat));
    const report = (state: BelfortState) =>
      searchDecision(belfortSearch, SEARCH_LEVELS[0]!, {
        seat, view: belfort.view(state, seat), actions: belfort.actions(state, seat), rng: new Rng(seedRng('p')), budget: { iterations: 16 }
      });
    const r = report(s);
    expect(r.iterations).toBeGreaterThan(0);
    expect(report(changed)).toEqual(r);
  });

  test('a whole 4-player game with a search seat (small budget) plays to the end, the same twice', () => {
    const play = (): { hash: string; winners: readonly number[] } => {
      const search = entry.bots.search!(1);
      const h = entry.bots.heuristic!(3);
      const rng = new Rng(seedRng('whole'));
      let s = belfort.setup({ players: 4, seed: 'whole', options: {} });
      const log: number[] = [];
      while (belfort.result(s) === null) {
        const seat = belfort.pending(s)[0]!;
        const actions = belfort.actions(s, seat);
        const input = { seat, view: belfort.view(s, seat), actions, rng, budget: { iterations: 6 } };
        const a = seat === 0 ? search.choose(input) : h.choose(input);
        log.push(actions.indexOf(a));
        s = belfort.apply(s, seat, a);
      }
      return { hash: log.join(','), winners: belfort.result(s)!.winners };
    };
    const first = play();
    expect(first.winners.length).toBeGreaterThan(0);
    expect(play()).toEqual(first);
  }, 120_000);

  test('through the bot request contract (as the app’s worker asks): the budget travels, the same request gives the same answer', () => {
    const s = midGame(4, 'req-b4', 20);
    const seat = belfort.pending(s)[0]!;
    const request = botRequest(entry, s, seat, { bot: 'search', level: 1, budget: { iterations: 8 } }, { seed: 'r' });
    expect(request.game).toBe('belfort');
    expect(request.budget).toEqual({ iterations: 8 });
    const again = JSON.parse(JSON.stringify(request)) as typeof request;
    const answer = runBotRequest(GAMES, again);
    expect(answer).toEqual(runBotRequest(GAMES, request));
    expect(answer.index).toBeGreaterThanOrEqual(0);
    expect(answer.index).toBeLessThan(belfort.actions(s, seat).length);
  });
});
