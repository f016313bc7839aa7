/**
 * Wonder powers (rules file §2.10), the variants (§7: Four-Round game, variable end by roll and
 * by Wonder), trading (§4.10) and the source's Roads example (§4.2.4).
 */
import { describe, expect, test } from 'vitest';
import { clash } from './index';
import type { ClashState } from './types';
import { ANGRY, HAPPY, NEUTRAL, NONE } from './types';
import { ADV } from './tables/advances';
import { W } from './tables/wonders';
import { ARMY, FORTRESS, PORT, SETTLER, SHIP } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, moveGroup, ofType, pick, rigDice, setTerrain, situation, topFrame, turnOf, unitsOf } from './testkit';
import type { Draft } from './state';
import { view } from './view';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5'), F5 = H('F5');

function base(patch: (d: Draft) => void = () => {}, s0 = S0): ClashState {
  return situation(s0, (d) => {
    d.first = 0;
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) p.hand = [];
    for (const [h, t] of [[D4, FERTILE], [E5, SEA], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}
const city = (s: ClashState, h: number) => s.cities.find((c) => c.h === h)!;

describe('Wonder powers', () => {
  test('Hanging Gardens: +1 Food after its city Collects; AAA: 1 Mood token improves a city one step', () => {
    const s = base((d) => {
      city(d, E4).w = W.hangingGardens;
      learn(d, 0, 'storage');
      d.ps[0]!.hl = 2;
      d.ps[0]!.mt = 1;
      give(d, 0, {});
      city(d, E4).mood = ANGRY;
    });
    const c = act(s, ofType(s, 'collect').find((a) => a.gain[1] === 1)!);
    expect(c.ps[0]!.res.slice(0, 2)).toEqual([1, 1]);
    const g = act(s, { type: 'ability', name: 'gardens', arg: city(s, E4).id });
    expect([city(g, E4).mood, g.ps[0]!.mt, g.t.left]).toEqual([NEUTRAL, 0, 2]);
  });

  test('Great Pyramid: when built, its city makes two free Cultural Influence attempts', () => {
    const s = base((d) => {
      learn(d, 0, 'engineering', 'myths', 'rituals');
      d.wondersOpen = [W.greatPyramid];
      d.ps[0]!.cl = 5;
      d.ps[0]!.ct = 5;
      give(d, 0, { food: 2, ore: 7, wood: 3 });
      city(d, E4).pc = [0, NONE, NONE, NONE];
      addCityAt(d, 1, D4, [1, NONE, NONE, NONE]);
      d.rng = rigDice([1, 6]);
    });
    let m = act(s, { type: 'wonder', city: city(s, E4).id, w: W.greatPyramid });
    expect(pick(m)).toMatchObject({ q: 'pyramid', opts: [city(s, D4).id, -1] });
    m = act(m, { type: 'pick', v: city(s, D4).id }); // rolls 1: fails
    expect(pick(m).q).toBe('pyramid');
    m = act(m, { type: 'pick', v: city(s, D4).id }); // rolls 6
    expect(city(m, D4).pc[0]).toBe(0);
    expect(m.t.left).toBe(2);
  });

  test('Colossus: +1 influence range for its city', () => {
    const s = base((d) => {
      city(d, E4).w = W.colossus;
      city(d, E4).pc = [0, NONE, NONE, NONE];
      for (const h of [H('C6'), H('B6'), H('D6')]) setTerrain(d, h, FERTILE);
      addCityAt(d, 1, H('D6'), [1, NONE, NONE, NONE]);
    });
    // E4 → D6 is 3 spaces: size 2 + Colossus = 3, no token needed.
    expect(ofType(s, 'influence').some((a) => a.to === city(s, H('D6')).id)).toBe(true);
  });

  test('Great Lighthouse: a free Ship when built; after activating its city, one Ship may move', () => {
    const s = base((d) => {
      learn(d, 0, 'engineering', 'fishing', 'cartography');
      d.wondersOpen = [W.greatLighthouse];
      d.ps[0]!.cl = 5;
      d.ps[0]!.ct = 3;
      give(d, 0, { food: 1, ore: 2, wood: 4, gold: 1 });
      city(d, E4).pc = [NONE, NONE, NONE, 0];
      city(d, E4).port = E5;
    });
    const m = act(s, { type: 'wonder', city: city(s, E4).id, w: W.greatLighthouse });
    expect(unitsOf(m, 0, SHIP).map((u) => u.h)).toEqual([E5]);
    // Building the Wonder activated the city: the Ship may move at once.
    expect(topFrame(m)).toMatchObject({ k: 'move', only: 1 });
  });

  test('Great Wall: its Fortress cities cannot be attacked without Siegecraft', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      addUnitAt(d, 0, ARMY, E4);
      addCityAt(d, 1, D4, [NONE, 1, NONE, NONE]);
      city(d, D4).w = W.greatWall;
    });
    let m = act(s, { type: 'move' });
    if ((topFrame(m) as { from: number }).from === NONE) m = act(m, { type: 'from', hex: E4 });
    expect(ofType(m, 'to').some((a) => a.hex === D4)).toBe(false);
    const sc = situation(s, (d) => learn(d, 0, 'siegecraft'));
    let m2 = act(sc, { type: 'move' });
    if ((topFrame(m2) as { from: number }).from === NONE) m2 = act(m2, { type: 'from', hex: E4 });
    expect(ofType(m2, 'to').some((a) => a.hex === D4)).toBe(true);
  });
});

describe('variants', () => {
  test('Four-Round game: two Settlers and a Happy city each; two free advances per Status Phase; 4 Rounds', () => {
    const s = clash.setup({ players: 3, seed: 'short', options: { length: 'short' } });
    for (let seat = 0; seat < 3; seat++) {
      expect(s.units.filter((u) => u.o === seat && u.k === SETTLER).length).toBe(2);
      expect(s.cities.find((c) => c.o === seat)!.mood).toBe(HAPPY);
    }
    let m = situation(s, (d) => {
      d.turn = 3;
      turnOf(d, (d.first + 2) % 3);
      d.ps.forEach((p) => (p.obj = []));
    });
    m = act(m, { type: 'end' });
    const free: number[] = [];
    for (let i = 0; i < 20 && m.phase === 'status'; i++) {
      const f = topFrame(m);
      if (f.k === 'pick' && f.q === 'freeAdvance') free.push(f.seat);
      m = act(m, f.k === 'pick' && f.q === 'raze' ? { type: 'pick', v: -1 } : legal(m)[0]!);
    }
    expect(free.length).toBe(6);
  });

  test('Variable end by roll: at the start of the last five Turn spaces the First Player rolls; a high enough roll ends the game', () => {
    const go = (roll: number) => {
      const s = base((d) => {
        d.rules = { ...d.rules, length: 'roll' };
        d.round = 6;
        d.turn = 1;
        turnOf(d, 2);
        d.rng = rigDice([roll]);
      });
      return act(s, { type: 'end' });
    };
    expect(go(6).phase).toBe('over');
    expect(go(5).phase).toBe('play');
    expect(go(5).events.some((e) => e.key === 'clash.event.endRoll')).toBe(true);
  });

  test('A Wonderful End: a Wonder built in the last five Turns ends the game after that Round, before the Status Phase', () => {
    const s = base((d) => {
      d.rules = { ...d.rules, length: 'wonder' };
      d.round = 7;
      d.turn = 3;
      turnOf(d, 2);
      learn(d, 2, 'engineering', 'irrigation');
      d.wondersOpen = [W.hangingGardens];
      d.ps[2]!.cl = 5;
      d.ps[2]!.ct = 3;
      give(d, 2, { gold: 4, ore: 1, wood: 4 });
    });
    const c2 = s.cities.find((c) => c.o === 2)!;
    let m = act(s, { type: 'wonder', city: c2.id, w: W.hangingGardens });
    expect(m.endAfterRound).toBe(7);
    m = act(m, { type: 'end' });
    expect(m.phase).toBe('over');
    expect(clash.result(m)).not.toBeNull();
  });
});

describe('trading', () => {
  test('the active player proposes resources, tokens and own cards against the partner\'s resources and tokens; accepted trades happen at once', () => {
    const s = base((d) => {
      give(d, 0, { food: 2 });
      give(d, 1, { ore: 3 });
      d.ps[0]!.hand = [10];
    });
    let m = act(s, { type: 'trade', partner: 1 });
    m = act(m, { type: 'offer', side: 'give', item: { r: 0 } });
    m = act(m, { type: 'offer', side: 'give', item: { a: 10 } });
    m = act(m, { type: 'offer', side: 'get', item: { r: 1 } });
    m = act(m, { type: 'offer', side: 'get', item: { r: 1 } });
    // Cards are not requested (unseen); three items a side at most.
    expect(ofType(m, 'offer').some((a) => a.side === 'get' && !('r' in a.item))).toBe(false);
    m = act(m, { type: 'send' });
    expect(topFrame(m)).toMatchObject({ k: 'answer', seat: 1 });
    // The partner sees the card; the third player sees only "a card".
    expect(view(m, 1).prompt!.trade!.give).toContainEqual({ a: 10 });
    expect(view(m, 2).prompt!.trade!.give).toContain('card');
    expect(clash.describe(s, 0, { type: 'offer', side: 'give', item: { a: 10 } }).text).not.toContain('10');
    const yes = act(m, { type: 'answer', yes: true });
    expect([yes.ps[0]!.res.slice(0, 2), yes.ps[1]!.res.slice(0, 2), yes.ps[1]!.hand]).toEqual([[1, 2], [1, 1], [10]]);
    const no = act(m, { type: 'answer', yes: false });
    expect(no.ps[0]!.res.slice(0, 2)).toEqual([2, 0]);
    expect(legal(no).some((a) => a.type === 'trade')).toBe(false); // one proposal per Turn
  });
});

describe('the source\'s Roads example', () => {
  test('2 Settlers and 2 Armies leave a city: one Settler 2 spaces (1 Food); the rest through a Mountain into a Forest (1 Food + 1 Ore), free to move and fight again', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics', 'engineering', 'roads');
      learn(d, 0, 'storage');
      give(d, 0, { food: 2, ore: 1 });
      setTerrain(d, D4, FERTILE);
      setTerrain(d, E5, MOUNTAIN);
      setTerrain(d, E6, FOREST);
      for (const k of [SETTLER, SETTLER, ARMY, ARMY]) addUnitAt(d, 0, k, E4);
    });
    const ids = s.units.map((u) => u.id);
    let m = moveGroup(s, E4, C5, [ids[0]!], 0, 1);
    expect(m.units.find((u) => u.id === ids[0])!.h).toBe(C5);
    m = moveGroup(m, E4, E6, [ids[1]!, ids[2]!, ids[3]!], 0, 3);
    expect(m.ps[0]!.res.slice(0, 2)).toEqual([0, 0]);
    const moved = m.units.filter((u) => u.h === E6);
    expect(moved.length).toBe(3);
    expect(moved.every((u) => u.f === 0)).toBe(true); // the Move action is over: no Forest or Mountain flag left
  });
});

void FORTRESS;
void PORT;
void F4;
void D5;
void C4;
void F5;
