/**
 * Engine checklist §13 of rules/caylus.md, points 19–28: phase 3 (special buildings) and
 * phase 4 (provost).
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { NOBODY, type Draft } from './state';
import { act, atPhase, eventKeys, fresh, legal, putTile, putWorkerOn, setCubes, situation, types } from './testkit';

/** Phase 3 with workers already placed by `place`. */
function phase3(players: number, place: (d: Draft) => void, order?: number[]) {
  return situation(fresh(players, { order: order ?? Array.from({ length: players }, (_, i) => i) }), (d) => {
    atPhase(d, 'specials');
    d.passed = d.order.slice();
    place(d);
  });
}

describe('§13 Phase 3', () => {
  test('§13.19 specials resolve Gate, Trading post, Guild, Joust, Stables, Inn', () => {
    let s = phase3(5, (d) => {
      d.gate = 0;
      d.tradingPost = 1;
      d.guild = 2;
      d.joust = 3;
      d.stables = [4, NOBODY, NOBODY];
      d.innLeft = 1;
      for (const seat of [0, 1, 2, 3, 4, 1]) d.ps[seat]!.workers -= 1;
      setCubes(d, 3, { cloth: 1 });
    });
    expect(s.prompt).toEqual({ kind: 'gate', seat: 0 });
    s = act(s, { type: 'gateReturn' });
    expect(eventKeys(s)).toContain('caylus.event.tradingPost');
    expect(s.prompt).toEqual({ kind: 'guild', seat: 2 });
    s = act(s, { type: 'guild', by: 0 });
    expect(s.prompt).toEqual({ kind: 'joust', seat: 3 });
    s = act(s, { type: 'joust', take: false });
    const keys = eventKeys(s);
    expect(keys.indexOf('caylus.event.stables')).toBeLessThan(keys.indexOf('caylus.event.innMoved'));
    expect(s.phase).toBe('provost');
  });

  test('§13.20 the Gate worker may move free to any legal free space, a later special included; opponent +1 PP; or return', () => {
    const base = phase3(3, (d) => {
      d.gate = 0;
      d.ps[0]!.workers -= 1;
      d.guild = 1;
      putTile(d, 9, 'farmFood', 2);
      putTile(d, 10, 'residence', 2);
      putTile(d, 11, 'quarry', 1);
      putWorkerOn(d, 11, 1);
      d.ps[0]!.money = 0; // free of charge
    });
    const dests = legal(base).map((a) => (a.type === 'gate' ? (a.at === 'road' ? `road${a.space}` : a.at) : a.type));
    expect(dests).toContain('gateReturn');
    expect(dests).toContain('tradingPost');
    expect(dests).toContain('joust');
    expect(dests).toContain('castle');
    expect(dests).toContain('inn');
    expect(dests).toContain('stables');
    expect(dests).toContain('road9');
    expect(dests).not.toContain('guild'); // occupied
    expect(dests).not.toContain('gate');
    expect(dests).not.toContain('road10'); // residence
    expect(dests).not.toContain('road11'); // occupied
    const toPost = act(base, { type: 'gate', at: 'tradingPost' });
    expect(toPost.ps[0]!.money).toBe(3); // moved to the Trading post, which then activated
    const toFarm = act(base, { type: 'gate', at: 'road', space: 9 });
    expect(toFarm.ps[2]!.pp).toBe(1);
    expect(toFarm.worker[8]).toBe(0);
    const home = act(base, { type: 'gateReturn' });
    expect(home.ps[0]!.workers).toBe(6);
  });

  test('§13.21 the Trading post gives exactly 3 deniers', () => {
    const s = phase3(3, (d) => {
      d.tradingPost = 2;
      d.ps[2]!.workers -= 1;
      d.ps[2]!.money = 4;
    });
    expect(s.ps[2]!.money).toBe(7);
    expect(s.ps[2]!.workers).toBe(6);
  });

  test('§13.22 the Guild moves the provost 0 or 1–3 either way, free, within 1–28', () => {
    const s = phase3(3, (d) => {
      d.guild = 1;
      d.ps[1]!.money = 0;
      d.provost = 2;
    });
    expect(legal(s).map((a) => (a.type === 'guild' ? a.by : null))).toEqual([0, -1, 1, 2, 3]);
    const t = act(s, { type: 'guild', by: 3 });
    expect(t.provost).toBe(5);
    const end = phase3(3, (d) => {
      d.guild = 1;
      d.provost = 27;
    });
    expect(legal(end).map((a) => (a.type === 'guild' ? a.by : null))).toEqual([0, -3, -2, -1, 1]);
  });

  test('§13.23 the Joust trades 1 denier + 1 cloth for 1 favour, once per turn; unaffordable = no choice', () => {
    const s = phase3(3, (d) => {
      d.joust = 0;
      d.ps[0]!.money = 3;
      setCubes(d, 0, { cloth: 2 });
    });
    expect(legal(s)).toEqual([
      { type: 'joust', take: false },
      { type: 'joust', take: true }
    ]);
    const t = act(s, { type: 'joust', take: true });
    expect(t.ps[0]!.money).toBe(2);
    expect(t.ps[0]!.cubes[3]).toBe(1);
    expect(t.prompt).toEqual({ kind: 'favourRow', seat: 0, why: 'joust' });
    // One worker fits the Joust field, so one favour per turn: the Gate cannot join it.
    const gate = phase3(3, (d) => {
      d.gate = 1;
      d.joust = 0;
    });
    expect(legal(gate).some((a) => a.type === 'gate' && a.at === 'joust')).toBe(false);
    const poor = phase3(3, (d) => {
      d.joust = 0;
      setCubes(d, 0, {});
    });
    expect(poor.phase).toBe('provost');
    expect(eventKeys(poor)).toContain('caylus.event.forced');
  });

  test('§13.24 the Stables put circles 1–3 first, the others keep their order (§14.2)', () => {
    // Red 0, Green 1, Orange 2, Blue 3. Blue circle 1, Red circle 2.
    const s = phase3(4, (d) => {
      d.stables = [3, 0, NOBODY];
    }, [0, 1, 2, 3]);
    expect(s.order).toEqual([3, 0, 1, 2]);
    expect(s.stables).toEqual([NOBODY, NOBODY, NOBODY]);
  });

  test('§13.25 the Inn moves the left worker right and evicts the old one; alone, the right worker may stay or leave', () => {
    const s = phase3(3, (d) => {
      d.innLeft = 1;
      d.innRight = 2;
      d.ps[1]!.workers = 5;
      d.ps[2]!.workers = 5;
    });
    expect(s.innRight).toBe(1);
    expect(s.innLeft).toBe(NOBODY);
    expect(s.ps[2]!.workers).toBe(6);
    expect(s.ps[1]!.workers).toBe(5);
    const alone = phase3(3, (d) => {
      d.innRight = 2;
      d.ps[2]!.workers = 5;
    });
    expect(legal(alone)).toEqual([
      { type: 'inn', keep: true },
      { type: 'inn', keep: false }
    ]);
    const left = act(alone, { type: 'inn', keep: false });
    expect(left.innRight).toBe(NOBODY);
    expect(left.ps[2]!.workers).toBe(6);
  });

  test('§13.26 a worker kept on the Inn right circle is unavailable in the next phase 2', () => {
    let s = phase3(3, (d) => {
      d.innLeft = 0;
      d.ps[0]!.workers = 5;
    });
    while (s.turn === 1) s = act(s, legal(s)[0]!);
    expect(s.phase).toBe('placement');
    expect(s.innRight).toBe(0);
    expect(caylus.view(s, 0).seats[0]!.workers).toBe(5);
  });
});

describe('§13 Phase 4', () => {
  test('§13.27 passing order, once each; 1–3 spaces at 1 denier each, or decline (§14.4)', () => {
    // Passing order Blue 3, Orange 2, Red 0, Green 1.
    let s = situation(fresh(4, { order: [0, 1, 2, 3] }), (d) => {
      atPhase(d, 'provost');
      d.passed = [3, 2, 0, 1];
      d.provost = 10;
      for (const p of d.ps) p.money = 5;
    });
    expect(s.prompt).toEqual({ kind: 'provost', seat: 3 });
    s = act(s, { type: 'provost', by: 0 });
    s = act(s, { type: 'provost', by: -2 });
    expect(s.provost).toBe(8);
    s = act(s, { type: 'provost', by: 2 });
    expect(s.provost).toBe(10);
    expect(s.prompt).toEqual({ kind: 'provost', seat: 1 });
    s = act(s, { type: 'provost', by: -1 });
    // Net one space behind the start (9). No workers on the road: phases 5–7 run by themselves,
    // the bailiff (6) moves +2 because the provost was ahead, and turn 2 pays 2 income.
    expect(s.events).toContainEqual({ key: 'caylus.event.bailiff', seat: null, params: { by: 2, space: 8 } });
    expect(s.ps.map((p) => p.money)).toEqual([3 + 2, 4 + 2, 3 + 2, 5 + 2]);
  });

  test('§13.28 the provost stays within road spaces 1–28 (may stop on empty spaces); no more spaces than deniers', () => {
    const low = situation(fresh(3), (d) => {
      atPhase(d, 'provost');
      d.passed = [0, 1, 2];
      d.provost = 2;
      d.ps[0]!.money = 10;
    });
    expect(legal(low).map((a) => (a.type === 'provost' ? a.by : null))).toEqual([0, -1, 1, 2, 3]);
    const high = situation(fresh(3), (d) => {
      atPhase(d, 'provost');
      d.passed = [0, 1, 2];
      d.provost = 26;
      d.ps[0]!.money = 1;
    });
    expect(legal(high).map((a) => (a.type === 'provost' ? a.by : null))).toEqual([0, -1, 1]);
    const t = act(high, { type: 'provost', by: 1 });
    expect(t.provost).toBe(27); // an empty space
    expect(types(t)).toContain('provost');
  });
});

describe('view', () => {
  test('the view gives every seat the same public table (no hidden information)', () => {
    const s = fresh(4);
    const a = caylus.view(s, 0);
    const b = caylus.view(s, 2);
    expect({ ...a, viewer: null }).toEqual({ ...b, viewer: null });
    expect(a.road).toHaveLength(28);
    expect(a.castle.sections.map((x) => x.spaces)).toEqual([6, 10, 14]);
    expect(a.prompt?.kind).toBe('place');
  });
});
