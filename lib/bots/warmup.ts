/**
 * Warming a bot process up before its first real decision (issue 13 item 6). A JavaScript engine
 * runs code slowly until it has seen it run and compiled it: a fresh process plays its first games
 * several times slower than later ones (`npm run bench`, "cold" columns), and a search bot's first
 * decisions would spend their time budget on that. So when a game with a search bot opens, the bot
 * worker plays a few bot-driven games on throwaway states first: the engine's rules, `view()`, the
 * heuristic that drives the rollouts, and one search decision (the determinizer and the search's
 * own loop). Nothing it computes is kept; it touches no real game and no real generator.
 */
import type { GameEntry } from '../core/entry';
import { Rng, seedRng } from '../core/rng';
import { resolveOptions } from '../core/options';
import { makeBot } from './pick';
import type { BotBudget, BudgetedInput } from './budget';

export interface WarmUpLimits {
  /** Games at most. */
  readonly games: number;
  /** Milliseconds at most, on `now` (checked between decisions); without a clock only `games` limits. */
  readonly ms?: number;
  /** Index of the first throwaway game (default 0), so a warm-up in slices plays new games each time. */
  readonly from?: number;
}

/** Stops a warm-up game that runs away (no real game is near it). */
const MAX_DECISIONS = 5_000;

/** Plays throwaway heuristic games of `players` seats; returns how many decisions it made. */
export function warmUp(entry: GameEntry, players: number, limits: WarmUpLimits, now?: () => number): number {
  const { game } = entry;
  if (players < game.minPlayers || players > game.maxPlayers) return 0;
  const start = now?.() ?? 0;
  const late = (): boolean => limits.ms !== undefined && now !== undefined && now() - start >= limits.ms;
  const heuristic = makeBot(entry, entry.bots.heuristic ? 'heuristic' : 'random', 3);
  const search = entry.bots.search ? makeBot(entry, 'search', 1) : null;
  // The search spends what is left of the warm-up's time, so it never overruns it.
  const searchBudget = (): BotBudget =>
    limits.ms !== undefined && now !== undefined ? { ms: Math.max(1, Math.floor(limits.ms - (now() - start))) } : { iterations: 8 };
  let decisions = 0;
  const from = limits.from ?? 0;
  for (let g = from; g < from + limits.games && !late(); g++) {
    const rng = new Rng(seedRng(`warmup-${g}`));
    let state = game.setup({ players, seed: `warmup-${g}`, options: resolveOptions(game, players, {}) });
    let searched = g > 0 || search === null;
    for (let n = 0; n < MAX_DECISIONS && game.result(state) === null && !late(); n++) {
      const seat = game.pending(state)[0]!;
      const actions = game.actions(state, seat);
      const input: BudgetedInput = { seat, view: game.view(state, seat), actions, rng };
      // One small search (what is left of the time, else a few iterations) in the first game, at
      // its first real choice past the opening (where the search plays rather than defers to its heuristic).
      const asked = !searched && actions.length > 1 && n >= 2 * players ? search : null;
      if (asked) searched = true;
      const action = asked ? asked.choose(withBudget(input, searchBudget(), now)) : heuristic.choose(input);
      state = game.apply(state, seat, action);
      decisions++;
    }
  }
  return decisions;
}

function withBudget(input: BudgetedInput, budget: BotBudget, now: (() => number) | undefined): BudgetedInput {
  return { ...input, budget, now };
}
