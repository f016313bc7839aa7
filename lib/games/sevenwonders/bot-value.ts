/**
 * The heuristic bot's valuation: what a structure, a Wonder stage or some coins are worth to a
 * city, in tenths of a victory point, from the public view only. Points now (Blue, guilds,
 * commerce), points later (chains, science sets with wildcards, military against each
 * neighbour over the Ages left), coins, and production valued by how much it cheapens the
 * structures still to come given what the neighbours sell.
 */
import { CARDS, VICTORY_TOKENS, type CardDef, type CardEffect } from './cards';
import { allTargets, cardBit, marketOf, targetWeight, marketWith, marketWithPower, tradeCost, vecOf, type Market, type Vec } from './bot-market';
import type { StageEffect } from './wonders';
import type { CityView, StageView, SwView } from './view';
import type { Colour } from './types';

export const CARD_BY_ID: ReadonlyMap<string, CardDef> = new Map(CARDS.map((c) => [c.id, c]));
const CARD_POS: ReadonlyMap<string, number> = new Map(CARDS.map((c, i) => [c.id, i]));

/** Each card's resource cost as a bag, made once (the heuristic prices the same cards all game). */
const COST_VECS: ReadonlyMap<CardDef, Vec> = new Map(CARDS.map((c) => [c, vecOf(c.cost)]));

export function costVecOf(def: CardDef): Vec {
  return COST_VECS.get(def) ?? vecOf(def.cost);
}

/** Cards each card makes free by chain (children). */
const CHILDREN: ReadonlyMap<string, readonly CardDef[]> = (() => {
  const m = new Map<string, CardDef[]>();
  for (const c of CARDS) for (const p of c.chainFrom) m.set(p, [...(m.get(p) ?? []), c]);
  return m;
})();

export function cardDefOf(id: string): CardDef {
  const d = CARD_BY_ID.get(id);
  if (!d) throw new RangeError(`unknown card ${id}`);
  return d;
}

/** The bot's weights (tenths of a VP unless said otherwise); tuned by self-play. */
export interface Tuning {
  /** Tenths of a VP a coin saved on a future build is worth. */
  readonly coinTrade: number;
  /** Weight of a Wonder stage among the future costs (a structure's is 5–10). */
  readonly stageWeight: number;
  /** Share (sixteenths) of each later stage's value that building a stage opens. */
  readonly stagePath: number;
  /** Coins an impossible future cost counts as, at most. */
  readonly cap: number;
  /** Coins a unit nobody sells counts as in future costs (0: the whole cost counts as `cap`). */
  readonly missing: number;
  /** Flat bonus for building a Wonder stage. */
  readonly stageBonus: number;
  /** Chains: share (sixteenths) of the child's trading cost, valued like production. */
  readonly chainScale: number;
  /** Greens expected later, as wildcards, in Age I and II. */
  readonly futureGreens1: number;
  readonly futureGreens2: number;
  /** A coin below the trading reserve, and above it. */
  readonly coinLow: number;
  readonly coinHigh: number;
  readonly reserve: number;
  /** Tenths of a VP per coin paid to a neighbour, times its rivalry (small: it only breaks ties). */
  readonly feed: number;
  /** Denial: share of the next player's gain (times rivalry). */
  readonly deny: number;
  /** Weight of military in the next Age and the one after, in sixteenths. */
  readonly milNext: number;
  readonly milLater: number;
  /** Military overall, in sixteenths. */
  readonly milScale: number;
  /** A neighbour's chance per round of a Red play before any is seen, in hundredths. */
  readonly redRate: number;
}

export const DEFAULT_TUNING: Tuning = {
  coinTrade: 4,
  stageWeight: 40,
  stagePath: 0,
  cap: 20,
  missing: 2,
  stageBonus: 0,
  chainScale: 8,
  futureGreens1: 2,
  futureGreens2: 1,
  coinLow: 6,
  coinHigh: 10 / 3,
  reserve: 8,
  feed: 1 / 64,
  deny: 1 / 2,
  milNext: 16,
  milLater: 16,
  milScale: 24,
  redRate: 20
};

/** Everything the valuation needs about the table, computed once per decision. */
export interface Table {
  readonly k: Tuning;
  readonly view: SwView;
  readonly players: number;
  readonly age: number;
  readonly round: number;
  /** Rounds of the current Age still to be played, this one included (0 after round 6's plays). */
  readonly roundsLeftAge: number;
  /** Plays left in the game for a normal city, this one included. */
  readonly playsLeft: number;
  /** Per city: how much its points count against mine (0 = not a rival, 1 = the only rival). */
  readonly rival: readonly number[];
  /** Free City index in 2-player games, else -1. */
  readonly freeCity: number;
}

/** One city's position, computed once per decision (for me, the Free City, or a rival). */
export interface CityCtx {
  readonly index: number;
  readonly city: CityView;
  readonly built: ReadonlySet<string>;
  readonly market: Market;
  readonly stagesLeft: readonly StageView[];
  /**
   * The burden of the structures still to come (-1 until `baseBurden` needs it), and its scale
   * (tenths of VP per coin of burden).
   */
  burden: number;
  burdenScale: number;
  readonly targets: readonly FutureBuild[];
  /**
   * Per target: its priced trade cost on `market` (min(cap, tradeCost)), or -1 until asked for:
   * most decisions price only the few targets a production card in hand would change.
   */
  readonly priced: number[];
}

/** A structure or stage the city may build later: its cost and how likely (weight, 10 = surely). */
interface FutureBuild {
  readonly cost: Vec;
  readonly weight: number;
  /**
   * Bit r set when the cost needs more of resource r (RESOURCES order) than the city's market
   * produces for certain: no other resource can change what the cost takes in trade.
   */
  readonly needs: number;
}

function needsOf(cost: Vec, fixed: Vec): number {
  let mask = 0;
  for (let r = 0; r < cost.length; r++) if (cost[r]! > fixed[r]!) mask |= 1 << r;
  return mask;
}

export function tableOf(view: SwView, me: number, k: Tuning = DEFAULT_TUNING): Table {
  const players = view.players;
  const roundsLeftAge = view.phase === 'play' ? 7 - view.round : 0;
  const playsLeft = roundsLeftAge + 6 * (3 - view.age);
  const fc = view.freeCity ?? -1;
  const myScore = view.cities[me]?.score.total ?? 0;
  const rival = view.cities.map((c, i) => {
    if (i === me || i === fc) return 0;
    if (players === 2) return 1;
    // A city ahead of me counts more; a city far behind hardly matters.
    const gap = c.score.total - myScore;
    const f = Math.max(1, Math.min(4, 2 + Math.floor(gap / 6)));
    return f / (2 * (players - 1));
  });
  return { k, view, players, age: view.age, round: view.round, roundsLeftAge, playsLeft, rival, freeCity: fc };
}

export function cityCtx(t: Table, index: number, withBurden: boolean): CityCtx {
  const city = t.view.cities[index]!;
  const built = new Set<string>();
  // The built cards as card-index bits too, to test each target against in three ANDs.
  let b0 = 0, b1 = 0, b2 = 0;
  for (const b of city.built) {
    built.add(b.card);
    const ci = CARD_POS.get(b.card)!;
    const bit = cardBit(ci);
    if (ci < 32) b0 |= bit;
    else if (ci < 64) b1 |= bit;
    else b2 |= bit;
  }
  const stagesLeft = city.stages.filter((s) => !s.built);
  const targets: FutureBuild[] = [];
  const market = marketOf(t.view.cities, index);
  const fixed = market.own.fixed;
  let total = 0;
  if (withBurden) {
    // Structures of the current Age only while rounds are left to meet them.
    const nowShare = Math.max(0, t.roundsLeftAge - 1);
    for (const x of allTargets(t.players)) {
      if (x.age < t.age) continue;
      if ((x.owned0 & b0) !== 0 || (x.owned1 & b1) !== 0 || (x.owned2 & b2) !== 0) continue;
      const w = x.age === t.age ? Math.floor((x.weight * nowShare) / 6) : x.weight;
      if (w <= 0) continue;
      targets.push({ cost: x.cost, weight: w, needs: needsOf(x.cost, fixed) });
      total += w;
    }
    for (const s of stagesLeft) {
      const cost = vecOf(s.cost);
      targets.push({ cost, weight: t.k.stageWeight, needs: needsOf(cost, fixed) });
      total += t.k.stageWeight;
    }
  }
  const priced = new Array<number>(targets.length).fill(-1);
  const ctx: CityCtx = { index, city, built, market, stagesLeft, burden: withBurden ? -1 : 0, burdenScale: 0, targets, priced };
  // Tenths of a VP per coin of weighted burden: my plays left share the targets' weight.
  if (withBurden) ctx.burdenScale = total > 0 ? (t.k.coinTrade * (t.playsLeft - 1)) / total : 0;
  return ctx;
}

/** What a future build would cost in trade on market `m`, capped: the unit of the burden. */
function pricedOn(t: Table, m: Market, x: FutureBuild): number {
  return Math.min(t.k.cap, tradeCost(m, x.cost, t.k.missing));
}

/** Target i's priced cost on the city's own market, priced on first use. */
function basePriced(t: Table, cc: CityCtx, i: number): number {
  let p = cc.priced[i]!;
  if (p < 0) {
    const x = cc.targets[i]!;
    // A cost the city's own fixed production covers takes nothing in trade.
    p = cc.priced[i] = x.needs === 0 ? 0 : pricedOn(t, cc.market, x);
  }
  return p;
}

/** The city's whole burden on its own market (summed in target order). */
function baseBurden(t: Table, cc: CityCtx): number {
  if (cc.burden < 0) {
    let b = 0;
    for (let i = 0; i < cc.targets.length; i++) b += cc.targets[i]!.weight * basePriced(t, cc, i);
    cc.burden = b;
  }
  return cc.burden;
}

function burdenOf(t: Table, cc: CityCtx, m: Market): number {
  let b = 0;
  for (const x of cc.targets) b += x.weight * pricedOn(t, m, x);
  return b;
}

/** Value (tenths) of trading the city's market for `m`. */
function marketGain(t: Table, cc: CityCtx, m: Market): number {
  if (cc.burdenScale === 0 || m === cc.market) return 0;
  const changed = integral(t.k) ? changedResources(cc.market, m) : -1;
  if (changed < 0) return (baseBurden(t, cc) - burdenOf(t, cc, m)) * cc.burdenScale;
  // Only the targets that lack a changed resource can cost differently: a derived market only
  // adds production, appends choices or lowers prices, and a resource of which the cost needs no
  // more than the city's fixed production is never bought nor taken from a choice (tradeCost
  // starts from what the fixed production leaves), so only they are priced again. With whole-number
  // weights and prices every sum is exact, so this equals the full burden difference.
  let d = 0;
  for (let i = 0; i < cc.targets.length; i++) {
    const x = cc.targets[i]!;
    if ((x.needs & changed) === 0) continue;
    d += x.weight * (basePriced(t, cc, i) - pricedOn(t, m, x));
  }
  return d * cc.burdenScale;
}

/** Weights and prices are whole numbers (the default tuning's are), so burden sums are exact in any order. */
function integral(k: Tuning): boolean {
  return Number.isInteger(k.stageWeight) && Number.isInteger(k.cap) && Number.isInteger(k.missing);
}

/**
 * The resources (bit r) whose production, choices or prices differ from `a` in `b`, a market
 * derived from it by marketWith / marketWithPower; -1 when the neighbours' offers differ or the
 * choices are not `a`'s with some appended.
 */
function changedResources(a: Market, b: Market): number {
  if (a.left !== b.left || a.right !== b.right) return -1;
  let mask = 0;
  for (let r = 0; r < 7; r++) {
    if (a.own.fixed[r] !== b.own.fixed[r] || a.priceL[r] !== b.priceL[r] || a.priceR[r] !== b.priceR[r]) mask |= 1 << r;
  }
  const ac = a.own.choices;
  const bc = b.own.choices;
  if (ac !== bc) {
    if (bc.length < ac.length) return -1;
    for (let k = 0; k < ac.length; k++) if (ac[k] !== bc[k]) return -1;
    for (let k = ac.length; k < bc.length; k++) for (const r of bc[k]!) mask |= 1 << r;
  }
  return mask;
}

// ------------------------------------------------------------ coins

/** Value (tenths) of `delta` coins to a city holding `coins`. */
export function coinValue(t: Table, coins: number, delta: number): number {
  if (delta === 0) return 0;
  if (t.age === 3 && t.roundsLeftAge <= 1) return (Math.floor((coins + delta) / 3) - Math.floor(coins / 3)) * 10;
  // A coin is a third of a point at the end, and more while a city is short of trading money.
  const need = t.age === 3 ? Math.min(6, 2 * t.roundsLeftAge) : t.k.reserve;
  let v = 0;
  const lo = Math.min(coins, coins + delta);
  const hi = Math.max(coins, coins + delta);
  for (let c = lo; c < hi; c++) v += c < need ? t.k.coinLow : t.k.coinHigh;
  return delta > 0 ? v : -v;
}

// ------------------------------------------------------------ science

export function sciencePoints(c: number, g: number, t: number, wild: number): number {
  let best = 0;
  for (let a = 0; a <= wild; a++) {
    for (let b = 0; a + b <= wild; b++) {
      const x = c + a, y = g + b, z = t + wild - a - b;
      const p = x * x + y * y + z * z + 7 * Math.min(x, y, z);
      if (p > best) best = p;
    }
  }
  return best;
}

/** Value (tenths) of adding `add` (compass, gear, tablet) and `wild` to the city's science. */
function scienceGain(t: Table, cc: CityCtx, add: readonly number[], wild: number): number {
  const s = cc.city.science;
  const greens = s.compass + s.gear + s.tablet;
  // Greens still likely to come, as wildcards (optimistic, so averaged with none).
  const future = t.age === 1 ? t.k.futureGreens1 + (greens >= 2 ? 1 : 0) : t.age === 2 ? t.k.futureGreens2 + (greens >= 3 ? 1 : 0) : greens >= 3 && t.roundsLeftAge >= 4 ? 1 : 0;
  let v = 0;
  for (const f of [0, future]) {
    const w0 = s.wild + f;
    v += sciencePoints(s.compass + add[0]!, s.gear + add[1]!, s.tablet + add[2]!, w0 + wild) - sciencePoints(s.compass, s.gear, s.tablet, w0);
  }
  return v * 5;
}

// ------------------------------------------------------------ military

/**
 * Binomial(n, q) distributions by q, each a list by n, grown on demand. The same few q (Red
 * plays seen over rounds played) recur all game long, so each distribution is built once per
 * process; pmf(n) is made from pmf(n - 1) by the same sums as a fresh build.
 */
const PMFS = new Map<number, number[][]>();

function binomial(n: number, q: number): readonly number[] {
  let byN = PMFS.get(q);
  if (byN === undefined) {
    // Bounded all the same (other tunings make other q).
    if (PMFS.size >= 4096) PMFS.clear();
    byN = [[1]];
    PMFS.set(q, byN);
  }
  while (byN.length <= n) {
    const p = byN[byN.length - 1]!;
    const next = new Array<number>(p.length + 1).fill(0);
    for (let k = 0; k < p.length; k++) {
      next[k]! += p[k]! * (1 - q);
      next[k + 1]! += p[k]! * q;
    }
    byN.push(next);
  }
  return byN[n]!;
}

/**
 * Value (tenths) of `add` shields for city `cc`: over each neighbour and each Age left, the
 * change in the expected conflict result (mine, minus the neighbour's weighted by rivalry),
 * with the neighbour's growth as a binomial of Red plays in the rounds left. Zero when the
 * extra shields cannot change any comparison.
 */
export function militaryGain(t: Table, cc: CityCtx, add: number, rivalOf: (city: number) => number = (c) => t.rival[c]!): number {
  if (add === 0) return 0;
  const mine = cc.city.shields;
  const played = 6 * (t.age - 1) + (t.round - 1);
  let v = 0;
  for (const nb of [cc.city.left, cc.city.right]) {
    if (nb === cc.index) continue;
    const o = t.view.cities[nb]!;
    const reds = o.byColour.red.length;
    const q = Math.max(1 / 10, Math.min(1 / 2, (reds + t.k.redRate / 20) / (played + 5)));
    const rival = rivalOf(nb);
    for (let a = t.age; a <= 3; a++) {
      const rounds = t.roundsLeftAge + 6 * (a - t.age);
      const pmf = binomial(rounds, q);
      const win = VICTORY_TOKENS[a - 1]!;
      const step = a;
      const weight = a === t.age ? 1 : a === t.age + 1 ? t.k.milNext / 16 : t.k.milLater / 16;
      const outcome = (d: number): number => (d > 0 ? win + rival : d < 0 ? -1 - rival * win : 0);
      let e = 0;
      for (let k = 0; k < pmf.length; k++) {
        const d = mine - (o.shields + k * step);
        e += pmf[k]! * (outcome(d + add) - outcome(d));
      }
      v += (weight * e * 10 * t.k.milScale) / 16;
    }
  }
  return v;
}

// ------------------------------------------------------------ structures

function colourCount(c: CityView, colour: Colour): number {
  return c.byColour[colour].length;
}

/** Expected end count of a colour in a city, from now (Age III rounds left add a little). */
function grows(t: Table, n: number, perRound: number): number {
  const left = t.age === 3 ? Math.max(0, t.roundsLeftAge - 1) : 6 * (3 - t.age) + Math.max(0, t.roundsLeftAge - 1);
  return n + (left * perRound) / 10;
}

function guildValue(t: Table, cc: CityCtx, e: CardEffect): number {
  const c = cc.city;
  const l = t.view.cities[c.left]!;
  const r = t.view.cities[c.right]!;
  switch (e.kind) {
    case 'neighbourCards':
      return e.vp * 10 * grows(t, colourCount(l, e.colour) + colourCount(r, e.colour), 2);
    case 'neighbourDefeats': {
      const defeats = (x: CityView): number => x.tokens.filter((k) => k < 0).length;
      const weaker = (x: CityView): number => (x.shields < c.shields ? 1 : 0);
      return e.vp * 10 * (defeats(l) + defeats(r) + (t.age === 3 ? weaker(l) + weaker(r) : 1));
    }
    case 'ownCards':
      return e.vp * 10 * (colourCount(c, 'brown') + colourCount(c, 'grey') + colourCount(c, 'purple') + 1);
    case 'allStages':
      return e.vp * 10 * grows(t, c.stagesBuilt + l.stagesBuilt + r.stagesBuilt, 3);
    case 'scienceWild':
      return scienceGain(t, cc, [0, 0, 0], 1);
    default:
      return 0;
  }
}

/**
 * Value (tenths) of the chains a structure opens: each later structure it makes free leaves the
 * future costs (the burden) as if that structure's trading cost were already paid.
 */
function chainValue(t: Table, cc: CityCtx, def: CardDef): number {
  if (cc.burdenScale === 0) return 0;
  let v = 0;
  for (const child of CHILDREN.get(def.id) ?? []) {
    if (cc.built.has(child.id) || child.chainFrom.some((p) => cc.built.has(p))) continue;
    const w = targetWeight(t.players, child);
    if (w > 0) v += w * Math.min(t.k.cap, tradeCost(cc.market, costVecOf(child), t.k.missing));
  }
  return (v * cc.burdenScale * t.k.chainScale) / 16;
}

export interface ValueOptions {
  /** Skip the trade burden (rival estimates): production is given a flat value instead. */
  readonly cheap?: boolean;
}

/** Value (tenths) to city `cc` of building `def` now (cost not included). */
export function structureValue(t: Table, cc: CityCtx, def: CardDef, o: ValueOptions = {}): number {
  const e = def.effect;
  const c = cc.city;
  const l = t.view.cities[c.left]!;
  const r = t.view.cities[c.right]!;
  let v = chainValue(t, cc, def);
  switch (e.kind) {
    case 'produce':
    case 'choice':
    case 'discount':
      if (o.cheap || cc.burdenScale === 0) v += t.age === 1 ? 20 : t.age === 2 ? 10 : 0;
      else v += marketGain(t, cc, marketWith(cc.market, def));
      // Neighbours buy what a city sells.
      if (e.kind === 'produce' && t.age < 3) v += e.resources.length * 2;
      break;
    case 'vp':
      v += e.vp * 10;
      break;
    case 'science': {
      const i = e.symbol === 'compass' ? 0 : e.symbol === 'gear' ? 1 : 2;
      v += scienceGain(t, cc, [i === 0 ? 1 : 0, i === 1 ? 1 : 0, i === 2 ? 1 : 0], 0);
      break;
    }
    case 'shields':
      v += militaryGain(t, cc, e.shields);
      break;
    case 'coins':
      v += coinValue(t, c.coins, e.coins);
      break;
    case 'coinsPerCard': {
      const n = colourCount(c, e.colour) + colourCount(l, e.colour) + colourCount(r, e.colour) + (def.colour === e.colour ? 1 : 0);
      v += coinValue(t, c.coins, n * e.coins);
      break;
    }
    case 'commerce': {
      const n = e.counts === 'stages' ? c.stagesBuilt : colourCount(c, e.counts) + (e.counts === 'yellow' ? 1 : 0);
      const end = e.counts === 'stages' ? Math.min(c.stagesBuilt + cc.stagesLeft.length, grows(t, n, 3)) : e.counts === 'yellow' ? grows(t, n, 1) : n;
      v += coinValue(t, c.coins, n * e.coins) + e.vp * 10 * end;
      break;
    }
    case 'neighbourCards':
    case 'neighbourDefeats':
    case 'ownCards':
    case 'allStages':
    case 'scienceWild':
      v += guildValue(t, cc, e);
      break;
  }
  return v;
}

/** Value (tenths) of one Wonder stage's effect to city `cc`. */
function stageEffectValue(t: Table, cc: CityCtx, e: StageEffect): number {
  let v = (e.vp ?? 0) * 10;
  if (e.shields) v += militaryGain(t, cc, e.shields);
  if (e.coins) v += coinValue(t, cc.city.coins, e.coins);
  // Ages in which a once-per-Age power can still be used after this round.
  const agesLeft = 3 - t.age + (t.roundsLeftAge >= 2 ? 1 : 0);
  switch (e.power) {
    case undefined:
      break;
    case 'rawChoice':
    case 'goodsChoice':
    case 'rawDiscount':
      v += cc.burdenScale === 0 ? 10 * (4 - t.age) : marketGain(t, cc, marketWithPower(cc.market, e.power));
      break;
    case 'scienceWild':
      v += scienceGain(t, cc, [0, 0, 0], 1);
      break;
    case 'seventhCard':
      v += 25 * (3 - t.age + (t.roundsLeftAge >= 1 ? 1 : 0));
      break;
    case 'freeBuild':
      v += 30 * agesLeft;
      break;
    case 'copyGuild':
      v += 45;
      break;
    case 'discardBuild':
      v += Math.min(50, 20 + 3 * t.view.discardCount);
      break;
  }
  return v;
}

/**
 * Value (tenths) of building the city's next Wonder stage now: its effect, plus a share of the
 * later stages it opens when enough plays are left to reach them.
 */
export function stageValue(t: Table, cc: CityCtx): number {
  const stages = cc.stagesLeft;
  if (stages.length === 0) return 0;
  let v = stageEffectValue(t, cc, stages[0]!.effect) + t.k.stageBonus;
  const after = t.playsLeft - 1;
  for (let j = 1; j < stages.length && j <= after; j++) v += (t.k.stagePath * stageEffectValue(t, cc, stages[j]!.effect)) / 16;
  return v;
}
