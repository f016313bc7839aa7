/**
 * The ten Property cards (§2.5) and their build costs. The source lost every printed cost with
 * its pictures (gap G1): the costs are the team's design (belfort-designed-data.md §4), each
 * tagged with its status and a one-line reason. Replace them with the printed values if known.
 */
import type { ByProperty, Cost } from '../types';

/** What a card's worker space does and whether it needs a Gnome first (§2.5). */
export type SpaceKind = 'none' | 'free' | 'locked';

export interface PropertyCard {
  readonly name: string;
  /** Copies in the 50-card deck. */
  readonly copies: number;
  /** [wood, stone, metal, gold]. */
  readonly cost: Cost;
  readonly costStatus: 'designed' | 'known';
  /** Why this cost (one line). */
  readonly costWhy: string;
  /** Gold per Collection (Income coin). */
  readonly income: number;
  readonly locks: number;
  readonly space: SpaceKind;
  /** Board symbols one build claims (Keep: both of its symbols). */
  readonly markers: number;
  /** One line for tooltips: the worker space and the Gnome's ability. */
  readonly text: string;
}

export const PROPERTY_CARDS: ByProperty<PropertyCard> = {
  pub: {
    name: 'Pub', copies: 5, cost: [1, 2, 0, 1], costStatus: 'designed',
    costWhy: 'cheap tier (designed 3 units; +1 Gold after self-play: owners won 19 points more often, and 4 of 5 were built): still the cheapest with the Gardens',
    income: 1, locks: 1, space: 'none', markers: 1,
    text: 'Gnome: one of your Dwarves becomes a Master Dwarf at once.'
  },
  gardens: {
    name: 'Gardens', copies: 5, cost: [2, 1, 0, 1], costStatus: 'designed',
    costWhy: 'cheap tier (3 units + 1 Gold after self-play, as the Pub), Wood-leaning mirror of the Pub',
    income: 1, locks: 1, space: 'none', markers: 1,
    text: 'Gnome: one of your Elves becomes a Master Elf at once.'
  },
  tower: {
    name: 'Tower', copies: 5, cost: [2, 3, 1, 0], costStatus: 'designed',
    costWhy: 'strong tier (7 units): income plus Gnomes at 1 Gold instead of 3',
    income: 1, locks: 1, space: 'locked', markers: 1,
    text: 'Gnome: unlocks the space (1 Gold): take a Gnome from the supply into a free lock of yours.'
  },
  inn: {
    name: 'Inn', copies: 5, cost: [2, 1, 1, 0], costStatus: 'designed',
    costWhy: 'engine tier (designed 6 units, −1 Wood after self-play: only 1.0 of 5 built at 4 players): its pay-off waits for a Gnome; mirrors the Gatehouse',
    income: 0, locks: 1, space: 'locked', markers: 1,
    text: 'Gnome: unlocks the space (1 Gold): take an Elf or a Dwarf of your colour from the worker supply.'
  },
  blacksmith: {
    name: 'Blacksmith', copies: 5, cost: [2, 2, 0, 2], costStatus: 'designed',
    costWhy: 'engine tier (6 units) without Metal: it is the way into Metal',
    income: 0, locks: 1, space: 'free', markers: 1,
    text: 'Space: take 1 Metal. Gnome: once per round, buy 1 Metal for 1 Gold.'
  },
  bank: {
    name: 'Bank', copies: 5, cost: [1, 3, 0, 2], costStatus: 'designed',
    costWhy: 'engine tier (6 units): income plus 1 Gold a round once its Gnome is in; mirrors the Market',
    income: 1, locks: 1, space: 'none', markers: 1,
    text: 'Gnome: once per round, take 1 Gold.'
  },
  market: {
    name: 'Market', copies: 5, cost: [3, 1, 1, 2], costStatus: 'designed',
    costWhy: 'strong tier (8 units): income, a 2-Gold space and two extra Trading Post visits',
    income: 1, locks: 2, space: 'free', markers: 1,
    text: 'Space: take 2 Gold. Gnomes: a second, then a third Trading Post visit each round.'
  },
  gatehouse: {
    name: 'Gatehouse', copies: 5, cost: [1, 2, 1, 0], costStatus: 'designed',
    costWhy: 'majority tier (designed 6 units, −1 Stone after self-play: 1.2 of 5 built): its Gnome buys a second marker in the neighbouring district',
    income: 0, locks: 1, space: 'none', markers: 1,
    text: 'Stands on two districts. Gnome: put a second marker on the free half of a Gatehouse of yours.'
  },
  library: {
    name: 'Library', copies: 5, cost: [2, 1, 0, 1], costStatus: 'designed',
    costWhy: 'utility tier (4 units): no income; a card filter and a free card a round',
    income: 0, locks: 1, space: 'free', markers: 1,
    text: 'Space: draw 2 cards, then discard any 2. Gnome: draw 1 free card at the end of your turn.'
  },
  keep: {
    name: 'Keep', copies: 5, cost: [3, 3, 1, 2], costStatus: 'designed',
    costWhy: 'strongest (10 units): the only card that places two markers at once',
    income: 1, locks: 0, space: 'none', markers: 2,
    text: 'Two markers in one district; no Gnome lock.'
  }
};

/** The Wall (§2.6): no card, one marker. Known (source text and player aid). */
export const WALL_COST: Cost = [3, 3, 0, 0];
