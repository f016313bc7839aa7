/**
 * Belfort (Jay Cormier & Sen-Foong Lim, Tasty Minstrel Games) as a GameModule. Rules:
 * /work/shared/rules/belfort.md; designed values: belfort-designed-data.md; decisions on the
 * gaps: docs/rules-decisions.md § Belfort.
 */
import type { GameModule } from '../../core/types';
import { BELFORT_META } from './meta';
import { CORE_CODES, RuleError } from '../../core/errors';
import { findListed } from '../../core/actions';
import { applyAndAdvance, flowActions, flowPending } from '../../core/flow';
import type { BelfortAction, BelfortState } from './types';
import { MAX_PLAYERS, MIN_PLAYERS, setup as rawSetup } from './setup';
import { BELFORT_OPTIONS } from './options';
import { draftOf } from './state';
import { CACHE, FLOW, advance } from './flow';
import { view, type BelfortView } from './view';
import { describeAction } from './describe';
import { result } from './scoring';

export const BELFORT_CODES = {
  illegalAction: 'belfort/illegal-action'
} as const;

export function setup(input: Parameters<typeof rawSetup>[0]): BelfortState {
  const d = draftOf(rawSetup(input));
  advance(d);
  return d;
}

export function legalActions(s: BelfortState, seat: number): readonly BelfortAction[] {
  return CACHE.get(s, seat) ?? flowActions(FLOW, s, seat);
}

/** Applies a listed action (the gate hands over the listed object; a direct call is checked here too). */
export function applyAction(s: BelfortState, seat: number, action: BelfortAction): BelfortState {
  if (s.prompt === null) throw new RuleError(CORE_CODES.gameOver, 'The game is over.');
  const seats = flowPending(FLOW, s);
  if (!seats.includes(seat)) {
    throw new RuleError(CORE_CODES.notYourTurn, `Player ${seat + 1} is not to act now (waiting for ${seats.map((x) => `Player ${x + 1}`).join(', ')}).`, { seat });
  }
  const legal = findListed(legalActions(s, seat), action);
  if (legal === null) {
    const type = typeof (action as { type?: unknown } | null)?.type === 'string' ? (action as { type: string }).type : '?';
    throw new RuleError(BELFORT_CODES.illegalAction, `"${type}" is not a legal action now (${s.prompt.kind} decision of Player ${seat + 1}).`, { seat, prompt: s.prompt.kind, type });
  }
  const d = draftOf(s);
  applyAndAdvance(FLOW, d, seat, legal, CACHE);
  return d;
}

/**
 * True when the action (with the automatic steps after it) draws a card, refills the display,
 * reshuffles, or reveals a hidden choice (the setup discards, the Spies' cards): undo never
 * crosses it. Measured on the result, so a forced follow-up's draw counts too.
 */
function reveals(s: BelfortState, seat: number, a: BelfortAction): boolean {
  // Hidden choices, and the last agreed guild (the guilds are then placed at random).
  if (a.type === 'keep' || a.type === 'spyReveal' || a.type === 'pickGuild') return true;
  const next = applyAction(s, seat, a);
  return next.deck.length !== s.deck.length || next.reshuffles !== s.reshuffles;
}

export const belfort: GameModule<BelfortState, BelfortAction, BelfortView> = {
  id: 'belfort',
  title: 'Belfort',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  version: 2,
  options: BELFORT_OPTIONS,
  setup,
  pending: (s) => flowPending(FLOW, s),
  actions: legalActions,
  apply: applyAction,
  view,
  result,
  describe: describeAction,
  reveals,
  ruleSeats: BELFORT_META.ruleSeats
};

export type { BelfortState, BelfortAction } from './types';
export type { BelfortView, BoardView } from './view';
export { BOARD_LAYOUT } from './view';
export { PROPERTY_CARDS, WALL_COST } from './tables/properties';
export { GUILD_TILES } from './tables/guilds';
/** The score sheet's categories and their English labels (`result()`'s breakdown). */
export { SCORE_CATEGORIES, SCORE_LABELS } from './tables/economy';
