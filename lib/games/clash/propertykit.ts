/**
 * Shared checks of the Clash property tests: every game ends with a result and no error, the
 * state is plain JSON of integers, the invariants of the rules hold in every state, the score
 * sheet adds up, views hide what they must, and the log replays to the same hash.
 */
import { expect } from 'vitest';
import { clash } from './index';
import { playGame } from '../../cli/simulate';
import type { Bot } from '../../core/entry';
import { findNonJson } from '../../core/json';
import { hashState } from '../../core/hash';
import { newMatch, replay } from '../../core/match';
import type { GameEntry } from '../../core/entry';
import type { Json } from '../../core/types';
import { findGame } from '../index';
import type { ClashState } from './types';
import { BARBARIAN, NONE } from './types';
import { ARMY, ARMY_STACK, BARBARIAN_SUPPLY, SETTLER, SHIP, SHIP_CAPACITY, SUPPLY, TRACK_MAX } from './tables/rules';
import { resourceCap } from './state';
import { view } from './view';

/** Games per player count: PROPERTY_GAMES (default 60; CI runs 1,000). */
export const GAMES = Number(process.env.PROPERTY_GAMES ?? 60);
/**
 * The harness's time limit for one property test: its work grows with GAMES, and a shared 2-core
 * machine under load ran a CI-size test past the default 120 s. Not a speed assertion.
 */
export const PROPERTY_TIMEOUT = Math.max(120_000, GAMES * 1_500);
export const ENTRY: GameEntry = findGame('clash')!;
/** The registered heuristic bot at a level. */
export const heuristic = (level: number): Bot => ENTRY.bots.heuristic!(level);
export const OPTION_SETS: Record<string, string>[] = [
  {},
  { length: 'short' },
  { events: 'symbols' },
  { length: 'roll', events: 'optional' },
  { length: 'wonder' }
];

/** Rules that hold in every state (§2, §8). Returns the first broken one, or null. */
export function brokenInvariant(s: ClashState): string | null {
  for (let seat = 0; seat < s.players; seat++) {
    const p = s.ps[seat]!;
    for (let r = 0; r < 5; r++) if (p.res[r]! < 0 || p.res[r]! > resourceCap(p, r)) return `seat ${seat} resource ${r} = ${p.res[r]}`;
    if (p.cl < 0 || p.cl > TRACK_MAX || p.hl < 0 || p.hl > TRACK_MAX) return `seat ${seat} levels`;
    if (p.ct < 0 || p.ct > p.cl || p.mt < 0 || p.mt > p.hl) return `seat ${seat} tokens ${p.ct}/${p.cl} ${p.mt}/${p.hl}`;
    const count = (k: number) => s.units.filter((u) => u.o === seat && u.k === k).length;
    if (count(ARMY) > SUPPLY.armies || count(SETTLER) > SUPPLY.settlers || count(SHIP) > SUPPLY.ships) return `seat ${seat} unit supply`;
    if (s.cities.filter((c) => c.o === seat).length > SUPPLY.cities) return `seat ${seat} cities`;
    for (let piece = 0; piece < 4; piece++) if (s.cities.filter((c) => c.pc[piece] === seat).length > SUPPLY.piece) return `seat ${seat} piece ${piece}`;
  }
  if (s.cities.filter((c) => c.o === BARBARIAN).length > BARBARIAN_SUPPLY.cities) return 'barbarian cities';
  if (s.units.filter((u) => u.o === BARBARIAN).length > BARBARIAN_SUPPLY.armies) return 'barbarian armies';
  const hexes = new Set(s.cities.map((c) => c.h));
  if (hexes.size !== s.cities.length) return 'two cities on one space';
  for (const u of s.units) {
    if (u.c !== NONE) {
      const ship = s.units.find((x) => x.id === u.c);
      if (!ship || ship.k !== SHIP || ship.h !== u.h) return `unit ${u.id} aboard a missing ship`;
    }
    if (u.k === SHIP && s.units.filter((x) => x.c === u.id).length > SHIP_CAPACITY) return `ship ${u.id} overloaded`;
  }
  if (s.battle === null) {
    const land = new Map<string, number>();
    for (const u of s.units) if (u.k === ARMY && u.c === NONE) land.set(`${u.o}:${u.h}`, (land.get(`${u.o}:${u.h}`) ?? 0) + 1);
    for (const [k, n] of land) if (n > ARMY_STACK) return `stack of ${n} at ${k}`;
    // Units of two owners never share a space outside a battle.
    const owner = new Map<number, number>();
    for (const u of s.units) {
      const o = owner.get(u.h);
      if (o !== undefined && o !== u.o) return `units of ${o} and ${u.o} share hex ${u.h}`;
      owner.set(u.h, u.o);
    }
  }
  return null;
}

export function checkGame(players: number, seed: string, bots: readonly Bot[], options: Record<string, string>): void {
  const g = playGame(ENTRY, players, seed, bots, options);
  expect(g.failure).toBeNull();
  expect(g.result).not.toBeNull();
  const s = g.state as ClashState;
  expect(findNonJson(s, true)).toBeNull();
  expect(brokenInvariant(s)).toBeNull();
  for (const p of g.result!.players) expect(p.breakdown.reduce((a, b) => a + b.points, 0)).toBe(p.score);
  expect(g.result!.winners.length).toBeGreaterThan(0);
  const m = { ...newMatch(clash, { players, seed, options }), log: g.log };
  const { state } = replay<ClashState>(clash, m, { hashes: false });
  expect(hashState(state)).toBe(hashState(s));
}

/** Another seat's view (and the spectator's) holds none of `seat`'s cards, nor unexplored terrain. */
export function leak(s: ClashState, viewer: number | null): string | null {
  const v = view(s, viewer);
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === viewer) continue;
    const pv = v.seats[seat]!;
    if (pv.hand !== null || pv.objectives !== null) return `seat ${seat}'s cards shown to ${viewer}`;
  }
  for (const h of v.hexes) if (s.ter[h.hex] === 0 && h.terrain !== 0) return `unexplored terrain at ${h.hex}`;
  const text = JSON.stringify(v);
  if (text.includes('"tiles"') || text.includes('Deck":[')) return 'deck or tile order in the view';
  if (v.prompt && v.prompt.seat !== viewer && v.prompt.frame !== null) return 'another seat\'s pending choice in the view';
  return null;
}

/** Shorter lists of small numbers could equal a public list by chance (e.g. a resource row). */
const DISTINCTIVE = 6;

/**
 * The kit property suite's `secrets` hook: each seat's Action and Objective cards (the field the
 * owner's view shows them in, so another seat's null or equal-but-own hand never matches), and,
 * hidden from everyone, the order of every deck and the regions still face down.
 */
export function secrets(s: ClashState, seat: number | null): Json[] {
  if (seat !== null) {
    const p = s.ps[seat]!;
    const out: Json[] = [];
    if (p.hand.length > 0) out.push({ hand: p.hand.slice() });
    if (p.obj.length > 0) out.push({ objectives: p.obj.slice() });
    return out;
  }
  const faceDown = s.tiles.filter((_, r) => (s.explored & (1 << r)) === 0);
  return [s.eventDeck, s.actionDeck, s.objectiveDeck, s.wonderDeck, faceDown].filter((l) => l.length >= DISTINCTIVE).map((l) => l.slice());
}
