/**
 * The heuristic's plans for fighting and trading (issue 16 item 2): exact scores of single actions
 * in patched situations, level 3 (plans) against level 1 (face value).
 */
import { describe, expect, test } from 'vitest';
import type { ClashAction, ClashState } from './types';
import { clash } from './index';
import { clashScorer } from './bot';
import { ARMY, SETTLER, SHIP } from './tables/rules';
import { OBJECTIVE_CARDS } from './tables/objectives';
import { FERTILE, SEA, boardFor } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, setTerrain, situation, turnOf } from './testkit';
import type { Draft } from './state';
import { Rng, seedRng } from '../../core/rng';

const S0 = fresh(3);
const D4 = hex(S0, 'D4'), E4 = hex(S0, 'E4');
const cardWith = (key: string) => OBJECTIVE_CARDS.findIndex((c) => c.includes(key as never));
const ADJ = boardFor(3).adj;
/** A space next to both D4 and E4 (made Sea for the Naval Assault tests). */
const COAST = ADJ[D4]!.find((h) => ADJ[E4]!.includes(h))!;
const inHand = (key: string) => (d: Draft) => {
  d.ps[0]!.obj = [cardWith(key)];
};

/** Seat 0's Turn with Tactics, no cards, no units, D4 and E4 Fertile; `patch` adds the rest. */
function base(patch: (d: Draft) => void): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) {
      p.hand = [];
      p.obj = [];
    }
    learn(d, 0, 'tactics');
    setTerrain(d, D4, FERTILE);
    setTerrain(d, E4, FERTILE);
    patch(d);
  });
}

function score(s: ClashState, level: number, a: ClashAction): number {
  return clashScorer.prepare({ seat: 0, view: clash.view(s, 0), actions: [a], rng: new Rng(seedRng('plans')) }, level)(a);
}

describe('heuristic plans: fighting and trading', () => {
  test('3 Armies next to a small city of another player held by 1 Army: level 3 starts a Move to attack (8), level 1 does not (−3)', () => {
    const s = base((d) => {
      addCityAt(d, 1, D4);
      addUnitAt(d, 1, ARMY, D4);
      for (let i = 0; i < 3; i++) addUnitAt(d, 0, ARMY, E4);
    });
    expect(score(s, 3, { type: 'move' })).toBe(8);
    expect(score(s, 1, { type: 'move' })).toBe(-3);
  });

  test('2 Armies against that city (1 Army): no attack (a Move is worth −3 at level 3 too)', () => {
    const s = base((d) => {
      addCityAt(d, 1, D4);
      addUnitAt(d, 1, ARMY, D4);
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, E4);
    });
    expect(score(s, 3, { type: 'move' })).toBe(-3);
  });

  test('Trade Power in hand: founding a city on a trade route (2 spaces from another player\'s city) is worth 1.8 VP less', () => {
    const without = base((d) => addCityAt(d, 1, D4));
    const withTrade = base((d) => {
      addCityAt(d, 1, D4);
      d.ps[0]!.obj = [cardWith('tradePower')];
    });
    const found: ClashAction = { type: 'found', hex: E4 };
    expect(score(without, 3, found) - score(withTrade, 3, found)).toBe(18);
  });
});

/** Scores of every legal action (a move stage's choices). */
function scores(s: ClashState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of legal(s)) out[JSON.stringify(a)] = score(s, 3, a);
  return out;
}

describe('heuristic plans: the objectives never completed before (session 9)', () => {
  test('Defiance in hand: 2 Armies attack 3 of another player (Move 8); without it no attack (−3)', () => {
    const at = (key: string | null) => base((d) => {
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, E4);
      for (let i = 0; i < 3; i++) addUnitAt(d, 1, ARMY, D4);
      if (key) inHand(key)(d);
    });
    expect(score(at('defiance'), 3, { type: 'move' })).toBe(8);
    expect(score(at(null), 3, { type: 'move' })).toBe(-3);
    expect(score(at('defiance'), 1, { type: 'move' })).toBe(-3);
  });

  test('Defiance: 1 Army against 2 only with Steel Weapons against a player without them', () => {
    const at = (steel: boolean) => base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      for (let i = 0; i < 2; i++) addUnitAt(d, 1, ARMY, D4);
      inHand('defiance')(d);
      if (steel) learn(d, 0, 'steelWeapons');
    });
    expect(score(at(true), 3, { type: 'move' })).toBe(8);
    expect(score(at(false), 3, { type: 'move' })).toBe(-3);
  });

  test('Legendary Battle in hand: 3 Armies attack a size-1 city with a Wonder held by 2 Armies (Move 8; −3 without it)', () => {
    const at = (key: string | null) => base((d) => {
      const id = addCityAt(d, 1, D4);
      d.cities.find((c) => c.id === id)!.w = 0;
      for (let i = 0; i < 2; i++) addUnitAt(d, 1, ARMY, D4);
      for (let i = 0; i < 3; i++) addUnitAt(d, 0, ARMY, E4);
      if (key) inHand(key)(d);
    });
    expect(score(at('legendaryBattle'), 3, { type: 'move' })).toBe(8);
    expect(score(at(null), 3, { type: 'move' })).toBe(-3);
  });

  test('Scavenger in hand: an Army in its city kills a lone Settler of another player next to it (Move 8; −3 without it)', () => {
    const at = (key: string | null) => base((d) => {
      addCityAt(d, 0, E4);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, SETTLER, D4);
      if (key) inHand(key)(d);
    });
    expect(score(at('scavenger'), 3, { type: 'move' })).toBe(8);
    expect(score(at(null), 3, { type: 'move' })).toBe(-3);
  });

  test('Military Might in hand: 2 Armies built at 4 units worth 1.0; at 3 units (no build-up yet) −1.4, without it −2.8', () => {
    let city = -1;
    const at = (armies: number, key: string | null) => base((d) => {
      city = addCityAt(d, 0, E4);
      d.cities.find((c) => c.id === city)!.pc = [0, 0, 0, 0];
      give(d, 0, { food: 6, ore: 6, wood: 6 });
      for (let i = 0; i < armies; i++) addUnitAt(d, 0, ARMY, D4);
      if (key) inHand(key)(d);
    });
    const s = at(4, 'militaryMight');
    const two: ClashAction = { type: 'build', city, units: [0, 2, 0], draft: 0 };
    expect(legal(s)).toContainEqual(two);
    expect(score(s, 3, two)).toBe(10);
    expect(score(at(3, 'militaryMight'), 3, two)).toBe(-14);
    expect(score(at(4, null), 3, two)).toBe(-28);
  });

  test('Outpost in hand: an Army leaves its city (2 Armies) for the ring towards the open (4), alone (group of 1: 5, of 2: 2)', () => {
    const outward = ADJ[E4]!.find((h) => h !== D4 && ADJ[h]!.some((x) => x !== E4 && !ADJ[E4]!.includes(x) && x !== D4))!;
    let s = base((d) => {
      addCityAt(d, 0, E4);
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, E4);
      for (const h of [...ADJ[E4]!, ...ADJ[outward]!]) if (d.ter[h] === 0) setTerrain(d, h, FERTILE);
      inHand('outpost')(d);
    });
    expect(score(s, 3, { type: 'move' })).toBe(5);
    s = act(act(s, { type: 'move' }), { type: 'from', hex: E4 });
    expect(scores(s)[JSON.stringify({ type: 'to', hex: outward, mode: 0, roads: 0 })]).toBe(4);
    s = act(s, { type: 'to', hex: outward, mode: 0, roads: 0 });
    const groups = legal(s).filter((a) => a.type === 'group');
    expect(groups.map((a) => [a.type === 'group' ? a.units.length : 0, score(s, 3, a)])).toEqual([[1, 5], [2, 2]]);
  });

  test('Naval Assault in hand: a loaded Ship next to another player\'s coastal city lands (Move 9; −3 without it)', () => {
    const at = (key: string | null) => base((d) => {
      setTerrain(d, COAST, SEA);
      addCityAt(d, 1, D4);
      addCityAt(d, 0, E4);
      const ship = addUnitAt(d, 0, SHIP, COAST);
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, COAST, ship);
      if (key) inHand(key)(d);
    });
    expect(score(at('navalAssault'), 3, { type: 'move' })).toBe(9);
    expect(score(at(null), 3, { type: 'move' })).toBe(-3);
    const from = act(at('navalAssault'), { type: 'move' });
    expect(score(from, 3, { type: 'from', hex: COAST })).toBe(9);
  });

  test('Naval Assault in hand: 2 Armies in a city next to an empty own Ship board it to land on a city held by 1 Army (Move 7; origin 9; the Sea space 7)', () => {
    const s = base((d) => {
      setTerrain(d, COAST, SEA);
      addCityAt(d, 1, D4);
      addUnitAt(d, 1, ARMY, D4);
      addCityAt(d, 0, E4);
      addUnitAt(d, 0, SHIP, COAST);
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, E4);
      inHand('navalAssault')(d);
    });
    expect(score(s, 3, { type: 'move' })).toBe(7);
    const from = act(s, { type: 'move' });
    expect(score(from, 3, { type: 'from', hex: E4 })).toBe(9);
    const to = act(from, { type: 'from', hex: E4 });
    expect(scores(to)[JSON.stringify({ type: 'to', hex: COAST, mode: 0, roads: 0 })]).toBe(7);
  });
});
