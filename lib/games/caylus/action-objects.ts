/**
 * Shared, frozen action objects for the small fixed actions (pass, placements, provost moves,
 * declines…). Actions are immutable values, so every state can list the same objects: the
 * placement phase, most of a game's decisions, then allocates nothing for its action list.
 */
import type { CaylusAction, Spot, Target } from './types';
import { SPOTS } from './types';
import { ROAD_LENGTH } from './tables/board';

/** Highest placement price: the fifth passing space. */
const MAX_COST = 5;
const PROVOST_RANGE = 3;

const freeze = <T extends CaylusAction>(a: T): T => Object.freeze(a);

export const PASS = freeze({ type: 'pass' });
export const DECLINE = freeze({ type: 'decline' });
export const GATE_RETURN = freeze({ type: 'gateReturn' });
export const CASTLE_DONE = freeze({ type: 'castleDone' });
export const FAVOUR_SKIP = freeze({ type: 'favourSkip' });
export const JOUST_ACTIONS = { no: freeze({ type: 'joust', take: false }), yes: freeze({ type: 'joust', take: true }) } as const;
export const INN_ACTIONS = { keep: freeze({ type: 'inn', keep: true }), leave: freeze({ type: 'inn', keep: false }) } as const;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** PLACE_ROAD[space][cost], PLACE_SPOT[spot][cost]. */
const PLACE_ROAD: readonly (readonly CaylusAction[])[] = range(ROAD_LENGTH + 1).map((space) =>
  range(MAX_COST + 1).map((cost) => freeze({ type: 'place', at: 'road', space, cost }))
);
const PLACE_SPOT: { readonly [S in Spot]?: readonly CaylusAction[] } = Object.fromEntries(
  SPOTS.map((at) => [at, range(MAX_COST + 1).map((cost): CaylusAction => freeze({ type: 'place', at, cost }))])
);
const GATE_ROAD: readonly CaylusAction[] = range(ROAD_LENGTH + 1).map((space) => freeze({ type: 'gate', at: 'road', space }));
const GATE_SPOT: { readonly [S in Spot]?: CaylusAction } = Object.fromEntries(SPOTS.map((at) => [at, freeze<CaylusAction>({ type: 'gate', at })]));
const MOVES = {
  provost: range(2 * PROVOST_RANGE + 1).map((i) => freeze({ type: 'provost', by: i - PROVOST_RANGE })),
  guild: range(2 * PROVOST_RANGE + 1).map((i) => freeze({ type: 'guild', by: i - PROVOST_RANGE }))
} as const;

export function placeAction(t: Target, cost: number): CaylusAction {
  return t.at === 'road' ? PLACE_ROAD[t.space]![cost]! : PLACE_SPOT[t.at]![cost]!;
}

/** The placement on road space `space` (1-based) at price `cost`, without the target object. */
export function placeRoadAction(space: number, cost: number): CaylusAction {
  return PLACE_ROAD[space]![cost]!;
}

export function gateAction(t: Target): CaylusAction {
  return t.at === 'road' ? GATE_ROAD[t.space]! : GATE_SPOT[t.at]!;
}

export function moveAction(type: 'provost' | 'guild', by: number): CaylusAction {
  return MOVES[type][by + PROVOST_RANGE]!;
}
