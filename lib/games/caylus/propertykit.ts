/**
 * Shared checks of the Caylus property tests (property-random / property-heuristic): every game
 * ends with a result and no error, the state is plain JSON with integers, the score sheet adds
 * up, invariants hold, and the log replays to the same hash.
 */
import { expect } from 'vitest';
import { caylus } from './index';
import { caylusHeuristic } from './bot';
import { playGame } from '../../cli/simulate';
import type { Bot } from '../../bots/types';
import { findNonJson } from '../../core/json';
import { hashState } from '../../core/hash';
import { newMatch, replay } from '../../core/match';
import type { GameEntry } from '../registry';
import { WORKERS } from './tables/board';
import { NOBODY } from './state';
import type { CaylusState } from './types';

/** Games per player count and kind: PROPERTY_GAMES (default 100; CI runs 2,000). */
export const GAMES = Number(process.env.PROPERTY_GAMES ?? 100);
export const ENTRY: GameEntry = { game: caylus, bots: { heuristic: caylusHeuristic } };
export const OPTION_SETS: Record<string, string | boolean>[] = [
  {},
  { simplifiedFavours: true },
  { churchPP: '3', tailor: 'tile' },
  { simplifiedFavours: true, churchPP: '3' }
];

/** Rules that hold in every state: no debt, no negative stock, every worker somewhere. */
export function checkInvariants(s: CaylusState): void {
  const onBoard = Array<number>(s.players).fill(0);
  const count = (seat: number) => {
    if (seat !== NOBODY) onBoard[seat]! += 1;
  };
  s.worker.forEach(count);
  [s.gate, s.tradingPost, s.guild, s.joust, s.innLeft, s.innRight, ...s.stables, ...s.castleWorkers].forEach(count);
  s.ps.forEach((p, seat) => {
    expect(p.money).toBeGreaterThanOrEqual(0);
    expect(p.pp).toBeGreaterThanOrEqual(0);
    for (const c of p.cubes) expect(c).toBeGreaterThanOrEqual(0);
    expect(p.src.reduce((a, b) => a + b, 0)).toBe(p.pp);
    expect(p.workers + onBoard[seat]!).toBe(WORKERS);
  });
  for (const n of Object.values(s.stock)) expect(n).toBeGreaterThanOrEqual(0);
  s.castle.forEach((h, k) => expect(h.length).toBeLessThanOrEqual([6, 10, 14][k]!));
}

export function checkGame(players: number, seed: string, bots: readonly Bot[], options: Record<string, string | boolean>): void {
  const g = playGame(ENTRY, players, seed, bots, options);
  expect(g.failure).toBeNull();
  expect(g.result).not.toBeNull();
  const s = g.state as CaylusState;
  expect(findNonJson(s, true)).toBeNull();
  checkInvariants(s);
  for (const p of g.result!.players) expect(p.breakdown.reduce((a, b) => a + b.points, 0)).toBe(p.score);
  expect(g.result!.winners.length).toBeGreaterThan(0);
  const m = { ...newMatch(caylus, { players, seed, options }), log: g.log };
  const { state } = replay<CaylusState>(caylus, m, { hashes: false });
  expect(hashState(state)).toBe(hashState(s));
}
