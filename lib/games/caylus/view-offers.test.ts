/**
 * The view says what the table would otherwise have to work out from the rules (issue 11 item 7):
 * the exchange lines an activated building offers (the Tailor's by the variant), the prices of
 * selling and buying buildings, the provost's moves with their price, and the PP each tile scores
 * (the Church's by the variant).
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import type { BuildingId } from './types';
import { atPhase, fresh, putTile, putWorkerOn, setCubes, situation } from './testkit';

function activating(id: BuildingId, options: Record<string, string> = {}) {
  return situation(fresh(3, { order: [0, 1, 2], options }), (d) => {
    atPhase(d, 'road');
    d.passed = [0, 1, 2];
    d.provost = 10;
    putTile(d, 9, id, 1);
    putWorkerOn(d, 9, 0);
    setCubes(d, 0, { cloth: 3, food: 2 });
    d.ps[0]!.money = 9;
  });
}

const promptOf = (s: ReturnType<typeof activating>) => caylus.view(s, 0).prompt!;

describe('Caylus view: what an activated building offers', () => {
  test.each([
    ['rulebook', [{ money: 0, cloth: 1, plainCubes: 0, gold: 0, pp: 2 }, { money: 0, cloth: 3, plainCubes: 0, gold: 0, pp: 6 }]],
    ['tile', [{ money: 0, cloth: 2, plainCubes: 0, gold: 0, pp: 4 }, { money: 0, cloth: 3, plainCubes: 0, gold: 0, pp: 6 }]]
  ])('the Tailor under the %s variant lists its lines', (tailor, lines) => {
    const p = promptOf(activating('tailor', { tailor }));
    expect(p.kind).toBe('activate');
    expect(p.building).toBe('tailor');
    expect(p.exchanges).toEqual(lines);
    expect(p.sellPrice).toBeNull();
  });

  test('the Church lists its two lines; a farm lists none', () => {
    expect(promptOf(activating('church')).exchanges).toEqual([
      { money: 2, cloth: 0, plainCubes: 0, gold: 0, pp: 3 },
      { money: 4, cloth: 0, plainCubes: 0, gold: 0, pp: 5 }
    ]);
    const farm = promptOf(activating('farmFood'));
    expect(farm.exchanges).toBeNull();
    expect(farm.buyOffers).toBeNull();
  });

  test('the Marketplace says its price; the Peddler its offers', () => {
    expect(promptOf(activating('marketplace')).sellPrice).toBe(6);
    expect(promptOf(activating('peddler')).buyOffers).toEqual([{ count: 1, price: 1 }, { count: 2, price: 2 }]);
  });
});

describe('Caylus view: the provost prompt lists each move with its space and price', () => {
  test('phase 4: 1 denier per space, within the money and the road', () => {
    const s = situation(fresh(2, { order: [0, 1] }), (d) => {
      atPhase(d, 'provost');
      d.passed = [0, 1];
      d.provost = 27;
      d.ps[0]!.money = 2;
    });
    const p = caylus.view(s, null).prompt!;
    expect(p.kind).toBe('provost');
    expect(p.provostMoves).toEqual([
      { by: -2, to: 25, cost: 2 },
      { by: -1, to: 26, cost: 1 },
      { by: 1, to: 28, cost: 1 }
    ]);
  });
});

describe('Caylus view: the PP each tile scores', () => {
  test.each([
    ['4', 4],
    ['3', 3]
  ])('Church option %s: the stock and the road say %i PP', (churchPP, pp) => {
    const s = situation(fresh(3, { options: { churchPP } }), (d) => putTile(d, 9, 'church', 1));
    const v = caylus.view(s, null);
    expect(v.stock.stone.find((e) => e.id === 'church')?.pp).toBe(pp);
    expect(v.road[8]).toMatchObject({ building: 'church', pp });
    expect(v.stock.wood.find((e) => e.id === 'marketplace')?.pp).toBe(4);
    expect(v.road[0]?.pp).toBe(0);
  });
});
