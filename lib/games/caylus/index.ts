/**
 * Caylus (first edition, William Attia, Ystari) as a GameModule. Rules:
 * /work/shared/rules/caylus.md; decisions on its gaps: docs/rules-decisions.md § Caylus.
 */
import type { GameModule, OptionSpec } from '../../core/types';
import { RuleError } from '../../core/errors';
import type { CaylusAction, CaylusState } from './types';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import { advance, applyDecision, settledActions } from './phases';
import { draftOf } from './state';
import { view, type CaylusView } from './view';
import { describe } from './describe';
import { result } from './scoring';
import { sameAction } from './same';

export const CAYLUS_OPTIONS: readonly OptionSpec[] = [
  {
    kind: 'flag',
    key: 'simplifiedFavours',
    label: 'Simplified royal favours',
    help: 'Beginner variant: no favour table; every royal favour is worth 3 prestige points.',
    default: false
  },
  {
    kind: 'choice',
    key: 'churchPP',
    label: 'Church prestige',
    help: 'The rulebook gives 4 PP for building the Church; the printed tile shows 3.',
    choices: [
      { value: '4', label: '4 PP (rulebook)' },
      { value: '3', label: '3 PP (printed tile)' }
    ],
    default: '4'
  },
  {
    kind: 'choice',
    key: 'tailor',
    label: 'Tailor exchange',
    help: 'The rulebook trades 1 cloth for 2 PP; the printed tile trades 2 cloth for 4 PP. Both offer 3 cloth for 6 PP.',
    choices: [
      { value: 'rulebook', label: '1 cloth → 2 PP (rulebook)' },
      { value: 'tile', label: '2 cloth → 4 PP (printed tile)' }
    ],
    default: 'rulebook'
  }
];

export const CAYLUS_CODES = {
  gameOver: 'caylus/game-over',
  notYourTurn: 'caylus/not-your-turn',
  illegalAction: 'caylus/illegal-action'
} as const;

export function legalActions(s: CaylusState, seat: number): readonly CaylusAction[] {
  if (s.prompt === null || s.prompt.seat !== seat) return [];
  return settledActions(s);
}

export function applyAction(s: CaylusState, seat: number, action: CaylusAction): CaylusState {
  if (s.phase === 'over' || s.prompt === null) throw new RuleError(CAYLUS_CODES.gameOver, 'The game is over.');
  const p = s.prompt;
  if (p.seat !== seat) {
    throw new RuleError(CAYLUS_CODES.notYourTurn, `Player ${seat + 1} is not to act now (waiting for Player ${p.seat + 1}).`, { seat, waiting: p.seat });
  }
  const listed = settledActions(s);
  // The action object itself when it came from `actions()` (bots, the UI), else an equal one.
  const legal = listed.includes(action) ? action : listed.find((a) => sameAction(a, action));
  if (legal === undefined) {
    const type = typeof (action as { type?: unknown } | null)?.type === 'string' ? (action as { type: string }).type : '?';
    throw new RuleError(CAYLUS_CODES.illegalAction, `"${type}" is not a legal action now (${p.kind} decision of Player ${seat + 1}).`, { seat, prompt: p.kind, type });
  }
  const d = draftOf(s);
  applyDecision(d, p, legal);
  advance(d);
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
  pending: (s) => (s.prompt === null ? [] : [s.prompt.seat]),
  actions: legalActions,
  apply: applyAction,
  view,
  result,
  describe,
  // All randomness is spent at setup (neutral tiles, turn order); play reveals nothing (§12).
  reveals: () => false
};

export type { CaylusState, CaylusAction } from './types';
export type { CaylusView } from './view';
export { BUILDINGS } from './tables/buildings';
export { CASTLE } from './tables/castle';
export { FAVOUR_TABLE } from './tables/favours';
