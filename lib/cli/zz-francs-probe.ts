// Temporary probe (not committed): mean francs held by heuristic players at their decisions, by round.
import { findGame } from '../games/index';
import { makeBot } from '../bots/pick';
import { Rng, seedRng } from '../core/rng';
const e = findGame('paris')!; const g = e.game as any;
const bot = makeBot(e, 'heuristic', 3);
const players = Number(process.argv[3] ?? 3);
const sum: number[] = [], n: number[] = [];
for (let k = 0; k < Number(process.argv[2] ?? 40); k++) {
  const seed = `francs-${k}`; const rng = new Rng(seedRng(seed));
  let s = g.setup({ players, seed, options: {} });
  while (g.result(s) === null) {
    const seat = g.pending(s)[0]; const actions = g.actions(s, seat);
    const r = s.round - 1;
    for (const p of s.ps) { sum[r] = (sum[r] ?? 0) + p.francs; n[r] = (n[r] ?? 0) + 1; }
    s = g.apply(s, seat, bot.choose({ seat, view: g.view(s, seat), actions, rng }));
  }
}
console.log(sum.map((x, i) => (x / n[i]!).toFixed(1)).join(' '));
