/**
 * Engine checklist points 12–24 (§10): founding, city size and pieces, growth, Ports, piece
 * bonuses, Collect and Build amounts and spaces, multiple activations, ships and naval battles
 * on Build, stacking and supplies. Seat 0's starting city is at E4 (3 players): E3 Barren,
 * F3 Mountain, D3 Forest; D4, E5, F4 belong to unexplored regions (set explicitly here).
 */
import { describe, expect, test } from 'vitest';
import type { ClashState } from './types';
import { ANGRY, BARBARIAN, HAPPY, NEUTRAL, NONE } from './types';
import { ADV } from './tables/advances';
import { ACADEMY, FORTRESS, PORT, TEMPLE, ARMY, SETTLER, SHIP } from './tables/rules';
import { BARREN, FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import {
  act, addCityAt, addUnitAt, fresh, give, has, hex, learn, legal, ofType, pick, setTerrain, situation, topFrame, turnOf
} from './testkit';
import { citySize } from './state';
import { reinforceSites, spawnSites } from './barbarians';
import type { Draft } from './state';

const S0 = fresh(3);
const E4 = hex(S0, 'E4'), D4 = hex(S0, 'D4'), E5 = hex(S0, 'E5'), F4 = hex(S0, 'F4'), D5 = hex(S0, 'D5'), E6 = hex(S0, 'E6');
const D3 = hex(S0, 'D3'), F3 = hex(S0, 'F3'), E3 = hex(S0, 'E3'), C4 = hex(S0, 'C4'), C5 = hex(S0, 'C5'), F5 = hex(S0, 'F5');

/** Seat 0's Turn; D4 Fertile, E5 Sea, F4 Mountain, D5 Forest, E6 Fertile. */
function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    for (const [h, t] of [[D4, FERTILE], [E5, SEA], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}
const city0 = (s: ClashState) => s.cities.find((c) => c.o === 0 && c.h === E4)!;

describe('checklist', () => {
  test('12. Found City: not on Barren, Exhausted, a city or foreign units; else a Neutral size-1 city replaces the Settler', () => {
    const s = base((d) => {
      d.units = d.units.filter((u) => u.o !== 0);
      addUnitAt(d, 0, SETTLER, D4);
      addUnitAt(d, 0, SETTLER, E3);
      addUnitAt(d, 0, SETTLER, C4);
      addUnitAt(d, BARBARIAN, ARMY, C4);
      addUnitAt(d, 0, SETTLER, E6);
      d.exhausted = [E6];
      addUnitAt(d, 0, SETTLER, E4);
    });
    expect(ofType(s, 'found').map((a) => a.hex)).toEqual([D4]);
    const s1 = act(s, { type: 'found', hex: D4 });
    const c = s1.cities.find((x) => x.h === D4)!;
    expect([c.o, c.mood, citySize(c)]).toEqual([0, NEUTRAL, 1]);
    expect(s1.units.some((u) => u.o === 0 && u.h === D4)).toBe(false);
  });

  test('13. size = number of pieces, one of each type, never above 5 nor (when growing) the number of cities', () => {
    const s = base((d) => {
      learn(d, 0, 'myths', 'tactics', 'writing', 'fishing');
      give(d, 0, { food: 2, ore: 8, wood: 8, gold: 8 });
      addCityAt(d, 0, C4);
    });
    // 2 cities: the size-1 city may grow to 2 (one of four piece types, Port on E5 only).
    const grows = ofType(s, 'grow').filter((a) => a.city === city0(s).id);
    expect(grows.map((a) => [a.piece, a.port])).toEqual([[TEMPLE, NONE], [FORTRESS, NONE], [ACADEMY, NONE], [PORT, E5]]);
    const s2 = situation(s, (d) => {
      d.cities.find((c) => c.h === E4)!.pc = [0, NONE, NONE, NONE];
    });
    expect(citySize(city0(s2))).toBe(2);
    expect(ofType(s2, 'grow').filter((a) => a.city === city0(s2).id)).toEqual([]);
    // Enough cities: a size-5 city cannot grow, and has one piece of each type.
    const s3 = situation(s, (d) => {
      for (const h of [D4, E6, C5, D5]) addCityAt(d, 0, h);
      d.cities.find((c) => c.h === E4)!.pc = [0, 0, 0, 0];
      d.cities.find((c) => c.h === E4)!.port = E5;
    });
    expect(citySize(city0(s3))).toBe(5);
    expect(ofType(s3, 'grow').filter((a) => a.city === city0(s3).id)).toEqual([]);
  });

  test('14. Increase City Size: 1 Food + 1 Ore + 1 Wood, the piece advance, never Angry unless Forced Labor', () => {
    const s = base((d) => {
      give(d, 0, { food: 1, ore: 1, wood: 1 });
      addCityAt(d, 0, C4);
    });
    expect(ofType(s, 'grow')).toEqual([]); // no piece advance yet
    const s1 = situation(s, (d) => learn(d, 0, 'writing'));
    expect(ofType(s1, 'grow').map((a) => a.piece)).toEqual([ACADEMY, ACADEMY]);
    const s2 = act(s1, { type: 'grow', city: city0(s1).id, piece: ACADEMY, port: NONE });
    expect(s2.ps[0]!.res.slice(0, 3)).toEqual([0, 0, 0]);
    expect(city0(s2).pc[ACADEMY]).toBe(0);
    const angry = situation(s1, (d) => {
      for (const c of d.cities) c.mood = ANGRY;
    });
    expect(ofType(angry, 'grow')).toEqual([]);
    const labor = situation(angry, (d) => {
      learn(d, 0, 'tactics', 'draft', 'nationalism', 'forcedLabor');
      d.ps[0]!.hl = 2;
      d.ps[0]!.mt = 1;
    });
    const l2 = act(labor, { type: 'ability', name: 'forcedLabor', arg: 0 });
    expect(ofType(l2, 'grow').filter((a) => a.piece === ACADEMY).length).toBe(2);
  });

  test('15. a Port only in a city next to the Sea, touching a chosen Sea space where its Ships appear', () => {
    const s = base((d) => {
      learn(d, 0, 'fishing');
      give(d, 0, { food: 1, ore: 1, wood: 1 });
      addCityAt(d, 0, C4); // C4 touches no Sea here
      setTerrain(d, hex(d, 'C3'), FOREST);
      setTerrain(d, hex(d, 'B4'), FOREST);
    });
    expect(ofType(s, 'grow').map((a) => [a.city, a.port])).toEqual([[city0(s).id, E5]]);
    const s1 = act(s, { type: 'grow', city: city0(s).id, piece: PORT, port: E5 });
    expect(city0(s1).port).toBe(E5);
    const s2 = situation(s1, (d) => {
      turnOf(d, 0);
      give(d, 0, { wood: 2 });
    });
    const ship = ofType(s2, 'build').find((a) => a.units[2] === 1)!;
    const s3 = act(s2, ship);
    expect(s3.units.filter((u) => u.o === 0 && u.k === SHIP).map((u) => u.h)).toEqual([E5]);
  });

  test('16. an Academy gives 2 Ideas; a Temple a Mood or a Culture token (the player chooses)', () => {
    const s = base((d) => {
      learn(d, 0, 'writing', 'myths');
      give(d, 0, { food: 2, ore: 2, wood: 2 });
      addCityAt(d, 0, C4);
      addCityAt(d, 0, C5);
      d.ps[0]!.cl = 3;
      d.ps[0]!.hl = 3;
    });
    const a1 = act(s, { type: 'grow', city: city0(s).id, piece: ACADEMY, port: NONE });
    expect(a1.ps[0]!.res[3]).toBe(2);
    const c4 = s.cities.find((c) => c.h === C4)!.id;
    const t1 = act(a1, { type: 'grow', city: c4, piece: TEMPLE, port: NONE });
    expect(pick(t1).q).toBe('temple');
    const mood = act(t1, { type: 'pick', v: 0 });
    const culture = act(t1, { type: 'pick', v: 1 });
    expect([mood.ps[0]!.mt, mood.ps[0]!.ct]).toEqual([1, 0]);
    expect([culture.ps[0]!.mt, culture.ps[0]!.ct]).toEqual([0, 1]);
  });

  test('17. Collect and Build amounts: size + 1 Happy, size Neutral, exactly 1 Angry', () => {
    const amounts = (mood: number) => {
      const s = base((d) => {
        const c = d.cities.find((x) => x.h === E4)!;
        c.pc = [0, 0, NONE, NONE];
        c.mood = mood;
        learn(d, 0, 'fishing');
        give(d, 0, { gold: 8 });
      });
      const collect = Math.max(...ofType(s, 'collect').map((a) => a.gain.reduce((x, y) => x + y, 0)));
      const build = Math.max(...ofType(s, 'build').map((a) => a.units.reduce((x, y) => x + y, 0)));
      return [collect, build];
    };
    expect(amounts(HAPPY)).toEqual([4, 4]);
    expect(amounts(NEUTRAL)).toEqual([3, 3]);
    expect(amounts(ANGRY)).toEqual([1, 1]);
  });

  test('18. Collect: one resource per space, own and adjacent spaces only; Husbandry reaches 2 for 1 Food (0 with Roads), once per Turn', () => {
    const s = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [0, 0, 0, NONE];
      c.mood = HAPPY; // collects 5
      give(d, 0, { food: 1 });
    });
    // Reach: E4 Fertile, D4 Fertile, F4 Mountain, F3 Mountain, D3 Forest, E3 Barren (no Irrigation), E5 Sea (no Fishing).
    const best = ofType(s, 'collect').filter((a) => !a.husbandry);
    expect(best.map((a) => a.gain.slice(0, 3))).toEqual([[2, 2, 1]]);
    const h = situation(s, (d) => learn(d, 0, 'husbandry'));
    const far = ofType(h, 'collect').filter((a) => a.husbandry);
    // Two away as well: E6, C4, C5 Fertile and D5 Forest (land only): 5 Food, 2 Ore, 2 Wood in reach.
    const want: string[] = [];
    for (let f = 5; f >= 0; f--) for (let o = 2; o >= 0; o--) {
      const w = 5 - f - o;
      if (w >= 0 && w <= 2 && `${f},${o},${w}` !== '2,2,1') want.push(`${f},${o},${w}`);
    }
    expect(far.map((a) => a.gain.slice(0, 3).join(',')).sort()).toEqual(want.sort());
    const h1 = act(h, far[0]!);
    expect(h1.ps[0]!.res[0]).toBe(2); // paid 1 Food first, then capped at 2
    // Once per Turn.
    const h2 = situation(h1, (d) => {
      d.cities.find((x) => x.h === E4)!.act = 0;
      give(d, 0, { food: 1 });
    });
    expect(ofType(h2, 'collect').some((a) => a.husbandry)).toBe(false);
    // With Roads, Husbandry costs nothing.
    const r = situation(h, (d) => {
      learn(d, 0, 'engineering', 'roads');
      give(d, 0, {});
    });
    const r1 = act(r, ofType(r, 'collect').find((a) => a.husbandry)!);
    expect(topFrame(r1).k).toBe('turn');
  });

  test('19. no Collect from spaces with another city, foreign units or Exhaustion; Sea needs Fishing (one space), Barren needs Irrigation', () => {
    const s = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [0, 0, 0, NONE];
      c.mood = HAPPY;
      addCityAt(d, 1, D4);
      addUnitAt(d, BARBARIAN, ARMY, F4);
      d.exhausted = [D3];
      learn(d, 0, 'irrigation', 'fishing');
      setTerrain(d, F5, MOUNTAIN);
    });
    // Left: E4 Fertile, F3 Mountain, E3 Barren (Irrigation), one Sea (E5).
    expect(ofType(s, 'collect').map((a) => a.gain)).toEqual([[3, 1, 0, 0, 0, 0]]);
    const noFish = situation(s, (d) => {
      d.ps[0]!.a0 &= ~(1 << ADV.fishing);
    });
    expect(ofType(noFish, 'collect').map((a) => a.gain)).toEqual([[2, 1, 0, 0, 0, 0]]);
  });

  test('20. a Port city with Fishing may take 1 Gold or 1 Mood token from the Sea instead of Food', () => {
    const s = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [NONE, NONE, NONE, 0];
      c.port = E5;
      learn(d, 0, 'fishing');
      d.ps[0]!.hl = 2;
      for (const h of [F3, D3, E3, D4, F4]) d.exhausted.push(h);
    });
    // Size 2: E4 Food + one Sea resource (Food, Gold or Mood).
    expect(ofType(s, 'collect').map((a) => a.gain.join(',')).sort()).toEqual(['1,0,0,0,0,1', '1,0,0,0,1,0', '2,0,0,0,0,0']);
    const s1 = act(s, { type: 'collect', city: city0(s).id, gain: [1, 0, 0, 0, 0, 1], husbandry: false });
    expect(s1.ps[0]!.mt).toBe(1);
  });

  test('21. a 2nd and 3rd activation in a Turn lower the mood one step after the yield; an Angry city only once', () => {
    const s = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [0, 0, NONE, NONE];
      c.mood = HAPPY;
      learn(d, 0, 'storage');
    });
    // The source example (Philippos): a Happy size-3 city collects 4, 4 (→ Neutral), 3 (→ Angry).
    const take = (st: ClashState) => {
      const a = ofType(st, 'collect').reduce((x, y) => (y.gain.reduce((p, q) => p + q, 0) > x.gain.reduce((p, q) => p + q, 0) ? y : x));
      return [act(st, a), a.gain.reduce((p, q) => p + q, 0)] as const;
    };
    const [s1, n1] = take(s);
    expect([n1, city0(s1).mood]).toEqual([4, HAPPY]);
    const [s2, n2] = take(s1);
    expect([n2, city0(s2).mood]).toEqual([4, NEUTRAL]);
    const [s3, n3] = take(s2);
    expect([n3, city0(s3).mood]).toEqual([3, ANGRY]);
    const angry = situation(s, (d) => {
      d.cities.find((x) => x.h === E4)!.mood = ANGRY;
    });
    const [a1] = take(angry);
    expect(ofType(a1, 'collect')).toEqual([]);
    expect(ofType(a1, 'build')).toEqual([]);
  });

  test('22. Ships only in Port cities, on the Port space; an enemy ship there means a naval battle at once', () => {
    const s = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [NONE, NONE, NONE, 0];
      c.port = E5;
      learn(d, 0, 'fishing');
      give(d, 0, { wood: 2 });
      addUnitAt(d, 1, SHIP, E5);
    });
    const b = ofType(s, 'build').find((a) => a.units[2] === 1)!;
    const s1 = act(s, b);
    expect(s1.events.some((e) => e.key === 'clash.event.battle')).toBe(true);
    expect(s1.units.filter((u) => u.k === SHIP).length).toBeLessThanOrEqual(2);
    expect(s1.battle).toBeNull();
    // No Port: no ships.
    const noPort = base((d) => give(d, 0, { wood: 8, food: 2, ore: 2 }));
    expect(ofType(noPort, 'build').every((a) => a.units[2] === 0)).toBe(true);
  });

  test('23. at most 4 Armies of a player on a land space; ships carry 2 land units each', () => {
    const s = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [0, 0, 0, NONE];
      c.mood = HAPPY;
      give(d, 0, { food: 8, ore: 8 });
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, ARMY, E4);
    });
    expect(Math.max(...ofType(s, 'build').map((a) => a.units[1]!))).toBe(2);
    const sea = base((d) => {
      learn(d, 0, 'tactics');
      const ship = addUnitAt(d, 0, SHIP, E5);
      addUnitAt(d, 0, ARMY, E5, ship);
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 0, ARMY, E4);
    });
    let m = act(sea, { type: 'move' });
    m = act(m, { type: 'from', hex: E4 });
    m = act(m, { type: 'to', hex: E5, mode: 0, roads: 0 });
    // One place left on the ship: groups of at most one unit (Army or Settler).
    expect(legal(m).filter((a) => a.type === 'group').every((a) => (a as { units: number[] }).units.length === 1)).toBe(true);
  });

  test('24. supplies: 16 Armies, 4 Settlers, 4 Ships, 7 cities, 7 of each piece; 7 barbarian settlements, 16 barbarian Armies', () => {
    const s = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [0, 0, 0, NONE];
      c.mood = HAPPY;
      give(d, 0, { food: 8, ore: 8, gold: 8 });
      d.units = d.units.filter((u) => u.o !== 0);
      for (let i = 0; i < 15; i++) addUnitAt(d, 0, ARMY, D4);
      for (let i = 0; i < 3; i++) addUnitAt(d, 0, SETTLER, D4);
    });
    const builds = ofType(s, 'build');
    expect(Math.max(...builds.map((a) => a.units[1]!))).toBe(1);
    expect(Math.max(...builds.map((a) => a.units[0]!))).toBe(1);
    const sevenCities = base((d) => {
      for (const h of [D4, E6, C4, C5, D5, F4]) addCityAt(d, 0, h);
    });
    expect(ofType(sevenCities, 'found')).toEqual([]);
    const pieces = base((d) => {
      learn(d, 0, 'myths');
      give(d, 0, { food: 1, ore: 1, wood: 1 });
      for (const h of [D4, E6, C4, C5, D5, F4]) addCityAt(d, 0, h, [0, NONE, NONE, NONE]);
      addCityAt(d, 1, hex(d, 'B7'), [0, NONE, NONE, NONE]);
    });
    // Six own Temples + one placed by influence in another player's city = 7: no more Temples.
    expect(ofType(pieces, 'grow').filter((a) => a.piece === TEMPLE).map((a) => a.city)).toEqual([]);
    // Ships: 4 at most.
    const ships = base((d) => {
      const c = d.cities.find((x) => x.h === E4)!;
      c.pc = [0, 0, NONE, 0];
      c.port = E5;
      c.mood = HAPPY;
      learn(d, 0, 'fishing');
      give(d, 0, { wood: 8 });
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, SHIP, F5);
    });
    expect(Math.max(...ofType(ships, 'build').map((a) => a.units[2]!))).toBe(2);
    // Barbarians: no 8th settlement, no 17th Army.
    const barb = base((d) => {
      for (const h of [hex(d, 'A5'), hex(d, 'B5'), hex(d, 'A6'), hex(d, 'B4'), hex(d, 'B6'), hex(d, 'C6'), hex(d, 'D6')]) addCityAt(d, BARBARIAN, h);
    });
    expect(spawnSites(barb, 0)).toEqual([]);
    const armies = base((d) => {
      addCityAt(d, BARBARIAN, D4);
      for (let i = 0; i < 16; i++) addUnitAt(d, BARBARIAN, ARMY, hex(d, 'A5'));
    });
    expect(reinforceSites(armies)).toEqual([]);
    void has;
  });
});
