/**
 * The strict action gate (issue 10 item 7): the one check every action passes — replay, the app,
 * the network layer, imports. An action is accepted only when it equals, by canonical JSON, one
 * of `game.actions(state, seat)`; the engine's own listed object is what reaches `game.apply`, so
 * nothing the sender added (an unknown field, a 50 MB string) ever enters the state or the game.
 */
import { actionProblem, findListed, illegalAction, unknownFields, unlistedReason } from './actions';
import { CORE_CODES, RuleError } from './errors';
import type { Action, AnyGame, Seat } from './types';

/**
 * Applies `seat`'s action after checking that it is listed for the seat (so the game is running
 * and the seat is to act). Order of the checks: identity with a listed object (no walk), then
 * bounds on size and depth (iterative), then canonical comparison with the listed actions.
 *
 * A well-formed action that is not listed is shown to `game.apply` for the game's own, more
 * precise reason (its stable code, e.g. `sevenwonders/not-affordable`); the gate never lets such
 * an action through, whatever `apply` does with it.
 */
export function applyChecked<S>(game: AnyGame, state: S, seat: Seat, action: Action): S {
  // `actions()` is the one legality source: a seat may act exactly when it has a listed action
  // (the property suite holds every game to `pending`/`result` agreeing with it). Only a refusal
  // asks `result`/`pending` which reason applies, keeping the hot path to one cached lookup.
  const listed = game.actions(state, seat) as readonly Action[];
  if (listed.length === 0) throw refusalWithoutActions(game, state, seat);
  for (let i = 0; i < listed.length; i++) if (listed[i] === action) return game.apply(state, seat, action) as S;
  const problem = actionProblem(action);
  if (problem !== null) throw illegalAction(seat, problem);
  const legal = findListed(listed, action);
  if (legal !== null) return game.apply(state, seat, legal) as S;
  throw diagnose(game, state, seat, action, listed);
}

/** Why a seat with no listed action may not act: the game is over, it is not its turn, or neither. */
function refusalWithoutActions(game: AnyGame, state: unknown, seat: Seat): RuleError {
  if (game.result(state) !== null) return new RuleError(CORE_CODES.gameOver, 'The game is over.');
  if (!game.pending(state).includes(seat)) return new RuleError(CORE_CODES.notYourTurn, `Seat ${seat + 1} is not to act now.`, { seat });
  return illegalAction(seat, 'no action is possible now');
}

/** The game's own rejection of an unlisted action when it gives one, else the gate's reason. */
function diagnose(game: AnyGame, state: unknown, seat: Seat, action: Action, listed: readonly Action[]): RuleError {
  const typeListed = listed.some((l) => l.type === action.type);
  if (typeListed && unknownFields(listed, action).length === 0) {
    try {
      game.apply(state, seat, action);
    } catch (e) {
      if (e instanceof RuleError) return e;
    }
  }
  return illegalAction(seat, unlistedReason(listed, action));
}
