/**
 * Where the game stands in its Rounds and Turns (rules file §4.1, §7): seat order from the First
 * Player, the last Round of the chosen length, the last five Turn spaces of the variable end.
 */
import type { ClashState } from './types';
import * as tablesRulesMod from './tables/rules';

const { ROUNDS, VARIABLE_END_SPACES } = tablesRulesMod;

/** Seat at turn-order position `pos` (0 = First Player). */
export function seatAt(s: ClashState, pos: number): number {
  return (s.first + pos) % s.players;
}

export function lastRound(s: ClashState): number {
  return ROUNDS[s.rules.length];
}

/** The current Turn space is one of the last five of the 7-Round track (variable end, §7.4). */
export function wonderfulEndSpace(s: ClashState): boolean {
  return VARIABLE_END_SPACES.some(([r, t]) => r === s.round && t === s.turn);
}
