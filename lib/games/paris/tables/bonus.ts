/**
 * The bonus tile track and its 42 tiles (paris.md §2.10, designed-data §8). Tile numbers are
 * 1–30; in the basic setup number n lies on position n. Copies per player count: the 2-player
 * column (one of each number) is known; which numbers get the 3p/4p extras is designed.
 */
import type { TileEffect } from './effects';
import { designed, known, type Source } from './source';

export interface BonusTile {
  readonly number: number;
  /** Zone letter of the number (A 1–10, B 11–20, C 21–30; designed). */
  readonly zone: 'A' | 'B' | 'C';
  /** Tiles of this number in play with 2, 3, 4 players. */
  readonly copies: readonly [number, number, number];
  readonly name: string;
  readonly effect: TileEffect;
  readonly source: Source;
}

const COPIES_WHY = 'extras go only to plain economy tiles and one key tile; rule-benders and finishers stay unique';
const gain = (francs: number, vp: number): TileEffect => ({ kind: 'gain', francs, vp });
const perBuilding = (value: number, vpEach: number): TileEffect => ({ kind: 'perBuilding', value, vpEach });
const D = (why: string) => designed(why);
const K = (why: string) => known(why);

/** Index n-1 = tile number n. */
export const BONUS_TILES: readonly BonusTile[] = [
  { number: 1, zone: 'A', copies: [1, 1, 1], name: 'Francs', effect: gain(7, 0), source: D('early tiles lean to francs (players start with 3); 3 → 5 → 7 after self-play: below 7 francs tiles 6/7 always won the first take') },
  { number: 2, zone: 'A', copies: [1, 2, 2], name: 'Wood', effect: { kind: 'resource', resource: 0 }, source: D('2/3/4 = Wood/Marble/Gold in track order; 3p copy: Wood is the most used resource') },
  { number: 3, zone: 'A', copies: [1, 1, 1], name: 'Marble', effect: { kind: 'resource', resource: 1 }, source: D('2/3/4 = Wood/Marble/Gold in track order') },
  { number: 4, zone: 'A', copies: [1, 1, 1], name: 'Gold', effect: { kind: 'resource', resource: 2 }, source: D('2/3/4 = Wood/Marble/Gold in track order') },
  { number: 5, zone: 'A', copies: [1, 1, 2], name: 'Francs and VP', effect: gain(4, 3), source: D(`zone A francs; 3+1 → 4+2 → 4+3 after self-play (a first take had to beat tile 7 and zone B); ${COPIES_WHY}`) },
  { number: 6, zone: 'A', copies: [1, 1, 1], name: 'Value-1 buildings', effect: perBuilding(1, 4), source: D('keys parked on 1s score little in majorities; 3 → 4 VP after self-play (zone A was never taken)') },
  { number: 7, zone: 'A', copies: [1, 1, 1], name: 'Francs and VP', effect: gain(3, 4), source: D('2+3 → 3+4 after self-play (zone A was never taken)') },
  { number: 8, zone: 'A', copies: [1, 1, 2], name: 'Prestige (any)', effect: { kind: 'prestigeAny', units: 1 }, source: K(`effect known; 4p copy designed (${COPIES_WHY})`) },
  { number: 9, zone: 'A', copies: [1, 1, 1], name: 'Stack on your key', effect: { kind: 'stackOwn' }, source: K('effect known; unique (rule-bender)') },
  { number: 10, zone: 'A', copies: [1, 2, 2], name: 'Resource (any)', effect: { kind: 'resourceAny', units: 1 }, source: K(`effect known; 3p copy designed (${COPIES_WHY})`) },
  { number: 11, zone: 'B', copies: [1, 1, 1], name: 'Value-2 buildings', effect: perBuilding(2, 3), source: D('VP per building rises with value: 3/3/4/5/5/6') },
  { number: 12, zone: 'B', copies: [1, 2, 2], name: 'Francs and VP', effect: gain(3, 4), source: D('zone B ≈ 6 VP-eq; 3+3 → 3+4 after self-play: it was never taken, one step below tiles 17/19/20') },
  { number: 13, zone: 'B', copies: [1, 1, 2], name: 'Extra key', effect: { kind: 'extraKey', price: 4, fallbackVp: 0 }, source: D('a key costs less than one bank payment (6); 4p copy: keys are fewest at 4 players; 5 → 4 in engine v4: never taken at 5 once the heuristic values a key by the bank placement it makes (row 8d)') },
  { number: 14, zone: 'B', copies: [1, 1, 1], name: 'Extra key', effect: { kind: 'extraKey', price: 3, fallbackVp: 0 }, source: D('later on the track, fewer turns left: cheaper') },
  { number: 15, zone: 'B', copies: [1, 1, 2], name: 'Value-3 buildings', effect: perBuilding(3, 4), source: D('VP per building rises with value: 3/3/4/5/5/6') },
  { number: 16, zone: 'B', copies: [1, 1, 1], name: "Share an opponent's tile", effect: { kind: 'shareOpponent' }, source: K('effect known; unique (rule-bender)') },
  { number: 17, zone: 'B', copies: [1, 1, 1], name: 'Take any tile', effect: { kind: 'takeAny' }, source: K('effect known; unique (rule-bender)') },
  { number: 18, zone: 'B', copies: [1, 1, 1], name: 'Value-4 buildings', effect: perBuilding(4, 5), source: K('5 VP per value-4 building (3 buildings → 15 VP, source example)') },
  { number: 19, zone: 'B', copies: [1, 2, 2], name: 'Prestige (any, 1–2)', effect: { kind: 'prestigeAny', units: 2 }, source: K(`effect known; 3p copy designed (${COPIES_WHY})`) },
  { number: 20, zone: 'B', copies: [1, 1, 1], name: 'Unused tiles', effect: { kind: 'unusedTiles', vpByPlayers: [1, 2, 3] }, source: K('1/2/3 VP per unused tile with 2/3/4 players') },
  { number: 21, zone: 'C', copies: [1, 1, 2], name: 'Resources (any, 2)', effect: { kind: 'resourceAny', units: 2 }, source: K(`effect known; 4p copy designed (${COPIES_WHY})`) },
  { number: 22, zone: 'C', copies: [1, 2, 2], name: 'Francs and VP', effect: gain(1, 3), source: D('zone C ≈ 7.8 VP-eq: late tiles lean to VP; 2+5 → 2+4 after self-play (zone C tempered as zone A/B rose); 2+4 → 1+3 in engine v3: taken in every game at 2–3 players (1+4 still 100 % at 3)') },
  { number: 23, zone: 'C', copies: [1, 1, 1], name: 'Prestige pairs', effect: { kind: 'prestigePairs', vpByPlayers: [2, 3, 4] }, source: K('2/3/4 VP per pair with 2/3/4 players') },
  { number: 24, zone: 'C', copies: [1, 1, 1], name: 'Resource pairs', effect: { kind: 'resourcePairs', vpByPlayers: [2, 3, 4] }, source: K('2/3/4 VP per pair with 2/3/4 players') },
  { number: 25, zone: 'C', copies: [1, 1, 1], name: 'Step back', effect: { kind: 'stepBack', max: 5 }, source: K('up to 5 back') },
  { number: 26, zone: 'C', copies: [1, 2, 2], name: 'Value-5 buildings', effect: perBuilding(5, 5), source: D('VP per building rises with value; 3p copy rewards the weakest purchase') },
  { number: 27, zone: 'C', copies: [1, 1, 1], name: 'Money at the end', effect: { kind: 'endMoney', vpPerFranc: 1 }, source: K('1 VP per franc at the end, never activated') },
  { number: 28, zone: 'C', copies: [1, 1, 2], name: 'Value-8 buildings', effect: perBuilding(8, 5), source: D('DD: VP per building rises with value (3/3/4/5/5/6); 6 → 5 after self-play (zone C tempered as zone A/B rose)') },
  { number: 29, zone: 'C', copies: [1, 1, 1], name: 'Landmarks', effect: { kind: 'perLandmark', vpEach: 8 }, source: K('8 VP per landmark') },
  { number: 30, zone: 'C', copies: [1, 1, 1], name: 'Variety', effect: { kind: 'variety', vpByTypes: [0, 0, 0, 0, 10, 15, 20, 25] }, source: K('10/15/20/25 VP for 4/5/6/7 types') }
];

export function bonusTile(n: number): BonusTile {
  const t = BONUS_TILES[n - 1];
  if (!t) throw new RangeError(`no bonus tile ${n}`);
  return t;
}

/** Track positions of each zone (designed: equal thirds of the 30 positions). */
export const ZONES: readonly { readonly zone: 'A' | 'B' | 'C'; readonly first: number; readonly last: number }[] = [
  { zone: 'A', first: 1, last: 10 },
  { zone: 'B', first: 11, last: 20 },
  { zone: 'C', first: 21, last: 30 }
];

/** Francs paid before taking a bonus tile after acquiring a value-3 building (known). */
export const VALUE3_BONUS_PRICE = 2;
