/**
 * The data tables: the known values are exact, the designed ones keep the properties the design
 * relies on (belfort-designed-data.md), and the board has the inferred counts (§2.9).
 */
import { describe, expect, test } from 'vitest';
import { PROPERTIES } from './types';
import { PROPERTY_CARDS, WALL_COST } from './tables/properties';
import { GUILD_TILES } from './tables/guilds';
import { LOCATIONS, SYMBOLS, SYMBOL_COUNT } from './tables/board';
import { CAMP_SPACES, GNOME_SUPPLY, RECRUIT_SPACES, TAX_BANDS, TRADE_BUY, TRADE_SELL, taxForScore } from './tables/economy';
import { architectDiscounts } from './costs';

describe('tables', () => {
  test('known: Wall 3 Wood + 3 Stone; buy Wood 1, sell Metal 1; Gnomes 9/14/18/22; Recruitment Office 1/1/2/3', () => {
    expect(WALL_COST).toEqual([3, 3, 0, 0]);
    expect([TRADE_BUY[0], TRADE_SELL[2]]).toEqual([1, 1]);
    expect(GNOME_SUPPLY.slice(2)).toEqual([9, 14, 18, 22]);
    expect(RECRUIT_SPACES.slice(2)).toEqual([1, 1, 2, 3]);
    expect(CAMP_SPACES.slice(2)).toEqual([2, 3, 4, 5]);
  });

  test('tax bands: 0–5 pay 0, 15 pays 2 (known), +1 per level, never below 5 points after an unpaid tax', () => {
    for (let s = 0; s <= 5; s++) expect(taxForScore(s)).toBe(0);
    expect(taxForScore(15)).toBe(2);
    for (let i = 1; i < TAX_BANDS.length; i++) expect(TAX_BANDS[i]![1] - TAX_BANDS[i - 1]![1]).toBe(1);
    for (let s = 6; s <= 120; s++) {
      expect(taxForScore(s)).toBeGreaterThanOrEqual(taxForScore(s - 1));
      expect(s - taxForScore(s)).toBeGreaterThanOrEqual(5);
    }
    expect([taxForScore(10), taxForScore(11), taxForScore(20), taxForScore(21), taxForScore(91), taxForScore(200)]).toEqual([1, 2, 2, 3, 10, 10]);
  });

  test('designed costs: every card, Wall and guild holds ≥ 2 Wood/Stone, so the Architects\' discount always exists', () => {
    const costs = [...PROPERTIES.map((p) => PROPERTY_CARDS[p].cost), WALL_COST, ...Object.values(GUILD_TILES).map((g) => g.cost)];
    for (const c of costs) {
      expect(c[0] + c[1]).toBeGreaterThanOrEqual(2);
      expect(architectDiscounts(c).some((d) => d[0] + d[1] === 2)).toBe(true);
    }
  });

  test('designed costs: Wood and Stone equally needed over the ten cards; a resource guild never costs what it yields', () => {
    const w = PROPERTIES.reduce((x, p) => x + PROPERTY_CARDS[p].cost[0], 0);
    const s = PROPERTIES.reduce((x, p) => x + PROPERTY_CARDS[p].cost[1], 0);
    expect(w).toBe(s);
    expect([GUILD_TILES.lumberjacks.cost[0], GUILD_TILES.stonemasons.cost[1], GUILD_TILES.miners.cost[2], GUILD_TILES.bankers.cost[3]]).toEqual([0, 0, 0, 0]);
  });

  test('cards: income on Pub, Gardens, Tower, Bank, Market, Keep; locks 1 each, Market 2, Keep 0; spaces as §2.5', () => {
    expect(PROPERTIES.filter((p) => PROPERTY_CARDS[p].income === 1)).toEqual(['pub', 'gardens', 'tower', 'bank', 'market', 'keep']);
    expect(PROPERTIES.map((p) => PROPERTY_CARDS[p].locks)).toEqual([1, 1, 1, 1, 1, 1, 2, 1, 1, 0]);
    expect(PROPERTIES.map((p) => PROPERTY_CARDS[p].space)).toEqual(['none', 'none', 'locked', 'locked', 'free', 'none', 'free', 'none', 'free', 'none']);
  });

  test('board (§2.9): 5 districts × 15 symbols; one symbol per single building and district, 5 Keeps, 5 Gatehouses on the borders, 10 Walls, 5 Guilds', () => {
    expect(SYMBOL_COUNT).toBe(75);
    for (const p of PROPERTIES) expect(LOCATIONS.filter((l) => l.card === p).length).toBe(5);
    expect(LOCATIONS.filter((l) => l.kind === 'wall').length).toBe(10);
    expect(LOCATIONS.filter((l) => l.kind === 'guild').length).toBe(5);
    for (const l of LOCATIONS.filter((x) => x.card === 'gatehouse')) {
      const [a, b] = l.symbols.map((s) => SYMBOLS[s]!.district);
      expect((a! + 1) % 5).toBe(b);
    }
    expect(new Set(LOCATIONS.flatMap((l) => l.symbols)).size).toBe(75);
  });
});
