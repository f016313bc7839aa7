/**
 * `tsx lib/cli/bench-ab.ts --base <dir> --game <id> --players <n> [--kind random|bot] [--seconds 15] [--batch 1]`
 *
 * Before/after speed in one process: `<dir>` holds an older copy of `lib/` (e.g. `git archive <commit> lib
 * | tar -x -C <dir>`, placed inside this checkout so it finds node_modules). Both engines warm up, then
 * play alternately, batch by batch, each batch timed in CPU time, so a shared machine's load falls on
 * both alike. Prints each side's mean CPU ms per game (total time ÷ games: the throughput that
 * "games per second" means) and the speed-up, then the median of the batch means. The median is
 * not the headline: game lengths are skewed (a long random Caylus game costs several short ones),
 * and small batches make the median track a typical game rather than the throughput.
 * What docs/bots.md "Speed" reports.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findGame } from '../games/index';
import type { GameEntry } from '../core/entry';
import { int, one, parseArgs } from './args';
import { cpuMs, mean, median, playOne, playWith, type GameKind, type Loops, type Play } from './bench-speed';

/**
 * How an older lib/ plays one game: its own bench-speed.ts when it has one, else its own
 * simulate.ts and bots (older engines validated inside `apply`, so this checkout's loop, which
 * adds the kit's gate, would count their validation twice).
 */
async function oldPlay(root: string): Promise<Play> {
  const speed = (await import(`${root}/cli/bench-speed.ts`).catch(() => ({}))) as { playOne?: Play };
  if (speed.playOne) return speed.playOne;
  const sim = (await import(`${root}/cli/simulate.ts`)) as Pick<Loops, 'randomPlayout' | 'playGame'>;
  const pick = (await import(`${root}/bots/pick.ts`)) as Pick<Loops, 'makeBot'>;
  return playWith({ randomPlayout: sim.randomPlayout, playGame: sim.playGame, makeBot: pick.makeBot });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), []);
  const base = one(args, 'base');
  const id = one(args, 'game');
  if (!base || !id) throw new Error('--base <dir> and --game <id> are required');
  const players = int(args, 'players');
  const kind = (one(args, 'kind') ?? 'bot') as GameKind;
  const seconds = Number(one(args, 'seconds') ?? '15');
  const batch = int(args, 'batch', 1);
  const root = pathToFileURL(resolve(base, 'lib')).href;
  const old = (await import(`${root}/games/index.ts`)) as { findGame: typeof findGame };
  const a = old.findGame(id);
  const b = findGame(id);
  if (!a || !b) throw new Error(`no game "${id}"`);
  const sides: [Play, GameEntry][] = [[await oldPlay(root), a], [playOne, b]];
  const w0 = cpuMs();
  for (let i = 0; i < 20 || cpuMs() - w0 < 3000; i++) for (const [play, e] of sides) play(e, players, kind, `w${i}`);
  const times: [number[], number[]] = [[], []];
  const t0 = cpuMs();
  for (let i = 0; cpuMs() - t0 < seconds * 1000; i++) {
    // Alternate which side goes first, so neither always runs after the other.
    for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const [play, e] = sides[side]!;
      const c = cpuMs();
      for (let j = 0; j < batch; j++) play(e, players, kind, `g${i}-${j}`);
      times[side]!.push((cpuMs() - c) / batch);
    }
  }
  // Every batch has the same number of games, so the mean of the batch means is the mean per game.
  const [ma, mb] = [mean(times[0]), mean(times[1])];
  const [da, db] = [median(times[0]), median(times[1])];
  console.log(
    `${id} ${players}p ${kind}: before ${ma.toFixed(3)} ms/game, after ${mb.toFixed(3)} ms/game, speed-up ×${(ma / mb).toFixed(2)} ` +
      `(${times[0].length} batches of ${batch}; medians of the batches ${da.toFixed(3)} / ${db.toFixed(3)}, ×${(da / db).toFixed(2)})`
  );
}

void main();
