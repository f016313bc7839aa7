/**
 * The search bot's pieces for Clash of Cultures (issue 16 item 8): at decisions of games of 2–4
 * players (the option sets in turn, random and heuristic play) the sample drawn from a seat's view
 * shows that seat exactly the same view and the same legal actions, and holds every card, Wonder
 * and map tile exactly once with the true counts; the search never peeks (its choice is the same
 * whatever hidden state lies behind one view); and a search seat plays a whole game,
 * deterministically.
 */
import { describe, expect, test } from 'vitest';
import { determinize } from './determinize';
import { cutoff, evaluate, EVALUATION_SCALE } from './evaluate';
import { clash } from './index';
import { scoringBot } from '../../bots/scoring';
import { clashScorer } from './bot';
import { searchDecision } from '../../bots/search';
import { SEARCH_LEVELS } from '../../bots/search-levels';
import { clashSearch } from '../clash.entry';
import { Rng, seedRng } from '../../core/rng';
import type { OptionValues } from '../../core/types';
import type { ClashAction, ClashState } from './types';
import { NONE } from './types';
import { boardFor, TILE_TERRAIN } from './board';
import { EVENT_COUNT } from './tables/events';
import { ACTION_CARD_COUNT } from './tables/actioncards';
import { OBJECTIVE_CARD_COUNT } from './tables/objectives';
import { WONDERS } from './tables/wonders';
import { totalHalf } from './scoring';
import { GAMES, findGame } from '../index';
import { botRequest, runBotRequest } from '../../bots/request';

const heuristic = scoringBot(clashScorer)(3);
const OPTION_SETS: OptionValues[] = [{}, { length: 'short' }, { events: 'symbols' }, { length: 'roll', events: 'optional' }];
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const sorted = (xs: readonly number[]): number[] => xs.slice().sort((a, b) => a - b);

/** The view without the last apply's events (a sample starts with none). */
const seen = (s: ClashState, seat: number): unknown => ({ ...clash.view(s, seat), log: [] });

/** New Plans draws waiting on the stack (off the deck, in no hand). */
const planned = (s: ClashState): number[] => s.stack.flatMap((f) => (f.k === 'pick' && f.q === 'newPlans' ? f.ctx : []));

/** Every card, Wonder and region tile exactly once, where the true state has as many. */
function expectWhole(d: ClashState, s: ClashState): void {
  const battle = (x: ClashState) => (x.battle ? x.battle.cards.filter((c) => c !== NONE) : []);
  expect(sorted([...d.ps.flatMap((p) => p.hand), ...d.actionDeck, ...d.actionDiscard, ...battle(d)])).toEqual(range(ACTION_CARD_COUNT));
  expect(sorted([...d.ps.flatMap((p) => [...p.obj, ...p.done.map((x) => x.card)]), ...d.objectiveDeck, ...planned(d)])).toEqual(range(OBJECTIVE_CARD_COUNT));
  const current = (x: ClashState) => (x.event === NONE ? [] : [x.event]);
  expect(sorted([...d.eventDeck, ...d.eventDiscard, ...d.ps.flatMap((p) => p.kept), ...current(d)])).toEqual(range(EVENT_COUNT));
  const inGame = (x: ClashState) => sorted([...x.wonderDeck, ...x.wondersOpen, ...x.cities.flatMap((c) => (c.w === NONE ? [] : [c.w]))]);
  expect(inGame(d)).toEqual(inGame(s)); // a Wonder whose city was destroyed is out of both
  expect(inGame(d).length).toBeLessThanOrEqual(WONDERS.length);
  expect(new Set(d.tiles).size).toBe(boardFor(d.players).slots);
  for (const t of d.tiles) expect(t >= 0 && t < TILE_TERRAIN.length).toBe(true);
  // The true counts: each hand, each deck.
  expect(d.ps.map((p) => [p.hand.length, p.obj.length])).toEqual(s.ps.map((p) => [p.hand.length, p.obj.length]));
  expect([d.actionDeck.length, d.objectiveDeck.length, d.eventDeck.length, d.wonderDeck.length]).toEqual([s.actionDeck.length, s.objectiveDeck.length, s.eventDeck.length, s.wonderDeck.length]);
}

describe('Clash determinizer', () => {
  test.each([2, 3, 4])('%i players: the sample shows the seat its view and its actions, holds every card and tile once', (players) => {
    let checked = 0;
    OPTION_SETS.forEach((options, k) => {
      if (k % 2 !== players % 2) return; // two option sets per player count: the CPU stays small
      const seed = `cdet-${players}-${k}`;
      const rng = new Rng(seedRng(seed));
      let s = clash.setup({ players, seed, options });
      for (let step = 0; clash.result(s) === null; step++) {
        const seat = clash.pending(s)[0]!;
        const actions = clash.actions(s, seat);
        if (step % 4 === 0) {
          const d = determinize(clash.view(s, seat), seat, rng, actions)!;
          expect(d).not.toBeNull();
          expect(seen(d, seat)).toEqual(seen(s, seat));
          expect(JSON.stringify(clash.actions(d, seat))).toBe(JSON.stringify(actions));
          expectWhole(d, s);
          expect(d.ps[seat]).toEqual(s.ps[seat]);
          // The sample plays on: the seat's choice applies there too.
          const a = actions[rng.below(actions.length)]!;
          expect(() => clash.apply(d, seat, a)).not.toThrow();
          checked++;
        }
        const a = step % 2 === 0 ? actions[rng.below(actions.length)]! : heuristic.choose({ seat, view: clash.view(s, seat), actions, rng });
        s = clash.apply(s, seat, a);
      }
    });
    expect(checked).toBeGreaterThan(60);
  });

  test('the hidden parts are drawn: other hands, decks and face-down regions differ between samples, the seat’s own never', () => {
    const s = midGame(3, 'draws', 60);
    const seat = clash.pending(s)[0]!;
    const samples = range(12).map((i) => determinize(clash.view(s, seat), seat, new Rng(seedRng(`d${i}`)))!);
    const distinct = (f: (d: ClashState) => unknown) => new Set(samples.map((d) => JSON.stringify(f(d)))).size;
    expect(distinct((d) => d.ps.filter((_, q) => q !== seat).map((p) => [p.hand, p.obj]))).toBeGreaterThan(1);
    expect(distinct((d) => [d.actionDeck, d.eventDeck, d.objectiveDeck, d.wonderDeck])).toBeGreaterThan(1);
    const faceDown = (d: ClashState) => d.tiles.filter((_, r) => ((d.explored >> r) & 1) === 0);
    expect(faceDown(s).length).toBeGreaterThan(0);
    expect(distinct(faceDown)).toBeGreaterThan(1);
    expect(distinct((d) => d.ps[seat])).toBe(1);
  });

  test('a Spy swap being chosen shows the target’s cards: the sample holds exactly those', () => {
    const s = midGame(3, 'spy', 30);
    const seat = s.t.seat;
    const target = (seat + 1) % 3;
    const me = s.ps[seat]!, them = s.ps[target]!;
    const opts = [-1, ...me.hand.flatMap((a) => them.hand.map((b) => a * 100 + b)), ...me.obj.flatMap((a) => them.obj.map((b) => 10000 + a * 100 + b))];
    const spying: ClashState = { ...s, stack: [...s.stack, { k: 'pick', seat, q: 'spySwap', opts, ctx: [target] }] };
    const d = determinize(clash.view(spying, seat), seat, new Rng(seedRng('spy')), clash.actions(spying, seat))!;
    if (me.hand.length > 0) expect(sorted(d.ps[target]!.hand)).toEqual(sorted(them.hand));
    if (me.obj.length > 0) expect(sorted(d.ps[target]!.obj)).toEqual(sorted(them.obj));
    expect(JSON.stringify(clash.actions(d, seat))).toBe(JSON.stringify(clash.actions(spying, seat)));
  });

  test('a Wonder out of the game (its city destroyed) is never dealt back into the sampled deck', () => {
    const s = midGame(3, 'gone', 40);
    const seat = clash.pending(s)[0]!;
    const lost = s.wonderDeck[0]!;
    // As after a city holding it was destroyed: the Wonder is nowhere any more.
    const s2: ClashState = { ...s, wonderDeck: s.wonderDeck.slice(1) };
    const v = clash.view(s2, seat);
    expect(v.wonders.gone).toEqual([lost]);
    expect(clash.view(s, seat).wonders.gone).toEqual([]);
    for (let i = 0; i < 8; i++) {
      const d = determinize(v, seat, new Rng(seedRng(`gone${i}`)))!;
      expect(d.wonderDeck).toHaveLength(s2.wonderDeck.length);
      expect(d.wonderDeck).not.toContain(lost);
      expectWhole(d, s2);
    }
  });

  test('another seat’s choice among its hidden cards is not sampled (the view hides it)', () => {
    const s = midGame(3, 'hidden-frame', 30);
    const seat = s.t.seat;
    const other = (seat + 1) % 3;
    const s2: ClashState = { ...s, stack: [...s.stack.slice(0, -1), { k: 'pick', seat: other, q: 'objective', opts: [5, -1], ctx: [] }, s.stack[s.stack.length - 1]!] };
    const v = clash.view(s2, seat);
    expect(v.pub.stack).toContain(null);
    expect(JSON.stringify(v)).not.toContain('"q":"objective"');
    expect(determinize(v, seat, new Rng(seedRng('x')))).toBeNull();
  });
});

describe('Clash evaluation and cut-off', () => {
  test('the evaluation is the score now plus a potential that runs out with the game; the cut-off is the next player’s Turn', () => {
    const s = midGame(3, 'eval', 40);
    const e = evaluate(s);
    expect(EVALUATION_SCALE).toBe(2);
    for (let q = 0; q < 3; q++) expect(e[q]!).toBeGreaterThanOrEqual(totalHalf(s, q));
    // At the last Turn of the last Round nothing is left to come: the evaluation is the score.
    expect(evaluate({ ...s, round: 7, turn: 1 })).toEqual([0, 1, 2].map((q) => totalHalf(s, q)));
    expect(cutoff(s, s)).toBe(false);
    const next: ClashState = { ...s, pos: s.pos + 1 };
    expect(cutoff(s, next)).toBe(true);
  });
});

/** Plays `moves` decisions with the heuristic from a fresh game (standard options), then on to a choice of 3 or more. */
function midGame(players: number, seed: string, moves: number): ClashState {
  const rng = new Rng(seedRng(seed));
  let s = clash.setup({ players, seed, options: {} });
  for (let n = 0; clash.result(s) === null && (n < moves || clash.actions(s, clash.pending(s)[0]!).length < 3); n++) {
    const seat = clash.pending(s)[0]!;
    const actions = clash.actions(s, seat);
    s = clash.apply(s, seat, heuristic.choose({ seat, view: clash.view(s, seat), actions, rng }));
  }
  return s;
}

/** The same public game with every hidden part changed: other hands, deck orders, face-down regions. */
function hiddenChanged(s: ClashState, seat: number): ClashState {
  const others = range(s.players).filter((q) => q !== seat);
  // One other hand trades an Action card with the deck, another an Objective card; decks reversed.
  let actionDeck = s.actionDeck.slice().reverse();
  let objectiveDeck = s.objectiveDeck.slice().reverse();
  const ps = s.ps.map((p) => ({ ...p, hand: p.hand.slice(), obj: p.obj.slice() }));
  const a = ps[others[0]!]!;
  if (a.hand.length > 0 && actionDeck.length > 0) [a.hand[0], actionDeck[0]] = [actionDeck[0]!, a.hand[0]!];
  const b = ps[others[others.length - 1]!]!;
  if (b.obj.length > 0 && objectiveDeck.length > 0) [b.obj[0], objectiveDeck[0]] = [objectiveDeck[0]!, b.obj[0]!];
  actionDeck = actionDeck.slice();
  objectiveDeck = objectiveDeck.slice();
  // Face-down regions: each unexplored slot takes a tile out of the game (or another slot's).
  const tiles = s.tiles.slice();
  const out = range(TILE_TERRAIN.length).filter((t) => !tiles.includes(t));
  tiles.forEach((t, r) => {
    if (((s.explored >> r) & 1) === 0 && out.length > 0) {
      tiles[r] = out.shift()!;
      out.push(t);
    }
  });
  return {
    ...s, ps, actionDeck, objectiveDeck, tiles, eventDeck: s.eventDeck.slice().reverse(), wonderDeck: s.wonderDeck.slice().reverse(), rng: seedRng('another')
  };
}

describe('Clash search: never peeks, plays whole games deterministically', () => {
  test.each([
    [3, 'peek-c3', 45],
    [2, 'peek-c2', 80],
    [4, 'peek-c4', 30]
  ] as const)('%i players (%s, %i moves in): the same view gives the same search, whatever is hidden behind it', (players, seed, moves) => {
    const s = midGame(players, seed, moves);
    const seat = clash.pending(s)[0]!;
    const changed = hiddenChanged(s, seat);
    expect([changed.ps, changed.tiles, changed.eventDeck]).not.toEqual([s.ps, s.tiles, s.eventDeck]);
    expect(clash.view(changed, seat)).toEqual(clash.view(s, seat));
    expect(clash.actions(changed, seat)).toEqual(clash.actions(s, seat));
    const report = (state: ClashState) =>
      searchDecision(clashSearch, SEARCH_LEVELS[0]!, {
        seat, view: clash.view(state, seat), actions: clash.actions(state, seat), rng: new Rng(seedRng('p')), budget: { iterations: 12 }
      });
    const r = report(s);
    expect(r.samples).toBeGreaterThan(0);
    expect(report(changed)).toEqual(r);
  });

  test('a search seat plays a whole 3-player game with a small budget, the same game twice', () => {
    const bot = clashSearch.policy;
    const play = (): { log: ClashAction[]; scores: number[] } => {
      const rng = new Rng(seedRng('whole'));
      let s = clash.setup({ players: 3, seed: 'whole', options: { length: 'short' } });
      const log: ClashAction[] = [];
      const search = { choose: (seat: number, actions: readonly ClashAction[]) => actions[searchDecision(clashSearch, SEARCH_LEVELS[0]!, { seat, view: clash.view(s, seat), actions, rng, budget: { iterations: 4 } }).index]! };
      while (clash.result(s) === null) {
        const seat = clash.pending(s)[0]!;
        const actions = clash.actions(s, seat);
        const a = seat === 0 ? search.choose(seat, actions) : bot(3).choose({ seat, view: clash.view(s, seat), actions, rng });
        log.push(a);
        s = clash.apply(s, seat, a);
      }
      return { log, scores: clash.result(s)!.players.map((p) => p.score) };
    };
    const first = play();
    expect(first.log.length).toBeGreaterThan(100);
    expect(play()).toEqual(first);
  });
});

describe('Clash search through the bot request contract (what the app\'s worker runs)', () => {
  test('a Strong request with a budget answers one of the legal actions, the same answer twice', () => {
    const entry = findGame('clash')!;
    expect(Object.keys(entry.bots)).toContain('search');
    const s = midGame(3, 'req', 50);
    const seat = clash.pending(s)[0]!;
    const request = botRequest(entry, s, seat, { bot: 'search', level: 1, budget: { iterations: 10 } }, { seed: 'r' });
    const again = JSON.parse(JSON.stringify(request)) as typeof request;
    const answer = runBotRequest(GAMES, again);
    expect(answer.index).toBeGreaterThanOrEqual(0);
    expect(answer.index).toBeLessThan(clash.actions(s, seat).length);
    expect(runBotRequest(GAMES, request)).toEqual(answer);
  });
});
