/**
 * The designed Event deck (tables/events.ts): every symbol and every main effect, the protections
 * (Irrigation, Sanitation, Myths) and the No Events / Optional Events variants (§7.1).
 */
import { describe, expect, test } from 'vitest';
import type { ClashState } from './types';
import { ANGRY, BARBARIAN, HAPPY, NEUTRAL, NONE } from './types';
import { EVENTS, EVENT_SYMBOLS } from './tables/events';
import { ADV } from './tables/advances';
import { ARMY, SETTLER, TEMPLE, ACADEMY, PORT } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, pick, setTerrain, situation, topFrame, turnOf, unitsOf } from './testkit';
import type { Draft } from './state';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5'), F5 = H('F5');
const card = (name: string, nth = 0) => EVENTS.map((e, i) => [e, i] as const).filter(([e]) => e.name === name)[nth]![1];

/** Seat 0 (First Player) draws event `c` on its Turn, after `patch`. */
function draw(c: number, patch: (d: Draft) => void = () => {}, events: 'full' | 'symbols' | 'optional' = 'full'): ClashState {
  return situation(S0, (d) => {
    d.first = 0;
    turnOf(d, 0);
    d.rules = { ...d.rules, events };
    for (const [h, t] of [[D4, FERTILE], [E5, SEA], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA]] as const) setTerrain(d, h, t);
    d.units = [];
    patch(d);
    d.stack.push({ k: 'auto', a: { s: 'event', seat: 0, card: c, full: events === 'full', step: 0, i: 0 } });
  });
}
const city = (s: ClashState, h: number) => s.cities.find((c) => c.h === h)!;
const choose = (s: ClashState, v: number) => act(s, { type: 'pick', v });
/** Answers every pending pick: `prefs[q]` when listed, else the first option. */
function settle(s: ClashState, prefs: Record<string, number> = {}): ClashState {
  for (let i = 0; i < 30 && topFrame(s).k === 'pick'; i++) {
    const f = pick(s);
    const want = prefs[f.q];
    s = choose(s, want !== undefined && f.opts.includes(want) ? want : f.opts[0]!);
  }
  return s;
}

describe('the Event deck', () => {
  test('38 cards; symbols: 9 Barbarian Attack, 8 Barbarians Appear, 5 Exhaustion, 5 Gold Mine, 11 none; every card sourced', () => {
    expect(EVENTS.length).toBe(38);
    const count = (sym: string) => EVENTS.filter((e) => e.symbol === sym).length;
    expect(EVENT_SYMBOLS.map(count)).toEqual([11, 5, 5, 8, 9]);
    for (const e of EVENTS) expect(e.src.why.length).toBeGreaterThan(10);
  });

  test('Gold Mine: the drawer gains 2 Gold at once', () => {
    const s = draw(card('Migration'), (d) => d.cities = d.cities.filter((c) => c.o === 0));
    expect(s.ps[0]!.res[4]).toBe(2);
  });

  test('Exhaustion: an empty non-Barren land space next to a city; then nobody collects or founds there', () => {
    const s = draw(card('Scientific Trade'));
    expect(pick(s).q).toBe('exhaust');
    expect(pick(s).opts.slice().sort((a, b) => a - b)).toEqual([H('D3'), D4, F4, H('F3')].sort((a, b) => a - b));
    const m = choose(s, D4);
    expect(m.exhausted).toEqual([D4]);
  });

  test('Barbarians Appear: a settlement + Army on an empty land space within 2 of a city, then one more Army in a settlement', () => {
    const s = draw(card('A Good Year', 1), (d) => {
      for (const h of [H('D3'), H('F3'), H('E3'), F4, D5, C4, C5]) d.exhausted.push(h);
      d.exhausted.push(E6);
    });
    // One space left (D4) and one settlement for the extra Army: both choices are forced.
    const m = s;
    expect(m.cities.find((c) => c.o === BARBARIAN)!.h).toBe(D4);
    expect(unitsOf(m, BARBARIAN, ARMY).length).toBe(2);
    expect(m.ps[0]!.res[0]).toBe(2); // A Good Year: +1 Food (cap 2)
  });

  test('Famine: pay 1 Food (no Gold); unable to pay it all, one city becomes Angry; Irrigation ignores it; Myths may save the mood', () => {
    const paid = draw(card('Famine'), (d) => give(d, 0, { food: 2, gold: 5 }));
    expect(paid.ps[0]!.res[0]).toBe(1);
    const short = draw(card('Severe Famine'), (d) => give(d, 0, { food: 1, gold: 5 }));
    expect(short.ps[0]!.res).toEqual([0, 0, 0, 0, 5]);
    expect(city(short, E4).mood).toBe(ANGRY);
    const irr = draw(card('Famine'), (d) => {
      give(d, 0, { food: 0 });
      learn(d, 0, 'irrigation');
    });
    expect(city(irr, E4).mood).toBe(NEUTRAL);
    const myths = draw(card('Famine'), (d) => {
      give(d, 0, {});
      learn(d, 0, 'myths');
      d.ps[0]!.hl = 2;
      d.ps[0]!.mt = 1;
    });
    expect(pick(myths).q).toBe('myths');
    const kept = choose(myths, 1);
    expect([city(kept, E4).mood, kept.ps[0]!.mt]).toEqual([NEUTRAL, 0]);
    expect(city(choose(myths, 0), E4).mood).toBe(ANGRY);
  });

  test('Plague: every player with ≥ 2 cities lowers one, in turn order from the First Player; Sanitation ignores it', () => {
    const s = draw(card('Plague'), (d) => {
      addCityAt(d, 0, C5);
      addCityAt(d, 1, E6);
      learn(d, 2, 'mining', 'engineering', 'sanitation');
      addCityAt(d, 2, D4);
    });
    expect(pick(s)).toMatchObject({ q: 'moodLoss', seat: 0 });
    const a = choose(s, city(s, C5).id);
    expect(city(a, C5).mood).toBe(ANGRY);
    expect(pick(a)).toMatchObject({ q: 'moodLoss', seat: 1 });
    const b = choose(a, pick(a).opts[0]!);
    expect(topFrame(b).k).toBe('turn'); // seat 2 is protected
  });

  test('Epidemic: every player with ≥ 2 units loses one of their choice', () => {
    const s = draw(card('Epidemic'), (d) => {
      addUnitAt(d, 0, SETTLER, E4);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, C5);
    });
    expect(pick(s)).toMatchObject({ q: 'loseUnit', seat: 0 });
    const m = choose(s, pick(s).opts.find((id) => s.units.find((u) => u.id === id)!.k === ARMY)!);
    expect(unitsOf(m, 0).map((u) => u.k)).toEqual([SETTLER]);
    expect(unitsOf(m, 1).length).toBe(1);
  });

  test('A Good Year / An Awesome Year / A Fantastic Year: Food for the drawer, for all, or shared with a chosen player', () => {
    const all = settle(draw(card('A Fantastic Year'), (d) => {
      for (const p of d.ps) p.res = [0, 0, 0, 0, 0];
      learn(d, 1, 'storage');
    }));
    const food = (s: ClashState) => s.ps.map((p) => p.res[0]);
    expect(food(all)).toEqual([2, 3, 2]);
    const share = draw(card('A Good Year', 2), (d) => {
      for (const p of d.ps) p.res = [0, 0, 0, 0, 0];
      d.exhausted = [];
      d.cities = d.cities.filter((c) => c.o !== 0 || c.h === E4);
    });
    let m = share;
    while (pick(m).q !== 'sharePlayer') m = choose(m, pick(m).opts[0]!);
    expect(pick(m)).toMatchObject({ q: 'sharePlayer', opts: [1, 2] });
    m = choose(m, 2);
    expect(food(m)).toEqual([1, 0, 1]);
  });

  test('Population Boom: a Settler in one of your cities and one for a player of your choice', () => {
    // One city of your own: its Settler comes at once; then the player, then their city.
    let m = draw(card('Population Boom', 1));
    expect(pick(m).q).toBe('settlerPlayer');
    m = settle(choose(m, 1));
    expect(unitsOf(m, 0, SETTLER).length).toBe(1);
    expect(unitsOf(m, 1, SETTLER).length).toBe(1);
  });

  test('Volcano: with 4+ cities one is destroyed with its units; each lost piece gives its owner 1 VP', () => {
    const s = draw(card('Volcano'), (d) => {
      for (const h of [C5, E6, D4]) addCityAt(d, 0, h);
      city(d, C5).pc = [0, 1, NONE, NONE];
      addUnitAt(d, 0, ARMY, C5);
    });
    const m = choose(s, city(s, C5).id);
    expect(m.cities.some((c) => c.h === C5)).toBe(false);
    expect(unitsOf(m, 0, ARMY)).toEqual([]);
    expect([m.ps[0]!.evp, m.ps[1]!.evp]).toEqual([4, 2]);
    expect(topFrame(draw(card('Volcano'))).k).toBe('turn'); // fewer than 4 cities: nothing
  });

  test('Earthquake: with 3+ cities two non-Settlement pieces go, each such city loses a mood step, 1 VP per piece', () => {
    const s = draw(card('Earthquake'), (d) => {
      addCityAt(d, 0, C5, [0, 0, NONE, NONE], HAPPY);
      addCityAt(d, 0, E6, [0, NONE, NONE, NONE]);
    });
    expect(pick(s).q).toBe('quakePiece');
    let m = choose(s, city(s, C5).id * 4 + TEMPLE);
    m = choose(m, city(m, C5).id * 4 + 1);
    expect(city(m, C5).pc).toEqual([NONE, NONE, NONE, NONE]);
    expect(city(m, C5).mood).toBe(NEUTRAL);
    expect(m.ps[0]!.evp).toBe(4);
  });

  test('Flood and Great Flood: the mood of a city next to the Sea drops (for the drawer / for everyone)', () => {
    const s = draw(card('Flood'));
    expect(city(s, E4).mood).toBe(ANGRY); // the only city next to the Sea: no choice
    const all = settle(draw(card('Great Flood'), (d) => {
      addCityAt(d, 1, D4);
      addCityAt(d, 2, C5);
    }));
    expect([city(all, E4).mood, city(all, D4).mood, city(all, C5).mood]).toEqual([ANGRY, ANGRY, NEUTRAL]);
  });

  test('Migration: another player gains a Settler; one of your cities loses a mood step', () => {
    const m = settle(draw(card('Migration')), { settlerPlayer: 2 });
    expect(unitsOf(m, 2, SETTLER).length).toBe(1);
    expect(city(m, E4).mood).toBe(ANGRY);
  });

  test('Civil War: a non-Happy city with an Army loses the Army and a mood step; with none, any city loses a step', () => {
    const s = draw(card('Civil War'), (d) => addUnitAt(d, 0, ARMY, E4));
    const m = s.stack.length && topFrame(s).k === 'pick' ? choose(s, city(s, E4).id) : s;
    expect(unitsOf(m, 0, ARMY)).toEqual([]);
    expect(city(m, E4).mood).toBe(ANGRY);
  });

  test('Uprising: pay up to 4 Mood/Culture tokens, ½ VP each', () => {
    const s = draw(card('Uprising'), (d) => {
      d.ps[0]!.hl = 3;
      d.ps[0]!.mt = 3;
      d.ps[0]!.cl = 2;
      d.ps[0]!.ct = 2;
    });
    expect(pick(s).opts.length).toBe(3 + 3 + 3 + 2); // (m, c) with m ≤ 3, c ≤ 2, m + c ≤ 4
    const m = choose(s, 22);
    expect([m.ps[0]!.mt, m.ps[0]!.ct, m.ps[0]!.evp]).toEqual([1, 0, 4]);
  });

  test('Envoy: +1 Idea and +1 Culture token, another player +1 Culture token, the top Wonder revealed', () => {
    const s = draw(card('Envoy'), (d) => {
      d.ps[0]!.cl = 1;
      d.ps[1]!.cl = 1;
      d.wonderDeck = [3, 4];
    });
    const m = choose(s, 1);
    expect([m.ps[0]!.res[3], m.ps[0]!.ct, m.ps[1]!.ct]).toEqual([1, 1, 1]);
    expect(m.wondersOpen).toEqual([4]);
  });

  test('Scientific Trade / Flourishing Trade: Ideas per Academy city and Gold per Port city (max 3), the drawer at least 2 / 1', () => {
    const sci = draw(card('Scientific Trade'), (d) => {
      addCityAt(d, 1, C5, [NONE, NONE, 1, NONE]);
      d.exhausted = [H('D3'), D4, F4, H('F3')];
    });
    expect(sci.ps.map((p) => p.res[3])).toEqual([2, 1, 0]);
    const fl = draw(card('Flourishing Trade'), (d) => {
      for (const h of [C5, E6, D4, C4]) addCityAt(d, 1, h, [NONE, NONE, NONE, 1]);
    });
    expect(fl.ps.map((p) => p.res[4])).toEqual([3, 3, 0]);
  });

  test('Era of Stability: Mood or Culture tokens per Temple city (max 3), the drawer at least 1, each player splits', () => {
    const s = draw(card('Era of Stability'), (d) => {
      d.exhausted = [H('D3'), D4, F4, H('F3')];
      for (const p of d.ps) {
        p.cl = 3;
        p.hl = 3;
      }
      addCityAt(d, 1, C5, [1, NONE, NONE, NONE]);
      addCityAt(d, 1, E6, [1, NONE, NONE, NONE]);
    });
    expect(pick(s)).toMatchObject({ q: 'stability', seat: 0, opts: [0, 1] });
    let m = choose(s, 1);
    expect(pick(m)).toMatchObject({ q: 'stability', seat: 1, opts: [0, 1, 2] });
    m = choose(m, 1);
    expect([m.ps[0]!.mt, m.ps[0]!.ct, m.ps[1]!.mt, m.ps[1]!.ct]).toEqual([1, 0, 1, 1]);
  });

  test('Reformation: a player of your choice replaces one of your Temples with theirs', () => {
    let m = draw(card('Reformation'), (d) => {
      city(d, E4).pc = [0, NONE, NONE, NONE];
      d.exhausted = [H('D3'), D4, F4, H('F3'), C4, C5, E6, D5];
    });
    expect(pick(m).q).toBe('reformer');
    m = choose(m, 2);
    expect(city(m, E4).pc[TEMPLE]).toBe(2);
  });

  test('Great Scientist: kept, then discarded on a later Turn for a free advance', () => {
    const s = draw(card('Great Scientist'));
    expect(s.ps[0]!.kept).toEqual([card('Great Scientist')]);
    let m = act(s, { type: 'ability', name: 'greatScientist', arg: card('Great Scientist') });
    m = choose(m, ADV.writing);
    expect(m.ps[0]!.kept).toEqual([]);
    expect(m.eventDiscard).toContain(card('Great Scientist'));
    expect(m.t.left).toBe(3);
  });

  test('Fire: your Forest city and every city on the same Forest area lose a mood step; with none, 1 Wood', () => {
    const s = draw(card('Fire'), (d) => {
      setTerrain(d, D4, FOREST);
      addCityAt(d, 0, D5);
      addCityAt(d, 1, D4);
      addCityAt(d, 1, C5);
    });
    // D5 is seat 0's only Forest city (no choice); D4 (Forest, next to it) burns too; C5 (Fertile) does not.
    expect([city(s, D5).mood, city(s, D4).mood, city(s, C5).mood]).toEqual([ANGRY, ANGRY, NEUTRAL]);
    const wood = draw(card('Fire'), (d) => give(d, 0, { wood: 2 }));
    expect(wood.ps[0]!.res[2]).toBe(1);
  });

  test('A Successful Year: the players with the fewest cities gain 1 Food per city behind the leader; all equal: 1 Food each', () => {
    const s = draw(card('A Successful Year'), (d) => {
      for (const p of d.ps) p.res = [0, 0, 0, 0, 0];
      d.exhausted = [H('D3'), D4, F4, H('F3')];
      addCityAt(d, 0, C5);
      addCityAt(d, 0, E6);
      addCityAt(d, 1, C4);
    });
    expect(s.ps.map((p) => p.res[0])).toEqual([0, 0, 2]);
  });

  test('Anarchy: all Government advances are lost, 1 VP each', () => {
    const s = draw(card('Anarchy'), (d) => learn(d, 0, 'tactics', 'draft', 'nationalism', 'forcedLabor'));
    expect(s.ps[0]!.a1 & (0xfff << 12)).toBe(0);
    expect(s.ps[0]!.evp).toBe(4);
  });

  test('No Events variant: only the symbol; Optional Events: the drawer chooses whether the main text applies', () => {
    const none = draw(card('A Fantastic Year'), (d) => {
      for (const p of d.ps) p.res = [0, 0, 0, 0, 0];
      d.exhausted = [H('D3'), D4, F4, H('F3'), C4, C5, E6, D5];
    }, 'symbols');
    expect(none.ps.map((p) => p.res[0])).toEqual([0, 0, 0]);
    const opt = draw(card('A Fantastic Year'), (d) => {
      for (const p of d.ps) p.res = [0, 0, 0, 0, 0];
      d.exhausted = [H('D3'), D4, F4, H('F3'), C4, C5, E6, D5];
    }, 'optional');
    expect(pick(opt).q).toBe('optionalEvent');
    expect(choose(opt, 1).ps.map((p) => p.res[0])).toEqual([2, 2, 2]);
    expect(choose(opt, 0).ps.map((p) => p.res[0])).toEqual([0, 0, 0]);
  });
});

void legal;
void ACADEMY;
void PORT;
void MOUNTAIN;
