/**
 * What Caylus bots leave unspent at the end (issue 13 item 7: a heuristic that ends with many
 * unused deniers and cubes plays unlike a person). Plays `games` games with the listed bots, the
 * list rotating one seat per game so that each bot sits in every seat equally often, and prints
 * one JSON line per bot: its share of the wins (a shared win counts 1/k) with the 95% Wilson
 * interval, and per game on average its final score, deniers left, plain cubes (food, wood, stone,
 * cloth) left, gold left, and PP by source.
 *
 *   npx tsx lib/games/caylus/leftovers.bench.ts [players=2] [games=100] [bots=heuristic,heuristic-v1] [level=3] [seed=leftovers]
 */
import { findGame } from '../index';
import { playGame } from '../../cli/simulate';
import { seatBot } from '../../cli/simulate';
import { wilson95 } from '../../cli/stats';
import type { CaylusState } from './types';
import { PP_SOURCES } from './types';

export interface LeftoverLine {
  bot: string;
  games: number;
  winRate: number;
  winInterval: [number, number];
  score: number;
  deniersLeft: number;
  cubesLeft: number;
  goldLeft: number;
  ppBySource: Record<string, number>;
}

export function leftovers(players: number, games: number, names: readonly string[], level: number, seed: string): LeftoverLine[] {
  const entry = findGame('caylus')!;
  const bots = names.map((n) => seatBot(entry, n, level));
  const sums = names.map(() => ({ wins: 0, seats: 0, score: 0, deniers: 0, cubes: 0, gold: 0, src: PP_SOURCES.map(() => 0) }));
  for (let g = 0; g < games; g++) {
    // Seat s plays bot (s + g) mod players of the list (a list shorter than the table repeats).
    const botOf = Array.from({ length: players }, (_, s) => (s + g) % players % names.length);
    const played = playGame(entry, players, `${seed}-${g}`, botOf.map((b) => bots[b]!), {});
    if (!played.result) throw new Error(`game ${g}: ${played.failure?.message ?? 'no result'}`);
    const s = played.state as CaylusState;
    for (const r of played.result.players) {
      const t = sums[botOf[r.seat]!]!;
      const p = s.ps[r.seat]!;
      t.seats++;
      t.score += r.score;
      t.deniers += p.money;
      t.cubes += p.cubes[0]! + p.cubes[1]! + p.cubes[2]! + p.cubes[3]!;
      t.gold += p.cubes[4]!;
      p.src.forEach((n, i) => (t.src[i]! += n));
      if (played.result.winners.includes(r.seat)) t.wins += 1 / played.result.winners.length;
    }
  }
  const r2 = (x: number) => Math.round(100 * x) / 100;
  const r3 = (x: number) => Math.round(1000 * x) / 1000;
  return names.map((bot, i) => {
    const t = sums[i]!;
    const per = (x: number) => r2(x / t.seats);
    return {
      bot,
      games: t.seats,
      winRate: r3(t.wins / t.seats),
      winInterval: wilson95(t.wins, t.seats).map(r3) as [number, number],
      score: per(t.score),
      deniersLeft: per(t.deniers),
      cubesLeft: per(t.cubes),
      goldLeft: per(t.gold),
      ppBySource: Object.fromEntries(PP_SOURCES.map((k, j) => [k, per(t.src[j]!)]))
    };
  });
}

const argv = typeof process !== 'undefined' ? process.argv : [];
if (argv[1]?.endsWith('leftovers.bench.ts')) {
  const players = Number(argv[2] ?? 2);
  const games = Number(argv[3] ?? 100);
  const names = (argv[4] ?? 'heuristic,heuristic-v1').split(',');
  for (const line of leftovers(players, games, names, Number(argv[5] ?? 3), argv[6] ?? 'leftovers')) console.log(JSON.stringify(line));
}
