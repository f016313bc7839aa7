/**
 * Belfort's catalog line: what the app shows and validates without loading the engine
 * (lib/games/catalog.ts). The engine takes its rule seats from here; its options are in options.ts.
 */
import type { GameInfo } from '../../core/entry';
import type { OptionValues } from '../../core/types';
import { BELFORT_OPTIONS } from './options';

export const BELFORT_META: GameInfo = {
  id: 'belfort',
  title: 'Belfort',
  minPlayers: 2,
  maxPlayers: 5,
  version: 2,
  summary: 'Elves, dwarves and gnomes gather resources to build a city and win its districts.',
  options: BELFORT_OPTIONS,
  ruleSeats: (players: number, _options: OptionValues) => (players === 2 ? ['Neutral 3', 'Neutral 4'] : []),
  bots: ['heuristic', 'search']
};
