/** Names of things for log lines and prompts (English fallback text; keys carry the meaning). */
import type { ClashState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesWondersMod from './tables/wonders';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { BARBARIAN } = typesMod;
const { ADVANCES } = tablesAdvancesMod;
const { WONDERS } = tablesWondersMod;
const { PIECE_NAMES, RESOURCE_NAMES } = tablesRulesMod;
const { boardFor, TERRAIN_NAMES } = boardMod;

export function seatName(seat: number): string {
  return seat === BARBARIAN ? 'the barbarians' : `Player ${seat + 1}`;
}

export function hexName(s: ClashState, hex: number): string {
  return hex < 0 ? '—' : boardFor(s.players).names[hex]!;
}

export function cityName(s: ClashState, id: number): string {
  const c = s.cities.find((x) => x.id === id);
  return c ? `the city at ${hexName(s, c.h)}` : 'a city';
}

export function advanceName(a: number): string {
  return ADVANCES[a]?.name ?? `advance ${a}`;
}

export function wonderName(w: number): string {
  return WONDERS[w]?.name ?? `wonder ${w}`;
}

export function pieceName(p: number): string {
  return p === 4 ? 'Settlement' : PIECE_NAMES[p] ?? `piece ${p}`;
}

export function resourceName(r: number): string {
  return r < 5 ? RESOURCE_NAMES[r]! : r === 5 ? 'Culture token' : 'Mood token';
}

export function terrainName(t: number): string {
  return TERRAIN_NAMES[t] ?? '?';
}

/** "2 Food, 1 Gold" for a source vector [food, ore, wood, ideas, gold, culture, mood]. */
export function amountText(v: readonly number[]): string {
  const parts: string[] = [];
  v.forEach((n, i) => {
    if (n > 0) parts.push(`${n} ${resourceName(i)}`);
  });
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}
