/**
 * Phase 2, placing workers (§4.2), and where a worker may stand (shared with the gate, §4.3 a).
 */
import type { CaylusAction, CaylusState, Target } from './types';
import * as buildingsTable from './tables/buildings';
import * as boardTable from './tables/board';
import * as stateMod from './state';
import * as objectsMod from './action-objects';
import type { Draft } from './state';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { BUILDINGS } = buildingsTable;
const { CASTLE_SPACES, FIRST_PASS_BONUS, INN_COST, OWN_BUILDING_COST, ROAD_LENGTH, TWO_PLAYER_PASSED_COST, VISIT_PP } = boardTable;
const { NOBODY, emit, gainPP, mine, own } = stateMod;
const { PASS, placeAction, placeRoadAction } = objectsMod;

/**
 * The price of a placement (§4.2.2, §7.3, reference algorithm §15): 1 with a worker on the inn's
 * right circle or on one's own building; otherwise the lowest free passing space (3–5 players),
 * or 1 / 3 before / after the other player passed (2 players).
 */
export function placementCost(s: CaylusState, seat: number, t: Target): number {
  return t.at === 'road' && s.owner[t.space - 1] === seat ? ownBuildingCost(s, seat) : spotCost(s, seat);
}

/** `placementCost` of a spot other than one's own building. */
function spotCost(s: CaylusState, seat: number): number {
  if (s.innRight === seat) return INN_COST;
  if (s.players === 2) return s.passed.length > 0 ? TWO_PLAYER_PASSED_COST : 1;
  return s.passed.length + 1;
}

/** `placementCost` of one's own building on the road. */
function ownBuildingCost(s: CaylusState, seat: number): number {
  return s.innRight === seat ? INN_COST : OWN_BUILDING_COST;
}

/** Stables are closed in 2-player games (§7.2). */
export function stablesOpen(s: CaylusState): boolean {
  return s.players > 2;
}

/** Buildings a worker cannot use (no effect: residences, prestige buildings), as a Set: faster than a read of BUILDINGS by id. */
const INERT: ReadonlySet<string> = new Set(Object.values(BUILDINGS).flatMap((b) => (b.effect.kind === 'none' ? [b.id] : [])));

/**
 * Every free spot `seat` may send a worker to (§4.2.1). `fromGate` leaves out the gate itself.
 * Order: specials, castle, then road spaces ascending.
 */
export function freeTargets(s: CaylusState, seat: number, fromGate: boolean): Target[] {
  const out: Target[] = [];
  for (let m = freeSpecials(s, seat, fromGate); m !== 0; m &= m - 1) out.push(SPECIAL_ORDER[31 - Math.clz32(m & -m)]!);
  const worker = s.worker;
  for (let m = usableSpaces(s.tile); m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    if (worker[i] === NOBODY) out.push(AT_ROAD[i]!);
  }
  return out;
}

/** The free special spots and the castle (`freeTargets`' first part) as bits over `SPECIAL_ORDER`. */
function freeSpecials(s: CaylusState, seat: number, fromGate: boolean): number {
  let m = 0;
  if (!fromGate && s.gate === NOBODY) m |= 1;
  if (s.tradingPost === NOBODY) m |= 2;
  if (s.guild === NOBODY) m |= 4;
  if (s.joust === NOBODY) m |= 8;
  if (stablesOpen(s) && s.stables.includes(NOBODY) && !s.stables.includes(seat)) m |= 16;
  if (s.innLeft === NOBODY) m |= 32;
  if (!s.castleWorkers.includes(seat) && s.castleWorkers.length < CASTLE_SPACES) m |= 64;
  return m;
}

// The targets as shared frozen values: listing them allocates only the list.
const AT = {
  gate: Object.freeze({ at: 'gate' }),
  tradingPost: Object.freeze({ at: 'tradingPost' }),
  guild: Object.freeze({ at: 'guild' }),
  joust: Object.freeze({ at: 'joust' }),
  stables: Object.freeze({ at: 'stables' }),
  inn: Object.freeze({ at: 'inn' }),
  castle: Object.freeze({ at: 'castle' })
} as const satisfies Record<string, Target>;
/** `freeSpecials`' bits, lowest first: the order the spots are listed in. */
const SPECIAL_ORDER: readonly Target[] = [AT.gate, AT.tradingPost, AT.guild, AT.joust, AT.stables, AT.inn, AT.castle];
const AT_ROAD: readonly Target[] = Array.from({ length: ROAD_LENGTH }, (_, i) => Object.freeze({ at: 'road', space: i + 1 }));

/**
 * Road spaces holding a building a worker can use (a tile, not residence or prestige), bit i for
 * space i + 1, for the last tile array asked: the engine copies the array before placing a tile
 * (`own`), never writes into a state's, so the mask holds for every state sharing it.
 */
let usableOf: CaylusState['tile'] | null = null;
let usableMask = 0;

function usableSpaces(tile: CaylusState['tile']): number {
  if (tile !== usableOf) {
    let mask = 0;
    for (let i = 0; i < ROAD_LENGTH; i++) {
      const id = tile[i] ?? null;
      if (id !== null && !INERT.has(id)) mask |= 1 << i;
    }
    usableOf = tile;
    usableMask = mask;
  }
  return usableMask;
}

/**
 * PASS, then a placement on every spot of `freeTargets(s, seat, false)` (same order) whose
 * `placementCost` the seat can pay: the targets walked and priced here in one pass (no target list).
 */
export function placementActions(s: CaylusState, seat: number): CaylusAction[] {
  const acts: CaylusAction[] = [PASS];
  const p = s.ps[seat]!;
  if (p.workers <= 0) return acts;
  const money = p.money;
  const cost = spotCost(s, seat);
  if (cost <= money) {
    for (let m = freeSpecials(s, seat, false); m !== 0; m &= m - 1) acts.push(placeAction(SPECIAL_ORDER[31 - Math.clz32(m & -m)]!, cost));
  }
  const ownCost = ownBuildingCost(s, seat);
  const usable = usableSpaces(s.tile);
  const worker = s.worker, owner = s.owner;
  // Only the usable spaces, lowest bit (space) first: most of the road is empty early on.
  for (let m = usable; m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    if (worker[i] !== NOBODY) continue;
    const c = owner[i] === seat ? ownCost : cost;
    if (c <= money) acts.push(placeRoadAction(i + 1, c));
  }
  return acts;
}

/** Puts `seat`'s worker on `t`; an opponent's building gives its owner +1 PP at once (§4.2.3). */
export function putWorker(d: Draft, seat: number, t: Target): void {
  switch (t.at) {
    case 'road': {
      const i = t.space - 1;
      own(d, 'worker')[i] = seat;
      const owner = d.owner[i]!;
      if (owner !== NOBODY && owner !== seat) {
        gainPP(d, owner, VISIT_PP, 'visits');
        emit(d, 'caylus.event.visit', owner, { space: t.space, by: seat, pp: VISIT_PP });
      }
      return;
    }
    case 'gate':
      d.gate = seat;
      return;
    case 'tradingPost':
      d.tradingPost = seat;
      return;
    case 'guild':
      d.guild = seat;
      return;
    case 'joust':
      d.joust = seat;
      return;
    case 'stables':
      own(d, 'stables')[d.stables.indexOf(NOBODY)] = seat;
      return;
    case 'inn':
      d.innLeft = seat;
      return;
    case 'castle':
      d.castleWorkers = [...d.castleWorkers, seat];
      return;
  }
}

export function applyPlacement(d: Draft, seat: number, a: CaylusAction): void {
  const p = mine(d, seat);
  if (a.type === 'pass') {
    if (d.passed.length === 0) {
      p.money += FIRST_PASS_BONUS;
      emit(d, 'caylus.event.firstPass', seat, { money: FIRST_PASS_BONUS });
    }
    own(d, 'passed').push(seat);
  } else if (a.type === 'place') {
    p.money -= a.cost;
    p.workers -= 1;
    putWorker(d, seat, a);
  }
  d.step = (d.step + 1) % d.players;
}

