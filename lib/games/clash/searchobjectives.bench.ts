/**
 * Which objectives a stronger player completes: the `search` bot in seat 0, level-3 heuristics
 * elsewhere; per game, each seat's objective cards held and completed (from the replayed log's
 * `clash.event.objective` events; a card names two objectives, both count as held). Deterministic by seed (iterations budget, no clock).
 *
 *   npx tsx lib/games/clash/searchobjectives.bench.ts <players> <games> [iterations=200] [firstGame=0]
 *
 * Prints one JSON line per game, then the totals: per objective, games in which the search seat /
 * a heuristic seat held it and completed it.
 */
import { findGame } from '../index';
import { playSearchSeatGame } from '../../cli/simulate';
import { clash } from './index';
import { OBJECTIVE_CARDS, OBJECTIVES } from './tables/objectives';
import type { ClashAction, ClashState } from './types';

export interface SearchObjectiveGame {
  game: number;
  /** Per seat, the names of the objectives held at some point and of those completed. */
  held: string[][];
  done: string[][];
  winners: number[];
}

export function searchObjectiveGame(players: number, g: number, iterations: number): SearchObjectiveGame {
  const entry = findGame('clash')!;
  const played = playSearchSeatGame(entry, players, `searchobjectives-${players}-${g}`, iterations);
  let s: ClashState = clash.setup({ players, seed: played.seed, options: {} });
  const held = Array.from({ length: players }, () => new Set<string>());
  const done: string[][] = Array.from({ length: players }, () => []);
  const note = (x: ClashState) => x.ps.forEach((p, seat) => p.obj.forEach((c) => OBJECTIVE_CARDS[c]!.forEach((k) => held[seat]!.add(OBJECTIVES[k].name))));
  note(s);
  for (const item of played.log) {
    s = clash.apply(s, item.seat, item.action as ClashAction);
    note(s);
    for (const e of s.events) if (e.key === 'clash.event.objective' && typeof e.seat === 'number') done[e.seat]!.push(String(e.params['objective']));
  }
  return { game: g, held: held.map((h) => [...h]), done, winners: [...played.result.winners] };
}

const isMain = typeof process !== 'undefined' && process.argv[1] !== undefined && process.argv[1].endsWith('searchobjectives.bench.ts');
if (isMain) {
  const [players = 3, games = 20, iterations = 200, first = 0] = process.argv.slice(2, 6).map(Number);
  const held: Record<string, [number, number]> = {}, done: Record<string, [number, number]> = {};
  const add = (m: Record<string, [number, number]>, name: string, search: boolean) => {
    m[name] ??= [0, 0];
    m[name]![search ? 0 : 1] += 1;
  };
  for (let g = first; g < first + games; g++) {
    const r = searchObjectiveGame(players, g, iterations);
    console.log(JSON.stringify(r));
    r.held.forEach((names, seat) => names.forEach((n) => add(held, n, seat === 0)));
    r.done.forEach((names, seat) => new Set(names).forEach((n) => add(done, n, seat === 0)));
  }
  console.log(`objective: held by search / heuristic seats, completed by search / heuristic seats (${games} games)`);
  for (const name of Object.keys(held).sort()) {
    const h = held[name]!, d = done[name] ?? [0, 0];
    console.log(`${name}: held ${h[0]} / ${h[1]}, completed ${d[0]} / ${d[1]}`);
  }
}
