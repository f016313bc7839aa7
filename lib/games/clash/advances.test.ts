/**
 * Every advance's own effect (rules file §2.9; the designed effects of tables/advances.ts), each
 * in a small situation: seat 0's Turn, its city at E4 (3 players).
 */
import { describe, expect, test } from 'vitest';
import type { ClashState } from './types';
import { ANGRY, HAPPY, NEUTRAL, NONE, ONCE } from './types';
import { ADV, ADVANCES, REQUIRES, ACCESS } from './tables/advances';
import { ARMY, SETTLER, SHIP, TEMPLE, ACADEMY, PORT } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, ofType, pick, setTerrain, situation, topFrame, turnOf, unitsOf } from './testkit';
import type { Draft } from './state';
import { advancesOf } from './state';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5'), F5 = H('F5');

function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    d.first = 0;
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) p.hand = [];
    for (const [h, t] of [[D4, FERTILE], [E5, SEA], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}
const city = (s: ClashState, h: number) => s.cities.find((c) => c.h === h)!;
const ability = (s: ClashState, name: string, arg = 0) => act(s, { type: 'ability', name: name as never, arg });

describe('advances', () => {
  test('the tables: 12 categories × 4, five red prerequisites, three Government access advances', () => {
    expect(ADVANCES.length).toBe(48);
    expect(REQUIRES.filter((x) => x >= 0).length).toBe(5);
    expect(ACCESS.filter((x) => x >= 0).length).toBe(3);
    for (const a of ADVANCES) expect(a.src.why.length).toBeGreaterThan(5);
  });

  test('Philosophy: +1 Idea now and for each later Science advance; Writing: 1 Action + 1 Objective with the first Government advance', () => {
    let s = base((d) => give(d, 0, { ideas: 8 }));
    s = act(s, { type: 'advance', a: ADV.writing });
    s = act(s, { type: 'advance', a: ADV.philosophy });
    expect(s.ps[0]!.res[3]).toBe(5);
    s = act(s, { type: 'advance', a: ADV.math });
    expect(s.ps[0]!.res[3]).toBe(4);
    const hand = [s.ps[0]!.hand.length, s.ps[0]!.obj.length];
    const v = act(situation(s, (d) => turnOf(d, 0)), { type: 'advance', a: ADV.voting });
    expect([v.ps[0]!.hand.length, v.ps[0]!.obj.length]).toEqual([hand[0]! + 1, hand[1]! + 1]);
  });

  test('Husbandry, Storage and Irrigation (Collect and caps) — see checklist 4, 18, 19; Sanitation: +1 Food for a Settler when a city grows', () => {
    const s = base((d) => {
      learn(d, 0, 'myths', 'sanitation');
      give(d, 0, { food: 2, ore: 1, wood: 1 });
      addCityAt(d, 0, C5);
    });
    let m = act(s, { type: 'grow', city: city(s, E4).id, piece: TEMPLE, port: NONE });
    m = act(m, { type: 'pick', v: 0 }); // Temple: Mood token
    expect(pick(m).q).toBe('sanitation');
    m = act(m, { type: 'pick', v: 1 });
    expect(unitsOf(m, 0, SETTLER).map((u) => u.h)).toEqual([E4]);
    expect(m.ps[0]!.res[0]).toBe(0);
  });

  test('Cartography (AAA, once per Turn): 1 Culture token and 1 Idea per region with a Ship', () => {
    const s = base((d) => {
      learn(d, 0, 'fishing', 'cartography');
      d.ps[0]!.cl = 3;
      addUnitAt(d, 0, SHIP, E5);
      addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 0, SHIP, F5);
    });
    const m = ability(s, 'cartography');
    // E5 and F5 are both in region 3: one region.
    expect([m.ps[0]!.ct, m.ps[0]!.res[3], m.t.left]).toEqual([1, 1, 2]);
    expect(legal(m).some((a) => a.type === 'ability' && a.name === 'cartography')).toBe(false);
  });

  test('Navigation: a ship sails round the board edge to the next sea (or into an unexplored region)', () => {
    const s = base((d) => {
      learn(d, 0, 'fishing', 'cartography', 'navigation');
      for (const h of [H('C4')]) setTerrain(d, h, SEA);
      addUnitAt(d, 0, SHIP, C4);
    });
    let m = act(s, { type: 'move' });
    if (topFrame(m).k === 'move' && (topFrame(m) as { from: number }).from === NONE) m = act(m, { type: 'from', hex: C4 });
    const nav = ofType(m, 'to').filter((a) => a.mode === 2 || a.mode === 4);
    expect(nav.length).toBeGreaterThan(0);
    const plain = base((d) => {
      setTerrain(d, H('C4'), SEA);
      addUnitAt(d, 0, SHIP, C4);
    });
    let p = act(plain, { type: 'move' });
    if (topFrame(p).k === 'move' && (topFrame(p) as { from: number }).from === NONE) p = act(p, { type: 'from', hex: C4 });
    expect(ofType(p, 'to').some((a) => a.mode === 2 || a.mode === 4)).toBe(false);
  });

  test('Public Education: +1 Idea once per Turn when a city with an Academy Collects; Free Education: an Idea for a Mood token after paying with Ideas', () => {
    const s = base((d) => {
      learn(d, 0, 'writing', 'publicEducation', 'freeEducation');
      city(d, E4).pc = [NONE, NONE, 0, NONE];
      d.ps[0]!.hl = 3;
      give(d, 0, { ideas: 3 });
    });
    const c = act(s, ofType(s, 'collect')[0]!);
    expect(c.ps[0]!.res[3]).toBe(4);
    let a = act(s, { type: 'advance', a: ADV.philosophy });
    expect(pick(a).q).toBe('freeEducation');
    a = act(a, { type: 'pick', v: 1 });
    expect([a.ps[0]!.res[3], a.ps[0]!.mt]).toEqual([1, 2]); // 3 − 2 + 1 (Philosophy) − 1; Mood: border + Free Education
  });

  test('Draft: one Army per Build for a Mood token (2 with Civil Liberties); Nationalism: a token after building Armies', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics', 'draft', 'nationalism');
      d.ps[0]!.hl = 2;
      d.ps[0]!.mt = 1;
      give(d, 0, {});
    });
    const draft = ofType(s, 'build').find((a) => a.draft === 1)!;
    expect(draft.units).toEqual([0, 1, 0]);
    let m = act(s, draft);
    expect(pick(m).q).toBe('nationalism');
    m = act(m, { type: 'pick', v: 0 });
    expect([m.ps[0]!.mt, unitsOf(m, 0, ARMY).length]).toEqual([1, 1]);
    const cl = base((d) => {
      learn(d, 0, 'tactics', 'draft', 'writing', 'philosophy', 'voting', 'civilLiberties');
      d.ps[0]!.hl = 2;
      d.ps[0]!.mt = 1;
    });
    expect(ofType(cl, 'build').some((a) => a.draft === 1)).toBe(false);
  });

  test('Rituals and Circus & Sports — see checklist 51; Priesthood: a free Science advance once per Turn; State Religion: a Temple without Food once per Turn', () => {
    const s = base((d) => {
      learn(d, 0, 'myths', 'priesthood', 'stateReligion');
      give(d, 0, { ore: 2, wood: 2 });
      addCityAt(d, 0, C5);
    });
    let m = act(s, { type: 'advance', a: ADV.math });
    expect(advancesOf(m.ps[0]!)).toContain(ADV.math);
    expect(ofType(m, 'advance').some((a) => a.a === ADV.astronomy)).toBe(false); // second one would need Food
    m = act(m, { type: 'grow', city: city(m, E4).id, piece: TEMPLE, port: NONE });
    m = act(m, { type: 'pick', v: 0 });
    expect(m.ps[0]!.res.slice(0, 3)).toEqual([0, 1, 1]);
    expect(ofType(m, 'grow').some((a) => a.piece === TEMPLE)).toBe(false);
  });

  test('Bartering (free, once per Turn): an Action card for 1 Gold or 1 Culture token', () => {
    const s = base((d) => {
      learn(d, 0, 'bartering');
      d.ps[0]!.hand = [3, 7];
      d.ps[0]!.cl = 2;
    });
    expect(ofType(s, 'ability').filter((a) => a.name === 'bartering').map((a) => a.arg)).toEqual([6, 7, 14, 15]);
    const m = ability(s, 'bartering', 7);
    expect([m.ps[0]!.ct, m.ps[0]!.hand, m.t.left]).toEqual([1, [7], 3]);
    expect(ofType(m, 'ability').some((a) => a.name === 'bartering')).toBe(false);
  });

  test('Currency: Trade Routes income may come as Gold', () => {
    const s = base((d) => {
      learn(d, 0, 'bartering', 'tradeRoutes', 'taxes', 'currency');
      addCityAt(d, 1, D4);
      addUnitAt(d, 0, SETTLER, C4);
      give(d, 0, {});
      d.turn = 1;
      d.pos = 2;
      turnOf(d, 2);
      d.stack = [{ k: 'turn', seat: 2 }];
    });
    let m = act(s, { type: 'end' });
    expect(pick(m)).toMatchObject({ q: 'currency', opts: [0, 1] });
    m = act(m, { type: 'pick', v: 1 });
    expect(m.ps[0]!.res[4]).toBe(1);
  });

  test('Art & Sculptures: a free Cultural Influence for 1 Culture token once per Turn; Theater & Music: a token exchange once per Turn', () => {
    const s = base((d) => {
      learn(d, 0, 'artSculptures', 'theaterMusic');
      d.ps[0]!.cl = 3;
      d.ps[0]!.ct = 2;
      d.ps[0]!.hl = 3;
      city(d, E4).pc = [0, NONE, NONE, NONE];
      addCityAt(d, 1, D4, [1, NONE, NONE, NONE]);
    });
    const art = ofType(s, 'influence').filter((a) => a.art);
    expect(art.length).toBe(1);
    const m = act(s, art[0]!);
    expect([m.t.left, m.ps[0]!.ct <= 1]).toEqual([3, true]);
    const t = ability(s, 'theaterToMood');
    expect([t.ps[0]!.ct, t.ps[0]!.mt]).toEqual([1, 1]);
    expect(ofType(t, 'ability').some((a) => a.name === 'theaterToCulture')).toBe(false);
  });

  test('Monuments and Engineering — see checklist 55–56; Math and Astronomy: Engineering, Roads, Navigation, Cartography cost nothing', () => {
    const s = base((d) => {
      learn(d, 0, 'math', 'astronomy', 'fishing');
      give(d, 0, {});
    });
    const ids = ofType(s, 'advance').map((a) => a.a);
    expect(ids).toEqual(expect.arrayContaining([ADV.engineering, ADV.cartography]));
    const m = act(s, { type: 'advance', a: ADV.engineering });
    expect(advancesOf(m.ps[0]!)).toContain(ADV.engineering);
  });

  test('Chemistry: after a Build, 1 natural resource paid comes back', () => {
    const s = base((d) => {
      learn(d, 0, 'math', 'astronomy', 'chemistry');
      give(d, 0, { food: 2 });
    });
    const m = act(s, ofType(s, 'build').find((a) => a.units[0] === 1)!);
    expect(m.ps[0]!.res[0]).toBe(1);
  });

  test('Voting: 1 Mood token for a Civic Improvement without an action; Civil Liberties (AAA): 3 Mood tokens', () => {
    const s = base((d) => {
      learn(d, 0, 'writing', 'philosophy', 'voting', 'civilLiberties');
      d.ps[0]!.hl = 5;
      d.ps[0]!.mt = 2;
    });
    // Voting's token, then the one step the city can take (size 1: 1 token): both without a choice.
    const m = act(s, { type: 'civic', voting: true });
    expect([city(m, E4).mood, m.ps[0]!.mt, m.t.left]).toEqual([HAPPY, 0, 3]);
    const c = ability(s, 'civilLiberties');
    expect([c.ps[0]!.mt, c.t.left]).toEqual([5, 2]);
  });

  test('Forced Labor: 1 Mood token and Angry cities act Neutral this Turn; Absolute Power: 2 Mood tokens for an extra action', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics', 'draft', 'nationalism', 'forcedLabor', 'absolutePower');
      d.ps[0]!.hl = 4;
      d.ps[0]!.mt = 3;
      city(d, E4).mood = ANGRY;
      city(d, E4).pc = [0, NONE, NONE, NONE];
      addCityAt(d, 0, C5);
    });
    const before = Math.max(...ofType(s, 'collect').filter((a) => a.city === city(s, E4).id).map((a) => a.gain.reduce((x, y) => x + y, 0)));
    const fl = ability(s, 'forcedLabor');
    const after = Math.max(...ofType(fl, 'collect').filter((a) => a.city === city(s, E4).id).map((a) => a.gain.reduce((x, y) => x + y, 0)));
    expect([before, after, fl.ps[0]!.mt]).toEqual([1, 2, 2]);
    const ap = ability(s, 'absolutePower');
    expect([ap.t.left, ap.ps[0]!.mt]).toEqual([4, 1]);
  });

  test('Dogma: a new Temple brings a free Theocracy advance; Ideas held stop at 2', () => {
    const s = base((d) => {
      learn(d, 0, 'myths', 'stateReligion', 'dogma');
      give(d, 0, { food: 1, ore: 1, wood: 1, ideas: 2 });
      addCityAt(d, 0, C5);
    });
    let m = act(s, { type: 'grow', city: city(s, E4).id, piece: TEMPLE, port: NONE });
    m = act(m, { type: 'pick', v: 1 });
    expect(pick(m)).toMatchObject({ q: 'freeAdvance', opts: [ADV.devotion, ADV.conversion, ADV.fanaticism] });
    m = act(m, { type: 'pick', v: ADV.conversion });
    expect(advancesOf(m.ps[0]!)).toContain(ADV.conversion);
    const cap = base((d) => {
      learn(d, 0, 'myths', 'stateReligion');
      give(d, 0, { ideas: 6 });
    });
    const dm = act(cap, { type: 'advance', a: ADV.dogma });
    expect(dm.ps[0]!.res[3]).toBe(2);
  });
});

void NEUTRAL;
void ONCE;
void ACADEMY;
void PORT;
void E6;
void D5;
void F4;
