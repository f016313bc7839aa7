/**
 * Elves and Dwarves of one player: Masters, pieces in hand, gaining new ones (§2.3, §8.4, §8.27,
 * §8.36). A player's Masters are not stored: they always equal min(own Gardens/Pubs with a Gnome,
 * Elves/Dwarves owned), which is the invariant of §8.27 — a Gnome in a Gardens flips an Elf at
 * once, and an entitlement without an unflipped Elf flips the next Elf gained (§8.36).
 */
import type { PlayerState } from './types';
import { DWARF, ELF, GARDENS, MASTER_DWARF, MASTER_ELF, PUB } from './types';
import * as economy from './tables/economy';

const { MAX_PER_KIND } = economy;

export function masterElves(p: PlayerState): number {
  return Math.min(p.gnomes[GARDENS]!, p.elves);
}

export function masterDwarves(p: PlayerState): number {
  return Math.min(p.gnomes[PUB]!, p.dwarves);
}

/** Pieces of `kind` owned (whether in hand or out). */
export function owned(p: PlayerState, kind: number): number {
  switch (kind) {
    case ELF:
      return p.elves - masterElves(p);
    case MASTER_ELF:
      return masterElves(p);
    case DWARF:
      return p.dwarves - masterDwarves(p);
    default:
      return masterDwarves(p);
  }
}

/** Pieces of `kind` still in hand in this Placement phase. */
export function inHand(p: PlayerState, kind: number): number {
  return owned(p, kind) - p.placed[kind]!;
}

export function piecesInHand(p: PlayerState): number {
  return inHand(p, ELF) + inHand(p, MASTER_ELF) + inHand(p, DWARF) + inHand(p, MASTER_DWARF);
}

/** Can the player take one more Elf (`elf`) or Dwarf from the worker supply? Each colour has 7 of each. */
export function canGain(p: PlayerState, elf: boolean): boolean {
  return (elf ? p.elves : p.dwarves) < MAX_PER_KIND;
}

/** Takes an Elf or a Dwarf of the player's colour from the worker supply; false when none is left. */
export function gainWorker(p: PlayerState, elf: boolean): boolean {
  if (!canGain(p, elf)) return false;
  if (elf) p.elves += 1;
  else p.dwarves += 1;
  return true;
}

/** Units a piece of `kind` counts for collection: Masters 2 (§4.3.1). */
export function units(kind: number): number {
  return kind === MASTER_ELF || kind === MASTER_DWARF ? 2 : 1;
}

export function isElfKind(kind: number): boolean {
  return kind === ELF || kind === MASTER_ELF;
}
