/**
 * Belfort vocabulary (STYLE.md habit 2): `as const` tuples first, unions derived from them, then
 * the plain-JSON shapes of state and actions. Rules: /work/shared/rules/belfort.md (§ numbers
 * below), missing values: belfort-designed-data.md; decisions: docs/rules-decisions.md § Belfort.
 */
import type { RngState } from '../../core/rng';

/** Resources in the order every resource array uses (index = resource). Gold is the money. */
export const RESOURCES = ['wood', 'stone', 'metal', 'gold'] as const;
export type Resource = (typeof RESOURCES)[number];
export const WOOD = 0, STONE = 1, METAL = 2, GOLD = 3;
/** A resource amount: [wood, stone, metal, gold]. */
export type Cost = readonly [number, number, number, number];

/** The ten building types (§2.5), in the rules' appendix order; index = type in every count array. */
export const PROPERTIES = ['pub', 'gardens', 'tower', 'inn', 'blacksmith', 'bank', 'market', 'gatehouse', 'library', 'keep'] as const;
export type PropertyId = (typeof PROPERTIES)[number];
export const PUB = 0, GARDENS = 1, TOWER = 2, INN = 3, BLACKSMITH = 4, BANK = 5, MARKET = 6, GATEHOUSE = 7, LIBRARY = 8, KEEP = 9;
export type ByProperty<T> = { readonly [P in PropertyId]: T };

/** The twelve guild tiles (§2.7). */
export const GUILDS = [
  'merchants', 'librarians', 'architects', 'recruiters',
  'lumberjacks', 'miners', 'bankers', 'stonemasons',
  'thieves', 'bandits', 'wizards', 'spies'
] as const;
export type GuildId = (typeof GUILDS)[number];
export const GUILD_CATEGORIES = ['basic', 'resource', 'interactive'] as const;
export type GuildCategory = (typeof GUILD_CATEGORIES)[number];

/** Worker pieces by kind; index = kind in every per-kind array. Gnomes are never workers. */
export const KINDS = ['elf', 'masterElf', 'dwarf', 'masterDwarf'] as const;
export type WorkerKind = (typeof KINDS)[number];
export const ELF = 0, MASTER_ELF = 1, DWARF = 2, MASTER_DWARF = 3;

/** The four Resource Areas of the Collection board, in resolution order (§4.3, designed-data §9). */
export const AREAS = ['forest', 'quarry', 'mine', 'goldMine'] as const;
export type Area = (typeof AREAS)[number];
export const FOREST = 0, QUARRY = 1, MINE = 2, GOLD_MINE = 3;

/** Guild setup modes (§3.2). `random` = Advanced, five of all twelve; `agreed` = Advanced, chosen. */
export const GUILD_MODES = ['beginner', 'normal', 'random', 'agreed'] as const;
export type GuildMode = (typeof GUILD_MODES)[number];

/** How ties of three or more push later places down (§5.3, gap G9). */
export const TIE_RULES = ['oneTier', 'byCount'] as const;
export type TieRule = (typeof TIE_RULES)[number];

/**
 * Flow of a round, explicit in state (STYLE.md habit 10). `guilds` (Advanced, agreed guilds),
 * `keep` and `npGuild` are setup decisions; Calendar and Scoring take no decision and happen inside the steps between phases.
 */
export const PHASES = ['guilds', 'keep', 'npGuild', 'placement', 'collection', 'actions', 'neutral', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** The rule switches fixed at setup (from the options). */
export interface Rules {
  readonly guildMode: GuildMode;
  /** Gold the Thieves' Guild takes from one player: 2 (printed tile) or 3 (rulebook text), gap G6. */
  readonly thievesGold: number;
  readonly ties: TieRule;
  /** Markers a Neutral Player's Keep card places: 2 (the Keep rule) or 1, gap G10b. */
  readonly npKeepMarkers: number;
}

// ---------------------------------------------------------------- state

/** One human player. Count arrays are indexed by PROPERTIES / KINDS / RESOURCES. */
export interface PlayerState {
  /** [wood, stone, metal, gold]. */
  res: number[];
  score: number;
  /** Points by score-sheet category (SCORE_CATEGORIES); sums to `score`. */
  points: number[];
  /** Elves and Dwarves owned (Masters included). Masters = min(own Gardens/Pubs with a Gnome, pieces) (§8.27, §8.36). */
  elves: number;
  dwarves: number;
  /** Pieces of each kind put out this round (spaces and Resource Areas); the rest are in hand. */
  placed: number[];
  /** Pieces of each kind in each Resource Area this round: index area * 4 + kind. */
  areas: number[];
  /** Property cards in hand, count per type (hidden from the other seats). */
  hand: number[];
  /** Cards in hand the others know of (revealed to the Spies' Guild and not yet gone), per type. */
  shown: number[];
  /** Built Property cards per type, and Gnomes on them per type. */
  built: number[];
  gnomes: number[];
  /** Workers standing on this player's own Property spaces, per type, not yet activated. */
  onCard: number[];
  /** Once-per-round things used in this round's Actions turn. */
  hired: boolean;
  visits: number;
  /** Extra Trading Post visits and Wood/Stone→Metal conversions from the Merchants' Guild (this turn). */
  extraVisits: number;
  conversions: number;
  bankUsed: number;
  smithUsed: number;
  /** The 2 cards chosen to discard at setup, until everyone has chosen (hidden); null = not yet. */
  keep: number[] | null;
  /** Card revealed to the Spies' Guild (type), or -1 while not chosen; null outside a Spies reveal. */
  spy: number | null;
  /** Statistics for the balance report (public). */
  stats: PlayerStats;
}

export interface PlayerStats {
  taxPaid: number;
  taxUnpaid: number;
  feesReceived: number;
  visits: number;
  metalBought: number;
  metalSold: number;
  /** Collection placements per area (pieces). */
  areaPieces: number[];
  /** Round in which each property type was first built by this player (0 = never). */
  firstBuilt: number[];
  walls: number;
  guilds: number;
}

/** Something that interrupts the phase flow and must be settled first (follow-up choices). */
export type Task =
  | { readonly k: 'send'; readonly seat: number; readonly worker: number }
  | { readonly k: 'discard'; readonly seat: number; readonly n: number; readonly why: DiscardReason }
  | { readonly k: 'lock'; readonly seat: number; readonly why: LockReason }
  | { readonly k: 'twin'; readonly seat: number }
  | { readonly k: 'inn'; readonly seat: number }
  | { readonly k: 'guild'; readonly seat: number; readonly guild: GuildId }
  | { readonly k: 'architectsPay'; readonly seat: number; readonly at: number }
  | { readonly k: 'wizardsPair'; readonly seat: number; readonly from: number }
  | { readonly k: 'wizardsSide'; readonly seat: number; readonly gate: number; readonly n: number; readonly owner: number }
  | { readonly k: 'spyTake'; readonly seat: number }
  | { readonly k: 'endTurn'; readonly seat: number }
  | { readonly k: 'npPlace'; readonly seat: number; readonly np: number; readonly card: number };

export type DiscardReason = 'library' | 'librarians' | 'handLimit';
export type LockReason = 'tower' | 'recruiters';

/** The decision awaited now. `keep` and `spyReveal` are simultaneous: every seat in `seats`. */
export type Prompt =
  | { readonly kind: 'pickGuild'; readonly seat: number }
  | { readonly kind: 'keep'; readonly seats: readonly number[] }
  | { readonly kind: 'npGuild'; readonly seat: number }
  | { readonly kind: 'place'; readonly seat: number }
  | { readonly kind: 'send'; readonly seat: number; readonly worker: number }
  | { readonly kind: 'camp'; readonly seat: number }
  | { readonly kind: 'turn'; readonly seat: number }
  | { readonly kind: 'discard'; readonly seat: number; readonly n: number; readonly why: DiscardReason }
  | { readonly kind: 'lock'; readonly seat: number; readonly why: LockReason }
  | { readonly kind: 'twin'; readonly seat: number }
  | { readonly kind: 'inn'; readonly seat: number }
  | { readonly kind: 'guild'; readonly seat: number; readonly guild: GuildId }
  | { readonly kind: 'architectsPay'; readonly seat: number; readonly at: number }
  | { readonly kind: 'wizardsPair'; readonly seat: number; readonly from: number }
  | { readonly kind: 'wizardsSide'; readonly seat: number; readonly gate: number; readonly n: number; readonly owner: number }
  | { readonly kind: 'spyReveal'; readonly seats: readonly number[]; readonly spy: number }
  | { readonly kind: 'spyTake'; readonly seat: number }
  | { readonly kind: 'npCard'; readonly seat: number; readonly np: number }
  | { readonly kind: 'npPlace'; readonly seat: number; readonly np: number; readonly card: number };
export type PromptKind = Prompt['kind'];

/** Automatic consequence of the last action, for the table's log (key + params + English text). */
export interface GameEvent {
  readonly key: string;
  readonly seat: number | null;
  readonly params: Readonly<Record<string, string | number | boolean | null>>;
  readonly text: string;
}

/**
 * The whole game. Plain JSON. Fields marked "replaced" are never mutated in place (they are
 * shared between states): a change assigns a new array. The others are copied by each apply.
 *
 * Contestants: seats 0…players−1 are the humans; in the 2-player game contestants 2 and 3 are
 * the Neutral Players NP3 and NP4 (§6). Markers and crests are indexed by contestant.
 */
export interface BelfortState {
  readonly players: number;
  /** Humans + Neutral Players (2 players → 4). */
  readonly contestants: number;
  readonly rules: Rules;
  rng: RngState;
  /** 0 during setup, 1–7 = month of the calendar. */
  round: number;
  phase: Phase;
  /** Cursor inside the phase (placement: index into `order`; collection: area step; actions: index into `order`; neutral: NP step). */
  step: number;
  /** Turn-order crest held by each contestant (1-based). */
  crest: number[];
  /** Human seats in crest order. */
  order: number[];
  /** Human seats that passed in this Placement phase. */
  passed: boolean[];
  /** Guild tile in each district's guild position (while the agreed guilds are picked: the picks so far). Replaced. */
  guilds: readonly GuildId[];
  /** Owner (contestant) of the marker on each board symbol, −1 = free (tables/board.ts SYMBOLS). Copied on write (`setMarker`). */
  marker: number[];
  /** 2 players: district whose guild each NP Dwarf blocks ([NP3's, NP4's]), −1 before setup; [] otherwise. */
  npDwarf: number[];
  /** Gnomes left in the supply. */
  gnomes: number;
  /** Draw deck, top = last element (hidden from everyone). Replaced. */
  deck: readonly number[];
  /** The three face-up cards (type, −1 = empty slot). */
  display: number[];
  /** Face-up discard pile: count per type. */
  discard: number[];
  /** Recruitment Office spaces: worker kind placed there (KINDS index) + 4 × seat, −1 = free. */
  recruit: number[];
  /** King's Camp spaces in order: seat of the worker on each. */
  camp: number[];
  /** Crests turned face down during this King's Camp (indexed by crest number − 1). */
  crestDown: boolean[];
  /** Worker on each district's guild space: seat, −1 = free. */
  guildWorker: number[];
  /** Interrupts, first = now. Replaced. */
  queue: readonly Task[];
  prompt: Prompt | null;
  ps: PlayerState[];
  /** Times the discard pile was shuffled into a new deck (G11). */
  reshuffles: number;
  /** Automatic consequences of the last action (a fresh list in every draft). */
  events: GameEvent[];
}

// ---------------------------------------------------------------- actions

/** Where a worker can be placed in the Placement phase (§4.2.1). */
export type PlaceTarget =
  | { readonly at: 'recruit' }
  | { readonly at: 'camp' }
  | { readonly at: 'guild'; readonly district: number }
  | { readonly at: 'card'; readonly card: PropertyId };

export type BelfortAction =
  // setup
  | { readonly type: 'pickGuild'; readonly guild: GuildId }
  | { readonly type: 'keep'; readonly discard: readonly [PropertyId, PropertyId] }
  | { readonly type: 'npGuild'; readonly district: number }
  // placement
  | ({ readonly type: 'place'; readonly worker: WorkerKind } & PlaceTarget)
  | { readonly type: 'pass' }
  /** Where the passing player's pieces of one kind go: counts per Resource Area. */
  | { readonly type: 'send'; readonly worker: WorkerKind; readonly counts: readonly [number, number, number, number] }
  // collection
  | { readonly type: 'camp'; readonly swap: number | null }
  // actions phase
  | { readonly type: 'build'; readonly card: PropertyId; readonly at: number }
  | { readonly type: 'wall'; readonly at: number }
  | { readonly type: 'buyGuild'; readonly district: number }
  | { readonly type: 'activateCard'; readonly card: PropertyId }
  | { readonly type: 'activateGuild'; readonly district: number }
  | { readonly type: 'trade'; readonly buy: Resource | null; readonly sell: Resource | null }
  | { readonly type: 'hire'; readonly card: PropertyId }
  | { readonly type: 'smith' }
  | { readonly type: 'bank' }
  | { readonly type: 'convert'; readonly give: 'wood' | 'stone' }
  | { readonly type: 'buyCard'; readonly from: number }
  | { readonly type: 'endTurn' }
  // follow-ups
  | { readonly type: 'discard'; readonly card: PropertyId }
  | { readonly type: 'lock'; readonly card: PropertyId }
  | { readonly type: 'twin'; readonly at: number }
  | { readonly type: 'inn'; readonly worker: 'elf' | 'dwarf' }
  | { readonly type: 'recruit'; readonly take: 'elf' | 'dwarf' | PropertyId }
  | { readonly type: 'architects'; readonly at: number }
  | { readonly type: 'architectsPay'; readonly discount: Cost }
  | { readonly type: 'steal'; readonly from: readonly number[]; readonly take: readonly Cost[] }
  | { readonly type: 'wizards'; readonly from: number }
  | { readonly type: 'wizardsPair'; readonly to: number }
  | { readonly type: 'wizardsSide'; readonly at: number }
  | { readonly type: 'spyReveal'; readonly card: PropertyId }
  | { readonly type: 'spyTake'; readonly from: number }
  | { readonly type: 'skip' }
  // 2 players: the Neutral Players' turn (§6.2)
  | { readonly type: 'npCard'; readonly from: number }
  | { readonly type: 'npPlace'; readonly at: number };
export type ActionType = BelfortAction['type'];
