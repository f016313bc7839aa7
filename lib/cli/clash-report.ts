/**
 * Clash of Cultures self-play figures (issue 16 items 2 and 5), not a test:
 *   npx tsx lib/cli/clash-report.ts content [--games 50] [--seats hhr]
 *     how often each Event, Wonder, Objective, Action card and Advance fires, the score spread and
 *     the last round; seats: h = heuristic (levels 1-3 in turn), r = random.
 *   npx tsx lib/cli/clash-report.ts levels [--strong 3] [--weak 1] [--games 200] [--players 2]
 *     heuristic level against level, seats alternating; prints each side's win share.
 */
import { findGame } from '../games/index';
import { playGame } from './simulate';
import { randomBot } from '../bots/random';
import { clash } from '../games/clash/index';
import type { ClashAction } from '../games/clash/types';
import { EVENTS } from '../games/clash/tables/events';
import { WONDERS } from '../games/clash/tables/wonders';
import { OBJECTIVES } from '../games/clash/tables/objectives';
import { ACTION_CARDS, CIVIL } from '../games/clash/tables/actioncards';
import { ADVANCES } from '../games/clash/tables/advances';
import { int, one, parseArgs } from './args';

const entry = findGame('clash')!;
const heuristic = (level: number) => entry.bots.heuristic!(level);

/** The log events counted, by event key: the parameter naming what fired. */
const COUNTED: Record<string, string> = {
  'clash.event.eventDrawn': 'event',
  'clash.event.wonderBuilt': 'wonder',
  'clash.event.objective': 'objective',
  'clash.event.advance': 'advance'
};

function content(games: number, seats: string): void {
  const fired: Record<string, Record<string, number>> = { event: {}, wonder: {}, objective: {}, advance: {}, card: {} };
  const scores: number[] = [];
  let spread = 0, rounds = 0, finished = 0;
  for (let g = 0; g < games; g++) {
    const bots = [...seats].map((c, i) => (c === 'h' ? heuristic(1 + ((g + i) % 3)) : randomBot));
    const played = playGame(entry, seats.length, `content-${g}`, bots);
    if (!played.result) {
      console.log(`game ${played.seed} failed: ${played.failure?.message}`);
      continue;
    }
    finished++;
    let s = clash.setup({ players: seats.length, seed: played.seed, options: {} });
    for (const item of played.log) {
      const a = item.action as ClashAction;
      if (a.type === 'play') {
        const name = CIVIL[ACTION_CARDS[a.card]!.civil].name;
        fired.card![name] = (fired.card![name] ?? 0) + 1;
      }
      s = clash.apply(s, item.seat, a);
      for (const e of s.events) {
        const kind = COUNTED[e.key];
        if (kind) fired[kind]![String(e.params[kind])] = (fired[kind]![String(e.params[kind])] ?? 0) + 1;
      }
    }
    rounds += s.round;
    const sc = played.result.players.map((p) => p.score).sort((a, b) => b - a);
    scores.push(...sc);
    spread += sc[0]! - sc[sc.length - 1]!;
  }
  const avg = (n: number, d: number) => (d === 0 ? '—' : (n / d).toFixed(1));
  console.log(`${finished}/${games} games (${seats}); last round ${avg(rounds, finished)}; score avg ${avg(scores.reduce((a, b) => a + b, 0), scores.length)}, min ${Math.min(...scores)}, max ${Math.max(...scores)}; first–last spread ${avg(spread, finished)}`);
  const line = (title: string, kind: string, names: readonly string[]) =>
    console.log(`${title}: ${[...new Set(names)].map((n) => `${n} ${fired[kind]![n] ?? 0}`).join(', ')}`);
  line('EVENTS', 'event', EVENTS.map((e) => e.name));
  line('WONDERS', 'wonder', WONDERS.map((w) => w.name));
  line('OBJECTIVES', 'objective', Object.values(OBJECTIVES).map((o) => o.name));
  line('ACTION CARDS (civil halves played)', 'card', Object.values(CIVIL).map((c) => c.name));
  line('ADVANCES', 'advance', ADVANCES.map((a) => a.name));
}

function levels(strong: number, weak: number, games: number, players: number): void {
  let won = 0, lost = 0, finished = 0;
  for (let g = 0; g < games; g++) {
    const side = g % 2; // seats of parity `side` play the strong level
    const bots = Array.from({ length: players }, (_, i) => heuristic(i % 2 === side ? strong : weak));
    const played = playGame(entry, players, `levels-${g}`, bots);
    if (!played.result) {
      console.log(`game ${played.seed} failed: ${played.failure?.message}`);
      continue;
    }
    finished++;
    const share = 1 / played.result.winners.length;
    for (const w of played.result.winners) if (w % 2 === side) won += share; else lost += share;
  }
  console.log(`L${strong} vs L${weak}, ${players} players, ${finished} games: L${strong} ${(won / finished).toFixed(3)}, L${weak} ${(lost / finished).toFixed(3)}`);
}

const args = parseArgs(process.argv.slice(2), []);
const mode = args.positional[0];
if (mode === 'content') content(int(args, 'games', 50), one(args, 'seats') ?? 'hhr');
else if (mode === 'levels') levels(int(args, 'strong', 3), int(args, 'weak', 1), int(args, 'games', 200), int(args, 'players', 2));
else console.log('usage: npx tsx lib/cli/clash-report.ts content|levels [options] (see the file header)');
