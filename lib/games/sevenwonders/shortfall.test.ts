/**
 * Why a card cannot be paid (issue 12 item 5): the hand's view names the resources lacking and
 * those no neighbour sells, or the coins short, for every "unaffordable" card, and nothing else.
 */
import { expect, test } from 'vitest';
import { sevenWonders } from './index';
import { build, type CitySpec } from './testkit';
import type { WonderId } from './types';

const city = (wonder: WonderId, built: string[] = [], extra: Partial<CitySpec> = {}): CitySpec => ({ wonder, built, ...extra });
/** Seat 0's hand card `id` as the view shows it to seat 0. */
function handCard(buyer: CitySpec, left: CitySpec, right: CitySpec, id: string, age = 1) {
  const s = build({ players: 3, age, cities: [buyer, left, right], hands: [[id], ['altar'], ['theater']] });
  return sevenWonders.view(s, 0).hand!.find((c) => c.card === id)!;
}

test('resources no neighbour sells are named (Temple: Giza lacks Wood, Clay, Glass; only Glass is on sale)', () => {
  const c = handCard(city('giza'), city('rhodes'), city('alexandria'), 'temple', 2);
  expect(c.status).toBe('unaffordable');
  expect(c.shortfall).toEqual({ missing: ['wood', 'clay', 'glass'], unsold: ['wood', 'clay'], coinsShort: 0 });
});

test('resources on sale but too dear: the coins short (Stockade: 1 Wood at 2 coins, 1 coin held)', () => {
  const c = handCard(city('rhodes', [], { coins: 1 }), city('olympia'), city('ephesus'), 'stockade');
  expect(c.status).toBe('unaffordable');
  expect(c.shortfall).toEqual({ missing: ['wood'], unsold: [], coinsShort: 1 });
});

test('a coin cost above the coins held: only the coins short (Timber Yard, 0 coins)', () => {
  const c = handCard(city('giza', [], { coins: 0 }), city('olympia'), city('ephesus'), 'timber-yard');
  expect(c.status).toBe('unaffordable');
  expect(c.shortfall).toEqual({ missing: [], unsold: [], coinsShort: 1 });
});

test('a card that can be paid has no shortfall', () => {
  const c = handCard(city('rhodes', [], { coins: 2 }), city('olympia'), city('ephesus'), 'stockade');
  expect(c.status).toBe('trade');
  expect(c.shortfall).toBeNull();
});
