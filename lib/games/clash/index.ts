/**
 * Clash of Cultures (original 2012 edition, Christian Marcussen, Z-Man Games) as a GameModule.
 * Rules: /work/shared/rules/clash-of-cultures.md; lost content and decisions:
 * docs/rules-decisions.md § Clash of Cultures.
 */
import type { GameModule } from '../../core/types';
import { CLASH_OPTIONS } from './meta';
import { RuleError } from '../../core/errors';
import type { ClashAction, ClashState } from './types';
import * as setupMod from './setup';
import * as flowMod from './flow';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as scoringMod from './scoring';
import type { ClashView } from './view';
import * as viewMod from './view';
import * as describeMod from './describe';
import * as coreFlowMod from '../../core/flow';
import * as coreActionsMod from '../../core/actions';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { MAX_PLAYERS, MIN_PLAYERS, setup } = setupMod;
const { FLOW, pendingSeat } = flowMod;
const { draftOf } = stateMod;
const { top } = stackMod;
const { result } = scoringMod;
const { view } = viewMod;
const { describe } = describeMod;
const { applyAndAdvance, flowActions } = coreFlowMod;
const { ActionCache, findListed } = coreActionsMod;

export { CLASH_OPTIONS } from './meta';

export const CLASH_CODES = {
  gameOver: 'clash/game-over',
  notYourTurn: 'clash/not-your-turn',
  illegalAction: 'clash/illegal-action'
} as const;

/** Legal actions per state and seat (actions() and apply() share it; advance() fills it). */
const CACHE = new ActionCache<ClashState, readonly ClashAction[]>();

export function legalActions(s: ClashState, seat: number): readonly ClashAction[] {
  return CACHE.through(s, seat, () => Object.freeze(flowActions(FLOW, s, seat) as ClashAction[]));
}

export function applyAction(s: ClashState, seat: number, action: ClashAction): ClashState {
  if (s.phase === 'over') throw new RuleError(CLASH_CODES.gameOver, 'The game is over.');
  const waiting = pendingSeat(s);
  if (waiting !== seat) {
    throw new RuleError(CLASH_CODES.notYourTurn, `Player ${seat + 1} is not to act now (waiting for Player ${(waiting ?? 0) + 1}).`, { seat, waiting });
  }
  const legal = findListed(legalActions(s, seat), action);
  if (legal === null) {
    const type = typeof (action as { type?: unknown } | null)?.type === 'string' ? (action as { type: string }).type : '?';
    throw new RuleError(CLASH_CODES.illegalAction, `"${type}" is not a legal action now (${top(s)!.k} decision of Player ${seat + 1}).`, { seat, frame: top(s)!.k, type });
  }
  const d = draftOf(s);
  applyAndAdvance(FLOW, d, seat, legal, CACHE);
  return d;
}

/** True when the action draws a card, reveals a region or a Wonder, or rolls a die. */
export function reveals(s: ClashState, seat: number, action: ClashAction): boolean {
  try {
    return applyAction(s, seat, action).rev !== s.rev;
  } catch {
    return false;
  }
}

export const clash: GameModule<ClashState, ClashAction, ClashView> = {
  id: 'clash',
  title: 'Clash of Cultures',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  version: 4,
  options: CLASH_OPTIONS,
  setup,
  pending: (s) => {
    const seat = pendingSeat(s);
    return seat === null ? [] : [seat];
  },
  actions: legalActions,
  apply: applyAction,
  view,
  result,
  describe,
  reveals
};

export type { ClashState, ClashAction } from './types';
export type { ClashView } from './view';
export type { HexView, PlayerView, PromptView } from './view';
export type { Battle, Frame, PickFrame, Question, TradeItem } from './types';
export { BARBARIAN, NONE, ANGRY, NEUTRAL, HAPPY, MOOD_NAMES } from './types';
export { ADVANCES, CATEGORIES, CATEGORY_NAMES, GOVERNMENTS } from './tables/advances';
export { WONDERS } from './tables/wonders';
export { EVENTS, SYMBOL_NAMES, EVENT_SYMBOLS } from './tables/events';
export { ACTION_CARDS, CIVIL, TACTICS_DEFS } from './tables/actioncards';
export { OBJECTIVES, OBJECTIVE_CARDS } from './tables/objectives';
export { RESOURCE_NAMES, PIECE_NAMES, UNIT_KINDS, ROUNDS, SETTLER, ARMY, SHIP } from './tables/rules';
export { TERRAIN_NAMES, UNKNOWN, FERTILE, MOUNTAIN, FOREST, SEA, BARREN } from './board';
/** The score sheet's categories and their English labels, index for index (`result()`'s breakdown). */
export { CATEGORY_KEYS as SCORE_CATEGORIES, LABELS as SCORE_LABELS } from './scoring';
