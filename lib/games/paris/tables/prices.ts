/** The Player Board's buy/sell table (paris.md §2.6, designed-data §5), indexed like ITEMS. */
import { designed, known, type Source } from './source';

/** Buy price of each resource (wood, marble, gold); prestige can never be bought (known). */
export const BUY_PRICE: readonly number[] = [2, 3, 4];
/** Sell price of each item (wood, marble, gold, bronze, silver, gold prestige). */
export const SELL_PRICE: readonly number[] = [1, 1, 2, 1, 1, 2];
/** What a wildcard unit sells for: the best price of its kind (a seller names the best type). */
export const BEST_RESOURCE_SELL = 2;
export const BEST_PRESTIGE_SELL = 2;

export const PRICE_SOURCE: Source = designed(
  'a missing resource costs less than one bank turn (2–4 vs 6); selling returns about half, so tokens are worth more used than sold'
);
export const NO_PRESTIGE_BUY: Source = known('prestige tokens can be sold but never bought [SRC]');
