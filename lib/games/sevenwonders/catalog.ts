/**
 * Lookup tables compiled once from the data in cards.ts and wonders.ts: cards and physical copies
 * as small integers, resource vectors packed 4 bits per resource. Nothing here is game state.
 */
import { AGE_DECKS, CARDS, GUILD_IDS, type CardDef } from './cards';
import { WONDERS, type StageDef, type WonderDef } from './wonders';
import { bagNames, packNames, packedKinds, resourceIndex, unpackBag, type PackedBag } from '../../core/resources';
import { COLOURS, RESOURCES, type Colour, type Resource, type Side, type WonderId } from './types';

// ------------------------------------------------------------ packed resource vectors

// Costs and productions are the kit's packed bags (lib/core/resources.ts: 4 bits per resource in
// RESOURCES order, counts ≤ 7): the payment enumerator compares and subtracts them in its loops.

export const RESOURCE_INDEX: Readonly<Record<Resource, number>> = resourceIndex(RESOURCES);

export function packResources(list: readonly Resource[]): PackedBag {
  return packNames(RESOURCES, list);
}

const LIST_CACHE = new Map<PackedBag, readonly Resource[]>();
/** The resources of a packed bag as a list in RESOURCES order (shared, never mutate). */
export function resourceList(v: PackedBag): readonly Resource[] {
  let list = LIST_CACHE.get(v);
  if (!list) {
    list = Object.freeze(bagNames(RESOURCES, unpackBag(v, RESOURCES.length)));
    LIST_CACHE.set(v, list);
  }
  return list;
}

/** Mask (bit r) of the resources in the list. */
export function maskOf(list: readonly Resource[]): number {
  return packedKinds(packResources(list));
}

// ------------------------------------------------------------ cards

export const CARD_INDEX: ReadonlyMap<string, number> = new Map(CARDS.map((c, i) => [c.id, i]));

export function cardIndex(id: string): number {
  const i = CARD_INDEX.get(id);
  if (i === undefined) throw new RangeError(`Unknown card "${id}"`);
  return i;
}

export function cardDef(i: number): CardDef {
  return CARDS[i]!;
}

export const COLOUR_INDEX: Readonly<Record<Colour, number>> = Object.fromEntries(COLOURS.map((c, i) => [c, i])) as Record<Colour, number>;

/** Per card index: colour index, packed cost, coin cost, chain prerequisites (card indexes). */
export const CARD_COLOUR: readonly number[] = CARDS.map((c) => COLOUR_INDEX[c.colour]);
export const CARD_COST: readonly number[] = CARDS.map((c) => packResources(c.cost));
export const CARD_COINS: readonly number[] = CARDS.map((c) => c.coins);
export const CARD_CHAIN: readonly (readonly number[])[] = CARDS.map((c) => c.chainFrom.map(cardIndex));

// ------------------------------------------------------------ physical copies

export interface Instance {
  readonly card: number;
  readonly age: number;
  /** Lowest player count using this copy (0 for guilds, which are drawn). */
  readonly min: number;
}

function buildInstances(): Instance[] {
  const out: Instance[] = [];
  AGE_DECKS.forEach((deck, a) => {
    for (const [id, thresholds] of deck) for (const min of thresholds) out.push({ card: cardIndex(id), age: a + 1, min });
  });
  for (const id of GUILD_IDS) out.push({ card: cardIndex(id), age: 3, min: 0 });
  return out;
}

/** Every physical card; a card instance id (uid) is an index into this table. */
export const INSTANCES: readonly Instance[] = buildInstances();
export const INSTANCE_CARD: readonly number[] = INSTANCES.map((x) => x.card);
export const GUILD_INSTANCES: readonly number[] = INSTANCES.flatMap((x, i) => (x.min === 0 ? [i] : []));

// Each (age, player count)'s deck once (a walk over every instance per Age was a measurable share of a random game).
const DECK_CACHE: (readonly number[] | undefined)[] = [];

/** The non-guild copies of an Age's deck for a player count (2 players use the 3-player deck). */
export function ageDeck(age: number, players: number): number[] {
  const n = Math.max(3, players);
  const key = age * 8 + n;
  let deck = DECK_CACHE[key];
  if (deck === undefined) {
    const out: number[] = [];
    INSTANCES.forEach((x, i) => {
      if (x.age === age && x.min > 0 && x.min <= n) out.push(i);
    });
    deck = Object.freeze(out);
    DECK_CACHE[key] = deck;
  }
  return deck.slice();
}

/** The first copy of a card (test builders and lookups by name). */
export function firstInstance(cardId: string): number {
  const c = cardIndex(cardId);
  const i = INSTANCE_CARD.indexOf(c);
  if (i < 0) throw new RangeError(`No copy of "${cardId}"`);
  return i;
}

// ------------------------------------------------------------ wonders

export const WONDER_INDEX: Readonly<Record<WonderId, number>> = Object.fromEntries(WONDERS.map((w, i) => [w.id, i])) as Record<
  WonderId,
  number
>;

export function wonderDef(id: WonderId): WonderDef {
  return WONDERS[WONDER_INDEX[id]]!;
}

export function stagesOf(id: WonderId, side: Side): readonly StageDef[] {
  const w = wonderDef(id);
  return side === 'A' ? w.A : w.B;
}

/** Packed stage costs per wonder index × side (A = 0, B = 1). */
const STAGE_COSTS: readonly (readonly number[])[] = WONDERS.flatMap((w) => [w.A.map((s) => packResources(s.cost)), w.B.map((s) => packResources(s.cost))]);

/** Packed cost of stage `k` (0-based). */
export function stageCost(id: WonderId, side: Side, k: number): number {
  return STAGE_COSTS[WONDER_INDEX[id] * 2 + (side === 'A' ? 0 : 1)]![k]!;
}
