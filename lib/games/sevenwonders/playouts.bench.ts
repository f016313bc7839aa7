/**
 * Random-playout speed: `./node_modules/.bin/tsx lib/games/sevenwonders/playouts.bench.ts [players] [games]`.
 * Each game: pending() → actions() → a uniform pick → apply(), until result() is not null.
 */
import { Rng, seedRng } from '../../core/rng';
import { sevenWonders } from './index';
import type { SwState } from './types';

export function randomPlayout(players: number, seed: string, pick: Rng): SwState {
  let state = sevenWonders.setup({ players, seed, options: {} });
  for (;;) {
    const pending = sevenWonders.pending(state);
    if (pending.length === 0) return state;
    const seat = pending[0]!;
    const acts = sevenWonders.actions(state, seat);
    state = sevenWonders.apply(state, seat, pick.pick(acts));
  }
}

function main(): void {
  const players = Number(process.argv[2] ?? 4);
  const games = Number(process.argv[3] ?? 2000);
  const pick = new Rng(seedRng('bench'));
  for (let i = 0; i < 200; i++) randomPlayout(players, `warm${i}`, pick);
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  for (let i = 0; i < games; i++) randomPlayout(players, `g${i}`, pick);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  // CPU time is the fairer figure on a shared machine (wall time includes waiting for a core).
  console.log(
    `${players} players: ${games} games, wall ${ms.toFixed(0)} ms = ${Math.round((games * 1000) / ms)} games/s; ` +
      `CPU ${cpuMs.toFixed(0)} ms = ${Math.round((games * 1000) / cpuMs)} games/s`
  );
}

if (process.argv[1]?.endsWith('playouts.bench.ts')) main();
