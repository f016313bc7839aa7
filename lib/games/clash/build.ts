/**
 * Build (rules file §4.2.3 a): the unit sets a city may build and their cost. Units: Settler
 * 2 Food, Army 1 Food + 1 Ore, Ship 2 Wood (Port cities only, on the Port's sea space). Draft: one
 * Army per Build paid with 1 Mood token (2 with Civil Liberties). A Build is [settlers, armies, ships].
 */
import type { City, ClashState, Need } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import * as payMod from './pay';
import * as stateMod from './state';
import * as cityMod from './city';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { ARMY_STACK, SUPPLY, UNIT_COST, PORT, SETTLER, ARMY, SHIP, FOOD, GOLD, ORE, WOOD } = tablesRulesMod;
const { S_MOOD, canPay, resourceNeeds } = payMod;
const { has, armiesOnLand, countUnits, holdings } = stateMod;
const { effectiveSize } = cityMod;

export function draftMood(s: ClashState, seat: number): number {
  return has(s.ps[seat]!, ADV.civilLiberties) ? 2 : 1;
}

/** Cost of building `units` ([settlers, armies, ships]), one Army drafted when `draft` is 1. */
export function buildNeeds(s: ClashState, seat: number, units: readonly number[], draft: number): Need[] {
  const cost = [0, 0, 0, 0, 0];
  for (let k = 0; k < 3; k++) {
    const n = k === ARMY ? units[k]! - draft : units[k]!;
    for (let r = 0; r < 5; r++) cost[r]! += UNIT_COST[k]![r]! * n;
  }
  const needs = resourceNeeds(cost);
  if (draft) needs.push({ n: draftMood(s, seat), src: S_MOOD });
  return needs;
}

/** Food, Ore and Wood missing from `res` for a cost (Gold must cover it). */
function shortfall(res: readonly number[], food: number, ore: number, wood: number): number {
  return Math.max(0, food - res[FOOD]!) + Math.max(0, ore - res[ORE]!) + Math.max(0, wood - res[WOOD]!);
}

/** Every affordable non-empty Build of city `c`, as [settlers, armies, ships, draft]. */
export function buildOptions(s: ClashState, c: City): number[][] {
  const seat = c.o;
  const p = s.ps[seat]!;
  const n = effectiveSize(s, c);
  const maxS = Math.min(n, SUPPLY.settlers - countUnits(s, seat, SETTLER));
  const maxA = Math.min(n, SUPPLY.armies - countUnits(s, seat, ARMY), ARMY_STACK - armiesOnLand(s, seat, c.h));
  const maxSh = c.pc[PORT] !== NONE && c.port !== NONE ? Math.min(n, SUPPLY.ships - countUnits(s, seat, SHIP)) : 0;
  const res = p.res;
  const canDraft = has(p, ADV.draft) && p.mt >= draftMood(s, seat);
  // Affordability by arithmetic (the same rule as `canPay(buildNeeds(...))`: Gold covers any shortfall).
  const gold = res[GOLD]!;
  const out: number[][] = [];
  for (let a = 0; a <= maxA; a++) {
    for (let st = 0; st <= Math.min(maxS, n - a); st++) {
      for (let sh = 0; sh <= Math.min(maxSh, n - a - st); sh++) {
        if (a + st + sh === 0) continue;
        if (shortfall(res, 2 * st + a, a, 2 * sh) <= gold) out.push([st, a, sh, 0]);
        if (canDraft && a > 0 && shortfall(res, 2 * st + a - 1, a - 1, 2 * sh) <= gold) out.push([st, a, sh, 1]);
      }
    }
  }
  return out;
}
