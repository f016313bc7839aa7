/**
 * The variants of the rules file (§3.2, §7) and the switches for its open readings (G6, G9,
 * G10b), as new-game options, and their translation into the state's `Rules`.
 */
import type { OptionSpec, OptionValues } from '../../core/types';
import type { GuildMode, Rules, TieRule } from './types';

export const BELFORT_OPTIONS: readonly OptionSpec[] = [
  {
    kind: 'choice',
    key: 'guilds',
    label: 'Guilds',
    help: 'Beginner: 3 Resource + 2 Basic guilds. Normal: 1 Resource + 2 Basic + 2 Interactive (2 players: the Wizards\' Guild + 4 Basic or Resource). Advanced: 5 at random from all 12, or 5 the players agree on (the first player enters them before the deal is looked at).',
    choices: [
      { value: 'normal', label: 'Normal' },
      { value: 'beginner', label: 'Beginner' },
      { value: 'random', label: 'Advanced: 5 at random' },
      { value: 'agreed', label: 'Advanced: the 5 agreed guilds' }
    ],
    default: 'normal'
  },
  {
    kind: 'choice',
    key: 'thieves',
    label: "Thieves' Guild",
    help: 'The printed tile steals 2 Gold from one player (designer\'s erratum); the rulebook text says 3.',
    choices: [
      { value: '2', label: '2 Gold (printed tile)' },
      { value: '3', label: '3 Gold (rulebook text)' }
    ],
    default: '2',
    players: [3, 4, 5]
  },
  {
    kind: 'choice',
    key: 'ties',
    label: 'Ties of three or more',
    help: 'Tied players get the next place\'s points. Then the following players drop one place (default) or as many places as there were tied players.',
    choices: [
      { value: 'oneTier', label: 'Following players drop one place' },
      { value: 'byCount', label: 'Following players drop past every tied player' }
    ],
    default: 'oneTier'
  },
  {
    kind: 'choice',
    key: 'npKeep',
    label: 'Neutral Player Keep',
    help: 'A Keep card played for a Neutral Player puts markers on both Keep symbols (the Keep rule) or on one.',
    choices: [
      { value: '2', label: 'Both symbols (2 markers)' },
      { value: '1', label: 'One symbol' }
    ],
    default: '2',
    players: [2]
  }
];

/** The state's rule switches from resolved options. */
export function rulesOf(options: OptionValues): Rules {
  return {
    guildMode: (options.guilds ?? 'normal') as GuildMode,
    thievesGold: options.thieves === '3' ? 3 : 2,
    ties: (options.ties ?? 'oneTier') as TieRule,
    npKeepMarkers: options.npKeep === '1' ? 1 : 2
  };
}
