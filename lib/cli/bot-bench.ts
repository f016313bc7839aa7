/**
 * npm run bench:bots [-- --positions <n>] [--iterations <n>] [--game <id>] [--players <n,n…>] [--json]
 *
 * The search bot's speed: for each game and player count, decision positions taken from
 * heuristic games are searched with a fixed iteration budget; it reports milliseconds per
 * iteration (one rollout), iterations per second, and the iteration budgets equal to the play
 * levels' time budgets on this machine (what lib/bots/search-levels.ts SEARCH_LEVELS should hold).
 * Times are this process's CPU time (user + system), which a shared, loaded machine does not
 * inflate; the wall time is reported beside it.
 * Strength is measured by `npm run sim` (commands in docs/bots.md), not here.
 */
import { GAMES, belfortSearch, caylusSearch, clashSearch, parisSearch, sevenWondersSearch } from '../games/index';
import { makeBot } from '../bots/pick';
import { DEFAULT_SEARCH, searchDecision, type SearchSpec } from '../bots/search';
import { PLAY_LEVELS } from '../bots/levels';
import { Rng, seedRng } from '../core/rng';
import type { GameEntry } from '../core/entry';
import type { Action } from '../core/types';
import { int, one, parseArgs } from './args';

const SPECS: Record<string, SearchSpec<unknown, unknown, Action>> = {
  sevenwonders: sevenWondersSearch as never,
  caylus: caylusSearch as never,
  paris: parisSearch as never,
  belfort: belfortSearch as never,
  clash: clashSearch as never
};

interface Position {
  readonly state: unknown;
  readonly seat: number;
}

/** Every `every`-th decision (with a real choice) of a heuristic game, up to `n` positions. */
function positions(entry: GameEntry, players: number, n: number, seed: string): Position[] {
  const { game } = entry;
  const bot = makeBot(entry, 'heuristic', 3);
  const out: Position[] = [];
  for (let k = 0; out.length < n && k < 100; k++) {
    const rng = new Rng(seedRng(`${seed}-${k}`));
    let s = game.setup({ players, seed: `${seed}-${k}`, options: {} });
    let decisions = 0;
    while (game.result(s) === null && out.length < n) {
      const seat = game.pending(s)[0]!;
      const actions = game.actions(s, seat);
      if (actions.length > 1 && decisions++ % 7 === 3) out.push({ state: s, seat });
      s = game.apply(s, seat, bot.choose({ seat, view: game.view(s, seat), actions, rng }));
    }
  }
  return out;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2), ['json']);
  const count = int(args, 'positions', 12);
  const iterations = int(args, 'iterations', 40);
  const only = one(args, 'game');
  // Player counts measured (default 2 and 4; Paris' strength target is at 3).
  const counts = (one(args, 'players') ?? '2,4').split(',').map(Number);
  const rows: Record<string, number | string>[] = [];
  for (const entry of GAMES) {
    const id = entry.game.id;
    const spec = SPECS[id];
    if (!spec || (only && only !== id)) continue;
    for (const players of counts) {
      const list = positions(entry, players, count, `bench-${id}-${players}`);
      // Warm-up: the first searches compile the hot paths.
      for (const p of list.slice(0, 2)) run(spec, p, iterations, 'warm');
      let ms = 0;
      let wall = 0;
      let spent = 0;
      for (const [i, p] of list.entries()) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        spent += run(spec, p, iterations, `p${i}`);
        wall += performance.now() - t0;
        const c = process.cpuUsage(c0);
        ms += (c.user + c.system) / 1000;
      }
      const perIteration = ms / spent;
      const row: Record<string, number | string> = {
        game: id,
        players,
        positions: list.length,
        msPerDecision: Math.round(ms / list.length),
        msPerIteration: Math.round(perIteration * 100) / 100,
        wallMsPerIteration: Math.round((wall / spent) * 100) / 100,
        iterationsPerSecond: Math.round(1000 / perIteration)
      };
      for (const l of PLAY_LEVELS) if (l.budget?.ms) row[`iterationsFor${l.budget.ms}ms`] = Math.round(l.budget.ms / perIteration);
      rows.push(row);
      if (!args.flags.has('json')) console.log(Object.entries(row).map(([k, v]) => `${k} ${v}`).join(', '));
    }
  }
  if (args.flags.has('json')) console.log(JSON.stringify(rows));
}

/** One search of `iterations` at a position; the iterations it spent. */
function run(spec: SearchSpec<unknown, unknown, Action>, p: Position, iterations: number, seed: string): number {
  const { game } = spec;
  const r = searchDecision(spec, { ...DEFAULT_SEARCH, iterations }, {
    seat: p.seat,
    view: game.view(p.state, p.seat),
    actions: game.actions(p.state, p.seat),
    rng: new Rng(seedRng(seed))
  });
  return Math.max(1, r.iterations);
}

main();
