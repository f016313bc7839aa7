/**
 * Questions about the board of the castle (§2.9, §4.4.1–3, §8.34): which symbols a card, a Wall
 * or a Guild can take, who holds what in each district, and putting markers down.
 */
import type { BelfortState } from './types';
import { GATEHOUSE, KEEP } from './types';
import * as boardTable from './tables/board';
import type { Draft } from './state';
import { setMarker } from './state';

// Imported values copied to module constants (a getter call per read under CommonJS transforms).
const { DISTRICTS, GATE_SYMBOLS, GUILD_SYMBOL, LOCATIONS, SLOTS_PER_DISTRICT, SYMBOL_COUNT, SYMBOL_DISTRICT, SYMBOL_GATE, SYMBOL_LOCATION, TYPE_LOCATIONS, WALL_LOCATIONS, symbolAt } = boardTable;

const FREE = -1;

export function locationFree(marker: readonly number[], loc: number): boolean {
  for (const sym of LOCATIONS[loc]!.symbols) if (marker[sym] !== FREE) return false;
  return true;
}

/**
 * Symbols a card of type `t` can be built on (one action each): the free symbol of each
 * single building; a Keep's first symbol when both are free; either half of a Gatehouse whose
 * two halves are free (§8.34: a half Gatehouse is only for its owner's Gnome).
 */
export function buildTargets(marker: readonly number[], t: number): number[] {
  const out: number[] = [];
  for (const loc of TYPE_LOCATIONS[t]!) {
    const syms = LOCATIONS[loc]!.symbols;
    if (t === KEEP) {
      if (marker[syms[0]!] === FREE && marker[syms[1]!] === FREE) out.push(syms[0]!);
    } else if (t === GATEHOUSE) {
      if (marker[syms[0]!] === FREE && marker[syms[1]!] === FREE) out.push(syms[0]!, syms[1]!);
    } else if (marker[syms[0]!] === FREE) out.push(syms[0]!);
  }
  return out;
}

/** True when at least one card of type `t` could be built somewhere (ignores cost). */
export function hasBuildTarget(marker: readonly number[], t: number): boolean {
  for (const loc of TYPE_LOCATIONS[t]!) {
    const syms = LOCATIONS[loc]!.symbols;
    if (t === KEEP || t === GATEHOUSE) {
      if (marker[syms[0]!] === FREE && marker[syms[1]!] === FREE) return true;
    } else if (marker[syms[0]!] === FREE) return true;
  }
  return false;
}

export function freeWalls(marker: readonly number[]): number[] {
  const out: number[] = [];
  for (const loc of WALL_LOCATIONS) {
    const sym = LOCATIONS[loc]!.symbols[0]!;
    if (marker[sym] === FREE) out.push(sym);
  }
  return out;
}

/** Owner (contestant) of the guild in district `g`, −1 when unowned: the marker on its symbol (§8.39). */
export function guildOwner(s: BelfortState, g: number): number {
  return s.marker[GUILD_SYMBOL[g]!]!;
}

/**
 * Puts `who`'s marker(s) for a card of type `t` built at symbol `at`: a Keep takes both of its
 * symbols (unless `keepMarkers` is 1, the Neutral Players' option), anything else one symbol.
 */
export function placeCardMarkers(d: Draft, who: number, t: number, at: number, keepMarkers = 2): void {
  setMarker(d, at, who);
  if (t === KEEP && keepMarkers === 2) {
    for (const sym of LOCATIONS[SYMBOL_LOCATION[at]!]!.symbols) setMarker(d, sym, who);
  }
}

/** The other half of the Gatehouse holding symbol `sym`. */
export function twinOf(sym: number): number {
  const g = SYMBOL_GATE[sym]!;
  const [a, b] = GATE_SYMBOLS[g]!;
  return sym === a ? b : a;
}

/** Free Gatehouse halves whose twin holds `seat`'s marker (Gatehouse Gnome, §2.5 #8). */
export function twinTargets(marker: readonly number[], seat: number): number[] {
  const out: number[] = [];
  for (let g = 0; g < DISTRICTS; g++) {
    const [a, b] = GATE_SYMBOLS[g]!;
    if (marker[a] === seat && marker[b] === FREE) out.push(b);
    else if (marker[b] === seat && marker[a] === FREE) out.push(a);
  }
  return out;
}

/** Markers of each contestant in each district: result[district * contestants + contestant]. */
export function districtCounts(s: BelfortState): number[] {
  const n = s.contestants;
  const out = Array<number>(DISTRICTS * n).fill(0);
  for (let sym = 0; sym < SYMBOL_COUNT; sym++) {
    const who = s.marker[sym]!;
    if (who !== FREE) out[SYMBOL_DISTRICT[sym]! * n + who]! += 1;
  }
  return out;
}

/** Markers each contestant has on the board. */
export function markersOnBoard(s: BelfortState): number[] {
  const out = Array<number>(s.contestants).fill(0);
  for (const who of s.marker) if (who !== FREE) out[who]! += 1;
  return out;
}

export { symbolAt, SLOTS_PER_DISTRICT };
