/**
 * Wonders (rules file §2.10, §4.11): revealing, reserving (Monuments), who may build which Wonder
 * where, and building one. A Wonder belongs to whoever owns its city.
 */
import type { City, ClashState, Need } from './types';
import * as typesMod from './types';
import * as tablesWondersMod from './tables/wonders';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import * as payMod from './pay';
import type { Draft } from './state';
import * as stateMod from './state';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, NONE } = typesMod;
const { WONDERS, W } = tablesWondersMod;
const { ADV, advanceId } = tablesAdvancesMod;
const { PORT } = tablesRulesMod;
const { S_CULTURE } = payMod;
const { resourceNeeds } = payMod;
const { has, emit, cityMut, addUnit, gain, player } = stateMod;
const { IDEAS, SHIP, SUPPLY } = tablesRulesMod;
const { countUnits } = stateMod;

const REQUIRED: readonly number[] = WONDERS.map((w) => advanceId(w.requires));

/** Reveals the top Wonder card face up (no reveal when the deck is empty, G15). */
export function revealWonder(d: Draft): void {
  if (d.wonderDeck.length === 0) return;
  const deck = d.wonderDeck.slice();
  const w = deck.pop()!;
  d.wonderDeck = deck;
  d.wondersOpen = [...d.wondersOpen, w];
  d.rev += 1;
  emit(d, 'clash.event.wonderRevealed', null, { wonder: WONDERS[w]!.name });
}

/** Face-up Wonders nobody has reserved (Monuments). */
export function reservableWonders(s: ClashState): number[] {
  return s.wondersOpen.filter((w) => !s.ps.some((p) => p.reserved === w));
}

/** Seat owning the city that holds Wonder `w`, or NONE. */
export function wonderOwner(s: ClashState, w: number): number {
  for (const c of s.cities) if (c.w === w) return c.o;
  return NONE;
}

export function libraryOwner(s: ClashState): number {
  return wonderOwner(s, W.greatLibrary);
}

/** The city holding Wonder `w`, or null. */
export function wonderCity(s: ClashState, w: number): City | null {
  for (const c of s.cities) if (c.w === w) return c;
  return null;
}

/** Wonder `w` can be built by `seat` (face up, not reserved by another, requirements met). */
export function wonderAvailable(s: ClashState, seat: number, w: number): boolean {
  if (!s.wondersOpen.includes(w)) return false;
  const p = s.ps[seat]!;
  for (let i = 0; i < s.players; i++) if (i !== seat && s.ps[i]!.reserved === w) return false;
  return has(p, ADV.engineering) && has(p, REQUIRED[w]!);
}

/** City `c` may hold Wonder `w`: own, non-Angry (unless Forced Labor), no Wonder yet, a Port for the Lighthouse. */
export function cityCanHold(s: ClashState, c: City, w: number, forcedLabor: boolean): boolean {
  if (c.w !== NONE) return false;
  if (c.mood === ANGRY && !forcedLabor) return false;
  if (WONDERS[w]!.needsPort && c.pc[PORT] === NONE) return false;
  return true;
}

export function wonderNeeds(w: number): Need[] {
  const def = WONDERS[w]!;
  const out = resourceNeeds(def.cost);
  if (def.culture > 0) out.push({ n: def.culture, src: S_CULTURE });
  return out;
}

/** Places Wonder `w` in city `cityId` (paid) with its on-build effects. */
export function placeWonder(d: Draft, seat: number, cityId: number, w: number): void {
  const c = cityMut(d, cityId);
  c.w = w;
  d.wondersOpen = d.wondersOpen.filter((x) => x !== w);
  const p = player(d, seat);
  if (p.reserved === w) p.reserved = NONE;
  emit(d, 'clash.event.wonderBuilt', seat, { wonder: WONDERS[w]!.name, hex: c.h });
  if (w === W.greatLibrary) gain(d, seat, IDEAS, 2);
  if (w === W.greatLighthouse && countUnits(d, seat, SHIP) < SUPPLY.ships && c.port !== NONE) addUnit(d, seat, SHIP, c.port);
}
