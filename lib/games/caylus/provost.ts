/**
 * Moving the provost: phase 4 bribes (§4.4) and the Merchants' guild's free move (§4.3 c).
 */
import type { CaylusAction, CaylusState } from './types';
import * as boardTable from './tables/board';
import * as objectsMod from './action-objects';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { PROVOST_MAX, PROVOST_MIN, PROVOST_STEP } = boardTable;
const { moveAction } = objectsMod;

/**
 * Provost moves open to `seat`: 0 (decline) first, then −3..+3 within road spaces 1–28; a paid
 * move costs 1 denier per space and may not exceed the seat's deniers (§11.27).
 */
export function provostMoves(s: CaylusState, seat: number, type: 'provost' | 'guild', paid: boolean): CaylusAction[] {
  const out: CaylusAction[] = [moveAction(type, 0)];
  const money = s.ps[seat]!.money;
  for (let by = -PROVOST_STEP; by <= PROVOST_STEP; by++) {
    if (by === 0) continue;
    const to = s.provost + by;
    if (to < PROVOST_MIN || to > PROVOST_MAX) continue;
    if (paid && Math.abs(by) > money) continue;
    out.push(moveAction(type, by));
  }
  return out;
}

/** Deniers a provost move costs: 1 per space when paid (phase 4), nothing for the guild (§4.3 c, §4.4). */
export function provostMoveCost(by: number, paid: boolean): number {
  if (!paid) return 0;
  return by < 0 ? -by : by;
}

/** A move the provost prompt offers, for the table: how far, to which space, at what price. */
export interface ProvostMove {
  readonly by: number;
  readonly to: number;
  readonly cost: number;
}

/** The moves of `provostMoves` (decline left out) with their destination and price. */
export function provostMoveList(s: CaylusState, seat: number, paid: boolean): ProvostMove[] {
  const out: ProvostMove[] = [];
  for (const a of provostMoves(s, seat, paid ? 'provost' : 'guild', paid)) {
    if ((a.type === 'provost' || a.type === 'guild') && a.by !== 0) out.push({ by: a.by, to: s.provost + a.by, cost: provostMoveCost(a.by, paid) });
  }
  return out;
}
