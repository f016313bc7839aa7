/**
 * The test fixture game's strings (only in a VITE_FIXTURE_GAMES=1 build, see ui.ts): its log
 * line and its action label, in the shared message catalogue under `sealedbid.`.
 */
import { addMessages } from '../../i18n';

export const SEALED_BID_TEXT = {
  'sealedbid.bid': '{who} bids {amount}',
  'sealedbid.bid.label': 'Bid {amount}'
} as const;

addMessages(SEALED_BID_TEXT);
