/** The bot decision itself, shared by the worker and by in-process runners (unit tests). */
import { findGame } from '../games/registry';
import { makeBot } from '$engine/bots';
import { Rng, seedRng } from '$engine/core/rng';
import { RuleError } from '$engine/core/errors';
import type { Action } from '$engine/core/types';
import type { BotRequest, BotRunner } from './protocol';

export function chooseAction(req: BotRequest): Action {
  const entry = findGame(req.gameId);
  if (!entry) throw new RuleError('bots/unknown-game', `Unknown game "${req.gameId}".`);
  if (req.actions.length === 0) throw new RuleError('bots/no-actions', `Seat ${req.seat + 1} has no legal action.`);
  const bot = makeBot(entry, req.botName, req.level);
  return bot.choose({ seat: req.seat, view: req.view, actions: req.actions, rng: new Rng(seedRng(req.seed)) });
}

/** Bots on the calling thread: for unit tests and environments without workers. */
export const inlineRunner: BotRunner = {
  choose: (request) => Promise.resolve().then(() => chooseAction(request))
};
