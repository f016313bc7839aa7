// Temporary probe (not committed): why heuristic bots never take some bonus tiles.
import { findGame } from '../games/index';
import { makeBot } from '../bots/pick';
import { parisScorer } from '../games/paris/bot';
import { Rng, seedRng } from '../core/rng';
const e = findGame('paris')!; const g = e.game as any;
const bot = makeBot(e, 'heuristic', 3);
const games = Number(process.argv[2] ?? 20);
const offered = new Map<number, number>(), taken = new Map<number, number>(), gap = new Map<number, number[]>();
let decisions = 0;
for (let k = 0; k < games; k++) {
  const seed = `probe-${k}`; const rng = new Rng(seedRng(seed));
  let s = g.setup({ players: 3, seed, options: {} });
  while (g.result(s) === null) {
    const seat = g.pending(s)[0]; const actions = g.actions(s, seat); const view = g.view(s, seat);
    const a = bot.choose({ seat, view, actions, rng });
    if (s.prompt.kind === 'bonus' && s.prompt.how === 'forward') {
      decisions++;
      const score = parisScorer.prepare({ seat, view, actions, rng }, 3);
      const best = Math.max(...actions.map(score));
      for (const b of actions) if (b.type === 'takeBonus') {
        const n = s.trackNumber[b.pos];
        offered.set(n, (offered.get(n) ?? 0) + 1);
        if (b === a) taken.set(n, (taken.get(n) ?? 0) + 1);
        (gap.get(n) ?? gap.set(n, []).get(n)!).push(best - score(b));
      }
    }
    s = g.apply(s, seat, a);
  }
}
console.log('forward take decisions', decisions);
for (let n = 1; n <= 30; n++) {
  const gs = (gap.get(n) ?? []).sort((x, y) => x - y);
  console.log(n, 'offered', offered.get(n) ?? 0, 'taken', taken.get(n) ?? 0, 'median gap (tenths VP)', gs[gs.length >> 1] ?? '-', 'min gap', gs[0] ?? '-');
}
