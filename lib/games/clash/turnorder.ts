/**
 * Rounds and Turns (rules file §4.1, §7): seat order from the First Player, the start and end of
 * a Turn (flags reset, Trade Routes income), the variable end, and the hand-over to the Status
 * Phase after the third Turn of every player.
 */
import type { ClashState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as routesMod from './routes';
import { startStatus } from './status';
import * as roundsMod from './rounds';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { ACTIONS_PER_TURN, FOOD, ROUNDS, TRADE_ROUTES_MAX, TURNS_PER_ROUND, VARIABLE_END_SPACES } = tablesRulesMod;
const { emit, gain, has, own, player, rollDie } = stateMod;
const { push, pushPick } = stackMod;
const { tradeRoutes } = routesMod;
const { seatAt } = roundsMod;

export { seatAt, lastRound, wonderfulEndSpace } from './rounds';


/** Starts the Turn of the player at `d.pos` (or ends the game on a variable-end roll). */
export function beginTurn(d: Draft): void {
  if (d.pos === 0 && d.rules.length === 'roll') {
    const space = VARIABLE_END_SPACES.find(([r, t]) => r === d.round && t === d.turn);
    if (space) {
      const roll = rollDie(d);
      const ends = roll >= space[2];
      emit(d, 'clash.event.endRoll', d.first, { roll, need: space[2], ends });
      if (ends) {
        d.phase = 'over';
        d.stack = [];
        return;
      }
    }
  }
  const seat = seatAt(d, d.pos);
  // Per-Turn unit flags and city activations start afresh.
  for (let i = 0; i < d.units.length; i++) if (d.units[i]!.f !== 0) d.units[i] = own({ ...d.units[i]!, f: 0 });
  for (let i = 0; i < d.cities.length; i++) if (d.cities[i]!.act !== 0) d.cities[i] = own({ ...d.cities[i]!, act: 0 });
  const p = player(d, seat);
  const left = Math.max(0, ACTIONS_PER_TURN - p.lose);
  p.lose = 0;
  d.t = own({ seat, once: 0, left, taken: 0, collects: 0, drafts: 0, battles: [], wins: [], proposals: 0, truce: NONE, window: null, elFromStart: false });
  d.phase = 'play';
  push(d, { k: 'turn', seat });
  emit(d, 'clash.event.turn', seat, { round: d.round, turn: d.turn, actions: left });
  // Trade Routes (start of Turn): 1 Food per route, at most 4; Currency may take Gold instead.
  if (has(p, ADV.tradeRoutes)) {
    const n = Math.min(TRADE_ROUTES_MAX, tradeRoutes(d, seat));
    if (n > 0) {
      if (has(p, ADV.currency)) pushPick(d, seat, 'currency', Array.from({ length: n + 1 }, (_, i) => i), [n]);
      else {
        gain(d, seat, FOOD, n);
        emit(d, 'clash.event.tradeRoutes', seat, { food: n, gold: 0 });
      }
    }
  }
}

/** Ends the current Turn and starts the next one, or the Status Phase, or the end. */
export function endTurn(d: Draft): void {
  const seat = d.t.seat;
  const p = d.ps[seat]!;
  if (p.truce !== NONE) player(d, seat).truce = NONE;
  d.pos += 1;
  if (d.pos >= d.players) {
    d.pos = 0;
    d.turn += 1;
    if (d.turn > TURNS_PER_ROUND) {
      d.turn = TURNS_PER_ROUND;
      if (d.endAfterRound === d.round) {
        emit(d, 'clash.event.wonderfulEnd', null, { round: d.round });
        d.phase = 'over';
        d.stack = [];
        return;
      }
      startStatus(d);
      return;
    }
  }
  beginTurn(d);
}
