/**
 * The one bot request contract: a plain-JSON question that crosses any boundary (a Web Worker's
 * postMessage, the network host's bot turn, the command line) and its runner. The request holds
 * only what the seat may see (its view and legal actions), so a bot cannot cheat by construction.
 *
 * The answer is the index of the chosen action in `request.actions`: the asker applies its own
 * listed object (the gate's identity fast path) and never trusts a copy back.
 */
import { RuleError } from '../core/errors';
import { sameJson } from '../core/actions';
import { Rng, seedRng, type RngState } from '../core/rng';
import type { GameEntry } from '../core/entry';
import type { Action, Seat } from '../core/types';
import { makeBot } from './pick';
import { checkBudget, type BotBudget, type BudgetedInput } from './budget';

/** The bot's generator for this decision: a seed text, or a saved state to continue. */
export type BotRng = { readonly seed: string } | { readonly state: RngState };

export interface BotRequest {
  /** Game id (GameModule.id). */
  readonly game: string;
  readonly seat: Seat;
  /** Bot name: `random`, or one of the game's bots (`heuristic`, …). */
  readonly bot: string;
  readonly level: number;
  /** The seat's view only: a bot never sees the full state. */
  readonly view: unknown;
  readonly actions: readonly Action[];
  readonly rng: BotRng;
  /**
   * How long a searching bot may think (lib/bots/levels.ts gives each play level's): `ms` in
   * play, measured on the clock the runner is given; `iterations` for reproducible answers.
   * Absent: the bot level's default iterations. Bots that do not search ignore it.
   */
  readonly budget?: BotBudget;
}

export interface BotAnswer {
  /** Index of the chosen action in `request.actions`. */
  readonly index: number;
  /** The generator's state after the decision (to continue the same stream, if wanted). */
  readonly rng: RngState;
}

export const BOT_CODES = {
  unknownGame: 'bots/unknown-game',
  noActions: 'bots/no-actions',
  badAnswer: 'bots/bad-answer',
  badRequest: 'bots/bad-request'
} as const;

/** Builds the request for `seat` of a running game (the view and actions come from the engine). */
export function botRequest(
  entry: GameEntry,
  state: unknown,
  seat: Seat,
  who: { readonly bot: string; readonly level: number; readonly budget?: BotBudget },
  rng: BotRng
): BotRequest {
  const { game } = entry;
  const request = { game: game.id, seat, bot: who.bot, level: who.level, view: game.view(state, seat), actions: game.actions(state, seat) as readonly Action[], rng };
  return who.budget ? { ...request, budget: who.budget } : request;
}

function openRng(rng: BotRng): Rng {
  if ('state' in rng) return new Rng(rng.state);
  if ('seed' in rng && typeof rng.seed === 'string') return new Rng(seedRng(rng.seed));
  throw new RuleError(BOT_CODES.badRequest, 'A bot request needs an rng: { seed } or { state }.');
}

/**
 * Runs one request: finds the game among `games`, makes the bot (`random` or the game's own at
 * the level), lets it choose, and answers with the index of its choice. Throws a RuleError with a
 * `bots/…` code for an unknown game or bot, no legal action, a malformed budget, or a bot choosing
 * something unlisted. `now` is the clock a time budget is measured on (the worker passes
 * `performance.now`); without it a searching bot spends its iterations.
 */
export function runBotRequest(games: readonly GameEntry[], request: BotRequest, now?: () => number): BotAnswer {
  const entry = games.find((e) => e.game.id === request.game);
  if (!entry) throw new RuleError(BOT_CODES.unknownGame, `Unknown game "${String(request.game).slice(0, 40)}".`, { game: request.game });
  if (request.actions.length === 0) throw new RuleError(BOT_CODES.noActions, `Seat ${request.seat + 1} has no legal action.`, { seat: request.seat });
  const bot = makeBot(entry, request.bot, request.level);
  const rng = openRng(request.rng);
  const budget = request.budget === undefined ? undefined : checkBudget(request.budget);
  const input: BudgetedInput = { seat: request.seat, view: request.view, actions: request.actions, rng, budget, now };
  const choice = bot.choose(input);
  const index = indexOf(request.actions, choice);
  if (index < 0) throw new RuleError(BOT_CODES.badAnswer, `The ${request.bot} bot chose an action that is not listed.`, { bot: request.bot });
  return { index, rng: rng.state() };
}

/** Where `choice` is in `actions`: by identity, else by canonical JSON; -1 when absent. */
function indexOf(actions: readonly Action[], choice: Action): number {
  const same = actions.indexOf(choice);
  if (same >= 0) return same;
  for (let i = 0; i < actions.length; i++) if (sameJson(actions[i], choice)) return i;
  return -1;
}
