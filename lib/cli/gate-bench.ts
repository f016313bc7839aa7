/**
 * npm run -s bench:gate — what the strict action gate costs: random playouts per second with every
 * action through `applyChecked` (as all paths now apply actions) against straight `game.apply`,
 * alternated in short bursts in one process and timed in CPU time, so that the machine's load
 * hits both alike; prints the medians and the median ratio per game and player count.
 * Options: --rounds <n> (default 16).
 */
import { GAMES } from '../games/index';
import type { GameEntry } from '../core/entry';
import { applyChecked } from '../core/match';
import { Rng, seedRng } from '../core/rng';
import { resolveOptions } from '../core/options';
import { int, parseArgs } from './args';

function playout(entry: GameEntry, players: number, seed: string, gate: boolean): number {
  const { game } = entry;
  const rng = new Rng(seedRng(seed));
  let state = game.setup({ players, seed, options: resolveOptions(game, players, {}) });
  let n = 0;
  while (game.result(state) === null) {
    const seat = game.pending(state)[0]!;
    const action = rng.pick(game.actions(state, seat));
    state = gate ? applyChecked(game, state, seat, action) : game.apply(state, seat, action);
    n++;
  }
  return n;
}

const median = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;

/** Playouts per second of this process's CPU time (not wall time: other processes' load does not count). */
function rate(entry: GameEntry, players: number, tag: string, gate: boolean): number {
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const t0 = cpu();
  let n = 0;
  while (cpu() - t0 < 250) playout(entry, players, `${tag}-${n++}`, gate);
  return (n * 1000) / (cpu() - t0);
}

const rounds = int(parseArgs(process.argv.slice(2), []), 'rounds', 16);
console.log('game            players  apply/s  gate/s  gate÷apply');
for (const entry of GAMES) {
  for (let players = entry.game.minPlayers; players <= entry.game.maxPlayers; players++) {
    for (let i = 0; i < 100; i++) playout(entry, players, `warm-${i}`, i % 2 === 0);
    const plain: number[] = [];
    const gated: number[] = [];
    const ratios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const first = r % 2 === 0;
      const a = rate(entry, players, `r${r}`, first);
      const b = rate(entry, players, `r${r}`, !first);
      const [g, p] = first ? [a, b] : [b, a];
      gated.push(g);
      plain.push(p);
      ratios.push(g / p);
    }
    console.log(`${entry.game.id.padEnd(16)}${String(players).padStart(7)}  ${median(plain).toFixed(0).padStart(7)}  ${median(gated).toFixed(0).padStart(6)}  ${median(ratios).toFixed(3).padStart(10)}`);
  }
}
