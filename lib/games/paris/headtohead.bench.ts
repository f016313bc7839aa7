/**
 * Head-to-head of the current heuristic against a frozen older one (issue 14 item 2): one seat
 * plays the current bot, the others the frozen copy (`v3`: `bot-v3.bench.ts`, the default; `v4`:
 * `bot-v4.bench.ts`, session 10's bot with fixed franc values), the seat rotating game by game over the same
 * deal (each seed is played once with the current bot in every seat, so two equal bots score
 * exactly parity). Prints one JSON line with the win rate, its 95 % interval (normal
 * approximation, games counted as independent: conservative) and parity (1 / players).
 *
 *   npx tsx lib/games/paris/headtohead.bench.ts [players=3] [games=1000] [level=3] [opponent=v3|v4]
 */
import { paris } from './index';
import { parisScorer } from './bot';
import { parisScorerV3 } from './bot-v3.bench';
import { parisScorerV4 } from './bot-v4.bench';
import { scoringBot } from '../../bots/scoring';
import { playGame } from '../../cli/simulate';
import type { Bot } from '../../core/entry';

export interface HeadToHead {
  players: number;
  games: number;
  winRate: number;
  low95: number;
  high95: number;
  parity: number;
  opponent: Opponent;
}

export type Opponent = 'v3' | 'v4';
const OPPONENTS = { v3: parisScorerV3, v4: parisScorerV4 } as const;

export function headToHead(players: number, games: number, level = 3, opponent: Opponent = 'v3'): HeadToHead {
  const entry = { game: paris, bots: {} };
  const current = scoringBot(parisScorer)(level) as Bot;
  const old = scoringBot(OPPONENTS[opponent])(level) as Bot;
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const bots = Array.from({ length: players }, (_, s) => (s === seat ? current : old));
    const played = playGame(entry, players, `h2h-${players}-${Math.floor(g / players)}`, bots, {});
    if (!played.result) throw new Error(`game ${g}: ${played.failure?.message ?? 'no result'}`);
    if (played.result.winners.includes(seat)) wins += 1 / played.result.winners.length;
  }
  const p = wins / games;
  const half = 1.96 * Math.sqrt((p * (1 - p)) / games);
  const r3 = (x: number) => Math.round(1000 * x) / 1000;
  return { players, games, winRate: r3(p), low95: r3(p - half), high95: r3(p + half), parity: r3(1 / players), opponent };
}

const argv = typeof process !== 'undefined' ? process.argv : [];
if (argv[1]?.endsWith('headtohead.bench.ts')) {
  const n = (i: number, d: number) => Number(argv[i] ?? d);
  const opponent = argv[5] ?? 'v3';
  if (opponent !== 'v3' && opponent !== 'v4') throw new Error(`opponent must be v3 or v4, not ${opponent}`);
  console.log(JSON.stringify(headToHead(n(2, 3), n(3, 1000), n(4, 3), opponent)));
}
