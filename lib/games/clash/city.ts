/**
 * Cities (rules file §2.8, §4.2.2, §4.2.3, §4.3): size, mood, activations, founding and
 * Increase City Size.
 */
import type { City, ClashState, Need } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesWondersMod from './tables/wonders';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import * as payMod from './pay';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as wondersMod from './wonders';
import { eligible } from './eligibility';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, BARBARIAN, HAPPY, NEUTRAL, NONE, ONCE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { W } = tablesWondersMod;
const { ACADEMY, ACADEMY_IDEAS, FOOD, GOLD, GROW_COST, IDEAS, MAX_CITY_SIZE, PIECES, PIECE_NAMES, PORT, SETTLER, SHIP, SUPPLY, TEMPLE } = tablesRulesMod;
const { BARREN, SEA, boardFor } = boardMod;
const { resourceNeeds } = payMod;
const { has, cityAt, cityCount, citySize, cityMut, countUnits, emit, gain, foreignUnitsAt, removeUnit, turnMut } = stateMod;
const { push, pushPick } = stackMod;
const { wonderOwner } = wondersMod;
const { FREE_DOGMA } = typesMod;

/** The advance that unlocks each piece type (§2.8): Temple ← Myths, Fortress ← Tactics, Academy ← Writing, Port ← Fishing. */
export const PIECE_ADVANCE: readonly number[] = [ADV.myths, ADV.tactics, ADV.writing, ADV.fishing];

export function forcedLaborOn(s: ClashState, seat: number): boolean {
  return s.phase === 'play' && s.t.seat === seat && (s.t.once & ONCE.forcedLabor) !== 0 && has(s.ps[seat]!, ADV.forcedLabor);
}

/** Collect / Build amount (§4.2.3): size + 1 Happy, size Neutral, exactly 1 Angry (size with Forced Labor). */
export function effectiveSize(s: ClashState, c: City): number {
  const size = citySize(c);
  if (c.mood === HAPPY) return size + 1;
  if (c.mood === NEUTRAL || forcedLaborOn(s, c.o)) return size;
  return 1;
}

/** May be activated now: an Angry city only once per Turn (§8.10), Forced Labor included. */
export function canActivate(c: City): boolean {
  return c.mood !== ANGRY || c.act === 0;
}

/**
 * Counts an activation; the 2nd and 3rd in a Turn lower the mood a step, as the last step (§8.9).
 * The Great Lighthouse's city then lets its owner move one Ship (after the activation's effects).
 */
export function finishActivation(d: Draft, cityId: number): void {
  const c = cityMut(d, cityId);
  c.act += 1;
  if (c.act >= 2 && c.mood > ANGRY) {
    c.mood -= 1;
    emit(d, 'clash.event.moodDown', c.o, { hex: c.h, mood: c.mood, why: 'activation' });
  }
  if (c.w === W.greatLighthouse && d.units.some((u) => u.o === c.o && u.k === SHIP)) {
    push(d, { k: 'auto', a: { s: 'moveEnd', seat: c.o } });
    push(d, { k: 'move', seat: c.o, left: 1, from: NONE, to: NONE, roads: 0, mode: 0, only: 1, backs: 0 });
  }
}

export function setMood(d: Draft, cityId: number, mood: number, why: string): void {
  const c = cityMut(d, cityId);
  if (c.mood === mood) return;
  const up = mood > c.mood;
  c.mood = mood;
  emit(d, up ? 'clash.event.moodUp' : 'clash.event.moodDown', c.o, { hex: c.h, mood, why });
}

/** One step worse (Happy → Neutral → Angry). */
export function lowerMood(d: Draft, cityId: number, why: string): void {
  const c = cityMut(d, cityId);
  if (c.mood > ANGRY) setMood(d, cityId, c.mood - 1, why);
}

/**
 * An Event lowers a city's mood (one step, or to Angry). Myths lets the owner pay 1 Mood token to
 * prevent it (§8.20), a decision of the owner.
 */
export function eventMoodLoss(d: Draft, cityId: number, toAngry: boolean): void {
  const c = d.cities.find((x) => x.id === cityId)!;
  if (c.mood === ANGRY) return;
  const p = d.ps[c.o]!;
  if (c.o !== BARBARIAN && has(p, ADV.myths) && p.mt > 0) {
    pushPick(d, c.o, 'myths', [0, 1], [cityId, toAngry ? 1 : 0]);
    return;
  }
  applyEventMoodLoss(d, cityId, toAngry);
}

export function applyEventMoodLoss(d: Draft, cityId: number, toAngry: boolean): void {
  if (toAngry) setMood(d, cityId, ANGRY, 'event');
  else lowerMood(d, cityId, 'event');
}

/** Pieces of each type of `seat`'s colour on the board (for the supply of 7). */
export function piecesOnBoard(s: ClashState, seat: number, piece: number): number {
  let n = 0;
  for (const c of s.cities) if (c.pc[piece] === seat) n++;
  return n;
}

// ---------------------------------------------------------------- Found City (§4.2.2)

/** Hexes where `seat` may found a city now: own Settler, land, not Barren, not Exhausted, no city, no foreign units. */
export function foundingHexes(s: ClashState, seat: number): number[] {
  if (cityCount(s, seat) >= SUPPLY.cities) return [];
  const out: number[] = [];
  for (const u of s.units) {
    if (u.o !== seat || u.k !== SETTLER || u.c !== NONE || out.includes(u.h)) continue;
    if (canFoundAt(s, seat, u.h)) out.push(u.h);
  }
  return out.sort((a, b) => a - b);
}

export function canFoundAt(s: ClashState, seat: number, hex: number): boolean {
  const t = s.ter[hex]!;
  if (t === SEA || t === BARREN || t === 0) return false;
  if (s.exhausted.includes(hex) || cityAt(s, hex) !== null) return false;
  return !foreignUnitsAt(s, seat, hex);
}

export function foundCity(d: Draft, seat: number, hex: number): number {
  const settler = d.units.find((u) => u.o === seat && u.k === SETTLER && u.h === hex && u.c === NONE)!;
  removeUnit(d, settler.id);
  const id = d.nextId++;
  d.cities.push({ id, h: hex, o: seat, pc: [NONE, NONE, NONE, NONE], port: NONE, mood: NEUTRAL, act: 0, w: NONE });
  emit(d, 'clash.event.found', seat, { hex });
  return id;
}

// ---------------------------------------------------------------- Increase City Size (§4.2.3 c)

export interface GrowOption {
  piece: number;
  port: number;
}

/** The pieces city `c` may add now (ignoring cost), with each possible Port sea space. */
export function growOptions(s: ClashState, c: City): GrowOption[] {
  const seat = c.o;
  const p = s.ps[seat]!;
  if (c.mood === ANGRY && !forcedLaborOn(s, seat)) return [];
  const size = citySize(c);
  if (size >= MAX_CITY_SIZE || size + 1 > cityCount(s, seat)) return [];
  const out: GrowOption[] = [];
  const board = boardFor(s.players);
  for (let piece = 0; piece < PIECES.length; piece++) {
    if (c.pc[piece] !== NONE || !has(p, PIECE_ADVANCE[piece]!) || piecesOnBoard(s, seat, piece) >= SUPPLY.piece) continue;
    if (piece === PORT) {
      for (const h of board.adj[c.h]!) if (s.ter[h] === SEA) out.push({ piece, port: h });
    } else out.push({ piece, port: NONE });
  }
  return out;
}

/** Cost of adding `piece` (State Religion: a Temple without its Food, once per Turn). */
export function growNeeds(s: ClashState, seat: number, piece: number): Need[] {
  const cost = GROW_COST.slice();
  if (piece === TEMPLE && stateReligionReady(s, seat)) cost[FOOD] = 0;
  return resourceNeeds(cost);
}

export function stateReligionReady(s: ClashState, seat: number): boolean {
  return s.phase === 'play' && s.t.seat === seat && has(s.ps[seat]!, ADV.stateReligion) && (s.t.once & ONCE.stateReligion) === 0;
}

/** Adding a Temple never activates the city for the Mausoleum's owner (§2.10). */
export function growActivates(s: ClashState, seat: number, piece: number): boolean {
  return !(piece === TEMPLE && wonderOwner(s, W.mausoleum) === seat);
}

/**
 * Adds `piece` (paid) to city `cityId`, with its effects: Academy +2 Ideas; Temple +1 Mood or
 * Culture token (choice); Dogma a free Theocracy advance; Sanitation an optional Settler.
 */
export function addPiece(d: Draft, seat: number, cityId: number, piece: number, port: number): void {
  const c = cityMut(d, cityId);
  c.pc[piece] = seat;
  if (piece === PORT) c.port = port;
  emit(d, 'clash.event.grow', seat, { hex: c.h, piece: PIECE_NAMES[piece]! });
  if (piece === TEMPLE && stateReligionReady(d, seat)) turnMut(d).once |= ONCE.stateReligion;
  const p = d.ps[seat]!;
  // Pushed in reverse: Temple token, then Dogma's advance, then Sanitation's Settler.
  if (has(p, ADV.sanitation) && countUnits(d, seat, SETTLER) < SUPPLY.settlers && (p.res[FOOD]! > 0 || p.res[GOLD]! > 0)) {
    pushPick(d, seat, 'sanitation', [0, 1], [cityId]);
  }
  if (piece === TEMPLE && has(p, ADV.dogma)) {
    const free = [45, 46, 47].filter((a) => eligible(p, a));
    if (free.length > 0) pushPick(d, seat, 'freeAdvance', free, [FREE_DOGMA]);
  }
  if (piece === TEMPLE) pushPick(d, seat, 'temple', [0, 1], [cityId]);
  if (piece === ACADEMY) gain(d, seat, IDEAS, ACADEMY_IDEAS);
}
