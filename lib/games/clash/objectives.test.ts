/**
 * The designed Objective deck (tables/objectives.ts): 32 cards with a developmental and a
 * military objective each; every condition checked where it holds and where it does not, the
 * Status-Phase exclusions, and the payment objectives.
 */
import { describe, expect, test } from 'vitest';
import type { Battle, ClashState } from './types';
import { ANGRY, BARBARIAN, HAPPY, NONE } from './types';
import { OBJECTIVES, OBJECTIVE_CARDS, OBJECTIVE_KEYS, type ObjectiveKey } from './tables/objectives';
import { ADV } from './tables/advances';
import { W } from './tables/wonders';
import { ARMY, SETTLER, SHIP } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA, boardFor } from './board';
import { addCityAt, addUnitAt, fresh, give, hex, learn, moveGroup, revealAll, setTerrain, situation, turnOf } from './testkit';
import type { Draft } from './state';
import { draftOf } from './state';
import { checkInstant, statusHolds, statusOptions } from './objectives';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5'), F5 = H('F5');
const LAND = ['D4', 'E5', 'E6', 'C4', 'C5', 'D5', 'F4'];

function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    for (const [h, t] of [[D4, FERTILE], [E5, FERTILE], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}
const allOf = (d: Draft, cat: number) => {
  for (let i = 0; i < 4; i++) {
    const a = cat * 4 + i;
    if (a < 24) d.ps[0]!.a0 |= 1 << a;
    else d.ps[0]!.a1 |= 1 << (a - 24);
  }
};

describe('the Objective deck', () => {
  test('32 cards, each a developmental and a military objective; every objective used and sourced', () => {
    expect(OBJECTIVE_CARDS.length).toBe(32);
    const used = new Set(OBJECTIVE_CARDS.flat());
    for (const k of OBJECTIVE_KEYS) {
      expect(used.has(k)).toBe(true);
      expect(OBJECTIVES[k].src.why.length).toBeGreaterThan(5);
    }
  });

  /** Status objectives: a situation where each holds for seat 0 (the fresh start holds none). */
  const holds: [ObjectiveKey, (d: Draft) => void][] = [
    ['largeCivilization', (d) => LAND.slice(0, 5).forEach((n) => addCityAt(d, 0, H(n)))],
    ['scientificLead', (d) => addCityAt(d, 0, D4, [NONE, NONE, 0, NONE])],
    ['coastalCulture', (d) => addCityAt(d, 0, D4, [NONE, NONE, NONE, 0])],
    ['religiousFervor', (d) => addCityAt(d, 0, D4, [0, NONE, NONE, NONE])],
    ['fortifications', (d) => addCityAt(d, 0, D4, [NONE, 0, NONE, NONE])],
    ['advancedCulture', (d) => learn(d, 0, 'writing', 'storage', 'fishing', 'tactics')],
    ['cityPlanner', (d) => allOf(d, 1)],
    ['seafarers', (d) => allOf(d, 2)],
    ['educationLead', (d) => allOf(d, 3)],
    ['militarized', (d) => allOf(d, 4)],
    ['tradeFocus', (d) => allOf(d, 6)],
    ['cultureFocus', (d) => allOf(d, 7)],
    ['scienceFocus', (d) => allOf(d, 8)],
    ['government', (d) => allOf(d, 10)],
    ['eureka', (d) => give(d, 0, { ideas: 5 })],
    ['wealth', (d) => give(d, 0, { gold: 5 })],
    ['oreSupplies', (d) => give(d, 0, { ore: 5 })],
    ['woodSupplies', (d) => give(d, 0, { wood: 5 })],
    ['foodSupplies', (d) => give(d, 0, { food: 5 })],
    ['happyPopulation', (d) => ['D4', 'E6', 'C4', 'C5'].forEach((n) => addCityAt(d, 0, H(n), [NONE, NONE, NONE, NONE], HAPPY))],
    ['optimizedStorage', (d) => give(d, 0, { food: 3, ore: 3, wood: 3 })],
    ['architecture', (d) => {
      addCityAt(d, 0, D4, [0, 0, NONE, NONE]);
      addCityAt(d, 0, C5, [NONE, NONE, 0, 0]);
    }],
    ['goalFocused', (d) => allOf(d, 0)],
    ['colony', (d) => {
      revealAll(d);
      addCityAt(d, 0, H('A10'));
    }],
    ['consulate', (d) => {
      addCityAt(d, 1, D4, [0, NONE, NONE, NONE]);
      addCityAt(d, 2, C5, [NONE, 0, NONE, NONE]);
    }],
    ['culturePower', (d) => addCityAt(d, 1, D4, [0, NONE, NONE, NONE])],
    ['metropolis', (d) => {
      d.cities.find((c) => c.h === E4)!.pc = [0, 0, 0, 0];
    }],
    ['expansionist', (d) => ['E6', 'C4', 'H4', 'B9'].forEach((n) => addCityAt(d, 0, H(n)))],
    ['tradePower', (d) => {
      addCityAt(d, 1, D4);
      addCityAt(d, 1, C5);
      addCityAt(d, 2, E6);
      addUnitAt(d, 0, SETTLER, D5);
      addUnitAt(d, 0, SETTLER, C4);
      addUnitAt(d, 0, SETTLER, E5);
    }],
    ['shippingRoutes', (d) => {
      addCityAt(d, 1, E5);
      addCityAt(d, 2, E6);
      addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 0, SHIP, F5);
    }],
    ['diversifiedResearch', (d) => learn(d, 0, 'fishing', 'writing', 'tactics', 'myths', 'bartering', 'artSculptures', 'math')],
    ['seaBlockade', (d) => {
      const c = addCityAt(d, 1, E5, [NONE, NONE, NONE, 1]);
      d.cities.find((x) => x.id === c)!.port = F5;
      addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 0, SHIP, F5);
    }],
    ['largeFleet', (d) => [1, 2, 3, 4].forEach(() => addUnitAt(d, 0, SHIP, F5))],
    ['largeArmy', (d) => [1, 2, 3, 4].forEach(() => addUnitAt(d, 0, ARMY, E4))],
    ['standingArmy', (d) => {
      for (const n of ['D4', 'E6', 'C4']) {
        addCityAt(d, 0, H(n));
        addUnitAt(d, 0, ARMY, H(n));
      }
      addUnitAt(d, 0, ARMY, E4);
    }],
    ['militaryMight', (d) => {
      for (let i = 0; i < 6; i++) addUnitAt(d, 0, ARMY, C5);
      addUnitAt(d, 0, SHIP, F5);
      addUnitAt(d, 0, SHIP, F5);
    }],
    ['threat', (d) => {
      addCityAt(d, 1, D4);
      for (let i = 0; i < 4; i++) addUnitAt(d, 0, ARMY, C4);
    }],
    ['outpost', (d) => ['C5', 'E6', 'F5'].forEach((n) => addUnitAt(d, 0, ARMY, H(n === 'F5' ? 'D6' : n)))]
  ];

  test.each(holds)('status: %s', (key, patch) => {
    const s = base();
    expect(statusHolds(s, 0, key)).toBe(false);
    expect(statusHolds(base(patch), 0, key)).toBe(true);
  });

  test('Military Might (engine v4, row 64): 8 Armies and Ships in all hold, 7 do not', () => {
    const units = (armies: number) => base((d) => {
      for (let i = 0; i < armies; i++) addUnitAt(d, 0, ARMY, C5);
      addUnitAt(d, 0, SHIP, F5);
    });
    expect(statusHolds(units(6), 0, 'militaryMight')).toBe(false);
    expect(statusHolds(units(7), 0, 'militaryMight')).toBe(true);
  });

  test('payment objectives pay 2 of their resource; Standing Army and Military Might exclude each other in one Status Phase', () => {
    const s = base((d) => {
      d.phase = 'status';
      give(d, 0, { ideas: 6 });
      d.ps[0]!.obj = [OBJECTIVE_CARDS.findIndex(([a]) => a === 'eureka')];
      for (const n of ['D4', 'E6', 'C4']) {
        addCityAt(d, 0, H(n));
        addUnitAt(d, 0, ARMY, H(n));
      }
      addUnitAt(d, 0, ARMY, E4);
      for (let i = 0; i < 10; i++) addUnitAt(d, 0, ARMY, C5);
    });
    const d = draftOf(s);
    d.ps[0]!.obj = [OBJECTIVE_CARDS.findIndex(([, b]) => b === 'standingArmy'), OBJECTIVE_CARDS.findIndex(([, b]) => b === 'militaryMight')];
    const opts = statusOptions(d, 0);
    expect(opts.length).toBe(2);
    d.statusDone = [['standingArmy'], [], []];
    expect(statusOptions(d, 0)).toEqual([]);
  });

  const battle = (over: Partial<Battle>): Battle => ({
    kind: 'land', hex: D4, att: 0, def: 1, units: [], back: [], backShip: [], round: 1, step: 4, cards: [NONE, NONE], noFortDie: false,
    noFortCancel: false, disembark: false, built: false, cityMood: NONE, defArmies0: 1, attUnits0: 2, defUnits0: 1, killedByAtt: 1,
    killedByDef: 0, from: NONE, symbol: false, winner: 'att', dice: [[], []], hits: [0, 0], lostPieces: 0, absorbed: 0, pending: 0, ...over
  });
  const instant = (key: ObjectiveKey, seat: number, run: (d: Draft) => void, patch: (d: Draft) => void = () => {}) => {
    const d = draftOf(base(patch));
    const c = OBJECTIVE_CARDS.findIndex(([a, b]) => a === key || b === key);
    d.ps[seat]!.obj = [c];
    run(d);
    return d.ps[seat]!.done.length === 1;
  };

  test('instant: Conqueror, Naval Assault, General, Great Battle, Aggressor, Defiance, Bold, Legendary Battle, Barbarian Conquest, Resistance', () => {
    const city = { id: 99, h: D4, o: 1, pc: [NONE, NONE, NONE, NONE], port: NONE, mood: 1, act: 0, w: NONE };
    const win = (b: Battle, c = city as typeof city | null) => (d: Draft) => checkInstant(d, 0, { on: 'battle', side: 'att', b, winner: 'att', city: c, killedSettlers: 0 });
    expect(instant('conqueror', 0, win(battle({})))).toBe(true);
    expect(instant('conqueror', 0, win(battle({ defArmies0: 0 })))).toBe(false);
    expect(instant('navalAssault', 0, win(battle({ disembark: true })))).toBe(true);
    expect(instant('navalAssault', 0, win(battle({})))).toBe(false);
    expect(instant('general', 0, win(battle({ killedByAtt: 3 })))).toBe(true);
    expect(instant('general', 0, win(battle({ killedByAtt: 2 })))).toBe(false);
    expect(instant('greatBattle', 0, win(battle({ attUnits0: 4, defArmies0: 2 })))).toBe(true);
    expect(instant('aggressor', 0, win(battle({ killedByAtt: 2 })))).toBe(true);
    expect(instant('defiance', 0, win(battle({ attUnits0: 1, defUnits0: 2 })))).toBe(true);
    expect(instant('defiance', 0, win(battle({ attUnits0: 2, defUnits0: 2 })))).toBe(false);
    expect(instant('bold', 0, win(battle({ attUnits0: 2, defUnits0: 2 })), (d) => learn(d, 1, 'tactics', 'siegecraft'))).toBe(true);
    const big = { ...city, pc: [1, 1, 1, 1], w: W.greatWall };
    expect(instant('legendaryBattle', 0, (d) => checkInstant(d, 0, { on: 'battle', side: 'att', b: battle({ attUnits0: 3 }), winner: 'def', city: big, killedSettlers: 0 }))).toBe(true);
    // Engine v4 (row 64): any size of city with a Wonder; 3 Armies; a Wonder needed.
    const small = { ...city, pc: [NONE, NONE, NONE, NONE], w: W.greatWall };
    const attack = (n: number, c: typeof city) => (d: Draft) => checkInstant(d, 0, { on: 'battle', side: 'att', b: battle({ attUnits0: n }), winner: 'def', city: c, killedSettlers: 0 });
    expect(instant('legendaryBattle', 0, attack(3, small))).toBe(true);
    expect(instant('legendaryBattle', 0, attack(2, small))).toBe(false);
    expect(instant('legendaryBattle', 0, attack(3, city))).toBe(false);
    const barb = { ...city, o: BARBARIAN };
    expect(instant('barbarianConquest', 0, win(battle({ def: BARBARIAN, defArmies0: 2 }), barb))).toBe(true);
    expect(instant('barbarianConquest', 0, win(battle({ def: BARBARIAN, defArmies0: 1 }), barb))).toBe(false);
    expect(instant('resistance', 1, (d) => checkInstant(d, 1, { on: 'battle', side: 'def', b: battle({ kind: 'barbarian', att: BARBARIAN, killedByDef: 1 }), winner: 'def', city, killedSettlers: 0 }))).toBe(true);
  });

  test('instant: Warmonger, Scavenger, City Founder, Draft, Magnificent Culture, Terror Regime', () => {
    expect(instant('warmonger', 0, (d) => {
      d.t.battles = [C5, D4];
      d.t.wins = [false, true];
      checkInstant(d, 0, { on: 'battle', side: 'att', b: battle({}), winner: 'att', city: null, killedSettlers: 0 });
    })).toBe(true);
    expect(instant('warmonger', 0, (d) => {
      d.t.battles = [D4, D4];
      d.t.wins = [true, true];
      checkInstant(d, 0, { on: 'battle', side: 'att', b: battle({}), winner: 'att', city: null, killedSettlers: 0 });
    })).toBe(false);
    expect(instant('scavenger', 0, (d) => checkInstant(d, 0, { on: 'battle', side: 'att', b: battle({}), winner: 'att', city: null, killedSettlers: 1 }))).toBe(true);
    expect(instant('cityFounder', 0, (d) => checkInstant(d, 0, { on: 'found', hex: H('A10') }), (d) => revealAll(d))).toBe(true);
    expect(instant('cityFounder', 0, (d) => checkInstant(d, 0, { on: 'found', hex: D4 }))).toBe(false);
    expect(instant('draft', 0, (d) => {
      d.t.drafts = 2;
      checkInstant(d, 0, { on: 'draft' });
    })).toBe(true);
    expect(instant('magnificentCulture', 0, (d) => checkInstant(d, 0, { on: 'wonder' }))).toBe(true);
    expect(instant('terrorRegime', 0, (d) => {
      for (const n of ['D4', 'E6', 'C4', 'C5']) addCityAt(d, 0, H(n), [NONE, NONE, NONE, NONE], ANGRY);
      checkInstant(d, 0, { on: 'afterAction' });
    })).toBe(true);
  });
});

describe('Scavenger in play (engine v4, row 65)', () => {
  /** Seat 0's Army (Tactics) in its starting city at E4 (Neutral or Angry), next to seat 1's lone Settler at D4. */
  const at = (mood: number) => base((d) => {
    learn(d, 0, 'tactics');
    d.cities.find((c) => c.h === E4 && c.o === 0)!.mood = mood;
    addUnitAt(d, 0, ARMY, E4);
    addUnitAt(d, 1, SETTLER, D4);
    d.ps[0]!.obj = [OBJECTIVE_CARDS.findIndex(([, b]) => b === 'scavenger')];
  });
  const done = (s: ClashState) => s.ps[0]!.done.map((x) => OBJECTIVE_CARDS[x.card]![x.half]);

  test('an Army killing a Settler next to its own non-Angry city completes it (the kill was not counted before)', () => {
    const s = moveGroup(at(1), E4, D4);
    expect(s.units.filter((u) => u.o === 1 && u.k === SETTLER)).toEqual([]);
    expect(done(s)).toEqual(['scavenger']);
  });

  test('not when the only city near the Settler is Angry', () => {
    const s = moveGroup(at(ANGRY), E4, D4);
    expect(s.units.filter((u) => u.o === 1 && u.k === SETTLER)).toEqual([]);
    expect(done(s)).toEqual([]);
  });
});

void ADV;
void E6;
