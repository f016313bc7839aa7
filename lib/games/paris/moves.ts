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
import { payCost } from './payment';
import { moveAction, plainMoveAction } from './acts';
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
 * Resource cost class of each site: 0 = none, else one per distinct cost (the Wood of values 5
 * and 8 is one class; each landmark cost its own unless equal to another's).
 */
const CLASS_NEED: (readonly number[])[] = [[0, 0, 0]];
const SITE_CLASS: readonly number[] = SITE_NEED.map((need) => {
  if (need[0]! + need[1]! + need[2]! === 0) return 0;
  let c = CLASS_NEED.findIndex((x) => x[0] === need[0] && x[1] === need[1] && x[2] === need[2]);
  if (c < 0) (c = CLASS_NEED.length), CLASS_NEED.push(need);
  return c;
});

/** Building values by slot, ascending (a district's sites are scanned in slot order). */
const SLOT_VALUE: readonly number[] = SITE_VALUE.slice(0, SLOTS);

/**
 * The listing in progress (one at a time: listing is synchronous): the seat's francs, its via
 * tiles, and per cost class the francs its purchases need (-1 until asked; NO_PAY = impossible).
 * A move is payable when that is within the francs left after the move's franc cost.
 */
let curPlayer: PlayerState | null = null;
let curSupply: readonly number[] = [];
const classFrancs: number[] = CLASS_NEED.map(() => -1);

function purchaseFrancs(site: number): number {
  const c = SITE_CLASS[site]!;
  if (c === 0) return 0;
  let f = classFrancs[c]!;
  if (f < 0) classFrancs[c] = f = payCost(curPlayer!, CLASS_NEED[c]!, curSupply);
  return f;
}

/** The seat's move actions that are legal and affordable now. */
export function moveActions(s: ParisState, seat: number): ParisAction[] {
  const out: ParisAction[] = [];
  moveActionsInto(s, seat, out);
  return out;
}

/** The origins of one listing (from, district, value stood on), in listing order; one listing at a time. */
const ORIGIN_FROM = new Int32Array(DISTRICT_COUNT * 2 + SITES);
const ORIGIN_DISTRICT = new Int32Array(DISTRICT_COUNT * 2 + SITES);
const ORIGIN_ABOVE = new Int32Array(DISTRICT_COUNT * 2 + SITES);

/** Lowest landmark value: below it no landmark can be afforded from `above`. */
const MIN_LANDMARK = Math.min(...LANDMARKS.map((l) => l.value));

/**
 * Appends the seat's legal, affordable moves to `out`: from the Arc (by district), then the banks,
 * then the sites with its keys; from each, the district's buildings by value, then its landmarks
 * (built there, or new ones from the supply) by index.
 */
export function moveActionsInto(s: ParisState, seat: number, out: ParisAction[]): void {
  const p = s.ps[seat]!;
  const francs = p.francs;
  const keys = s.keys;
  const n = s.players;
  let origins = 0;
  if ((s.arc >> seat) & 1) {
    for (let d = 0; d < DISTRICT_COUNT; d++) (ORIGIN_FROM[origins] = ARC), (ORIGIN_DISTRICT[origins] = d), (ORIGIN_ABOVE[origins++] = 0);
  }
  const banks = s.bank[seat]!;
  if (banks !== 0) {
    for (let d = 0; d < DISTRICT_COUNT; d++) if ((banks >> d) & 1) (ORIGIN_FROM[origins] = BANK_BASE + d), (ORIGIN_DISTRICT[origins] = d), (ORIGIN_ABOVE[origins++] = 0);
  }
  for (let site = 0, i = seat; site < SITES; site++, i += n) {
    if (keys[i] !== 0) (ORIGIN_FROM[origins] = site), (ORIGIN_DISTRICT[origins] = siteDistrict(s, site)), (ORIGIN_ABOVE[origins++] = SITE_VALUE[site]!);
  }
  if (origins === 0 || francs <= 0) return;
  curPlayer = p;
  curSupply = s.supply;
  for (let c = 1; c < classFrancs.length; c++) classFrancs[c] = -1;
  // Via tiles held: bit 0 = a stack-own tile, bit 1 = a share-opponent tile.
  let viaMask = 0;
  if (p.bonus !== 0 || p.endTiles !== 0) {
    for (let i = 0; i < VIA_TILES.length; i++) {
      const v = VIA_TILES[i]!;
      const held = v.bonus > 0 ? (p.bonus >> v.bonus) & 1 : (p.endTiles >> v.end) & 1;
      if (held !== 0) viaMask |= v.kind === 'stackOwn' ? 1 : 2;
    }
  }
  const space = s.space;
  const landmarkAt = s.landmarkAt;
  for (let o = 0; o < origins; o++) {
    const from = ORIGIN_FROM[o]!, d = ORIGIN_DISTRICT[o]!, above = ORIGIN_ABOVE[o]!;
    const budget = francs + above; // the most valuable target the francs reach
    for (let k = 0, site = d * SLOTS; k < SLOTS; k++, site++) {
      const v = SLOT_VALUE[k]!;
      if (v > budget) break;
      if (v <= above || space[site]! < 0) continue;
      let all = 0;
      for (let i = site * n, end = i + n; i < end; i++) all += keys[i]!;
      if (all === 0) {
        if (purchaseFrancs(site) <= budget - v) out.push(plainMoveAction(from, site));
      } else if (viaMask !== 0) viaMoves(s, seat, viaMask, from, site, d, budget - v, out);
    }
    if (budget < MIN_LANDMARK) continue;
    for (let l = 0; l < LANDMARK_COUNT; l++) {
      const site = BUILDING_SITES + l;
      const v = SITE_VALUE[site]!;
      if (v <= above || v > budget) continue;
      const at = landmarkAt[l]!;
      if (at === d) {
        let all = 0;
        for (let i = site * n, end = i + n; i < end; i++) all += keys[i]!;
        if (all === 0) {
          if (purchaseFrancs(site) <= budget - v) out.push(moveAction(from, site, false, d, null));
        } else if (viaMask !== 0) viaMoves(s, seat, viaMask, from, site, d, budget - v, out);
      } else if (at < 0 && v > s.landmarkTop[d]! && purchaseFrancs(site) <= budget - v) out.push(moveAction(from, site, true, d, null));
    }
  }
  curPlayer = null;
}

/** True when the seat has at least one legal, affordable move. */
export function hasMove(s: ParisState, seat: number): boolean {
  return moveActions(s, seat).length > 0;
}

/**
 * Moves onto an occupied site (`left` = francs after its franc cost): a site with your own key
 * needs a stack-own tile, one with only opponents' keys a share tile; one move per such tile held.
 */
function viaMoves(s: ParisState, seat: number, viaMask: number, from: number, to: number, d: number, left: number, out: ParisAction[]): void {
  const mine = s.keys[to * s.players + seat]! > 0;
  if ((viaMask & (mine ? 1 : 2)) === 0 || purchaseFrancs(to) > left) return;
  const kind = mine ? 'stackOwn' : 'shareOpponent';
  const p = s.ps[seat]!;
  for (const v of VIA_TILES) {
    if (v.kind !== kind) continue;
    const held = v.bonus > 0 ? (p.bonus >> v.bonus) & 1 : (p.endTiles >> v.end) & 1;
    if (held !== 0) out.push(moveAction(from, to, false, d, v.via));
  }
}
