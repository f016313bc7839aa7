/**
 * The 36 building tiles and the tokens next to the building spaces (paris.md §2.3–2.5,
 * designed-data §3–4). Tile index = its printed space: district * 6 + slot (slot k has value
 * SLOT_VALUES[k]), so in the base game tile t goes on space t.
 */
import type { BuildingType, Item } from '../types';
import { designed, known, type Source } from './source';

export interface BuildingTile {
  /** District code + value, e.g. "LV8". */
  readonly id: string;
  readonly district: number;
  readonly slot: number;
  readonly value: number;
  readonly type: BuildingType;
  /** Wood to pay on every acquisition, like the franc cost. */
  readonly wood: number;
}

/**
 * Types per district (rows) and slot (columns): a Latin square, each type once per district and
 * once per value. LV8 = Theatre is known; MO1 Bakery / MO4 Theatre and BA3 Residence / BA4
 * Restaurant / BA5 Hotel fit the source's examples; the rest is designed.
 */
const TYPES: readonly (readonly BuildingType[])[] = [
  ['bakery', 'hotel', 'cafe', 'theatre', 'restaurant', 'residence'], // Montmartre
  ['hotel', 'restaurant', 'bakery', 'cafe', 'residence', 'theatre'], // La Villette
  ['restaurant', 'residence', 'hotel', 'bakery', 'theatre', 'cafe'], // Belleville
  ['residence', 'bakery', 'theatre', 'hotel', 'cafe', 'restaurant'], // Saint-Germain
  ['theatre', 'cafe', 'residence', 'restaurant', 'hotel', 'bakery'], // Batignolles
  ['cafe', 'theatre', 'restaurant', 'residence', 'bakery', 'hotel'] // Chaillot
];

export const BUILDING_TYPE_SOURCE: Source = designed(
  'Latin square (one type per district and per value) is a legal §7.2 layout and neutral for bonus 30; LV8 Theatre known'
);

/** Wood cost by slot: values 5 and 8 cost 1 Wood, values 1–4 none. */
export const WOOD_BY_SLOT: readonly number[] = [0, 0, 0, 0, 1, 1];
export const WOOD_SOURCE: Source = designed(
  '"buildings need Wood … for higher-cost buildings"; value 4 must be Wood-free (Montmartre example); 12 costs vs 6 tokens makes Wood recycle'
);

const CODES = ['MO', 'LV', 'BE', 'SG', 'BA', 'CH'] as const;
const VALUES = [1, 2, 3, 4, 5, 8] as const;

export const BUILDINGS: readonly BuildingTile[] = TYPES.flatMap((row, district) =>
  row.map((type, slot) => ({
    id: `${CODES[district]}${VALUES[slot]}`,
    district,
    slot,
    value: VALUES[slot]!,
    type,
    wood: WOOD_BY_SLOT[slot]!
  }))
);

/**
 * Token next to each space in the basic setup (rows = districts, columns = slots), as ITEMS
 * names. Prestige on 1–3 and resources on 4/5/8 are known (public source + arithmetic); Gold
 * resource at every 8 copies the variant's one fixed rule; the exact token per space is designed.
 */
const LAYOUT: readonly (readonly Item[])[] = [
  ['goldPrestige', 'bronze', 'silver', 'marble', 'wood', 'gold'], // Montmartre
  ['goldPrestige', 'silver', 'bronze', 'wood', 'marble', 'gold'], // La Villette
  ['silver', 'goldPrestige', 'bronze', 'wood', 'marble', 'gold'], // Belleville
  ['bronze', 'silver', 'goldPrestige', 'marble', 'wood', 'gold'], // Saint-Germain
  ['bronze', 'goldPrestige', 'silver', 'wood', 'marble', 'gold'], // Batignolles
  ['silver', 'bronze', 'goldPrestige', 'marble', 'wood', 'gold'] // Chaillot
];
export const BASIC_LAYOUT: readonly Item[] = LAYOUT.flat();
export const LAYOUT_SOURCE: Source = designed(
  'metals form a Latin square; the poorer districts hold Gold prestige on their cheap space and free Wood at value 4'
);
export const LAYOUT_CATEGORY_SOURCE: Source = known('prestige on values 1–3, resources on 4, 5 and 8 (public source + arithmetic)');

/** Slot of the value-8 space, where the variant puts the resource Gold tokens (§7.1). */
export const SLOT_8 = 5;
