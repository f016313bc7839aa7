/**
 * Level head-to-head (issue 14 item 4: level 1 noticeably weaker): one heuristic bot at a strong
 * level against the others at a weak level, the strong seat rotating game by game so that seat
 * order cancels out. Prints one JSON line; `parity` is the share a bot of equal strength would win.
 *
 *   npx tsx lib/games/paris/levels.bench.ts [players=3] [games=300] [strong=3] [weak=1]
 */
import { findGame } from '../index';
import { playGame } from '../../cli/simulate';
import { makeBot } from '../../bots/pick';

export interface LevelsReport {
  players: number;
  games: number;
  strong: number;
  weak: number;
  strongWinRate: number;
  parity: number;
}

export function headToHead(players: number, games: number, strong: number, weak: number): LevelsReport {
  const entry = findGame('paris')!;
  let strongWins = 0;
  for (let g = 0; g < games; g++) {
    const strongSeat = g % players;
    const bots = Array.from({ length: players }, (_, s) => makeBot(entry, 'heuristic', s === strongSeat ? strong : weak));
    const played = playGame(entry, players, `levels-${g}`, bots, {});
    if (!played.result) throw new Error(`game ${g}: ${played.failure?.message ?? 'no result'}`);
    if (played.result.winners.includes(strongSeat)) strongWins += 1 / played.result.winners.length;
  }
  const r3 = (x: number) => Math.round(1000 * x) / 1000;
  return { players, games, strong, weak, strongWinRate: r3(strongWins / games), parity: r3(1 / players) };
}

const argv = typeof process !== 'undefined' ? process.argv : [];
if (argv[1]?.endsWith('levels.bench.ts')) {
  const n = (i: number, d: number) => Number(argv[i] ?? d);
  console.log(JSON.stringify(headToHead(n(2, 3), n(3, 300), n(4, 3), n(5, 1))));
}
