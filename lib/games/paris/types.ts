/**
 * Paris vocabulary (STYLE.md habit 2): `as const` tuples first, unions derived from them, then
 * the plain-JSON shapes of state and actions. Rules: /work/shared/rules/paris.md; designed data:
 * /work/shared/rules/paris-designed-data.md; decisions: docs/rules-decisions.md § Paris.
 *
 * Board geometry in integers (the hot paths index arrays, never look up strings):
 *  - district d = 0…5 (DISTRICTS order);
 *  - building slot k = 0…5 for the building values 1, 2, 3, 4, 5, 8 (SLOT_VALUES);
 *  - a *site* is a place a key can acquire: 0…35 = building space d*6+k, 36…43 = landmark
 *    36+l (landmark l of LANDMARKS, wherever it is built).
 */
import type { RngState } from '../../core/rng';

export const DISTRICTS = ['montmartre', 'laVillette', 'belleville', 'saintGermain', 'batignolles', 'chaillot'] as const;
export type District = (typeof DISTRICTS)[number];
export const DISTRICT_COUNT = 6;

/** Building value of each slot of a district (paris.md §2.2). */
export const SLOT_VALUES = [1, 2, 3, 4, 5, 8] as const;
export type BuildingValue = (typeof SLOT_VALUES)[number];
export const SLOTS = 6;
export const BUILDING_SITES = 36;
export const LANDMARK_COUNT = 8;
export const SITES = BUILDING_SITES + LANDMARK_COUNT;

export const BUILDING_TYPES = ['cafe', 'bakery', 'hotel', 'theatre', 'residence', 'restaurant'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/**
 * The six token kinds, in the order of every item array (`PlayerState.items`, `token` layout):
 * three resources, then three prestige metals. "Gold" exists twice (paris.md naming trap).
 */
export const ITEMS = ['wood', 'marble', 'gold', 'bronze', 'silver', 'goldPrestige'] as const;
export type Item = (typeof ITEMS)[number];
export const RESOURCES = ['wood', 'marble', 'gold'] as const;
export type Resource = (typeof RESOURCES)[number];
export const PRESTIGE = ['bronze', 'silver', 'goldPrestige'] as const;
export type Prestige = (typeof PRESTIGE)[number];
/** Item index of the first prestige metal: prestige p is item PRESTIGE_BASE + p. */
export const PRESTIGE_BASE = 3;
export const NO_TOKEN = -1;

/** Where VP came from, for the score sheet (index = source in `PlayerState.src`). */
export const VP_SOURCES = ['buildings', 'landmarks', 'bonusTiles', 'endTiles', 'districts', 'money'] as const;
export type VpSource = (typeof VP_SOURCES)[number];
export const SRC_BUILDINGS = 0;
export const SRC_LANDMARKS = 1;
export const SRC_BONUS = 2;
export const SRC_END = 3;
export const SRC_DISTRICTS = 4;
export const SRC_MONEY = 5;

/** Key origins in move actions besides sites: BANK_BASE + d is district d's bank. */
export const BANK_BASE = 50;
export const ARC = 60;

/** Bonus track positions 1…TRACK_END; a meeple at 0 stands before the first position. */
export const TRACK_END = 30;

/** End Game tile ids (designed-data §9). */
export const END_TILES = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10', 'E11', 'E12'] as const;
export type EndTile = (typeof END_TILES)[number];

/**
 * A tile that lets one move go onto an occupied site: bonus 9 / End Game E12 (own key there),
 * bonus 16 / End Game E11 (an opponent's key there).
 */
export const VIA = ['b9', 'b16', 'e11', 'e12'] as const;
export type Via = (typeof VIA)[number];

// ---------------------------------------------------------------- rules switches

export interface Rules {
  /** §7.1: resource gold on the 8s, the other 30 tokens random; bonus tiles shuffled per zone. */
  readonly variantSetup: boolean;
  /** §7.2: all 36 building tiles; a drawn tile goes on any free space of its value (one per type per district). */
  readonly ignoreDistricts: boolean;
}

// ---------------------------------------------------------------- state

/** One player: the public track pieces and what is behind the screen (see `view.ts`). */
export interface PlayerState {
  /** Behind the screen. */
  francs: number;
  /** Keys behind the screen (not yet placed). */
  keys: number;
  /** Own spare keys still in the general supply (bonus 13/14, End Game E9). */
  spare: number;
  vp: number;
  /** VP by source (index = VP_SOURCES); sums to `vp`. */
  src: number[];
  /** Bonus meeple: 0 = before the track, else the position it stands on. */
  meeple: number;
  /** Tokens behind the screen, indexed like ITEMS. */
  items: number[];
  /** Unused bonus tiles behind the screen: bit n = a tile numbered n (never two of one number). */
  bonus: number;
  /** Unused End Game tiles behind the screen: bit i = END_TILES[i]. */
  endTiles: number;
  /** Bonus tile numbers used, in order (discarded face up: public). */
  usedBonus: number[];
  /** End Game tiles used, in order (public once used: their effect shows). */
  usedEnd: number[];
}

/** A decision awaited now (the flow is explicit in state, STYLE.md habit 10). */
export type Prompt =
  /** Step 1: choose a building stack to draw from. */
  | { readonly kind: 'draw'; readonly seat: number }
  /** Step 1 of the §7.2 variant: put the drawn tile on a free space of its value. */
  | { readonly kind: 'placeTile'; readonly seat: number; readonly tile: number }
  /** Step 2, before the action: the action, or a free action (tiles, trade). */
  | { readonly kind: 'main'; readonly seat: number }
  /** Pay the resource cost of a move when there is more than one way. */
  | { readonly kind: 'pay'; readonly seat: number; readonly site: number }
  /** After a value 1–3 building (`price` 0 or 2), End Game E10, bonus 17 (`any`) or 25 (`back`). */
  | { readonly kind: 'bonus'; readonly seat: number; readonly how: BonusHow; readonly price: number }
  /** Hand in prestige at a landmark just acquired. */
  | { readonly kind: 'prestige'; readonly seat: number; readonly landmark: number }
  /** Bonus 23 (prestige) / 24 (resources): return pairs. */
  | { readonly kind: 'pairs'; readonly seat: number; readonly tile: 23 | 24 }
  /** A district reached 4 keys on buildings and landmarks: choose the VP tile for it. */
  | { readonly kind: 'vpTile'; readonly seat: number; readonly district: number }
  /** After the action: more free actions, or end the turn. */
  | { readonly kind: 'after'; readonly seat: number };

export type PromptKind = Prompt['kind'];
/** How a bonus tile is taken: forward (a building, E10), `any` (bonus 17), `back` (bonus 25). */
export type BonusHow = 'forward' | 'e10' | 'any' | 'back';

/**
 * Work that cuts in before the turn goes on (the kit's interrupt queue, first = now): the
 * benefits of a move and its VP tile, the placing of a drawn tile (§7.2), and the choices a tile
 * activation opens.
 */
export type Task =
  /** §7.2: put the drawn tile on a free space of its value. */
  | { readonly k: 'placeTile'; readonly seat: number; readonly tile: number }
  /** A bonus tile to take after an activation: End Game E10, bonus 17 (`any`), 25 (`back`). */
  | { readonly k: 'take'; readonly seat: number; readonly how: BonusHow }
  /** Bonus 23/24: choose the pairs to return. */
  | { readonly k: 'pairs'; readonly seat: number; readonly tile: 23 | 24 }
  /** Pay the resource cost of the site just acquired (a decision when there are several ways). */
  | { readonly k: 'pay'; readonly seat: number; readonly site: number }
  /** Token, 2 VP of an 8, then the bonus tile right or the landmark prestige. */
  | { readonly k: 'benefit'; readonly seat: number; readonly site: number }
  /** The right to take a bonus tile, for `price` francs (0 or 2). */
  | { readonly k: 'bonus'; readonly seat: number; readonly price: number }
  | { readonly k: 'prestige'; readonly seat: number; readonly landmark: number }
  | { readonly k: 'vpTile'; readonly seat: number; readonly district: number };

/** Something that happened during an apply, for the log (describe) and the table's animations. */
export interface GameEvent {
  readonly key: string;
  readonly seat: number | null;
  readonly params: Readonly<Record<string, string | number | boolean | null>>;
}

export interface ParisState {
  readonly players: number;
  readonly rules: Rules;
  rng: RngState;
  /** Seat of the first player (the screen with the symbol). */
  readonly first: number;
  /** 1-based round; a round is one turn each from the first player. */
  round: number;
  /** The active seat. */
  turn: number;
  /** The active seat has drawn its building this turn (step 1 done). */
  drawn: boolean;
  /** The active seat has taken its step-2 action this turn. */
  acted: boolean;
  /** Trades this turn: bit r = bought resource r, bit 3+i = sold item i (see legal.ts freeActions). */
  traded: number;
  /** 0 until the last End Game tile is taken; then the round after which the game ends. */
  lastRound: number;
  over: boolean;
  /** Face-down building stacks; the top tile is the last element. */
  stacks: number[][];
  /** Building tiles out of play: the 3 removed unseen at setup, §7.2 tiles that fit nowhere. */
  removed: number[];
  /** Building tile on each building space (d*6+k), or -1 while empty. */
  space: number[];
  /** Token next to each building space, an ITEMS index, or NO_TOKEN once taken. */
  token: number[];
  /** Keys per site and seat: keys[site * players + seat]. */
  keys: number[];
  /** Per seat: bit d set = a key on district d's bank. */
  bank: number[];
  /** Bit s set = seat s has a key on the Arc. */
  arc: number;
  /** District each landmark is built in, or -1 while in the supply. */
  landmarkAt: number[];
  /** Value of the last landmark built in each district (0 = none yet). */
  landmarkTop: number[];
  /** VP tile on each district, or -1. */
  vpTileAt: number[];
  /** Resource tokens in the general supply (wood, marble, gold). */
  supply: number[];
  /** Tile number at each track position (index 0 unused). */
  trackNumber: number[];
  /** Tiles left at each track position (index 0 unused). */
  trackCount: number[];
  /** End Game tiles still in the face-down stack (END_TILES indexes, ascending). */
  endStack: number[];
  ps: PlayerState[];
  prompt: Prompt | null;
  queue: Task[];
  /** Events of the last apply only (the log reads them; replaced by every apply). */
  events: GameEvent[];
}

// ---------------------------------------------------------------- actions

/** A resource payment: tiles used (bonus numbers or End Game tile ids) plus tokens and purchases per resource. */
export interface Payment {
  /** Bonus tile numbers (2, 3, 4, 10, 21) and End Game tiles ('E4') used, in canonical order. */
  readonly tiles: readonly (number | EndTile)[];
  /** Own tokens used per resource (wood, marble, gold). */
  readonly tokens: readonly number[];
  /** Tokens bought from the supply per resource and used at once. */
  readonly buy: readonly number[];
}

/** Prestige handed in or returned: own tokens per metal and the wildcard tiles used. */
export interface PrestigeUse {
  readonly tiles: readonly (number | EndTile)[];
  readonly tokens: readonly number[];
}

export type ParisAction =
  | { readonly type: 'draw'; readonly stack: number }
  | { readonly type: 'placeTile'; readonly district: number }
  /** Action 1: a key from behind the screen onto a bank (0–5) or the Arc (ARC). */
  | { readonly type: 'placeKey'; readonly at: number }
  /**
   * Action 2: a key from `from` (a site, BANK_BASE+d or ARC) to site `to`. `build` = a new
   * landmark from the supply, added to `district`; `via` = the tile allowing an occupied target.
   */
  | { readonly type: 'move'; readonly from: number; readonly to: number; readonly build: boolean; readonly district: number; readonly via: Via | null }
  /** Action 3: take an End Game tile from the stack. */
  | { readonly type: 'takeEnd'; readonly tile: EndTile }
  /** Step 2 with no legal action (rules A12). */
  | { readonly type: 'pass' }
  | { readonly type: 'pay'; readonly pay: Payment }
  | { readonly type: 'takeBonus'; readonly pos: number }
  | { readonly type: 'skipBonus' }
  | { readonly type: 'prestige'; readonly use: PrestigeUse }
  | { readonly type: 'pairs'; readonly pairs: readonly number[]; readonly use: PrestigeUse }
  | { readonly type: 'vpTile'; readonly tile: number }
  /** Activate a bonus tile (by number) whose effect resolves at once (or opens a choice). */
  | { readonly type: 'bonusTile'; readonly tile: number }
  | { readonly type: 'endTile'; readonly tile: EndTile }
  | { readonly type: 'buy'; readonly item: number }
  | { readonly type: 'sell'; readonly item: number }
  /** Sell a resource or prestige tile (bonus number or End Game id) for its best price. */
  | { readonly type: 'sellTile'; readonly tile: number | EndTile }
  | { readonly type: 'endTurn' };

export type ActionType = ParisAction['type'];
