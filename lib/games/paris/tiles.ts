/**
 * Activating bonus tiles and End Game tiles during one's own turn (paris.md §2.10–2.11, §4.6).
 * A tile is discarded when activated and its effect resolves at once; some open a choice
 * (bonus 17, 25, 23, 24, End Game E10). Activations that would give nothing are not offered
 * (rules A15 extended to every counting tile): the player keeps the tile.
 * Resource/prestige tiles are not activated (they are spent or sold); bonus 9/16 and End Game
 * E11/E12 are used inside a move; bonus 27 is never activated.
 */
import type { BonusHow, ParisState } from './types';
import { BUILDING_SITES, BUILDING_TYPES, DISTRICT_COUNT, LANDMARK_COUNT, SITES, SLOT_VALUES, SLOTS } from './types';
import type { TileEffect } from './tables/effects';
import { BUILDINGS } from './tables/buildings';
import { SITE_VALUE, keysOnSite } from './board';
import { canTakeForward, hasBonusTarget } from './track';
import { hasPair } from './prestige';
import type { Draft } from './state';
import { bitCount, gainVp, playerW } from './state';
import { tileEffect, type TileRef } from './items';

/** Slot of each building value (-1 for a value no slot has). */
const SLOT_OF_VALUE: readonly number[] = Array.from({ length: 9 }, (_, v) => (SLOT_VALUES as readonly number[]).indexOf(v));
/** BUILDING_TYPES index of each building tile's type. */
const TYPE_OF_TILE: readonly number[] = BUILDINGS.map((b) => BUILDING_TYPES.indexOf(b.type));

/** Keys of `seat` on building sites of building value `value` (a doubled tile counts twice). */
export function keysOnValue(s: ParisState, seat: number, value: number): number {
  const slot = value < SLOT_OF_VALUE.length ? SLOT_OF_VALUE[value]! : -1;
  if (slot < 0) return 0;
  const n = s.players;
  let k = 0;
  for (let d = 0; d < DISTRICT_COUNT; d++) k += s.keys[(d * SLOTS + slot) * n + seat]!;
  return k;
}

export function keysOnLandmarks(s: ParisState, seat: number): number {
  const n = s.players;
  let k = 0;
  for (let site = BUILDING_SITES; site < SITES; site++) k += s.keys[site * n + seat]!;
  return k;
}

/** Distinct building types the seat occupies, plus one for any landmark (bonus 30). */
export function typesOccupied(s: ParisState, seat: number): number {
  const n = s.players;
  let mask = 0;
  for (let site = 0; site < BUILDING_SITES; site++) {
    if (s.keys[site * n + seat]! > 0) mask |= 1 << TYPE_OF_TILE[s.space[site]!]!;
  }
  return bitCount(mask) + (keysOnLandmarks(s, seat) > 0 ? 1 : 0);
}

/** Districts whose highest occupied tile holds a key of `seat` (End Game E8). */
export function topDistricts(s: ParisState, seat: number): number {
  const n = s.players;
  let count = 0;
  for (let d = 0; d < DISTRICT_COUNT; d++) {
    // The district's sites in districtSites order (buildings by slot, then landmarks by index);
    // the first of the highest value wins, as there.
    let top = -1;
    let topValue = 0;
    for (let site = d * SLOTS, end = site + SLOTS; site < end; site++) {
      if (s.space[site]! >= 0 && keysOnSite(s, site) > 0 && (top < 0 || SITE_VALUE[site]! > topValue)) (top = site), (topValue = SITE_VALUE[site]!);
    }
    for (let l = 0; l < LANDMARK_COUNT; l++) {
      const site = BUILDING_SITES + l;
      if (s.landmarkAt[l] === d && keysOnSite(s, site) > 0 && (top < 0 || SITE_VALUE[site]! > topValue)) (top = site), (topValue = SITE_VALUE[site]!);
    }
    if (top >= 0 && s.keys[top * n + seat]! > 0) count++;
  }
  return count;
}

/** VP a counting effect gives now (0 for effects that do not count). */
export function countingVp(s: ParisState, seat: number, e: TileEffect, ownRef: TileRef): number {
  switch (e.kind) {
    case 'perBuilding':
      return e.vpEach * keysOnValue(s, seat, e.value);
    case 'perLandmark':
      return e.vpEach * keysOnLandmarks(s, seat);
    case 'perPlacedKey': {
      let k = 0;
      for (let site = 0; site < SITES; site++) k += s.keys[site * s.players + seat]!;
      return e.vpEach * k;
    }
    case 'perTopDistrict':
      return e.vpEach * topDistricts(s, seat);
    case 'unusedTiles': {
      const others = s.ps[seat]!.bonus & ~(typeof ownRef === 'number' ? 1 << ownRef : 0);
      return e.vpByPlayers[s.players - 2]! * bitCount(others);
    }
    case 'variety': {
      const t = typesOccupied(s, seat);
      return e.vpByTypes[t < e.vpByTypes.length ? t : e.vpByTypes.length - 1]!;
    }
    default:
      return 0;
  }
}

/** True when activating the held tile `ref` now does something. */
export function activatable(s: ParisState, seat: number, ref: TileRef): boolean {
  const e = tileEffect(ref);
  const p = s.ps[seat]!;
  switch (e.kind) {
    case 'gain':
      return true;
    case 'extraKey':
      return p.spare > 0 ? p.francs >= e.price : e.fallbackVp > 0;
    case 'bonusTake':
      return true;
    case 'takeAny':
      return hasBonusTarget(s, seat, 'any');
    case 'stepBack':
      return hasBonusTarget(s, seat, 'back');
    case 'prestigePairs':
      return hasPair(p, true);
    case 'resourcePairs':
      return hasPair(p, false);
    case 'perBuilding':
    case 'perLandmark':
    case 'perPlacedKey':
    case 'perTopDistrict':
    case 'unusedTiles':
    case 'variety':
      return countingVp(s, seat, e, ref) > 0;
    case 'resource':
    case 'resourceAny':
    case 'prestigeAny':
    case 'stackOwn':
    case 'shareOpponent':
    case 'endMoney':
      return false;
  }
}

/** What an activation leaves to decide. */
export type FollowUp = { readonly k: 'bonus'; readonly how: BonusHow } | { readonly k: 'pairs'; readonly tile: 23 | 24 } | null;

/**
 * Resolves the effect of an activated tile (already discarded by the caller) for `seat`;
 * `source` is where its VP count (bonus tiles or End Game tiles).
 */
export function resolveEffect(d: Draft, seat: number, ref: TileRef, source: number): FollowUp {
  const e = tileEffect(ref);
  const p = d.ps[seat]!;
  switch (e.kind) {
    case 'gain':
      playerW(d, seat).francs += e.francs;
      if (e.vp > 0) gainVp(d, seat, e.vp, source);
      return null;
    case 'extraKey':
      if (p.spare > 0) {
        const w = playerW(d, seat);
        w.francs -= e.price;
        w.spare -= 1;
        w.keys += 1;
      } else gainVp(d, seat, e.fallbackVp, source);
      return null;
    case 'bonusTake':
      if (canTakeForward(d, seat)) return { k: 'bonus', how: 'e10' };
      gainVp(d, seat, e.fallbackVp, source);
      return null;
    case 'takeAny':
      return { k: 'bonus', how: 'any' };
    case 'stepBack':
      return { k: 'bonus', how: 'back' };
    case 'prestigePairs':
      return { k: 'pairs', tile: 23 };
    case 'resourcePairs':
      return { k: 'pairs', tile: 24 };
    case 'perBuilding':
    case 'perLandmark':
    case 'perPlacedKey':
    case 'perTopDistrict':
    case 'unusedTiles':
    case 'variety':
      gainVp(d, seat, countingVp(d, seat, e, ref), source);
      return null;
    case 'resource':
    case 'resourceAny':
    case 'prestigeAny':
    case 'stackOwn':
    case 'shareOpponent':
    case 'endMoney':
      throw new Error(`tile ${String(ref)} is not activated`);
  }
}

