/**
 * Clash self-play report (issue 16 item 2): plays N games of level-N heuristic bots at a player
 * count and prints `balanceStats` as JSON (see balance.ts).
 *
 *   npx tsx lib/games/clash/balance.bench.ts [players=3] [games=100] [level=3] [length=standard]
 */
import { clash } from './index';
import { clashScorer } from './bot';
import { scoringBot } from '../../bots/scoring';
import { playGame } from '../../cli/simulate';
import type { Bot } from '../../core/entry';
import { balanceStats, deadContent, type GameRecord } from './balance';

/** Plays `games` games (seeds `clash-balance-<players>-<k>`) with every seat the heuristic at `level`. */
export function selfPlay(players: number, games: number, level = 3, options: Record<string, string | boolean> = {}): GameRecord[] {
  const heuristic = scoringBot(clashScorer);
  const entry = { game: clash, bots: { heuristic } };
  const bots: Bot[] = Array.from({ length: players }, () => heuristic(level) as Bot);
  const out: GameRecord[] = [];
  for (let k = 0; k < games; k++) {
    const seed = `clash-balance-${players}-${k}`;
    const g = playGame(entry, players, seed, bots, options);
    if (g.failure) throw new Error(`${seed}: ${g.failure.message}`);
    out.push({ seed, players, options, log: g.log });
  }
  return out;
}

const isMain = typeof process !== 'undefined' && process.argv[1] !== undefined && process.argv[1].endsWith('balance.bench.ts');
if (isMain) {
  const [players = 3, games = 100, level = 3] = process.argv.slice(2, 5).map(Number);
  const length = process.argv[5] ?? 'standard';
  const t0 = Date.now();
  const recs = selfPlay(players, games, level, { length });
  const t1 = Date.now();
  const report = balanceStats(recs);
  console.log(JSON.stringify(report, null, 1));
  console.log('dead:', JSON.stringify(deadContent(report)));
  console.error(`play ${((t1 - t0) / 1000).toFixed(1)} s, report ${((Date.now() - t1) / 1000).toFixed(1)} s`);
}
