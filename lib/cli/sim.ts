/**
 * npm run -s sim -- --game <id> --players <n> --games <k> [--seed <s>] [--bots b1,b2,...]
 *                   [--level <1-3>] [--iterations <n> | --budget-ms <ms>] [--option key=value ...] [--check] [--json]
 * --iterations sets the search bot's playouts per decision (reproducible); --budget-ms its time
 * per decision, on this process's clock. Without either, the search level's default iterations.
 * --progress prints each game's winners and scores to stderr as it ends (long bot benchmarks),
 * with each seat's CPU time per decision so far (decisions with more than one legal action).
 * A seat's bot may carry its own level: --bots heuristic/1,heuristic/3 (else --level, default 1).
 * --check replays each finished game's log and compares the state hash (and checks plain JSON).
 * Plays k headless games. With --json the last stdout line is one JSON report.
 * Exit 0 only when no game errored and no bot played an illegal action.
 */
import { findGame, GAMES } from '../games/index';
import { parseOptionArg } from '../core/options';
import type { OptionValues } from '../core/types';
import { int, one, parseArgs } from './args';
import { checkBudget, type BotBudget } from '../bots/budget';
import { simulate, type PlayedGame } from './simulate';
import { cpuMs, wilson95 } from './stats';

/** Per game: its winners and scores, and the running win rate per seat (stderr). */
function progress(): (g: PlayedGame, k: number) => void {
  const wins: number[] = [];
  const decisions: number[] = [];
  const thinkMs: number[] = [];
  return (g, k) => {
    g.think?.decisions.forEach((d, i) => {
      decisions[i] = (decisions[i] ?? 0) + d;
      thinkMs[i] = (thinkMs[i] ?? 0) + g.think!.ms[i]!;
    });
    const perMove = decisions.map((d, i) => (d ? (thinkMs[i]! / d / 1000).toFixed(3) : '-')).join(' ');
    const r = g.result;
    if (r) for (const w of r.winners) wins[w] = (wins[w] ?? 0) + 1 / r.winners.length;
    const scores = r ? r.players.slice().sort((a, b) => a.seat - b.seat).map((p) => p.score).join(' ') : g.failure?.message ?? '-';
    const rates = Array.from({ length: r ? r.players.length : wins.length }, (_, i) => ((wins[i] ?? 0) / (k + 1)).toFixed(3)).join(' ');
    const [lo, hi] = wilson95(wins[0] ?? 0, k + 1);
    console.error(`game ${k + 1}: winners ${r ? r.winners.join(',') : '-'} scores ${scores} | win rate ${rates} | seat 1: 95% CI ${lo.toFixed(3)}-${hi.toFixed(3)} | CPU s/move ${perMove}`);
  };
}

function main(): number {
  const args = parseArgs(process.argv.slice(2), ['json', 'help', 'check', 'progress']);
  if (args.flags.has('help')) {
    console.log('usage: npm run -s sim -- --game <id> --players <n> --games <k> [--seed s] [--bots a,b,..] [--level n] [--iterations n | --budget-ms ms] [--option k=v ...] [--check] [--json] [--progress]');
    return 0;
  }
  const id = one(args, 'game');
  if (!id) throw new Error(`--game is required (one of: ${GAMES.map((g) => g.game.id).join(', ') || 'none registered'})`);
  const entry = findGame(id);
  if (!entry) throw new Error(`unknown game "${id}" (registered: ${GAMES.map((g) => g.game.id).join(', ') || 'none'})`);
  const options: OptionValues = {};
  for (const o of args.values.get('option') ?? []) {
    const [k, v] = parseOptionArg(entry.game, o);
    options[k] = v;
  }
  const iterations = one(args, 'iterations');
  const ms = one(args, 'budget-ms');
  if (iterations !== undefined && ms !== undefined) throw new Error('give --iterations or --budget-ms, not both');
  const budget: BotBudget | undefined =
    iterations !== undefined ? checkBudget({ iterations: int(args, 'iterations') }) : ms !== undefined ? checkBudget({ ms: int(args, 'budget-ms') }) : undefined;
  const report = simulate(
    entry,
    {
      players: int(args, 'players'),
      games: int(args, 'games', 1),
      seed: one(args, 'seed') ?? 'sim',
      bots: (one(args, 'bots') ?? 'random').split(',').filter((b) => b !== ''),
      level: int(args, 'level', 1),
      options,
      check: args.flags.has('check'),
      budget,
      onGame: args.flags.has('progress') ? progress() : undefined,
      thinkClock: cpuMs
    },
    () => performance.now()
  );
  if (args.flags.has('json')) {
    for (const f of report.firstFailures) console.error(f);
    console.log(JSON.stringify(report));
  } else {
    console.log(`${report.game}, ${report.players} players, ${report.games} games (${report.bots.join(', ')})`);
    console.log(`finished ${report.finished}, errors ${report.errors}, illegal ${report.illegal}, replay check failures ${report.checkFailures}`);
    console.log(`avg actions ${report.avgActions}, ${report.msPerGame} ms/game`);
    console.log(`win rate  ${report.winRate.join('  ')}`);
    console.log(`95% CI    ${report.winInterval.map(([lo, hi]) => `${lo}-${hi}`).join('  ')}`);
    console.log(`avg score ${report.avgScore.join('  ')}`);
    console.log(`decisions ${report.decisionsPerGame!.join('  ')} per game, CPU s/move ${report.thinkMsPerDecision!.map((m) => (m / 1000).toFixed(3)).join('  ')}`);
    for (const f of report.firstFailures) console.log(`failure: ${f}`);
  }
  return report.errors === 0 && report.illegal === 0 && report.checkFailures === 0 ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (e) {
  console.error(`sim: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
}
