/**
 * What things are worth to the heuristic player, in tenths of a point, read from its seat's view
 * only: a marker in a district (the majority points it adds now, times the scorings left), a
 * worker or a Gnome (the races and what it produces), a card (its markers, income and ability),
 * and resources (their use for the cards in hand).
 */
import type { Cost, PropertyId } from './types';
import { PROPERTIES } from './types';
import type { BelfortView } from './view';
import { majorityPoints } from './majority';
import { PROPERTY_CARDS, WALL_COST } from './tables/properties';
import { districtPoints, ROUNDS, SCORING_ROUNDS, WORKER_POINTS } from './tables/economy';
import { SYMBOLS } from './tables/board';

/** Tenths of a point per unit of resource (a Wall = 6 units buys one marker). */
export const UNIT = 6;
/** Base value per unit: wood, stone, metal, gold. */
export const BASE: readonly number[] = [UNIT, UNIT, 2 * UNIT, UNIT + 1];

/** The bot's knobs (tenths of a point), set by self-play; `DEFAULT_TUNING` is what the bot plays. */
export interface Tuning {
  /** Extra worth of Gold while holding at most `goldLow` (kept for the next Placement). */
  readonly goldLow: number;
  readonly goldLowBonus: number;
  /** Extra worth of a unit the hand is short of. */
  readonly shortBonus: number;
  /** Worth of moving one crest earlier at the King's Camp. */
  readonly campPerCrest: number;
  /** Flat bonus for building a card, a Wall, a Guild (markers are the point of the game). */
  readonly buildBonus: number;
  readonly wallBonus: number;
  readonly guildBonus: number;
  /** How far ahead a marker looks: the strongest rival may add up to this many markers before the scoring (0 = now only). */
  readonly lookahead: number;
}

export const DEFAULT_TUNING: Tuning = {
  goldLow: 2,
  goldLowBonus: 2,
  shortBonus: 4,
  campPerCrest: 8,
  buildBonus: 12,
  wallBonus: 4,
  guildBonus: 6,
  lookahead: 2
};

export interface Ctx {
  readonly k: Tuning;
  readonly v: BelfortView;
  readonly me: number;
  readonly round: number;
  /** Scorings still to come (this round's included when it has one). */
  readonly scorings: number;
  /** Income & Taxes phases still to come after this round's Actions. */
  readonly collections: number;
  readonly res: readonly number[];
  readonly hand: readonly number[];
  /** Value of one more unit of each resource now (base + what the hand is short of). */
  readonly worth: readonly number[];
}

const COST: readonly Cost[] = PROPERTIES.map((p) => PROPERTY_CARDS[p].cost);

export function resArray(v: BelfortView, seat: number): number[] {
  const r = v.ps[seat]!.resources;
  return [r.wood, r.stone, r.metal, r.gold];
}

export function handArray(v: BelfortView, seat: number): number[] {
  const h = v.ps[seat]!.hand;
  return PROPERTIES.map((p) => (h ? h[p] : 0));
}

export function makeCtx(v: BelfortView, me: number, k: Tuning = DEFAULT_TUNING): Ctx {
  const round = Math.max(1, v.round);
  const scorings = SCORING_ROUNDS.filter((r) => r >= round).length;
  const res = resArray(v, me);
  const hand = handArray(v, me);
  // Demand of the cards in hand that can still be built (or of a Wall when the hand is empty).
  const need = [0, 0, 0, 0];
  const add = (c: Cost) => {
    for (let r = 0; r < 4; r++) need[r]! += c[r]!;
  };
  hand.forEach((n, t) => {
    if (n > 0 && buildable(v, t)) add(COST[t]!);
  });
  if (need[0]! + need[1]! < 3) add(WALL_COST);
  // A unit the hand is short of is worth more; a surplus only what the Trading Post pays for it.
  // Late in the game resources turn into points less and less (last round: the tie-break only).
  const late = round >= ROUNDS ? 1 : round === ROUNDS - 1 ? 2 : 3;
  const worth = BASE.map((b, r) => {
    // Gold: keep a few for the next Placement (Recruitment Office, guild fees).
    if (r === 3) return late === 1 ? 1 : res[3]! <= k.goldLow ? b + k.goldLowBonus : res[3]! < need[3]! ? b + 3 : b;
    const w = res[r]! < need[r]! ? b + k.shortBonus : res[r]! < need[r]! + 2 ? b : UNIT + 1;
    return late === 3 ? w : Math.max(r === 2 ? 2 : 1, Math.floor((w * late) / 3) - (late === 1 ? w : 0));
  });
  return { k, v, me, round, scorings, collections: ROUNDS - round, res, hand, worth };
}

/** Value of a resource change (positive = gain). Losing what one has no use for costs less. */
export function resValue(c: Ctx, delta: readonly number[]): number {
  let x = 0;
  for (let r = 0; r < 4; r++) x += delta[r]! * c.worth[r]!;
  return x;
}

export function costValue(c: Ctx, cost: Cost): number {
  return resValue(c, [-cost[0], -cost[1], -cost[2], -cost[3]]);
}

/** Can a card of type `t` still go somewhere on the board (some free symbol of its type)? */
export function buildable(v: BelfortView, t: number): boolean {
  const card = PROPERTIES[t]!;
  if (card === 'keep') {
    for (let d = 0; d < 5; d++) if (v.owner[d * 15 + 6] === null && v.owner[d * 15 + 7] === null) return true;
    return false;
  }
  if (card === 'gatehouse') {
    for (let g = 0; g < 5; g++) if (v.owner[g * 15 + 14] === null && v.owner[((g + 1) % 5) * 15] === null) return true;
    return false;
  }
  for (const s of SYMBOLS) if (s.slot === card && v.owner[s.id] === null) return true;
  return false;
}

/**
 * Majority points `who` gains in district `d` with `k` more markers (tenths, times the scorings
 * left): averaged over the strongest rival adding 0…`lookahead` markers of its own before the
 * scoring, so that a safer lead is worth more than a bare one.
 */
export function markerGain(c: Ctx, d: number, k: number, who = c.me): number {
  if (c.scorings === 0 || k === 0) return 0;
  const base = c.v.districts[d]!.markers;
  const table = districtPoints(c.v.players);
  let rival = -1;
  for (let i = 0; i < base.length; i++) if (i !== who && (rival < 0 || base[i]! > base[rival]!)) rival = i;
  let total = 0;
  const n = c.k.lookahead + 1;
  for (let extra = 0; extra < n; extra++) {
    const counts = base.slice();
    if (rival >= 0) counts[rival]! += extra;
    const before = majorityPoints(counts, table, c.v.rules.ties);
    counts[who]! += k;
    const after = majorityPoints(counts, table, c.v.rules.ties);
    // Own gain, plus half of what the best-placed rival loses (a blocked rival matters too).
    let rivalLoss = 0;
    for (let i = 0; i < counts.length; i++) if (i !== who) rivalLoss = Math.max(rivalLoss, before[i]! - after[i]!);
    total += (after[who]! - before[who]!) * 10 + rivalLoss * 5;
  }
  return Math.floor((total * c.scorings) / n) + 2 * k;
}

/** Value of a change of `delta` in the Elf (0), Dwarf (1) or Gnome (2) race for `me`. */
export function raceGain(c: Ctx, race: number, delta: number): number {
  if (c.scorings === 0) return 0;
  const counts = c.v.races[race]!.counts.slice();
  const before = majorityPoints(counts, WORKER_POINTS, c.v.rules.ties)[c.me]!;
  counts[c.me]! += delta;
  const after = majorityPoints(counts, WORKER_POINTS, c.v.rules.ties)[c.me]!;
  return (after - before) * 10 * c.scorings + 3 * delta;
}

/** District of a symbol. */
export function districtOf(sym: number): number {
  return SYMBOLS[sym]!.district;
}

/** What a new worker is worth: about one unit a round for the rest of the game, plus its race. */
export function workerValue(c: Ctx, elf: boolean): number {
  return c.collections * UNIT + 4 + raceGain(c, elf ? 0 : 1, 1);
}

/** What a Gnome in a lock of card type `t` is worth: its race plus the ability for the rounds left. */
export function gnomeValue(c: Ctx, t: number): number {
  const rounds = c.collections;
  const race = raceGain(c, 2, 1);
  const me = c.v.ps[c.me]!;
  switch (PROPERTIES[t]!) {
    case 'pub':
      return race + (me.dwarves > me.masterDwarves ? rounds * UNIT : 0);
    case 'gardens':
      return race + (me.elves > me.masterElves ? rounds * UNIT : 0);
    case 'tower':
      return race + rounds * 3;
    case 'inn':
      return race + (rounds > 1 ? rounds * 5 : 0);
    case 'blacksmith':
      return race + rounds * 4;
    case 'bank':
      return race + (rounds + 1) * (UNIT + 1);
    case 'market':
      return race + rounds * 2;
    case 'gatehouse':
      return race + gatehouseTwinValue(c);
    case 'library':
      return race + rounds * 3;
    case 'keep':
      return race;
  }
}

/** Best value of the second marker a Gatehouse Gnome would place now. */
function gatehouseTwinValue(c: Ctx): number {
  let best = 0;
  for (let g = 0; g < 5; g++) {
    const a = g * 15 + 14, b = ((g + 1) % 5) * 15;
    const oa = c.v.owner[a], ob = c.v.owner[b];
    if (oa === c.me && ob === null) best = Math.max(best, markerGain(c, districtOf(b), 1));
    if (ob === c.me && oa === null) best = Math.max(best, markerGain(c, districtOf(a), 1));
  }
  return best;
}

/** What owning a card of type `t` adds besides its markers: income, its space, its locks. */
export function cardExtra(c: Ctx, t: number): number {
  const card = PROPERTY_CARDS[PROPERTIES[t]!];
  const rounds = c.collections;
  let x = card.income * rounds * (UNIT + 1);
  const id: PropertyId = PROPERTIES[t]!;
  if (id === 'market') x += rounds * UNIT;
  if (id === 'blacksmith') x += rounds * UNIT;
  if (id === 'library') x += rounds * 2;
  // A lock is a future Gnome (race + ability) at 3 Gold.
  if (card.locks > 0 && rounds >= 2) x += Math.max(0, gnomeValue(c, t) - 3 * (UNIT + 1)) / 2 + 4;
  return x;
}

/** The best a card of type `t` can do on the board now (its best symbol's majority gain), and where. */
export function bestSpot(c: Ctx, t: number, spots: readonly number[]): { at: number; gain: number } {
  let at = -1, gain = -1_000_000;
  const k = PROPERTIES[t] === 'keep' ? 2 : 1;
  for (const s of spots) {
    const g = markerGain(c, districtOf(s), k);
    if (g > gain) {
      gain = g;
      at = s;
    }
  }
  return { at, gain };
}
