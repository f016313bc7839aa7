/**
 * Engine checklist §13 of rules/caylus.md, points 44–56: phase 6 (castle) and phase 7
 * (bailiff, section scorings).
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import type { Draft } from './state';
import { act, atPhase, fresh, legal, setCubes, situation } from './testkit';
import type { CaylusState } from './types';

const FULL = { food: 6, wood: 6, stone: 6, cloth: 6, gold: 6 };

/** Phase 6 with `workers` in castle-space order. */
function phase6(players: number, workers: number[], patch: (d: Draft) => void = () => {}): CaylusState {
  return situation(fresh(players, { order: Array.from({ length: players }, (_, i) => i) }), (d) => {
    atPhase(d, 'castle');
    d.passed = d.order.slice();
    d.castleWorkers = workers;
    for (const w of workers) d.ps[w]!.workers -= 1;
    patch(d);
  });
}

/** Phase 7 with the bailiff on `bailiff` and the provost on `provost`. */
function phase7(players: number, bailiff: number, provost: number, patch: (d: Draft) => void = () => {}): CaylusState {
  return situation(fresh(players, { order: Array.from({ length: players }, (_, i) => i) }), (d) => {
    atPhase(d, 'endTurn');
    d.passed = d.order.slice();
    d.bailiff = bailiff;
    d.provost = provost;
    patch(d);
  });
}

const houses = (seat: number, n: number) => Array<number>(n).fill(seat);

describe('§13 Phase 6', () => {
  test('§13.44 castle players act in castle-space order', () => {
    let s = phase6(3, [2, 0], (d) => {
      setCubes(d, 0, FULL);
      setCubes(d, 2, FULL);
    });
    expect(s.prompt).toEqual({ kind: 'castle', seat: 2 });
    s = act(s, { type: 'castleDone' });
    expect(s.prompt).toEqual({ kind: 'castle', seat: 0 });
  });

  test('§13.45 a batch is food + two other different cubes; food+food+X and triples are rejected', () => {
    const s = phase6(3, [0], (d) => setCubes(d, 0, { food: 3, wood: 3, stone: 1 }));
    expect(legal(s)).toEqual([{ type: 'castleDone' }, { type: 'deliver', cubes: ['food', 'wood', 'stone'] }]);
    expect(() => act(s, { type: 'deliver', cubes: ['food', 'food', 'wood'] })).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
    expect(() => act(s, { type: 'deliver', cubes: ['wood', 'wood', 'wood'] })).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
    const all = phase6(3, [0], (d) => setCubes(d, 0, FULL));
    expect(legal(all).filter((a) => a.type === 'deliver')).toHaveLength(6);
  });

  test('§13.46 each batch puts a house in the current section or the next with room: 5, 4 or 3 PP (§14.6)', () => {
    // Red (0) castle space 1, Green (1) space 2; one Dungeon space left after Red.
    let s = phase6(4, [0, 1], (d) => {
      d.castle = [houses(3, 4), [], []];
      setCubes(d, 0, FULL);
      setCubes(d, 1, FULL);
    });
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    expect(s.ps[0]!.pp).toBe(5);
    s = act(s, { type: 'castleDone' });
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'cloth'] });
    expect(s.ps[1]!.pp).toBe(9);
    expect(s.castle).toEqual([[3, 3, 3, 3, 0, 1], [1], []]);
    s = act(s, { type: 'castleDone' });
    // Green placed the most: the favour is his (§14.6 step 4).
    expect(s.prompt).toEqual({ kind: 'favourRow', seat: 1, why: 'castle' });
    const towers = phase6(3, [0], (d) => {
      d.section = 2;
      setCubes(d, 0, FULL);
    });
    expect(act(towers, { type: 'deliver', cubes: ['food', 'wood', 'stone'] }).ps[0]!.pp).toBe(3);
  });

  test('§13.47 a castle worker with no batch loses 2 PP, but not when the Towers are full', () => {
    const idle = phase6(3, [0], (d) => {
      d.ps[0]!.pp = 5;
      setCubes(d, 0, FULL);
    });
    expect(act(idle, { type: 'castleDone' }).ps[0]!.pp).toBe(3);
    const cannot = phase6(3, [0], (d) => {
      d.ps[0]!.pp = 5;
      setCubes(d, 0, { food: 3 });
    });
    expect(cannot.ps[0]!.pp).toBe(3); // forced stop, penalty applied
    const full = phase6(3, [0, 1], (d) => {
      d.section = 2;
      d.castle = [houses(2, 6), houses(2, 10), houses(2, 13)];
      for (const p of d.ps) p.pp = 5;
      setCubes(d, 0, FULL);
      setCubes(d, 1, FULL);
    });
    const t = act(full, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    // The Towers are now full: Player 1 may not deliver more and Player 2 gets no penalty.
    expect(t.ps[0]!.pp).toBe(8);
    expect(t.ps[1]!.pp).toBe(5);
    expect(t.castle[2]).toHaveLength(14);
  });

  test('§13.48 PP never drop below 0', () => {
    const s = phase6(3, [0], (d) => {
      d.ps[0]!.pp = 1;
      setCubes(d, 0, {});
    });
    expect(s.ps[0]!.pp).toBe(0);
    expect(s.ps[0]!.src[6]).toBe(-1); // the penalty line shows what was really lost
  });

  test('§13.49 most batches wins a favour; ties go to the earlier castle worker; no favour if nobody delivered', () => {
    let s = phase6(3, [0, 1], (d) => {
      setCubes(d, 0, FULL);
      setCubes(d, 1, FULL);
    });
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    s = act(s, { type: 'castleDone' });
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    s = act(s, { type: 'castleDone' });
    expect(s.prompt).toEqual({ kind: 'favourRow', seat: 0, why: 'castle' }); // §14.6 step 5
    let none = phase6(3, [0, 1], (d) => {
      setCubes(d, 0, FULL);
      setCubes(d, 1, FULL);
    });
    none = act(none, { type: 'castleDone' });
    none = act(none, { type: 'castleDone' });
    expect(none.events.some((e) => e.key === 'caylus.event.bestBuilder')).toBe(false);
    expect(none.prompt?.kind).toBe('place');
  });
});

describe('§13 Phase 7', () => {
  test('§13.50 the bailiff moves +2 if the provost is strictly ahead, else +1; then the provost joins it', () => {
    const ahead = phase7(3, 6, 7);
    expect(ahead.bailiff).toBe(8);
    expect(ahead.provost).toBe(8);
    const same = phase7(3, 6, 6);
    expect(same.bailiff).toBe(7);
    const behind = phase7(3, 6, 3);
    expect(behind.bailiff).toBe(7);
    expect(behind.provost).toBe(7);
  });

  test('§13.51 a section is scored when the bailiff reaches or passes its trigger, or when full; once only (§14.7 a, b)', () => {
    const reach = phase7(3, 11, 5, (d) => {
      d.castle = [[0], [], []];
    });
    expect(reach.section).toBe(1);
    const pass = phase7(3, 11, 15, (d) => {
      d.castle = [[0], [], []];
    });
    expect(pass.bailiff).toBe(13);
    expect(pass.section).toBe(1);
    const early = phase7(3, 8, 5);
    expect(early.section).toBe(0);
    let complete = phase7(3, 8, 5, (d) => {
      d.castle = [[0, 0, 0, 0, 1, 2], [], []];
    });
    // Scored though the bailiff (9) is short of 12; Player 1's favour comes first, then the Walls open.
    expect(complete.prompt).toEqual({ kind: 'favourRow', seat: 0, why: 'dungeon' });
    expect(complete.section).toBe(0);
    complete = act(complete, { type: 'favourRow', row: 'prestige' });
    complete = act(complete, { type: 'favour', col: 1, take: [], give: [] });
    expect(complete.section).toBe(1);
    // Already scored: reaching the Dungeon trigger later does nothing.
    const again = phase7(3, 11, 5, (d) => {
      d.section = 1;
      for (const p of d.ps) p.pp = 10;
    });
    expect(again.ps.map((p) => p.pp)).toEqual([10, 10, 10]);
    expect(again.section).toBe(1);
  });

  test('§13.52 Dungeon scoring: 0 → −2, 1 → nothing, 2+ → 1 favour (§14.7 c)', () => {
    // Turn order Red 0, Blue 1, Orange 2, Green 3; Green's Walls house is ignored.
    const s = phase7(4, 11, 5, (d) => {
      d.castle = [[0, 0, 1, 1, 1, 3], [3], []];
      d.ps[2]!.pp = 1;
      d.ps[3]!.pp = 4;
    });
    expect(s.ps[2]!.pp).toBe(0);
    expect(s.ps[3]!.pp).toBe(4);
    expect(s.queue.map((q) => [q.k, q.seat])).toEqual([['favour', 0], ['favour', 1]]);
  });

  test('§13.53 Walls scoring: 0 → −3, 1 → nothing, 2 → 1, 3–4 → 2, 5+ → 3 favours', () => {
    const s = phase7(5, 17, 5, (d) => {
      d.section = 1;
      d.castle = [[], [1, 2, 2, 3, 3, 3, 4, 4, 4, 4], []];
      for (const p of d.ps) p.pp = 10;
    });
    expect(s.ps[0]!.pp).toBe(7);
    expect(s.ps[1]!.pp).toBe(10);
    const count = (seat: number) => s.queue.filter((q) => q.k === 'favour' && q.seat === seat).length;
    expect([count(2), count(3), count(4)]).toEqual([1, 2, 2]);
    const five = phase7(3, 17, 5, (d) => {
      d.section = 1;
      d.castle = [[], [0, 0, 0, 0, 0], []];
    });
    expect(five.queue.filter((q) => q.seat === 0)).toHaveLength(3);
  });

  test('§13.54 Towers scoring: 0 → −4, 1 → nothing, 2–3 → 1, 4–5 → 2, 6+ → 3 favours', () => {
    const s = phase7(5, 23, 5, (d) => {
      d.section = 2;
      d.castle = [[], [], [1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4]];
      for (const p of d.ps) p.pp = 10;
    });
    expect(s.ps[0]!.pp).toBe(6);
    expect(s.ps[1]!.pp).toBe(10);
    const n = (seat: number) => s.queue.filter((q) => q.seat === seat).length;
    expect([n(2), n(3), n(4)]).toEqual([1, 2, 3]);
  });

  test('§13.55 a scoring counts only the houses in that section', () => {
    const s = phase7(3, 11, 5, (d) => {
      d.castle = [[0, 0, 0, 0, 0, 1], [1, 1, 1, 2], []];
      for (const p of d.ps) p.pp = 10;
    });
    expect(s.ps.map((p) => p.pp)).toEqual([10, 10, 8]);
    expect(s.queue.map((q) => q.seat)).toEqual([0]);
  });

  test('§13.56 after a scoring new batches go to the next section; the scored section’s gaps stay empty', () => {
    const s = phase6(3, [0], (d) => {
      d.section = 1;
      d.castle = [[1, 2], [], []];
      setCubes(d, 0, FULL);
    });
    const t = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    expect(t.castle).toEqual([[1, 2], [0], []]);
    expect(caylus.view(t, null).castle.sections[0]).toMatchObject({ scored: true, full: false, houses: [1, 2] });
    expect(caylus.view(t, null).castle.nextHouse).toBe('walls');
  });
});
