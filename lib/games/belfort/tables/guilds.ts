/**
 * The twelve Guild tiles (§2.7). The printed costs were lost (gap G2): they are the team's
 * design (belfort-designed-data.md §5), each tagged with a one-line reason.
 */
import type { Cost, GuildCategory, GuildId } from '../types';

export interface GuildTile {
  readonly name: string;
  readonly category: GuildCategory;
  readonly cost: Cost;
  readonly costStatus: 'designed';
  readonly costWhy: string;
  /** One line for tooltips: what activating a worker there does. */
  readonly text: string;
}

export const GUILD_TILES: { readonly [G in GuildId]: GuildTile } = {
  merchants: {
    name: "Merchants' Guild", category: 'basic', cost: [2, 2, 1, 2], costStatus: 'designed',
    costWhy: 'a Wall (6 units) + 2: two Wood/Stone→Metal conversions and three extra visits',
    text: 'Up to twice this turn, trade 1 Wood or 1 Stone for 1 Metal; and three extra Trading Post visits this turn.'
  },
  librarians: {
    name: "Librarians' Guild", category: 'basic', cost: [3, 2, 0, 2], costStatus: 'designed',
    costWhy: 'a Wall + 1: three cards for one placement',
    text: 'Draw 3 Property cards, then discard 1 card.'
  },
  architects: {
    name: "Architects' Guild", category: 'basic', cost: [3, 3, 1, 1], costStatus: 'designed',
    costWhy: 'a Wall + 3: it swings district majorities (a marker with no card)',
    text: 'Put a marker on any free Building, Wall or Guild symbol, paying its cost less 1 Metal or 2 Wood/Stone.'
  },
  recruiters: {
    name: "Recruiters' Guild", category: 'basic', cost: [2, 2, 1, 3], costStatus: 'designed',
    costWhy: 'a Wall + 3: a worker or a Gnome without the usual price',
    text: 'Take an Elf or a Dwarf of your colour, or a Gnome straight into a free lock of yours.'
  },
  lumberjacks: {
    name: "Lumberjacks' Guild", category: 'resource', cost: [0, 4, 1, 1], costStatus: 'designed',
    costWhy: 'a Wall + 1; contains no Wood, so it cannot pay for itself in one use',
    text: 'Take 4 Wood.'
  },
  miners: {
    name: "Miners' Guild", category: 'resource', cost: [3, 3, 0, 2], costStatus: 'designed',
    costWhy: 'a Wall + 2 (Metal is scarce); contains no Metal',
    text: 'Take 2 Metal.'
  },
  bankers: {
    name: "Bankers' Guild", category: 'resource', cost: [2, 3, 1, 0], costStatus: 'designed',
    costWhy: 'a Wall + 1; contains no Gold',
    text: 'Take 3 Gold.'
  },
  stonemasons: {
    name: "Stonemasons' Guild", category: 'resource', cost: [4, 0, 1, 1], costStatus: 'designed',
    costWhy: 'a Wall + 1; contains no Stone',
    text: 'Take 4 Stone.'
  },
  thieves: {
    name: "Thieves' Guild", category: 'interactive', cost: [2, 2, 0, 3], costStatus: 'designed',
    costWhy: 'a Wall + 1, priced for the printed tile (2 Gold from one player)',
    text: 'Steal Gold from one player (2, or 3 with the rulebook option), or 1 Gold from each of up to three players.'
  },
  bandits: {
    name: "Bandits' Guild", category: 'interactive', cost: [2, 2, 1, 1], costStatus: 'designed',
    costWhy: 'a Wall + 1',
    text: 'Steal 1 Metal or up to 2 Wood/Stone from one player, or 1 Wood/Stone from each of up to three players.'
  },
  wizards: {
    name: "Wizards' Guild", category: 'interactive', cost: [2, 2, 2, 1], costStatus: 'designed',
    costWhy: 'a Wall + 3: it swaps markers between two locations and swings majorities',
    text: 'Swap all markers between two Buildings of one type, two Guilds or two Walls.'
  },
  spies: {
    name: "Spies' Guild", category: 'interactive', cost: [2, 2, 0, 2], costStatus: 'designed',
    costWhy: 'a bare Wall price: the victims reveal their worst card',
    text: 'Every opponent reveals a card of their choice; take one of them.'
  }
};

/** Guilds never used in the 2-player game (§3.4, §6.1). */
export const TWO_PLAYER_BANNED: readonly GuildId[] = ['thieves', 'bandits', 'spies'];

/** Resource guilds' yield: [wood, stone, metal, gold] (§2.7, known). */
export const RESOURCE_GUILD_YIELD: { readonly [G in GuildId]?: Cost } = {
  lumberjacks: [4, 0, 0, 0],
  miners: [0, 0, 2, 0],
  bankers: [0, 0, 0, 3],
  stonemasons: [0, 4, 0, 0]
};

/** Merchants' Guild (§2.7, known): conversions and extra visits. */
export const MERCHANTS_CONVERSIONS = 2;
export const MERCHANTS_VISITS = 3;
/** Librarians' Guild: draw 3, discard 1. */
export const LIBRARIANS_DRAW = 3;
export const LIBRARIANS_DISCARD = 1;
/** Thieves/Bandits: at most this many victims in "1 from each" mode. */
export const STEAL_MAX_VICTIMS = 3;
