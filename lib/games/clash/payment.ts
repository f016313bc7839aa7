/**
 * Paying for something, then doing it: `payThen` puts a `pay` frame on the stack; the flow pays at
 * once when there is exactly one way to pay (a forced decision), else the player chooses; then
 * `runIntent` (intents.ts) does the paid-for thing. Call it last: frames pushed after it would run
 * before the payment.
 */
import type { Intent, Need } from './types';
import type { Draft } from './state';
import * as stateMod from './state';
import * as payMod from './pay';
import * as stackMod from './stack';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { holdings, payVector } = stateMod;
const { payments } = payMod;
const { push } = stackMod;

export function payThen(d: Draft, seat: number, needs: readonly Need[], intent: Intent): void {
  if (payments(needs, holdings(d.ps[seat]!)).length === 0) throw new Error(`payThen: seat ${seat} cannot pay for ${intent.i}`);
  push(d, { k: 'pay', seat, needs: needs.slice(), then: intent });
}
