/**
 * Paris's catalog line: what the app shows and validates without loading the engine
 * (lib/games/catalog.ts). The engine takes its options from here.
 */
import type { GameInfo } from '../../core/entry';
import type { OptionSpec } from '../../core/types';

export const PARIS_OPTIONS: readonly OptionSpec[] = [
  {
    kind: 'flag',
    key: 'variantSetup',
    label: 'Variant setup',
    help: 'Resource Gold beside every value-8 space, the other 30 tokens at random; bonus tiles shuffled within zones A, B and C.',
    default: false
  },
  {
    kind: 'flag',
    key: 'ignoreDistricts',
    label: 'Ignore district names',
    help: 'All 36 buildings are used; a drawn building goes on any free space of its value in a district without a building of its type.',
    default: false
  }
];

export const PARIS_META: GameInfo = {
  id: 'paris',
  title: 'Paris',
  minPlayers: 2,
  maxPlayers: 4,
  version: 4, // 2: bonus tiles 1, 5, 12, 22, 28 changed after self-play (docs/rules-decisions.md Paris row 8); 3: tile 22 is 1 franc + 3 VP (row 8b); 4: tile 13 costs 4 francs (row 8d)
  summary: 'Claim buildings with your keys and raise landmarks around the Arc de Triomphe.',
  options: PARIS_OPTIONS,
  bots: ['heuristic', 'search']
};
