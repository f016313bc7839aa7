/**
 * Paris (Wolfgang Kramer & Michael Kiesling, Game Brewer 2020) as a GameModule. Rules:
 * /work/shared/rules/paris.md, designed component data: paris-designed-data.md; decisions on
 * the gaps: docs/rules-decisions.md § Paris.
 */
import type { GameModule } from '../../core/types';
import { PARIS_OPTIONS } from './meta';
import { RuleError } from '../../core/errors';
import { findListed } from '../../core/actions';
import { advance, applyAndAdvance, flowActions, flowPending } from '../../core/flow';
import type { ParisAction, ParisState } from './types';
import { setup as rawSetup } from './setup';
import { draftOf } from './state';
import { view, type ParisView } from './view';
import { describe } from './describe';
import { result } from './scoring';
import { MAX_PLAYERS, MIN_PLAYERS } from './tables/players';
import { CACHE, FLOW } from './flow';

export { PARIS_OPTIONS } from './meta';

export const PARIS_CODES = {
  gameOver: 'paris/game-over',
  notYourTurn: 'paris/not-your-turn',
  illegalAction: 'paris/illegal-action'
} as const;

export function setup(input: Parameters<typeof rawSetup>[0]): ParisState {
  const d = rawSetup(input);
  advance(d, FLOW, CACHE);
  d.events = [];
  return d;
}

/** The legal actions of a seat (empty when it is not asked), through the kit's cache. */
export function actions(s: ParisState, seat: number): readonly ParisAction[] {
  return CACHE.get(s, seat) ?? flowActions(FLOW, s, seat);
}

export function applyAction(s: ParisState, seat: number, action: ParisAction): ParisState {
  if (s.over || s.prompt === null) throw new RuleError(PARIS_CODES.gameOver, 'The game is over.');
  const p = s.prompt;
  if (p.seat !== seat) {
    throw new RuleError(PARIS_CODES.notYourTurn, `Player ${seat + 1} is not to act now (waiting for Player ${p.seat + 1}).`, { seat, waiting: p.seat });
  }
  const legal = findListed(actions(s, seat), action);
  if (legal === null) {
    const type = typeof (action as { type?: unknown } | null)?.type === 'string' ? (action as { type: string }).type : '?';
    throw new RuleError(PARIS_CODES.illegalAction, `"${type}" is not a legal action now (${p.kind} decision of Player ${seat + 1}).`, { seat, prompt: p.kind, type });
  }
  const d = draftOf(s);
  applyAndAdvance(FLOW, d, seat, legal, CACHE);
  return d;
}

export const paris: GameModule<ParisState, ParisAction, ParisView> = {
  id: 'paris',
  title: 'Paris',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  version: 4, // equal to meta.ts (tests/unit/catalog.test.ts checks it)
  options: PARIS_OPTIONS,
  setup,
  pending: (s) => flowPending(FLOW, s),
  actions,
  apply: applyAction,
  view,
  result,
  describe,
  reveals
};

/**
 * True when the action draws a face-down building or takes from the End Game stack, itself or
 * through the forced decisions it leads to (an end of turn can draw the next player's only stack).
 */
export function reveals(s: ParisState, seat: number, a: ParisAction): boolean {
  if (a.type === 'draw' || a.type === 'takeEnd') return true;
  try {
    return applyAction(s, seat, a).events.some((e) => e.key === 'paris.event.drawn' || e.key === 'paris.event.endTaken');
  } catch {
    return false;
  }
}

export type { ParisState, ParisAction } from './types';
export type { ParisView } from './view';
export type { BuildingView, DistrictView, FlowView, LandmarkView, PlayerView, PromptView, ScreenView, TrackView } from './view';
export type { GameEvent, Payment, PrestigeUse, Via } from './types';
export { ARC, BANK_BASE, BUILDING_SITES, BUILDING_TYPES, ITEMS, PRESTIGE, RESOURCES, SLOT_VALUES, TRACK_END, VP_SOURCES } from './types';
// Data tables for the table's tooltips (facts only; the rules stay in the engine).
export { BONUS_TILES, type BonusTile } from './tables/bonus';
export { END_TILE_DATA, type EndTileData } from './tables/endtiles';
export { LANDMARKS, type Landmark } from './tables/landmarks';
export { DISTRICT_DATA } from './tables/districts';
export { VP_TILES } from './tables/vptiles';
export { BUY_PRICE, SELL_PRICE } from './tables/prices';
export type { TileEffect } from './tables/effects';
/** The score sheet's English labels of the VP sources (`result()`'s breakdown). */
export { VP_SOURCE_LABELS } from './scoring';
