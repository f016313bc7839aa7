/**
 * The bonus tile track (paris.md §2.10): taking a tile forward, with bonus 17 (any tile, the
 * meeple stays) and bonus 25 (up to 5 positions back). Never two unused tiles of one number
 * (rules A4: used tiles do not count).
 */
import type { BonusHow, ParisState } from './types';
import { TRACK_END } from './types';
import type { Draft } from './state';
import { emit, playerW, trackCountW } from './state';

export const STEP_BACK_MAX = 5;

function takeable(s: ParisState, seat: number, pos: number): boolean {
  return s.trackCount[pos]! > 0 && ((s.ps[seat]!.bonus >> s.trackNumber[pos]!) & 1) === 0;
}

/** The track positions [rangeFrom, rangeTo) a take looks at, set by `setRange`. */
let rangeFrom = 0;
let rangeTo = 0;

/** Positions the seat may take a tile from, by how it takes it. */
export function bonusTargets(s: ParisState, seat: number, how: BonusHow): number[] {
  const out: number[] = [];
  setRange(s, seat, how);
  for (let pos = rangeFrom, to = rangeTo; pos < to; pos++) if (takeable(s, seat, pos)) out.push(pos);
  return out;
}

/** True when `bonusTargets(s, seat, how)` is not empty (no list made). */
export function hasBonusTarget(s: ParisState, seat: number, how: BonusHow): boolean {
  setRange(s, seat, how);
  for (let pos = rangeFrom, to = rangeTo; pos < to; pos++) if (takeable(s, seat, pos)) return true;
  return false;
}

/** Sets the positions a take of this kind looks at. */
function setRange(s: ParisState, seat: number, how: BonusHow): void {
  const meeple = s.ps[seat]!.meeple;
  if (how === 'any') (rangeFrom = 1), (rangeTo = TRACK_END + 1);
  else if (how === 'back') (rangeFrom = Math.max(1, meeple - STEP_BACK_MAX)), (rangeTo = meeple);
  else (rangeFrom = meeple + 1), (rangeTo = TRACK_END + 1);
}

/** True when at least one forward take exists (cheap check for the hot path). */
export function canTakeForward(s: ParisState, seat: number): boolean {
  for (let pos = s.ps[seat]!.meeple + 1; pos <= TRACK_END; pos++) if (takeable(s, seat, pos)) return true;
  return false;
}

/** Takes the top tile at `pos`; the meeple moves there unless the take is bonus 17's. */
export function takeBonusTile(d: Draft, seat: number, pos: number, how: BonusHow): number {
  const p = playerW(d, seat);
  const n = d.trackNumber[pos]!;
  trackCountW(d)[pos]! -= 1;
  p.bonus |= 1 << n;
  if (how !== 'any') p.meeple = pos;
  emit(d, 'paris.event.bonusTaken', seat, { pos, tile: n, how });
  return n;
}
