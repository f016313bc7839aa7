/**
 * 7 Wonders vocabulary (STYLE.md habit 2): `as const` tuples first, unions derived from them,
 * then the plain-JSON shapes of state and actions. Rules: /work/shared/rules/7wonders.md.
 */
import type { RngState } from '../../core/rng';

export const RESOURCES = ['wood', 'stone', 'clay', 'ore', 'glass', 'textile', 'papyrus'] as const;
export type Resource = (typeof RESOURCES)[number];
/** Wood, Stone, Clay, Ore are indexes 0–3 ("raw"); Glass, Textile, Papyrus 4–6 ("manufactured"). */
export const RAW_COUNT = 4;
export type ByResource<T> = { readonly [R in Resource]: T };

export const COLOURS = ['brown', 'grey', 'blue', 'green', 'yellow', 'red', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];
export type ByColour<T> = { readonly [C in Colour]: T };

export const SYMBOLS = ['compass', 'gear', 'tablet'] as const;
export type ScienceSymbol = (typeof SYMBOLS)[number];

export const WONDER_IDS = ['rhodes', 'alexandria', 'ephesus', 'babylon', 'olympia', 'halicarnassus', 'giza'] as const;
export type WonderId = (typeof WONDER_IDS)[number];

export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];

/** Option values (lib/core OptionSpec choices). */
export const SIDE_OPTIONS = ['random', 'A', 'B', 'choose'] as const;
export type SideOption = (typeof SIDE_OPTIONS)[number];
export const WONDER_OPTIONS = ['random', 'choose'] as const;
export type WonderOption = (typeof WONDER_OPTIONS)[number];

export const HOWS = ['build', 'wonder', 'discard'] as const;
export type How = (typeof HOWS)[number];
/** How a build is paid: its printed cost (maybe nothing), a chain, or Olympia A's free build. */
export const VIAS = ['cost', 'chain', 'olympia'] as const;
export type Via = (typeof VIAS)[number];

/**
 * Flow of the game, explicit in state (STYLE.md habit 10).
 * - wonders: seats pick a Wonder one at a time in seat order (option wonders=choose)
 * - sides:   every seat picks side A or B at once (option sides=choose)
 * - play:    the simultaneous card choice of a round
 * - seventh: Babylon B stage 2 plays its 7th card after round 6
 * - discardBuild: Halicarnassus builds from the discard pile at the end of the round
 * - over:    final scoring done
 */
export const PHASES = ['wonders', 'sides', 'play', 'seventh', 'discardBuild', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** The Free City's city index in a 2-player game (cities 0 and 1 are the two players). */
export const FREE_CITY = 2;

// ---------------------------------------------------------------- actions

/** A way to pay: what is bought from each neighbour, and the coins that go to each and to the bank. */
export interface Payment {
  /** Resources bought from the left neighbour, in RESOURCES order. */
  readonly left: readonly Resource[];
  readonly right: readonly Resource[];
  readonly toLeft: number;
  readonly toRight: number;
  /** A coin cost (1 coin on some Brown cards), paid to the bank. */
  readonly toBank: number;
}

export type PlayAction =
  | { readonly type: 'play'; readonly city: number; readonly card: string; readonly how: 'build'; readonly via: Via; readonly pay: Payment }
  | { readonly type: 'play'; readonly city: number; readonly card: string; readonly how: 'wonder'; readonly pay: Payment }
  | { readonly type: 'play'; readonly city: number; readonly card: string; readonly how: 'discard' };

/** Halicarnassus: build `card` from the discard pile for free, or `null` to decline. */
export interface DiscardBuildAction {
  readonly type: 'discardBuild';
  readonly city: number;
  readonly card: string | null;
}

export interface SideAction {
  readonly type: 'side';
  readonly side: Side;
}

export interface WonderAction {
  readonly type: 'wonder';
  readonly wonder: WonderId;
}

export type SwAction = PlayAction | DiscardBuildAction | SideAction | WonderAction;

// ---------------------------------------------------------------- state

export interface CityState {
  readonly wonder: WonderId;
  readonly side: Side;
  readonly coins: number;
  /** Instance ids of built structures, in build order. */
  readonly built: readonly number[];
  /** Instance ids of the cards tucked under the board, one per built stage (secret to others). */
  readonly stages: readonly number[];
  /** Conflict tokens: +1/+3/+5 victories, −1 defeats. */
  readonly tokens: readonly number[];
  /** The Age in which Olympia A's free build was used (0 = not used yet). */
  readonly olympiaAge: number;
}

/** A committed play: the legal action as produced by actions(), plus the card instance it uses. */
export interface Commit {
  readonly action: PlayAction;
  readonly uid: number;
}

/** A play made public at the end of a round: a commit, Babylon's 7th card, or a Halicarnassus build. */
export interface Reveal {
  readonly action: PlayAction | DiscardBuildAction;
  readonly uid: number;
}

export interface SwState {
  readonly players: number;
  readonly sides: SideOption;
  readonly wonderPick: WonderOption;
  readonly rng: RngState;
  readonly phase: Phase;
  /** 1–3 once the first Age is dealt, 0 before. */
  readonly age: number;
  /** 1–6. */
  readonly round: number;
  readonly cities: readonly CityState[];
  /** Per seat: card instance ids in hand. */
  readonly hands: readonly (readonly number[])[];
  /** 2 players: the Free City's face-down draw pile (top = last). Empty otherwise. */
  readonly pile: readonly number[];
  /** Face-down discard pile (instance ids). */
  readonly discard: readonly number[];
  /** The N+2 guild instance ids in play (secret until dealt). */
  readonly guilds: readonly number[];
  /** Per city: this round's hidden commitment, or null. */
  readonly commits: readonly (Commit | null)[];
  /** Per seat during the `sides` phase: the hidden side choice, or null. */
  readonly sideChoices: readonly (Side | null)[];
  /** The city acting in `seventh` / `discardBuild`, else -1. */
  readonly actor: number;
  /** Babylon's 7th card instance during `seventh`, else -1. */
  readonly seventh: number;
  /** City whose Halicarnassus stage was built this round and is still to use it, else -1. */
  readonly mausoleum: number;
  /** The plays revealed since the last round began (view shows only their public parts). */
  readonly revealed: readonly Reveal[];
}
