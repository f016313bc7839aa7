/**
 * Engine checklist of paris.md §10, points 13–24: placing and moving keys, costs, payment.
 */
import { describe, expect, test } from 'vitest';
import { paris } from './index';
import type { ParisAction, ParisState } from './types';
import { ARC, BANK_BASE } from './types';
import { B, D, L, placeBuilding, putKeys, situation } from './testkit';
import { Rng, seedRng } from '../../core/rng';

type Move = Extract<ParisAction, { type: 'move' }>;
const moves = (s: ParisState, seat = 0) => paris.actions(s, seat).filter((a): a is Move => a.type === 'move');
const targets = (s: ParisState, from: number, seat = 0) => moves(s, seat).filter((m) => m.from === from).map((m) => m.to);
const mo = D('montmartre'), lv = D('laVillette'), be = D('belleville'), sg = D('saintGermain');

describe('Keys', () => {
  test('13 placing takes a key from behind the screen to one of the 6 banks or the Arc, never onto a building', () => {
    const s = situation(3, (x) => placeBuilding(x, B(mo, 1)));
    const places = paris.actions(s, 0).filter((a) => a.type === 'placeKey');
    expect(places).toEqual([0, 1, 2, 3, 4, 5, ARC].map((at) => ({ type: 'placeKey', at })));
    const t = paris.apply(s, 0, { type: 'placeKey', at: sg });
    expect(t.ps[0]!.keys).toBe(8);
    expect(t.bank[0]).toBe(1 << sg);
    expect(t.keys.every((k) => k === 0)).toBe(true);
  });

  test('14 never two own keys on one bank or on the Arc; other players may share them', () => {
    const s = situation(3, (x) => {
      x.bank[0] = 1 << mo;
      x.arc = 1 << 0;
      x.bank[1] = 1 << be;
      x.arc |= 1 << 1;
    });
    const places = paris.actions(s, 0).filter((a) => a.type === 'placeKey').map((a) => (a as { at: number }).at);
    expect(places).toEqual([1, 2, 3, 4, 5]);
    const t = paris.apply(s, 0, { type: 'placeKey', at: be });
    expect(t.bank[0]).toBe((1 << mo) | (1 << be));
    expect(t.bank[1]).toBe(1 << be);
  });

  test('15 a bank pays exactly its printed francs (Saint-Germain 8); the Arc pays nothing', () => {
    const s = situation(3, () => {});
    expect(paris.apply(s, 0, { type: 'placeKey', at: sg }).ps[0]!.francs).toBe(3 + 8);
    expect(paris.apply(s, 0, { type: 'placeKey', at: lv }).ps[0]!.francs).toBe(3 + 4);
    const arc = paris.apply(s, 0, { type: 'placeKey', at: ARC });
    expect(arc.ps[0]!.francs).toBe(3);
    expect(arc.arc).toBe(1);
  });

  test('16 a move moves exactly one key already on the board', () => {
    const s = situation(3, (x) => {
      x.bank[0] = 1 << mo;
      placeBuilding(x, B(mo, 2));
    });
    const t = paris.apply(s, 0, { type: 'move', from: BANK_BASE + mo, to: B(mo, 2), build: false, district: mo, via: null });
    expect(t.bank[0]).toBe(0);
    expect(t.keys[B(mo, 2) * 3]).toBe(1);
    expect(t.ps[0]!.keys).toBe(9);
  });

  test('17 a target must hold no key (without bonus 9 / 16)', () => {
    const s = situation(3, (x) => {
      x.bank[0] = 1 << mo;
      x.ps[0]!.francs = 10;
      putKeys(x, B(mo, 2), 1);
      putKeys(x, B(mo, 3), 0);
      placeBuilding(x, B(mo, 4));
    });
    expect(targets(s, BANK_BASE + mo)).toEqual([B(mo, 4)]);
  });

  test('18 a key on the Arc may go to any building or landmark in any district', () => {
    const s = situation(3, (x) => {
      x.arc = 1;
      x.ps[0]!.francs = 30;
      x.ps[0]!.items = [1, 1, 1, 0, 0, 0];
      placeBuilding(x, B(mo, 1));
      placeBuilding(x, B(sg, 8));
      putKeys(x, L('L10'), 1, 1, be);
      x.keys[L('L10') * 3 + 1] = 0; // the Luxembourg Gardens built in Belleville, now free
    });
    const to = targets(s, ARC);
    expect(to).toContain(B(mo, 1));
    expect(to).toContain(B(sg, 8));
    expect(to).toContain(L('L10'));
    // New landmarks in every district (above Belleville's 10 there).
    const builds = moves(s).filter((m) => m.from === ARC && m.build);
    expect(new Set(builds.map((m) => m.district)).size).toBe(6);
    expect(builds.some((m) => m.district === be && m.to === L('L11A'))).toBe(true);
  });

  test('19 a key on a bank may move only within its district, to any value', () => {
    const s = situation(3, (x) => {
      x.bank[0] = 1 << lv;
      x.ps[0]!.francs = 20;
      x.ps[0]!.items = [1, 0, 0, 0, 0, 0];
      for (const v of [1, 8]) placeBuilding(x, B(lv, v));
      placeBuilding(x, B(mo, 1));
    });
    expect(targets(s, BANK_BASE + lv).filter((t) => t < 36)).toEqual([B(lv, 1), B(lv, 8)]);
  });

  test('20 a key on a building or landmark moves only to a strictly higher one in the same district (source example: Residence 3)', () => {
    // Katerina on the value-3 Residence: not to 1 or 2 (lower), not to the 5 Hotel or the 13 (occupied); the 4 Restaurant is free.
    const ba = D('batignolles');
    const s = situation(4, (x) => {
      x.ps[0]!.francs = 10;
      putKeys(x, B(ba, 3), 0);
      for (const v of [1, 2, 4]) placeBuilding(x, B(ba, v));
      putKeys(x, B(ba, 5), 1);
      putKeys(x, L('L13'), 2, 1, ba);
      placeBuilding(x, B(mo, 4));
    });
    expect(targets(s, B(ba, 3))).toEqual([B(ba, 4)]);
    const t = paris.apply(s, 0, { type: 'move', from: B(ba, 3), to: B(ba, 4), build: false, district: ba, via: null });
    expect(t.ps[0]!.francs).toBe(10 - 1);
  });

  test('21 cost: the value from a bank or the Arc; the difference from a building; plus the full resource cost (Bakery 1 → Theatre 4 for 3)', () => {
    const s = situation(3, (x) => {
      x.ps[0]!.francs = 20;
      x.ps[0]!.items = [2, 0, 0, 0, 0, 0];
      putKeys(x, B(mo, 1), 0); // Rena's Montmartre Bakery
      placeBuilding(x, B(mo, 4)); // the Theatre
      placeBuilding(x, B(mo, 8));
      x.arc = 1;
      placeBuilding(x, B(be, 5));
    });
    expect(paris.apply(s, 0, { type: 'move', from: B(mo, 1), to: B(mo, 4), build: false, district: mo, via: null }).ps[0]!.francs).toBe(17);
    const up8 = paris.apply(s, 0, { type: 'move', from: B(mo, 1), to: B(mo, 8), build: false, district: mo, via: null });
    expect(up8.ps[0]!.francs).toBe(20 - 7);
    expect(up8.ps[0]!.items[0]).toBe(1 + 0); // 1 Wood paid in full, the Gold resource token taken
    const fromArc = paris.apply(s, 0, { type: 'move', from: ARC, to: B(be, 5), build: false, district: be, via: null });
    expect(fromArc.ps[0]!.francs).toBe(15);
    expect(fromArc.ps[0]!.items[0]).toBe(1);
  });

  test('22 a move that cannot be paid in full (francs or resources) is not offered and is refused', () => {
    const s = situation(3, (x) => {
      x.bank[0] = 1 << mo;
      x.ps[0]!.francs = 4;
      placeBuilding(x, B(mo, 5)); // 5 francs + 1 Wood
      placeBuilding(x, B(mo, 4));
    });
    expect(targets(s, BANK_BASE + mo)).toEqual([B(mo, 4)]);
    expect(() => paris.apply(s, 0, { type: 'move', from: BANK_BASE + mo, to: B(mo, 5), build: false, district: mo, via: null })).toThrow(/not a legal action/);
    s.ps[0]!.francs = 9; // enough francs, but no Wood and none in the supply
    expect(targets(s, BANK_BASE + mo)).toEqual([B(mo, 4)]);
  });

  test('23 a vacated building becomes free for anyone, under the normal rules', () => {
    const s = situation(3, (x) => {
      x.ps[0]!.francs = 10;
      putKeys(x, B(mo, 2), 0);
      placeBuilding(x, B(mo, 4));
      x.bank[1] = 1 << mo;
      x.ps[1]!.francs = 10;
    });
    const t = paris.apply(s, 0, { type: 'move', from: B(mo, 2), to: B(mo, 4), build: false, district: mo, via: null });
    expect(t.keys[B(mo, 2) * 3]).toBe(0);
    const u = structuredClone(t);
    u.prompt = { kind: 'main', seat: 1 };
    u.turn = 1;
    expect(targets(u, BANK_BASE + mo, 1)).toContain(B(mo, 2));
  });

  test('24 keys never return behind the screen: keys behind it plus spares never grow, in whole random games', () => {
    for (let g = 0; g < 5; g++) {
      let t = paris.setup({ players: 3, seed: `keys-${g}`, options: {} });
      const rng = new Rng(seedRng(`keys-${g}`));
      let last = t.ps.map((p) => p.keys + p.spare);
      while (paris.result(t) === null) {
        const seat = paris.pending(t)[0]!;
        t = paris.apply(t, seat, rng.pick(paris.actions(t, seat)));
        const now = t.ps.map((p) => p.keys + p.spare);
        now.forEach((k, i) => expect(k).toBeLessThanOrEqual(last[i]!));
        last = now;
      }
    }
  });
});
