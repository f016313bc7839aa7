/**
 * Paying for things: resource costs of Properties, Walls and Guilds, and the Architects'
 * discount (§2.7 #3, G23).
 */
import type { Cost, PlayerState } from './types';
import { GOLD, METAL, PROPERTIES, STONE, WOOD } from './types';
import * as propertiesTable from './tables/properties';
import * as guildsTable from './tables/guilds';
import * as boardTable from './tables/board';
import type { BelfortState } from './types';

const { PROPERTY_CARDS, WALL_COST } = propertiesTable;
const { GUILD_TILES } = guildsTable;
const { LOCATIONS, SYMBOL_LOCATION } = boardTable;
export const CARD_COST: readonly Cost[] = PROPERTIES.map((p) => PROPERTY_CARDS[p].cost);

export function canPay(res: readonly number[], c: Cost): boolean {
  return res[WOOD]! >= c[0] && res[STONE]! >= c[1] && res[METAL]! >= c[2] && res[GOLD]! >= c[3];
}

export function pay(p: PlayerState, c: Cost): void {
  for (let r = 0; r < 4; r++) p.res[r]! -= c[r]!;
}

export function gain(p: PlayerState, c: Cost): void {
  for (let r = 0; r < 4; r++) p.res[r]! += c[r]!;
}

/** The cost of what stands (or would stand) on symbol `sym`: its building, a Wall, or its district's guild. */
export function symbolCost(s: BelfortState, sym: number): Cost {
  const loc = LOCATIONS[SYMBOL_LOCATION[sym]!]!;
  switch (loc.kind) {
    case 'property':
      return CARD_COST[loc.type]!;
    case 'wall':
      return WALL_COST;
    case 'guild':
      return GUILD_TILES[s.guilds[loc.district]!].cost;
  }
}

/**
 * The Architects' discounts on `c` (§2.7 #3, G23): 1 Metal, or 2 Wood/Stone in any mix; a
 * discount never makes a part of the cost negative. Every designed cost holds ≥ 2 Wood/Stone
 * (checked by a test), so a Wood/Stone discount always exists.
 */
export function architectDiscounts(c: Cost): Cost[] {
  const out: Cost[] = [];
  if (c[METAL] >= 1) out.push([0, 0, 1, 0]);
  if (c[WOOD] >= 2) out.push([2, 0, 0, 0]);
  if (c[WOOD] >= 1 && c[STONE] >= 1) out.push([1, 1, 0, 0]);
  if (c[STONE] >= 2) out.push([0, 2, 0, 0]);
  return out;
}

export function minus(c: Cost, off: Cost): Cost {
  return [c[0] - off[0], c[1] - off[1], c[2] - off[2], c[3] - off[3]];
}

/** Value of a cost in units (W + S + 2·M + G), the designed-data yardstick. */
export function units(c: Cost): number {
  return c[0] + c[1] + 2 * c[2] + c[3];
}
