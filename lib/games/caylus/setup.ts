/**
 * Setting up a game (§3, §7.1): the shuffled neutral tiles, the fixed buildings, a random turn
 * order with its starting money, then phase 1 of turn 1 and the first decision.
 */
import type { SetupInput } from '../../core/types';
import { Rng, seedRng } from '../../core/rng';
import { CORE_CODES, RuleError } from '../../core/errors';
import type { BuildingId, CaylusState, PlayerState, Rules } from './types';
import { CHURCH_OPTIONS, PP_SOURCES, ROWS, SECTIONS, TAILOR_OPTIONS } from './types';
import { BUILDINGS, NEUTRAL_IDS, STOCK_IDS } from './tables/buildings';
import { FIXED_BUILDINGS, NEUTRAL_SPACES, ROAD_LENGTH, START_BAILIFF, START_CUBES, START_MONEY, START_MONEY_TWO, STABLES_CIRCLES, WORKERS } from './tables/board';
import { NOBODY } from './state';
import { advance } from '../../core/flow';
import { CACHE, FLOW, beginTurn } from './phases';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/** Reads the options (already validated by lib/core resolveOptions) into the rule switches. */
export function rulesFrom(options: SetupInput['options']): Rules {
  const church = options.churchPP ?? CHURCH_OPTIONS[0];
  const tailor = options.tailor ?? TAILOR_OPTIONS[0];
  if (!CHURCH_OPTIONS.includes(church as (typeof CHURCH_OPTIONS)[number])) throw new RuleError(CORE_CODES.badOptions, `churchPP must be 4 or 3`, { value: String(church) });
  if (tailor !== 'rulebook' && tailor !== 'tile') throw new RuleError(CORE_CODES.badOptions, `tailor must be rulebook or tile`, { value: String(tailor) });
  return {
    simplifiedFavours: options.simplifiedFavours === true,
    churchPP: church === '3' ? 3 : 4,
    tailor
  };
}

function newPlayer(money: number): PlayerState {
  return {
    money,
    pp: 0,
    cubes: START_CUBES.slice(),
    workers: WORKERS,
    housesUsed: 0,
    fav: ROWS.map(() => 0),
    rowsUsed: 0,
    src: PP_SOURCES.map(() => 0),
    batches: 0
  };
}

export function setup({ players, seed, options }: SetupInput): CaylusState {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError(CORE_CODES.badPlayers, `Caylus is for ${MIN_PLAYERS}–${MAX_PLAYERS} players`, { players });
  }
  const rules = rulesFrom(options);
  const rng = new Rng(seedRng(seed));
  const neutrals = rng.shuffled(NEUTRAL_IDS);
  const order = rng.shuffled(Array.from({ length: players }, (_, i) => i));

  const tile: (BuildingId | null)[] = Array<BuildingId | null>(ROAD_LENGTH).fill(null);
  for (let i = 0; i < NEUTRAL_SPACES; i++) tile[i] = neutrals[i]!;
  for (const f of FIXED_BUILDINGS) tile[f.space - 1] = f.id;

  const ps: PlayerState[] = Array.from({ length: players }, () => newPlayer(0));
  order.forEach((seat, pos) => {
    ps[seat]!.money = players === 2 ? START_MONEY_TWO : START_MONEY[pos]!;
  });

  const stock: Partial<Record<BuildingId, number>> = {};
  for (const id of [...STOCK_IDS.wood, ...STOCK_IDS.stone, ...STOCK_IDS.prestige]) stock[id] = BUILDINGS[id].copies;

  const d: CaylusState = {
    players,
    rules,
    rng: rng.state(),
    turn: 1,
    phase: 'placement',
    step: 0,
    order,
    passed: [],
    tile,
    owner: Array<number>(ROAD_LENGTH).fill(NOBODY),
    worker: Array<number>(ROAD_LENGTH).fill(NOBODY),
    bailiff: START_BAILIFF,
    provost: START_BAILIFF,
    gate: NOBODY,
    tradingPost: NOBODY,
    guild: NOBODY,
    joust: NOBODY,
    innLeft: NOBODY,
    innRight: NOBODY,
    stables: Array<number>(STABLES_CIRCLES).fill(NOBODY),
    castleWorkers: [],
    castle: SECTIONS.map(() => []),
    section: 0,
    stock,
    discarded: [],
    conversions: [],
    queue: [],
    prompt: null,
    ps,
    events: []
  };
  beginTurn(d, true);
  advance(d, FLOW, CACHE);
  return d;
}
