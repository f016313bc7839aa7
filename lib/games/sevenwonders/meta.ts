/**
 * 7 Wonders' catalog line: what the app shows and validates without loading the engine
 * (lib/games/catalog.ts). The engine takes its options and rule seats from here.
 */
import type { GameInfo } from '../../core/entry';
import type { OptionValues } from '../../core/types';

export const SEVEN_WONDERS_META: GameInfo = {
  id: 'sevenwonders',
  title: '7 Wonders',
  minPlayers: 2,
  maxPlayers: 7,
  version: 1,
  summary: 'Draft cards over three Ages to build a city and its Wonder.',
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
  ruleSeats: (players: number, _options: OptionValues) => (players === 2 ? ['Free City'] : []),
  bots: ['heuristic', 'search']
};
