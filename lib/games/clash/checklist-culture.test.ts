/**
 * Engine checklist points 51–59 (§10): Civic Improvement, Cultural Influence (range, roll,
 * boosts, protections, one success per Turn), and Wonders (reveal, reserve, build, VP, the
 * Great Library and the Mausoleum). Worked examples of the source are included.
 */
import { describe, expect, test } from 'vitest';
import { clash } from './index';
import type { ClashState } from './types';
import { ANGRY, HAPPY, NEUTRAL, NONE, ONCE } from './types';
import { ADV } from './tables/advances';
import { W, WONDERS } from './tables/wonders';
import { ARMY, TEMPLE, FORTRESS, ACADEMY, PORT, SETTLER } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, ofType, pick, rigDice, setTerrain, situation, topFrame, turnOf } from './testkit';
import type { Draft } from './state';
import { influenceOptions } from './influence';
import { halfPoints } from './scoring';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5'), F5 = H('F5');

function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) p.hand = [];
    for (const [h, t] of [[D4, FERTILE], [E5, FERTILE], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}
const cityAt = (s: ClashState, h: number) => s.cities.find((c) => c.h === h)!;

describe('checklist', () => {
  test('51. Civic Improvement: a step costs the city size in Mood tokens, any cities and steps in one action (source: an Angry size-2 city, 2 to Neutral, 4 to Happy)', () => {
    const s = base((d) => {
      d.ps[0]!.hl = 8;
      d.ps[0]!.mt = 5;
      addCityAt(d, 0, D4, [0, NONE, NONE, NONE], ANGRY);
    });
    let m = act(s, { type: 'civic', voting: false });
    m = act(m, { type: 'raise', city: cityAt(s, D4).id });
    expect([cityAt(m, D4).mood, m.ps[0]!.mt]).toEqual([NEUTRAL, 3]);
    m = act(m, { type: 'raise', city: cityAt(s, D4).id });
    expect([cityAt(m, D4).mood, m.ps[0]!.mt]).toEqual([HAPPY, 1]);
    m = act(m, { type: 'raise', city: cityAt(s, E4).id });
    expect([cityAt(m, E4).mood, m.ps[0]!.mt]).toEqual([HAPPY, 0]);
    expect(m.t.left).toBe(2);
    // Circus & Sports: size 2 costs 1; Rituals: resources (not Ideas) may pay.
    const c = base((d) => {
      learn(d, 0, 'artSculptures', 'circusSports', 'myths', 'rituals');
      d.ps[0]!.hl = 8;
      d.ps[0]!.mt = 1;
      give(d, 0, { wood: 1, ideas: 5 });
      addCityAt(d, 0, D4, [0, NONE, NONE, NONE], ANGRY);
    });
    let cm = act(c, { type: 'civic', voting: false });
    cm = act(cm, { type: 'raise', city: cityAt(c, D4).id });
    // 1 to pay: a Mood token or the Wood, never an Idea.
    expect(ofType(cm, 'pay').map((a) => a.v)).toEqual([[0, 0, 1, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1]]);
  });

  test('52. Cultural Influence: range = true size (+1 per Culture token), a 5+ succeeds (4+ Conversion), +1 per token after the roll (the source example)', () => {
    // A size-3 city 4 spaces from a size-2 target: 1 token for range; a 3 rolled and 2 tokens: success.
    const s = base((d) => {
      d.ps[0]!.cl = 5;
      d.ps[0]!.ct = 3;
      cityAt(d, E4).pc = [0, 0, NONE, NONE];
      for (const h of [H('C6'), H('B6'), H('D6'), H('C7')]) setTerrain(d, h, FERTILE);
      addCityAt(d, 1, H('C7'), [1, NONE, NONE, NONE]);
      d.rng = rigDice([3]);
    });
    const src = cityAt(s, E4).id, tg = cityAt(s, H('C7')).id;
    expect(ofType(s, 'influence')).toContainEqual({ type: 'influence', from: src, to: tg, art: false });
    let m = act(s, { type: 'influence', from: src, to: tg, art: false });
    expect(m.ps[0]!.ct).toBe(2);
    expect(pick(m)).toMatchObject({ q: 'ciBoost', ctx: [tg, 2, 0] });
    m = act(m, { type: 'pick', v: 1 });
    expect(m.ps[0]!.ct).toBe(0);
    expect(cityAt(m, H('C7')).pc[TEMPLE]).toBe(0);
    // Conversion: a 4 succeeds and gives a Culture token.
    const c = situation(s, (d) => {
      learn(d, 0, 'myths', 'rituals', 'priesthood', 'stateReligion', 'dogma', 'conversion');
      d.ps[0]!.ct = 1;
      d.rng = rigDice([4]);
    });
    const cm = act(c, { type: 'influence', from: src, to: tg, art: false });
    expect(cityAt(cm, H('C7')).pc[TEMPLE]).toBe(0);
    expect(cm.ps[0]!.ct).toBe(1);
  });

  test('53. a success swaps one non-Settlement piece not yet yours; one success per Turn; the source city may hold no foreign piece', () => {
    const s = base((d) => {
      cityAt(d, E4).pc = [0, NONE, NONE, NONE];
      addCityAt(d, 1, D4, [1, 1, NONE, NONE]);
      addCityAt(d, 1, D5, [1, NONE, NONE, NONE]);
      addCityAt(d, 0, C5, [2, NONE, NONE, NONE]);
      d.rng = rigDice([6, 6]);
    });
    const src = cityAt(s, E4).id;
    // C5 holds a piece of seat 2: it is no source (only E4 is), but it is a target (own city, to win back the Temple).
    expect([...new Set(influenceOptions(s, 0).map(([a]) => a))]).toEqual([src]);
    expect(influenceOptions(s, 0).map(([, b]) => b)).toContain(cityAt(s, C5).id);
    let m = act(s, { type: 'influence', from: src, to: cityAt(s, D4).id, art: false });
    expect(pick(m).opts).toEqual([TEMPLE, FORTRESS]);
    m = act(m, { type: 'pick', v: FORTRESS });
    expect(cityAt(m, D4).pc).toEqual([1, 0, NONE, NONE]);
    expect(cityAt(m, D4).o).toBe(1);
    expect(ofType(m, 'influence')).toEqual([]);
  });

  test('54. no boosting against Separation of Power (Happy), Totalitarianism (Army) or Devotion (Temple) cities; the Colossus and cities within 2 cannot be targeted', () => {
    const mk = (patch: (d: Draft) => void) => base((d) => {
      d.ps[0]!.cl = 8;
      d.ps[0]!.ct = 8;
      addCityAt(d, 1, H('C7'), [1, NONE, NONE, NONE]);
      for (const h of [H('C6'), H('B6'), H('D6'), H('C7')]) setTerrain(d, h, FERTILE);
      patch(d);
    });
    const tg = (s: ClashState) => cityAt(s, H('C7')).id;
    const free = mk(() => {});
    expect(influenceOptions(free, 0).some(([, b]) => b === tg(free))).toBe(true);
    const sep = mk((d) => {
      learn(d, 1, 'writing', 'philosophy', 'voting', 'separationOfPower');
      cityAt(d, H('C7')).mood = HAPPY;
    });
    expect(influenceOptions(sep, 0).some(([, b]) => b === tg(sep))).toBe(false);
    const tot = mk((d) => {
      learn(d, 1, 'tactics', 'draft', 'nationalism', 'totalitarianism');
      addUnitAt(d, 1, ARMY, H('C7'));
    });
    expect(influenceOptions(tot, 0).some(([, b]) => b === tg(tot))).toBe(false);
    const dev = mk((d) => learn(d, 1, 'myths', 'stateReligion', 'dogma', 'devotion'));
    expect(influenceOptions(dev, 0).some(([, b]) => b === tg(dev))).toBe(false);
    // Within range without boosting, the attempt is allowed but a short roll cannot be bought.
    const near = situation(dev, (d) => {
      cityAt(d, E4).pc = [0, 0, 0, NONE];
      addCityAt(d, 1, D4, [1, NONE, NONE, NONE]);
      d.rng = rigDice([2]);
    });
    const m = act(near, { type: 'influence', from: cityAt(near, E4).id, to: cityAt(near, D4).id, art: false });
    expect(topFrame(m).k).toBe('turn');
    const col = mk((d) => {
      addCityAt(d, 1, H('C6'), [1, NONE, NONE, NONE]);
      cityAt(d, H('C6')).w = W.colossus;
    });
    expect(influenceOptions(col, 0).some(([, b]) => b === tg(col) || b === cityAt(col, H('C6')).id)).toBe(false);
  });

  test('55. Engineering and Monuments reveal the top Wonder; Monuments reserves a face-up one, built without an action', () => {
    const s = base((d) => {
      give(d, 0, { ideas: 4 });
      learn(d, 0, 'artSculptures');
      d.wonderDeck = [0, 1, 2];
    });
    const e = act(s, { type: 'advance', a: ADV.engineering });
    expect(e.wondersOpen).toEqual([2]);
    let m = act(e, { type: 'advance', a: ADV.monuments });
    expect(m.wondersOpen).toEqual([2, 1]);
    expect(pick(m)).toMatchObject({ q: 'reserveWonder', opts: [2, 1] });
    m = act(m, { type: 'pick', v: W.greatPyramid });
    expect(m.ps[0]!.reserved).toBe(W.greatPyramid);
    // Another player cannot build it; the holder may, without an action.
    const b = situation(m, (d) => {
      turnOf(d, 0, 0);
      learn(d, 0, 'myths', 'rituals');
      give(d, 0, { food: 2, ore: 7, wood: 3 });
      d.ps[0]!.cl = 5;
      d.ps[0]!.ct = 5;
    });
    expect(ofType(b, 'wonder').map((a) => a.w)).toEqual([W.greatPyramid]);
    const other = situation(m, (d) => {
      turnOf(d, 1);
      learn(d, 1, 'mining', 'engineering', 'myths', 'rituals');
      give(d, 1, { gold: 8, food: 2, ore: 7, wood: 3 });
      d.ps[1]!.cl = 5;
      d.ps[1]!.ct = 5;
    });
    expect(ofType(other, 'wonder').some((a) => a.w === W.greatPyramid)).toBe(false);
  });

  test('56. building a Wonder: Engineering + its advance (+ a Port for the Lighthouse), a non-Angry city without one, resources + Culture tokens; an activation', () => {
    const s = base((d) => {
      learn(d, 0, 'engineering', 'irrigation');
      d.wondersOpen = [W.hangingGardens, W.greatLighthouse];
      d.ps[0]!.cl = 5;
      d.ps[0]!.ct = 3;
      give(d, 0, { gold: 4, ore: 1, wood: 4 });
    });
    // Hanging Gardens: 4 Food, 1 Ore, 4 Wood + 3 Culture (Food from Gold).
    expect(ofType(s, 'wonder')).toEqual([{ type: 'wonder', city: cityAt(s, E4).id, w: W.hangingGardens }]);
    const m = act(s, { type: 'wonder', city: cityAt(s, E4).id, w: W.hangingGardens });
    expect(cityAt(m, E4).w).toBe(W.hangingGardens);
    expect(m.ps[0]!.ct).toBe(0);
    expect(m.ps[0]!.res).toEqual([0, 0, 0, 0, 0]);
    expect(cityAt(m, E4).act).toBe(1);
    expect(m.t.left).toBe(2);
    const angry = situation(s, (d) => {
      cityAt(d, E4).mood = ANGRY;
    });
    expect(ofType(angry, 'wonder')).toEqual([]);
  });

  test('57. a Wonder is worth 5 VP to whoever owns its city; lost with a destroyed city, taken over with a captured one', () => {
    const s = base((d) => {
      cityAt(d, E4).w = W.greatWall;
      learn(d, 1, 'tactics');
    });
    expect(halfPoints(s, 0)[2]).toBe(10);
    const captured = situation(s, (d) => {
      cityAt(d, E4).o = 1;
    });
    expect(halfPoints(captured, 0)[2]).toBe(0);
    expect(halfPoints(captured, 1)[2]).toBe(10);
  });

  test('58. Great Library: +2 Ideas when built; +1 Idea when the player on the left gains, on their Turn, an advance its owner lacks (once per Turn)', () => {
    const s = base((d) => {
      learn(d, 0, 'engineering', 'writing', 'philosophy');
      d.wondersOpen = [W.greatLibrary];
      d.ps[0]!.cl = 5;
      d.ps[0]!.ct = 3;
      give(d, 0, { food: 1, ore: 2, wood: 5, gold: 1 });
    });
    const m = act(s, { type: 'wonder', city: cityAt(s, E4).id, w: W.greatLibrary });
    expect(m.ps[0]!.res[3]).toBe(2);
    const left = situation(m, (d) => {
      turnOf(d, 1);
      give(d, 1, { ideas: 8 });
      give(d, 0, {});
    });
    let l = act(left, { type: 'advance', a: ADV.storage });
    expect(l.ps[0]!.res[3]).toBe(1);
    l = act(l, { type: 'advance', a: ADV.tactics });
    expect(l.ps[0]!.res[3]).toBe(1);
  });

  test('59. Mausoleum: attackers of its city pay 1 Mood or Culture token per Army; its owner\'s Temples never activate a city', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, ARMY, E4);
      addCityAt(d, 1, D4);
      cityAt(d, D4).w = W.mausoleum;
      d.ps[0]!.hl = 3;
      d.ps[0]!.mt = 1;
    });
    let m = act(s, { type: 'move' });
    m = act(m, { type: 'from', hex: E4 });
    m = act(m, { type: 'to', hex: D4, mode: 0, roads: 0 });
    expect(ofType(m, 'group').map((a) => a.units.length)).toEqual([1]);
    const t = base((d) => {
      cityAt(d, E4).w = W.mausoleum;
      learn(d, 0, 'myths');
      give(d, 0, { food: 1, ore: 1, wood: 1 });
      addCityAt(d, 0, D4);
    });
    const tm = act(t, { type: 'grow', city: cityAt(t, E4).id, piece: TEMPLE, port: NONE });
    expect(cityAt(tm, E4).act).toBe(0);
  });
});

void clash;
void ONCE;
void ACADEMY;
void PORT;
void SETTLER;
void WONDERS;
void C4;
void E5;
void F4;
void E6;
