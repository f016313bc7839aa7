/**
 * Working copies and small state helpers. Every function here that takes a `Draft` mutates it:
 * a Draft is the private copy `apply` makes with `draftOf` (STYLE.md habit 6), never a caller's
 * state. Arrays and players are copied on first write through the `…W` accessors; fields
 * "replaced" (stacks, removed, used lists, endStack, queue, prompt, trackNumber) are shared with
 * the input and must be reassigned, never mutated in place.
 */
import type { GameEvent, ParisState, PlayerState } from './types';
import { SRC_BONUS } from './types';

export type Draft = ParisState;

function clonePlayer(p: PlayerState): PlayerState {
  return {
    francs: p.francs,
    keys: p.keys,
    spare: p.spare,
    vp: p.vp,
    src: p.src.slice(),
    meeple: p.meeple,
    items: p.items.slice(),
    bonus: p.bonus,
    endTiles: p.endTiles,
    usedBonus: p.usedBonus,
    usedEnd: p.usedEnd
  };
}

// Copy on write: a draft shares the input's arrays and players until one is written, through
// the accessors below. Only one draft is ever being built at a time (apply is synchronous), so
// what has been copied is tracked here rather than in the state.
let owned = 0;
let ownedPlayers = 0;
const KEYS = 1, SPACE = 2, TOKEN = 4, BANK = 8, LANDMARK = 16, VP_AT = 32, SUPPLY = 64, TRACK = 128;

/** A working copy of `s` for one apply; every field listed by hand (one object shape, no spread). */
export function draftOf(s: ParisState): Draft {
  owned = 0;
  ownedPlayers = 0;
  return {
    players: s.players,
    rules: s.rules,
    rng: s.rng,
    first: s.first,
    round: s.round,
    turn: s.turn,
    drawn: s.drawn,
    acted: s.acted,
    traded: s.traded,
    lastRound: s.lastRound,
    over: s.over,
    stacks: s.stacks,
    removed: s.removed,
    space: s.space,
    token: s.token,
    keys: s.keys,
    bank: s.bank,
    arc: s.arc,
    landmarkAt: s.landmarkAt,
    landmarkTop: s.landmarkTop,
    vpTileAt: s.vpTileAt,
    supply: s.supply,
    trackNumber: s.trackNumber,
    trackCount: s.trackCount,
    endStack: s.endStack,
    ps: s.ps.slice(),
    prompt: s.prompt,
    queue: s.queue,
    events: []
  };
}

/** The draft's player `seat`, copied on first write. */
export function playerW(d: Draft, seat: number): PlayerState {
  if (((ownedPlayers >> seat) & 1) === 0) {
    d.ps[seat] = clonePlayer(d.ps[seat]!);
    ownedPlayers |= 1 << seat;
  }
  return d.ps[seat]!;
}

export function keysW(d: Draft): number[] {
  if ((owned & KEYS) === 0) (d.keys = d.keys.slice()), (owned |= KEYS);
  return d.keys;
}
export function spaceW(d: Draft): number[] {
  if ((owned & SPACE) === 0) (d.space = d.space.slice()), (owned |= SPACE);
  return d.space;
}
export function tokenW(d: Draft): number[] {
  if ((owned & TOKEN) === 0) (d.token = d.token.slice()), (owned |= TOKEN);
  return d.token;
}
export function bankW(d: Draft): number[] {
  if ((owned & BANK) === 0) (d.bank = d.bank.slice()), (owned |= BANK);
  return d.bank;
}
/** landmarkAt and landmarkTop, copied together. */
export function landmarksW(d: Draft): void {
  if ((owned & LANDMARK) === 0) (d.landmarkAt = d.landmarkAt.slice()), (d.landmarkTop = d.landmarkTop.slice()), (owned |= LANDMARK);
}
export function vpTileAtW(d: Draft): number[] {
  if ((owned & VP_AT) === 0) (d.vpTileAt = d.vpTileAt.slice()), (owned |= VP_AT);
  return d.vpTileAt;
}
export function supplyW(d: Draft): number[] {
  if ((owned & SUPPLY) === 0) (d.supply = d.supply.slice()), (owned |= SUPPLY);
  return d.supply;
}
export function trackCountW(d: Draft): number[] {
  if ((owned & TRACK) === 0) (d.trackCount = d.trackCount.slice()), (owned |= TRACK);
  return d.trackCount;
}

export function emit(d: Draft, key: string, seat: number | null, params: GameEvent['params'] = {}): void {
  d.events.push({ key, seat, params });
}

export function gainVp(d: Draft, seat: number, n: number, source: number): void {
  const p = playerW(d, seat);
  p.vp += n;
  p.src[source]! += n;
}

export const gainBonusVp = (d: Draft, seat: number, n: number): void => gainVp(d, seat, n, SRC_BONUS);

/** True when the seat holds an unused bonus tile numbered n. */
export const holdsBonus = (p: PlayerState, n: number): boolean => ((p.bonus >> n) & 1) === 1;
/** True when the seat holds the unused End Game tile of index i. */
export const holdsEnd = (p: PlayerState, i: number): boolean => ((p.endTiles >> i) & 1) === 1;

/** Discards a held bonus tile face up (used). */
export function discardBonus(d: Draft, seat: number, n: number): void {
  const p = playerW(d, seat);
  p.bonus &= ~(1 << n);
  p.usedBonus = [...p.usedBonus, n];
}

/** Discards a held End Game tile (used). */
export function discardEnd(d: Draft, seat: number, i: number): void {
  const p = playerW(d, seat);
  p.endTiles &= ~(1 << i);
  p.usedEnd = [...p.usedEnd, i];
}

/** Number of set bits (held tiles). */
export function bitCount(x: number): number {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n++;
  return n;
}
