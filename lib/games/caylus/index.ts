/**
 * Caylus (first edition, William Attia, Ystari) as a GameModule. Rules:
 * /work/shared/rules/caylus.md; decisions on its gaps: docs/rules-decisions.md § Caylus.
 */
import type { GameModule } from '../../core/types';
import { CAYLUS_OPTIONS } from './meta';
import { applyAndAdvance, flowCachedActions, flowPending, listedAction } from '../../core/flow';
import type { CaylusAction, CaylusState } from './types';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import { CACHE, FLOW } from './phases';
import { draftOf } from './state';
import { view, type CaylusView } from './view';
import { describe } from './describe';
import { result } from './scoring';

export { CAYLUS_OPTIONS } from './meta';

/** Every legal action of `seat` now (the settled decision's, listed once; empty when not to act). */
export const legalActions: (s: CaylusState, seat: number) => readonly CaylusAction[] = flowCachedActions(FLOW, CACHE);

/**
 * Applies a listed action (refusals on the kit's conventions: `core/game-over`,
 * `core/not-your-turn`, `core/illegal-action` with the reason) and runs the flow to the next decision.
 */
export function applyAction(s: CaylusState, seat: number, action: CaylusAction): CaylusState {
  const legal = listedAction(FLOW, s, seat, legalActions(s, seat), action);
  const d = draftOf(s);
  applyAndAdvance(FLOW, d, seat, legal, CACHE);
  return d;
}

export const caylus: GameModule<CaylusState, CaylusAction, CaylusView> = {
  id: 'caylus',
  title: 'Caylus',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  version: 1,
  options: CAYLUS_OPTIONS,
  setup,
  pending: (s) => flowPending(FLOW, s),
  actions: legalActions,
  apply: applyAction,
  view,
  result,
  describe,
  // All randomness is spent at setup (neutral tiles, turn order); play reveals nothing (§12).
  reveals: () => false
};

// The public entry: the app imports Caylus only from here (the import rule of eslint.config.js).
export type { BuildingId, CaylusAction, CaylusState, Category, GameEvent, Resource, Row, Section, Special, Spot } from './types';
export { PP_SOURCES, RESOURCES } from './types';
/** The score sheet's English labels of the PP sources (`result()`'s breakdown). */
export { PP_SOURCE_LABELS } from './scoring';
export type { CaylusView, PlayerView, PromptView, StockEntry } from './view';
export { BUILDINGS, TAILOR_LINES, type Exchange } from './tables/buildings';
export { CASTLE_SPACES, INN_COST, JOUST_CLOTH, JOUST_MONEY, LAWYER_CLOTH, LAWYER_MONEY, LAWYER_PP, VISIT_PP } from './tables/board';
export { CASTLE } from './tables/castle';
export { COLUMNS, FAVOUR_TABLE } from './tables/favours';
