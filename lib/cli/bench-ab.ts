/**
 * `tsx lib/cli/bench-ab.ts --base <dir> --game <id> --players <n> [--kind random|bot] [--seconds 15] [--batch 1]`
 *
 * Before/after speed in one process: `<dir>` holds an older copy of `lib/` (e.g. `git archive <commit> lib
 * | tar -x -C <dir>`, placed inside this checkout so it finds node_modules). Both engines warm up, then
 * play alternately, batch by batch, each batch timed in CPU time, so a shared machine's load falls on
 * both alike; prints the median ms per game of each and the speed-up. What docs/bots.md "Speed" reports.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findGame } from '../games/index';
import type { GameEntry } from '../core/entry';
import { int, one, parseArgs } from './args';
import { cpuMs, median, playOne, type GameKind } from './bench-speed';

type Play = (entry: GameEntry, players: number, kind: GameKind, seed: string) => number;

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
  // An older lib/ without bench-speed.ts is played with this one's loop (its engine and bots still).
  const oldSpeed = (await import(`${root}/cli/bench-speed.ts`).catch(() => ({}))) as { playOne?: Play };
  const a = old.findGame(id);
  const b = findGame(id);
  if (!a || !b) throw new Error(`no game "${id}"`);
  const playA: Play = oldSpeed.playOne ?? playOne;
  const sides: [Play, GameEntry][] = [[playA, a], [playOne, b]];
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
  const [ma, mb] = [median(times[0]), median(times[1])];
  console.log(`${id} ${players}p ${kind}: before ${ma.toFixed(3)} ms/game, after ${mb.toFixed(3)} ms/game, speed-up ×${(ma / mb).toFixed(2)} (${times[0].length} batches of ${batch})`);
}

void main();
