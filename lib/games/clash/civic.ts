/**
 * Civic Improvement (rules file §4.2.5): one action raises any of your cities any number of steps;
 * each step of a city costs its size in Mood tokens (Circus & Sports: size − 1, minimum 1;
 * Rituals: resources other than Ideas may pay 1:1). Voting takes the action for 1 Mood token.
 */
import type { City, ClashState, Need } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as payMod from './pay';
import * as stateMod from './state';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { HAPPY } = typesMod;
const { ADV } = tablesAdvancesMod;
const { S_FOOD, S_GOLD, S_MOOD, S_ORE, S_WOOD, canPay } = payMod;
const { citySize, has, holdings } = stateMod;

export function civicStepCost(s: ClashState, c: City): number {
  const size = citySize(c);
  return has(s.ps[c.o]!, ADV.circusSports) ? Math.max(1, size - 1) : size;
}

export function civicNeeds(s: ClashState, c: City): Need[] {
  const rituals = has(s.ps[c.o]!, ADV.rituals);
  return [{ n: civicStepCost(s, c), src: rituals ? S_MOOD | S_FOOD | S_ORE | S_WOOD | S_GOLD : S_MOOD }];
}

/** Cities `seat` can raise one step now (paying from `have`, default: current holdings). */
export function raisable(s: ClashState, seat: number, have?: readonly number[]): number[] {
  const h = have ?? holdings(s.ps[seat]!);
  return s.cities.filter((c) => c.o === seat && c.mood < HAPPY && canPay(civicNeeds(s, c), h)).map((c) => c.id);
}
