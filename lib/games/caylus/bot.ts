/**
 * The Caylus heuristic player. It reads only its seat's view and the legal actions (never the
 * state) and scores each action by how much it raises the value of what the seat holds, in tenths
 * of a prestige point: PP 10 each; castle batches what they will score; loose cubes and deniers
 * what they still buy while turns remain, sliding to what the final bonus pays them as the game
 * ends (weights: bot-weights.ts). So it keeps placing workers while a placement gains more than
 * its price, delivers to every castle section it can, builds, and turns late money and cubes into
 * PP (Church, Tailor, Bank, prestige buildings) instead of ending on a pile of them (issue 13
 * item 7; the heuristic before that change is bot-v1.ts, kept for the comparison).
 * The provost is moved to activate its own workers and strand the opponents'. It is a `Scorer`
 * (lib/core/entry.ts): the registry drives it with the shared scoring-bot driver
 * (lib/bots/scoring.ts), which adds each level's noise.
 */
import type { Scorer } from '../../core/entry';
import type { BuildingId, CaylusAction, Resource, Row } from './types';
import { RESOURCES } from './types';
import { BUILDINGS, TAILOR_LINES } from './tables/buildings';
import type { CaylusView, PlayerView } from './view';
import { CASTLE } from './tables/castle';
import {
  BATCH, BAILIFF_STEP_TENTHS, BEYOND_PROVOST_LOSS, BUILD_PER_TURN, BUILD_TURNS_CAP, CUBE_END, CUBE_USE, DENIER_END, DENIER_TIERS,
  FAVOUR, LAST_TRIGGER, PARTIAL_BATCH, ROW_ADVANCE, OPPONENT_WORKER, OTHERS_BUILDING, PASS, PENALTY_AVOID, PP, PROVOST_STEP, RESIDENCE_SITE, SPECIAL, TAPER_TURNS
} from './bot-weights';

type Cubes = number[];
const R: { readonly [K in Resource]: number } = { food: 0, wood: 1, stone: 2, cloth: 3, gold: 4 };
const NONE: readonly Resource[] = [];

/** RESOURCES index of a cube (a chain of string compares: cheaper than a keyed read in the hot loops). */
function ri(r: Resource): number {
  return r === 'food' ? 0 : r === 'wood' ? 1 : r === 'stone' ? 2 : r === 'cloth' ? 3 : 4;
}

function cubesOf(p: PlayerView): Cubes {
  const c = p.cubes;
  return [c.food, c.wood, c.stone, c.cloth, c.gold];
}

/**
 * Scratch cube arrays: a candidate's cubes are scored at once and never kept, so the heuristic
 * reuses these instead of allocating arrays per candidate. `TRY` holds a candidate's cubes (`plus`),
 * `REST` the cubes left after the castle batches (`batchesInto`), `ORDER` the tailor's cube order.
 */
const TRY: Cubes = [0, 0, 0, 0, 0];
const REST: Cubes = [0, 0, 0, 0, 0];
const ORDER: number[] = [0, 0, 0, 0];

/** Castle batches (food + 2 different others) these cubes make; the cubes left after them go to `x`. */
function batchesInto(c: Cubes, x: Cubes): number {
  for (let i = 0; i < 5; i++) x[i] = c[i]!;
  let n = 0;
  for (;;) {
    if (x[0]! <= 0) return n;
    // Two most plentiful partners, gold last (gold is worth 3 PP at the end), ties to the lower index.
    let first = -1, second = -1;
    for (let i = 1; i <= 4; i++) {
      if (x[i]! <= 0) continue;
      if (first < 0 || partnerBefore(x, i, first)) {
        second = first;
        first = i;
      } else if (second < 0 || partnerBefore(x, i, second)) second = i;
    }
    if (second < 0) return n;
    x[0]! -= 1;
    x[first]! -= 1;
    x[second]! -= 1;
    n++;
  }
}

/** True when partner `a` is used before `b` (a > b): not gold before gold, then more cubes first. */
function partnerBefore(x: Cubes, a: number, b: number): boolean {
  if ((a === 4) !== (b === 4)) return b === 4;
  return x[a]! > x[b]!;
}

function batches(c: Cubes): number {
  return batchesInto(c, REST);
}

/** `c` with the cubes of `list` added (`sign` -1: removed), in the scratch `TRY` (c may be `TRY`). */
function plus(c: Cubes, list: readonly Resource[], sign = 1): Cubes {
  const x = TRY;
  for (let i = 0; i < 5; i++) x[i] = c[i]!;
  for (let k = 0; k < list.length; k++) x[ri(list[k]!)]! += sign;
  return x;
}

/** `c` with one cube of each of the indices `a` and `b` (-1: none) added, in `TRY`. */
function plusAt(c: Cubes, a: number, b: number): Cubes {
  const x = TRY;
  for (let i = 0; i < 5; i++) x[i] = c[i]!;
  x[a]! += 1;
  if (b >= 0) x[b]! += 1;
  return x;
}

interface Ctx {
  readonly v: CaylusView;
  readonly me: number;
  readonly p: PlayerView;
  readonly c: Cubes;
  readonly castleOpen: boolean;
  /** Turns after this one, estimated from the bailiff's walk (0: this is the last turn). */
  readonly turnsLeft: number;
  /** min(turnsLeft, TAPER_TURNS): how far use values still stand above end values. */
  readonly taper: number;
  /** What a first batch adds when it keeps this seat out of the current section's penalty. */
  readonly firstBatch: number;
  /** cubeValue per RESOURCES index, and the slid value of a denier per DENIER_TIERS entry, at this taper. */
  readonly cubeValues: readonly number[];
  readonly tierValues: readonly number[];
  readonly base: number;
  /** provostWorth by provost position, made on its first use in this decision. */
  worth: number[] | null;
}

/** Between the end value and the use value, by the turns left. */
function slide(x: { readonly taper: number }, end: number, use: number): number {
  return end + ((use - end) * x.taper) / TAPER_TURNS;
}

function cubeValue(x: { readonly taper: number }, i: number): number {
  return slide(x, CUBE_END[i]!, CUBE_USE[i]!);
}

type Values = { readonly taper: number; readonly castleOpen: boolean; readonly firstBatch: number; readonly cubeValues: readonly number[]; readonly tierValues: readonly number[] };

/** Value of holding `money` deniers: the first ones buy placements, the rest only the final bonus. */
function moneyValue(x: Values, money: number): number {
  let v = 0;
  let from = 0;
  for (let t = 0; t < DENIER_TIERS.length; t++) {
    const upTo = DENIER_TIERS[t]![0];
    const n = Math.max(0, Math.min(money, upTo) - from);
    v += n * x.tierValues[t]!;
    from = upTo;
  }
  return v + Math.max(0, money - from) * DENIER_END;
}

/** Value of holding these cubes and deniers. */
function holding(x: Values, c: Cubes, money: number): number {
  let n = 0;
  let rest = c;
  if (x.castleOpen) {
    n = batchesInto(c, REST);
    rest = REST;
  }
  let v = n * BATCH + (n > 0 ? x.firstBatch : 0);
  for (let i = 0; i < 5; i++) v += Math.max(0, rest[i]!) * x.cubeValues[i]!;
  // A batch begun (food and one or two other kinds) is worth more than its loose cubes: one or two
  // more placements finish it.
  if (x.castleOpen && rest[0]! > 0) {
    let kinds = 0;
    for (let i = 1; i <= 4; i++) if (rest[i]! > 0) kinds++;
    v += PARTIAL_BATCH[Math.min(2, kinds)]!;
  }
  return v + moneyValue(x, money);
}

function turnsLeftOf(v: CaylusView): number {
  if (v.castle.nextHouse === null) return 0;
  return Math.max(0, Math.ceil(((LAST_TRIGGER - v.bailiff) * 10) / BAILIFF_STEP_TENTHS) - 1);
}

function ctxOf(v: CaylusView, me: number): Ctx {
  const p = v.seats[me]!;
  const c = cubesOf(p);
  const castleOpen = v.castle.nextHouse !== null;
  const turnsLeft = turnsLeftOf(v);
  const taper = Math.min(turnsLeft, TAPER_TURNS);
  const firstBatch = penaltyAvoided(v, me);
  const t = { taper };
  const cubeValues = [cubeValue(t, 0), cubeValue(t, 1), cubeValue(t, 2), cubeValue(t, 3), cubeValue(t, 4)];
  const tierValues: number[] = [];
  for (let k = 0; k < DENIER_TIERS.length; k++) tierValues.push(slide(t, DENIER_END, DENIER_TIERS[k]![1]));
  const base = holding({ taper, castleOpen, firstBatch, cubeValues, tierValues }, c, p.money);
  return { v, me, p, c, castleOpen, turnsLeft, taper, firstBatch, cubeValues, tierValues, base, worth: null };
}

function gainOf(x: Ctx, c: Cubes, money: number, pp: number): number {
  return holding(x, c, money) - x.base + pp * PP;
}

/** What `n` deniers out of the purse are worth now (the last ones held go first). */
function spend(x: Ctx, n: number): number {
  return moneyValue(x, x.p.money) - moneyValue(x, x.p.money - n);
}

/** Extra value of owning a building beyond its PP (future production and visits, income, favours). */
function buildBonus(x: Ctx, id: BuildingId): number {
  const b = BUILDINGS[id];
  if (b.category === 'prestige') return b.favours * FAVOUR + b.income * x.turnsLeft * DENIER_TIERS[1]![1];
  return (BUILD_PER_TURN[id] ?? 0) * Math.min(x.turnsLeft, BUILD_TURNS_CAP);
}

function churchPP(x: Ctx): number {
  return x.v.rules.churchPP;
}

/** The best this seat could get from using building `id` now (for placement and the provost). */
function useValue(x: Ctx, id: BuildingId): number {
  const eff = BUILDINGS[id].effect;
  const money = x.p.money;
  switch (eff.kind) {
    case 'produce': {
      const alts = eff.alts;
      let best = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < alts.length; k++) best = Math.max(best, gainOf(x, plus(x.c, alts[k]!), money, 0));
      return best;
    }
    case 'sell': {
      let best = 0;
      for (let i = 0; i < 5; i++) {
        if (x.c[i]! <= 0) continue;
        const c = plus(x.c, NONE);
        c[i]! -= 1;
        best = Math.max(best, gainOf(x, c, money + eff.price, 0));
      }
      return best;
    }
    case 'buy': {
      let best = 0;
      for (const o of eff.offers) {
        if (o.price > money) continue;
        // Plain cubes only (food, wood, stone, cloth: indices 0-3), one or two of them.
        for (let a = 0; a < 4; a++) {
          if (o.count === 2) for (let b = 0; b < 4; b++) best = Math.max(best, gainOf(x, plusAt(x.c, a, b), money - o.price, 0));
          else best = Math.max(best, gainOf(x, plusAt(x.c, a, -1), money - o.price, 0));
        }
      }
      return best;
    }
    case 'build':
      return bestBuild(x, eff.category, null);
    case 'lawyer':
      return money >= 1 && x.c[R.cloth]! >= 1 ? residenceValue(x) + gainOf(x, plus(x.c, ['cloth'], -1), money - 1, 0) : 0;
    case 'exchange':
    case 'tailor': {
      const lines = eff.kind === 'tailor' ? TAILOR_LINES[x.v.rules.tailor] : eff.lines;
      let best = 0;
      for (const l of lines) {
        if (l.money > money || l.cloth > x.c[R.cloth]!) continue;
        const c = plus(x.c, NONE);
        c[R.cloth]! -= l.cloth;
        if (l.plainCubes > 0) {
          let need = l.plainCubes;
          // Plain cubes, most plentiful first, ties to the lower index (a stable insertion sort).
          for (let k = 0; k < 4; k++) {
            let j = k;
            while (j > 0 && c[ORDER[j - 1]!]! < c[k]!) {
              ORDER[j] = ORDER[j - 1]!;
              j--;
            }
            ORDER[j] = k;
          }
          for (let k = 0; k < 4; k++) {
            const i = ORDER[k]!;
            const t = Math.min(need, c[i]!);
            c[i]! -= t;
            need -= t;
          }
          if (need > 0) continue;
        }
        c[R.gold]! += l.gold;
        best = Math.max(best, gainOf(x, c, money - l.money, l.pp));
      }
      return best;
    }
    case 'none':
      return 0;
  }
}

/** Value of putting a worker on a placement target (before its price). */
function targetValue(x: Ctx, a: { at: string; space?: number }, provost: number): number {
  const v = x.v;
  switch (a.at) {
    case 'castle': {
      if (!x.castleOpen) return -100;
      const n = batches(x.c);
      return n > 0 ? n * BATCH + 15 + x.firstBatch : SPECIAL.castleIdle;
    }
    case 'tradingPost':
      return gainOf(x, x.c, x.p.money + 3, 0) + 1;
    case 'guild':
      return SPECIAL.guild;
    case 'joust':
      // The joust's own price (1 denier, 1 cloth) is paid when it is used; the placement's apart.
      return x.p.money >= 2 && x.c[R.cloth]! >= 1 ? SPECIAL.joust + gainOf(x, plus(x.c, ['cloth'], -1), x.p.money - 1, 0) : -50;
    case 'stables':
      return v.seats[x.me]!.turnPosition === 1 ? -50 : SPECIAL.stables;
    case 'inn':
      return v.players >= 4 && !x.p.onInn ? SPECIAL.inn : -50;
    case 'gate':
      return SPECIAL.gate;
    case 'road': {
      const space = a.space!;
      const sp = v.road[space - 1]!;
      if (sp.building === null) return -100;
      let val = useValue(x, sp.building);
      if (sp.owner !== null && sp.owner !== x.me) val -= OTHERS_BUILDING;
      // Risk of not being activated: far beyond the provost, little chance.
      const beyond = space - provost;
      if (beyond > 0) val = Math.floor((val * Math.max(0, 100 - beyond * BEYOND_PROVOST_LOSS)) / 100);
      return val;
    }
    default:
      return 0;
  }
}

/** What the provost at `pos` is worth to me: my workers' gains minus half the opponents'. */
function provostWorth(x: Ctx, pos: number): number {
  // The sum over spaces 1..pos, in road order: the prefix sums (made once per decision) add the same terms in the same order.
  const worth = x.worth ?? provostPrefix(x);
  return worth[Math.max(0, Math.min(pos, worth.length - 1))]!;
}

/** provostWorth for every provost position: index k = spaces 1..k counted (0: none). */
function provostPrefix(x: Ctx): number[] {
  const worth = [0];
  let w = 0;
  for (const sp of x.v.road) {
    if (sp.worker !== null && sp.building !== null) {
      if (sp.worker === x.me) w += Math.max(useValue(x, sp.building), 5);
      else w -= OPPONENT_WORKER;
    }
    worth.push(w);
  }
  x.worth = worth;
  return worth;
}

/** Column the marker of `row` reaches when this row is chosen (advances if the next column is open). */
function reachedColumn(x: Ctx, row: Row): number {
  const col = x.p.favours[row];
  return col < 5 && col + 1 <= x.v.favours.openColumns ? col + 1 : col;
}

/** Best value of building something of `category` now, paying one `discount` cube less. */
function bestBuild(x: Ctx, category: 'wood' | 'stone' | 'prestige', discount: Resource | null): number {
  if (category === 'prestige' ? x.p.residences === 0 : x.v.firstFreeSpace === null) return 0;
  let best = 0;
  const d = discount === null ? -1 : ri(discount);
  const list = x.v.stock[category];
  for (let e = 0; e < list.length; e++) {
    const s = list[e]!;
    if (s.left <= 0) continue;
    const t = TILE.get(s.id)!;
    const need = t.need;
    const c = TRY;
    for (let i = 0; i < 5; i++) c[i] = x.c[i]! - need[i]!;
    // The discount spares one cube of its kind, if the cost has one.
    if (d >= 0 && need[d]! > 0) c[d]! += 1;
    if (c[0]! < 0 || c[1]! < 0 || c[2]! < 0 || c[3]! < 0 || c[4]! < 0) continue;
    if (t.any > 0) {
      // The cheapest cube held (by CUBE_USE, ties to the lower index) pays the "any" cube.
      let k = -1;
      for (let i = 0; i < 5; i++) if (c[i]! > 0 && (k < 0 || CUBE_USE[i]! < CUBE_USE[k]!)) k = i;
      if (k < 0) continue;
      c[k]! -= 1;
    }
    const pp = s.id === 'church' ? churchPP(x) : t.pp;
    const bonus = t.prestige ? t.favours * FAVOUR + t.income * x.turnsLeft * DENIER_TIERS[1]![1] : t.perTurn * Math.min(x.turnsLeft, BUILD_TURNS_CAP);
    best = Math.max(best, gainOf(x, c, x.p.money, pp) + bonus);
  }
  return best;
}

/** What bestBuild reads of a tile, by id, in one record: its fixed cost by RESOURCES index, "any" cubes, PP, and what buildBonus reads. */
interface TileFacts {
  readonly need: readonly number[];
  readonly any: number;
  readonly pp: number;
  readonly prestige: boolean;
  readonly favours: number;
  readonly income: number;
  readonly perTurn: number;
}

const TILE: ReadonlyMap<BuildingId, TileFacts> = new Map(
  Object.values(BUILDINGS).map((b): [BuildingId, TileFacts] => {
    const need = [0, 0, 0, 0, 0];
    for (const r of b.cost.fixed) need[ri(r)]! += 1;
    return [b.id, { need, any: b.cost.any, pp: b.pp, prestige: b.category === 'prestige', favours: b.favours, income: b.income, perTurn: BUILD_PER_TURN[b.id] ?? 0 }];
  })
);

/** What a residence is worth: 2 PP, a denier a turn, and a site for a prestige building. */
function residenceValue(x: Ctx): number {
  return 2 * PP + x.turnsLeft * DENIER_END + (x.turnsLeft >= 2 ? RESIDENCE_SITE : 0);
}

/** PP of the section under construction's penalty, if this seat has no house there yet. */
function penaltyAvoided(v: CaylusView, me: number): number {
  const sections = v.castle.sections;
  let k = 0;
  while (k < sections.length && !sections[k]!.current) k++;
  if (k === sections.length || sections[k]!.houses.includes(me)) return 0;
  return CASTLE[k]!.penalty * PENALTY_AVOID;
}

/** The column of the resources row that gives each kind of cube (food, wood, stone, cloth, gold). */
const RESOURCE_COLUMN: readonly number[] = [1, 2, 2, 3, 5];

/** Value of the best effect a favour on `row` would give now. */
function rowValue(x: Ctx, row: Row): number {
  const col = reachedColumn(x, row);
  // A marker moved on makes every later favour on its row better, while favours may still come.
  const advance = col > x.p.favours[row] && x.turnsLeft > 0 ? ROW_ADVANCE[row] : 0;
  return advance + rowEffect(x, row, col);
}

function rowEffect(x: Ctx, row: Row, col: number): number {
  switch (row) {
    case 'prestige':
      return col * PP;
    case 'deniers':
      return gainOf(x, x.c, x.p.money + col + 2, 0);
    case 'resources': {
      let best = 0;
      for (let i = 0; i < 5; i++) if (RESOURCE_COLUMN[i]! <= col) best = Math.max(best, gainOf(x, plusAt(x.c, i, -1), x.p.money, 0));
      return best;
    }
    case 'buildings': {
      let best = 0;
      if (col >= 2) best = Math.max(best, bestBuild(x, 'wood', 'wood'));
      if (col >= 3) best = Math.max(best, bestBuild(x, 'stone', 'stone'));
      if (col >= 4 && x.c[R.cloth]! > 0) best = Math.max(best, residenceValue(x) + gainOf(x, plus(x.c, ['cloth'], -1), x.p.money, 0));
      if (col >= 5) best = Math.max(best, bestBuild(x, 'prestige', null));
      return best;
    }
  }
}

function score(x: Ctx, a: CaylusAction): number {
  const v = x.v;
  switch (a.type) {
    case 'pass':
      // The first to pass gets a denier; otherwise passing only keeps the purse (counted by the placements' prices).
      return PASS + (v.passing.length === 0 ? gainOf(x, x.c, x.p.money + 1, 0) : 0);
    case 'place':
      return targetValue(x, a, v.provost) - spend(x, a.cost);
    case 'gate':
      return targetValue(x, a, v.provost);
    case 'gateReturn':
      return 0;
    case 'guild':
      return provostWorth(x, v.provost + a.by) - (a.by === 0 ? 0 : 1);
    case 'provost':
      return provostWorth(x, v.provost + a.by) - spend(x, Math.abs(a.by)) - Math.abs(a.by) * PROVOST_STEP;
    case 'joust':
      return a.take ? SPECIAL.joust + gainOf(x, plus(x.c, ['cloth'], -1), x.p.money - 1, 0) : 0;
    case 'inn':
      return a.keep ? 5 : 0;
    case 'produce':
      return gainOf(x, plus(x.c, a.take), x.p.money, 0);
    case 'bonus':
      return gainOf(x, plus(x.c, [a.take]), x.p.money, 0);
    case 'sell': {
      const sp = v.prompt?.building;
      const eff = sp ? BUILDINGS[sp].effect : null;
      const price = eff && eff.kind === 'sell' ? eff.price : 0;
      return gainOf(x, plus(x.c, [a.give], -1), x.p.money + price, 0);
    }
    case 'buy': {
      const price = a.take.length === 2 ? 2 : v.prompt?.building === 'fixedPeddler' ? 2 : 1;
      return gainOf(x, plus(x.c, a.take), x.p.money - price, 0);
    }
    case 'build':
    case 'favourBuild': {
      const pp = a.building === 'church' ? churchPP(x) : BUILDINGS[a.building].pp;
      return gainOf(x, plus(x.c, a.pay, -1), x.p.money, pp) + buildBonus(x, a.building);
    }
    case 'convert':
    case 'favourConvert': {
      const sp = v.road[a.space - 1]!;
      // Prefer neutral tiles; never give up our own producer lightly.
      const own = sp.owner === x.me ? 15 : 0;
      const money = a.type === 'convert' ? 1 : 0;
      return residenceValue(x) + gainOf(x, plus(x.c, ['cloth'], -1), x.p.money - money, 0) - own;
    }
    case 'exchange': {
      const id = v.prompt?.building;
      if (!id) return 0;
      const eff = BUILDINGS[id].effect;
      const lines = eff.kind === 'tailor' ? TAILOR_LINES[v.rules.tailor] : eff.kind === 'exchange' ? eff.lines : [];
      const l = lines[a.option];
      if (!l) return 0;
      const c = plus(x.c, a.pay, -1);
      c[R.gold]! += l.gold;
      return gainOf(x, c, x.p.money - l.money, l.pp);
    }
    case 'decline':
      return 0;
    case 'deliver': {
      const after = plus(x.c, a.cubes, -1);
      // Each batch is worth its PP now; keep the cubes that make more batches and keep gold.
      return 100 + batches(after) * 5 - (a.cubes.includes('gold') ? 8 : 0) + gainOf(x, after, x.p.money, 0) / 10;
    }
    case 'castleDone':
      return 0;
    case 'favourRow':
      return rowValue(x, a.row);
    case 'favour': {
      const row = v.prompt?.row;
      if (row === 'prestige') return a.col * PP;
      if (row === 'deniers') return gainOf(x, x.c, x.p.money + a.col + 2, 0) + 1;
      return gainOf(x, plus(plus(x.c, a.take), a.give, -1), x.p.money, 0) + a.col;
    }
    case 'favourSkip':
      return 0;
  }
}

/**
 * The heuristic as a scorer for the shared scoring-bot driver (lib/bots/scoring.ts): scores in
 * tenths of a PP, unit 10 (one PP), so level 1 plays with ±4 PP of noise per action, level 2 with
 * ±1 PP, level 3 with none; ties among the best are drawn at random from the bot's generator.
 */
export const caylusScorer: Scorer<CaylusView, CaylusAction> = {
  name: 'heuristic',
  unit: 10,
  ties: 'random',
  prepare({ seat, view }) {
    const x = ctxOf(view, seat);
    return (a) => score(x, a);
  }
};
