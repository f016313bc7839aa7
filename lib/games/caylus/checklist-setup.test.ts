/**
 * Engine checklist §13 of rules/caylus.md, points 1–18: setup, phase 1, phase 2.
 * Each test builds the exact situation and asserts the exact outcome.
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { NEUTRAL_IDS } from './tables/buildings';
import { NOBODY } from './state';
import { act, atPhase, cubesOf, fresh, legal, putTile, putWorkerOn, seatToAct, situation, types } from './testkit';
import type { CaylusAction } from './types';

const setupOf = (players: number, seed: string) => caylus.setup({ players, seed, options: {} });

describe('§13 Setup', () => {
  test('§13.1 neutral tiles shuffled by the seed on 1–6; Peddler 7, Carpenter 8, Gold mine 16; 9–15 and 17–28 empty', () => {
    const s = setupOf(4, 'one');
    expect(s.tile.slice(0, 6).slice().sort()).toEqual(NEUTRAL_IDS.slice().sort());
    expect(s.tile[6]).toBe('fixedPeddler');
    expect(s.tile[7]).toBe('fixedCarpenter');
    expect(s.tile[15]).toBe('goldMine');
    for (const space of [9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]) expect(s.tile[space - 1]).toBeNull();
    expect(setupOf(4, 'one').tile).toEqual(s.tile);
    const orders = new Set(Array.from({ length: 30 }, (_, i) => setupOf(4, `seed${i}`).tile.slice(0, 6).join()));
    expect(orders.size).toBeGreaterThan(20);
  });

  test('§13.2 bailiff and provost start on road space 6', () => {
    const s = setupOf(3, 'two');
    expect(s.bailiff).toBe(6);
    expect(s.provost).toBe(6);
    expect(caylus.view(s, 0).road[5]).toMatchObject({ bailiff: true, provost: true });
  });

  test('§13.3 random turn order; 5/6/6/7/7 deniers by position (shown after turn 1 income of 2); 1 wood + 2 food each', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = setupOf(5, `order${i}`);
      firsts.add(s.order[0]!);
      expect(s.order.slice().sort()).toEqual([0, 1, 2, 3, 4]);
      s.order.forEach((seat, pos) => expect(s.ps[seat]!.money).toBe([5, 6, 6, 7, 7][pos]! + 2));
      for (let seat = 0; seat < 5; seat++) expect(cubesOf(s, seat)).toEqual({ food: 2, wood: 1, stone: 0, cloth: 0, gold: 0 });
    }
    expect(firsts.size).toBe(5);
  });

  test('§13.4 two players both start with 5 deniers (and the first player is drawn at random)', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = setupOf(2, `two${i}`);
      expect(s.ps.map((p) => p.money)).toEqual([7, 7]); // 5 + turn-1 income of 2
      firsts.add(s.order[0]!);
    }
    expect(firsts).toEqual(new Set([0, 1]));
  });

  test('§13.5 6 workers, 20 houses, 0 PP, all favour markers before column 1', () => {
    const s = setupOf(4, 'five');
    const v = caylus.view(s, null);
    for (const p of v.seats) {
      expect(p.workers).toBe(6);
      expect(p.housesLeft).toBe(20);
      expect(p.pp).toBe(0);
      expect(p.favours).toEqual({ prestige: 0, deniers: 0, resources: 0, buildings: 0 });
    }
  });
});

describe('§13 Phase 1', () => {
  test('§13.6 income = 2 + residences + 1 Library + 2 Hotel', () => {
    const s = situation(fresh(3), (d) => {
      putTile(d, 9, 'residence', 1);
      putTile(d, 10, 'residence', 1);
      putTile(d, 11, 'library', 1);
      putTile(d, 12, 'hotel', 1);
      putTile(d, 13, 'residence', 2);
      for (const p of d.ps) p.money = 0;
      atPhase(d, 'endTurn');
      d.provost = d.bailiff; // bailiff +1 to 7: no scoring, next turn begins
    });
    expect(s.turn).toBe(2);
    expect(s.ps.map((p) => p.money)).toEqual([2, 2 + 2 + 1 + 2, 2 + 1]);
    expect(caylus.view(s, null).seats.map((p) => p.income)).toEqual([2, 7, 3]);
  });
});

describe('§13 Phase 2', () => {
  test('§13.7 turn order, one action each, looping until all passed; passed players skipped', () => {
    let s = fresh(3, { order: [2, 0, 1] });
    const seen: number[] = [];
    const step = (a: CaylusAction) => {
      seen.push(seatToAct(s));
      s = act(s, a);
    };
    step({ type: 'place', at: 'gate', cost: 1 }); // 2
    step({ type: 'pass' }); // 0
    step({ type: 'place', at: 'guild', cost: 2 }); // 1
    step({ type: 'place', at: 'joust', cost: 2 }); // 2 (0 skipped next)
    step({ type: 'pass' }); // 1
    step({ type: 'pass' }); // 2
    expect(seen).toEqual([2, 0, 1, 2, 1, 2]);
    expect(s.phase).not.toBe('placement');
  });

  test('§13.8 special, neutral, fixed, opponent building or castle costs 1 + players passed', () => {
    let s = situation(fresh(4, { order: [0, 1, 2, 3] }), (d) => {
      putTile(d, 9, 'farmFood', 3);
      for (const p of d.ps) p.money = 20;
    });
    const costs = (x: typeof s) => legal(x).filter((a) => a.type === 'place').map((a) => (a.type === 'place' ? a.cost : 0));
    expect(new Set(costs(s))).toEqual(new Set([1]));
    s = act(s, { type: 'pass' });
    s = act(s, { type: 'pass' });
    expect(seatToAct(s)).toBe(2);
    expect(new Set(costs(s))).toEqual(new Set([3]));
    const before = s.ps[2]!.money;
    s = act(s, { type: 'place', at: 'road', space: 9, cost: 3 });
    expect(s.ps[2]!.money).toBe(before - 3);
    expect(() => act(s, { type: 'place', at: 'castle', cost: 1 })).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
  });

  test('§13.9 own building costs exactly 1 and gives nobody PP', () => {
    let s = situation(fresh(4, { order: [0, 1, 2, 3] }), (d) => {
      putTile(d, 9, 'farmFood', 0);
      d.passed = [3, 2];
      d.ps[0]!.money = 10;
    });
    expect(legal(s)).toContainEqual({ type: 'place', at: 'road', space: 9, cost: 1 });
    s = act(s, { type: 'place', at: 'road', space: 9, cost: 1 });
    expect(s.ps[0]!.money).toBe(9);
    expect(s.ps.map((p) => p.pp)).toEqual([0, 0, 0, 0]);
  });

  test('§13.10 a worker on the Inn right circle makes every placement cost 1', () => {
    const s = situation(fresh(5, { order: [0, 1, 2, 3, 4] }), (d) => {
      putTile(d, 9, 'farmFood', 3);
      d.innRight = 0;
      d.ps[0]!.workers = 5;
      d.passed = [4, 3, 2, 1];
      d.ps[0]!.money = 10;
    });
    const places = legal(s).filter((a) => a.type === 'place');
    expect(places.length).toBeGreaterThan(5);
    for (const a of places) expect(a).toMatchObject({ cost: 1 });
  });

  test('§13.11 two players: after the other passed, 3 for anything not own; own 1; with the Inn 1', () => {
    const base = situation(fresh(2, { order: [0, 1] }), (d) => {
      putTile(d, 9, 'farmFood', 1);
      putTile(d, 10, 'quarry', 0);
      for (const p of d.ps) p.money = 20;
    });
    expect(legal(base).filter((a) => a.type === 'place').every((a) => a.type === 'place' && a.cost === 1)).toBe(true);
    const s = act(base, { type: 'pass' });
    const cost = (x: typeof s, at: string, space?: number) =>
      legal(x).find((a) => a.type === 'place' && a.at === at && (space === undefined || (a.at === 'road' && a.space === space)));
    expect(cost(s, 'road', 9)).toMatchObject({ cost: 1 }); // own
    expect(cost(s, 'road', 10)).toMatchObject({ cost: 3 }); // opponent's
    expect(cost(s, 'castle')).toMatchObject({ cost: 3 });
    expect(cost(s, 'gate')).toMatchObject({ cost: 3 });
    const inn = situation(s, (d) => {
      d.innRight = 1;
    });
    expect(legal(inn).filter((a) => a.type === 'place').every((a) => a.type === 'place' && a.cost === 1)).toBe(true);
  });

  test('§13.12 an opponent gains +1 PP at placement, kept though the building is not activated', () => {
    let s = situation(fresh(2, { order: [0, 1] }), (d) => {
      putTile(d, 20, 'farmFood', 1);
    });
    s = act(s, { type: 'place', at: 'road', space: 20, cost: 1 });
    expect(s.ps[1]!.pp).toBe(1);
    // Both pass; the provost (6) stays well before space 20: the worker goes home without effect.
    s = act(s, { type: 'pass' });
    s = act(s, { type: 'pass' });
    while (s.phase !== 'castle' && s.phase !== 'endTurn' && s.turn === 1) s = act(s, legal(s)[0]!);
    expect(s.worker[19]).toBe(NOBODY);
    expect(s.ps[1]!.pp).toBe(1);
  });

  test('§13.13 the first player to pass gains 1 denier, later passers nothing', () => {
    let s = fresh(3, { order: [0, 1, 2] });
    const m = s.ps.map((p) => p.money);
    s = act(s, { type: 'pass' });
    s = act(s, { type: 'pass' });
    expect(s.ps[0]!.money).toBe(m[0]! + 1);
    expect(s.ps[1]!.money).toBe(m[1]!);
  });

  test('§13.14 passing takes the lowest free passing space; that is the phase-4 order', () => {
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      for (const p of d.ps) p.money = 10;
    });
    s = act(s, { type: 'place', at: 'gate', cost: 1 }); // 0
    s = act(s, { type: 'pass' }); // 1
    s = act(s, { type: 'pass' }); // 2
    expect(caylus.view(s, null).seats[1]!.passPosition).toBe(1);
    s = act(s, { type: 'pass' }); // 0
    expect(s.passed).toEqual([1, 2, 0]);
    s = act(s, { type: 'gateReturn' });
    expect(s.prompt).toEqual({ kind: 'provost', seat: 1 });
    s = act(s, { type: 'provost', by: 0 });
    expect(s.prompt).toEqual({ kind: 'provost', seat: 2 });
    s = act(s, { type: 'provost', by: 0 });
    expect(s.prompt).toEqual({ kind: 'provost', seat: 0 });
  });

  test('§13.15 no workers on prestige, residences, empty or occupied spaces; Stables ≤3 (1 each), Inn left 1, castle 1 each', () => {
    const s = situation(fresh(5, { order: [0, 1, 2, 3, 4] }), (d) => {
      putTile(d, 9, 'residence', 0);
      putTile(d, 10, 'statue', 0);
      putTile(d, 11, 'farmFood', 1);
      putWorkerOn(d, 11, 1);
      d.stables = [1, 2, NOBODY];
      d.innLeft = 3;
      d.castleWorkers = [0];
      d.ps[0]!.money = 20;
    });
    const at = legal(s).filter((a) => a.type === 'place').map((a) => (a.type === 'place' ? (a.at === 'road' ? `road${a.space}` : a.at) : ''));
    for (const no of ['road9', 'road10', 'road11', 'road12', 'road28', 'inn', 'castle']) expect(at).not.toContain(no);
    expect(at).toContain('stables');
    expect(() => act(s, { type: 'place', at: 'road', space: 10, cost: 1 })).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
    const full = situation(s, (d) => {
      d.stables = [1, 2, 3];
    });
    expect(types(full)).toContain('place');
    expect(legal(full).some((a) => a.type === 'place' && a.at === 'stables')).toBe(false);
    const mine = situation(s, (d) => {
      d.stables = [0, NOBODY, NOBODY];
      d.innLeft = NOBODY;
      d.innRight = 0; // one player may hold both inn circles
    });
    expect(legal(mine).some((a) => a.type === 'place' && a.at === 'stables')).toBe(false);
    expect(legal(mine).some((a) => a.type === 'place' && a.at === 'inn')).toBe(true);
  });

  test('§13.16 Stables and castle placements take the lowest free spot', () => {
    let s = situation(fresh(4, { order: [0, 1, 2, 3] }), (d) => {
      for (const p of d.ps) p.money = 20;
      d.castleWorkers = [3];
    });
    s = act(s, { type: 'place', at: 'stables', cost: 1 });
    s = act(s, { type: 'place', at: 'stables', cost: 1 });
    s = act(s, { type: 'place', at: 'castle', cost: 1 });
    expect(s.stables).toEqual([0, 1, NOBODY]);
    expect(s.castleWorkers).toEqual([3, 2]);
  });

  test('§13.17 no worker or no money for any placement: the player can only pass (done for them)', () => {
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      d.ps[0]!.workers = 0;
      d.ps[1]!.money = 0;
      d.ps[2]!.money = 5;
    });
    // Seats 0 and 1 were passed automatically (forced); seat 2 decides; seat 0 passed first.
    expect(s.passed).toEqual([0, 1]);
    expect(s.prompt).toEqual({ kind: 'place', seat: 2 });
    expect(s.events.filter((e) => e.key === 'caylus.event.forced').map((e) => e.seat)).toEqual([0, 1]);
    s = act(s, { type: 'pass' });
    expect(s.phase).not.toBe('placement');
  });

  test('§13.18 two players: the Stables accept no workers', () => {
    const s = situation(fresh(2), (d) => {
      for (const p of d.ps) p.money = 10;
    });
    expect(legal(s).some((a) => a.type === 'place' && a.at === 'stables')).toBe(false);
    expect(caylus.view(s, 0).specials.stablesOpen).toBe(false);
    expect(() => act(s, { type: 'place', at: 'stables', cost: 1 })).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
  });
});

describe('apply contract', () => {
  test('a seat that is not pending is rejected with core/not-your-turn; unknown shapes with core/illegal-action (the kit’s codes)', () => {
    const s = fresh(3, { order: [0, 1, 2] });
    expect(() => caylus.apply(s, 1, { type: 'pass' })).toThrow(expect.objectContaining({ code: 'core/not-your-turn' }));
    expect(() => caylus.apply(s, 0, { type: 'pass', extra: 1 } as unknown as CaylusAction)).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
    expect(() => caylus.apply(s, 0, { type: 'place', at: 'gate', cost: 2 })).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
    expect(caylus.actions(s, 1)).toEqual([]);
  });
});
