/**
 * The shared property suite (tests/kit/property-suite.ts) on Paris: every player count, the four
 * option sets, random and heuristic players; contract, plain JSON, purity, every listed action,
 * replay hashes, forced decisions played by the flow, views and describe texts, and the screens:
 * nothing behind a screen shows in another seat's view, and the face-down stacks, the tiles
 * removed unseen and the End Game stack show in no view.
 * PROPERTY_GAMES = games per player count (CI: 2,000), split over option sets and bots.
 */
import { propertySuite } from '../../../tests/kit/property-suite';
import { findGame } from '../index';
import { parisSecrets } from './secrets';
import type { OptionValues } from '../../core/types';

const OPTION_SETS: OptionValues[] = [{}, { variantSetup: true }, { ignoreDistricts: true }, { variantSetup: true, ignoreDistricts: true }];
const BOTS = ['random', 'heuristic'];
const PER_COUNT = Number(process.env.PROPERTY_GAMES ?? 16);

propertySuite({
  entry: findGame('paris')!,
  optionSets: OPTION_SETS,
  bots: BOTS,
  games: Math.max(1, Math.ceil(PER_COUNT / (OPTION_SETS.length * BOTS.length))),
  secrets: parisSecrets,
  forcedPlayed: true
});
