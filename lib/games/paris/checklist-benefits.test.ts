/**
 * Engine checklist of paris.md §10, points 25–36: benefits of acquiring, landmarks, resources
 * and prestige.
 */
import { describe, expect, test } from 'vitest';
import { paris } from './index';
import type { ParisAction, ParisState } from './types';
import { ARC, BANK_BASE, SRC_BUILDINGS, SRC_LANDMARKS } from './types';
import { B, D, I, L, clone, giveBonus, placeBuilding, putKeys, situation } from './testkit';

type Move = Extract<ParisAction, { type: 'move' }>;
const mo = D('montmartre'), lv = D('laVillette'), be = D('belleville'), sg = D('saintGermain');
const move = (from: number, to: number, district: number, build = false): Move => ({ type: 'move', from, to, build, district, via: null });
const fromBank = (d: number, to: number) => move(BANK_BASE + d, to, d);

/** Seat 0 on the Montmartre bank with francs, buildings 1–8 placed. */
const rich = (edit: (s: ParisState) => void = () => {}) =>
  situation(3, (x) => {
    x.bank[0] = 1 << mo;
    x.ps[0]!.francs = 20;
    x.ps[0]!.items = [2, 0, 0, 0, 0, 0];
    for (const v of [1, 2, 3, 4, 5, 8]) placeBuilding(x, B(mo, v));
    edit(x);
  });

describe('Benefits', () => {
  test('25 the token beside a building goes to its first acquirer only', () => {
    const s = rich();
    const t = paris.apply(s, 0, fromBank(mo, B(mo, 4))); // Montmartre 4: Marble
    expect(t.ps[0]!.items[I('marble')]).toBe(1);
    expect(t.token[B(mo, 4)]).toBe(-1);
    // Someone else acquires it later: no token.
    const u = clone(t);
    u.keys[B(mo, 4) * 3] = 0;
    u.bank[1] = 1 << mo;
    u.ps[1]!.francs = 10;
    u.turn = 1;
    u.prompt = { kind: 'main', seat: 1 };
    const v = paris.apply(u, 1, fromBank(mo, B(mo, 4)));
    expect(v.ps[1]!.items).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test('26 a value-1 or value-2 building lets the player take one bonus tile for free (optional)', () => {
    for (const value of [1, 2]) {
      const t = paris.apply(rich(), 0, fromBank(mo, B(mo, value)));
      expect(t.prompt).toEqual({ kind: 'bonus', seat: 0, how: 'forward', price: 0 });
      const acts = paris.actions(t, 0);
      expect(acts).toContainEqual({ type: 'skipBonus' });
      expect(acts.filter((a) => a.type === 'takeBonus')).toHaveLength(30);
      const francs = t.ps[0]!.francs;
      const u = paris.apply(t, 0, { type: 'takeBonus', pos: 18 });
      expect(u.ps[0]!.francs).toBe(francs);
      expect(u.ps[0]!.bonus).toBe(1 << 18);
      expect(u.ps[0]!.meeple).toBe(18);
      const skip = paris.apply(t, 0, { type: 'skipBonus' });
      expect(skip.ps[0]!.bonus).toBe(0);
    }
  });

  test('27 a value-3 building lets the player pay 2 francs for a bonus tile; with fewer than 2 francs, no tile', () => {
    const t = paris.apply(rich(), 0, fromBank(mo, B(mo, 3)));
    expect(t.prompt).toEqual({ kind: 'bonus', seat: 0, how: 'forward', price: 2 });
    const u = paris.apply(t, 0, { type: 'takeBonus', pos: 1 });
    expect(u.ps[0]!.francs).toBe(20 - 3 - 2);
    expect(u.ps[0]!.bonus).toBe(1 << 1);
    const poor = rich((x) => (x.ps[0]!.francs = 4)); // 3 for the building leaves 1
    const v = paris.apply(poor, 0, fromBank(mo, B(mo, 3)));
    expect(v.prompt?.kind).not.toBe('bonus');
    expect(v.ps[0]!.bonus).toBe(0);
    expect(v.ps[0]!.francs).toBe(1);
  });

  test('28 a value-8 building gives +2 VP immediately, on every acquisition by anyone', () => {
    const t = paris.apply(rich(), 0, fromBank(mo, B(mo, 8)));
    expect(t.ps[0]!.vp).toBe(2);
    expect(t.ps[0]!.src[SRC_BUILDINGS]).toBe(2);
    const u = clone(t);
    u.keys[B(mo, 8) * 3] = 0;
    u.arc = 1 << 1;
    u.ps[1]!.francs = 10;
    u.ps[1]!.items = [1, 0, 0, 0, 0, 0];
    u.turn = 1;
    u.prompt = { kind: 'main', seat: 1 };
    const v = paris.apply(u, 1, move(ARC, B(mo, 8), mo));
    expect(v.ps[1]!.vp).toBe(2);
  });

  test('29 values 4 and 5 give only the token', () => {
    for (const value of [4, 5]) {
      const t = paris.apply(rich(), 0, fromBank(mo, B(mo, value)));
      expect(t.ps[0]!.vp).toBe(0);
      expect(t.ps[0]!.bonus).toBe(0);
      expect(t.prompt?.kind).not.toBe('bonus');
    }
  });

  test('30 acquiring a landmark: hand in up to 3 prestige tokens as printed, for their VP; they leave the game', () => {
    const s = situation(3, (x) => {
      x.arc = 1;
      x.ps[0]!.francs = 20;
      x.ps[0]!.items = [0, 1, 2, 1, 1, 3];
    });
    const t = paris.apply(s, 0, move(ARC, L('L15'), be, true)); // the Louvre: 1 Marble + 2 Gold
    expect(t.prompt).toEqual({ kind: 'prestige', seat: 0, landmark: L('L15') - 36 });
    const opts = paris.actions(t, 0);
    expect(opts[0]).toEqual({ type: 'prestige', use: { tiles: [], tokens: [0, 0, 0] } });
    // Best: Silver 4 + Gold 5 + Gold 5.
    const u = paris.apply(t, 0, { type: 'prestige', use: { tiles: [], tokens: [0, 1, 2] } });
    expect(u.ps[0]!.vp).toBe(14);
    expect(u.ps[0]!.src[SRC_LANDMARKS]).toBe(14);
    expect(u.ps[0]!.items).toEqual([0, 0, 0, 1, 0, 1]);
    expect(opts.some((a) => a.type === 'prestige' && a.use.tokens[2]! > 2)).toBe(false);
    expect(opts.some((a) => a.type === 'prestige' && a.use.tokens[0]! > 0)).toBe(false); // no Bronze slot
  });
});

describe('Landmarks', () => {
  test('31 a new landmark goes in the moving key’s district (any from the Arc), above the last built there (Saint-Germain 12 → 13+)', () => {
    const s = situation(3, (x) => {
      x.bank[0] = 1 << sg;
      x.ps[0]!.francs = 40;
      x.ps[0]!.items = [0, 3, 3, 0, 0, 0];
      putKeys(x, L('L12'), 1, 1, sg); // Fotis built the 12 in Saint-Germain
    });
    const builds = paris.actions(s, 0).filter((a): a is Move => a.type === 'move' && a.build);
    expect(builds.every((m) => m.district === sg)).toBe(true);
    expect(builds.map((m) => m.to)).toEqual(['L13', 'L14', 'L15', 'L16'].map(L));
  });

  test('32 any number of landmarks per district, in rising order (at most 8 in the game)', () => {
    const s = situation(3, (x) => {
      x.arc = 1;
      x.ps[0]!.francs = 40;
      x.ps[0]!.items = [0, 6, 6, 0, 0, 0];
      for (const id of ['L10', 'L11A', 'L12', 'L13', 'L14', 'L15']) putKeys(x, L(id), 1, 1, be);
    });
    const t = paris.apply(s, 0, move(ARC, L('L16'), be, true));
    expect(paris.view(t, 0).districts[be]!.landmarks).toEqual(['L10', 'L11A', 'L12', 'L13', 'L14', 'L15', 'L16'].map(L));
    expect(t.landmarkTop[be]).toBe(16);
  });

  test('33 source example: from the value-8 La Villette Theatre to a new 12 costs 4 francs + 1 Marble + 1 Gold', () => {
    const s = situation(3, (x) => {
      putKeys(x, B(lv, 8), 0);
      x.ps[0]!.francs = 4;
      x.ps[0]!.items = [0, 1, 1, 0, 0, 0];
    });
    const t = paris.apply(s, 0, move(B(lv, 8), L('L12'), lv, true));
    expect(t.ps[0]!.francs).toBe(0);
    expect(t.ps[0]!.items.slice(0, 3)).toEqual([0, 0, 0]);
    expect(t.landmarkAt[L('L12') - 36]).toBe(lv);
    expect(t.keys[L('L12') * 3]).toBe(1);
    expect(t.keys[B(lv, 8) * 3]).toBe(0);
    // One franc short: not offered.
    const poor = clone(s);
    poor.ps[0]!.francs = 3;
    expect(paris.actions(poor, 0).some((a) => a.type === 'move' && a.to === L('L12'))).toBe(false);
  });
});

describe('Resources and prestige', () => {
  test('34 spent resources go to the general supply and become buyable; spent prestige leaves the game', () => {
    const s = rich();
    const t = paris.apply(s, 0, fromBank(mo, B(mo, 5))); // 1 Wood
    expect(t.supply).toEqual([1, 0, 0]);
    const u = clone(t);
    u.turn = 1;
    u.prompt = { kind: 'main', seat: 1 };
    u.ps[1]!.francs = 5;
    expect(paris.actions(u, 1)).toContainEqual({ type: 'buy', item: 0 });
    const v = paris.apply(u, 1, { type: 'buy', item: 0 });
    expect(v.ps[1]!.items[0]).toBe(1);
    expect(v.ps[1]!.francs).toBe(3);
    expect(v.supply).toEqual([0, 0, 0]);
  });

  test('35 prestige can be sold, never bought; resources bought only from the supply, both at the board prices', () => {
    const s = situation(3, (x) => {
      x.ps[0]!.items = [1, 1, 1, 1, 1, 1];
      x.supply = [0, 2, 0];
      x.ps[0]!.francs = 10;
    });
    const acts = paris.actions(s, 0);
    expect(acts.filter((a) => a.type === 'buy')).toEqual([{ type: 'buy', item: 1 }]);
    expect(acts.filter((a) => a.type === 'sell').map((a) => (a as { item: number }).item)).toEqual([0, 1, 2, 3, 4, 5]);
    const francsAfter = [0, 1, 2, 3, 4, 5].map((item) => paris.apply(s, 0, { type: 'sell', item }).ps[0]!.francs - 10);
    expect(francsAfter).toEqual([1, 1, 2, 1, 1, 2]);
    expect(paris.apply(s, 0, { type: 'sell', item: 0 }).supply).toEqual([1, 2, 0]); // a sold resource becomes buyable
    expect(paris.apply(s, 0, { type: 'sell', item: 3 }).supply).toEqual([0, 2, 0]); // sold prestige leaves the game
    expect(paris.apply(s, 0, { type: 'buy', item: 1 }).ps[0]!.francs).toBe(7);
  });

  test('36 resource and prestige tiles are spent as the item, never exchanged for supply tokens', () => {
    const s = situation(3, (x) => {
      giveBonus(x, 0, 2, 8);
      x.supply = [3, 3, 3];
    });
    const acts = paris.actions(s, 0);
    // No activation turns a tile into a token; the tile can be sold or spent.
    expect(acts.some((a) => a.type === 'bonusTile' && (a.tile === 2 || a.tile === 8))).toBe(false);
    expect(acts).toContainEqual({ type: 'sellTile', tile: 2 });
    expect(acts).toContainEqual({ type: 'sellTile', tile: 8 });
    // Spent as the Wood for a value-5 building: the tile is discarded, the supply unchanged.
    const t = rich((x) => {
      x.ps[0]!.items = [0, 0, 0, 0, 0, 0];
      giveBonus(x, 0, 2);
    });
    const u = paris.apply(t, 0, fromBank(mo, B(mo, 5)));
    expect(u.ps[0]!.bonus).toBe(0);
    expect(u.ps[0]!.usedBonus).toEqual([2]);
    expect(u.supply).toEqual([0, 0, 0]);
  });
});
