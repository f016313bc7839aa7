/**
 * 7 Wonders (first edition, 2–7 players; 2 players with the Free City) on the engine contract.
 * Rules: /work/shared/rules/7wonders.md; decisions: docs/rules-decisions.md § 7 Wonders.
 */
import type { GameModule, OptionValues } from '../../core/types';
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

export const sevenWonders: GameModule<SwState, SwAction, SwView> = {
  id: 'sevenwonders',
  title: '7 Wonders',
  minPlayers: 2,
  maxPlayers: 7,
  version: 1,
  options: [
    {
      kind: 'choice',
      key: 'sides',
      label: 'Wonder sides',
      help: 'Random sides (the Wonder card’s facing), all A (simpler, for first games), all B, or each player chooses.',
      choices: [
        { value: 'random', label: 'Random' },
        { value: 'A', label: 'All A' },
        { value: 'B', label: 'All B' },
        { value: 'choose', label: 'Each player chooses' }
      ],
      default: 'random'
    },
    {
      kind: 'choice',
      key: 'wonders',
      label: 'Wonders',
      help: 'Dealt at random, or chosen by the players one after another in seat order.',
      choices: [
        { value: 'random', label: 'Dealt at random' },
        { value: 'choose', label: 'Chosen in seat order' }
      ],
      default: 'random'
    }
  ],
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
  ruleSeats: (players: number, _options: OptionValues) => (players === 2 ? ['Free City'] : [])
};
