/**
 * The worked examples of the source (rules/caylus.md §14), as fixtures. Players: Red 0,
 * Green 1, Orange 2, Blue 3 unless stated.
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { NOBODY } from './state';
import { act, atPhase, fresh, legal, putTile, putWorkerOn, setCubes, setPP, situation } from './testkit';
import type { CaylusState } from './types';

const RED = 0, GREEN = 1, ORANGE = 2, BLUE = 3;

describe('§14 worked examples', () => {
  test('§14.1 phase 2 placement costs', () => {
    let s = situation(fresh(4, { order: [BLUE, GREEN, ORANGE, RED] }), (d) => {
      putTile(d, 9, 'quarry', GREEN);
      putTile(d, 10, 'farmFood', RED);
      d.castleWorkers = [BLUE]; // Blue's castle worker, placed earlier
      d.ps[BLUE]!.workers -= 1;
      for (const p of d.ps) p.money = 10;
    });
    s = act(s, { type: 'pass' }); // 1. Blue passes first
    expect(s.ps[BLUE]!.money).toBe(11);
    expect(caylus.view(s, null).seats[BLUE]!.passPosition).toBe(1);
    s = act(s, { type: 'place', at: 'road', space: 7, cost: 2 }); // 2. Green on the fixed Peddler
    s = act(s, { type: 'pass' }); // 3. Orange passes
    expect(s.ps[ORANGE]!.money).toBe(10);
    s = act(s, { type: 'place', at: 'road', space: 9, cost: 3 }); // 4. Red on Green's building
    expect(s.ps[GREEN]!.pp).toBe(1);
    s = act(s, { type: 'pass' }); // 5. Green passes
    s = act(s, { type: 'place', at: 'road', space: 10, cost: 1 }); // 6. Red on his own farm
    expect(s.ps.map((p) => p.pp)).toEqual([0, 1, 0, 0]);
    s = act(s, { type: 'place', at: 'castle', cost: 4 }); // 7. Red in the castle, behind Blue
    expect(s.castleWorkers).toEqual([BLUE, RED]);
    expect(s.ps[RED]!.money).toBe(10 - 3 - 1 - 4);
    expect(s.ps[GREEN]!.money).toBe(8);
  });

  test('§14.2 Stables: order Red, Green, Orange, Blue; Blue circle 1, Red circle 2 → Blue, Red, Green, Orange', () => {
    const s = situation(fresh(4, { order: [RED, GREEN, ORANGE, BLUE] }), (d) => {
      atPhase(d, 'specials');
      d.passed = [RED, GREEN, ORANGE, BLUE];
      d.stables = [BLUE, RED, NOBODY];
    });
    expect(s.order).toEqual([BLUE, RED, GREEN, ORANGE]);
  });

  test('§14.3 Inn: Blue on the right pays 1; Green takes the left, evicts Blue, then pays 1', () => {
    let s = situation(fresh(4, { order: [BLUE, GREEN, ORANGE, RED] }), (d) => {
      d.innRight = BLUE;
      d.ps[BLUE]!.workers = 5;
      d.passed = [ORANGE, RED];
      d.step = 0;
      for (const p of d.ps) p.money = 10;
    });
    expect(legal(s).filter((a) => a.type === 'place').every((a) => a.type === 'place' && a.cost === 1)).toBe(true); // 1.
    s = act(s, { type: 'pass' }); // Blue
    s = act(s, { type: 'place', at: 'inn', cost: 4 }); // 2. Green on the left circle
    s = act(s, { type: 'pass' }); // Green
    expect(s.innRight).toBe(GREEN); // 3. at activation Blue goes home, Green moves right
    expect(s.ps[BLUE]!.workers).toBe(6);
    while (s.turn === 1) s = act(s, legal(s)[0]!);
    expect(caylus.view(s, null).seats[GREEN]!.placementCost).toBe(1); // 4.
    expect(caylus.view(s, null).seats[GREEN]!.workers).toBe(5);
  });

  test('§14.4 provost: Blue declines, Orange −2, Red +2, Green −1; Green’s building activates, Red’s does not', () => {
    let s = situation(fresh(4, { order: [RED, GREEN, ORANGE, BLUE] }), (d) => {
      atPhase(d, 'provost');
      d.passed = [BLUE, ORANGE, RED, GREEN];
      d.provost = 10;
      putTile(d, 9, 'quarry', GREEN);
      putWorkerOn(d, 9, GREEN);
      putTile(d, 10, 'sawmill', RED);
      putWorkerOn(d, 10, RED);
      for (const p of d.ps) p.money = 5;
    });
    s = act(s, { type: 'provost', by: 0 });
    s = act(s, { type: 'provost', by: -2 });
    expect(s.provost).toBe(8); // both workers now beyond the provost
    s = act(s, { type: 'provost', by: 2 });
    s = act(s, { type: 'provost', by: -1 });
    // Phase 5 ran by itself (both buildings produce one output): Green took 2 stone, Red nothing.
    expect(s.ps[GREEN]!.cubes[2]).toBe(2);
    expect(s.ps[RED]!.cubes[1]).toBe(1);
    expect(s.events).toContainEqual({ key: 'caylus.event.notActivated', seat: RED, params: { space: 10 } });
  });

  test('§14.5 construction and the Lawyer: Red’s farm, Green’s Statue on Blue’s Architect, Blue’s residence', () => {
    let s = situation(fresh(4, { order: [RED, GREEN, ORANGE, BLUE] }), (d) => {
      atPhase(d, 'road');
      d.passed = [RED, GREEN, ORANGE, BLUE];
      d.provost = 12;
      d.tile[0] = 'neutralCarpenter';
      d.tile[1] = 'neutralQuarry';
      putWorkerOn(d, 1, RED);
      putTile(d, 9, 'architect', BLUE);
      putTile(d, 10, 'residence', GREEN);
      putTile(d, 11, 'lawyer', BLUE);
      setCubes(d, RED, { food: 1, wood: 1 });
      setCubes(d, GREEN, { stone: 2, gold: 1 });
      setCubes(d, BLUE, { cloth: 1 });
      for (const p of d.ps) p.money = 5;
    });
    // Green's placement on Blue's Architect gave Blue 1 PP at placement time.
    s = situation(s, (d) => {
      d.ps[BLUE]!.pp = 1;
      d.ps[BLUE]!.src[0] = 1;
      putWorkerOn(d, 9, GREEN);
      putWorkerOn(d, 11, BLUE);
      atPhase(d, 'road');
    });
    s = act(s, { type: 'build', building: 'farmFood', pay: ['food', 'wood'], space: 12 });
    expect(s.tile[11]).toBe('farmFood');
    expect(s.owner[11]).toBe(RED);
    expect(s.ps[RED]!.pp).toBe(2);
    s = act(s, { type: 'build', building: 'statue', pay: ['stone', 'stone', 'gold'], space: 10 });
    expect(s.tile[9]).toBe('statue');
    expect(s.ps[GREEN]!.pp).toBe(7);
    expect(s.prompt).toEqual({ kind: 'favourRow', seat: GREEN, why: 'statue' });
    s = act(s, { type: 'favourRow', row: 'prestige' });
    s = act(s, { type: 'favour', col: 1, take: [], give: [] });
    s = act(s, { type: 'convert', space: 2 });
    expect(s.tile[1]).toBe('residence');
    expect(s.owner[1]).toBe(BLUE);
    expect(s.ps[BLUE]!.pp).toBe(1 + 2);
    expect(s.ps[BLUE]!.money).toBe(4 + 2 + 1); // paid 1; turn 2 income 2 + 1 for the residence
  });

  test('§14.6 castle: Red 1 batch (5), Green 2 batches with one Dungeon space left (5 + 4), Green gets the favour', () => {
    const start = situation(fresh(4, { order: [RED, GREEN, ORANGE, BLUE] }), (d) => {
      atPhase(d, 'castle');
      d.passed = [RED, GREEN, ORANGE, BLUE];
      d.castleWorkers = [RED, GREEN];
      d.castle = [[ORANGE, ORANGE, BLUE, BLUE], [], []];
      setCubes(d, RED, { food: 1, wood: 1, stone: 1 });
      setCubes(d, GREEN, { food: 2, wood: 2, stone: 1, cloth: 1 });
    });
    const one = (x: CaylusState) => act(x, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    let s = one(start);
    expect(s.ps[RED]!.pp).toBe(5);
    expect(s.prompt).toEqual({ kind: 'castle', seat: GREEN }); // Red has nothing left: stopped for him
    s = one(s);
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'cloth'] });
    expect(s.ps[GREEN]!.pp).toBe(9);
    expect(s.castle[0]).toEqual([ORANGE, ORANGE, BLUE, BLUE, RED, GREEN]);
    expect(s.castle[1]).toEqual([GREEN]);
    expect(s.prompt).toEqual({ kind: 'favourRow', seat: GREEN, why: 'castle' });
    // 5. Had Green delivered only 1 batch, Red (first in the castle) would win the favour.
    let t = one(one(start));
    t = act(t, { type: 'castleDone' });
    expect(t.prompt).toEqual({ kind: 'favourRow', seat: RED, why: 'castle' });
  });

  test('§14.7 bailiff and Dungeon scoring (order Red, Blue, Orange, Green)', () => {
    const base = fresh(4, { order: [RED, BLUE, ORANGE, GREEN] });
    const a = situation(base, (d) => {
      atPhase(d, 'endTurn');
      d.bailiff = 9;
      d.provost = 5;
      d.castle = [[RED], [], []];
    });
    expect([a.bailiff, a.provost, a.section]).toEqual([10, 10, 0]); // (a) +1, trigger not reached, not complete
    const b = situation(base, (d) => {
      atPhase(d, 'endTurn');
      d.bailiff = 10;
      d.provost = 11;
      d.castle = [[RED, RED, BLUE, BLUE, BLUE, GREEN], [GREEN], []];
      setPP(d, ORANGE, 1);
      setPP(d, GREEN, 3);
    });
    expect([b.bailiff, b.provost]).toEqual([12, 12]); // (b) +2 reaches the trigger
    expect(b.ps[ORANGE]!.pp).toBe(0); // (c) −2, not below 0
    expect(b.ps[GREEN]!.pp).toBe(3); // 1 Dungeon house: nothing; his Walls house ignored
    expect(b.queue.map((q) => q.seat)).toEqual([RED, BLUE]);
  });

  test('§14.8 favours: Orange in the Dungeon scoring; Blue’s Church in the Towers; Green’s joust in the Walls', () => {
    // Orange: prestige marker on column 2, column 3 not open → stays, 2 PP.
    let o = situation(fresh(4, { order: [RED, BLUE, ORANGE, GREEN] }), (d) => {
      atPhase(d, 'endTurn');
      d.bailiff = 11;
      d.provost = 3;
      d.castle = [[ORANGE, ORANGE, RED], [], []];
      d.ps[ORANGE]!.fav[0] = 2;
    });
    expect(o.prompt).toEqual({ kind: 'favourRow', seat: ORANGE, why: 'dungeon' });
    o = act(o, { type: 'favourRow', row: 'prestige' });
    o = act(o, { type: 'favour', col: 2, take: [], give: [] });
    expect(o.ps[ORANGE]!.fav[0]).toBe(2);
    expect(o.ps[ORANGE]!.pp).toBe(2);
    // Blue: Church during the Towers, resources row 2 → 3, takes a food.
    let b = situation(fresh(4, { order: [RED, BLUE, ORANGE, GREEN] }), (d) => {
      atPhase(d, 'road');
      d.passed = [RED, BLUE, ORANGE, GREEN];
      d.section = 2;
      d.provost = 10;
      putTile(d, 9, 'mason', RED);
      putWorkerOn(d, 9, BLUE);
      setCubes(d, BLUE, { stone: 1, cloth: 1 });
      d.ps[BLUE]!.fav[2] = 2;
    });
    b = act(b, { type: 'build', building: 'church', pay: ['stone', 'cloth'], space: 10 });
    b = act(b, { type: 'favourRow', row: 'resources' });
    expect(b.ps[BLUE]!.fav[2]).toBe(3);
    b = act(b, { type: 'favour', col: 1, take: ['food'], give: [] });
    expect(b.ps[BLUE]!.cubes[0]).toBe(1);
    // Green: joust during the Walls, buildings row 2 → 3, a Park for 1 food, 3 PP, first free space.
    let g = situation(fresh(4, { order: [RED, BLUE, ORANGE, GREEN] }), (d) => {
      atPhase(d, 'specials');
      d.passed = [RED, BLUE, ORANGE, GREEN];
      d.section = 1;
      d.joust = GREEN;
      d.ps[GREEN]!.workers = 5;
      d.ps[GREEN]!.money = 1;
      d.ps[GREEN]!.fav[3] = 2;
      setCubes(d, GREEN, { food: 1, cloth: 1 });
    });
    g = act(g, { type: 'joust', take: true });
    g = act(g, { type: 'favourRow', row: 'buildings' });
    expect(g.ps[GREEN]!.fav[3]).toBe(3);
    g = act(g, { type: 'favourBuild', col: 3, building: 'park', pay: ['food'], space: 9 });
    expect(g.tile[8]).toBe('park');
    expect(g.owner[8]).toBe(GREEN);
    expect(g.ps[GREEN]!.pp).toBe(3);
  });
});
