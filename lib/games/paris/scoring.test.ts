/** District majorities and the final ranking (paris.md §5.2, checklist 57–64). */
import { describe, expect, test } from 'vitest';
import { districtScores, districtStandings, finalScoringInPlace, result, scoreDistrict } from './scoring';
import { B, D, L, fresh, putKeys, giveBonus } from './testkit';
import { VP_TILES } from './tables/vptiles';
import { SRC_DISTRICTS, SRC_MONEY } from './types';

const A = VP_TILES[0]!.vp; // 20/10/5
const Bt = VP_TILES[1]!.vp; // 16/8/4
const C = VP_TILES[2]!.vp; // 18/…

describe('district majorities', () => {
  test('62 Example 1 (Batignolles, 4 players, 20/10/5): Iakovos 20, Lefteris 10, Rena 5, Katerina 0', () => {
    // Lefteris 0: 11+2; Rena 1: 5+4+1; Iakovos 2: 13; Katerina 3: 3.
    const awards = scoreDistrict(
      [
        { seat: 0, total: 13, best: 11 },
        { seat: 1, total: 10, best: 5 },
        { seat: 2, total: 13, best: 13 },
        { seat: 3, total: 3, best: 3 }
      ],
      A,
      4
    );
    const vp = (seat: number) => awards.find((a) => a.seat === seat)!.vp;
    expect([vp(2), vp(0), vp(1), vp(3)]).toEqual([20, 10, 5, 0]);
  });

  test('59 Example 2 (Montmartre, 16/8/4): tied Rena and Katerina share the Louvre → 16 each, 2nd skipped, Lefteris 4 (3rd), Iakovos 0', () => {
    const s = fresh(4);
    const mo = D('montmartre');
    putKeys(s, L('L11A'), 0, 1, mo); // Lefteris 11 + 5
    putKeys(s, B(mo, 5), 0);
    putKeys(s, L('L15'), 1, 1, mo); // Rena 15 + 3 + 3 (the 3 twice through bonus 9)
    putKeys(s, B(mo, 3), 1, 2);
    putKeys(s, B(mo, 8), 2); // Iakovos 8
    putKeys(s, L('L15'), 3, 1, mo); // Katerina 15 + 4 + 2 (shares the Louvre through bonus 16)
    putKeys(s, B(mo, 4), 3);
    putKeys(s, B(mo, 2), 3);
    const st = districtStandings(s, mo);
    expect(st.map((x) => [x.seat, x.total, x.best])).toEqual([[0, 16, 11], [1, 21, 15], [2, 8, 8], [3, 21, 15]]);
    const awards = scoreDistrict(st, Bt, 4);
    expect(awards.map((a) => [a.seat, a.place, a.vp])).toEqual([[1, 1, 16], [3, 1, 16], [0, 3, 4], [2, 4, 0]]);
  });

  test('61 Example 3 (2 players, Belleville 18/…): 12 vs 5 → 18 and 0 (5 < half of 12)', () => {
    const awards = scoreDistrict([{ seat: 0, total: 12, best: 8 }, { seat: 1, total: 5, best: 5 }], C, 2);
    expect(awards.map((a) => a.vp)).toEqual([18, 0]);
  });

  test('61 exactly half qualifies in 2 players (12 vs 6 → 2nd scores)', () => {
    const awards = scoreDistrict([{ seat: 0, total: 12, best: 8 }, { seat: 1, total: 6, best: 5 }], C, 2);
    expect(awards.map((a) => a.vp)).toEqual([18, C[1]]);
  });

  test('58 rank by total value (a doubled tile counts twice), ties broken by the highest single tile', () => {
    const s = fresh(3);
    const be = D('belleville');
    putKeys(s, B(be, 8), 0); // 8
    putKeys(s, B(be, 4), 1, 2); // 4 twice = 8, best 4
    putKeys(s, B(be, 1), 2);
    const st = districtStandings(s, be);
    expect(st.find((x) => x.seat === 1)).toEqual({ seat: 1, total: 8, best: 4 });
    const awards = scoreDistrict(st, A, 3);
    expect(awards.map((a) => [a.seat, a.place, a.vp])).toEqual([[0, 1, 20], [1, 2, 10], [2, 3, 5]]);
  });

  test('60 4th place in a district gets 0', () => {
    const awards = scoreDistrict(
      [1, 2, 3, 4].map((t, seat) => ({ seat, total: t, best: t })),
      A,
      4
    );
    expect(awards.find((a) => a.place === 4)).toEqual({ seat: 0, place: 4, vp: 0 });
  });

  test('57 only districts with a VP tile score, and only seats with a key on a building or landmark there', () => {
    const s = fresh(3);
    const mo = D('montmartre'), lv = D('laVillette');
    putKeys(s, B(mo, 5), 0);
    putKeys(s, B(lv, 5), 1);
    s.bank[2] = 1 << mo; // a bank key does not take part
    s.vpTileAt[mo] = 0;
    const scores = districtScores(s);
    expect(scores).toHaveLength(1);
    expect(scores[0]!.awards).toEqual([{ seat: 0, place: 1, vp: 20 }]);
  });
});

describe('final scoring and ranking', () => {
  test('bonus 27: 1 VP per franc, francs kept for the tie-break; districts added to the breakdown', () => {
    const s = fresh(2);
    giveBonus(s, 0, 27);
    s.ps[0]!.francs = 9;
    putKeys(s, B(D('chaillot'), 8), 1);
    s.vpTileAt[D('chaillot')] = 5; // F 10/5/2
    finalScoringInPlace(s);
    expect(s.ps[0]!.src[SRC_MONEY]).toBe(9);
    expect(s.ps[0]!.francs).toBe(9);
    expect(s.ps[1]!.src[SRC_DISTRICTS]).toBe(10);
  });

  test('63 winner: most VP; tie → most francs; tie → highest total value on the board; tie → shared', () => {
    const s = fresh(3);
    s.over = true;
    for (const p of s.ps) p.vp = 10;
    s.ps[0]!.francs = 2;
    s.ps[1]!.francs = 5;
    s.ps[2]!.francs = 5;
    putKeys(s, B(D('montmartre'), 4), 1);
    putKeys(s, B(D('montmartre'), 5), 2);
    let r = result(s)!;
    expect(r.winners).toEqual([2]);
    expect(r.players.map((p) => [p.seat, p.rank])).toEqual([[2, 1], [1, 2], [0, 3]]);
    s.keys[B(D('montmartre'), 4) * 3 + 1] = 0;
    putKeys(s, B(D('belleville'), 5), 1);
    r = result(s)!;
    expect(r.winners).toEqual([1, 2]);
    expect(r.players.map((p) => p.rank)).toEqual([1, 1, 3]);
  });

  test('A14 a tile held twice counts twice in the board total tie-break', () => {
    const s = fresh(2);
    s.over = true;
    putKeys(s, B(D('montmartre'), 4), 0, 2);
    putKeys(s, B(D('belleville'), 5), 1);
    expect(result(s)!.players.map((p) => [p.seat, p.tiebreak[1]])).toEqual([[0, 8], [1, 5]]);
  });

  test('the breakdown sums to the score', () => {
    const s = fresh(2);
    s.over = true;
    s.ps[0]!.vp = 7;
    s.ps[0]!.src = [2, 0, 5, 0, 0, 0];
    const line = result(s)!.players.find((p) => p.seat === 0)!;
    expect(line.breakdown.reduce((a, b) => a + b.points, 0)).toBe(line.score);
  });
});
