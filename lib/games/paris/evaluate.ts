/**
 * The search bot's evaluation for Paris: each player's expected final score, in tenths of a VP,
 * from the state a rollout stopped at. It is the VP already scored plus what the player's
 * position will probably turn into:
 *  - each district's majority award as the standings are now, in full where a VP tile lies,
 *    weighted by how likely a tile still is elsewhere (more keys there, likelier; less once the
 *    end is near) with the mean of the tiles left;
 *  - francs (1 VP each with bonus 27, which pays them at the end; else 0.8 while they can still buy);
 *  - tokens, unused bonus and End Game tiles by what they usually bring (counting tiles by what
 *    they would count now), and keys not yet on a building by what a key still earns.
 * Rollouts are cut off once one full round after the current turn has been played (every seat
 * answers the move, the mover plays once more): Paris' value is in the board, which a round
 * settles, and a round is 10–20 decisions of the heuristic, each with a view.
 */
import type { BotInput } from '../../core/entry';
import type { ParisAction, ParisState, PlayerState } from './types';
import type { ParisView } from './view';
import { parisScorer } from './bot';
import { DISTRICT_COUNT, END_TILES, ITEMS } from './types';
import { districtKeys, waitingKeys } from './board';
import { districtStandings, scoreDistrict } from './scoring';
import { countingVp } from './tiles';
import { VP_TILES } from './tables/vptiles';
import { BONUS_TILES } from './tables/bonus';
import { END_TILE_DATA } from './tables/endtiles';
import type { TileEffect } from './tables/effects';
import { holdsBonus } from './state';

/** Units per VP. */
export const EVALUATION_SCALE = 10;
const VP = EVALUATION_SCALE;

/** Rounds played after the current turn before a rollout is evaluated. */
export const ROLLOUT_ROUNDS = 1;

/** Tenths of a VP per token (wood, marble, gold, bronze, silver, gold prestige): the heuristic's. */
const TOKEN_VALUE: readonly number[] = [15, 20, 25, 25, 30, 35];
/** Percent chance that a district without a VP tile gets one, by keys there (0…3), early and late. */
const TILE_ODDS_EARLY: readonly number[] = [40, 60, 80, 95];
const TILE_ODDS_LATE: readonly number[] = [0, 5, 25, 60];
const MONEY_TILE = 27;

/** 0 (start) … 100 (final round): how far the game is, from the stacks and the End Game tiles. */
export function stage(s: ParisState): number {
  let stackLeft = 0;
  for (const st of s.stacks) stackLeft += st.length;
  if (s.lastRound > 0) return s.round >= s.lastRound ? 100 : 95;
  if (stackLeft > 0) return 60 - Math.floor((60 * stackLeft) / 36);
  return 60 + Math.floor((35 * (END_TILES.length - s.endStack.length)) / END_TILES.length);
}

/** What a held, unused tile is worth (tenths of a VP) to `seat` now. */
function heldValue(s: ParisState, seat: number, e: TileEffect, ref: number | (typeof END_TILES)[number], late: boolean): number {
  switch (e.kind) {
    case 'gain':
      return e.francs * 8 + e.vp * VP;
    case 'resource':
      return TOKEN_VALUE[e.resource]!;
    case 'resourceAny':
      return 25 * e.units;
    case 'prestigeAny':
      return 30 * e.units;
    case 'perBuilding':
    case 'perLandmark':
    case 'perPlacedKey':
    case 'perTopDistrict':
    case 'unusedTiles':
    case 'variety':
      return countingVp(s, seat, e, ref) * VP;
    case 'extraKey':
      return s.ps[seat]!.spare > 0 && !late ? 30 : e.fallbackVp * VP;
    case 'stackOwn':
    case 'shareOpponent':
      return late ? 0 : 20;
    case 'bonusTake':
    case 'takeAny':
    case 'stepBack':
      return late ? 0 : 35;
    case 'prestigePairs':
    case 'resourcePairs':
      return e.vpByPlayers[s.players - 2]! * VP;
    case 'endMoney':
      return 0; // counted with the francs
  }
}

function screenValue(s: ParisState, seat: number, p: PlayerState, st: number): number {
  const late = st >= 90;
  let v = p.francs * (holdsBonus(p, MONEY_TILE) ? VP : st >= 100 ? 1 : 8);
  for (let i = 0; i < ITEMS.length; i++) v += p.items[i]! * TOKEN_VALUE[i]!;
  for (let m = p.bonus; m !== 0; m &= m - 1) {
    const n = 31 - Math.clz32(m & -m);
    v += heldValue(s, seat, BONUS_TILES[n - 1]!.effect, n, late);
  }
  for (let m = p.endTiles; m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    v += heldValue(s, seat, END_TILE_DATA[i]!.effect, END_TILES[i]!, late);
  }
  // A key not yet on a building: a bank payment and a move to come, less as the end nears.
  const keyValue = late ? 0 : Math.floor((60 * (100 - st)) / 100);
  v += (p.keys + waitingKeys(s, seat)) * keyValue;
  return v;
}

export function evaluate(s: ParisState): number[] {
  const n = s.players;
  const st = stage(s);
  const out = s.ps.map((p, seat) => p.vp * VP + screenValue(s, seat, p, st));
  // Mean VP tile of those left, for districts without one yet.
  const left = VP_TILES.filter((_, t) => !s.vpTileAt.includes(t));
  const mean: [number, number, number] = [0, 1, 2].map((i) => (left.length ? left.reduce((a, t) => a + t.vp[i]!, 0) / left.length : 0)) as [number, number, number];
  const odds = st >= 90 ? TILE_ODDS_LATE : TILE_ODDS_EARLY;
  for (let d = 0; d < DISTRICT_COUNT; d++) {
    const standings = districtStandings(s, d);
    if (standings.length === 0) continue;
    const t = s.vpTileAt[d]!;
    const chance = t >= 0 ? 100 : odds[Math.min(3, districtKeys(s, d))]!;
    if (chance === 0) continue;
    const vp = t >= 0 ? VP_TILES[t]!.vp : mean;
    for (const a of scoreDistrict(standings, vp, n)) out[a.seat]! += (a.vp * VP * chance) / 100;
  }
  return out;
}

/** Turns played since the game began (the first player's first turn is 0). */
function turnIndex(s: ParisState): number {
  return (s.round - 1) * s.players + ((s.turn - s.first + s.players) % s.players);
}

export function cutoff(start: ParisState, now: ParisState): boolean {
  return turnIndex(now) > turnIndex(start) + ROLLOUT_ROUNDS * start.players;
}

/**
 * The heuristic's score of each action (tenths of a VP), for the search's candidate list: a main
 * decision lists up to 40 actions (keys, moves, End Game tiles, sales), and only the best few are
 * worth rollouts at a browser's budget.
 */
export function rank(input: BotInput<ParisView, ParisAction>): number[] {
  const score = parisScorer.prepare(input, 3);
  return input.actions.map(score);
}
