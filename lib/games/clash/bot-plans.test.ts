/**
 * The heuristic's plans for fighting and trading (issue 16 item 2): exact scores of single actions
 * in patched situations, level 3 (plans) against level 1 (face value).
 */
import { describe, expect, test } from 'vitest';
import type { ClashAction, ClashState } from './types';
import { clash } from './index';
import { clashScorer } from './bot';
import { ARMY } from './tables/rules';
import { OBJECTIVE_CARDS } from './tables/objectives';
import { FERTILE } from './board';
import { addCityAt, addUnitAt, fresh, hex, learn, setTerrain, situation, turnOf } from './testkit';
import type { Draft } from './state';
import { Rng, seedRng } from '../../core/rng';

const S0 = fresh(3);
const D4 = hex(S0, 'D4'), E4 = hex(S0, 'E4');
const cardWith = (key: string) => OBJECTIVE_CARDS.findIndex((c) => c.includes(key as never));

/** Seat 0's Turn with Tactics, no cards, no units, D4 and E4 Fertile; `patch` adds the rest. */
function base(patch: (d: Draft) => void): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) {
      p.hand = [];
      p.obj = [];
    }
    learn(d, 0, 'tactics');
    setTerrain(d, D4, FERTILE);
    setTerrain(d, E4, FERTILE);
    patch(d);
  });
}

function score(s: ClashState, level: number, a: ClashAction): number {
  return clashScorer.prepare({ seat: 0, view: clash.view(s, 0), actions: [a], rng: new Rng(seedRng('plans')) }, level)(a);
}

describe('heuristic plans: fighting and trading', () => {
  test('3 Armies next to a small city of another player held by 1 Army: level 3 starts a Move to attack (8), level 1 does not (−3)', () => {
    const s = base((d) => {
      addCityAt(d, 1, D4);
      addUnitAt(d, 1, ARMY, D4);
      for (let i = 0; i < 3; i++) addUnitAt(d, 0, ARMY, E4);
    });
    expect(score(s, 3, { type: 'move' })).toBe(8);
    expect(score(s, 1, { type: 'move' })).toBe(-3);
  });

  test('2 Armies against that city (1 Army): no attack (a Move is worth −3 at level 3 too)', () => {
    const s = base((d) => {
      addCityAt(d, 1, D4);
      addUnitAt(d, 1, ARMY, D4);
      for (let i = 0; i < 2; i++) addUnitAt(d, 0, ARMY, E4);
    });
    expect(score(s, 3, { type: 'move' })).toBe(-3);
  });

  test('Trade Power in hand: founding a city on a trade route (2 spaces from another player\'s city) is worth 1.8 VP less', () => {
    const without = base((d) => addCityAt(d, 1, D4));
    const withTrade = base((d) => {
      addCityAt(d, 1, D4);
      d.ps[0]!.obj = [cardWith('tradePower')];
    });
    const found: ClashAction = { type: 'found', hex: E4 };
    expect(score(without, 3, found) - score(withTrade, 3, found)).toBe(18);
  });
});
