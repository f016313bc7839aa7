/**
 * npm run bench — per registered game and player count: random playouts per second and ms per
 * game (median of several runs, one core), then the gzipped size of the initial JS and of each
 * game's chunks in the production build (the npm script builds first).
 * Options: --game <id> (only that game), --seconds <s> per run (default 1), --runs <n> (default 5).
 */
import { GAMES } from '../games/index';
import { int, one, parseArgs } from './args';
import { randomPlayout } from './simulate';
import { bundleSizes } from './bundle';

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1]!;
};

function main(): void {
  const args = parseArgs(process.argv.slice(2), []);
  const only = one(args, 'game');
  const seconds = Number(one(args, 'seconds') ?? '1');
  const runs = int(args, 'runs', 5);
  const entries = GAMES.filter((e) => !only || e.game.id === only);
  if (entries.length === 0) console.log(only ? `no game "${only}" registered` : 'no games registered');
  console.log('game            players  playouts/s  ms/game  actions/game');
  for (const entry of entries) {
    const { game } = entry;
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      randomPlayout(entry, players, 'warmup');
      const rates: number[] = [];
      let actions = 0, games = 0;
      for (let r = 0; r < runs; r++) {
        const t0 = performance.now();
        let n = 0;
        while (performance.now() - t0 < seconds * 1000) {
          actions += randomPlayout(entry, players, `bench-${r}-${n}`);
          n++;
        }
        games += n;
        rates.push((n * 1000) / (performance.now() - t0));
      }
      const rate = median(rates);
      console.log(
        `${game.id.padEnd(16)}${String(players).padStart(7)}  ${rate.toFixed(0).padStart(10)}  ${(1000 / rate).toFixed(2).padStart(7)}  ${(actions / games).toFixed(1).padStart(12)}`
      );
    }
  }
  const sizes = bundleSizes(GAMES.map((e) => e.game.id));
  if (!sizes) {
    console.log('\nbundle sizes: no production build found (run `npm run build`)');
    return;
  }
  console.log(`\ninitial JS (home page): ${(sizes.initialJsGzip / 1024).toFixed(1)} KiB gzipped in ${sizes.initialFiles} files`);
  for (const g of sizes.games) console.log(`${g.id} chunks: ${(g.chunkGzip / 1024).toFixed(1)} KiB gzipped in ${g.files} files`);
}

main();
