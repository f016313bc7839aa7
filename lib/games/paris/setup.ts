/**
 * The starting state (paris.md §3). One seeded RNG for every shuffle, in a fixed order (§11.4
 * recommendation): building tiles → the removed three → stack split → (variant) tokens →
 * (variant) bonus zones A, B, C → first player.
 */
import type { OptionValues, SetupInput } from '../../core/types';
import { Rng, seedRng } from '../../core/rng';
import type { ParisState, PlayerState, Rules } from './types';
import { BUILDING_SITES, DISTRICT_COUNT, ITEMS, LANDMARK_COUNT, SITES, SLOTS, VP_SOURCES } from './types';
import { BASIC_LAYOUT, BUILDINGS, SLOT_8 } from './tables/buildings';
import { BONUS_TILES, ZONES } from './tables/bonus';
import { END_TILE_DATA } from './tables/endtiles';
import { REMOVED_TILES, SPARE_KEYS, STACKS, START_FRANCS, START_KEYS } from './tables/players';

export function rulesOf(options: OptionValues): Rules {
  return { variantSetup: options['variantSetup'] === true, ignoreDistricts: options['ignoreDistricts'] === true };
}

function newPlayer(players: number): PlayerState {
  return {
    francs: START_FRANCS,
    keys: START_KEYS[players]!,
    spare: SPARE_KEYS,
    vp: 0,
    src: VP_SOURCES.map(() => 0),
    meeple: 0,
    items: ITEMS.map(() => 0),
    bonus: 0,
    endTiles: 0,
    usedBonus: [],
    usedEnd: []
  };
}

/** §7.1: resource Gold next to every value-8 space, the other 30 tokens shuffled onto slots 1–5. */
function variantTokens(rng: Rng): number[] {
  const goldIndex = ITEMS.indexOf('gold');
  const rest: number[] = [];
  for (const item of BASIC_LAYOUT) {
    const i = ITEMS.indexOf(item);
    if (i !== goldIndex) rest.push(i);
  }
  rng.shuffleInPlace(rest);
  const token: number[] = [];
  let next = 0;
  for (let site = 0; site < BUILDING_SITES; site++) token.push(site % SLOTS === SLOT_8 ? goldIndex : rest[next++]!);
  return token;
}

/** Tile number on each track position: n on n, or (§7.1) shuffled within each zone. */
function trackNumbers(rng: Rng, variant: boolean): number[] {
  const numbers = [0];
  for (const z of ZONES) {
    const zone: number[] = [];
    for (let n = z.first; n <= z.last; n++) zone.push(n);
    if (variant) rng.shuffleInPlace(zone);
    numbers.push(...zone);
  }
  return numbers;
}

/** n copies of v in a packed array (`Array(n).fill(v)` makes a holey one, slower to read in the hot loops). */
function filled(n: number, v: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}

export function setup(input: SetupInput): ParisState {
  const { players, seed } = input;
  const rules = rulesOf(input.options);
  const rng = new Rng(seedRng(seed));

  // Building tiles: shuffle 36; the base game removes 3 unseen; 3 equal stacks.
  const tiles = rng.shuffled(BUILDINGS.map((_, i) => i));
  const removed = rules.ignoreDistricts ? [] : tiles.splice(0, REMOVED_TILES);
  const per = tiles.length / STACKS;
  const stacks = Array.from({ length: STACKS }, (_, k) => tiles.slice(k * per, (k + 1) * per));

  const token = rules.variantSetup ? variantTokens(rng) : BASIC_LAYOUT.map((item) => ITEMS.indexOf(item));
  const trackNumber = trackNumbers(rng, rules.variantSetup);
  const countIndex = players - 2;
  const trackCount = trackNumber.map((n, pos) => (pos === 0 ? 0 : BONUS_TILES[n - 1]!.copies[countIndex]!));
  const first = rng.below(players);

  return {
    players,
    rules,
    rng: rng.state(),
    first,
    round: 1,
    turn: first,
    drawn: false,
    acted: false,
    traded: 0,
    lastRound: 0,
    over: false,
    stacks,
    removed,
    space: filled(BUILDING_SITES, -1),
    token,
    keys: filled(SITES * players, 0),
    bank: filled(players, 0),
    arc: 0,
    landmarkAt: filled(LANDMARK_COUNT, -1),
    landmarkTop: filled(DISTRICT_COUNT, 0),
    vpTileAt: filled(DISTRICT_COUNT, -1),
    supply: [0, 0, 0],
    trackNumber,
    trackCount,
    endStack: END_TILE_DATA.map((_, i) => i),
    ps: Array.from({ length: players }, () => newPlayer(players)),
    prompt: null,
    queue: [],
    events: []
  };
}

