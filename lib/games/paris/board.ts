/**
 * Board geometry: sites, their districts and values, and who occupies them. Pure reads of a
 * state; the arrays below are computed once at load.
 */
import type { ParisState } from './types';
import { BUILDING_SITES, LANDMARK_COUNT, SITES, SLOTS, SLOT_VALUES } from './types';
import { LANDMARKS } from './tables/landmarks';

/** Value of each site: building spaces by slot, landmarks by tile. */
export const SITE_VALUE: readonly number[] = Array.from({ length: SITES }, (_, site) =>
  site < BUILDING_SITES ? SLOT_VALUES[site % SLOTS]! : LANDMARKS[site - BUILDING_SITES]!.value
);

export const isLandmarkSite = (site: number): boolean => site >= BUILDING_SITES;
export const landmarkSite = (l: number): number => BUILDING_SITES + l;
export const siteLandmark = (site: number): number => site - BUILDING_SITES;

/** District of a site now: building spaces are fixed; a landmark's is where it was built (-1 in the supply). */
export function siteDistrict(s: ParisState, site: number): number {
  return site < BUILDING_SITES ? (site / SLOTS) | 0 : s.landmarkAt[site - BUILDING_SITES]!;
}

/** True when the site can hold keys: a building space with a tile, or a built landmark. */
export function siteOnBoard(s: ParisState, site: number): boolean {
  return site < BUILDING_SITES ? s.space[site]! >= 0 : s.landmarkAt[site - BUILDING_SITES]! >= 0;
}

export function keysOn(s: ParisState, site: number, seat: number): number {
  return s.keys[site * s.players + seat]!;
}

/** All keys on a site, every seat. */
export function keysOnSite(s: ParisState, site: number): number {
  const n = s.players;
  let k = 0;
  for (let p = site * n, end = p + n; p < end; p++) k += s.keys[p]!;
  return k;
}

/** Keys of other seats on a site. */
export function othersOn(s: ParisState, site: number, seat: number): number {
  return keysOnSite(s, site) - keysOn(s, site, seat);
}

/** Keys (every seat) on buildings and landmarks of district d: the VP tile trigger count. */
export function districtKeys(s: ParisState, d: number): number {
  let k = 0;
  for (let site = d * SLOTS, end = site + SLOTS; site < end; site++) k += keysOnSite(s, site);
  for (let l = 0; l < LANDMARK_COUNT; l++) if (s.landmarkAt[l] === d) k += keysOnSite(s, BUILDING_SITES + l);
  return k;
}

/** Sites of district d on the board: its placed buildings, then its landmarks by value. */
export function districtSites(s: ParisState, d: number): number[] {
  const out: number[] = [];
  for (let site = d * SLOTS, end = site + SLOTS; site < end; site++) if (s.space[site]! >= 0) out.push(site);
  for (let l = 0; l < LANDMARK_COUNT; l++) if (s.landmarkAt[l] === d) out.push(BUILDING_SITES + l);
  return out;
}

/** Total value a seat occupies (a tile held twice counts twice): the final tie-break (A14). */
export function totalValue(s: ParisState, seat: number): number {
  let v = 0;
  for (let site = 0; site < SITES; site++) {
    const k = s.keys[site * s.players + seat]!;
    if (k > 0) v += k * SITE_VALUE[site]!;
  }
  return v;
}

/** Keys of a seat on buildings and landmarks. */
export function placedKeys(s: ParisState, seat: number): number {
  let k = 0;
  for (let site = 0; site < SITES; site++) k += s.keys[site * s.players + seat]!;
  return k;
}

/** Keys of a seat on banks and the Arc. */
export function waitingKeys(s: ParisState, seat: number): number {
  let k = (s.arc >> seat) & 1;
  for (let m = s.bank[seat]!; m !== 0; m &= m - 1) k++;
  return k;
}
