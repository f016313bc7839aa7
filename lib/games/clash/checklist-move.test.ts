/**
 * Engine checklist points 25–31 (§10): Armies need Tactics, three groups per Move action, land
 * movement with Mountains, Forests and Roads, units that fought, ships, embarking and
 * disembarking, Settlers and foreign spaces. Map: seat 0's city at E4 (3 players).
 */
import { describe, expect, test } from 'vitest';
import type { ClashAction, ClashState } from './types';
import { BARBARIAN, F_FOREST, F_STOP, NONE } from './types';
import { ARMY, SETTLER, SHIP } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, ofType, setTerrain, situation, topFrame, turnOf } from './testkit';
import type { Draft } from './state';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5');
const F5 = H('F5'), F6 = H('F6'), G5 = H('G5'), G6 = H('G6'), D3 = H('D3'), F3 = H('F3');

/** Seat 0's Turn with a known neighbourhood and no units. */
function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    for (const [h, t] of [[D4, FERTILE], [E5, FERTILE], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA], [F6, SEA], [G5, SEA], [G6, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}

function startMove(s: ClashState): ClashState {
  return act(s, { type: 'move' });
}
/** The move stage of the top frame (the engine skips stages with a single choice). */
function stage(s: ClashState): 'from' | 'to' | 'group' | 'none' {
  const f = topFrame(s);
  if (f.k !== 'move') return 'none';
  return f.from === NONE ? 'from' : f.to === NONE ? 'to' : 'group';
}
function toOrigin(s: ClashState, from: number): ClashState {
  if (stage(s) === 'from') return act(s, { type: 'from', hex: from });
  const f = topFrame(s) as { from: number };
  if (f.from !== from) throw new Error(`move stage is at ${f.from}, not ${from}`);
  return s;
}
function go(s: ClashState, from: number, to: number, units: number[], roads = 0, mode = 0): ClashState {
  let m = toOrigin(s, from);
  if (stage(m) === 'to') m = act(m, { type: 'to', hex: to, mode, roads });
  return stage(m) === 'group' ? act(m, { type: 'group', units }) : m;
}
function finish(s: ClashState): ClashState {
  return stage(s) === 'none' ? s : act(s, { type: 'done' });
}
void finish;
const dests = (s: ClashState, from: number) => ofType(toOrigin(s, from), 'to');
const origins = (s: ClashState) => (stage(s) === 'from' ? ofType(s, 'from').map((a) => a.hex) : [(topFrame(s) as { from: number }).from]);

describe('checklist', () => {
  test('25. Armies cannot move without Tactics (Settlers can)', () => {
    const s = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
    });
    expect(legal(s).some((a) => a.type === 'move')).toBe(false);
    const s2 = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, SETTLER, D4);
    });
    const m = startMove(s2);
    expect(origins(m)).toEqual([D4]);
    const s3 = base((d) => {
      addUnitAt(d, 0, ARMY, E4);
      learn(d, 0, 'tactics');
    });
    expect(origins(startMove(s3))).toEqual([E4]);
  });

  test('26. one Move action moves at most 3 groups, each unit at most once; a group goes from one space to one space', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      for (const h of [E4, D4, C4, E6]) addUnitAt(d, 0, SETTLER, h);
    });
    let m = startMove(s);
    m = go(m, E4, E5, [s.units.find((u) => u.h === E4)!.id]);
    expect((topFrame(m) as { left: number }).left).toBe(2);
    // The Settler that moved cannot move again in this action.
    expect(ofType(m, 'from').map((a) => a.hex)).not.toContain(E5);
    m = go(m, D4, D5, [s.units.find((u) => u.h === D4)!.id]);
    m = go(m, C4, C5, [s.units.find((u) => u.h === C4)!.id]);
    // Three groups: the action is over, back at the Turn decision with 2 actions left.
    expect(topFrame(m).k).toBe('turn');
    expect(m.t.left).toBe(2);
    // A new Move action: the Settler on E5 may move again.
    const m2 = startMove(m);
    expect(origins(m2)).toContain(E5);
  });

  test('27. one space per move (two with Roads + 1 Food, from/to an own city); a Mountain stops for the Turn; after a Forest no battle this Turn; Roads + 1 Ore ignores both', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, BARBARIAN, ARMY, C4);
      addCityAt(d, BARBARIAN, C4);
    });
    const m = startMove(s);
    const near = dests(m, E4);
    expect(near.every((x) => x.roads === 0)).toBe(true);
    expect(near.map((x) => x.hex).sort((a, b) => a - b)).toEqual([D3, F3, D4, F4, E5, H('E3')].sort((a, b) => a - b));
    // Into the Mountain: the Army cannot move again this Turn.
    const id = s.units.find((u) => u.o === 0)!.id;
    const m1 = go(m, E4, F4, [id]);
    expect(m1.units.find((u) => u.id === id)!.f & F_STOP).toBe(F_STOP);
    expect(legal(finish(m1)).some((a) => a.type === 'move')).toBe(false);
    // Into the Forest, then no attack on the barbarians next to it, but other moves are fine.
    let f = go(startMove(s), E4, D3, [id]);
    f = finish(f);
    expect(f.units.find((u) => u.id === id)!.f & F_FOREST).toBe(F_FOREST);
    const fd = dests(startMove(f), D3).map((x) => x.hex);
    expect(fd).not.toContain(C4);
    expect(fd).toContain(D4);
    // Roads: 2 spaces for 1 Food, from the own city; 1 Ore more lets the Forest be ignored.
    const r = base((d) => {
      learn(d, 0, 'tactics', 'engineering', 'roads');
      give(d, 0, { food: 1, ore: 1 });
      addUnitAt(d, 0, ARMY, E4);
    });
    const rd = dests(startMove(r), E4);
    expect(rd.some((x) => x.hex === E6 && x.roads === 1)).toBe(true);
    expect(rd.some((x) => x.hex === D3 && x.roads === 2)).toBe(true);
    const rid = r.units.find((u) => u.o === 0)!.id;
    const r1 = go(startMove(r), E4, E6, [rid], 1);
    expect(r1.ps[0]!.res[0]).toBe(0);
    expect(r1.units.find((u) => u.id === rid)!.h).toBe(E6);
    const r2 = go(startMove(r), E4, D3, [rid], 2);
    expect(r2.units.find((u) => u.id === rid)!.f & F_FOREST).toBe(0);
    expect(r2.ps[0]!.res[1]).toBe(0);
  });

  test('28. units that fought (even taking an undefended city) cannot move again this Turn, nor board ships', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics', 'engineering', 'roads');
      give(d, 0, { food: 2, ore: 2 });
      addUnitAt(d, 0, ARMY, E4);
      addCityAt(d, BARBARIAN, D4);
      addUnitAt(d, 0, SHIP, H('C3') === -1 ? F5 : F5);
    });
    const id = s.units.find((u) => u.o === 0 && u.k === ARMY)!.id;
    let m = go(startMove(s), E4, D4, [id]);
    // Undefended barbarian settlement: captured at once; keep or raze.
    expect(topFrame(m).k).toBe('pick');
    m = act(m, { type: 'pick', v: 0 });
    expect(m.cities.find((c) => c.h === D4)!.o).toBe(0);
    expect(m.units.find((u) => u.id === id)!.f & F_STOP).toBe(F_STOP);
    // A new Move action: only the ship may move; the Army that fought neither moves nor boards it.
    const m2 = startMove(finish(m));
    expect(origins(m2)).toEqual([F5]);
    expect(dests(m2, F5).every((x) => x.mode !== 0)).toBe(true);
  });

  test('29. a ship sails anywhere in its connected sea, stops on entering foreign ships, and cannot move after a naval battle', () => {
    const s = base((d) => {
      const ship = addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 1, SHIP, G6);
      void ship;
    });
    const to = dests(startMove(s), F5);
    const seaTargets = to.filter((x) => x.mode === 1).map((x) => x.hex).sort((a, b) => a - b);
    // F6 and G5 are reachable; G6 (foreign ship) is a stop; nothing beyond it.
    expect(seaTargets).toEqual([F6, G5, G6].sort((a, b) => a - b));
    const id = s.units.find((u) => u.o === 0)!.id;
    let m = go(startMove(s), F5, G6, [id], 0, 1);
    // The battle runs (dice), possibly with a retreat choice; fight it out.
    for (let i = 0; i < 20 && m.battle !== null; i++) m = act(m, legal(m).find((a) => a.type === 'fight' && a.go) ?? legal(m)[0]!);
    const mine = m.units.find((u) => u.id === id);
    expect(m.events.some((e) => e.key === 'clash.event.battle') || m.battle === null).toBe(true);
    if (mine) expect(legal(finish(m)).some((a) => a.type === 'move')).toBe(false);
  });

  test('30. embarking and disembarking are each a move of the land unit; the Vasilis example', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      addUnitAt(d, 0, ARMY, E5);
      addUnitAt(d, 0, SHIP, F5);
    });
    const army = s.units.find((u) => u.k === ARMY)!.id;
    const ship = s.units.find((u) => u.k === SHIP)!.id;
    // Move action 1: the Army embarks (group 1), the Ship sails with it (group 2).
    let m = go(startMove(s), E5, F5, [army]);
    expect(m.units.find((u) => u.id === army)!.c).toBe(ship);
    m = go(m, F5, G6, [ship], 0, 1);
    expect(m.units.find((u) => u.id === army)!.h).toBe(G6);
    // The Army already moved in this action: it cannot disembark yet.
    expect(stage(m)).toBe('none');
    m = finish(m);
    // Move action 2: it disembarks.
    const m2 = startMove(m);
    const land = dests(m2, G6).filter((x) => x.mode === 0).map((x) => x.hex);
    expect(land.length).toBeGreaterThan(0);
    const m3 = go(m2, G6, land[0]!, [army]);
    expect(m3.units.find((u) => u.id === army)!.c).toBe(NONE);
    expect(m3.units.find((u) => u.id === army)!.h).toBe(land[0]);
  });

  test('31. Settlers never enter spaces with foreign units or cities unless in a group with an Army', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      addUnitAt(d, 0, SETTLER, E4);
      addUnitAt(d, 1, SETTLER, D4);
    });
    expect(dests(startMove(s), E4).map((x) => x.hex)).not.toContain(D4);
    const s2 = base((d) => {
      learn(d, 0, 'tactics');
      addUnitAt(d, 0, SETTLER, E4);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, SETTLER, D4);
    });
    let m = toOrigin(startMove(s2), E4);
    m = act(m, { type: 'to', hex: D4, mode: 0, roads: 0 });
    const groups = ofType(m, 'group').map((a) => a.units.map((id) => s2.units.find((u) => u.id === id)!.k).sort());
    expect(groups).toEqual([[ARMY], [SETTLER, ARMY].sort()]);
    // Settlers alone with an enemy Army lose automatically: the foreign Settler is gone.
    const m2 = act(m, { type: 'group', units: groups.length ? ofType(m, 'group')[1]!.units : [] });
    expect(m2.units.some((u) => u.o === 1)).toBe(false);
    expect(m2.units.filter((u) => u.o === 0 && u.h === D4).length).toBe(2);
    void ([] as ClashAction[]);
  });
});
