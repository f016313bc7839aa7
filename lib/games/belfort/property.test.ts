/**
 * The shared property suite (tests/kit/property-suite.ts) on Belfort, with every check of the
 * kit: contract, plain JSON, no input mutation, every listed action through the gate, replay
 * hashes after every action, forced decisions, views, and the hidden-information hook
 * (`belfortSecrets`: each hand, a card chosen for the Spies, the starting discards; the deck
 * order from everyone). Its checks cost ~0.2 s of CPU a game (a hash after every action, every
 * view at one step in eight), so it plays at most 12 games per player count × option set × bot
 * (96 per player count); the 2,000 games per player count of the issue run in
 * property-games.test.ts with the same secrets and a final replay hash.
 */
import { propertySuite } from '../../../tests/kit/property-suite';
import { BELFORT_ENTRY, OPTION_SETS, belfortSecrets } from './testkit';
import type { BelfortState } from './types';

const BOTS = ['random', 'heuristic'];
const TOTAL = Number(process.env.PROPERTY_GAMES ?? 20);

propertySuite<BelfortState>({
  entry: BELFORT_ENTRY,
  optionSets: OPTION_SETS,
  bots: BOTS,
  games: Math.min(12, Math.max(1, Math.ceil(TOTAL / (OPTION_SETS.length * BOTS.length)))),
  secrets: belfortSecrets,
  forcedPlayed: true
});
