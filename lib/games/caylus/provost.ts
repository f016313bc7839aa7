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
