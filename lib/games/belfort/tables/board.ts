/**
 * The castle of Belfort (§2.9, designed-data §10): five districts, clockwise D1…D5, each with
 * 15 symbols — one of each single building, a Keep (two symbols), two Walls, a Guild and the
 * halves of the two Gatehouses on its borders. Gatehouse g joins district g (its right half) and
 * district g+1 (its left half). Counts are inferred in the rules file; numbering and drawing
 * order are designed (display only).
 *
 * A *symbol* holds one marker (`state.marker[symbol]`). A *location* is what one build claims
 * and what the Wizards' Guild swaps: a single building symbol, a Keep (2 symbols), a Gatehouse
 * (2 symbols, in two districts), a Wall symbol or a Guild symbol.
 */
import { PROPERTIES, type PropertyId } from '../types';

export const DISTRICTS = 5;
export const DISTRICT_NAMES = ['District I', 'District II', 'District III', 'District IV', 'District V'] as const;

/** Symbols of one district in drawing order. */
export const SLOTS = [
  'gateLeft', 'wallA', 'pub', 'gardens', 'tower', 'inn', 'keepA', 'keepB', 'guild',
  'blacksmith', 'bank', 'market', 'library', 'wallB', 'gateRight'
] as const;
export type Slot = (typeof SLOTS)[number];
export const SLOTS_PER_DISTRICT = SLOTS.length;
export const SYMBOL_COUNT = DISTRICTS * SLOTS_PER_DISTRICT;
export const GUILD_SLOT = 8;

export type LocationKind = 'property' | 'wall' | 'guild';

export interface BoardLocation {
  readonly id: number;
  readonly kind: LocationKind;
  /** The building type (kind `property`), else null. */
  readonly card: PropertyId | null;
  /** Type index into PROPERTIES, −1 for walls and guilds. */
  readonly type: number;
  /** District of the first symbol (a Gatehouse's right half). */
  readonly district: number;
  readonly symbols: readonly number[];
  /** Gatehouse number 0–4, else −1. */
  readonly gate: number;
}

export interface BoardSymbol {
  readonly id: number;
  readonly district: number;
  readonly slot: Slot;
  readonly location: number;
}

export function symbolAt(district: number, slot: Slot): number {
  return district * SLOTS_PER_DISTRICT + SLOTS.indexOf(slot);
}

function buildBoard(): { locations: BoardLocation[]; symbols: BoardSymbol[] } {
  const locations: BoardLocation[] = [];
  const locOf = Array<number>(SYMBOL_COUNT).fill(-1);
  const add = (kind: LocationKind, card: PropertyId | null, district: number, symbols: number[], gate = -1) => {
    const id = locations.length;
    locations.push({ id, kind, card, type: card === null ? -1 : PROPERTIES.indexOf(card), district, symbols, gate });
    for (const s of symbols) locOf[s] = id;
  };
  for (let d = 0; d < DISTRICTS; d++) {
    for (const card of PROPERTIES) {
      if (card === 'keep') add('property', card, d, [symbolAt(d, 'keepA'), symbolAt(d, 'keepB')]);
      else if (card === 'gatehouse') add('property', card, d, [symbolAt(d, 'gateRight'), symbolAt((d + 1) % DISTRICTS, 'gateLeft')], d);
      else add('property', card, d, [symbolAt(d, card as Slot)]);
    }
    add('wall', null, d, [symbolAt(d, 'wallA')]);
    add('wall', null, d, [symbolAt(d, 'wallB')]);
    add('guild', null, d, [symbolAt(d, 'guild')]);
  }
  const symbols = Array.from({ length: SYMBOL_COUNT }, (_, id) => ({
    id,
    district: Math.floor(id / SLOTS_PER_DISTRICT),
    slot: SLOTS[id % SLOTS_PER_DISTRICT]!,
    location: locOf[id]!
  }));
  return { locations, symbols };
}

const BOARD = buildBoard();
/** Every location, 13 per district (65). */
export const LOCATIONS: readonly BoardLocation[] = BOARD.locations;
/** Every symbol (75); `symbol.location` is its location. */
export const SYMBOLS: readonly BoardSymbol[] = BOARD.symbols;
/** District of each symbol, as a flat array (hot path). */
export const SYMBOL_DISTRICT: readonly number[] = SYMBOLS.map((s) => s.district);
/** Location of each symbol. */
export const SYMBOL_LOCATION: readonly number[] = SYMBOLS.map((s) => s.location);
/** Locations of each building type (by type index), walls, guilds (by district). */
export const TYPE_LOCATIONS: readonly (readonly number[])[] = PROPERTIES.map((_, t) => LOCATIONS.filter((l) => l.type === t).map((l) => l.id));
export const WALL_LOCATIONS: readonly number[] = LOCATIONS.filter((l) => l.kind === 'wall').map((l) => l.id);
export const GUILD_LOCATIONS: readonly number[] = LOCATIONS.filter((l) => l.kind === 'guild').map((l) => l.id);
/** Guild symbol of each district. */
export const GUILD_SYMBOL: readonly number[] = Array.from({ length: DISTRICTS }, (_, d) => symbolAt(d, 'guild'));
/** The two symbols of each Gatehouse g: [right half in district g, left half in district g+1]. */
export const GATE_SYMBOLS: readonly (readonly [number, number])[] = Array.from({ length: DISTRICTS }, (_, g) => [
  symbolAt(g, 'gateRight'),
  symbolAt((g + 1) % DISTRICTS, 'gateLeft')
] as const);
/** Gatehouse of each symbol, −1 when the symbol is not a Gatehouse half. */
export const SYMBOL_GATE: readonly number[] = SYMBOLS.map((s) => LOCATIONS[s.location]!.gate);
