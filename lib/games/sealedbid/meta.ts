/**
 * The fixture game's catalog line (the app lists it only in a VITE_FIXTURE_GAMES=1 build,
 * src/lib/games/registry.ts). The engine takes its options from here.
 */
import type { GameInfo } from '../../core/entry';

export const SEALED_BID_META: GameInfo = {
  id: 'sealedbid',
  title: 'Sealed Bid (test fixture)',
  minPlayers: 2,
  maxPlayers: 4,
  version: 1,
  summary: 'Bid in secret for prize cards; the highest unique bid wins.',
  options: [{ kind: 'flag', key: 'short', label: 'Three rounds', default: false }],
  bots: ['heuristic']
};
