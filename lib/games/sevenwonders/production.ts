/**
 * What a city has, derived from its CityState: production (own and sellable), trade prices,
 * shields, science, card counts and Wonder powers. Memoised per CityState object: states are
 * never mutated, so a city that did not change keeps its summary. The cache is not state.
 */
import { BASE_PRICE, CARDS, DISCOUNT_PRICE } from './cards';
import { CARD_COLOUR, INSTANCE_CARD, RESOURCE_INDEX, maskOf, stagesOf, wonderDef } from './catalog';
import { packedUnit } from '../../core/resources';
import { IdentityMemo } from '../../core/memo';
import { RAW_COUNT, SYMBOLS, type CityState } from './types';
import { STAGE_POWERS, type StagePower } from './wonders';

export interface CityInfo {
  /** Packed fixed production usable by the owner (board resource, Brown, Grey). */
  readonly ownFixed: number;
  /** One-of-several sources usable by the owner: Brown "/" cards, Forum, Caravansery, Alexandria. */
  readonly ownChoices: readonly number[];
  /** Packed fixed production neighbours may buy (board resource, Brown, Grey). */
  readonly sellFixed: number;
  /** Choice sources neighbours may buy (Brown "/" cards only). */
  readonly sellChoices: readonly number[];
  /** Price this city pays per unit of each resource from its left / right neighbour. */
  readonly priceLeft: readonly number[];
  readonly priceRight: readonly number[];
  readonly shields: number;
  /** Compass, gear, tablet counts from Green cards. */
  readonly science: readonly number[];
  /** Science wildcards: Babylon stage and Scientists Guild (not a copied guild). */
  readonly wild: number;
  /** Built structures per colour index (COLOURS order). */
  readonly colours: readonly number[];
  /** Bit set of built card indexes (32 per word); read with hasCard(). */
  readonly hasBits: readonly number[];
  readonly stagesBuilt: number;
  readonly stagesTotal: number;
  /** Bit set of the built stages' powers; read with hasPower(). */
  readonly powerBits: number;
}

/** True when the city has built a structure with this card index (same name). */
export function hasCard(info: CityInfo, ci: number): boolean {
  return ((info.hasBits[ci >> 5]! >>> (ci & 31)) & 1) === 1;
}

const POWER_BIT: Readonly<Record<StagePower, number>> = Object.fromEntries(STAGE_POWERS.map((p, i) => [p, 1 << i])) as Record<StagePower, number>;

export function hasPower(info: CityInfo, power: StagePower): boolean {
  return (info.powerBits & POWER_BIT[power]) !== 0;
}

/**
 * Keyed by the `built` and `stages` arrays, which apply replaces only when they change: a city
 * copied for a coin change keeps its summary. Wonder and side are checked too (test builders
 * may share an empty array between cities).
 */
const MEMO = new IdentityMemo<readonly number[], readonly number[], { wonder: string; side: string; info: CityInfo }>(32);

export function cityInfo(city: CityState): CityInfo {
  const hit = MEMO.get(city.built, city.stages);
  if (hit && hit.wonder === city.wonder && hit.side === city.side) return hit.info;
  const info = computeInfo(city);
  MEMO.set(city.built, city.stages, { wonder: city.wonder, side: city.side, info });
  return info;
}

const RAW_MASK = (1 << RAW_COUNT) - 1;
const GOODS_MASK = 0x7f & ~RAW_MASK;

/**
 * Per card index, the one number its effect adds to a summary: packed production ('produce'),
 * the resource mask ('choice'), the symbol's index ('science'); 0 otherwise.
 */
const CARD_PACKED: readonly number[] = CARDS.map((c) => {
  const e = c.effect;
  switch (e.kind) {
    case 'produce': {
      let v = 0;
      for (const r of e.resources) v += packedUnit(RESOURCE_INDEX[r]);
      return v;
    }
    case 'choice':
      return maskOf(e.resources);
    case 'science':
      return SYMBOLS.indexOf(e.symbol);
    default:
      return 0;
  }
});

// Prices per resource by discount mask: few distinct lists, shared between summaries (read-only).
const PRICES: (readonly number[] | undefined)[] = [];

function pricesFor(discount: number): readonly number[] {
  let p = PRICES[discount];
  if (p === undefined) {
    const out: number[] = [];
    for (let r = 0; r < 7; r++) out.push((discount >> r) & 1 ? DISCOUNT_PRICE : BASE_PRICE);
    p = Object.freeze(out);
    PRICES[discount] = p;
  }
  return p;
}

function computeInfo(city: CityState): CityInfo {
  const wonder = wonderDef(city.wonder);
  const start = packedUnit(RESOURCE_INDEX[wonder.resource]);
  let ownFixed = start;
  let sellFixed = start;
  const ownChoices: number[] = [];
  const sellChoices: number[] = [];
  let shields = 0;
  let wild = 0;
  let discountLeft = 0;
  let discountRight = 0;
  const science = [0, 0, 0];
  const colours = [0, 0, 0, 0, 0, 0, 0];
  const hasBits = [0, 0, 0];
  for (const uid of city.built) {
    const ci = INSTANCE_CARD[uid]!;
    hasBits[ci >> 5]! |= 1 << (ci & 31);
    colours[CARD_COLOUR[ci]!]!++;
    const e = CARDS[ci]!.effect;
    switch (e.kind) {
      case 'produce': {
        const v = CARD_PACKED[ci]!;
        ownFixed += v;
        sellFixed += v;
        break;
      }
      case 'choice': {
        const m = CARD_PACKED[ci]!;
        ownChoices.push(m);
        if (e.sellable) sellChoices.push(m);
        break;
      }
      case 'shields':
        shields += e.shields;
        break;
      case 'science':
        science[CARD_PACKED[ci]!]!++;
        break;
      case 'scienceWild':
        wild++;
        break;
      case 'discount': {
        const m = e.goods === 'raw' ? RAW_MASK : GOODS_MASK;
        if (e.from !== 'right') discountLeft |= m;
        if (e.from !== 'left') discountRight |= m;
        break;
      }
      case 'vp':
      case 'coins':
      case 'coinsPerCard':
      case 'commerce':
      case 'neighbourCards':
      case 'neighbourDefeats':
      case 'ownCards':
      case 'allStages':
        break;
    }
  }
  const stages = stagesOf(city.wonder, city.side);
  let powerBits = 0;
  for (let k = 0; k < city.stages.length; k++) {
    const eff = stages[k]!.effect;
    shields += eff.shields ?? 0;
    switch (eff.power) {
      case undefined:
        break;
      case 'rawChoice':
        ownChoices.push(RAW_MASK);
        break;
      case 'goodsChoice':
        ownChoices.push(GOODS_MASK);
        break;
      case 'scienceWild':
        wild++;
        break;
      case 'rawDiscount':
        discountLeft |= RAW_MASK;
        discountRight |= RAW_MASK;
        break;
      case 'seventhCard':
      case 'freeBuild':
      case 'copyGuild':
      case 'discardBuild':
        break;
    }
    if (eff.power) powerBits |= POWER_BIT[eff.power];
  }
  const priceLeft = pricesFor(discountLeft);
  const priceRight = pricesFor(discountRight);
  return {
    ownFixed,
    ownChoices,
    sellFixed,
    sellChoices,
    priceLeft,
    priceRight,
    shields,
    science,
    wild,
    colours,
    hasBits,
    stagesBuilt: city.stages.length,
    stagesTotal: stages.length,
    powerBits
  };
}

// ------------------------------------------------------------ seating

/** Number of cities: the players, plus the Free City with 2 players. */
export function cityCount(players: number): number {
  return players === 2 ? 3 : players;
}

/** Left neighbour = next city clockwise (rules §3.1; §6.2 ring FC → L → R for 2 players). */
export function leftOf(city: number, cities: number): number {
  return (city + 1) % cities;
}

export function rightOf(city: number, cities: number): number {
  return (city + cities - 1) % cities;
}
