/**
 * Setup (rules §3, §6.2) and dealing an Age (§4.1). All randomness comes from the RNG kept in
 * state, in a fixed order: guilds drawn, Wonders dealt, sides, then each Age's shuffle.
 */
import { RuleError } from '../../core/errors';
import { Rng, seedRng } from '../../core/rng';
import type { OptionValues, SetupInput } from '../../core/types';
import { CARDS_PER_HAND, START_COINS } from './cards';
import { GUILD_INSTANCES, ageDeck } from './catalog';
import { cityCount } from './production';
import { holderSeat } from './seats';
import {
  FREE_CITY,
  SIDE_OPTIONS,
  WONDER_IDS,
  WONDER_OPTIONS,
  type CityState,
  type Side,
  type SideOption,
  type SwState,
  type WonderId,
  type WonderOption
} from './types';

/** A mutable working copy of the state, used while one action is applied. */
export type Draft = { -readonly [K in keyof SwState]: SwState[K] };

/** The working copy `apply` changes: every field listed (one object shape), arrays shared until replaced. */
export function draftOf(s: SwState): Draft {
  return {
    players: s.players,
    sides: s.sides,
    wonderPick: s.wonderPick,
    rng: s.rng,
    phase: s.phase,
    age: s.age,
    round: s.round,
    cities: s.cities,
    hands: s.hands,
    pile: s.pile,
    discard: s.discard,
    guilds: s.guilds,
    commits: s.commits,
    sideChoices: s.sideChoices,
    actor: s.actor,
    seventh: s.seventh,
    mausoleum: s.mausoleum,
    revealed: s.revealed
  };
}

export function newCity(wonder: WonderId, side: Side): CityState {
  return { wonder, side, coins: START_COINS, built: [], stages: [], tokens: [], olympiaAge: 0 };
}

function readOption<T extends string>(options: OptionValues, key: string, allowed: readonly T[], fallback: T): T {
  const v = options[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new RuleError('core/bad-options', `Option "${key}" must be one of ${allowed.join(', ')}`, { key });
  }
  return v as T;
}

export function setupState(input: SetupInput): SwState {
  const { players, seed } = input;
  if (!Number.isInteger(players) || players < 2 || players > 7) {
    throw new RuleError('core/bad-players', `7 Wonders is for 2–7 players, not ${players}`, { players });
  }
  const sides: SideOption = readOption(input.options, 'sides', SIDE_OPTIONS, 'random');
  const wonderPick: WonderOption = readOption(input.options, 'wonders', WONDER_OPTIONS, 'random');
  const rng = new Rng(seedRng(seed));
  const n = cityCount(players);
  // N + 2 guilds; the 2-player game uses the 3-player deck, so 5 (§2.9, §6.2).
  const guilds = rng.shuffled(GUILD_INSTANCES).slice(0, Math.max(3, players) + 2);
  const d: Draft = {
    players,
    sides,
    wonderPick,
    rng: rng.state(),
    phase: 'wonders',
    age: 0,
    round: 1,
    cities: [],
    hands: Array.from({ length: players }, () => []),
    pile: [],
    discard: [],
    guilds,
    commits: Array.from({ length: n }, () => null),
    sideChoices: Array.from({ length: players }, () => null),
    actor: -1,
    seventh: -1,
    mausoleum: -1,
    revealed: []
  };
  if (wonderPick === 'random') {
    const order = rng.shuffled(WONDER_IDS);
    d.cities = order.slice(0, n).map((w) => newCity(w, 'A'));
    finishWonders(d, rng);
  }
  d.rng = rng.state();
  return d;
}

/**
 * After every player has a Wonder: the Free City gets a random remaining one (chosen-Wonders
 * variant), sides are set, and either the side choice starts or Age I is dealt.
 */
export function finishWonders(d: Draft, rng: Rng): void {
  const n = cityCount(d.players);
  if (d.cities.length < n) {
    const taken = d.cities.map((c) => c.wonder);
    const free = WONDER_IDS.filter((w) => !taken.includes(w));
    d.cities = [...d.cities, newCity(rng.pick(free), 'A')];
  }
  d.cities = d.cities.map((c, i) => {
    switch (d.sides) {
      case 'random':
        return { ...c, side: rng.below(2) === 0 ? 'A' : 'B' };
      case 'A':
      case 'B':
        return { ...c, side: d.sides };
      case 'choose':
        // Players choose; the Free City, which is no player, gets a random side.
        return i === FREE_CITY && d.players === 2 ? { ...c, side: rng.below(2) === 0 ? 'A' : 'B' } : c;
    }
  });
  if (d.sides === 'choose') {
    d.phase = 'sides';
    return;
  }
  startAge(d, 1, rng);
}

/** Shuffles the Age's deck and deals 7 to each player (2 players: 7 more to the Free City pile). */
export function startAge(d: Draft, age: number, rng: Rng): void {
  const deck = ageDeck(age, d.players);
  if (age === 3) deck.push(...d.guilds);
  rng.shuffleInPlace(deck);
  d.hands = Array.from({ length: d.players }, (_, s) => deck.slice(CARDS_PER_HAND * s, CARDS_PER_HAND * (s + 1)));
  d.pile = d.players === 2 ? deck.slice(CARDS_PER_HAND * 2) : [];
  d.age = age;
  d.round = 1;
  d.phase = 'play';
  d.commits = Array.from({ length: cityCount(d.players) }, () => null);
  drawForHolder(d);
}

/** 2 players: the Free City card holder takes the top card of the pile into their hand (§6.3). */
export function drawForHolder(d: Draft): void {
  if (d.players !== 2 || d.pile.length === 0) return;
  const h = holderSeat(d);
  const top = d.pile[d.pile.length - 1]!;
  d.pile = d.pile.slice(0, -1);
  d.hands = d.hands.map((hand, s) => (s === h ? [...hand, top] : hand));
}
