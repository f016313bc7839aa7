/**
 * Engine checklist §10 of rules/belfort.md, points 18–26: collection.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import type { BelfortState } from './types';
import type { Draft } from './state';
import { act, atPhase, legal, resOf, setBuilt, setCrests, setRes, situation, started } from './testkit';

/** Area index × 4 + kind (elf, masterElf, dwarf, masterDwarf). */
const AREA = { forest: 0, quarry: 4, mine: 8, goldMine: 12 };
const KIND = { elf: 0, masterElf: 1, dwarf: 2, masterDwarf: 3 };

function put(d: Draft, seat: number, area: keyof typeof AREA, kind: keyof typeof KIND, n: number): void {
  d.ps[seat]!.areas[AREA[area] + KIND[kind]] = n;
}

/** Runs Collection from `patch`ed start of the phase (no Camp workers: straight through to the Actions). */
function collect(players: number, patch: (d: Draft) => void, seed = 'col'): BelfortState {
  return situation(started(players, { seed }), (d) => {
    setCrests(d, Array.from({ length: players }, (_, i) => i + 1).concat(players === 2 ? [3, 4] : []).slice(0, d.contestants));
    for (let i = 0; i < players; i++) setRes(d, i, {});
    patch(d);
    atPhase(d, 'collection');
  });
}

describe('§10 Collection', () => {
  test('§10.18 Forest: 1 Wood per Elf, Master 2; +1 to the unique player with most Elf pieces; tie → nobody', () => {
    let s = collect(3, (d) => {
      setBuilt(d, 0, { gardens: 1 }, { gardens: 1 }); // one Master Elf
      put(d, 0, 'forest', 'masterElf', 1);
      put(d, 1, 'forest', 'elf', 2);
    });
    expect(resOf(s, 0).wood).toBe(2);
    expect(resOf(s, 1).wood).toBe(3);
    s = collect(3, (d) => {
      put(d, 0, 'forest', 'elf', 2);
      put(d, 2, 'forest', 'elf', 2);
    });
    expect([resOf(s, 0).wood, resOf(s, 2).wood]).toEqual([2, 2]);
  });

  test('§10.19 Quarry: 1 Stone per Dwarf, Master 2; unique most Dwarf pieces +1; tie → nobody', () => {
    let s = collect(3, (d) => {
      setBuilt(d, 0, { pub: 1 }, { pub: 1 });
      put(d, 0, 'quarry', 'masterDwarf', 1);
      put(d, 0, 'quarry', 'dwarf', 1);
      put(d, 1, 'quarry', 'dwarf', 1);
    });
    expect(resOf(s, 0).stone).toBe(4); // 2 + 1 + bonus
    expect(resOf(s, 1).stone).toBe(1);
    s = collect(3, (d) => {
      put(d, 1, 'quarry', 'dwarf', 1);
      put(d, 2, 'quarry', 'dwarf', 1);
    });
    expect([resOf(s, 1).stone, resOf(s, 2).stone]).toEqual([1, 1]);
  });

  test('§10.20 Mine: Metal = min(Elf units, Dwarf units), Masters 2 units; unique most pieces +1 (unpaired pieces count)', () => {
    const s = collect(4, (d) => {
      setBuilt(d, 1, { pub: 1 }, { pub: 1 });
      put(d, 0, 'mine', 'elf', 1);
      put(d, 0, 'mine', 'dwarf', 1);
      put(d, 1, 'mine', 'masterDwarf', 1);
      put(d, 1, 'mine', 'elf', 2);
      put(d, 2, 'mine', 'elf', 2); // unpaired: nothing, but 2 pieces
    });
    expect(resOf(s, 0).metal).toBe(1);
    expect(resOf(s, 1).metal).toBe(3); // 2 pairs + bonus (3 pieces vs 2)
    expect(resOf(s, 2).metal).toBe(0);
  });

  test('§10.21 Gold Mine: 1 Gold per worker, Master 2; unique most pieces +1', () => {
    const s = collect(4, (d) => {
      setBuilt(d, 1, { gardens: 2 }, { gardens: 2 });
      put(d, 0, 'goldMine', 'elf', 1);
      put(d, 0, 'goldMine', 'dwarf', 1);
      put(d, 1, 'goldMine', 'masterElf', 2);
      put(d, 2, 'goldMine', 'dwarf', 3);
    });
    // Income: seat 1's two Gardens pay 2 Gold after the Gold Mine.
    expect(resOf(s, 0).gold).toBe(2);
    expect(resOf(s, 1).gold).toBe(4 + 2);
    expect(resOf(s, 2).gold).toBe(4);
  });

  test('§10.22 Recruitment Office: the worker returns with a new one of its type if the supply has one; else no refund', () => {
    const s = collect(4, (d) => {
      d.recruit = [0 * 4 + 1, 1 * 4 + 2]; // seat 0 a Master Elf, seat 1 a Dwarf
      d.ps[1]!.dwarves = 7; // none of seat 1's Dwarves left in the supply
      setRes(d, 1, { gold: 0 });
    });
    expect(s.ps[0]!.elves).toBe(4);
    expect(s.ps[1]!.dwarves).toBe(7);
    expect(resOf(s, 1).gold).toBe(0);
    expect(s.recruit).toEqual([-1, -1]);
    expect(s.events.map((e) => e.text)).toContain('Player 2 has no Dwarf left in the worker supply: the recruitment is wasted');
  });

  test('§10.23 King\'s Camp: in space order; swap with a face-up crest; own crest turned down; all up afterwards', () => {
    let s = situation(started(4, { seed: 'camp' }), (d) => {
      setCrests(d, [4, 1, 2, 3]); // Yellow(0) 4, Red(1) 1, Purple(2) 2, Blue(3) 3
      d.camp = [0, 1];
      atPhase(d, 'collection', 5);
    });
    expect(belfort.pending(s)).toEqual([0]);
    expect(legal(s)).toEqual([{ type: 'camp', swap: null }, { type: 'camp', swap: 1 }, { type: 'camp', swap: 2 }, { type: 'camp', swap: 3 }]);
    s = act(s, { type: 'camp', swap: 1 });
    expect(s.crest.slice(0, 4)).toEqual([1, 4, 2, 3]);
    expect(s.crestDown[0]).toBe(true); // crest 1 is down
    expect(belfort.pending(s)).toEqual([1]);
    // Red cannot take crest 1 back (face down).
    expect(legal(s).some((a) => a.type === 'camp' && a.swap === 0)).toBe(false);
    s = act(s, { type: 'camp', swap: 2 });
    expect(s.crest.slice(0, 4)).toEqual([1, 2, 4, 3]);
    expect(s.crestDown.every((x) => !x)).toBe(true);
    expect(s.order).toEqual([0, 1, 3, 2]);
    expect(s.phase).toBe('actions');
  });

  test('§10.23 declining the swap still turns one\'s own crest face down (G15)', () => {
    let s = situation(started(3, { seed: 'camp2' }), (d) => {
      setCrests(d, [2, 1, 3]);
      d.camp = [0, 2];
      atPhase(d, 'collection', 5);
    });
    s = act(s, { type: 'camp', swap: null });
    expect(s.crestDown[1]).toBe(true);
    expect(legal(s)).toEqual([{ type: 'camp', swap: null }, { type: 'camp', swap: 1 }]);
  });

  test('§10.24 income: 1 Gold per Income coin (Pub, Gardens, Tower, Bank, Market, Keep)', () => {
    const s = collect(3, (d) => {
      setBuilt(d, 0, { pub: 1, gardens: 1, tower: 1, bank: 1, market: 1, keep: 1, inn: 1, blacksmith: 1, gatehouse: 1, library: 1 });
    });
    expect(resOf(s, 0).gold).toBe(6);
    expect(belfort.view(s, null).ps[0]!.income).toBe(6);
  });

  test('§10.25 tax from the score before any penalty; each unpaid Gold −1 point; Gold held must be paid', () => {
    const s = collect(3, (d) => {
      d.ps[0]!.score = 15; // tax 2
      d.ps[0]!.points[0] = 15;
      setRes(d, 0, { gold: 1 });
      d.ps[1]!.score = 25; // tax 3
      d.ps[1]!.points[0] = 25;
      setRes(d, 1, { gold: 5 });
      d.ps[2]!.score = 5; // tax 0
      d.ps[2]!.points[0] = 5;
    });
    expect([resOf(s, 0).gold, s.ps[0]!.score]).toEqual([0, 14]);
    expect([resOf(s, 1).gold, s.ps[1]!.score]).toEqual([2, 25]);
    expect([resOf(s, 2).gold, s.ps[2]!.score]).toEqual([0, 5]);
    expect(s.ps[0]!.points[8]).toBe(-1);
  });

  test('§10.26 fixed order: Gold Mine Gold arrives before taxes, new recruits before the Camp, income before tax', () => {
    const s = collect(3, (d) => {
      d.ps[0]!.score = 15;
      d.ps[0]!.points[0] = 15;
      put(d, 0, 'goldMine', 'elf', 1); // 1 Gold + bonus = 2, exactly the tax
    });
    expect([resOf(s, 0).gold, s.ps[0]!.score]).toEqual([0, 15]);
    const keys = s.events.map((e) => e.key);
    expect(keys.indexOf('belfort.event.collect')).toBeLessThan(keys.indexOf('belfort.event.incomeTax'));
  });
});
