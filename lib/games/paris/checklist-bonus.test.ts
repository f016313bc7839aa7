/**
 * Engine checklist of paris.md §10, points 37–53: the bonus track and every bonus tile.
 */
import { describe, expect, test } from 'vitest';
import { paris } from './index';
import type { ParisAction, ParisState } from './types';
import { ARC, BANK_BASE, SRC_BONUS } from './types';
import { B, D, L, clone, giveBonus, placeBuilding, putKeys, situation } from './testkit';
import { finalScoringInPlace } from './scoring';

type Move = Extract<ParisAction, { type: 'move' }>;
const mo = D('montmartre'), be = D('belleville');
const move = (from: number, to: number, district: number, via: Move['via'] = null, build = false): Move => ({ type: 'move', from, to, build, district, via });
const takes = (s: ParisState, seat = 0) => paris.actions(s, seat).flatMap((a) => (a.type === 'takeBonus' ? [a.pos] : []));
/** Seat 0 right after acquiring a value-1 building: the bonus take is the decision. */
const bonusChoice = (edit: (s: ParisState) => void) => situation(3, edit, { prompt: { kind: 'bonus', seat: 0, how: 'forward', price: 0 } });

describe('Bonus track', () => {
  test('37 the meeple moves forward ≥ 1 to a position with a tile and takes its top tile', () => {
    const s = bonusChoice((x) => {
      x.ps[0]!.meeple = 10;
      x.trackCount[12] = 0;
    });
    expect(takes(s)[0]).toBe(11);
    expect(takes(s)).not.toContain(10);
    expect(takes(s)).not.toContain(12);
    const t = paris.apply(s, 0, { type: 'takeBonus', pos: 13 });
    expect(t.ps[0]!.meeple).toBe(13);
    expect(t.trackCount[13]).toBe(s.trackCount[13]! - 1);
    expect(t.ps[0]!.bonus).toBe(1 << 13);
  });

  test('38 the meeple never moves backward (except bonus 25)', () => {
    const s = bonusChoice((x) => (x.ps[0]!.meeple = 20));
    expect(Math.min(...takes(s))).toBe(21);
  });

  test('39 a meeple on position 30 takes no more tiles', () => {
    const s = bonusChoice((x) => (x.ps[0]!.meeple = 30));
    expect(takes(s)).toEqual([]);
    // The right to a tile then gives nothing: acquiring a value-1 building opens no choice.
    const t = situation(3, (x) => {
      x.ps[0]!.meeple = 30;
      x.bank[0] = 1 << mo;
      placeBuilding(x, B(mo, 1));
    });
    const u = paris.apply(t, 0, move(BANK_BASE + mo, B(mo, 1), mo));
    expect(u.prompt?.kind).not.toBe('bonus');
  });

  test('40 never two tiles of one number: normal take, 17 and 25 skip numbers held', () => {
    const s = bonusChoice((x) => {
      giveBonus(x, 0, 12);
      x.ps[0]!.meeple = 10;
    });
    expect(takes(s)).not.toContain(12);
    const any = situation(3, (x) => giveBonus(x, 0, 17, 5), { prompt: { kind: 'main', seat: 0 } });
    const t = paris.apply(any, 0, { type: 'bonusTile', tile: 17 });
    expect(takes(t)).not.toContain(5);
    expect(takes(t)).toContain(17); // 17 itself was used: no longer held (rules A4)
    const back = situation(3, (x) => {
      giveBonus(x, 0, 25, 23);
      x.ps[0]!.meeple = 25;
    });
    expect(takes(paris.apply(back, 0, { type: 'bonusTile', tile: 25 }))).toEqual([20, 21, 22, 24]);
  });

  test('41 several meeples may share a position', () => {
    const s = bonusChoice((x) => {
      x.ps[1]!.meeple = 12;
      x.trackCount[12] = 2;
    });
    const t = paris.apply(s, 0, { type: 'takeBonus', pos: 12 });
    expect(t.ps.map((p) => p.meeple).slice(0, 2)).toEqual([12, 12]);
  });

  test('42 tiles are activated only in their owner’s turn; used tiles are discarded face up', () => {
    const s = situation(3, (x) => giveBonus(x, 1, 7));
    expect(paris.actions(s, 1)).toEqual([]);
    expect(() => paris.apply(s, 1, { type: 'bonusTile', tile: 7 })).toThrow(/not to act/);
    const own = situation(3, (x) => giveBonus(x, 0, 7));
    const t = paris.apply(own, 0, { type: 'bonusTile', tile: 7 });
    expect(t.ps[0]!.usedBonus).toEqual([7]);
    expect(paris.view(t, 2).ps[0]!.usedBonus).toEqual([7]);
    expect(t.ps[0]!.francs).toBe(3 + 3); // tile 7: 3 francs and 4 VP (designed)
    expect(t.ps[0]!.vp).toBe(4);
  });

  test('42 the amounts changed after self-play (rules-decisions Paris rows 8, 8b): tiles 1, 5, 12, 22 and 28', () => {
    for (const [tile, francs, vp] of [[1, 7, 0], [5, 4, 3], [12, 3, 4], [22, 1, 3]] as const) {
      const t = paris.apply(situation(3, (x) => giveBonus(x, 0, tile)), 0, { type: 'bonusTile', tile });
      expect([tile, t.ps[0]!.francs, t.ps[0]!.vp]).toEqual([tile, 3 + francs, vp]);
    }
    // Tile 28: 5 VP per value-8 building (was 6).
    const s = situation(3, (x) => {
      giveBonus(x, 0, 28);
      for (const d of [1, 4]) putKeys(x, B(d, 8), 0);
    });
    expect(paris.apply(s, 0, { type: 'bonusTile', tile: 28 }).ps[0]!.vp).toBe(10);
  });

  test('43 tile 27 cannot be activated; at the end it gives 1 VP per franc', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 27);
      x.ps[0]!.francs = 12;
    });
    expect(paris.actions(s, 0).some((a) => a.type === 'bonusTile')).toBe(false);
    const end = clone(s);
    finalScoringInPlace(end);
    expect(end.ps[0]!.vp).toBe(12);
  });
});

describe('Bonus tiles', () => {
  test('44 tile 9: a key onto a tile holding the same player’s key, normal cost and benefits; it counts twice', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 9);
      putKeys(x, B(mo, 8), 0);
      x.arc = 1;
      x.ps[0]!.francs = 10;
      x.ps[0]!.items = [1, 0, 0, 0, 0, 0];
    });
    const m = paris.actions(s, 0).find((a) => a.type === 'move' && a.to === B(mo, 8));
    expect(m).toEqual(move(ARC, B(mo, 8), mo, 'b9'));
    const t = paris.apply(s, 0, m!);
    expect(t.keys[B(mo, 8) * 3]).toBe(2);
    expect(t.ps[0]!.francs).toBe(2);
    expect(t.ps[0]!.vp).toBe(2); // the 8's benefit again
    expect(t.ps[0]!.usedBonus).toEqual([9]);
    expect(paris.view(t, 0).districts[mo]!.standings).toEqual([{ seat: 0, total: 16, best: 8 }]);
    // Without the tile: not offered.
    const without = clone(s);
    without.ps[0]!.bonus = 0;
    expect(paris.actions(without, 0).some((a) => a.type === 'move' && a.to === B(mo, 8))).toBe(false);
  });

  test('45 tile 16: a key onto a tile holding an opponent’s key, normal cost; both keys stay', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 16);
      putKeys(x, B(be, 4), 1);
      x.bank[0] = 1 << be;
      x.ps[0]!.francs = 4;
    });
    const t = paris.apply(s, 0, move(BANK_BASE + be, B(be, 4), be, 'b16'));
    expect([t.keys[B(be, 4) * 3], t.keys[B(be, 4) * 3 + 1]]).toEqual([1, 1]);
    expect(t.ps[0]!.francs).toBe(0);
  });

  test('46 tile 17: take any tile on the track; the meeple does not move', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 17);
      x.ps[0]!.meeple = 20;
    });
    const t = paris.apply(s, 0, { type: 'bonusTile', tile: 17 });
    expect(t.prompt).toEqual({ kind: 'bonus', seat: 0, how: 'any', price: 0 });
    expect(takes(t)).toContain(3);
    const u = paris.apply(t, 0, { type: 'takeBonus', pos: 3 });
    expect(u.ps[0]!.meeple).toBe(20);
    expect(u.ps[0]!.bonus).toBe(1 << 3);
  });

  test('47 tile 18 (source example): keys on three value-4 buildings give 15 VP', () => {
    const s = situation(4, (x) => {
      giveBonus(x, 0, 18);
      for (const d of [0, 2, 5]) putKeys(x, B(d, 4), 0);
    });
    const t = paris.apply(s, 0, { type: 'bonusTile', tile: 18 });
    expect(t.ps[0]!.vp).toBe(15);
    expect(t.ps[0]!.src[SRC_BONUS]).toBe(15);
  });

  test('48 tile 20: 1/2/3 VP (2/3/4 players) per other unused tile held; those tiles stay', () => {
    for (const [players, each] of [[2, 1], [3, 2], [4, 3]] as const) {
      const s = situation(players, (x) => giveBonus(x, 0, 20, 2, 8, 27));
      const t = paris.apply(s, 0, { type: 'bonusTile', tile: 20 });
      expect(t.ps[0]!.vp).toBe(3 * each);
      expect(t.ps[0]!.bonus).toBe((1 << 2) | (1 << 8) | (1 << 27));
    }
  });

  test('49 tiles 23/24: 2/3/4 VP per returned pair of identical prestige / resource tokens', () => {
    for (const [players, each] of [[2, 2], [3, 3], [4, 4]] as const) {
      const s = situation(players, (x) => {
        giveBonus(x, 0, 23, 24);
        x.ps[0]!.items = [2, 0, 1, 2, 2, 0];
      });
      const t = paris.apply(s, 0, { type: 'bonusTile', tile: 23 });
      expect(t.prompt).toEqual({ kind: 'pairs', seat: 0, tile: 23 });
      const u = paris.apply(t, 0, { type: 'pairs', pairs: [1, 1, 0], use: { tiles: [], tokens: [2, 2, 0] } });
      expect(u.ps[0]!.vp).toBe(2 * each);
      expect(u.ps[0]!.items).toEqual([2, 0, 1, 0, 0, 0]);
      // 24: a single pair is the only choice, so it is returned at once (to the general supply).
      const v = paris.apply(u, 0, { type: 'bonusTile', tile: 24 });
      expect(v.ps[0]!.vp).toBe(3 * each);
      expect(v.ps[0]!.items).toEqual([0, 0, 1, 0, 0, 0]);
      expect(v.supply).toEqual([2, 0, 0]);
    }
  });

  test('50 tile 25: the meeple moves back 1–5 positions and takes the tile there', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 25);
      x.ps[0]!.meeple = 27;
      x.trackCount[24] = 0;
    });
    const t = paris.apply(s, 0, { type: 'bonusTile', tile: 25 });
    expect(takes(t)).toEqual([22, 23, 25, 26]);
    const u = paris.apply(t, 0, { type: 'takeBonus', pos: 22 });
    expect(u.ps[0]!.meeple).toBe(22);
    expect(u.ps[0]!.bonus).toBe(1 << 22);
  });

  test('51 tile 29: 8 VP per landmark occupied', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 29);
      putKeys(x, L('L10'), 0, 1, mo);
      putKeys(x, L('L12'), 0, 1, be);
      putKeys(x, L('L13'), 1, 1, be);
    });
    expect(paris.apply(s, 0, { type: 'bonusTile', tile: 29 }).ps[0]!.vp).toBe(16);
  });

  test('52 tile 30 (source example): Café, 3 Bakeries, 2 Hotels, Theatre, 2 landmarks = 5 types = 15 VP', () => {
    // Bakeries: MO1, LV3, BE4; Café: MO3; Hotels: MO2, LV1; Theatre: LV8.
    const s = situation(4, (x) => {
      giveBonus(x, 0, 30);
      for (const site of [B(mo, 1), B(1, 3), B(be, 4), B(mo, 3), B(mo, 2), B(1, 1), B(1, 8)]) putKeys(x, site, 0);
      putKeys(x, L('L10'), 0, 1, mo);
      putKeys(x, L('L16'), 0, 1, be);
    });
    expect(paris.apply(s, 0, { type: 'bonusTile', tile: 30 }).ps[0]!.vp).toBe(15);
    // Fewer than 4 types gives nothing, so it is not offered (the tile is kept).
    const few = situation(4, (x) => {
      giveBonus(x, 0, 30);
      putKeys(x, B(mo, 1), 0);
    });
    expect(paris.actions(few, 0).some((a) => a.type === 'bonusTile')).toBe(false);
  });

  test('53 tiles 13/14: pay the printed francs (4 / 3; 13 designed, row 8d) to take a spare key behind the screen', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 13, 14);
      x.ps[0]!.francs = 8;
    });
    const t = paris.apply(s, 0, { type: 'bonusTile', tile: 13 });
    expect([t.ps[0]!.francs, t.ps[0]!.keys, t.ps[0]!.spare]).toEqual([4, 10, 1]);
    const u = paris.apply(t, 0, { type: 'bonusTile', tile: 14 });
    expect([u.ps[0]!.francs, u.ps[0]!.keys, u.ps[0]!.spare]).toEqual([1, 11, 0]);
    // No spare left, or too few francs: not offered.
    const none = situation(3, (x) => {
      giveBonus(x, 0, 13);
      x.ps[0]!.spare = 0;
      x.ps[0]!.francs = 20;
    });
    expect(paris.actions(none, 0).some((a) => a.type === 'bonusTile')).toBe(false);
    const poor = situation(3, (x) => giveBonus(x, 0, 13));
    expect(paris.actions(poor, 0).some((a) => a.type === 'bonusTile')).toBe(false);
  });
});
