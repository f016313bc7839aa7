/** Caylus's log lines from key and params read as the engine's English text (issue 11 item 6). */
import { caylus } from '$engine/games/caylus';
import { logLinesSuite } from '../../../../tests/kit/log-lines';

logLinesSuite({
  game: caylus,
  loadText: () => import('./text'),
  setups: [
    { players: 2 },
    { players: 3, options: { simplifiedFavours: true, churchPP: '3', tailor: 'tile' } },
    { players: 4 },
    { players: 5 }
  ],
  games: 12
});
