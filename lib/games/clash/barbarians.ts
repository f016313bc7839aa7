/**
 * Barbarians from event symbols and cards (rules file §2.11, §4.9): where a new settlement may
 * appear, where the extra Army may go, which settlement attacks which city, and starting that
 * one-round attack. All choices belong to the player who drew the card (§6).
 */
import type { ClashState } from './types';
import * as typesMod from './types';
import * as tablesWondersMod from './tables/wonders';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import type { Draft } from './state';
import * as stateMod from './state';
import * as wondersMod from './wonders';
import { startBattle } from './combat';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { BARBARIAN, NONE } = typesMod;
const { W } = tablesWondersMod;
const { ARMY, ARMY_STACK, BARBARIAN_RANGE, BARBARIAN_SUPPLY } = tablesRulesMod;
const { BARREN, SEA, boardFor, distances } = boardMod;
const { addUnit, cityAt, cityById, cityCount, countUnits, emit } = stateMod;
const { wonderOwner } = wondersMod;

function dist(s: ClashState): (a: number, b: number) => number {
  const board = boardFor(s.players);
  const m = distances(board, s.explored);
  const n = board.size;
  return (a, b) => m[a * n + b]!;
}

/** Empty (no units, no city), explored, non-Barren, non-Exhausted land. */
function emptyLand(s: ClashState, h: number): boolean {
  const t = s.ter[h]!;
  if (t === 0 || t === SEA || t === BARREN || s.exhausted.includes(h)) return false;
  if (cityAt(s, h) !== null) return false;
  return !s.units.some((u) => u.h === h);
}

/** Barbarians Appear step 1: spaces within 2 of one of `seat`'s cities. */
export function spawnSites(s: ClashState, seat: number): number[] {
  if (cityCount(s, BARBARIAN) >= BARBARIAN_SUPPLY.cities) return [];
  const dd = dist(s);
  const mine = s.cities.filter((c) => c.o === seat);
  const out: number[] = [];
  for (let h = 0; h < s.ter.length; h++) {
    if (!emptyLand(s, h)) continue;
    if (mine.some((c) => {
      const x = dd(c.h, h);
      return x >= 1 && x <= BARBARIAN_RANGE;
    })) out.push(h);
  }
  return out;
}

export function spawnSettlement(d: Draft, hex: number): void {
  d.cities.push({ id: d.nextId++, h: hex, o: BARBARIAN, pc: [NONE, NONE, NONE, NONE], port: NONE, mood: 1, act: 0, w: NONE });
  if (countUnits(d, BARBARIAN, ARMY) < BARBARIAN_SUPPLY.armies) addUnit(d, BARBARIAN, ARMY, hex);
  emit(d, 'clash.event.barbariansAppear', null, { hex });
}

/** Barbarians Appear step 2: settlements that can take one more Army. */
export function reinforceSites(s: ClashState): number[] {
  if (countUnits(s, BARBARIAN, ARMY) >= BARBARIAN_SUPPLY.armies) return [];
  return s.cities.filter((c) => c.o === BARBARIAN && s.units.filter((u) => u.h === c.h && u.o === BARBARIAN).length < ARMY_STACK).map((c) => c.id);
}

export function reinforce(d: Draft, cityId: number): void {
  const c = cityById(d, cityId);
  addUnit(d, BARBARIAN, ARMY, c.h);
  emit(d, 'clash.event.barbarianReinforced', null, { hex: c.h });
}

function barbarianArmies(s: ClashState, hex: number): number {
  let n = 0;
  for (const u of s.units) if (u.h === hex && u.o === BARBARIAN && u.k === ARMY) n++;
  return n;
}

/** Packs an attack choice (settlement id, city id) into one option number. */
export function packPair(settlement: number, city: number): number {
  return settlement * 65536 + city;
}
export function unpackPair(v: number): [number, number] {
  return [Math.floor(v / 65536), v % 65536];
}

/**
 * Barbarian Attack (§2.11): among settlements within 2 of the drawer's cities, the one with the
 * most barbarians attacks the drawer's nearest city. Ties (count or distance) are the drawer's
 * choice: every tied (settlement, city) pair is an option. None for a Great Wall owner.
 */
export function attackPairs(s: ClashState, seat: number): number[] {
  if (wonderOwner(s, W.greatWall) === seat) return [];
  const dd = dist(s);
  const mine = s.cities.filter((c) => c.o === seat);
  const near = s.cities.filter((b) => b.o === BARBARIAN && mine.some((c) => {
    const x = dd(b.h, c.h);
    return x >= 0 && x <= BARBARIAN_RANGE;
  }));
  let best = 0;
  for (const b of near) best = Math.max(best, barbarianArmies(s, b.h));
  if (best === 0) return [];
  const out: number[] = [];
  for (const b of near) {
    if (barbarianArmies(s, b.h) !== best) continue;
    let closest = 1000;
    for (const c of mine) {
      const x = dd(b.h, c.h);
      if (x >= 0 && x < closest) closest = x;
    }
    for (const c of mine) if (dd(b.h, c.h) === closest) out.push(packPair(b.id, c.id));
  }
  return out.sort((a, b) => a - b);
}

/** Mercenaries: settlements with barbarians within 2 of `seat`'s cities or Armies, against another player's city within 2 of them. */
export function mercenaryPairs(s: ClashState, seat: number): number[] {
  const dd = dist(s);
  const wall = wonderOwner(s, W.greatWall);
  const anchors = [...s.cities.filter((c) => c.o === seat).map((c) => c.h), ...s.units.filter((u) => u.o === seat && u.k === ARMY).map((u) => u.h)];
  const out: number[] = [];
  for (const b of s.cities) {
    if (b.o !== BARBARIAN || barbarianArmies(s, b.h) === 0) continue;
    if (!anchors.some((h) => {
      const x = dd(b.h, h);
      return x >= 0 && x <= BARBARIAN_RANGE;
    })) continue;
    for (const c of s.cities) {
      if (c.o === BARBARIAN || c.o === seat || c.o === wall) continue;
      const x = dd(b.h, c.h);
      if (x >= 1 && x <= BARBARIAN_RANGE) out.push(packPair(b.id, c.id));
    }
  }
  return out.sort((a, b) => a - b);
}

/** The barbarians of `settlementId` attack city `cityId` for one combat round (§4.9.2). */
export function barbarianAttack(d: Draft, settlementId: number, cityId: number, symbol: boolean): void {
  const b = cityById(d, settlementId);
  const c = cityById(d, cityId);
  const attackers = d.units.filter((u) => u.h === b.h && u.o === BARBARIAN && u.k === ARMY).map((u) => u.id);
  startBattle(d, {
    kind: 'barbarian', hex: c.h, att: BARBARIAN, def: c.o, units: attackers, back: attackers.map(() => b.h),
    backShip: attackers.map(() => NONE), disembark: false, built: false, from: settlementId, symbol
  });
}
