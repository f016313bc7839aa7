/**
 * The starting state (§3, §6.1). RNG use, in this order: the five guilds and their districts,
 * the deck shuffle, the deal (5 cards each, seat order), the display, the crests. Hands are dealt
 * before the display is revealed (G18).
 */
import type { SetupInput } from '../../core/types';
import { CORE_CODES, RuleError } from '../../core/errors';
import { Rng, seedRng } from '../../core/rng';
import type { BelfortState, GuildId, PlayerState, Rules } from './types';
import { AREAS, GUILDS, KINDS, PROPERTIES } from './types';
import { PROPERTY_CARDS } from './tables/properties';
import { GUILD_TILES, TWO_PLAYER_BANNED } from './tables/guilds';
import { DISTRICTS, SYMBOL_COUNT } from './tables/board';
import {
  DEALT_CARDS, DISPLAY_SIZE, GNOME_SUPPLY, MAX_PLAYERS, MIN_PLAYERS, RECRUIT_SPACES,
  SCORE_CATEGORIES, START_DWARVES, START_ELVES, START_RESOURCES
} from './tables/economy';
import { rulesOf } from './options';

export { MIN_PLAYERS, MAX_PLAYERS };

const zeros = (n: number) => Array<number>(n).fill(0);

export function newPlayer(): PlayerState {
  return {
    res: START_RESOURCES.slice(),
    score: 0,
    points: zeros(SCORE_CATEGORIES.length),
    elves: START_ELVES,
    dwarves: START_DWARVES,
    placed: zeros(KINDS.length),
    areas: zeros(AREAS.length * KINDS.length),
    hand: zeros(PROPERTIES.length),
    shown: zeros(PROPERTIES.length),
    built: zeros(PROPERTIES.length),
    gnomes: zeros(PROPERTIES.length),
    onCard: zeros(PROPERTIES.length),
    hired: false,
    visits: 0,
    extraVisits: 0,
    conversions: 0,
    bankUsed: 0,
    smithUsed: 0,
    keep: null,
    spy: null,
    stats: {
      taxPaid: 0, taxUnpaid: 0, feesReceived: 0, visits: 0, metalBought: 0, metalSold: 0,
      areaPieces: zeros(AREAS.length), firstBuilt: zeros(PROPERTIES.length), walls: 0, guilds: 0
    }
  };
}

const byCategory = (cat: string, allowed: readonly GuildId[]) => allowed.filter((g) => GUILD_TILES[g].category === cat);

/** Guilds allowed at this player count (§3.4: no Thieves', Bandits' or Spies' with 2 players). */
export function allowedGuilds(players: number): GuildId[] {
  return players === 2 ? GUILDS.filter((g) => !TWO_PLAYER_BANNED.includes(g)) : GUILDS.slice();
}

/** The five guilds of this game (§3.2, §6.1; 2-player Normal = Wizards' + 4 Basic/Resource, a decision); none yet when they are agreed (picked in play). */
export function chooseGuilds(rng: Rng, players: number, rules: Rules): GuildId[] {
  const allowed = allowedGuilds(players);
  const take = (from: readonly GuildId[], n: number) => rng.shuffled(from).slice(0, n);
  switch (rules.guildMode) {
    case 'beginner':
      return [...take(byCategory('resource', allowed), 3), ...take(byCategory('basic', allowed), 2)];
    case 'normal':
      if (players === 2) return ['wizards', ...take(allowed.filter((g) => GUILD_TILES[g].category !== 'interactive'), 4)];
      return [...take(byCategory('resource', allowed), 1), ...take(byCategory('basic', allowed), 2), ...take(byCategory('interactive', allowed), 2)];
    case 'random':
      return take(allowed, 5);
    case 'agreed':
      return [];
  }
}

export function setup(input: SetupInput): BelfortState {
  const { players, seed, options } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError(CORE_CODES.badPlayers, `Belfort is for ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${players}`, { players });
  }
  const rules = rulesOf(options);
  const rng = new Rng(seedRng(seed));
  // Guilds: the chosen five, placed at random ("it does not matter where").
  const guilds = rng.shuffled(chooseGuilds(rng, players, rules));
  const agreed = rules.guildMode === 'agreed';
  // The 50-card deck; top = last element.
  const deck: number[] = [];
  PROPERTIES.forEach((p, t) => {
    for (let k = 0; k < PROPERTY_CARDS[p].copies; k++) deck.push(t);
  });
  rng.shuffleInPlace(deck);
  const ps = Array.from({ length: players }, newPlayer);
  for (const p of ps) for (let k = 0; k < DEALT_CARDS; k++) p.hand[deck.pop()!]! += 1;
  const display = Array.from({ length: DISPLAY_SIZE }, () => deck.pop()!);
  // Crests: 1..N at random (2 players: the humans share 1 and 2; NP3 holds 3 and NP4 holds 4).
  const contestants = players === 2 ? 4 : players;
  const crest = rng.shuffled(Array.from({ length: players }, (_, i) => i + 1));
  if (players === 2) crest.push(3, 4);
  const order = Array.from({ length: players }, (_, i) => i).sort((a, b) => crest[a]! - crest[b]!);
  return {
    players,
    contestants,
    rules,
    rng: rng.state(),
    round: 0,
    phase: agreed ? 'guilds' : 'keep',
    step: 0,
    crest,
    order,
    passed: Array<boolean>(players).fill(false),
    guilds,
    marker: Array<number>(SYMBOL_COUNT).fill(-1),
    npDwarf: players === 2 ? [-1, -1] : [],
    gnomes: GNOME_SUPPLY[players]!,
    deck,
    display,
    discard: zeros(PROPERTIES.length),
    recruit: Array<number>(RECRUIT_SPACES[players]!).fill(-1),
    camp: [],
    crestDown: Array<boolean>(contestants).fill(false),
    guildWorker: Array<number>(DISTRICTS).fill(-1),
    queue: [],
    prompt: null,
    ps,
    reshuffles: 0,
    events: []
  };
}
