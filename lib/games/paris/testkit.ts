/**
 * Test helpers: a fresh setup to edit into a situation (the tests build exact positions by
 * writing state fields, then call the engine). Not used by the engine.
 */
import type { ParisState } from './types';
import { DISTRICTS, ITEMS, SLOT_VALUES, SLOTS, BUILDING_SITES } from './types';
import { setup } from './setup';
import { LANDMARKS } from './tables/landmarks';

export function fresh(players = 3, options: Record<string, string | boolean> = {}, seed = 'test'): ParisState {
  return setup({ players, seed, options });
}

/** District index by id. */
export const D = (id: (typeof DISTRICTS)[number]): number => DISTRICTS.indexOf(id);
/** Building site of a district and value. */
export const B = (district: number, value: number): number => district * SLOTS + (SLOT_VALUES as readonly number[]).indexOf(value);
/** Landmark site by id (L10, L11A…). */
export const L = (id: string): number => BUILDING_SITES + LANDMARKS.findIndex((l) => l.id === id);
export const I = (item: (typeof ITEMS)[number]): number => ITEMS.indexOf(item);

/** Puts the printed tile on a building space (base game: tile index = space). */
export function placeBuilding(s: ParisState, site: number): void {
  s.space[site] = site;
}

/** Puts `n` keys of `seat` on a site (placing the building or landmark tile if needed). */
export function putKeys(s: ParisState, site: number, seat: number, n = 1, district = -1): void {
  if (site < BUILDING_SITES) placeBuilding(s, site);
  else if (s.landmarkAt[site - BUILDING_SITES]! < 0) {
    s.landmarkAt[site - BUILDING_SITES] = district;
    const v = LANDMARKS[site - BUILDING_SITES]!.value;
    if (v > s.landmarkTop[district]!) s.landmarkTop[district] = v;
  }
  s.keys[site * s.players + seat]! += n;
}

export function giveBonus(s: ParisState, seat: number, ...numbers: number[]): void {
  for (const n of numbers) s.ps[seat]!.bonus |= 1 << n;
}

export function giveEnd(s: ParisState, seat: number, ...indexes: number[]): void {
  for (const i of indexes) s.ps[seat]!.endTiles |= 1 << i;
}

/** A deep copy (tests edit copies: `actions()` results are cached per state object). */
export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/**
 * A situation: a fresh setup (seat 0 first and active), edited by `edit`, then put at `prompt`
 * (default: step 2 of seat 0, before the action). Building stacks are emptied unless `keepStacks`.
 */
export function situation(
  players: number,
  edit: (s: ParisState) => void,
  opts: { options?: Record<string, string | boolean>; keepStacks?: boolean; prompt?: ParisState['prompt'] } = {}
): ParisState {
  const s = fresh(players, opts.options ?? {});
  (s as { first: number }).first = 0;
  s.turn = 0;
  if (!opts.keepStacks) s.stacks = [[], [], []];
  s.prompt = opts.prompt ?? { kind: 'main', seat: 0 };
  edit(s);
  return s;
}
