/**
 * Engine checklist §13 of rules/caylus.md, points 29–43: phase 5, the road buildings.
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { NOBODY, type Draft } from './state';
import { act, atPhase, cubesOf, eventKeys, fresh, legal, putTile, putWorkerOn, setCubes, situation } from './testkit';
import type { CaylusAction, CaylusState } from './types';

/** Phase 5 of turn 1 with the provost on `provost`, after `place` set the road. */
function phase5(players: number, provost: number, place: (d: Draft) => void): CaylusState {
  return situation(fresh(players, { order: Array.from({ length: players }, (_, i) => i) }), (d) => {
    atPhase(d, 'road');
    d.passed = d.order.slice();
    d.provost = provost;
    for (const p of d.ps) p.money = 10;
    place(d);
  });
}

const only = <T extends CaylusAction['type']>(s: CaylusState, type: T) => legal(s).filter((a) => a.type === type);

describe('§13 Phase 5', () => {
  test('§13.29 only spaces 1..provost activate, in order; workers beyond go home with no effect', () => {
    let s = phase5(3, 16, (d) => {
      d.tile[0] = 'neutralMarketplace';
      putWorkerOn(d, 1, 2);
      putWorkerOn(d, 7, 1); // fixed Peddler
      putTile(d, 17, 'quarry', 0);
      putWorkerOn(d, 17, 1);
      setCubes(d, 2, { food: 1 });
    });
    expect(s.prompt).toEqual({ kind: 'activate', seat: 2, space: 1 });
    s = act(s, { type: 'decline' });
    expect(s.prompt).toEqual({ kind: 'activate', seat: 1, space: 7 });
    const before = cubesOf(s, 1);
    s = act(s, { type: 'decline' });
    expect(s.worker[16]).toBe(NOBODY);
    expect(cubesOf(s, 1)).toEqual(before); // the Quarry at 17 gave nothing
    expect(s.events).toContainEqual({ key: 'caylus.event.notActivated', seat: 1, params: { space: 17 } });
  });

  test('§13.30 production is mandatory (no decline), other effects optional', () => {
    const s = phase5(3, 10, (d) => {
      putTile(d, 9, 'farmFood', 1);
      putWorkerOn(d, 9, 0);
      putWorkerOn(d, 7, 0);
      d.tile[0] = 'neutralQuarry';
      d.tile[1] = 'forest';
      putWorkerOn(d, 1, 2);
    });
    // Neutral Quarry (one output) produced by itself; the Forest is skipped (no worker).
    expect(cubesOf(s, 2).stone).toBe(1);
    expect(s.prompt).toEqual({ kind: 'activate', seat: 0, space: 7 });
    expect(legal(s)[0]).toEqual({ type: 'decline' });
    const t = act(s, { type: 'decline' });
    expect(legal(t)).toEqual([
      { type: 'produce', take: ['food', 'food'] },
      { type: 'produce', take: ['cloth'] }
    ]);
  });

  test('§13.31 a stone producer used by another gives its owner 1 cube of its outputs; used by the owner, nothing', () => {
    let s = phase5(3, 10, (d) => {
      putTile(d, 9, 'park', 1);
      putWorkerOn(d, 9, 0);
      putTile(d, 10, 'workshop', 2);
      putWorkerOn(d, 10, 2);
    });
    // Park: the user takes 2 wood + 1 food at once (one output), then the owner chooses.
    expect(cubesOf(s, 0)).toMatchObject({ food: 3, wood: 3 });
    expect(s.prompt).toEqual({ kind: 'bonus', seat: 1, space: 9, building: 'park' });
    expect(legal(s)).toEqual([
      { type: 'bonus', take: 'food' },
      { type: 'bonus', take: 'wood' }
    ]);
    s = act(s, { type: 'bonus', take: 'wood' });
    expect(cubesOf(s, 1)).toMatchObject({ food: 2, wood: 2 });
    // Workshop used by its owner: 2 stone + 1 cloth, no bonus prompt.
    expect(cubesOf(s, 2)).toMatchObject({ stone: 2, cloth: 1 });
    expect(s.queue).toEqual([]);
  });

  test('§13.32 wood buildings never give the owner a cube', () => {
    const s = phase5(3, 10, (d) => {
      putTile(d, 9, 'quarry', 1);
      putWorkerOn(d, 9, 0);
    });
    expect(cubesOf(s, 0).stone).toBe(2);
    expect(cubesOf(s, 1)).toEqual({ food: 2, wood: 1, stone: 0, cloth: 0, gold: 0 });
    expect(s.prompt?.kind).not.toBe('bonus');
  });

  test('§13.33 Carpenter builds wood only, Mason stone only, Architect prestige only; only tiles in stock', () => {
    const rich = { food: 9, wood: 9, stone: 9, cloth: 9, gold: 9 };
    const carp = phase5(3, 10, (d) => {
      putWorkerOn(d, 8, 0);
      setCubes(d, 0, rich);
      d.stock = { ...d.stock, quarry: 0 };
    });
    const built = only(carp, 'build').map((a) => (a.type === 'build' ? a.building : ''));
    expect(new Set(built)).toEqual(new Set(['farmFood', 'farmCloth', 'sawmill', 'peddler', 'marketplace', 'mason', 'lawyer']));
    const mason = phase5(3, 10, (d) => {
      putTile(d, 9, 'mason', 1);
      putWorkerOn(d, 9, 0);
      setCubes(d, 0, rich);
    });
    expect(new Set(only(mason, 'build').map((a) => (a.type === 'build' ? a.building : '')))).toEqual(
      new Set(['stoneFarm', 'park', 'workshop', 'alchemist', 'bank', 'church', 'tailor', 'architect'])
    );
    const arch = phase5(3, 10, (d) => {
      putTile(d, 9, 'architect', 1);
      putWorkerOn(d, 9, 0);
      putTile(d, 12, 'residence', 0);
      setCubes(d, 0, rich);
      d.stock = { ...d.stock, cathedral: 0 };
    });
    const pres = new Set(only(arch, 'build').map((a) => (a.type === 'build' ? a.building : '')));
    expect(pres).toEqual(new Set(['statue', 'theatre', 'university', 'monument', 'library', 'hotel', 'granary', 'weaver']));
  });

  test('§13.34 a new wood or stone building goes on the lowest empty space; builder gains its PP and a house (§14.5 Red)', () => {
    let s = phase5(3, 10, (d) => {
      putTile(d, 9, 'farmCloth', 2);
      putTile(d, 11, 'quarry', 2);
      putWorkerOn(d, 8, 0); // fixed Carpenter
    });
    const farm = only(s, 'build').find((a) => a.type === 'build' && a.building === 'farmFood');
    expect(farm).toEqual({ type: 'build', building: 'farmFood', pay: ['food', 'wood'], space: 10 });
    s = act(s, farm!);
    expect(s.tile[9]).toBe('farmFood');
    expect(s.owner[9]).toBe(0);
    expect(s.ps[0]!.pp).toBe(2);
    expect(cubesOf(s, 0)).toMatchObject({ food: 1, wood: 0 });
    expect(caylus.view(s, 0).seats[0]!.housesLeft).toBe(19);
    expect(s.stock.farmFood).toBe(0);
  });

  test('§13.35 prestige only on the builder’s own residence; the residence and its income go', () => {
    let s = phase5(3, 10, (d) => {
      putTile(d, 9, 'architect', 1);
      putWorkerOn(d, 9, 0);
      putTile(d, 12, 'residence', 0);
      putTile(d, 13, 'residence', 1);
      setCubes(d, 0, { food: 1, wood: 3, gold: 1 });
    });
    const opts = only(s, 'build');
    expect(opts).toEqual([{ type: 'build', building: 'library', pay: ['wood', 'wood', 'wood', 'gold'], space: 12 }]);
    expect(caylus.view(s, 0).seats[0]!.income).toBe(3);
    const houses = s.ps[0]!.housesUsed;
    s = act(s, opts[0]!);
    expect(s.ps[0]!.housesUsed).toBe(houses); // the residence's house stays on the prestige building
    expect(s.tile[11]).toBe('library');
    expect(s.owner[11]).toBe(0);
    expect(s.ps[0]!.pp).toBe(10);
    expect(caylus.view(s, 0).seats[0]!.income).toBe(2 + 1); // Library's own income replaces the residence's
    expect(caylus.view(s, 0).seats[0]!.residences).toBe(0);
  });

  test('§13.36 Church +1 favour; Statue, Theatre, University +1; Monument +2', () => {
    const cases: [string, number][] = [['church', 1], ['statue', 1], ['theatre', 1], ['university', 1], ['monument', 2], ['hotel', 0]];
    for (const [id, n] of cases) {
      const s = phase5(3, 10, (d) => {
        putTile(d, 9, id === 'church' ? 'mason' : 'architect', 1);
        putWorkerOn(d, 9, 0);
        putTile(d, 12, 'residence', 0);
        setCubes(d, 0, { food: 9, wood: 9, stone: 9, cloth: 9, gold: 9 });
      });
      const a = only(s, 'build').find((x) => x.type === 'build' && x.building === id)!;
      const t = act(s, a);
      expect(t.queue.filter((q) => q.k === 'favour')).toHaveLength(n);
      if (n > 0) expect(t.prompt).toEqual({ kind: 'favourRow', seat: 0, why: id });
    }
  });

  test('§13.37 the Lawyer takes only neutral tiles or the user’s own wood/stone tiles, never a Lawyer', () => {
    const s = phase5(3, 10, (d) => {
      putTile(d, 9, 'lawyer', 0);
      putWorkerOn(d, 9, 0);
      putTile(d, 10, 'farmFood', 0); // own wood: ok
      putTile(d, 11, 'bank', 0); // own stone: ok
      putTile(d, 12, 'quarry', 1); // opponent's: no
      putTile(d, 13, 'residence', 0); // residence: no
      putTile(d, 14, 'statue', 0); // prestige: no
      putTile(d, 15, 'lawyer', 0); // hypothetical second lawyer tile: never
      setCubes(d, 0, { cloth: 1 });
    });
    const targets = only(s, 'convert').map((a) => (a.type === 'convert' ? a.space : 0));
    expect(targets).toEqual([1, 2, 3, 4, 5, 6, 10, 11]); // neutral 1–6 and own 10, 11; never fixed 7, 8, 16
  });

  test('§13.38 a conversion costs 1 cloth + 1 denier and gives +2 PP; the residence pays +1 each phase 1 (§14.5 Blue)', () => {
    let s = phase5(3, 10, (d) => {
      d.tile[2] = 'neutralQuarry';
      putTile(d, 9, 'lawyer', 0);
      putWorkerOn(d, 9, 0);
      setCubes(d, 0, { cloth: 1 });
      d.ps[0]!.money = 1;
    });
    s = act(s, { type: 'convert', space: 3 });
    expect(s.ps[0]!.housesUsed).toBe(1); // a neutral tile takes a new house
    // Nothing else to do this turn: the next turn's income already includes the residence.
    expect(s.tile[2]).toBe('residence');
    expect(s.owner[2]).toBe(0);
    expect(s.ps[0]!.pp).toBe(2);
    expect(s.ps[0]!.cubes[3]).toBe(0);
    expect(s.turn).toBe(2);
    expect(s.ps[0]!.money).toBe(0 + 2 + 1);
  });

  test('§13.39 a converted own tile returns to the stock and can be rebuilt; a converted neutral tile leaves the game', () => {
    let s = phase5(3, 10, (d) => {
      putTile(d, 9, 'lawyer', 0);
      putWorkerOn(d, 9, 0);
      putTile(d, 10, 'sawmill', 0);
      setCubes(d, 0, { cloth: 2 });
    });
    expect(s.stock.sawmill).toBe(0);
    s = act(s, { type: 'convert', space: 10 });
    expect(s.stock.sawmill).toBe(1);
    expect(s.tile[9]).toBe('residence');
    const n = phase5(3, 10, (d) => {
      d.tile[0] = 'forest';
      putTile(d, 9, 'lawyer', 0);
      putWorkerOn(d, 9, 0);
      setCubes(d, 0, { cloth: 1 });
    });
    const t = act(n, { type: 'convert', space: 1 });
    expect(t.discarded).toEqual(['forest']);
    expect(caylus.view(t, null).stock.discarded).toEqual(['forest']);
  });

  test('§13.40 converting a building that holds a worker waits until that building has been activated', () => {
    let s = phase5(3, 12, (d) => {
      putTile(d, 9, 'lawyer', 0);
      putWorkerOn(d, 9, 0);
      putTile(d, 11, 'farmFood', 0);
      putWorkerOn(d, 11, 1); // Player 2 uses Player 1's farm
      setCubes(d, 0, { cloth: 1 });
    });
    s = act(s, { type: 'convert', space: 11 });
    expect(s.tile[10]).toBe('farmFood');
    expect(s.ps[0]!.cubes[3]).toBe(0); // paid at once
    expect(s.conversions).toEqual([{ space: 11, seat: 0 }]);
    expect(caylus.view(s, null).road[10]!.conversionBy).toBe(0);
    expect(s.prompt).toEqual({ kind: 'activate', seat: 1, space: 11 });
    s = act(s, { type: 'produce', take: ['food', 'food'] });
    expect(s.tile[10]).toBe('residence');
    expect(s.conversions).toEqual([]);
    expect(eventKeys(s)).toContain('caylus.event.converted');
    // Beyond the provost: converted when the worker goes home at the end of phase 5 (§11.16).
    let far = phase5(3, 12, (d) => {
      putTile(d, 9, 'lawyer', 0);
      putWorkerOn(d, 9, 0);
      putTile(d, 20, 'sawmill', 0);
      putWorkerOn(d, 20, 1);
      setCubes(d, 0, { cloth: 1 });
    });
    far = act(far, { type: 'convert', space: 20 });
    expect(far.tile[19]).toBe('residence');
    expect(far.events.map((e) => e.key)).toEqual(expect.arrayContaining(['caylus.event.conversionWaits', 'caylus.event.notActivated', 'caylus.event.converted']));
    // A building already waiting for a conversion cannot be chosen again (§11.16).
    const twice = phase5(3, 12, (d) => {
      putTile(d, 9, 'lawyer', 1);
      putWorkerOn(d, 9, 0);
      putTile(d, 10, 'quarry', 0);
      putTile(d, 11, 'farmFood', 0);
      putWorkerOn(d, 11, 2);
      setCubes(d, 0, { cloth: 1 });
      d.conversions = [{ space: 11, seat: 0 }]; // e.g. from a joust favour in phase 3
    });
    expect(twice.prompt).toEqual({ kind: 'activate', seat: 0, space: 9 });
    expect(only(twice, 'convert').map((a) => (a.type === 'convert' ? a.space : 0))).toEqual([1, 2, 3, 4, 5, 6, 10]);
  });

  test('§13.31 + §13.40 regression: the owner still takes the cube when a waiting conversion turned the producer into a residence', () => {
    let s = phase5(3, 12, (d) => {
      putTile(d, 9, 'lawyer', 2);
      putWorkerOn(d, 9, 1);
      putTile(d, 10, 'stoneFarm', 1);
      putWorkerOn(d, 10, 0);
      setCubes(d, 1, { cloth: 1 });
    });
    s = act(s, { type: 'convert', space: 10 }); // Player 2 converts his Stone Farm, used by Player 1
    expect(s.tile[9]).toBe('residence');
    expect(s.prompt).toEqual({ kind: 'bonus', seat: 1, space: 10, building: 'stoneFarm' });
    s = act(s, { type: 'bonus', take: 'cloth' });
    expect(cubesOf(s, 1).cloth).toBe(1);
    expect(cubesOf(s, 0)).toMatchObject({ food: 4, cloth: 1 });
  });

  test('§13.41 Marketplaces sell exactly one cube: 4 deniers neutral, 6 wood (gold included)', () => {
    let s = phase5(3, 12, (d) => {
      d.tile[0] = 'neutralMarketplace';
      putWorkerOn(d, 1, 0);
      putTile(d, 9, 'marketplace', 1);
      putWorkerOn(d, 9, 0);
      setCubes(d, 0, { food: 2, gold: 1 });
      d.ps[0]!.money = 0;
    });
    expect(legal(s)).toEqual([{ type: 'decline' }, { type: 'sell', give: 'food' }, { type: 'sell', give: 'gold' }]);
    s = act(s, { type: 'sell', give: 'food' });
    expect(s.ps[0]!.money).toBe(4);
    s = act(s, { type: 'sell', give: 'gold' });
    expect(s.ps[0]!.money).toBe(4 + 6 + 2); // then turn 2 income
    expect(cubesOf(s, 0)).toMatchObject({ food: 1, gold: 0 });
  });

  test('§13.42 fixed Peddler: at most 1 non-gold cube for 2; wood Peddler: 1 for 1 or 2 for 2, never gold', () => {
    let s = phase5(3, 12, (d) => {
      putWorkerOn(d, 7, 0);
      putTile(d, 9, 'peddler', 1);
      putWorkerOn(d, 9, 0);
      d.ps[0]!.money = 4;
    });
    expect(legal(s)).toEqual([
      { type: 'decline' },
      { type: 'buy', take: ['food'] },
      { type: 'buy', take: ['wood'] },
      { type: 'buy', take: ['stone'] },
      { type: 'buy', take: ['cloth'] }
    ]);
    s = act(s, { type: 'buy', take: ['cloth'] });
    expect(s.ps[0]!.money).toBe(2);
    const buys = only(s, 'buy');
    expect(buys).toHaveLength(4 + 10);
    expect(buys.some((a) => a.type === 'buy' && a.take.includes('gold'))).toBe(false);
    const two = act(s, { type: 'buy', take: ['stone', 'cloth'] });
    expect(two.ps[0]!.money).toBe(0 + 2); // 2 − 2, then turn 2 income (+2)
    expect(cubesOf(two, 0)).toMatchObject({ stone: 1, cloth: 2 });
  });

  test('§13.43 Bank, Alchemist, Church, Tailor: one of two exchanges per activation', () => {
    const one = (id: 'bank' | 'alchemist' | 'church' | 'tailor', cubes: Parameters<typeof setCubes>[2], money: number, tailor = 'rulebook') =>
      situation(fresh(3, { order: [0, 1, 2], options: { tailor } }), (d) => {
        atPhase(d, 'road');
        d.passed = [0, 1, 2];
        d.provost = 10;
        putTile(d, 9, id, 1);
        putWorkerOn(d, 9, 0);
        setCubes(d, 0, cubes);
        d.ps[0]!.money = money;
      });
    expect(legal(one('bank', {}, 5))).toEqual([
      { type: 'decline' },
      { type: 'exchange', option: 0, pay: [] },
      { type: 'exchange', option: 1, pay: [] }
    ]);
    const bank = act(one('bank', {}, 5), { type: 'exchange', option: 1, pay: [] });
    expect(cubesOf(bank, 0).gold).toBe(2);
    const alch = one('alchemist', { food: 2, wood: 1, stone: 1, gold: 3 }, 0);
    const pays = only(alch, 'exchange');
    expect(pays.filter((a) => a.type === 'exchange' && a.option === 0)).toHaveLength(4); // food+food, food+wood, food+stone, wood+stone
    expect(pays.every((a) => a.type === 'exchange' && !a.pay.includes('gold'))).toBe(true);
    const al = act(alch, { type: 'exchange', option: 1, pay: ['food', 'food', 'wood', 'stone'] });
    expect(cubesOf(al, 0)).toEqual({ food: 0, wood: 0, stone: 0, cloth: 0, gold: 5 });
    const church = act(one('church', {}, 4), { type: 'exchange', option: 1, pay: [] });
    expect(church.ps[0]!.pp).toBe(5);
    const tailor = one('tailor', { cloth: 3 }, 0);
    expect(only(tailor, 'exchange')).toEqual([
      { type: 'exchange', option: 0, pay: ['cloth'] },
      { type: 'exchange', option: 1, pay: ['cloth', 'cloth', 'cloth'] }
    ]);
    expect(act(tailor, { type: 'exchange', option: 0, pay: ['cloth'] }).ps[0]!.pp).toBe(2);
    const tile = one('tailor', { cloth: 3 }, 0, 'tile');
    expect(only(tile, 'exchange')[0]).toEqual({ type: 'exchange', option: 0, pay: ['cloth', 'cloth'] });
    expect(act(tile, { type: 'exchange', option: 0, pay: ['cloth', 'cloth'] }).ps[0]!.pp).toBe(4);
  });
});
