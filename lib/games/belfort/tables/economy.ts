/**
 * Every other number of the game: starting state, supplies by player count, prices, the Trading
 * Post, tax bands, the calendar and the scoring table. Status per value: known (rules file) or
 * designed (belfort-designed-data.md, with its one-line reason).
 */
import type { Cost } from '../types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

// ------------------------------------------------------------ starting state (§2.3, known)
export const START_RESOURCES: Cost = [1, 1, 1, 5];
export const START_ELVES = 3;
export const START_DWARVES = 3;
/** Elves (and Dwarves) per colour: 3 to start + 4 in the worker supply. */
export const MAX_PER_KIND = 7;
export const DEALT_CARDS = 5;
export const KEPT_CARDS = 3;
export const DISPLAY_SIZE = 3;
/** `from` value of a card taken from the top of the deck (display slots are 0–2). */
export const FROM_DECK = DISPLAY_SIZE;
export const HAND_LIMIT = 5;

// ------------------------------------------------------------ supplies by player count (§2.2, known)
/** Index = number of players. */
export const GNOME_SUPPLY: readonly number[] = [0, 0, 9, 14, 18, 22];
export const RECRUIT_SPACES: readonly number[] = [0, 0, 1, 1, 2, 3];
/** King's Camp: one usable space per player (designed-data §8, gap G17); Neutral Players never place. */
export const CAMP_SPACES: readonly number[] = [0, 0, 2, 3, 4, 5];

// ------------------------------------------------------------ prices (§4, known)
export const RECRUIT_PRICE = 2;
export const GUILD_FEE = 1;
export const LOCKED_SPACE_PRICE = 1;
export const GNOME_PRICE = 3;
export const CARD_PRICE = 1;
export const SMITH_METAL_PRICE = 1;
export const BANK_GOLD = 1;
export const MARKET_SPACE_GOLD = 2;
export const SMITH_SPACE_METAL = 1;
export const LIBRARY_DRAW = 2;
export const LIBRARY_DISCARD = 2;
/** Trading Post visits per round: 1, +1 per Gnome on a Market lock, at most this many (G13). */
export const MAX_MARKET_VISITS = 3;
/** Neutral Player Dwarf arriving on an owned Guild: the owner takes this from the supply (§6.2). */
export const NP_DWARF_GOLD = 1;

// ------------------------------------------------------------ Trading Post (gap G5)
/**
 * Gold paid to buy / received to sell one unit, indexed [wood, stone, metal]. Known: buy Wood 1,
 * sell Metal 1 (source example). Designed: buy at production value with a Metal scarcity premium
 * (Metal 3 instead of 2); sell at half production value, minimum 1 — no loop creates value.
 */
export const TRADE_BUY: readonly number[] = [1, 1, 3];
export const TRADE_SELL: readonly number[] = [1, 1, 1];

// ------------------------------------------------------------ tax bands (gap G7)
/**
 * Gold owed at Income & Taxes by score: [lowest score of the band, tax]. Known: 0–5 → 0 and
 * 15 → 2, +1 per level. Designed: 6–10 → 1, then 10-space levels (11–20 → 2 … 91+ → 10), sized
 * to the scores after the first two scorings so that a median player pays 1–3 Gold.
 */
export const TAX_BANDS: readonly (readonly [number, number])[] = [
  [0, 0], [6, 1], [11, 2], [21, 3], [31, 4], [41, 5], [51, 6], [61, 7], [71, 8], [81, 9], [91, 10]
];

export function taxForScore(score: number): number {
  let tax = 0;
  for (const [min, t] of TAX_BANDS) if (score >= min) tax = t;
  return tax;
}

/** Tax level (1-based) of a score, as printed on the track (level 1 = no tax). */
export function taxLevel(score: number): number {
  let level = 0;
  for (const [min] of TAX_BANDS) if (score >= min) level++;
  return level;
}

// ------------------------------------------------------------ calendar (§2.10, known)
export const ROUNDS = 7;
export const SCORING_ROUNDS: readonly number[] = [3, 5, 7];
export const SEASONS: readonly { readonly name: string; readonly rounds: readonly number[] }[] = [
  { name: 'Spring', rounds: [1, 2, 3] },
  { name: 'Summer', rounds: [4, 5] },
  { name: 'Autumn', rounds: [6, 7] }
];
/** Cosmetic month labels (designed-data §11). */
export const MONTH_LABELS: readonly string[] = ['', 'Spring I', 'Spring II', 'Spring III', 'Summer I', 'Summer II', 'Autumn I', 'Autumn II'];

// ------------------------------------------------------------ scoring table (§2.13, known)
/** District majority: 5/3/1 at 4–5 players and 2 players (with the Neutral Players), 5/3 at 3. */
export function districtPoints(players: number): readonly number[] {
  return players === 3 ? [5, 3] : [5, 3, 1];
}
export const WORKER_POINTS: readonly number[] = [3, 1];
/** Each Neutral Player counts 4 Elves and 4 Dwarves in the worker majorities (§6.3). */
export const NP_ELVES = 4;
export const NP_DWARVES = 4;

/** Score-sheet categories, in the order `PlayerState.points` keeps them. */
export const SCORE_CATEGORIES = ['district1', 'district2', 'district3', 'district4', 'district5', 'elves', 'dwarves', 'gnomes', 'tax'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];
export const SCORE_LABELS: { readonly [C in ScoreCategory]: string } = {
  district1: 'District I', district2: 'District II', district3: 'District III', district4: 'District IV', district5: 'District V',
  elves: 'Elves', dwarves: 'Dwarves', gnomes: 'Gnomes', tax: 'Unpaid taxes'
};
export const CAT_ELVES = 5, CAT_DWARVES = 6, CAT_GNOMES = 7, CAT_TAX = 8;

/** The tie-break value of resources (§5.5): W + S + 2·M + G. */
export const TIEBREAK_WEIGHTS: readonly number[] = [1, 1, 2, 1];
