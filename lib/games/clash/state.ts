/**
 * Working copies and small state helpers. `apply` works on a Draft made by `draftOf`: top-level
 * arrays are copied, and each element object (player, city, unit, frame) is copied the first time
 * it is changed (copy-on-write through `player`, `cityMut`, `unitMut`). Functions taking a Draft
 * mutate it; nothing here mutates a caller's state.
 */
import { Rng } from '../../core/rng';
import type { Battle, City, ClashState, GameEvent, PlayerState, Unit } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as rulesTable from './tables/rules';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { BARBARIAN, NONE } = typesMod;
const { ADV } = tablesAdvancesMod;

const { TRACK_MAX, FOOD_LIMIT_NO_STORAGE, DOGMA_IDEAS, FOOD, IDEAS, GOLD } = rulesTable;

export type Draft = ClashState;

/** Objects created during the current apply (safe to change in place). Reset by `draftOf`. */
let owned = new WeakSet<object>();
/** The RNG opened on the current draft, if any. */
let rngOf: { d: Draft; rng: Rng } | null = null;

export function draftOf(s: ClashState): Draft {
  owned = new WeakSet<object>();
  rngOf = null;
  // Every field listed by hand: one object shape, faster than a spread in V8.
  return {
    players: s.players,
    rules: s.rules,
    rng: s.rng,
    rev: s.rev,
    round: s.round,
    turn: s.turn,
    pos: s.pos,
    first: s.first,
    phase: s.phase,
    stack: s.stack.slice(),
    t: s.t,
    tiles: s.tiles,
    orient: s.orient,
    explored: s.explored,
    ter: s.ter,
    exhausted: s.exhausted,
    seatStart: s.seatStart,
    units: s.units.slice(),
    cities: s.cities.slice(),
    nextId: s.nextId,
    ps: s.ps.slice(),
    eventDeck: s.eventDeck,
    eventDiscard: s.eventDiscard,
    actionDeck: s.actionDeck,
    actionDiscard: s.actionDiscard,
    objectiveDeck: s.objectiveDeck,
    wonderDeck: s.wonderDeck,
    wondersOpen: s.wondersOpen,
    battle: s.battle,
    event: s.event,
    endAfterRound: s.endAfterRound,
    statusDone: s.statusDone,
    events: []
  };
}

export function own<T extends object>(x: T): T {
  owned.add(x);
  return x;
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    res: p.res.slice(), cl: p.cl, hl: p.hl, ct: p.ct, mt: p.mt, a0: p.a0, a1: p.a1,
    hand: p.hand.slice(), obj: p.obj.slice(), done: p.done.slice(), evp: p.evp, kept: p.kept.slice(),
    reserved: p.reserved, lose: p.lose, truce: p.truce, start: p.start, anarchy: p.anarchy
  };
}

/** The player of `seat`, writable in this draft. */
export function player(d: Draft, seat: number): PlayerState {
  let p = d.ps[seat]!;
  if (!owned.has(p)) {
    p = own(clonePlayer(p));
    d.ps[seat] = p;
  }
  return p;
}

/** The turn state, writable in this draft. */
export function turnMut(d: Draft): Draft['t'] {
  if (!owned.has(d.t)) {
    const t = d.t;
    d.t = own({ ...t, battles: t.battles.slice(), wins: t.wins.slice() });
  }
  return d.t;
}

export function battleMut(d: Draft): Battle {
  const b = d.battle!;
  if (owned.has(b)) return b;
  const c = own({
    ...b, units: b.units.slice(), back: b.back.slice(), backShip: b.backShip.slice(), cards: b.cards.slice(),
    dice: b.dice.map((x) => x.slice()), hits: b.hits.slice()
  });
  d.battle = c;
  return c;
}

// ---------------------------------------------------------------- advances

export function has(p: PlayerState, adv: number): boolean {
  return adv < 24 ? ((p.a0 >> adv) & 1) === 1 : ((p.a1 >> (adv - 24)) & 1) === 1;
}

export function setAdvance(p: PlayerState, adv: number, on: boolean): void {
  if (adv < 24) p.a0 = on ? p.a0 | (1 << adv) : p.a0 & ~(1 << adv);
  else p.a1 = on ? p.a1 | (1 << (adv - 24)) : p.a1 & ~(1 << (adv - 24));
}

export function advanceCount(p: PlayerState): number {
  let n = 0;
  for (let x = p.a0; x; x &= x - 1) n++;
  for (let x = p.a1; x; x &= x - 1) n++;
  return n;
}

/** Owned advances in id order. */
export function advancesOf(p: PlayerState): number[] {
  const out: number[] = [];
  for (let a = 0; a < 48; a++) if (has(p, a)) out.push(a);
  return out;
}

// ---------------------------------------------------------------- resources and tokens

/** The most of resource `r` this player may hold. */
export function resourceCap(p: PlayerState, r: number): number {
  if (r === FOOD && !has(p, ADV.storage)) return FOOD_LIMIT_NO_STORAGE;
  if (r === IDEAS && has(p, ADV.dogma)) return DOGMA_IDEAS;
  return TRACK_MAX;
}

/** Gains up to `n` of resource `r` (excess is lost, §2.5). Returns the amount gained. */
export function gain(d: Draft, seat: number, r: number, n: number): number {
  if (n <= 0) return 0;
  const p = player(d, seat);
  const room = Math.max(0, resourceCap(p, r) - p.res[r]!);
  const got = Math.min(room, n);
  p.res[r]! += got;
  return got;
}

/** Pays a resource the caller checked is there. */
export function spend(d: Draft, seat: number, r: number, n: number): void {
  const p = player(d, seat);
  if (p.res[r]! < n) throw new Error(`spend: seat ${seat} lacks ${n} of resource ${r}`);
  p.res[r]! -= n;
}

/** Gains Culture tokens up to the Culture level (§2.6). */
export function gainCulture(d: Draft, seat: number, n: number): number {
  const p = player(d, seat);
  const got = Math.max(0, Math.min(n, Math.min(p.cl, TRACK_MAX) - p.ct));
  p.ct += got;
  return got;
}

/** Gains Mood tokens up to the Happiness level (§2.6). */
export function gainMood(d: Draft, seat: number, n: number): number {
  const p = player(d, seat);
  const got = Math.max(0, Math.min(n, Math.min(p.hl, TRACK_MAX) - p.mt));
  p.mt += got;
  return got;
}

/** Holdings as payment sources: [food, ore, wood, ideas, gold, culture, mood]. */
export function holdings(p: PlayerState): number[] {
  return [p.res[0]!, p.res[1]!, p.res[2]!, p.res[3]!, p.res[4]!, p.ct, p.mt];
}

/** Pays a source vector [food, ore, wood, ideas, gold, culture, mood]. */
export function payVector(d: Draft, seat: number, v: readonly number[]): void {
  const p = player(d, seat);
  for (let i = 0; i < 5; i++) {
    if (p.res[i]! < v[i]!) throw new Error(`pay: seat ${seat} lacks resource ${i}`);
    p.res[i]! -= v[i]!;
  }
  if (p.ct < v[5]! || p.mt < v[6]!) throw new Error(`pay: seat ${seat} lacks tokens`);
  p.ct -= v[5]!;
  p.mt -= v[6]!;
}


// ---------------------------------------------------------------- cities

export function cityIndex(s: ClashState, id: number): number {
  const cs = s.cities;
  for (let i = 0; i < cs.length; i++) if (cs[i]!.id === id) return i;
  return -1;
}

export function cityById(s: ClashState, id: number): City {
  const i = cityIndex(s, id);
  if (i < 0) throw new Error(`no city ${id}`);
  return s.cities[i]!;
}

export function cityAt(s: ClashState, hex: number): City | null {
  const cs = s.cities;
  for (let i = 0; i < cs.length; i++) if (cs[i]!.h === hex) return cs[i]!;
  return null;
}

/** The city with id `id`, writable in this draft. */
export function cityMut(d: Draft, id: number): City {
  const i = cityIndex(d, id);
  let c = d.cities[i]!;
  if (!owned.has(c)) {
    c = own({ ...c, pc: c.pc.slice() });
    d.cities[i] = c;
  }
  return c;
}

export function citySize(c: City): number {
  let n = 1;
  for (let i = 0; i < 4; i++) if (c.pc[i]! !== NONE) n++;
  return n;
}

export function citiesOf(s: ClashState, seat: number): City[] {
  return s.cities.filter((c) => c.o === seat);
}

export function cityCount(s: ClashState, seat: number): number {
  let n = 0;
  for (const c of s.cities) if (c.o === seat) n++;
  return n;
}

export function removeCity(d: Draft, id: number): void {
  d.cities.splice(cityIndex(d, id), 1);
}

// ---------------------------------------------------------------- units

export function unitIndex(s: ClashState, id: number): number {
  const us = s.units;
  for (let i = 0; i < us.length; i++) if (us[i]!.id === id) return i;
  return -1;
}

export function unitById(s: ClashState, id: number): Unit {
  const i = unitIndex(s, id);
  if (i < 0) throw new Error(`no unit ${id}`);
  return s.units[i]!;
}

export function unitMut(d: Draft, id: number): Unit {
  const i = unitIndex(d, id);
  let u = d.units[i]!;
  if (!owned.has(u)) {
    u = own({ ...u });
    d.units[i] = u;
  }
  return u;
}

export function addUnit(d: Draft, owner: number, kind: number, hex: number, carrier = NONE): number {
  const id = d.nextId++;
  d.units.push(own({ id, o: owner, k: kind, h: hex, c: carrier, f: 0 }));
  return id;
}

/** Removes a unit, and any units aboard it (a sunk ship drowns its cargo, §4.5.2). */
export function removeUnit(d: Draft, id: number): void {
  const i = unitIndex(d, id);
  if (i < 0) return;
  d.units.splice(i, 1);
  for (let j = d.units.length - 1; j >= 0; j--) if (d.units[j]!.c === id) d.units.splice(j, 1);
}

export function countUnits(s: ClashState, owner: number, kind: number): number {
  let n = 0;
  for (const u of s.units) if (u.o === owner && u.k === kind) n++;
  return n;
}

/** Units at a hex (including those aboard ships there). */
export function unitsAt(s: ClashState, hex: number): Unit[] {
  return s.units.filter((u) => u.h === hex);
}

/** Army units of `owner` standing on land at `hex` (not aboard). */
export function armiesOnLand(s: ClashState, owner: number, hex: number): number {
  let n = 0;
  for (const u of s.units) if (u.h === hex && u.o === owner && u.k === 1 && u.c === NONE) n++;
  return n;
}

/** True when some unit not owned by `seat` stands at `hex` (barbarians included). */
export function foreignUnitsAt(s: ClashState, seat: number, hex: number): boolean {
  for (const u of s.units) if (u.h === hex && u.o !== seat) return true;
  return false;
}

// ---------------------------------------------------------------- randomness, log

function rng(d: Draft): Rng {
  if (rngOf === null || rngOf.d !== d) rngOf = { d, rng: new Rng(d.rng) };
  return rngOf.rng;
}

/** One six-sided die from the state's RNG. */
export function rollDie(d: Draft): number {
  const r = rng(d);
  const v = r.below(6) + 1;
  d.rng = r.state();
  d.rev += 1;
  return v;
}

export function shuffleInPlace(d: Draft, xs: number[]): void {
  const r = rng(d);
  r.shuffleInPlace(xs);
  d.rng = r.state();
  d.rev += 1;
}

export function emit(d: Draft, key: string, seat: number | null, params: GameEvent['params'] = {}): void {
  d.events.push({ key, seat, params });
}

/** Barbarians have no seat; this is their owner code. */
export const BARB = BARBARIAN;
