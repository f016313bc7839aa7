/** The fixture game's log lines and labels from key and params (the generic table's prompt uses them). */
import { expect, test } from 'vitest';
import { sealedBid } from '$engine/games/sealedbid';
import { labelString, playerN } from '../../i18n/log';
import { logLinesSuite } from '../../../../tests/kit/log-lines';

logLinesSuite({ game: sealedBid, loadText: () => import('./text'), setups: [{ players: 2 }, { players: 4, options: { short: true } }], games: 3 });

test('a bid is labelled without its seat', async () => {
  await import('./text');
  const s = sealedBid.setup({ players: 2, seed: 'label', options: {} });
  expect(labelString(sealedBid.describe(s, 1, { type: 'bid', amount: 3 }), playerN)).toBe('Bid 3');
});
