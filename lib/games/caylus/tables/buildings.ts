/**
 * The 40 building tiles plus the 3 fixed buildings and residences (rules §2.5–2.10).
 * Costs, PP and prices not in the Greek source are the standard published values the rules
 * file gives ([NIS-STD]). Cost arrays and outputs are indexed like RESOURCES.
 */
import type { BuildingId, Category, Resource } from '../types';

/** What cubes a construction costs: `fixed` cubes plus `any` cubes of any kind (gold included). */
export interface Cost {
  readonly fixed: readonly Resource[];
  readonly any: number;
}

/** One exchange line of Alchemist, Bank, Church or Tailor: pay → gain, once per activation. */
export interface Exchange {
  readonly money: number;
  readonly cloth: number;
  /** Non-gold cubes of any mix (Alchemist, §11.21). */
  readonly plainCubes: number;
  readonly gold: number;
  readonly pp: number;
}

export type Effect =
  /** Mandatory production: one of `alts` (a list of cubes each); `ownerBonus` for gray producers. */
  | { readonly kind: 'produce'; readonly alts: readonly (readonly Resource[])[]; readonly ownerBonus: readonly Resource[] }
  | { readonly kind: 'sell'; readonly price: number }
  /** Buy `count` non-gold cubes for `price` deniers, for each offered line. */
  | { readonly kind: 'buy'; readonly offers: readonly { readonly count: number; readonly price: number }[] }
  | { readonly kind: 'build'; readonly category: 'wood' | 'stone' | 'prestige' }
  | { readonly kind: 'lawyer' }
  | { readonly kind: 'exchange'; readonly lines: readonly Exchange[] }
  | { readonly kind: 'tailor' }
  /** Residences and prestige buildings: workers may not go there. */
  | { readonly kind: 'none' };

export interface BuildingDef {
  readonly id: BuildingId;
  readonly name: string;
  readonly category: Category;
  /** Copies in the box (0 for fixed buildings and residences, which are not stock tiles). */
  readonly copies: number;
  readonly cost: Cost;
  /** PP gained when built (Church: see `churchPP` option). */
  readonly pp: number;
  /** Royal favours gained when built. */
  readonly favours: number;
  /** Deniers in each phase 1 for the owner. */
  readonly income: number;
  readonly effect: Effect;
  /** One-line rules text for tooltips. */
  readonly text: string;
}

const NO_COST: Cost = { fixed: [], any: 0 };
const WOOD_FOOD: Cost = { fixed: ['food', 'wood'], any: 0 };
const STONE_FOOD: Cost = { fixed: ['food', 'stone'], any: 0 };
const NONE: Effect = { kind: 'none' };

/** The output lists are frozen: actions list them as they are (`{type:'produce', take}`). */
function produce(alts: Resource[][], ownerBonus: Resource[] = []): Effect {
  return { kind: 'produce', alts: Object.freeze(alts.map((a) => Object.freeze(a))), ownerBonus };
}

function def(
  id: BuildingId,
  name: string,
  category: Category,
  copies: number,
  cost: Cost,
  pp: number,
  effect: Effect,
  text: string,
  extra: { favours?: number; income?: number } = {}
): BuildingDef {
  return { id, name, category, copies, cost, pp, favours: extra.favours ?? 0, income: extra.income ?? 0, effect, text };
}

const LIST: readonly BuildingDef[] = [
  def('neutralCarpenter', 'Carpenter (neutral)', 'neutral', 1, NO_COST, 0, { kind: 'build', category: 'wood' }, 'Build one wood building.'),
  def('neutralQuarry', 'Quarry (neutral)', 'neutral', 1, NO_COST, 0, produce([['stone']]), 'Take 1 stone.'),
  def('neutralSawmill', 'Sawmill (neutral)', 'neutral', 1, NO_COST, 0, produce([['wood']]), 'Take 1 wood.'),
  def('neutralFarm', 'Farm (neutral)', 'neutral', 1, NO_COST, 0, produce([['food'], ['cloth']]), 'Take 1 food or 1 cloth.'),
  def('forest', 'Forest', 'neutral', 1, NO_COST, 0, produce([['food'], ['wood']]), 'Take 1 food or 1 wood.'),
  def('neutralMarketplace', 'Marketplace (neutral)', 'neutral', 1, NO_COST, 0, { kind: 'sell', price: 4 }, 'Sell 1 cube for 4 deniers.'),

  def('fixedPeddler', 'Peddler', 'fixed', 0, NO_COST, 0, { kind: 'buy', offers: [{ count: 1, price: 2 }] }, 'Buy 1 cube (not gold) for 2 deniers.'),
  def('fixedCarpenter', 'Carpenter', 'fixed', 0, NO_COST, 0, { kind: 'build', category: 'wood' }, 'Build one wood building.'),
  def('goldMine', 'Gold mine', 'fixed', 0, NO_COST, 0, produce([['gold']]), 'Take 1 gold.'),

  def('farmFood', 'Farm (food)', 'wood', 1, WOOD_FOOD, 2, produce([['food', 'food'], ['cloth']]), 'Take 2 food or 1 cloth.'),
  def('farmCloth', 'Farm (cloth)', 'wood', 1, WOOD_FOOD, 2, produce([['cloth', 'cloth'], ['food']]), 'Take 2 cloth or 1 food.'),
  def('quarry', 'Quarry', 'wood', 1, WOOD_FOOD, 2, produce([['stone', 'stone']]), 'Take 2 stone.'),
  def('sawmill', 'Sawmill', 'wood', 1, WOOD_FOOD, 2, produce([['wood', 'wood']]), 'Take 2 wood.'),
  def('peddler', 'Peddler (wood)', 'wood', 1, { fixed: ['wood'], any: 1 }, 4,
    { kind: 'buy', offers: [{ count: 1, price: 1 }, { count: 2, price: 2 }] }, 'Buy 1 cube for 1 denier or 2 cubes for 2 (not gold).'),
  def('marketplace', 'Marketplace (wood)', 'wood', 1, { fixed: ['wood'], any: 1 }, 4, { kind: 'sell', price: 6 }, 'Sell 1 cube for 6 deniers.'),
  def('mason', 'Mason', 'wood', 1, WOOD_FOOD, 4, { kind: 'build', category: 'stone' }, 'Build one stone building.'),
  def('lawyer', 'Lawyer', 'wood', 1, { fixed: ['wood', 'cloth'], any: 0 }, 4, { kind: 'lawyer' },
    'Pay 1 cloth + 1 denier: turn a neutral building or one of your wood/stone buildings into a residence (+2 PP).'),

  def('stoneFarm', 'Farm (stone)', 'stone', 1, STONE_FOOD, 3, produce([['food', 'food', 'cloth']], ['food', 'cloth']),
    'Take 2 food and 1 cloth. Owner takes 1 food or 1 cloth when another player uses it.'),
  def('park', 'Park', 'stone', 1, STONE_FOOD, 3, produce([['food', 'wood', 'wood']], ['food', 'wood']),
    'Take 2 wood and 1 food. Owner takes 1 wood or 1 food when another player uses it.'),
  def('workshop', 'Workshop', 'stone', 1, STONE_FOOD, 3, produce([['stone', 'stone', 'cloth']], ['stone', 'cloth']),
    'Take 2 stone and 1 cloth. Owner takes 1 stone or 1 cloth when another player uses it.'),
  def('alchemist', 'Alchemist', 'stone', 1, STONE_FOOD, 6, {
    kind: 'exchange',
    lines: [
      { money: 0, cloth: 0, plainCubes: 2, gold: 1, pp: 0 },
      { money: 0, cloth: 0, plainCubes: 4, gold: 2, pp: 0 }
    ]
  }, 'Pay 2 cubes for 1 gold, or 4 cubes for 2 gold (no gold paid).'),
  def('bank', 'Bank', 'stone', 1, { fixed: ['wood', 'stone'], any: 0 }, 6, {
    kind: 'exchange',
    lines: [
      { money: 2, cloth: 0, plainCubes: 0, gold: 1, pp: 0 },
      { money: 5, cloth: 0, plainCubes: 0, gold: 2, pp: 0 }
    ]
  }, 'Pay 2 deniers for 1 gold, or 5 deniers for 2 gold.'),
  def('church', 'Church', 'stone', 1, { fixed: ['stone', 'cloth'], any: 0 }, 4, {
    kind: 'exchange',
    lines: [
      { money: 2, cloth: 0, plainCubes: 0, gold: 0, pp: 3 },
      { money: 4, cloth: 0, plainCubes: 0, gold: 0, pp: 5 }
    ]
  }, 'Pay 2 deniers for 3 PP, or 4 deniers for 5 PP. +1 royal favour when built.', { favours: 1 }),
  def('tailor', 'Tailor', 'stone', 1, { fixed: ['wood', 'stone'], any: 0 }, 6, { kind: 'tailor' },
    'Pay 1 cloth for 2 PP (tile: 2 cloth for 4 PP), or 3 cloth for 6 PP.'),
  def('architect', 'Architect', 'stone', 2, STONE_FOOD, 6, { kind: 'build', category: 'prestige' },
    'Build one prestige building on one of your residences.'),

  def('residence', 'Residence', 'residence', 0, NO_COST, 2, NONE, '+1 denier each turn. Workers may not go here.', { income: 1 }),

  def('statue', 'Statue', 'prestige', 1, { fixed: ['stone', 'stone', 'gold'], any: 0 }, 7, NONE, '+1 royal favour when built.', { favours: 1 }),
  def('theatre', 'Theatre', 'prestige', 1, { fixed: ['wood', 'wood', 'wood', 'gold', 'gold'], any: 0 }, 14, NONE, '+1 royal favour when built.', { favours: 1 }),
  def('university', 'University', 'prestige', 1, { fixed: ['stone', 'stone', 'stone', 'gold', 'gold'], any: 0 }, 14, NONE, '+1 royal favour when built.', { favours: 1 }),
  def('monument', 'Monument', 'prestige', 1, { fixed: ['stone', 'stone', 'stone', 'stone', 'gold', 'gold'], any: 0 }, 14, NONE, '+2 royal favours when built.', { favours: 2 }),
  def('library', 'Library', 'prestige', 1, { fixed: ['wood', 'wood', 'wood', 'gold'], any: 0 }, 10, NONE, '+1 denier each turn.', { income: 1 }),
  def('hotel', 'Hotel', 'prestige', 1, { fixed: ['stone', 'stone', 'stone', 'gold', 'gold'], any: 0 }, 16, NONE, '+2 deniers each turn.', { income: 2 }),
  def('cathedral', 'Cathedral', 'prestige', 1, { fixed: ['stone', 'stone', 'stone', 'stone', 'stone', 'gold', 'gold', 'gold'], any: 0 }, 25, NONE, ''),
  def('granary', 'Granary', 'prestige', 1, { fixed: ['food', 'food', 'food', 'gold'], any: 0 }, 10, NONE, ''),
  def('weaver', 'Weaving mill', 'prestige', 1, { fixed: ['cloth', 'cloth', 'cloth', 'gold'], any: 0 }, 12, NONE, '')
];

export const BUILDINGS: { readonly [K in BuildingId]: BuildingDef } = Object.fromEntries(LIST.map((b) => [b.id, b])) as {
  readonly [K in BuildingId]: BuildingDef;
};

export function building(id: BuildingId): BuildingDef {
  return BUILDINGS[id];
}

/** Tiles of a category that live in the stock, in table order (the order actions list them). */
export const STOCK_IDS: {
  readonly wood: readonly BuildingId[];
  readonly stone: readonly BuildingId[];
  readonly prestige: readonly BuildingId[];
} = {
  wood: LIST.filter((b) => b.category === 'wood').map((b) => b.id),
  stone: LIST.filter((b) => b.category === 'stone').map((b) => b.id),
  prestige: LIST.filter((b) => b.category === 'prestige').map((b) => b.id)
};

export const NEUTRAL_IDS: readonly BuildingId[] = LIST.filter((b) => b.category === 'neutral').map((b) => b.id);

/** Tailor exchange lines: the rulebook (1 cloth → 2 PP) or the printed tile (2 cloth → 4 PP). */
export const TAILOR_LINES: { readonly rulebook: readonly Exchange[]; readonly tile: readonly Exchange[] } = {
  rulebook: [
    { money: 0, cloth: 1, plainCubes: 0, gold: 0, pp: 2 },
    { money: 0, cloth: 3, plainCubes: 0, gold: 0, pp: 6 }
  ],
  tile: [
    { money: 0, cloth: 2, plainCubes: 0, gold: 0, pp: 4 },
    { money: 0, cloth: 3, plainCubes: 0, gold: 0, pp: 6 }
  ]
};

/** Tiles in the residence stack (§2.1); more residences are marked with a house alone (§11.15). */
export const RESIDENCE_TILES = 8;
