/**
 * Prestige handed in at a landmark (paris.md §2.8) and pairs returned with bonus 23/24.
 *
 * A landmark prints up to 3 slots {metal, VP}; own tokens fill slots of their metal, wildcard
 * units (bonus 8, 19, End Game E5) fill any slot. An option is what is consumed (tokens per metal
 * and which wildcard tiles); its VP is the best filling of the slots with them. A wildcard tile
 * is spent whole even if one of its two units stays unused (rules A9), so each listed tile fills
 * at least one slot, and as many as fit.
 */
import type { PlayerState, PrestigeUse } from './types';
import { PRESTIGE_BASE } from './types';
import type { PrestigeSlot } from './tables/landmarks';
import { PRESTIGE_TILES, RESOURCE_TILES, heldTiles, holdsTile, refOrder, type ItemTile } from './items';

export interface PrestigeOption {
  readonly use: PrestigeUse;
  readonly vp: number;
}

/** Best VP for filling `slots` with `tokens` (per metal) and `wild` free units; null when they do not fit. */
export function fillSlots(slots: readonly PrestigeSlot[], tokens: readonly number[], wild: number): number | null {
  // Taken slots as bits (a landmark has at most 3); each unit takes the best free slot it fits,
  // the first of equal ones.
  let taken = 0;
  let vp = 0;
  for (let m = 0; m < 3; m++) {
    for (let k = 0; k < tokens[m]!; k++) {
      let best = -1;
      for (let i = 0; i < slots.length; i++) {
        const sl = slots[i]!;
        if (((taken >> i) & 1) === 0 && sl.metal === m && (best < 0 || sl.vp > slots[best]!.vp)) best = i;
      }
      if (best < 0) return null;
      taken |= 1 << best;
      vp += slots[best]!.vp;
    }
  }
  for (let k = 0; k < wild; k++) {
    let best = -1;
    for (let i = 0; i < slots.length; i++) {
      if (((taken >> i) & 1) === 0 && (best < 0 || slots[i]!.vp > slots[best]!.vp)) best = i;
    }
    if (best < 0) return null;
    taken |= 1 << best;
    vp += slots[best]!.vp;
  }
  return vp;
}

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << xs.length; mask++) {
    const sub: T[] = [];
    for (let i = 0; i < xs.length; i++) if ((mask >> i) & 1) sub.push(xs[i]!);
    out.push(sub);
  }
  return out;
}

const refs = (tiles: readonly ItemTile[]) => tiles.map((t) => t.ref).sort((a, b) => refOrder(a) - refOrder(b));

/** Every way to hand in prestige at a landmark with these slots; the first option hands in nothing. */
export function prestigeOptions(p: PlayerState, slots: readonly PrestigeSlot[]): PrestigeOption[] {
  const out: PrestigeOption[] = [{ use: { tiles: [], tokens: [0, 0, 0] }, vp: 0 }];
  const held = heldTiles(p, PRESTIGE_TILES);
  const own = [p.items[PRESTIGE_BASE]!, p.items[PRESTIGE_BASE + 1]!, p.items[PRESTIGE_BASE + 2]!];
  for (const tiles of subsets(held)) {
    const cap = tiles.reduce((a, t) => a + t.units, 0);
    for (let b = 0; b <= own[0]!; b++) {
      for (let sv = 0; sv <= own[1]!; sv++) {
        for (let g = 0; g <= own[2]!; g++) {
          const tokens = [b, sv, g];
          const used = b + sv + g;
          if (used === 0 && tiles.length === 0) continue;
          if (used > slots.length) continue;
          const room = slots.length - used;
          const wild = cap < room ? cap : room;
          if (wild < tiles.length) continue;
          const vp = fillSlots(slots, tokens, wild);
          if (vp !== null) out.push({ use: { tiles: refs(tiles), tokens }, vp });
        }
      }
    }
  }
  return out;
}

/** True when at least one pair can be returned (same as `pairsOptions(p, prestige).length > 0`, cheaper). */
export function hasPair(p: PlayerState, prestige: boolean): boolean {
  const base = prestige ? PRESTIGE_BASE : 0;
  const units = [p.items[base]!, p.items[base + 1]!, p.items[base + 2]!];
  let wild = 0;
  if (p.bonus !== 0 || p.endTiles !== 0) {
    for (const t of prestige ? PRESTIGE_TILES : RESOURCE_TILES) {
      if (!holdsTile(p, t)) continue;
      if (t.type >= 0) units[t.type]! += 1;
      else wild += t.units;
    }
  }
  if (wild >= 2) return true;
  for (const u of units) if (u >= 2 || (u >= 1 && wild >= 1)) return true;
  return false;
}

export interface PairsOption {
  /** Pairs returned per type (RESOURCES or PRESTIGE order). */
  readonly pairs: readonly number[];
  /** Tokens and tiles consumed (tokens per type). */
  readonly use: PrestigeUse;
}

/**
 * Every way to return one or more pairs of identical tokens (bonus 23: prestige, 24: resources).
 * Tiles count as tokens (rules A10): a one-type tile as its type, a wildcard unit as any type.
 * Own tokens are used before wildcard units (a wildcard is worth at least a token); a listed
 * tile always pays at least one unit.
 */
export function pairsOptions(p: PlayerState, prestige: boolean): PairsOption[] {
  const base = prestige ? PRESTIGE_BASE : 0;
  const own = [p.items[base]!, p.items[base + 1]!, p.items[base + 2]!];
  const held = heldTiles(p, prestige ? PRESTIGE_TILES : RESOURCE_TILES);
  const wildCapAll = held.reduce((a, t) => a + (t.type < 0 ? t.units : 0), 0);
  const maxPairs = [0, 1, 2].map((r) => (own[r]! + held.filter((t) => t.type === r).length + wildCapAll) >> 1);
  const out: PairsOption[] = [];
  const sets = subsets(held);
  for (let k0 = 0; k0 <= maxPairs[0]!; k0++) {
    for (let k1 = 0; k1 <= maxPairs[1]!; k1++) {
      for (let k2 = 0; k2 <= maxPairs[2]!; k2++) {
        if (k0 + k1 + k2 === 0) continue;
        const pairs = [k0, k1, k2];
        for (const tiles of sets) {
          const need = pairs.map((k) => 2 * k);
          let wildTiles = 0, cap = 0, ok = true;
          for (const t of tiles) {
            if (t.type >= 0) {
              if (need[t.type]! <= 0) ok = false;
              need[t.type]! -= 1;
            } else {
              wildTiles++;
              cap += t.units;
            }
          }
          if (!ok) continue;
          const tokens = [0, 0, 0];
          let wildNeed = 0;
          for (let r = 0; r < 3; r++) {
            tokens[r] = need[r]! < own[r]! ? need[r]! : own[r]!;
            wildNeed += need[r]! - tokens[r]!;
          }
          if (wildNeed < wildTiles || wildNeed > cap) continue;
          out.push({ pairs, use: { tiles: refs(tiles), tokens } });
        }
      }
    }
  }
  return out;
}
