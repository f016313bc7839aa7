/**
 * Engine checklist points 32–47 (§10): combat rounds, retreat, outcomes, Settlers and cargo,
 * Fortress and Siegecraft, Steel Weapons, Warships, Fanaticism, combat cards, capturing cities,
 * barbarian attacks and settlements. Dice are fixed with `rigDice` (attacker's dice first).
 */
import { describe, expect, test } from 'vitest';
import type { ClashState } from './types';
import { ANGRY, BARBARIAN, HAPPY, NEUTRAL, NONE } from './types';
import { ADV } from './tables/advances';
import { W } from './tables/wonders';
import { ARMY, FORTRESS, SETTLER, SHIP, TEMPLE, ACADEMY, PORT } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA, boardFor } from './board';
import {
  act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, ofType, pick, rigDice, setTerrain, situation, topFrame, turnOf, unitsOf
} from './testkit';
import type { Draft } from './state';
import { attackPairs, packPair } from './barbarians';
import { placeRegion } from './explore';
import { draftOf } from './state';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5');
const F5 = H('F5'), F6 = H('F6'), G5 = H('G5'), G6 = H('G6');

/** Seat 0's Turn; seat 0 has Tactics; nobody holds cards; known terrain; no units. */
function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) p.hand = [];
    learn(d, 0, 'tactics');
    for (const [h, t] of [[D4, FERTILE], [E5, FERTILE], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA], [F6, SEA], [G5, SEA], [G6, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}

/** Starts a Move and sends `units` from `from` to `to` (skipping stages the engine settled). */
function attack(s: ClashState, from: number, to: number, units: number[], mode = 0): ClashState {
  let m = act(s, { type: 'move' });
  let f = topFrame(m) as { k: string; from: number; to: number };
  if (f.k === 'move' && f.from === NONE) m = act(m, { type: 'from', hex: from });
  f = topFrame(m) as { k: string; from: number; to: number };
  if (f.k === 'move' && f.to === NONE) m = act(m, { type: 'to', hex: to, mode, roads: 0 });
  f = topFrame(m) as { k: string; from: number; to: number };
  if (f.k === 'move') m = act(m, { type: 'group', units });
  return m;
}
const armyIds = (s: ClashState, seat: number, h: number) => s.units.filter((u) => u.o === seat && u.k === ARMY && u.h === h).map((u) => u.id);

describe('checklist', () => {
  test('32. a combat round: a die per Army, CV = sum, hits = CV ÷ 5 rounded down, casualties at the same time', () => {
    const s = base((d) => {
      for (let i = 0; i < 3; i++) addUnitAt(d, 0, ARMY, E4);
      for (let i = 0; i < 2; i++) addUnitAt(d, 1, ARMY, D4);
      d.rng = rigDice([6, 6, 2, 4, 3]); // attacker 14 → 2 hits; defender 7 → 1 hit
    });
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    expect(m.events.find((e) => e.key === 'clash.event.combatRoll')!.params).toMatchObject({ attackerDice: '6 6 2', defenderDice: '4 3', attackerHits: 2, defenderHits: 1 });
    expect(armyIds(m, 1, D4)).toEqual([]);
    expect(armyIds(m, 0, D4).length).toBe(2);
    expect(m.battle).toBeNull();
  });

  test('33. only the attacker may stop after a round; all attackers go back together to where they came from', () => {
    const s = base((d) => {
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, SETTLER, E4);
      for (let i = 0; i < 3; i++) addUnitAt(d, 1, ARMY, D4);
      d.rng = rigDice([1, 1, 1, 1, 1]); // no hits either side
    });
    const ids = s.units.filter((u) => u.o === 0).map((u) => u.id);
    const m = attack(s, E4, D4, ids);
    expect(topFrame(m)).toMatchObject({ k: 'retreat', seat: 0 });
    const r = act(m, { type: 'fight', go: false });
    expect(r.units.filter((u) => u.o === 0).every((u) => u.h === E4)).toBe(true);
    expect(r.units.filter((u) => u.o === 0).length).toBe(3);
    expect(armyIds(r, 1, D4).length).toBe(3);
  });

  test('34. both sides wiped out: no winner; a city with no defenders left falls to the attacking Armies', () => {
    const s = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
      addCityAt(d, 1, D4);
      d.rng = rigDice([5, 5]);
    });
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    expect(m.units.filter((u) => u.k === ARMY)).toEqual([]);
    expect(m.cities.find((c) => c.h === D4)!.o).toBe(1);
    expect(m.events.find((e) => e.key === 'clash.event.battleOver')!.params.winner).toBe('none');
    const s2 = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
      addCityAt(d, 1, D4);
      d.rng = rigDice([5, 1, 1]);
    });
    const m2 = attack(s2, E4, D4, armyIds(s2, 0, E4));
    expect(m2.cities.find((c) => c.h === D4)!.o).toBe(0);
  });

  test('35. Settlers alone before an enemy Army die with no roll; Settlers die with their escorting Army', () => {
    const s = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, SETTLER, D4);
      addUnitAt(d, 1, SETTLER, D4);
    });
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    expect(unitsOf(m, 1)).toEqual([]);
    expect(m.rev).toBe(s.rev); // no die was rolled
    expect(armyIds(m, 0, D4).length).toBe(1);
    const s2 = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, SETTLER, E4);
      addUnitAt(d, 1, ARMY, D4);
      addUnitAt(d, 1, ARMY, D4);
      d.rng = rigDice([1, 6, 6]);
    });
    const m2 = attack(s2, E4, D4, s2.units.filter((u) => u.o === 0).map((u) => u.id));
    expect(unitsOf(m2, 0)).toEqual([]);
  });

  test('36. land units aboard a sunk ship die with it; carried units never roll in naval combat', () => {
    const s = base((d) => {
      const ship = addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 0, ARMY, F5, ship);
      addUnitAt(d, 0, ARMY, F5, ship);
      const theirs = addUnitAt(d, 1, SHIP, G6);
      addUnitAt(d, 1, SETTLER, G6, theirs);
      d.rng = rigDice([6, 1]); // one die each: only ships roll
    });
    const ship = unitsOf(s, 0, SHIP)[0]!.id;
    const m = attack(s, F5, G6, [ship], 1);
    const roll = m.events.find((e) => e.key === 'clash.event.combatRoll')!.params;
    expect([roll.attackerDice, roll.defenderDice]).toEqual(['6', '1']);
    expect(unitsOf(m, 1)).toEqual([]); // their ship and its Settler
    expect(unitsOf(m, 0).length).toBe(3);
  });

  test('37. a Fortress: +1 die and cancels 1 hit in the first round; Siegecraft removes the die for 2 Wood and the cancel for 2 Ore', () => {
    const mk = (siege: boolean) => base((d) => {
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
      addCityAt(d, 1, D4, [NONE, 1, NONE, NONE]);
      if (siege) {
        learn(d, 0, 'siegecraft');
        give(d, 0, { wood: 2, ore: 2 });
      }
      d.rng = rigDice([5, 5, 1, 1, 6, 6]);
    });
    const s = mk(false);
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    const r = m.events.find((e) => e.key === 'clash.event.combatRoll')!.params;
    // Attacker 10 → 2 hits − 1 cancelled; defender rolls 2 dice (Army + Fortress).
    expect([r.attackerDice, r.defenderDice, r.attackerHits]).toEqual(['5 5', '1 1', 1]);
    const s2 = mk(true);
    let m2 = attack(s2, E4, D4, armyIds(s2, 0, E4));
    expect(topFrame(m2)).toMatchObject({ k: 'siege', seat: 0 });
    expect(ofType(m2, 'siege').length).toBe(4);
    m2 = act(m2, { type: 'siege', die: true, hit: true });
    const r2 = m2.events.find((e) => e.key === 'clash.event.combatRoll')!.params;
    expect([r2.defenderDice, r2.attackerHits]).toEqual(['1', 2]);
    expect(m2.ps[0]!.res.slice(0, 3)).toEqual([0, 0, 0]);
  });

  test('38. Steel Weapons: +1 hit in the first round of a land battle against an enemy without it (barbarians always)', () => {
    const mk = (theirSteel: boolean) => base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, ARMY, E4);
      for (let i = 0; i < 3; i++) addUnitAt(d, 1, ARMY, D4);
      learn(d, 0, 'steelWeapons');
      if (theirSteel) learn(d, 1, 'tactics', 'steelWeapons');
      d.rng = rigDice([2, 2, 1, 1, 1]);
    });
    const a = attack(mk(false), E4, D4, armyIds(mk(false), 0, E4));
    expect(a.events.find((e) => e.key === 'clash.event.combatRoll')!.params.attackerHits).toBe(1);
    const b = attack(mk(true), E4, D4, armyIds(mk(true), 0, E4));
    expect(b.events.find((e) => e.key === 'clash.event.combatRoll')!.params.attackerHits).toBe(0);
    const c = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, BARBARIAN, ARMY, D4);
      addUnitAt(d, BARBARIAN, ARMY, D4);
      addCityAt(d, BARBARIAN, D4);
      learn(d, 0, 'steelWeapons');
      d.rng = rigDice([1, 1, 1]);
    });
    const cm = attack(c, E4, D4, armyIds(c, 0, E4));
    expect(cm.events.find((e) => e.key === 'clash.event.combatRoll')!.params.attackerHits).toBe(1);
  });

  test('39. Warships cancel 1 hit in the first round of naval battles and of land battles started by disembarking', () => {
    const s = base((d) => {
      learn(d, 0, 'fishing', 'warships');
      addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 1, SHIP, G6);
      addUnitAt(d, 1, SHIP, G6);
      d.rng = rigDice([1, 1, 6, 6]);
    });
    const m = attack(s, F5, G6, unitsOf(s, 0, SHIP).map((u) => u.id), 1);
    expect(m.events.find((e) => e.key === 'clash.event.combatRoll')!.params.defenderHits).toBe(1);
    expect(unitsOf(m, 0, SHIP).length).toBe(1);
    const land = base((d) => {
      learn(d, 0, 'fishing', 'warships');
      const ship = addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 0, ARMY, F5, ship);
      addUnitAt(d, 1, ARMY, E5);
      d.rng = rigDice([1, 5]);
    });
    const lm = attack(land, F5, E5, land.units.filter((u) => u.k === ARMY && u.o === 0).map((u) => u.id));
    expect(lm.events.find((e) => e.key === 'clash.event.combatRoll')!.params.defenderHits).toBe(0);
  });

  test('40. Fanaticism: +2 CV on the first roll in a city with a Temple; a lost battle gives a free Army in another city', () => {
    const s = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
      addCityAt(d, 1, D4, [1, NONE, NONE, NONE]);
      addCityAt(d, 1, C5);
      learn(d, 1, 'myths', 'rituals', 'priesthood', 'stateReligion', 'dogma', 'fanaticism');
      d.rng = rigDice([6, 3]); // attacker 6 → 1 hit; defender 3 + 2 = 5 → 1 hit
    });
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    expect(m.events.find((e) => e.key === 'clash.event.combatRoll')!.params.defenderHits).toBe(1);
    // Both wiped out: nobody won, so no free Army.
    expect(unitsOf(m, 1, ARMY)).toEqual([]);
    const s2 = base((d) => {
      d.cities = d.cities.filter((c) => c.o !== 1);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
      addCityAt(d, 1, D4, [1, NONE, NONE, NONE]);
      addCityAt(d, 1, C5);
      learn(d, 1, 'myths', 'rituals', 'priesthood', 'stateReligion', 'dogma', 'fanaticism');
      d.rng = rigDice([6, 6, 1]);
    });
    const m2 = attack(s2, E4, D4, armyIds(s2, 0, E4));
    // Seat 1 lost: one free Army in C5 (its only other city), after its Refugee Settler.
    expect(unitsOf(m2, 1, ARMY).map((u) => u.h)).toEqual([C5]);
    expect(unitsOf(m2, 1, SETTLER).map((u) => u.h)).toEqual([C5]);
  });

  test('41. with Tactics each player may play one Action card per round for its combat half; the attacker declares first', () => {
    const s = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
      learn(d, 1, 'tactics');
      d.ps[0]!.hand = [5]; // Hero General / High Morale (+2 CV)
      d.ps[1]!.hand = [21]; // Explorer / Defensive Formation (+1 die, defender)
      d.rng = rigDice([3, 1, 1]);
    });
    let m = attack(s, E4, D4, armyIds(s, 0, E4));
    expect(topFrame(m)).toMatchObject({ k: 'combatCard', seat: 0 });
    expect(ofType(m, 'combat').map((a) => a.card)).toEqual([5, NONE]);
    m = act(m, { type: 'combat', card: 5 });
    expect(topFrame(m)).toMatchObject({ k: 'combatCard', seat: 1 });
    m = act(m, { type: 'combat', card: 21 });
    const r = m.events.find((e) => e.key === 'clash.event.combatRoll')!.params;
    // Attacker 3 + 2 = 5 → 1 hit; defender rolls 2 dice.
    expect([r.attackerDice, r.defenderDice, r.attackerHits]).toEqual(['3', '1 1', 1]);
    expect(m.actionDiscard).toEqual([5, 21]);
  });

  test('42. capture recolours all of the owner\'s pieces (other colours stay); missing pieces are removed for 1 Gold each; no Settlement left: the city goes', () => {
    const s = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      // A Temple of seat 2 (placed by influence), a Fortress-less Academy and Port of seat 1.
      addCityAt(d, 1, D4, [2, NONE, 1, 1], ANGRY);
      // Seat 0 already has all 7 Academies on the board.
      for (const n of ['A5', 'B5', 'A6', 'B4', 'B6', 'C6', 'D6']) addCityAt(d, 2, H(n), [NONE, NONE, 0, NONE]);
    });
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    const c = m.cities.find((x) => x.h === D4)!;
    expect(c.o).toBe(0);
    expect(c.pc).toEqual([2, NONE, NONE, 0]);
    expect(c.mood).toBe(ANGRY);
    expect(m.ps[0]!.res[4]).toBe(1); // the Academy, removed; no War Spoils (Angry)
    // With all 7 cities on the board the captor has no Settlement: the whole city goes, 1 Gold a piece.
    const full = situation(s, (d) => {
      for (const n of ['C4', 'C5', 'E6', 'D5', 'E5', 'F4']) addCityAt(d, 0, H(n));
    });
    const m2 = attack(full, E4, D4, armyIds(full, 0, E4));
    expect(m2.cities.some((x) => x.h === D4)).toBe(false);
    expect(m2.ps[0]!.res[4]).toBe(4);
  });

  test('43. a city not Angry when attacked: War Spoils (Gold = size) and a Refugee Settler for the former owner; Angry afterwards', () => {
    const s = base((d) => {
      d.cities = d.cities.filter((c) => c.o !== 1);
      addUnitAt(d, 0, ARMY, E4);
      addCityAt(d, 1, D4, [1, NONE, NONE, NONE], HAPPY);
      addCityAt(d, 1, C5);
    });
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    expect(m.ps[0]!.res[4]).toBe(2);
    expect(unitsOf(m, 1, SETTLER).map((u) => u.h)).toEqual([C5]);
    expect(m.cities.find((x) => x.h === D4)!.mood).toBe(ANGRY);
  });

  test('44. a barbarian attack is one round; hits take units first (owner\'s choice), then pieces; below size 1 the city is destroyed; size lost → Angry', () => {
    const s = base((d) => {
      const c = addCityAt(d, 0, E5, [0, NONE, NONE, NONE], HAPPY);
      void c;
      addUnitAt(d, 0, SETTLER, E5);
      addUnitAt(d, 0, ARMY, E5);
      const b = addCityAt(d, BARBARIAN, E6);
      for (let i = 0; i < 3; i++) addUnitAt(d, BARBARIAN, ARMY, E6);
      d.stack.push({ k: 'pick', seat: 0, q: 'barbarianAttacker', opts: [packPair(b, d.cities.find((x) => x.h === E5)!.id)], ctx: [] });
      d.rng = rigDice([6, 6, 6, 1]); // barbarians 18 → 3 hits; the city's Army 1
    });
    // Forced pick (one option) ran: the city owner chooses what the first hit takes.
    expect(topFrame(s)).toMatchObject({ k: 'hits', seat: 0, left: 3 });
    expect(ofType(s, 'hit').map((a) => a.what)).toEqual([10, 11]);
    // The Settler first; then only the Army is left to take a hit, then only the Temple (the
    // Settlement goes last): both follow without a choice.
    const m = act(s, { type: 'hit', what: 10 });
    expect(unitsOf(m, 0)).toEqual([]);
    const c = m.cities.find((x) => x.h === E5)!;
    expect(c.pc).toEqual([NONE, NONE, NONE, NONE]);
    expect(c.mood).toBe(ANGRY);
    expect(m.units.filter((u) => u.o === BARBARIAN).length).toBe(3); // survivors stay home
    const small = base((d) => {
      addCityAt(d, 0, E5);
      const b = addCityAt(d, BARBARIAN, E6);
      addUnitAt(d, BARBARIAN, ARMY, E6);
      d.stack.push({ k: 'pick', seat: 0, q: 'barbarianAttacker', opts: [packPair(b, d.cities.find((x) => x.h === E5)!.id)], ctx: [] });
      d.rng = rigDice([5]);
    });
    expect(small.cities.some((x) => x.h === E5)).toBe(false);
  });

  test('45. Barbarian Attack symbol: the settlement with most barbarians within 2 attacks the nearest city; ties are the drawer\'s; never a Great Wall owner', () => {
    const s = base((d) => {
      addCityAt(d, BARBARIAN, D5);
      addUnitAt(d, BARBARIAN, ARMY, D5);
      addUnitAt(d, BARBARIAN, ARMY, D5);
      addCityAt(d, BARBARIAN, F4);
      addUnitAt(d, BARBARIAN, ARMY, F4);
      addCityAt(d, 0, E6);
    });
    const b1 = s.cities.find((c) => c.h === D5)!.id;
    const e6 = s.cities.find((c) => c.h === E6)!.id;
    // D5 (2 barbarians) beats F4 (1); its nearest city of seat 0 is E6 (1 away), not E4 (2 away).
    expect(attackPairs(s, 0)).toEqual([packPair(b1, e6)]);
    // A tie in numbers: D5 → E6 (1 away) or F4 → E4 (1 away): the drawer chooses.
    const tie = situation(s, (d) => addUnitAt(d, BARBARIAN, ARMY, F4));
    const f4 = s.cities.find((c) => c.h === F4)!.id;
    const e4 = s.cities.find((c) => c.h === E4)!.id;
    expect(attackPairs(tie, 0)).toEqual([packPair(b1, e6), packPair(f4, e4)].sort((a, b) => a - b));
    const wall = situation(s, (d) => {
      d.cities.find((c) => c.h === E4)!.w = W.greatWall;
    });
    expect(attackPairs(wall, 0)).toEqual([]);
  });

  test('46. a captured barbarian settlement: 1 Gold per barbarian killed, then keep it (Angry) or raze it (+1 Gold)', () => {
    const s = base((d) => {
      for (let i = 0; i < 3; i++) addUnitAt(d, 0, ARMY, E4);
      addCityAt(d, BARBARIAN, D4);
      addUnitAt(d, BARBARIAN, ARMY, D4);
      addUnitAt(d, BARBARIAN, ARMY, D4);
      d.rng = rigDice([6, 6, 1, 1, 1]);
    });
    const m = attack(s, E4, D4, armyIds(s, 0, E4));
    expect(pick(m).q).toBe('keepRaze');
    expect(m.ps[0]!.res[4]).toBe(2);
    const keep = act(m, { type: 'pick', v: 0 });
    expect(keep.cities.find((c) => c.h === D4)).toMatchObject({ o: 0, mood: ANGRY });
    const raze = act(m, { type: 'pick', v: 1 });
    expect(raze.cities.some((c) => c.h === D4)).toBe(false);
    expect(raze.ps[0]!.res[4]).toBe(3);
  });

  test('47. exploring a region with ≥ 2 Fertile spaces adds a barbarian settlement + Army on a Fertile space other than the one entered', () => {
    const s = base();
    const board = boardFor(3);
    // Find a region with two or more Fertile spaces.
    const r = s.tiles.findIndex((t) => [4, 9, 13, 14].includes(t));
    if (r < 0) return;
    const d = draftOf(s);
    const hexes = board.regionHexes[r]!;
    const entered = hexes[0]!;
    placeRegion(d, 0, r, 0, { c: 'card' });
    const fertile = hexes.filter((h) => d.ter[h] === FERTILE);
    const top = d.stack[d.stack.length - 1];
    if (top && top.k === 'pick') expect(top.opts.slice().sort()).toEqual(fertile.slice().sort());
    else expect(d.cities.filter((c) => c.o === BARBARIAN).length).toBe(1);
    void entered;
    void ACADEMY;
    void PORT;
    void NEUTRAL;
    void G5;
    void F6;
    void FORTRESS;
    void ADV;
    void legal;
    void C4;
    void E6;
  });
});
