/**
 * Final scoring (rules §5): seven categories, science wildcards and Olympia B's guild copy
 * chosen for the best total, ranking by score then coins, shared victory on a full tie.
 */
import type { GameResult, PlayerResult } from '../../core/types';
import { CARDS, SET_VP, type CardEffect } from './cards';
import { COLOUR_INDEX, INSTANCE_CARD, stagesOf } from './catalog';
import { IdentityMemo } from '../../core/memo';
import { cityInfo, hasPower, type CityInfo } from './production';
import { leftCity, rightCity } from './seats';
import type { CityState, SwState } from './types';

export const CATEGORIES = [
  ['military', 'Military'],
  ['coins', 'Treasury'],
  ['wonder', 'Wonder'],
  ['civilian', 'Civilian'],
  ['science', 'Science'],
  ['commerce', 'Commerce'],
  ['guilds', 'Guilds']
] as const;
export type Category = (typeof CATEGORIES)[number][0];

export interface CityScore {
  readonly military: number;
  readonly coins: number;
  readonly wonder: number;
  readonly civilian: number;
  readonly science: number;
  readonly commerce: number;
  readonly guilds: number;
  readonly total: number;
  /** Olympia B: the neighbour guild copied (card id), or null. */
  readonly copied: string | null;
  /** Where the science wildcards went: extra compass, gear, tablet. */
  readonly wildcards: readonly number[];
}

/** Science VP = C² + G² + T² + 7 × min(C, G, T) (§5.3). */
export function sciencePoints(c: number, g: number, t: number): number {
  return c * c + g * g + t * t + SET_VP * Math.min(c, g, t);
}

/** Best science VP with `wild` symbols of free choice, and where they went. */
export function bestScience(symbols: readonly number[], wild: number): { points: number; wildcards: number[] } {
  let best = { points: -1, wildcards: [0, 0, 0] };
  for (let a = 0; a <= wild; a++) {
    for (let b = 0; a + b <= wild; b++) {
      const c = wild - a - b;
      const pts = sciencePoints(symbols[0]! + a, symbols[1]! + b, symbols[2]! + c);
      if (pts > best.points) best = { points: pts, wildcards: [a, b, c] };
    }
  }
  return best;
}

/** VP of one guild as if it stood in the city `own` (with `extraPurple` copied guilds counted as Purple). */
interface Side3 {
  readonly info: CityInfo;
  readonly defeats: number;
}

const defeatsOf = (c: CityState): number => c.tokens.filter((t) => t < 0).length;

function guildPoints(e: CardEffect, own: CityInfo, l: Side3, r: Side3, extraPurple: number): number {
  const left = l.info;
  const right = r.info;
  switch (e.kind) {
    case 'neighbourCards': {
      const k = COLOUR_INDEX[e.colour];
      return e.vp * (left.colours[k]! + right.colours[k]!);
    }
    case 'neighbourDefeats':
      return e.vp * (l.defeats + r.defeats);
    case 'ownCards':
      return e.vp * e.colours.reduce((s, c) => s + own.colours[COLOUR_INDEX[c]]! + (c === 'purple' ? extraPurple : 0), 0);
    case 'allStages':
      return e.vp * (own.stagesBuilt + left.stagesBuilt + right.stagesBuilt);
    default:
      return 0;
  }
}

/**
 * Scores by the `cities` array they were computed from: a score reads only the cities (and the
 * player count, fixed per game), and a state's `cities` array is replaced whenever a city
 * changes, so every view of one round (one per seat) shares each city's score. Not state.
 */
const SCORES = new IdentityMemo<readonly CityState[], number, CityScore>(32);

/** The score of one city from the current state (public information only); a frozen object. */
export function scoreCity(state: SwState, city: number): CityScore {
  return SCORES.through(state.cities, city, () => computeScore(state, city));
}

function computeScore(state: SwState, city: number): CityScore {
  const cs = state.cities[city]!;
  const own = cityInfo(cs);
  const lc = state.cities[leftCity(state, city)]!;
  const rc = state.cities[rightCity(state, city)]!;
  const left: Side3 = { info: cityInfo(lc), defeats: defeatsOf(lc) };
  const right: Side3 = { info: cityInfo(rc), defeats: defeatsOf(rc) };
  const military = cs.tokens.reduce((s, t) => s + t, 0);
  const coins = Math.floor(cs.coins / 3);
  const stageDefs = stagesOf(cs.wonder, cs.side);
  let wonder = 0;
  for (let k = 0; k < cs.stages.length; k++) wonder += stageDefs[k]!.effect.vp ?? 0;
  let civilian = 0;
  let commerce = 0;
  const guildCards: CardEffect[] = [];
  for (const uid of cs.built) {
    const e = CARDS[INSTANCE_CARD[uid]!]!.effect;
    if (e.kind === 'vp') civilian += e.vp;
    else if (e.kind === 'commerce') {
      const n = e.counts === 'stages' ? own.stagesBuilt : own.colours[COLOUR_INDEX[e.counts]]!;
      commerce += n * e.vp;
    } else if (CARDS[INSTANCE_CARD[uid]!]!.colour === 'purple') guildCards.push(e);
  }
  // Olympia B stage 3: copy one neighbour guild, chosen for the best total (§5.3, §8.3.27).
  const options: (number | null)[] = [null];
  if (hasPower(own, 'copyGuild')) {
    for (const nb of [state.cities[leftCity(state, city)]!, state.cities[rightCity(state, city)]!]) {
      for (const uid of nb.built) {
        const ci = INSTANCE_CARD[uid]!;
        if (CARDS[ci]!.colour === 'purple' && !options.includes(ci)) options.push(ci);
      }
    }
  }
  let best: { guilds: number; science: number; copied: number | null; wildcards: number[] } | null = null;
  for (const copy of options) {
    const extra = copy === null ? 0 : 1;
    const effects = copy === null ? guildCards : [...guildCards, CARDS[copy]!.effect];
    const guilds = effects.reduce((s, e) => s + guildPoints(e, own, left, right, extra), 0);
    const wild = own.wild + (copy !== null && CARDS[copy]!.effect.kind === 'scienceWild' ? 1 : 0);
    const sci = bestScience(own.science, wild);
    if (!best || guilds + sci.points > best.guilds + best.science) best = { guilds, science: sci.points, copied: copy, wildcards: sci.wildcards };
  }
  const b = best!;
  const total = military + coins + wonder + civilian + b.science + commerce + b.guilds;
  return Object.freeze({
    military,
    coins,
    wonder,
    civilian,
    science: b.science,
    commerce,
    guilds: b.guilds,
    total,
    copied: b.copied === null ? null : CARDS[b.copied]!.id,
    wildcards: Object.freeze(b.wildcards)
  });
}

/** The ranking of the players (never the Free City), or null while the game runs (§5.4, §6.7). */
export function gameResult(state: SwState): GameResult | null {
  if (state.phase !== 'over') return null;
  const lines = Array.from({ length: state.players }, (_, seat) => ({ seat, s: scoreCity(state, seat), coins: state.cities[seat]!.coins }));
  lines.sort((a, b) => b.s.total - a.s.total || b.coins - a.coins || a.seat - b.seat);
  const players: PlayerResult[] = lines.map((l) => {
    const rank = 1 + lines.filter((o) => o.s.total > l.s.total || (o.s.total === l.s.total && o.coins > l.coins)).length;
    return {
      seat: l.seat,
      rank,
      score: l.s.total,
      breakdown: CATEGORIES.map(([category, label]) => ({ category, label, points: l.s[category] })),
      tiebreak: [l.coins]
    };
  });
  return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
}
