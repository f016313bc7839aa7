/**
 * npm run bench — per registered game and player count (bench-speed.ts, CPU time, one core): random
 * playouts per second, bot-driven games per second (heuristic bots, view() at every decision) and
 * the cold start (first 100 games in a fresh process ÷ warm), then the gzipped size of the initial JS and of each
 * game's chunks in the production build (the npm script builds first), then the browser
 * measures of bench-browser.ts (opening long saved games, main-thread tasks while bots play).
 * Options: --game <id> (only that game), --players 3,4 (only those counts), --seconds <s> per run (default 1), --runs <n> (default 5),
 * --kinds random,bot (which speeds), --no-cold (skip the fresh-process measures), --cold-v8 no-opt[,…] (V8
 * flags, without their dashes, for the fresh processes: e.g. the first games without the optimising compiler), --no-extras (only the
 * speed table), --no-browser (skip the browser measures), --lengths 10,10000,100000 (the long games opened).
 */
import { GAMES } from '../games/index';
import { int, one, parseArgs } from './args';
import { coldInFreshProcess, warmRate, type GameKind } from './bench-speed';
import { bundleSizes } from './bundle';
import { browserBench } from './bench-browser';
import { longUndoLog } from './long-log';
import { createSaveStore, MemoryStorage } from '../store/index';
import { appendAction } from '../core/match';
import { applyLogItem } from '../core/undo';
import { findGame } from '../games/index';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ['no-browser', 'no-cold', 'no-extras']);
  const only = one(args, 'game');
  const seconds = Number(one(args, 'seconds') ?? '1');
  const runs = int(args, 'runs', 5);
  const entries = GAMES.filter((e) => !only || e.game.id === only);
  if (entries.length === 0) console.log(only ? `no game "${only}" registered` : 'no games registered');
  const cold = !args.flags.has('no-cold');
  const counts = one(args, 'players')?.split(',').map(Number);
  const kinds = (one(args, 'kinds') ?? 'random,bot').split(',') as GameKind[];
  const v8 = one(args, 'cold-v8')?.split(',').map((f) => `--${f}`) ?? [];
  console.log('CPU time; cold = first 100 games in a fresh process ÷ warm time per game, in CPU time (wall-clock time after it)');
  if (v8.length > 0) console.log(`fresh processes run with ${v8.join(' ')}`);
  console.log('game            players  playouts/s  actions/game  bot games/s  actions/game    cold random       cold bot');
  for (const entry of entries) {
    const { game } = entry;
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      if (counts && !counts.includes(players)) continue;
      const cells: string[] = [];
      const rate = kinds.includes('random') ? warmRate(entry, players, 'random', seconds, runs) : null;
      cells.push(rate ? rate.perSecond.toFixed(0).padStart(10) : '-'.padStart(10), rate ? rate.actionsPerGame.toFixed(1).padStart(12) : '-'.padStart(12));
      const bot = kinds.includes('bot') ? warmRate(entry, players, 'bot', seconds, runs) : null;
      cells.push(bot ? bot.perSecond.toFixed(1).padStart(11) : '-'.padStart(11), bot ? bot.actionsPerGame.toFixed(1).padStart(12) : '-'.padStart(12));
      for (const kind of ['random', 'bot'] as const) {
        const c = cold && kinds.includes(kind) ? coldInFreshProcess(game.id, players, kind, 100, 2, v8) : null;
        cells.push((c ? `${c.ratio.toFixed(1)}× (${c.wallRatio.toFixed(1)}×)` : '-').padStart(kind === 'random' ? 13 : 14));
      }
      console.log(`${game.id.padEnd(16)}${String(players).padStart(7)}  ${cells.join('  ')}`);
    }
  }
  if (args.flags.has('no-extras')) return;
  await autosaveBench();
  const sizes = bundleSizes(GAMES.map((e) => e.game.id));
  if (!sizes) {
    console.log('\nbundle sizes: no production build found (run `npm run build`)');
  } else {
    console.log(`\ninitial JS (home page): ${(sizes.initialJsGzip / 1024).toFixed(1)} KiB gzipped in ${sizes.initialFiles} files`);
    console.log(`fetched after it is drawn (mostly the store's code, to list saved games): ${(sizes.deferredJsGzip / 1024).toFixed(1)} KiB gzipped`);
    // Per game: what opening it fetches beyond the home page (engine, bots, table, strings, shared kit chunks).
    for (const g of sizes.games) console.log(`${g.id} chunks: ${(g.chunkGzip / 1024).toFixed(1)} KiB gzipped in ${g.files} files`);
  }
  if (!args.flags.has('no-browser')) {
    const lengths = (one(args, 'lengths') ?? '10,10000,100000').split(',').map(Number);
    await browserBench(lengths);
  }
}

/**
 * The store's own cost of an autosave late in a 100,000-action 7 Wonders game (memory storage,
 * so the browser's write is not counted: it writes one record and at most one log part).
 */
async function autosaveBench(): Promise<void> {
  const entry = findGame('sevenwonders');
  if (!entry) return;
  const store = createSaveStore({ storage: new MemoryStorage(), games: GAMES.map((e) => e.game), now: () => 0 });
  let match = longUndoLog(entry, 3, 100_000);
  let t0 = performance.now();
  await store.saveMatch({ id: 'long', match });
  const first = performance.now() - t0;
  t0 = performance.now();
  const loaded = await store.loadMatch('long');
  const load = performance.now() - t0;
  if (!loaded.ok) throw new Error(loaded.error.message);
  match = loaded.value.saved.match;
  let cursor = loaded.value.cursor;
  const n = 200;
  let spent = 0;
  for (let k = 0; k < n && entry.game.result(cursor.state) === null; k++) {
    // The game goes on: the first pending seat plays its first legal action.
    const seat = entry.game.pending(cursor.state)[0]!;
    const item = { seat, action: entry.game.actions(cursor.state, seat)[0]! };
    cursor = applyLogItem(entry.game, cursor, item);
    match = appendAction(match, item.seat, item.action);
    t0 = performance.now();
    const r = await store.saveMatch({ id: 'long', match });
    spent += performance.now() - t0;
    if (!r.ok) throw new Error(r.error.message);
  }
  const per = spent / n;
  console.log(`\nstore, 100,000-action 7 Wonders log (memory storage): first save ${first.toFixed(0)} ms, load ${load.toFixed(0)} ms, autosave after one more action ${per.toFixed(2)} ms`);
}

void main();
