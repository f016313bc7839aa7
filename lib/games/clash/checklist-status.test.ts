/**
 * Engine checklist points 60–68 (§10): the Status Phase, game end, First Player, objectives,
 * final scoring and ties, Trade Routes, Economic Liberty, Taxes, and identical Action cards.
 */
import { describe, expect, test } from 'vitest';
import { clash } from './index';
import type { ClashAction, ClashState } from './types';
import { ANGRY, BARBARIAN, HAPPY, NONE } from './types';
import { ADV } from './tables/advances';
import { W } from './tables/wonders';
import { OBJECTIVE_CARDS } from './tables/objectives';
import { ARMY, SETTLER, SHIP } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, moveGroup, ofType, pick, rigDice, setTerrain, situation, topFrame, turnOf } from './testkit';
import type { Draft } from './state';
import { result } from './scoring';
import { firstPlayerChooser } from './status';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5');
const card = (a: string, b?: string) => OBJECTIVE_CARDS.findIndex(([x, y]) => x === a && (b === undefined || y === b));

function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    for (const p of d.ps) p.hand = [];
    for (const [h, t] of [[D4, FERTILE], [E5, FERTILE], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE]] as const) setTerrain(d, h, t);
    patch(d);
  });
}

/** The last Turn of Round `round`: ending it starts the Status Phase. */
function lastTurn(round: number, patch: (d: Draft) => void = () => {}): ClashState {
  return base((d) => {
    d.round = round;
    d.turn = 3;
    const last = (d.first + d.players - 1) % d.players;
    turnOf(d, last);
    patch(d);
  });
}

describe('checklist', () => {
  test('60. Status Phase: objectives, free advance, draw 1 + 1, raze a size-1 city, First Player — each step for every player from the First Player', () => {
    let s = lastTurn(1, (d) => {
      d.first = 1;
      turnOf(d, 0);
      for (let i = 0; i < 3; i++) d.ps[i]!.obj = [];
      d.ps[2]!.obj = [card('eureka')];
      give(d, 2, { ideas: 5 });
      d.ps[0]!.hl = 8; // seat 0 will choose the First Player (and draws no Event at 8)
    });
    s = act(s, { type: 'end' });
    const seen: string[] = [];
    for (let i = 0; i < 40 && s.phase === 'status'; i++) {
      if (topFrame(s).k === 'pay') {
        s = act(s, legal(s)[0]!);
        continue;
      }
      const f = topFrame(s);
      if (f.k !== 'pick') break;
      seen.push(`${f.q}:${f.seat}`);
      const a: ClashAction = f.q === 'raze' ? { type: 'pick', v: -1 } : f.q === 'firstPlayer' ? { type: 'pick', v: 2 } : legal(s)[0]!;
      s = act(s, a);
    }
    expect(seen).toEqual([
      'objective:2',
      'freeAdvance:1', 'freeAdvance:2', 'freeAdvance:0',
      'raze:1', 'raze:2', 'raze:0',
      'firstPlayer:0'
    ]);
    expect(s.ps[2]!.done).toEqual([{ card: card('eureka'), half: 0 }]);
    expect(s.ps[2]!.res[3]).toBe(3);
    expect(s.ps.map((p) => [p.hand.length, p.obj.length])).toEqual([[1, 1], [1, 1], [1, 1]]);
    expect([s.round, s.turn, s.first, s.phase]).toEqual([2, 1, 2, 'play']);
  });

  test('61. the game ends after Status Phase step 1 of the last Round, or of any Round in which a player has no cities', () => {
    let s = lastTurn(2, (d) => {
      d.cities = d.cities.filter((c) => c.o !== 1);
      turnOf(d, (d.first + 2) % 3);
    });
    s = act(s, { type: 'end' });
    expect(s.phase).toBe('over');
    expect(s.round).toBe(2);
    expect(clash.result(s)).not.toBeNull();
    const four = lastTurn(4, (d) => {
      d.rules = { ...d.rules, length: 'short' };
      turnOf(d, (d.first + 2) % 3);
    });
    expect(act(four, { type: 'end' }).phase).toBe('over');
  });

  test('62. First Player: the highest Culture + Happiness chooses; ties go to the first tied player left of the First Player; nobody above the First Player: no change', () => {
    const s = base((d) => {
      d.first = 1;
      for (const p of d.ps) {
        p.cl = 1;
        p.hl = 1;
      }
    });
    expect(firstPlayerChooser(s)).toBe(NONE);
    const tie = situation(s, (d) => {
      d.ps[0]!.cl = 3;
      d.ps[2]!.cl = 3;
    });
    expect(firstPlayerChooser(tie)).toBe(2); // left of seat 1 comes seat 2, then seat 0
    const firstBest = situation(s, (d) => {
      d.ps[1]!.cl = 5;
      d.ps[0]!.cl = 5;
    });
    expect(firstPlayerChooser(firstBest)).toBe(NONE);
  });

  test('63. a card scores one of its two objectives; one trigger never completes two objectives of the same name', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      d.units = [];
      d.cities = d.cities.filter((c) => c.o !== 1);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, ARMY, E4);
      addCityAt(d, 1, D4);
      addUnitAt(d, 1, ARMY, D4);
      d.ps[0]!.obj = [card('scientificLead', 'conqueror'), card('happyPopulation', 'conqueror'), card('religiousFervor', 'general')];
      d.rng = rigDice([6, 6, 1]);
    });
    let m = moveGroup(s, E4, D4);
    // One Conqueror only.
    expect(m.ps[0]!.done.length).toBe(1);
    expect(m.ps[0]!.obj.length).toBe(2);
    expect(m.ps[0]!.done[0]!.half).toBe(1);
  });

  test('64. final VP: 1 per own piece, ½ per advance, 5 per Wonder, 2 per objective, Event VP; ties: Great Pyramid, then pieces, advances, Wonders, objectives, Events', () => {
    const s = base((d) => {
      d.phase = 'over';
      d.stack = [];
      d.cities = [];
      addCityAt(d, 0, E4, [0, 1, NONE, NONE]);
      addCityAt(d, 1, D4, [NONE, NONE, NONE, NONE]);
      addCityAt(d, 2, C5);
      learn(d, 1, 'writing');
      d.ps[0]!.done = [{ card: 0, half: 0 }];
      d.ps[2]!.evp = 3;
    });
    const r = result(s)!;
    const score = (seat: number) => r.players.find((p) => p.seat === seat)!;
    // Seat 0: 2 pieces + 1 advance (2 × ½) + 2 objective = 5; seat 1: 2 pieces + 3 × ½ = 3.5; seat 2: 1 + 1 + 1.5 = 3.5.
    expect(score(0).score).toBe(5);
    expect(score(0).breakdown.map((b) => b.points)).toEqual([2, 1, 0, 2, 0]);
    expect(score(1).score).toBe(3.5);
    expect(score(2).score).toBe(3.5);
    // Tie between seats 1 and 2: city pieces 2 vs 1 → seat 1 ranks higher.
    expect(score(1).rank).toBe(2);
    expect(score(2).rank).toBe(3);
    // The Great Pyramid wins every tie.
    // Seat 2: 1 piece + 1 (advances) + 5 (Wonder) = 7; seat 1: 3 pieces (its Fortress in seat 0's city) + 2 (4 advances) + 2 (objective) = 7.
    const py = situation(s, (d) => {
      d.cities.find((c) => c.o === 2)!.w = W.greatPyramid;
      d.ps[2]!.evp = 0;
      d.cities.find((c) => c.o === 1)!.pc = [1, NONE, NONE, NONE];
      d.ps[1]!.a0 = d.ps[1]!.a0 | (1 << ADV.storage);
      d.ps[1]!.done = [{ card: 1, half: 0 }];
    });
    const r2 = result(py)!;
    expect(r2.players.find((p) => p.seat === 2)!.score).toBe(r2.players.find((p) => p.seat === 1)!.score);
    expect(r2.winners).toEqual([2]);
    // A full tie is a shared win.
    const tied = situation(s, (d) => {
      d.ps[0]!.done = [];
      d.ps[1]!.a0 = d.ps[0]!.a0;
      d.ps[2]!.evp = 0;
      d.cities = [];
      addCityAt(d, 0, E4);
      addCityAt(d, 1, D4);
      addCityAt(d, 2, C5);
    });
    expect(result(tied)!.winners).toEqual([0, 1, 2]);
  });

  test('65. Trade Routes (start of Turn): 1 Food per own Settler/Ship matched one-to-one with a non-Angry foreign city within 2, at most 4', () => {
    const s = lastTurn(1, (d) => {
      d.first = 0;
      turnOf(d, 2);
      d.units = [];
      learn(d, 0, 'storage', 'bartering', 'tradeRoutes');
      give(d, 0, {});
      addCityAt(d, 1, D4);
      addCityAt(d, 1, C5, [NONE, NONE, NONE, NONE], ANGRY);
      addUnitAt(d, 0, SETTLER, E5);
      addUnitAt(d, 0, SETTLER, E6);
      addUnitAt(d, 0, SETTLER, D5);
      d.turn = 1;
      d.round = 1;
    });
    // Seat 2 ends its Turn; seat 0's Turn starts (pos wraps to Turn 2).
    const next = act(s, { type: 'end' });
    expect(next.t.seat).toBe(0);
    // Three Settlers, but only D4 qualifies (C5 is Angry, E4 is seat 0's own): 1 Food.
    expect(next.ps[0]!.res[0]).toBe(1);
  });

  test('66. Economic Liberty: the first Collect of a Turn costs no action; each further Collect costs 2 Mood tokens as well', () => {
    const s = base((d) => {
      learn(d, 0, 'writing', 'philosophy', 'voting', 'economicLiberty', 'storage');
      d.ps[0]!.hl = 4;
      d.ps[0]!.mt = 3;
      addCityAt(d, 0, C5);
    });
    const c1 = ofType(s, 'collect').find((a) => a.city === s.cities.find((c) => c.h === E4)!.id)!;
    const m1 = act(s, c1);
    expect([m1.t.left, m1.ps[0]!.mt]).toEqual([3, 3]);
    const c2 = ofType(m1, 'collect').find((a) => a.city === m1.cities.find((c) => c.h === C5)!.id)!;
    const m2 = act(m1, c2);
    expect([m2.t.left, m2.ps[0]!.mt]).toEqual([2, 1]);
    // Bought during a Turn that already collected: no effect until the next Turn.
    const late = base((d) => {
      learn(d, 0, 'writing', 'philosophy', 'voting');
      give(d, 0, { ideas: 4 });
      d.t.collects = 1;
    });
    const l2 = act(late, { type: 'advance', a: ADV.separationOfPower === 37 ? ADV.economicLiberty : ADV.economicLiberty });
    const col = ofType(l2, 'collect')[0]!;
    expect(act(l2, col).t.left).toBe(1);
  });

  test('67. Taxes (AAA, once per Turn): 1 Mood token for 1 Gold per city owned', () => {
    const s = base((d) => {
      learn(d, 0, 'bartering', 'taxes');
      d.ps[0]!.hl = 3;
      d.ps[0]!.mt = 2;
      addCityAt(d, 0, C5);
      addCityAt(d, 0, E6);
    });
    const m = act(s, { type: 'ability', name: 'taxes', arg: 0 });
    expect([m.ps[0]!.mt, m.ps[0]!.res[4], m.t.left]).toEqual([1, 3, 2]);
    expect(legal(m).some((a) => a.type === 'ability' && a.name === 'taxes')).toBe(false);
  });

  test('68. two identical Action cards are never played on the same trigger (two Inspirations after one capture)', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      d.units = [];
      addUnitAt(d, 0, ARMY, E4);
      addCityAt(d, 1, D4, [NONE, NONE, NONE, NONE], ANGRY);
      learn(d, 1, 'writing', 'storage', 'fishing');
      d.ps[0]!.hand = [34, 35]; // two Inspiration cards
    });
    let m = moveGroup(s, E4, D4);
    const plays = ofType(m, 'play').filter((a) => a.card === 34 || a.card === 35);
    expect(plays.length).toBe(1);
    m = act(m, plays[0]!);
    m = act(m, { type: 'pick', v: pick(m).opts[0]! });
    expect(ofType(m, 'play').some((a) => a.card === 34 || a.card === 35)).toBe(false);
    expect(m.ps[0]!.hand.length).toBe(1);
  });
});

void BARBARIAN;
void HAPPY;
void SHIP;
void SEA;
