/**
 * Clash of Cultures's catalog line: what the app shows and validates without loading the engine
 * (lib/games/catalog.ts). The engine takes its options from here.
 */
import type { GameInfo } from '../../core/entry';
import type { OptionSpec } from '../../core/types';

export const CLASH_OPTIONS: readonly OptionSpec[] = [
  {
    kind: 'choice',
    key: 'length',
    label: 'Game length',
    help: 'Standard: 6 Rounds. Four-Round game: 2 Settlers, a Happy city and two free advances per Status Phase. Variable end: up to 7 Rounds, ending on a die roll or on a Wonder built in the last five Turns.',
    choices: [
      { value: 'standard', label: '6 Rounds' },
      { value: 'short', label: '4 Rounds (Four-Round game)' },
      { value: 'roll', label: 'Variable end: roll for end' },
      { value: 'wonder', label: 'Variable end: a Wonderful end' }
    ],
    default: 'standard'
  },
  {
    kind: 'choice',
    key: 'events',
    label: 'Events',
    help: 'No Events: only the symbols of drawn Event cards apply. Optional Events: the drawer chooses whether the main text applies.',
    choices: [
      { value: 'full', label: 'Events' },
      { value: 'symbols', label: 'No Events (symbols only)' },
      { value: 'optional', label: 'Optional Events' }
    ],
    default: 'full'
  }
];

export const CLASH_META: GameInfo = {
  id: 'clash',
  title: 'Clash of Cultures',
  minPlayers: 2,
  maxPlayers: 4,
  version: 4,
  summary: 'Grow a civilization from a settlement: explore, build, research advances and fight.',
  options: CLASH_OPTIONS,
  bots: ['heuristic', 'search']
};
