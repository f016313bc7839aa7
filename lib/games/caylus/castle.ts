/**
 * Phase 6, building the castle (§4.6), and the section scorings of phase 7 (§4.7, §6.2).
 */
import type { CaylusAction, CaylusState, Resource } from './types';
import * as typesMod from './types';
import * as castleTable from './tables/castle';
import * as stateMod from './state';
import * as objectsMod from './action-objects';
import * as kitResources from '../../core/resources';
import type { Draft } from './state';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { RESOURCES, SECTIONS } = typesMod;
const { CASTLE, CASTLE_IDLE_PENALTY, sectionFavours } = castleTable;
const { CASTLE_DONE } = objectsMod;
const { emit, gainPP, grantFavours, losePP, payCubes, mine } = stateMod;
const { bagOf, covers } = kitResources;

/** The four cubes that may join the food in a batch. */
const BATCH_PARTNERS: readonly Resource[] = ['wood', 'stone', 'cloth', 'gold'];
/** The six batch kinds: food plus two different partners (§4.6.2). */
export const BATCHES: readonly (readonly Resource[])[] = BATCH_PARTNERS.flatMap((x, i) =>
  BATCH_PARTNERS.slice(i + 1).map((y) => Object.freeze<Resource[]>(['food', x, y]))
);
/** Each batch as a resource bag (RESOURCES order), for the "has the cubes" test. */
const BATCH_BAGS: readonly (readonly number[])[] = BATCHES.map((b) => bagOf(RESOURCES, b));

/**
 * The section the next house goes to: the section under construction, or the next one with room
 * (§4.6.3). −1 when the castle has no room left (the Towers are full).
 */
export function castleTarget(s: CaylusState): number {
  for (let k = s.section; k < CASTLE.length; k++) if (s.castle[k]!.length < CASTLE[k]!.spaces) return k;
  return -1;
}

export function castleActions(s: CaylusState, seat: number): CaylusAction[] {
  const out: CaylusAction[] = [CASTLE_DONE];
  if (castleTarget(s) < 0) return out;
  const c = s.ps[seat]!.cubes;
  for (let k = 0; k < BATCHES.length; k++) if (covers(c, BATCH_BAGS[k]!)) out.push({ type: 'deliver', cubes: BATCHES[k]! });
  return out;
}

export function applyCastle(d: Draft, seat: number, a: CaylusAction): void {
  const me = mine(d, seat);
  if (a.type === 'deliver') {
    const k = castleTarget(d);
    payCubes(d, seat, a.cubes);
    d.castle = d.castle.map((h, j) => (j === k ? [...h, seat] : h));
    me.housesUsed += 1;
    me.batches += 1;
    gainPP(d, seat, CASTLE[k]!.ppPerBatch, 'castle');
    emit(d, 'caylus.event.delivered', seat, { section: SECTIONS[k]!, pp: CASTLE[k]!.ppPerBatch });
    return;
  }
  if (a.type !== 'castleDone') return;
  // −2 PP for a castle worker with no batch, unless no castle space is left (§4.6.5).
  if (me.batches === 0 && castleTarget(d) >= 0) {
    const lost = losePP(d, seat, CASTLE_IDLE_PENALTY);
    emit(d, 'caylus.event.castleIdle', seat, { pp: 0 - lost });
  }
  d.step += 1;
}

/** Best builder of the turn: most batches, ties to the earliest castle worker; none if nobody delivered (§11.13). */
export function bestBuilder(s: CaylusState): number {
  let best = -1, most = 0;
  for (const seat of s.castleWorkers) {
    const n = s.ps[seat]!.batches;
    if (n > most) {
      most = n;
      best = seat;
    }
  }
  return best;
}

/** True when section `k` must be scored now: the bailiff reached its trigger or it is full (§4.7.3). */
export function sectionDue(s: CaylusState, k: number): boolean {
  return s.bailiff >= CASTLE[k]!.trigger || s.castle[k]!.length >= CASTLE[k]!.spaces;
}

/** Scores section `k` in turn order: penalties at once, favours queued in turn order (§6.2). */
export function scoreSection(d: Draft, k: number): void {
  const sec = CASTLE[k]!;
  emit(d, 'caylus.event.scoring', null, { section: sec.id });
  for (const seat of d.order) {
    let houses = 0;
    for (const h of d.castle[k]!) if (h === seat) houses++;
    if (houses === 0) {
      const lost = losePP(d, seat, sec.penalty);
      emit(d, 'caylus.event.sectionPenalty', seat, { section: sec.id, pp: 0 - lost }); // 0 - x, never -0 (not JSON-stable)
    } else {
      const n = sectionFavours(k, houses);
      emit(d, 'caylus.event.sectionHouses', seat, { section: sec.id, houses, favours: n });
      grantFavours(d, seat, n, sec.id, false);
    }
  }
}
