/**
 * Engine checklist points 1–11 of the rules file (§10): rounds and turns, actions per turn, the
 * starting position, caps, levels and tokens, Events from levels, advance costs, Steel Weapons and
 * Metallurgy, first-advance and prerequisite rules, Governments.
 */
import { describe, expect, test } from 'vitest';
import { clash } from './index';
import type { ClashAction, ClashState } from './types';
import { FREE_STATUS, NEUTRAL, NONE } from './types';
import { ADV } from './tables/advances';
import { act, fresh, give, has, learn, legal, ofType, pendingSeat, pick, situation, topFrame, turnOf } from './testkit';
import { advancesOf } from './state';
import { boardFor } from './board';

/** Plays `end` on every Turn and the first option elsewhere (declining razes), recording Turn seats. */
function playPassive(s: ClashState, until: (s: ClashState) => boolean, turns: string[] = []): ClashState {
  for (let guard = 0; guard < 5000 && !until(s); guard++) {
    const f = topFrame(s);
    const acts = legal(s);
    let a: ClashAction = acts[0]!;
    if (f.k === 'turn') {
      turns.push(`${s.round}.${s.turn}:${f.seat}`);
      a = { type: 'end' };
    } else if (f.k === 'pick' && f.q === 'raze') a = { type: 'pick', v: -1 };
    s = act(s, a);
  }
  return s;
}

describe('checklist', () => {
  test('1. 6 Rounds of 3 Turns per player in seat order from the First Player, then a Status Phase', () => {
    const s0 = situation(fresh(3), (d) => {
      d.first = 1;
      turnOf(d, 1);
    });
    const turns: string[] = [];
    const s1 = playPassive(s0, (s) => s.phase === 'over', turns);
    expect(turns.slice(0, 9)).toEqual(['1.1:1', '1.1:2', '1.1:0', '1.2:1', '1.2:2', '1.2:0', '1.3:1', '1.3:2', '1.3:0']);
    // 6 Rounds × 3 Turns × 3 players, then the game ends in Round 6's Status Phase step 1.
    expect(turns.length).toBe(54);
    expect(s1.round).toBe(6);
    expect(clash.result(s1)).not.toBeNull();
  });

  test('2. at most 3 actions per Turn; AAA abilities cost one, free abilities none', () => {
    let s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { ideas: 8 });
      learn(d, 0, 'taxes', 'bartering', 'theaterMusic', 'artSculptures');
      d.ps[0]!.hl = 3;
      d.ps[0]!.cl = 3;
      d.ps[0]!.mt = 3;
      d.ps[0]!.ct = 1;
    });
    s = act(s, { type: 'advance', a: ADV.writing });
    expect(s.t.left).toBe(2);
    s = act(s, { type: 'ability', name: 'taxes', arg: 0 });
    expect(s.t.left).toBe(1);
    s = act(s, { type: 'ability', name: 'theaterToCulture', arg: 0 });
    expect(s.t.left).toBe(1);
    s = act(s, { type: 'advance', a: ADV.storage });
    // Taxes gave Gold, so the payment is a choice: pay with Ideas.
    s = act(s, { type: 'pay', v: [0, 0, 0, 2, 0, 0, 0] });
    expect(s.t.left).toBe(0);
    const types = new Set(legal(s).map((a) => a.type));
    expect(types.has('advance')).toBe(false);
    expect(types.has('found')).toBe(false);
    expect(types.has('move')).toBe(false);
    expect(types.has('end')).toBe(true);
  });

  test('3. a new player starts with 2 Food, Farming + Mining, a Neutral size-1 city and a Settler, 1 Action + 1 Objective card', () => {
    for (const players of [2, 3, 4]) {
      const s = fresh(players);
      const board = boardFor(players);
      for (let seat = 0; seat < players; seat++) {
        const p = s.ps[seat]!;
        expect(p.res).toEqual([2, 0, 0, 0, 0]);
        expect([p.cl, p.hl, p.ct, p.mt]).toEqual([0, 0, 0, 0]);
        expect(advancesOf(p)).toEqual([ADV.farming, ADV.mining]);
        const cities = s.cities.filter((c) => c.o === seat);
        expect(cities.length).toBe(1);
        expect(cities[0]!.mood).toBe(NEUTRAL);
        expect(cities[0]!.pc).toEqual([NONE, NONE, NONE, NONE]);
        expect(cities[0]!.h).toBe(board.startFertile[s.seatStart[seat]!]);
        expect(s.units.filter((u) => u.o === seat).map((u) => [u.k, u.h])).toEqual([[0, cities[0]!.h]]);
        expect(p.hand.length).toBe(1);
        expect(p.obj.length).toBe(1);
      }
    }
  });

  test('4. resources never exceed 8; Food never exceeds 2 without Storage', () => {
    let s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { food: 2, gold: 7, ore: 8 });
    });
    // A Collect of Food is lost above 2.
    const c = s.cities.find((x) => x.o === 0)!;
    const collect = ofType(s, 'collect').find((a) => a.city === c.id && a.gain[0]! > 0)!;
    s = act(s, collect);
    expect(s.ps[0]!.res[0]).toBe(2);
    expect(s.ps[0]!.res[1]).toBe(8);
    const s2 = situation(s, (d) => {
      learn(d, 0, 'storage');
      give(d, 0, { food: 7, ore: 8 });
      turnOf(d, 0);
      d.cities.find((c) => c.o === 0)!.mood = 2;
    });
    const c2 = ofType(s2, 'collect').find((a) => a.gain[0]! > 0 && a.gain[1]! > 0)!;
    const s3 = act(s2, c2);
    expect(s3.ps[0]!.res[0]).toBe(8);
    expect(s3.ps[0]!.res[1]).toBe(8);
  });

  test('5. Culture and Mood tokens held never exceed the Culture and Happiness levels', () => {
    let s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { food: 2 });
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
    });
    // Tactics has a blue border: level 2, one more token (2 ≤ 2).
    s = act(s, { type: 'advance', a: ADV.tactics });
    expect([s.ps[0]!.cl, s.ps[0]!.ct]).toEqual([2, 2]);
    // Civil Liberties' 3 Mood tokens stop at the Happiness level.
    const s2 = situation(s, (d) => {
      turnOf(d, 0);
      learn(d, 0, 'philosophy', 'writing', 'voting', 'civilLiberties');
      d.ps[0]!.hl = 2;
      d.ps[0]!.mt = 0;
    });
    const s3 = act(s2, { type: 'ability', name: 'civilLiberties', arg: 0 });
    expect(s3.ps[0]!.mt).toBe(2);
  });

  test('6. a blue advance raises the Culture level and gives a Culture token; yellow the same for Happiness; at 8 the token still comes', () => {
    let s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { ideas: 8 });
    });
    s = act(s, { type: 'advance', a: ADV.storage }); // yellow
    expect([s.ps[0]!.hl, s.ps[0]!.mt, s.ps[0]!.cl, s.ps[0]!.ct]).toEqual([1, 1, 0, 0]);
    s = act(s, { type: 'advance', a: ADV.writing }); // blue
    expect([s.ps[0]!.cl, s.ps[0]!.ct]).toEqual([1, 1]);
    const s8 = situation(s, (d) => {
      turnOf(d, 0);
      d.ps[0]!.cl = 8;
      d.ps[0]!.ct = 5;
      give(d, 0, { ideas: 2 });
    });
    const s9 = act(s8, { type: 'advance', a: ADV.tactics });
    expect([s9.ps[0]!.cl, s9.ps[0]!.ct]).toEqual([8, 6]);
  });

  test('7. a level reaching 3, 5 or 7 draws exactly one Event at once; other levels none', () => {
    const base = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { ideas: 8 });
      d.rules = { ...d.rules, events: 'symbols' };
      d.ps[0]!.cl = 2;
    });
    const before = base.eventDeck.length;
    const s1 = act(base, { type: 'advance', a: ADV.writing }); // culture 2 → 3
    expect(s1.events.filter((e) => e.key === 'clash.event.eventDrawn').length).toBe(1);
    expect(s1.eventDeck.length).toBe(before - 1);
    const s2 = situation(s1, (d) => {
      turnOf(d, 0);
      give(d, 0, { ideas: 8 });
      d.stack = [{ k: 'turn', seat: 0 }];
    });
    const s3 = act(s2, { type: 'advance', a: ADV.tactics }); // 3 → 4
    expect(s3.events.filter((e) => e.key === 'clash.event.eventDrawn').length).toBe(0);
    const s4 = act(s3, { type: 'advance', a: ADV.fishing === 8 ? ADV.myths : ADV.myths }); // yellow: happiness 0 → 1
    expect(s4.events.filter((e) => e.key === 'clash.event.eventDrawn').length).toBe(0);
  });

  test('8. an advance costs 2 Food; Ideas replace Food only for advances; Gold replaces anything', () => {
    const s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { food: 1, ideas: 1, gold: 1 });
    });
    const s1 = act(s, { type: 'advance', a: ADV.writing });
    const f = topFrame(s1);
    expect(f.k).toBe('pay');
    const ways = legal(s1).map((a) => (a as { v: number[] }).v.slice(0, 5));
    expect(ways).toEqual([[1, 0, 0, 1, 0], [1, 0, 0, 0, 1], [0, 0, 0, 1, 1]]);
    // Ideas never pay for units: with only Ideas no Build is listed.
    const s2 = situation(s, (d) => give(d, 0, { ideas: 8 }));
    expect(ofType(s2, 'build').length).toBe(0);
    expect(ofType(s2, 'advance').length).toBeGreaterThan(0);
    // Gold pays for a Settler.
    const s3 = situation(s, (d) => give(d, 0, { gold: 2 }));
    expect(ofType(s3, 'build').some((a) => a.units[0] === 1)).toBe(true);
  });

  test('9. Steel Weapons costs 2 Food + 2 Ore, and 2 Ore even when free; Metallurgy makes it free; Metallurgy after Steel Weapons gives 2 Ore', () => {
    const s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      learn(d, 0, 'tactics');
      give(d, 0, { food: 2, ore: 1 });
    });
    expect(has(s, { type: 'advance', a: ADV.steelWeapons })).toBe(false);
    const s1 = situation(s, (d) => give(d, 0, { food: 2, ore: 2 }));
    const s2 = act(s1, { type: 'advance', a: ADV.steelWeapons });
    expect(s2.ps[0]!.res).toEqual([0, 0, 0, 0, 0]);
    // Free in the Status Phase: still 2 Ore.
    const st = situation(s, (d) => {
      d.phase = 'status';
      give(d, 0, { ore: 2 });
      d.stack = [{ k: 'pick', seat: 0, q: 'freeAdvance', opts: [ADV.steelWeapons, ADV.siegecraft], ctx: [FREE_STATUS] }];
    });
    const st2 = act(st, { type: 'pick', v: ADV.steelWeapons });
    expect(st2.ps[0]!.res[1]).toBe(0);
    // With Metallurgy: nothing at all.
    const m = situation(s, (d) => {
      learn(d, 0, 'math', 'astronomy', 'chemistry', 'metallurgy');
      give(d, 0, {});
    });
    expect(has(m, { type: 'advance', a: ADV.steelWeapons })).toBe(true);
    const m2 = act(m, { type: 'advance', a: ADV.steelWeapons });
    expect(m2.ps[0]!.res).toEqual([0, 0, 0, 0, 0]);
    // Metallurgy gained while owning Steel Weapons: +2 Ore.
    const g = situation(s, (d) => {
      learn(d, 0, 'steelWeapons', 'math', 'astronomy', 'chemistry');
      give(d, 0, { food: 2 });
    });
    const g2 = act(g, { type: 'advance', a: ADV.metallurgy });
    expect(g2.ps[0]!.res[1]).toBe(2);
  });

  test("10. a category's first advance comes first; red prerequisites are needed (Roads ← Engineering, Navigation ← Cartography)", () => {
    const s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { ideas: 8 });
    });
    const ids = ofType(s, 'advance').map((a) => a.a);
    expect(ids).toContain(ADV.engineering);
    expect(ids).not.toContain(ADV.roads);
    expect(ids).not.toContain(ADV.siegecraft); // Warfare's first advance is Tactics
    expect(ids).toContain(ADV.tactics);
    const s2 = situation(s, (d) => learn(d, 0, 'engineering', 'fishing'));
    const ids2 = ofType(s2, 'advance').map((a) => a.a);
    expect(ids2).toContain(ADV.roads);
    expect(ids2).not.toContain(ADV.navigation);
    const s3 = situation(s2, (d) => learn(d, 0, 'cartography'));
    expect(ofType(s3, 'advance').map((a) => a.a)).toContain(ADV.navigation);
  });

  test('11. one Government at a time: buying into another moves every cube (the source example of Andreas)', () => {
    const s = situation(fresh(3), (d) => {
      turnOf(d, 0);
      give(d, 0, { food: 2 });
      learn(d, 0, 'tactics', 'draft', 'nationalism', 'totalitarianism', 'forcedLabor', 'writing', 'philosophy');
    });
    const s1 = act(s, { type: 'advance', a: ADV.voting });
    // Two more Democracy advances take the other two moved cubes.
    expect(pick(s1).q).toBe('govCubes');
    const masks = legal(s1).map((a) => (a as { v: number }).v);
    expect(masks.length).toBe(3);
    const s2 = act(s1, { type: 'pick', v: (1 << 1) | (1 << 3) }); // Separation of Power, Economic Liberty
    const adv = advancesOf(s2.ps[0]!);
    expect(adv.filter((a) => a >= 40 && a < 44)).toEqual([]);
    expect(adv.filter((a) => a >= 36 && a < 40)).toEqual([ADV.voting, ADV.separationOfPower, ADV.economicLiberty]);
    // Full price paid for Voting.
    expect(s2.ps[0]!.res[0]).toBe(0);
    // The effects of the old Government stop at once: Forced Labor is gone.
    expect(legal(s2).some((a) => a.type === 'ability' && a.name === 'forcedLabor')).toBe(false);
    expect(pendingSeat(s2)).toBe(0);
  });
});
