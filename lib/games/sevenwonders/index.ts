/**
 * 7 Wonders (first edition, 2–7 players; 2 players with the Free City) on the engine contract.
 * Rules: /work/shared/rules/7wonders.md; decisions: docs/rules-decisions.md § 7 Wonders.
 */
import type { GameModule } from '../../core/types';
import { SEVEN_WONDERS_META } from './meta';
import { applyAction } from './apply';
import { actionReveals, describeAction } from './describe';
import { advance, flowPending } from '../../core/flow';
import { CACHE, FLOW, listActions } from './flow';
import { gameResult } from './scoring';
import { setupState } from './setup';
import type { SwAction, SwState } from './types';
import { viewFor, type SwView } from './view';

export type { DiscardBuildAction, Payment, PlayAction, SideAction, SwAction, SwState, WonderAction } from './types';
export type { BuildStatus, CardRef, CityView, HandCard, RevealView, StageView, SwView } from './view';
export type { CityScore } from './scoring';
export type { BuildShortfall } from './shortfall';
/** Static data for tooltips and the rules reference (the UI reads data, never rules). */
export { CARDS, type CardDef, type CardEffect } from './cards';
export { WONDERS, type StageDef, type StageEffect, type WonderDef } from './wonders';
export { COLOURS, RESOURCES, SYMBOLS, WONDER_IDS, FREE_CITY } from './types';
/** The score sheet's categories and their English labels (what `result()` breaks a score into). */
export { CATEGORIES as SCORE_CATEGORIES } from './scoring';

export const sevenWonders: GameModule<SwState, SwAction, SwView> = {
  id: 'sevenwonders',
  title: '7 Wonders',
  minPlayers: 2,
  maxPlayers: 7,
  version: 1,
  options: SEVEN_WONDERS_META.options,
  setup(input) {
    const d = setupState(input);
    advance(d, FLOW, CACHE); // to the first decision (setup ends at one: nothing runs)
    return d;
  },
  pending: (state) => flowPending(FLOW, state),
  actions: listActions,
  apply: applyAction,
  view: viewFor,
  result: gameResult,
  describe: describeAction,
  reveals: actionReveals,
  ruleSeats: SEVEN_WONDERS_META.ruleSeats
};
