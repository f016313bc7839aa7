/**
 * Engine checklist points 47–50 (§10): barbarians from exploration, the orientation rules of
 * land exploration, ships exploring, and distances that never cross unexplored regions.
 * Region 2 (3 players) is D4 (position 0), C4 (1), D5 (2), C5 (3), next to seat 0's city at E4;
 * its tile is set per test (tiles are 0-based: T1 = 0).
 */
import { describe, expect, test } from 'vitest';
import type { ClashState } from './types';
import { BARBARIAN, F_MOVED, NONE } from './types';
import { ARMY, SETTLER, SHIP } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA, boardFor, distances } from './board';
import { act, addCityAt, addUnitAt, fresh, hex, learn, legal, moveGroup, ofType, pick, setTerrain, situation, topFrame, turnOf } from './testkit';
import type { Draft } from './state';
import { influenceOptions } from './influence';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), C4 = H('C4'), D5 = H('D5'), C5 = H('C5'), E5 = H('E5'), F5 = H('F5');
const T3 = 2, T9 = 8, T13 = 12, T14 = 13;

/** Seat 0's Turn, a Settler at E4, region 2 unexplored with tile `tile`. */
function base(tile: number, patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    d.tiles[2] = tile;
    addUnitAt(d, 0, SETTLER, E4);
    patch(d);
  });
}

/** Moves the Settler at E4 into D4 (region 2). */
function enterD4(s: ClashState): ClashState {
  return moveGroup(s, E4, D4);
}

describe('checklist', () => {
  test('48. rule 1: the space entered is never Sea (T3 must turn so D4 is Fertile)', () => {
    const m = enterD4(base(T3));
    expect(m.orient[2]).toBe(1);
    expect(m.ter[D4]).toBe(FERTILE);
    expect(m.units.find((u) => u.k === SETTLER)!.h).toBe(D4);
  });

  test('48. rule 2: the Sea joins explored Sea (T9, Sea next to E5)', () => {
    const m = enterD4(base(T9, (d) => setTerrain(d, E5, SEA)));
    expect(m.orient[2]).toBe(1);
    expect(m.ter[D5]).toBe(SEA);
  });

  test('48. rule 3: with no Sea to join, the Sea touches the board edge (T9: C4 is on the edge)', () => {
    const m = enterD4(base(T9));
    expect(m.orient[2]).toBe(0);
    expect(m.ter[C4]).toBe(SEA);
  });

  test('48. otherwise the explorer chooses (T13 has no Sea); the unit then stands on what it entered', () => {
    const m = enterD4(base(T13));
    expect(topFrame(m)).toMatchObject({ k: 'orient', seat: 0, opts: [0, 1] });
    const a = act(m, { type: 'orient', o: 1 });
    expect([a.ter[D4], a.ter[C4], a.ter[D5], a.ter[C5]]).toEqual([MOUNTAIN, FERTILE, MOUNTAIN, FOREST]);
    expect(a.units.find((u) => u.k === SETTLER)!.h).toBe(D4);
  });

  test('47. a region with ≥ 2 Fertile spaces brings a barbarian settlement + Army on a Fertile space the explorer did not enter', () => {
    const m = enterD4(base(T14));
    // T14: F F F W. Entering D4 (Fertile either way), the explorer chooses between the two others.
    const o = m.orient[2] === NONE ? null : m.orient[2];
    let s = m;
    if (topFrame(s).k === 'orient') s = act(s, { type: 'orient', o: 0 });
    void o;
    expect(pick(s).q).toBe('barbarianSite');
    expect(pick(s).opts).not.toContain(D4);
    expect(pick(s).opts.length).toBe(2);
    const site = pick(s).opts[0]!;
    const s2 = act(s, { type: 'pick', v: site });
    expect(s2.cities.find((c) => c.o === BARBARIAN)!.h).toBe(site);
    expect(s2.units.filter((u) => u.o === BARBARIAN && u.k === ARMY).map((u) => u.h)).toEqual([site]);
  });

  test('49. a ship exploring a region it cannot sail into: the region is placed by the normal rules, the ship stays and its move ends', () => {
    const s = base(T13, (d) => {
      d.units = [];
      setTerrain(d, E5, SEA);
      setTerrain(d, F5, SEA);
      setTerrain(d, H('F6'), SEA);
      addUnitAt(d, 0, SHIP, E5);
      addUnitAt(d, 0, SHIP, H('F6'));
    });
    let m = moveGroup(s, E5, D4, null, 3);
    expect(topFrame(m).k).toBe('orient');
    m = act(m, { type: 'orient', o: 0 });
    const ship = m.units.find((u) => u.k === SHIP && u.h === E5)!;
    expect(ship.f & F_MOVED).toBe(F_MOVED);
    // Its move is over: only the other ship may still move in this action.
    const f = topFrame(m) as { k: string; from: number };
    expect(f.k === 'move' && (f.from === H('F6') || ofType(m, 'from').every((a) => a.hex !== E5))).toBe(true);
    // A region it can sail into: the ship goes onto the new Sea.
    const s2 = base(T9, (d) => {
      d.units = [];
      setTerrain(d, E5, SEA);
      addUnitAt(d, 0, SHIP, E5);
    });
    const m2 = moveGroup(s2, E5, D4, null, 3);
    expect(m2.units.find((u) => u.k === SHIP)!.h).toBe(D5);
  });

  test('50. distances never pass through unexplored regions (here: Cultural Influence range)', () => {
    const s = base(T13, (d) => {
      d.units = [];
      learn(d, 0, 'myths');
      addCityAt(d, 1, C5, [1, NONE, NONE, NONE]);
      const mine = d.cities.find((c) => c.h === E4)!;
      mine.pc = [0, 0, NONE, NONE];
      d.ps[0]!.cl = 3;
      d.ps[0]!.ct = 3;
    });
    const board = boardFor(3);
    const far = distances(board, s.explored)[E4 * board.size + C5]!;
    expect(far === -1 || far > 2).toBe(true);
    const open = situation(s, (d) => {
      for (const [h, t] of [[D4, MOUNTAIN], [C4, FOREST], [D5, FOREST], [C5, FERTILE]] as const) setTerrain(d, h, t);
    });
    expect(distances(board, open.explored)[E4 * board.size + C5]).toBe(2);
    const mine = open.cities.find((c) => c.h === E4)!.id;
    const theirs = open.cities.find((c) => c.h === C5)!.id;
    expect(influenceOptions(open, 0)).toContainEqual([mine, theirs]);
  });
});
