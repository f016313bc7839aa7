/**
 * Lookup tables compiled once from the data in cards.ts and wonders.ts: cards and physical copies
 * as small integers, resource vectors packed 4 bits per resource. Nothing here is game state.
 */
import { AGE_DECKS, CARDS, GUILD_IDS, type CardDef } from './cards';
import { WONDERS, type StageDef, type WonderDef } from './wonders';
import { COLOURS, RESOURCES, type Colour, type Resource, type Side, type WonderId } from './types';

// ------------------------------------------------------------ packed resource vectors

/** Bits per resource in a packed vector; counts stay ≤ 7 so the guard bit is free. */
export const FIELD = 4;
const HIGH = 0x8888888;

export const RESOURCE_INDEX: Readonly<Record<Resource, number>> = {
  wood: 0, stone: 1, clay: 2, ore: 3, glass: 4, textile: 5, papyrus: 6
};

export function packResources(list: readonly Resource[]): number {
  let v = 0;
  for (const r of list) v += 1 << (FIELD * RESOURCE_INDEX[r]);
  return v;
}

export function countOf(v: number, r: number): number {
  return (v >>> (FIELD * r)) & 15;
}

/** Component-wise a ≤ b (all fields ≤ 7). */
export function leq(a: number, b: number): boolean {
  return (((b | HIGH) - a) & HIGH) === HIGH;
}

/** Component-wise max(0, a − b). */
export function minus(a: number, b: number): number {
  let out = 0;
  for (let r = 0; r < 7; r++) {
    const d = ((a >>> (FIELD * r)) & 15) - ((b >>> (FIELD * r)) & 15);
    if (d > 0) out += d << (FIELD * r);
  }
  return out;
}

/** Mask (bit r) of the resources with a non-zero count. */
export function typesOf(v: number): number {
  let m = 0;
  for (let r = 0; r < 7; r++) if ((v >>> (FIELD * r)) & 15) m |= 1 << r;
  return m;
}

const LIST_CACHE = new Map<number, readonly Resource[]>();
/** The resources of a packed vector as a list in RESOURCES order (shared, never mutate). */
export function resourceList(v: number): readonly Resource[] {
  let list = LIST_CACHE.get(v);
  if (!list) {
    const out: Resource[] = [];
    for (let r = 0; r < 7; r++) for (let k = (v >>> (FIELD * r)) & 15; k > 0; k--) out.push(RESOURCES[r]!);
    list = Object.freeze(out);
    LIST_CACHE.set(v, list);
  }
  return list;
}

export function maskOf(list: readonly Resource[]): number {
  let m = 0;
  for (const r of list) m |= 1 << RESOURCE_INDEX[r];
  return m;
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

/** The non-guild copies of an Age's deck for a player count (2 players use the 3-player deck). */
export function ageDeck(age: number, players: number): number[] {
  const n = Math.max(3, players);
  const out: number[] = [];
  INSTANCES.forEach((x, i) => {
    if (x.age === age && x.min > 0 && x.min <= n) out.push(i);
  });
  return out;
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
