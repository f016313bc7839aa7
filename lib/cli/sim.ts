/**
 * npm run -s sim -- --game <id> --players <n> --games <k> [--seed <s>] [--bots b1,b2,...]
 *                   [--level <1-3>] [--option key=value ...] [--check] [--json]
 * --check replays each finished game's log and compares the state hash (and checks plain JSON).
 * Plays k headless games. With --json the last stdout line is one JSON report.
 * Exit 0 only when no game errored and no bot played an illegal action.
 */
import { findGame, GAMES } from '../games/index';
import { parseOptionArg } from '../core/options';
import type { OptionValues } from '../core/types';
import { int, one, parseArgs } from './args';
import { simulate } from './simulate';

function main(): number {
  const args = parseArgs(process.argv.slice(2), ['json', 'help', 'check']);
  if (args.flags.has('help')) {
    console.log('usage: npm run -s sim -- --game <id> --players <n> --games <k> [--seed s] [--bots a,b,..] [--level n] [--option k=v ...] [--check] [--json]');
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
  const report = simulate(
    entry,
    {
      players: int(args, 'players'),
      games: int(args, 'games', 1),
      seed: one(args, 'seed') ?? 'sim',
      bots: (one(args, 'bots') ?? 'random').split(',').filter((b) => b !== ''),
      level: int(args, 'level', 1),
      options,
      check: args.flags.has('check')
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
    console.log(`avg score ${report.avgScore.join('  ')}`);
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
