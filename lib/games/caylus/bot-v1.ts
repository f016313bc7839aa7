/**
 * FROZEN: the Caylus heuristic as it stood before issue 13 item 7 (commit 4a827c2), kept unchanged
 * only as the yardstick the improved heuristic (bot.ts) is measured against head to head
 * (`npm run -s sim -- --game caylus --bots heuristic,heuristic-v1 …`, docs/bots.md). It is a
 * bench bot (GameEntry.benchBots): the sim and the benches accept it, the app never offers it.
 * Do not improve it: a changed yardstick makes the recorded measurements meaningless.
 *
 * Original description: reads only its seat's view and the legal actions and scores each action
 * with a hand-made value in tenths of a prestige point (cubes by what they add to castle batches
 * and the final bonus, deniers a little, PP 10 each; castle first, then buildings).
 */
import type { Scorer } from '../../core/entry';
import type { BuildingId, CaylusAction, Resource, Row } from './types';
import { RESOURCES } from './types';
import { BUILDINGS, TAILOR_LINES } from './tables/buildings';
import type { CaylusView, PlayerView } from './view';

type Cubes = number[];
const R: { readonly [K in Resource]: number } = { food: 0, wood: 1, stone: 2, cloth: 3, gold: 4 };

/** Tenths of a PP per leftover cube and per denier. */
const LEFTOVER = [4, 4, 5, 5, 30];
const DENIER = 3;
const PP = 10;
const BATCH = 45;

function cubesOf(p: PlayerView): Cubes {
  return RESOURCES.map((r) => p.cubes[r]);
}

/** How many castle batches (food + 2 different others) these cubes make. */
function batches(c: Cubes): number {
  const x = c.slice();
  let n = 0;
  for (;;) {
    if (x[0]! <= 0) return n;
    // Two most plentiful partners, gold last (gold is worth 3 PP at the end).
    const partners = [1, 2, 3, 4].filter((i) => x[i]! > 0).sort((a, b) => (a === 4 ? 1 : 0) - (b === 4 ? 1 : 0) || x[b]! - x[a]! || a - b);
    if (partners.length < 2) return n;
    x[0]! -= 1;
    x[partners[0]!]! -= 1;
    x[partners[1]!]! -= 1;
    n++;
  }
}

/** Value of holding these cubes and deniers. */
function holding(c: Cubes, money: number, castleOpen: boolean): number {
  const b = castleOpen ? batches(c) : 0;
  let v = b * BATCH;
  // leftover cubes after the batches (rough: total minus 3 per batch, valued by kind)
  const rest = c.slice();
  rest[0]! -= b;
  let partnersUsed = 2 * b;
  for (const i of [1, 2, 3]) {
    const take = Math.min(rest[i]!, Math.ceil(partnersUsed / 3));
    rest[i]! -= take;
    partnersUsed -= take;
  }
  for (let i = 0; i < 5; i++) v += Math.max(0, rest[i]!) * LEFTOVER[i]!;
  return v + money * DENIER;
}

function plus(c: Cubes, list: readonly Resource[], sign = 1): Cubes {
  const x = c.slice();
  for (const r of list) x[R[r]]! += sign;
  return x;
}

interface Ctx {
  readonly v: CaylusView;
  readonly me: number;
  readonly p: PlayerView;
  readonly c: Cubes;
  readonly castleOpen: boolean;
  readonly base: number;
  /** Turns left, roughly (the bailiff walks to space 24). */
  readonly late: boolean;
}

function ctxOf(v: CaylusView, me: number): Ctx {
  const p = v.seats[me]!;
  const c = cubesOf(p);
  const castleOpen = v.castle.nextHouse !== null;
  return { v, me, p, c, castleOpen, base: holding(c, p.money, castleOpen), late: v.bailiff >= 20 };
}

function gainOf(x: Ctx, c: Cubes, money: number, pp: number): number {
  return holding(c, money, x.castleOpen) - x.base + pp * PP;
}

/** Extra value of owning a building beyond its PP (future production and visits). */
function buildBonus(x: Ctx, id: BuildingId): number {
  if (x.late) return 0;
  const b = BUILDINGS[id];
  if (b.category === 'prestige') return b.income * 15 + b.favours * 25;
  switch (id) {
    case 'farmFood': case 'farmCloth': case 'quarry': case 'sawmill': return 12;
    case 'stoneFarm': case 'park': case 'workshop': return 18;
    case 'mason': case 'architect': case 'bank': case 'church': case 'tailor': return 10;
    case 'lawyer': case 'peddler': case 'marketplace': case 'alchemist': return 6;
    default: return 0;
  }
}

function churchPP(x: Ctx): number {
  return x.v.rules.churchPP;
}

/** The best this seat could get from using building `id` now (for placement and the provost). */
function useValue(x: Ctx, id: BuildingId): number {
  const eff = BUILDINGS[id].effect;
  const money = x.p.money;
  switch (eff.kind) {
    case 'produce':
      return Math.max(...eff.alts.map((alt) => gainOf(x, plus(x.c, alt), money, 0)));
    case 'sell': {
      let best = 0;
      for (const r of RESOURCES) if (x.c[R[r]]! > 0) best = Math.max(best, gainOf(x, plus(x.c, [r], -1), money + eff.price, 0));
      return best;
    }
    case 'buy': {
      let best = 0;
      for (const o of eff.offers) {
        if (o.price > money) continue;
        for (const a of ['food', 'wood', 'stone', 'cloth'] as const) {
          for (const b of o.count === 2 ? (['food', 'wood', 'stone', 'cloth'] as const) : ([null] as const)) {
            const list: Resource[] = b === null ? [a] : [a, b];
            best = Math.max(best, gainOf(x, plus(x.c, list), money - o.price, 0));
          }
        }
      }
      return best;
    }
    case 'build':
      return bestBuild(x, eff.category, null);
    case 'lawyer':
      return money >= 1 && x.c[R.cloth]! >= 1 ? residenceValue(x) - LEFTOVER[R.cloth]! - DENIER : 0;
    case 'exchange':
    case 'tailor': {
      const lines = eff.kind === 'tailor' ? TAILOR_LINES[x.v.rules.tailor] : eff.lines;
      let best = 0;
      for (const l of lines) {
        if (l.money > money || l.cloth > x.c[R.cloth]!) continue;
        let c = plus(x.c, Array<Resource>(l.cloth).fill('cloth'), -1);
        if (l.plainCubes > 0) {
          c = c.slice();
          let need = l.plainCubes;
          for (const i of [0, 1, 2, 3].sort((a, z) => c[z]! - c[a]! || a - z)) {
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
      return n > 0 ? n * BATCH + 15 : -25;
    }
    case 'tradingPost':
      return 3 * DENIER + 4;
    case 'guild':
      return 6;
    case 'joust':
      return x.p.money >= 2 && x.c[R.cloth]! >= 1 && !v.rules.simplifiedFavours ? 30 : x.p.money >= 2 && x.c[R.cloth]! >= 1 ? 25 : -50;
    case 'stables':
      return v.seats[x.me]!.turnPosition === 1 ? -50 : 4;
    case 'inn':
      return v.players >= 4 && !x.p.onInn ? 8 : -50;
    case 'gate':
      return 5;
    case 'road': {
      const space = a.space!;
      const sp = v.road[space - 1]!;
      if (sp.building === null) return -100;
      let val = useValue(x, sp.building);
      if (sp.owner !== null && sp.owner !== x.me) val -= 6;
      // Risk of not being activated: far beyond the provost, little chance.
      const beyond = space - provost;
      if (beyond > 0) val = Math.floor((val * Math.max(0, 100 - beyond * 18)) / 100);
      return val;
    }
    default:
      return 0;
  }
}

/** What the provost at `pos` is worth to me: my workers' gains minus half the opponents'. */
function provostWorth(x: Ctx, pos: number): number {
  let w = 0;
  for (const sp of x.v.road) {
    if (sp.worker === null || sp.building === null || sp.space > pos) continue;
    if (sp.worker === x.me) w += Math.max(useValue(x, sp.building), 5);
    else w -= 6;
  }
  return w;
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
  for (const s of x.v.stock[category]) {
    if (s.left <= 0) continue;
    const b = BUILDINGS[s.id];
    const fixed = b.cost.fixed.slice();
    if (discount !== null && fixed.includes(discount)) fixed.splice(fixed.indexOf(discount), 1);
    const c = plus(x.c, fixed, -1);
    if (c.some((n) => n < 0)) continue;
    if (b.cost.any > 0) {
      const k = [0, 1, 2, 3, 4].filter((i) => c[i]! > 0).sort((a, z) => LEFTOVER[a]! - LEFTOVER[z]! || a - z)[0];
      if (k === undefined) continue;
      c[k]! -= 1;
    }
    const pp = s.id === 'church' ? churchPP(x) : b.pp;
    best = Math.max(best, gainOf(x, c, x.p.money, pp) + buildBonus(x, s.id));
  }
  return best;
}

/** What a residence is worth: 2 PP, a denier a turn, and a site for a prestige building. */
function residenceValue(x: Ctx): number {
  return 2 * PP + (x.late ? 0 : 12);
}

/** Value of the best effect a favour on `row` would give now. */
function rowValue(x: Ctx, row: Row): number {
  const col = reachedColumn(x, row);
  switch (row) {
    case 'prestige':
      return col * PP;
    case 'deniers':
      return (col + 2) * DENIER;
    case 'resources': {
      const opts: Resource[][] = [['food'], ['wood'], ['stone'], ['cloth'], ['gold']];
      const cols = [1, 2, 2, 3, 5];
      let best = 0;
      opts.forEach((take, i) => {
        if (cols[i]! <= col) best = Math.max(best, gainOf(x, plus(x.c, take), x.p.money, 0));
      });
      return best;
    }
    case 'buildings': {
      let best = 0;
      if (col >= 2) best = Math.max(best, bestBuild(x, 'wood', 'wood'));
      if (col >= 3) best = Math.max(best, bestBuild(x, 'stone', 'stone'));
      if (col >= 4 && x.c[R.cloth]! > 0) best = Math.max(best, residenceValue(x) - LEFTOVER[R.cloth]!);
      if (col >= 5) best = Math.max(best, bestBuild(x, 'prestige', null));
      return best;
    }
  }
}

function score(x: Ctx, a: CaylusAction): number {
  const v = x.v;
  switch (a.type) {
    case 'pass': {
      const passBonus = v.passing.length === 0 ? 4 : 0;
      return 5 + passBonus;
    }
    case 'place':
      return targetValue(x, a, v.provost) - a.cost * DENIER - (x.p.workers <= 1 ? 0 : 0);
    case 'gate':
      return targetValue(x, a, v.provost);
    case 'gateReturn':
      return 0;
    case 'guild':
      return provostWorth(x, v.provost + a.by) - (a.by === 0 ? 0 : 1);
    case 'provost':
      return provostWorth(x, v.provost + a.by) - Math.abs(a.by) * (DENIER + 2);
    case 'joust':
      return a.take ? 40 : 0;
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
      return residenceValue(x) - LEFTOVER[R.cloth]! - money * DENIER - own;
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
      if (row === 'deniers') return (a.col + 2) * DENIER + 1;
      return gainOf(x, plus(plus(x.c, a.take), a.give, -1), x.p.money, 0) + a.col;
    }
    case 'favourSkip':
      return 0;
  }
}

/**
 * The frozen heuristic as a scorer for the shared scoring-bot driver (lib/bots/scoring.ts): scores in
 * tenths of a PP, unit 10 (one PP), so level 1 plays with ±4 PP of noise per action, level 2 with
 * ±1 PP, level 3 with none; ties among the best are drawn at random from the bot's generator.
 */
export const caylusScorerV1: Scorer<CaylusView, CaylusAction> = {
  name: 'heuristic-v1',
  unit: 10,
  ties: 'random',
  prepare({ seat, view }) {
    const x = ctxOf(view, seat);
    return (a) => score(x, a);
  }
};
