/**
 * Action 2, moving a key (paris.md §4.4.2): where each key may go and what it costs.
 *  - From the Arc: any building or landmark in any district (a new landmark in any district, A3).
 *  - From a bank: any building or landmark of that district (banks have no value).
 *  - From a building or landmark: a strictly higher one in the same district.
 * The target must hold no key, except with bonus 9 / End Game E12 (own key there) or bonus 16 /
 * End Game E11 (an opponent's key there). Cost: the target's value in francs, only the difference
 * when coming from a building or landmark, plus its full resource cost.
 */
import type { ParisAction, ParisState, PlayerState, Via } from './types';
import { ARC, BANK_BASE, BUILDING_SITES, DISTRICT_COUNT, LANDMARK_COUNT, SITES, SLOTS } from './types';
import { SITE_VALUE, siteDistrict } from './board';
import { canPay } from './payment';
import { RESOURCE_TILES, holdsTile } from './items';
import { moveAction } from './acts';
import { LANDMARKS } from './tables/landmarks';
import { WOOD_BY_SLOT } from './tables/buildings';
import { END_TILE_DATA } from './tables/endtiles';
import { BONUS_TILES } from './tables/bonus';

/** Resource cost (wood, marble, gold) of acquiring each site. */
export const SITE_NEED: readonly (readonly number[])[] = Array.from({ length: SITES }, (_, site) => {
  if (site < BUILDING_SITES) return [WOOD_BY_SLOT[site % SLOTS]!, 0, 0];
  const l = LANDMARKS[site - BUILDING_SITES]!;
  return [0, l.marble, l.gold];
});

interface ViaTile {
  readonly via: Via;
  readonly kind: 'stackOwn' | 'shareOpponent';
  /** Bonus number, or -1. */
  readonly bonus: number;
  /** End Game index, or -1. */
  readonly end: number;
}

/** The tiles that allow a move onto an occupied site, from the effect tables. */
export const VIA_TILES: readonly ViaTile[] = [
  ...BONUS_TILES.filter((t) => t.effect.kind === 'stackOwn' || t.effect.kind === 'shareOpponent').map((t) => ({
    via: `b${t.number}` as Via,
    kind: t.effect.kind as ViaTile['kind'],
    bonus: t.number,
    end: -1
  })),
  ...END_TILE_DATA.flatMap((t, i) =>
    t.effect.kind === 'stackOwn' || t.effect.kind === 'shareOpponent'
      ? [{ via: t.id.toLowerCase() as Via, kind: t.effect.kind, bonus: -1, end: i }]
      : []
  )
];

export function viaTile(via: Via): ViaTile {
  return VIA_TILES.find((v) => v.via === via)!;
}

/** Value a key stands on at `from` (0 on a bank or the Arc). */
export function originValue(from: number): number {
  return from < SITES ? SITE_VALUE[from]! : 0;
}

/** Francs to move from `from` to `to`. */
export function moveFrancs(from: number, to: number): number {
  return SITE_VALUE[to]! - originValue(from);
}

/**
 * What a seat can pay with, summed once per listing: resources per type from own tokens and
 * one-type tiles, and wildcard units. A cost within these needs no purchase (the common case);
 * anything else goes through `canPay`.
 */
interface Purse {
  francs: number;
  wood: number;
  marble: number;
  gold: number;
  wild: number;
}

function purseOf(p: PlayerState): Purse {
  const purse: Purse = { francs: p.francs, wood: p.items[0]!, marble: p.items[1]!, gold: p.items[2]!, wild: 0 };
  if (p.bonus === 0 && p.endTiles === 0) return purse;
  for (const t of RESOURCE_TILES) {
    if (!holdsTile(p, t)) continue;
    if (t.type === 0) purse.wood++;
    else if (t.type === 1) purse.marble++;
    else if (t.type === 2) purse.gold++;
    else purse.wild += t.units;
  }
  return purse;
}

/** The seat's move actions that are legal and affordable now. */
export function moveActions(s: ParisState, seat: number): ParisAction[] {
  const out: ParisAction[] = [];
  const p = s.ps[seat]!;
  const purse = purseOf(p);
  // Via tiles held: bit 0 = a stack-own tile, bit 1 = a share-opponent tile.
  let viaMask = 0;
  if (p.bonus !== 0 || p.endTiles !== 0) {
    for (const v of VIA_TILES) {
      const held = v.bonus > 0 ? (p.bonus >> v.bonus) & 1 : (p.endTiles >> v.end) & 1;
      if (held !== 0) viaMask |= v.kind === 'stackOwn' ? 1 : 2;
    }
  }
  if ((s.arc >> seat) & 1) for (let d = 0; d < DISTRICT_COUNT; d++) movesInDistrict(s, seat, purse, viaMask, ARC, d, 0, out);
  const banks = s.bank[seat]!;
  if (banks !== 0) for (let d = 0; d < DISTRICT_COUNT; d++) if ((banks >> d) & 1) movesInDistrict(s, seat, purse, viaMask, BANK_BASE + d, d, 0, out);
  const n = s.players;
  for (let site = 0; site < SITES; site++) {
    if (s.keys[site * n + seat] === 0) continue;
    movesInDistrict(s, seat, purse, viaMask, site, siteDistrict(s, site), SITE_VALUE[site]!, out);
  }
  return out;
}

/** True when the seat has at least one legal, affordable move. */
export function hasMove(s: ParisState, seat: number): boolean {
  return moveActions(s, seat).length > 0;
}

/** Can the seat pay the resources of `to` with `francsLeft` francs after the franc cost? */
function payable(s: ParisState, seat: number, purse: Purse, to: number, francsLeft: number): boolean {
  const need = SITE_NEED[to]!;
  const w = need[0]!, m = need[1]!, g = need[2]!;
  if (w + m + g === 0) return true;
  let short = 0;
  if (w > purse.wood) short += w - purse.wood;
  if (m > purse.marble) short += m - purse.marble;
  if (g > purse.gold) short += g - purse.gold;
  if (short === 0 || short <= purse.wild) return true;
  return canPay(s.ps[seat]!, need, s.supply, francsLeft);
}

/** Lowest landmark value: below it no landmark can be afforded from `above`. */
const MIN_LANDMARK = Math.min(...LANDMARKS.map((l) => l.value));

/** Moves from `from` to the sites of district d worth more than `above` (and new landmarks there). */
function movesInDistrict(s: ParisState, seat: number, purse: Purse, viaMask: number, from: number, d: number, above: number, out: ParisAction[]): void {
  const budget = purse.francs + above; // the most valuable target the francs reach
  for (let site = d * SLOTS, end = site + SLOTS; site < end; site++) {
    const v = SITE_VALUE[site]!;
    if (v > above && v <= budget && s.space[site]! >= 0) toSite(s, seat, purse, viaMask, from, site, d, out);
  }
  if (budget < MIN_LANDMARK) return;
  for (let l = 0; l < LANDMARK_COUNT; l++) {
    const site = BUILDING_SITES + l;
    const v = SITE_VALUE[site]!;
    if (v <= above || v > budget) continue;
    const at = s.landmarkAt[l]!;
    if (at === d) toSite(s, seat, purse, viaMask, from, site, d, out);
    else if (at < 0 && v > s.landmarkTop[d]! && payable(s, seat, purse, site, budget - v)) {
      out.push(moveAction(from, site, true, d, null));
    }
  }
}

/** An existing, affordable-in-francs site as target: free, or occupied with a via tile that allows it. */
function toSite(s: ParisState, seat: number, purse: Purse, viaMask: number, from: number, to: number, d: number, out: ParisAction[]): void {
  const n = s.players;
  let mine = 0, others = 0;
  for (let q = 0, i = to * n; q < n; q++, i++) {
    if (q === seat) mine = s.keys[i]!;
    else others += s.keys[i]!;
  }
  const left = purse.francs + (from < SITES ? SITE_VALUE[from]! : 0) - SITE_VALUE[to]!;
  if (mine === 0 && others === 0) {
    if (payable(s, seat, purse, to, left)) out.push(moveAction(from, to, false, d, null));
    return;
  }
  // A site with your own key needs a stack-own tile; one with only opponents' keys a share tile.
  if ((viaMask & (mine > 0 ? 1 : 2)) === 0 || !payable(s, seat, purse, to, left)) return;
  const kind = mine > 0 ? 'stackOwn' : 'shareOpponent';
  const p = s.ps[seat]!;
  for (const v of VIA_TILES) {
    if (v.kind !== kind) continue;
    const held = v.bonus > 0 ? (p.bonus >> v.bonus) & 1 : (p.endTiles >> v.end) & 1;
    if (held !== 0) out.push(moveAction(from, to, false, d, v.via));
  }
}
