/**
 * Which bonus tiles a stronger player takes: the `search` bot in seat 0 (or every seat given),
 * level-3 heuristics elsewhere; records every bonus tile each seat takes and what else was on
 * offer at that moment. Deterministic by seed (iterations budget, no clock).
 *
 *   npx tsx lib/games/paris/searchtiles.bench.ts <players> <games> [iterations] [firstGame]
 *   npx tsx lib/games/paris/searchtiles.bench.ts --merge <players> <output files…>
 *
 * Prints one JSON line per game (to resume or merge runs), then the totals: per tile, the share of
 * games in which the search seat / a heuristic seat took it, and how often it was offered at a
 * forward take of that seat.
 */
import { readFileSync } from 'node:fs';
import { findGame } from '../index';
import { playSearchSeatGame } from '../../cli/simulate';
import { paris } from './index';
import type { ParisAction } from './types';

export interface SearchTileGame {
  game: number;
  /** Per seat, the tile numbers taken in order. */
  taken: number[][];
  /** Per take: seat, tile taken, how, the other tile numbers it could have taken. */
  takes: { seat: number; tile: number; how: string; offered: number[] }[];
  scores: number[];
  winners: number[];
}

export function searchTileGame(players: number, g: number, iterations: number): SearchTileGame {
  const entry = findGame('paris')!;
  const played = playSearchSeatGame(entry, players, `searchtiles-${players}-${g}`, iterations);
  let s = paris.setup({ players, seed: played.seed, options: {} });
  const taken: number[][] = Array.from({ length: players }, () => []);
  const takes: SearchTileGame['takes'] = [];
  for (const item of played.log) {
    const a = item.action as ParisAction;
    const before = s;
    s = paris.apply(s, item.seat, a);
    for (const e of s.events) {
      if (e.key !== 'paris.event.bonusTaken') continue;
      const tile = Number(e.params['tile']);
      const seat = item.seat;
      taken[seat]!.push(tile);
      // What else this seat could take at that decision (empty when the take was automatic).
      const offered = before.prompt?.kind === 'bonus' ? paris.actions(before, seat).filter((b) => b.type === 'takeBonus').map((b) => before.trackNumber[(b as { pos: number }).pos]!) : [];
      takes.push({ seat, tile, how: String(e.params['how']), offered: offered.filter((n) => n !== tile) });
    }
  }
  const scores = Array<number>(players).fill(0);
  for (const p of played.result.players) scores[p.seat] = p.score;
  return { game: g, taken, takes, scores, winners: [...played.result.winners] };
}

/** Totals over games: share of games (%) in which seat 0 / any heuristic seat (per seat) took each tile. */
export function searchTileTotals(players: number, games: SearchTileGame[]) {
  const n = games.length;
  const pct = (x: number, d: number) => (d === 0 ? 0 : Math.round((1000 * x) / d) / 10);
  const search = Array<number>(31).fill(0), heur = Array<number>(31).fill(0), offered = Array<number>(31).fill(0);
  let wins = 0, searchTakes = 0, heurTakes = 0;
  for (const g of games) {
    new Set(g.taken[0]).forEach((t) => (search[t]! += 1));
    for (let seat = 1; seat < players; seat++) new Set(g.taken[seat]).forEach((t) => (heur[t]! += 1));
    for (const t of g.takes) if (t.seat === 0) for (const o of new Set([...t.offered, t.tile])) offered[o]! += 1;
    wins += g.winners.includes(0) ? 1 / g.winners.length : 0;
    searchTakes += g.taken[0]!.length;
    for (let seat = 1; seat < players; seat++) heurTakes += g.taken[seat]!.length;
  }
  const row = (xs: number[], d: number) => Object.fromEntries(xs.slice(1).map((x, i) => [String(i + 1), pct(x, d)]));
  return {
    players,
    games: n,
    searchSeatWinRate: Math.round((1000 * wins) / Math.max(1, n)) / 1000,
    takesPerPlayer: { search: Math.round((10 * searchTakes) / Math.max(1, n)) / 10, heuristic: Math.round((10 * heurTakes) / Math.max(1, n * (players - 1))) / 10 },
    searchTakenRate: row(search, n),
    /** Per heuristic seat: share of (games × heuristic seats). */
    heuristicTakenRate: row(heur, n * (players - 1)),
    /** Decisions of the search seat at which the tile was offered, per game. */
    searchOfferedPerGame: Object.fromEntries(offered.slice(1).map((x, i) => [String(i + 1), Math.round((10 * x) / Math.max(1, n)) / 10]))
  };
}

const argv = typeof process !== 'undefined' ? process.argv : [];
if (argv[1]?.endsWith('searchtiles.bench.ts') && argv[2] === '--merge') {
  const games: SearchTileGame[] = [];
  for (const f of argv.slice(4)) for (const line of readFileSync(f, 'utf8').split('\n')) if (line.startsWith('{"game"')) games.push(JSON.parse(line) as SearchTileGame);
  console.log(JSON.stringify(searchTileTotals(Number(argv[3]), games)));
} else if (argv[1]?.endsWith('searchtiles.bench.ts')) {
  const players = Number(argv[2] ?? 3);
  const count = Number(argv[3] ?? 20);
  const iterations = Number(argv[4] ?? 300);
  const first = Number(argv[5] ?? 0);
  const games: SearchTileGame[] = [];
  for (let g = first; g < first + count; g++) {
    const r = searchTileGame(players, g, iterations);
    games.push(r);
    console.log(JSON.stringify(r));
  }
  console.log(JSON.stringify(searchTileTotals(players, games)));
}
