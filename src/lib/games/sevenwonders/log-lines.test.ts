/** 7 Wonders's log lines from key and params read as the engine's English text (issue 11 item 6). */
import { sevenWonders } from '$engine/games/sevenwonders';
import { logLinesSuite } from '../../../../tests/kit/log-lines';

logLinesSuite({
  game: sevenWonders,
  loadText: () => import('./text'),
  setups: [
    { players: 2, options: { sides: 'B' } },
    { players: 3, options: { wonders: 'choose', sides: 'choose' } },
    { players: 4, options: { sides: 'A' } },
    { players: 5, options: { sides: 'B' } },
    { players: 7 }
  ],
  games: 2
});
