/**
 * Gnomes (§2.5, §4.4.6, §8.3): free locks on a player's built Properties, putting a Gnome in one
 * (hired, from the Tower or from the Recruiters' Guild) and what it does at once.
 */
import type { BelfortAction, BelfortState, LockReason, PlayerState } from './types';
import { GARDENS, GATEHOUSE, PROPERTIES, PUB } from './types';
import * as propertiesTable from './tables/properties';
import type { Draft } from './state';
import { emit, own, pushTaskFirst } from './state';
import { twinTargets } from './city';
import { masterDwarves, masterElves } from './workers';
import { LOCK } from './action-objects';

const { PROPERTY_CARDS } = propertiesTable;
const LOCKS: readonly number[] = PROPERTIES.map((p) => PROPERTY_CARDS[p].locks);

export function freeLocks(p: PlayerState, t: number): number {
  return p.built[t]! * LOCKS[t]! - p.gnomes[t]!;
}

/** Card types with a free Gnome lock. */
export function lockTypes(p: PlayerState): number[] {
  const out: number[] = [];
  for (let t = 0; t < LOCKS.length; t++) if (freeLocks(p, t) > 0) out.push(t);
  return out;
}

/** Can `seat` gain a Gnome now (supply and a free lock)? */
export function canPlaceGnome(s: BelfortState, seat: number): boolean {
  return s.gnomes > 0 && lockTypes(s.ps[seat]!).length > 0;
}

export function lockActions(s: BelfortState, seat: number): BelfortAction[] {
  return lockTypes(s.ps[seat]!).map((t) => LOCK[t]!);
}

/** Where a Gnome comes from: the Tower's space, the Recruiters' Guild, or hired in the Actions turn. */
export type GnomeSource = LockReason | 'hired';
const GNOME_SOURCE_TEXT: Readonly<Record<GnomeSource, string>> = { tower: 'from the Tower', recruiters: "Recruiters' Guild", hired: 'hired for 3 Gold' };

/**
 * Takes a Gnome from the supply into a free lock of `seat`'s card type `t` (§4.4.6): a Pub or
 * Gardens flips a Dwarf/Elf to Master at once (derived, §8.36); a Gatehouse Gnome asks for the
 * half where the second marker goes (one-time, §8.35); other abilities are usable at once
 * (Tower/Inn spaces from the next Placement).
 */
export function placeGnome(d: Draft, seat: number, t: number, how: GnomeSource): void {
  const p = own(d, seat);
  const before = t === PUB ? masterDwarves(p) : t === GARDENS ? masterElves(p) : 0;
  p.gnomes[t]! += 1;
  d.gnomes -= 1;
  const name = PROPERTY_CARDS[PROPERTIES[t]!].name;
  emit(d, 'gnome', seat, { card: PROPERTIES[t]!, how }, `Player ${seat + 1} puts a Gnome in their ${name} (${GNOME_SOURCE_TEXT[how]})`);
  if (t === PUB && masterDwarves(p) > before) emit(d, 'master', seat, { worker: 'dwarf' }, `Player ${seat + 1}'s Dwarf becomes a Master Dwarf`);
  if (t === GARDENS && masterElves(p) > before) emit(d, 'master', seat, { worker: 'elf' }, `Player ${seat + 1}'s Elf becomes a Master Elf`);
  if (t === GATEHOUSE) {
    if (twinTargets(d.marker, seat).length > 0) pushTaskFirst(d, { k: 'twin', seat });
    else emit(d, 'noTwin', seat, {}, `Player ${seat + 1} has no Gatehouse with a free second half: the Gatehouse Gnome places no marker`);
  }
}
