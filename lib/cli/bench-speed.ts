/**
 * The engine speed measures of `npm run bench` (issue 13 item 6), per game and player count:
 *   - random playouts per second (a whole game of uniformly random legal actions);
 *   - bot-driven games per second (heuristic bots, level 3, at every seat: `view()` and the
 *     heuristic at every decision — what a search bot's rollouts do);
 *   - cold start: the first 100 games of each kind in a fresh process, as a multiple of the warm
 *     time per game measured later in that same process (1.0 = no warm-up cost).
 * Times are this process's CPU time (user + system), so a shared, loaded machine does not inflate
 * them the way it inflates wall time.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Bot, GameEntry } from '../core/entry';
import { makeBot } from '../bots/pick';
import { playGame, randomPlayout } from './simulate';

export type GameKind = 'random' | 'bot';

import { cpuMs } from './stats';

export { cpuMs };

export const median = (xs: readonly number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1]!;
};

export const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Plays one game of the kind; its action count. */
export type Play = (entry: GameEntry, players: number, kind: GameKind, seed: string) => number;

/**
 * The game loops one game is played with: this checkout's, or an older `lib/`'s own
 * (bench-ab.ts measures an older engine with the loop it had).
 */
export interface Loops {
  randomPlayout(entry: GameEntry, players: number, seed: string): number;
  playGame(entry: GameEntry, players: number, seed: string, bots: readonly Bot[]): { readonly log: readonly unknown[]; readonly failure: { readonly message: string } | null };
  makeBot(entry: GameEntry, name: string, level?: number): Bot;
}

/** One game of the kind with these loops: a random playout, or heuristic bots (level 3) at every seat. */
export function playWith(loops: Loops): Play {
  return (entry, players, kind, seed) => {
    if (kind === 'random') return loops.randomPlayout(entry, players, seed);
    const bot = loops.makeBot(entry, 'heuristic', 3);
    const played = loops.playGame(entry, players, seed, Array.from({ length: players }, () => bot));
    if (played.failure) throw new Error(`${entry.game.id} ${players}p ${seed}: ${played.failure.message}`);
    return played.log.length;
  };
}

export const playOne: Play = playWith({ randomPlayout, playGame, makeBot });

export interface Rate {
  /** Games per CPU second, median of the runs. */
  readonly perSecond: number;
  /** Games per wall-clock second, median of the same runs (see `Cold.wallRatio`). */
  readonly wallPerSecond: number;
  readonly actionsPerGame: number;
}

/** Both clocks, in ms. */
function clocks(): { cpu: number; wall: number } {
  return { cpu: cpuMs(), wall: performance.now() };
}

/**
 * Warm rate: `warmup` CPU seconds of games first (the engines need hundreds of games before the
 * JIT has settled; a shorter warm-up measures the cold start), then `runs` runs of `seconds` CPU seconds.
 */
export function warmRate(entry: GameEntry, players: number, kind: GameKind, seconds: number, runs: number, warmup = 2): Rate {
  const w0 = cpuMs();
  for (let n = 0; n < 2 || cpuMs() - w0 < warmup * 1000; n++) playOne(entry, players, kind, `warmup-${kind}-${n}`);
  const rates: number[] = [];
  const wallRates: number[] = [];
  let actions = 0, games = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = clocks();
    let n = 0;
    let now = t0;
    // At least two games per run: a bot-driven game can outlast a short run.
    while (now.cpu - t0.cpu < seconds * 1000 || n < 2) {
      actions += playOne(entry, players, kind, `bench-${kind}-${r}-${n}`);
      n++;
      now = clocks();
    }
    games += n;
    rates.push((n * 1000) / (now.cpu - t0.cpu));
    wallRates.push((n * 1000) / (now.wall - t0.wall));
  }
  return { perSecond: median(rates), wallPerSecond: median(wallRates), actionsPerGame: actions / games };
}

export interface Cold {
  /** CPU ms of each of the first games, in a fresh process. */
  readonly firstMs: number;
  /** Mean CPU ms per game, warm (after the first games and a few seconds more in that process). */
  readonly warmMs: number;
  /** firstMs / warmMs: the first games' slowdown. */
  readonly ratio: number;
  /**
   * The same ratio in wall-clock time. CPU time counts every thread of the process, and V8 compiles
   * optimised code and collects garbage on threads of its own: with a core to spare those run
   * beside the games, so the wall ratio is lower (on one core the two agree).
   */
  readonly wallRatio: number;
}

/**
 * Child mode: the first `first` games in this (fresh) process, then play on for `settle` CPU
 * seconds and take the warm time per game as the median of 5 runs of `settle / 2` seconds.
 */
export function coldChild(entry: GameEntry, players: number, kind: GameKind, first: number, settle: number): Cold {
  const t0 = clocks();
  for (let n = 0; n < first; n++) playOne(entry, players, kind, `cold-${kind}-${n}`);
  const t1 = clocks();
  const firstMs = (t1.cpu - t0.cpu) / first;
  const warm = warmRate(entry, players, kind, settle / 2, 5, settle);
  const warmMs = 1000 / warm.perSecond;
  return { firstMs, warmMs, ratio: firstMs / warmMs, wallRatio: ((t1.wall - t0.wall) / first) * (warm.wallPerSecond / 1000) };
}

/**
 * Runs `coldChild` in a fresh Node process (same Node and loader flags, plus `nodeFlags`, e.g.
 * `--no-opt` to see the first games without V8's optimising compiler), so no game has warmed it.
 */
export function coldInFreshProcess(game: string, players: number, kind: GameKind, first = 100, settle = 2, nodeFlags: readonly string[] = []): Cold {
  const script = fileURLToPath(new URL('./bench-cold.ts', import.meta.url));
  // The same Node with the same loader flags (tsx's), so the child runs the TypeScript as this process does.
  const r = spawnSync(process.execPath, [...process.execArgv, ...nodeFlags, script, game, String(players), kind, String(first), String(settle)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cold bench ${game} ${players}p ${kind} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Cold;
}
