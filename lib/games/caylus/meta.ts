/**
 * Caylus's catalog line: what the app shows and validates without loading the engine
 * (lib/games/catalog.ts). The engine takes its options from here.
 */
import type { GameInfo } from '../../core/entry';
import type { OptionSpec } from '../../core/types';

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

export const CAYLUS_META: GameInfo = {
  id: 'caylus',
  title: 'Caylus',
  minPlayers: 2,
  maxPlayers: 5,
  version: 1,
  summary: 'Place workers along the road, build it and raise the King\'s castle.',
  options: CAYLUS_OPTIONS,
  bots: ['heuristic', 'search']
};
