/**
 * "Market Day", a small complete game written on the engine kit as the example for new games
 * (docs/architecture.md "Engine kit"). It imports only lib/core, as a game must. It shows:
 * - the decision flow (`Flow`) over the game's own fields (`ask`, `queue`, `step`);
 * - an interrupt put first (a favour after building at the castle) and interrupts put last
 *   (the harvest's favours, in turn order), a forced decision played and logged by the flow;
 * - a staged decision (selling at the market one good at a time, then "done");
 * - the resource multiset, the legal-action cache, a scorer for the shared bot driver, and
 *   hidden information (each seat's secret goal; the order of the goal deck).
 *
 * Rules: 2–3 players, 4 rounds. Each round every seat, in turn order, places once:
 *   field   +2 grain;   pasture +1 wool;
 *   market  sell up to 3 goods one at a time (grain 1 coin, wool 2 coins), then done;
 *   castle  pay 1 grain + 1 wool + 1 coin: 3 points and a favour now (2 coins, or 2 points;
 *           with 6 or more coins only the points: that decision is forced).
 * After each round, seats with 4 or more grain get a harvest favour, in turn order.
 * End: points + 1 per 2 coins + 3 per good of the seat's secret goal kind. Ties: more coins.
 */
import {
  ActionCache,
  FLOW_END,
  RuleError,
  Rng,
  add,
  advance,
  applyAndAdvance,
  bagOf,
  covers,
  dropInterrupt,
  flowCachedActions,
  flowPending,
  interruptFirst,
  interruptLast,
  listedAction,
  remove,
  seedRng,
  stagedActions,
  stageStep,
  withInterrupts,
  type Bag,
  type Flow,
  type GameModule,
  type GameResult,
  type InterruptQueue,
  type RngState,
  type Scorer,
  type StageControl,
  type Stages
} from '../../lib/core/index';

// ------------------------------------------------------------------ vocabulary and data

export const GOODS = ['grain', 'wool'] as const;
export type Good = (typeof GOODS)[number];
const PRICE: readonly number[] = [1, 2]; // coins per good, in GOODS order
const ROUNDS = 4;
const MARKET_MAX = 3;
const CASTLE_COST = bagOf(GOODS, ['grain', 'wool']);
const RICH = 6; // coins from which a favour can only be points
const HARVEST_GRAIN = 4;
const GOALS = ['grain', 'wool', 'grain', 'wool', 'grain'] as const;

export type Spot = 'field' | 'pasture' | 'market' | 'castle';
type Task = { readonly k: 'favour'; readonly seat: number; readonly why: 'castle' | 'harvest' };
type Ask =
  | { readonly kind: 'place'; readonly seat: number }
  | { readonly kind: 'sell'; readonly seat: number; readonly chosen: readonly Good[] }
  | { readonly kind: 'favour'; readonly seat: number };

export type MarketAction =
  | { readonly type: 'place'; readonly spot: Spot }
  | { readonly type: 'sell'; readonly good: Good }
  | { readonly type: 'favour'; readonly take: 'coins' | 'points' }
  | StageControl;

export interface MarketState {
  readonly players: number;
  rng: RngState;
  round: number;
  /** Index into `order` of the seat placing now. */
  step: number;
  order: number[];
  goods: Bag[];
  coins: number[];
  points: number[];
  goals: Good[];
  deck: Good[];
  queue: readonly Task[];
  /** A sale in progress at the market: its seat and the goods chosen so far (phase state). */
  sale: { readonly seat: number; readonly chosen: readonly Good[] } | null;
  /** The decision awaited now (the flow's `decision`). */
  ask: Ask | null;
  events: { key: string; seat: number; params: Record<string, string | number> }[];
}

export interface MarketView {
  round: number;
  ask: Ask | null;
  goods: Bag[];
  coins: number[];
  points: number[];
  /** The viewer's own goal; others' stay hidden. */
  goal: Good | null;
  deckSize: number;
}

// ------------------------------------------------------------------ shared action objects

const PLACE: readonly MarketAction[] = (['field', 'pasture', 'market', 'castle'] as const).map((spot) => Object.freeze({ type: 'place' as const, spot }));
const SELL: readonly MarketAction[] = GOODS.map((good) => Object.freeze({ type: 'sell' as const, good }));
const FAVOUR = { coins: Object.freeze({ type: 'favour', take: 'coins' }), points: Object.freeze({ type: 'favour', take: 'points' }) } as const;

// ------------------------------------------------------------------ the flow

const QUEUE: InterruptQueue<MarketState, Task> = { get: (s) => s.queue, set: (d, q) => void (d.queue = q) };
const CACHE = new ActionCache<MarketState, readonly MarketAction[]>();

/** Selling is staged: one good at a time (while the seat has it), then STAGE_DONE. */
const SELLING: Stages<{ s: MarketState; seat: number }, Good, MarketAction> = {
  next: ({ s, seat }, chosen) => {
    if (chosen.length >= MARKET_MAX) return [];
    const left = remove(s.goods[seat]!, bagOf(GOODS, chosen));
    return SELL.filter((a) => a.type === 'sell' && left[GOODS.indexOf(a.good)]! > 0);
  },
  partOf: (a) => (a as { good: Good }).good,
  canFinish: () => true
};

function placements(s: MarketState, seat: number): readonly MarketAction[] {
  const canBuild = covers(s.goods[seat]!, CASTLE_COST) && s.coins[seat]! >= 1;
  return canBuild ? PLACE : PLACE.slice(0, 3);
}

const FLOW: Flow<MarketState, Ask, MarketAction> = {
  decision: (s) => s.ask,
  setDecision: (d, ask) => void (d.ask = ask),
  seats: (_s, ask) => [ask.seat],
  actions: (s, ask, seat) => {
    switch (ask.kind) {
      case 'place':
        return placements(s, seat);
      case 'sell':
        return stagedActions(SELLING, { s, seat }, ask.chosen);
      case 'favour':
        return s.coins[seat]! >= RICH ? [FAVOUR.points] : [FAVOUR.coins, FAVOUR.points];
    }
  },
  apply: (d, ask, seat, a) => {
    switch (ask.kind) {
      case 'place':
        return place(d, seat, a as Extract<MarketAction, { type: 'place' }>);
      case 'sell': {
        const r = stageStep(SELLING, ask.chosen, a);
        if (!r.done) {
          d.sale = { seat, chosen: r.chosen };
          return;
        }
        d.sale = null;
        const sold = bagOf(GOODS, r.chosen);
        d.goods[seat] = remove(d.goods[seat]!, sold);
        d.coins[seat]! += sold[0]! * PRICE[0]! + sold[1]! * PRICE[1]!;
        d.events.push({ key: 'market.sold', seat, params: { goods: r.chosen.length } });
        d.step += 1;
        return;
      }
      case 'favour':
        if (a === FAVOUR.coins) d.coins[seat]! += 2;
        else d.points[seat]! += 2;
        dropInterrupt(QUEUE, d);
    }
  },
  next: withInterrupts<MarketState, Task, Ask>(
    QUEUE,
    (_d, t) => ({ kind: 'favour', seat: t.seat }),
    (d) => {
      // A sale in progress stays the decision until it is done.
      if (d.sale !== null) return { kind: 'sell', seat: d.sale.seat, chosen: d.sale.chosen };
      if (d.round > ROUNDS) return FLOW_END;
      if (d.step < d.order.length) return { kind: 'place', seat: d.order[d.step]! };
      endRound(d);
      return null;
    }
  ),
  forced: (d, ask, seat, a) => void d.events.push({ key: 'market.forced', seat, params: { kind: ask.kind, action: a.type } })
};

function place(d: MarketState, seat: number, a: { spot: Spot }): void {
  switch (a.spot) {
    case 'field':
      d.goods[seat] = add(d.goods[seat]!, bagOf(GOODS, ['grain', 'grain']));
      break;
    case 'pasture':
      d.goods[seat] = add(d.goods[seat]!, bagOf(GOODS, ['wool']));
      break;
    case 'market':
      d.sale = { seat, chosen: [] };
      return; // the step advances when the sale is done
    case 'castle':
      d.goods[seat] = remove(d.goods[seat]!, CASTLE_COST);
      d.coins[seat]! -= 1;
      d.points[seat]! += 3;
      interruptFirst(QUEUE, d, { k: 'favour', seat, why: 'castle' });
      break;
  }
  d.step += 1;
}

/** An automatic step: harvest favours queued in turn order, then the next round. */
function endRound(d: MarketState): void {
  const harvest = d.order.filter((seat) => d.goods[seat]![0]! >= HARVEST_GRAIN).map((seat): Task => ({ k: 'favour', seat, why: 'harvest' }));
  interruptLast(QUEUE, d, ...harvest);
  d.events.push({ key: 'market.round', seat: -1, params: { round: d.round } });
  d.round += 1;
  d.step = 0;
  d.order = [...d.order.slice(1), d.order[0]!];
}

// ------------------------------------------------------------------ the module

/** The working copy `apply` changes: one object shape, fresh arrays for what changes. */
function draftOf(s: MarketState): MarketState {
  return {
    players: s.players,
    rng: s.rng,
    round: s.round,
    step: s.step,
    order: s.order.slice(),
    goods: s.goods.slice(),
    coins: s.coins.slice(),
    points: s.points.slice(),
    goals: s.goals,
    deck: s.deck,
    queue: s.queue,
    sale: s.sale,
    ask: s.ask,
    events: []
  };
}

/** The game's own reason for a well-formed action it does not list (else the kit's `core/illegal-action`). */
function explain(s: MarketState, ask: Ask, seat: number, a: { type: string }): RuleError | null {
  if (a.type === 'place' && ask.kind === 'place' && (a as { spot?: unknown }).spot === 'castle') {
    return new RuleError('marketday/castle-unaffordable', 'The castle needs 1 grain, 1 wool and 1 coin.', { seat, coins: s.coins[seat]! });
  }
  return null;
}

function finalScore(s: MarketState, seat: number): { points: number; coins: number; goal: number } {
  return { points: s.points[seat]!, coins: s.coins[seat]! >> 1, goal: 3 * s.goods[seat]![GOODS.indexOf(s.goals[seat]!)]! };
}

export const marketDay: GameModule<MarketState, MarketAction, MarketView> = {
  id: 'marketday',
  title: 'Market Day (kit example)',
  minPlayers: 2,
  maxPlayers: 3,
  version: 1,
  options: [],
  setup({ players, seed }) {
    const rng = new Rng(seedRng(seed));
    const deck = rng.shuffled([...GOALS]);
    const goals = deck.splice(0, players);
    const d: MarketState = {
      players,
      rng: rng.state(),
      round: 1,
      step: 0,
      order: rng.shuffled(Array.from({ length: players }, (_, i) => i)),
      goods: Array.from({ length: players }, () => bagOf(GOODS, ['grain'])),
      coins: Array<number>(players).fill(1),
      points: Array<number>(players).fill(0),
      goals,
      deck,
      queue: [],
      sale: null,
      ask: null,
      events: []
    };
    advance(d, FLOW, CACHE);
    return d;
  },
  pending: (s) => flowPending(FLOW, s),
  actions: flowCachedActions(FLOW, CACHE),
  apply(s, seat, action) {
    // Game over, not this seat's turn, junk, unlisted: coded refusals; the listed object otherwise.
    const listed = listedAction(FLOW, s, seat, marketDay.actions(s, seat), action, explain);
    const d = draftOf(s);
    applyAndAdvance(FLOW, d, seat, listed, CACHE);
    return d;
  },
  view: (s, seat) => ({
    round: s.round,
    ask: s.ask,
    goods: s.goods.map((g) => g.slice()),
    coins: s.coins.slice(),
    points: s.points.slice(),
    goal: seat === null ? null : s.goals[seat]!,
    deckSize: s.deck.length
  }),
  result(s): GameResult | null {
    if (s.ask !== null) return null;
    const rows = Array.from({ length: s.players }, (_, seat) => ({ seat, ...finalScore(s, seat), left: s.coins[seat]! }));
    const total = (r: (typeof rows)[number]) => r.points + r.coins + r.goal;
    rows.sort((a, b) => total(b) - total(a) || b.left - a.left || a.seat - b.seat);
    const players = rows.map((r) => ({
      seat: r.seat,
      rank: 1 + rows.filter((o) => total(o) > total(r) || (total(o) === total(r) && o.left > r.left)).length,
      score: total(r),
      breakdown: [
        { category: 'points', label: 'Points', points: r.points },
        { category: 'coins', label: 'Coins', points: r.coins },
        { category: 'goal', label: 'Goal', points: r.goal }
      ],
      tiebreak: [r.left]
    }));
    return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
  },
  describe: (_s, seat, a) => ({ key: `marketday.${a.type}`, seat, params: {}, text: `Seat ${seat + 1}: ${a.type}` }),
  reveals: () => false
};

/**
 * Each seat's goal is its own secret (listed as the view field that would show it); the rest of
 * the goal deck is nobody's (views show only its size).
 */
export const marketSecrets = (s: MarketState, seat: number | null) => (seat === null ? [{ deck: s.deck }] : [{ goal: s.goals[seat]! }]);

/** The heuristic: points now, coins a little less, goods of the goal kind, a sale when rich in goods. */
export const marketScorer: Scorer<MarketView, MarketAction> = {
  name: 'heuristic',
  unit: 2,
  prepare: ({ view, seat }) => {
    const goal = view.goal === null ? 0 : GOODS.indexOf(view.goal);
    return (a) => {
      switch (a.type) {
        case 'place':
          return a.spot === 'castle' ? 9 : a.spot === 'market' ? view.goods[seat]![0]! + 2 * view.goods[seat]![1]! - 2 : a.spot === (goal === 0 ? 'field' : 'pasture') ? 5 : 3;
        case 'sell':
          return GOODS.indexOf(a.good) === goal ? -1 : 2;
        case 'favour':
          return a.take === 'points' ? 4 : 3;
        case 'done':
          return 0;
        case 'back':
          return -5;
      }
    };
  }
};
