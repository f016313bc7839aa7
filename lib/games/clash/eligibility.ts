/**
 * Which advances a player may take and what they cost (rules file §2.9, §4.2.1): the first-advance,
 * prerequisite and Government-access rules, the costs (with Metallurgy, Math, Astronomy and
 * Priesthood), and the free advances a player can take now. Pure reads of the state.
 */
import type { ClashState, Need, PlayerState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as payMod from './pay';
import type { Draft } from './state';
import * as stateMod from './state';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call.
const { ONCE } = typesMod;
const { ADV, ADVANCES, CATEGORY_OF, REQUIRES, ACCESS, GOVERNMENTS, ADVANCE_FOOD, STEEL_EXTRA_ORE } = tablesAdvancesMod;
const { S_FOOD, S_GOLD, S_IDEAS, S_ORE, canPay } = payMod;
const { has, holdings, turnMut } = stateMod;

export const SCIENCE = 8;

export function isGovernment(a: number): boolean {
  return CATEGORY_OF[a]! >= 9;
}

/** The Government category the player is in, or −1. */
export function governmentOf(p: PlayerState): number {
  for (const g of GOVERNMENTS) for (let i = 0; i < 4; i++) if (has(p, g * 4 + i)) return g;
  return -1;
}

/** Eligibility (§2.9, §8.11): not owned, first advance first, red prerequisite, government access. */
export function eligible(p: PlayerState, a: number): boolean {
  if (has(p, a)) return false;
  const cat = CATEGORY_OF[a]!;
  if (ADVANCES[a]!.pos !== 1) {
    if (!has(p, cat * 4)) return false;
  } else {
    const acc = ACCESS[a]!;
    if (acc >= 0 && !has(p, acc)) return false;
  }
  const req = REQUIRES[a]!;
  return req < 0 || has(p, req);
}

/** Advances that cost this player no resources at all (Metallurgy, Math, Astronomy). */
function costsNothing(p: PlayerState, a: number): boolean {
  if (a === ADV.steelWeapons) return has(p, ADV.metallurgy);
  if (a === ADV.engineering || a === ADV.roads) return has(p, ADV.math);
  if (a === ADV.navigation || a === ADV.cartography) return has(p, ADV.astronomy);
  return false;
}

/** Priesthood's free Science advance is still unused this Turn (only on your own Turn). */
export function priesthoodReady(s: ClashState, seat: number): boolean {
  return s.phase === 'play' && s.t.seat === seat && has(s.ps[seat]!, ADV.priesthood) && (s.t.once & ONCE.priesthood) === 0;
}

/** Priesthood would pay for buying `a` now. */
export function priesthoodPays(s: ClashState, seat: number, a: number): boolean {
  return CATEGORY_OF[a] === SCIENCE && priesthoodReady(s, seat) && !costsNothing(s.ps[seat]!, a);
}

/**
 * What acquiring `a` costs: bought = 2 Food (Ideas and Gold may replace it, Priesthood may waive
 * it), free = nothing; Steel Weapons 2 more Ore either way (§8.13) unless Metallurgy.
 */
export function advanceNeeds(s: ClashState, seat: number, a: number, bought: boolean): Need[] {
  const p = s.ps[seat]!;
  if (costsNothing(p, a)) return [];
  const out: Need[] = [];
  if (bought && !priesthoodPays(s, seat, a)) out.push({ n: ADVANCE_FOOD, src: S_FOOD | S_IDEAS | S_GOLD });
  if (a === ADV.steelWeapons) out.push({ n: STEEL_EXTRA_ORE, src: S_ORE | S_GOLD });
  return out;
}

/** Marks Priesthood used when a bought Science advance is waived by it. Call before paying. */
export function usePriesthoodIfFree(d: Draft, seat: number, a: number): void {
  if (priesthoodPays(d, seat, a)) turnMut(d).once |= ONCE.priesthood;
}

/** Advances `seat` may take for free now (Steel Weapons only if its Ore can be paid). */
export function freeAdvanceOptions(s: ClashState, seat: number, among?: readonly number[]): number[] {
  const p = s.ps[seat]!;
  const have = holdings(p);
  const out: number[] = [];
  for (let a = 0; a < 48; a++) {
    if (among && !among.includes(a)) continue;
    if (!eligible(p, a)) continue;
    if (a === ADV.steelWeapons && !canPay(advanceNeeds(s, seat, a, false), have)) continue;
    out.push(a);
  }
  return out;
}
