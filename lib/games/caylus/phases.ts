/**
 * The flow of a turn (§4) on the kit's decision flow (lib/core/flow.ts): `prompt` is the decision,
 * `queue` the interrupt queue (favours, the owner's cube: served first), `phaseStep` the normal
 * course, and forced decisions (exactly one legal action) are played by the kit's `advance` and
 * logged as `caylus.event.forced`. Functions taking a Draft mutate it.
 */
import type { CaylusAction, CaylusState, Phase, Prompt, Task } from './types';
import * as typesMod from './types';
import * as buildingsTable from './tables/buildings';
import * as boardTable from './tables/board';
import * as castleTable from './tables/castle';
import * as placementMod from './placement';
import * as specialsMod from './specials';
import * as provostMod from './provost';
import * as activationMod from './activation';
import * as castleMod from './castle';
import * as favoursMod from './favours';
import * as stateMod from './state';
import * as kitFlow from '../../core/flow';
import { ActionCache } from '../../core/actions';
import type { Flow } from '../../core/flow';
import type { Draft } from './state';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { SECTIONS } = typesMod;
const { BUILDINGS } = buildingsTable;
const { INCOME_BASE, ROAD_LENGTH } = boardTable;
const { CASTLE } = castleTable;
const { applyPlacement, placementActions } = placementMod;
const { SPECIALS_DONE, applySpecial, specialsActions, specialsStep } = specialsMod;
const { provostMoveCost, provostMoves } = provostMod;
const { activationActions, applyActivation, applyBonus, bonusActions, roadStep } = activationMod;
const { applyCastle, bestBuilder, castleActions, scoreSection, sectionDue } = castleMod;
const { applyEffect, applyRow, effectActions, rowActions, rowsExhausted } = favoursMod;
const { NOBODY, TASKS, emit, grantFavours, returnWorkerTo, mine } = stateMod;
const { FLOW_END, dropInterrupt, withInterrupts } = kitFlow;

/** endTurn steps. */
const MOVE_BAILIFF = 0, CHECK_SECTION = 1, SECTION_SCORED = 2;

export function enterPhase(d: Draft, phase: Phase): void {
  d.phase = phase;
  d.step = phase === 'road' ? 1 : 0;
  // Favour rows are "one per favour per phase" (§5.4): a new phase frees them.
  for (let seat = 0; seat < d.ps.length; seat++) if (d.ps[seat]!.rowsUsed !== 0) mine(d, seat).rowsUsed = 0;
  if (phase === 'castle') for (let seat = 0; seat < d.ps.length; seat++) if (d.ps[seat]!.batches !== 0) mine(d, seat).batches = 0;
}

/** Every seat's income in phase 1 (§4.1): 2 + 1 per residence + 1 Library + 2 Hotel, in one pass over the road. */
export function incomes(s: CaylusState): number[] {
  const out = s.ps.map(() => INCOME_BASE);
  for (let i = 0; i < ROAD_LENGTH; i++) {
    const id = s.tile[i] ?? null;
    const owner = s.owner[i]!;
    if (id !== null && owner >= 0 && owner < out.length) out[owner]! += BUILDINGS[id].income;
  }
  return out;
}

/** Phase 1 then the start of phase 2. `first` = turn 1 (no order change). */
export function beginTurn(d: Draft, first: boolean): void {
  if (!first) {
    d.turn += 1;
    // 2 players: the first player alternates every turn (§7.2).
    if (d.players === 2) d.order = [d.order[1]!, d.order[0]!];
  }
  const income = incomes(d);
  for (let seat = 0; seat < d.players; seat++) mine(d, seat).money += income[seat]!;
  emit(d, 'caylus.event.income', null, { turn: d.turn });
  d.passed = [];
  enterPhase(d, 'placement');
}

/**
 * One automatic step of the current phase: the decision now needed, null to go on, or FLOW_END.
 * The queue is empty here (the flow serves it first); the game ends only once the last scoring's
 * favours are settled, so an ended game never has tasks left.
 */
function phaseStep(d: Draft): Prompt | null | typeof FLOW_END {
  switch (d.phase) {
    case 'placement': {
      if (d.passed.length === d.players) {
        enterPhase(d, 'specials');
        return null;
      }
      const seat = d.order[d.step]!;
      if (d.passed.includes(seat)) {
        d.step = (d.step + 1) % d.players;
        return null;
      }
      return { kind: 'place', seat };
    }
    case 'specials':
      if (d.step >= SPECIALS_DONE) {
        enterPhase(d, 'provost');
        return null;
      }
      return specialsStep(d);
    case 'provost':
      if (d.step >= d.passed.length) {
        enterPhase(d, 'road');
        return null;
      }
      return { kind: 'provost', seat: d.passed[d.step]! };
    case 'road': {
      const p = roadStep(d);
      if (p === 'done') {
        enterPhase(d, 'castle');
        return null;
      }
      return p;
    }
    case 'castle': {
      const n = d.castleWorkers.length;
      if (d.step < n) return { kind: 'castle', seat: d.castleWorkers[d.step]! };
      if (d.step === n) {
        const best = bestBuilder(d);
        if (best !== NOBODY) {
          emit(d, 'caylus.event.bestBuilder', best, {});
          grantFavours(d, best, 1, 'castle', false);
        }
        d.step += 1;
        return null;
      }
      for (const seat of d.castleWorkers) returnWorkerTo(d, seat);
      d.castleWorkers = [];
      enterPhase(d, 'endTurn');
      return null;
    }
    case 'endTurn':
      endTurnStep(d);
      return null;
    case 'over':
      return FLOW_END;
  }
}

/** Phase 7 (§4.7): bailiff, provost reset, then each due section in order, its favours first. */
function endTurnStep(d: Draft): void {
  switch (d.step) {
    case MOVE_BAILIFF: {
      const by = d.provost > d.bailiff ? 2 : 1;
      d.bailiff += by;
      d.provost = d.bailiff;
      emit(d, 'caylus.event.bailiff', null, { by, space: d.bailiff });
      d.step = CHECK_SECTION;
      return;
    }
    case CHECK_SECTION:
      if (d.section < CASTLE.length && sectionDue(d, d.section)) {
        scoreSection(d, d.section);
        d.step = SECTION_SCORED;
      } else {
        beginTurn(d, false);
      }
      return;
    default:
      // The scoring's favours are resolved: now the next section opens, and its columns (§5.3).
      emit(d, 'caylus.event.sectionScored', null, { section: SECTIONS[d.section]! });
      d.section += 1;
      if (d.section >= CASTLE.length) {
        d.phase = 'over';
        d.step = 0;
        emit(d, 'caylus.event.gameOver', null, {});
        return;
      }
      d.step = CHECK_SECTION;
  }
}

/** The decision a queued task asks for, or null after settling it by itself. */
function taskPrompt(d: Draft, t: Task): Prompt | null {
  switch (t.k) {
    case 'favour':
      if (rowsExhausted(d, t.seat)) {
        dropInterrupt(TASKS, d);
        emit(d, 'caylus.event.favourLost', t.seat, { why: t.why });
        return null;
      }
      return { kind: 'favourRow', seat: t.seat, why: t.why };
    case 'favourEffect':
      return { kind: 'favourEffect', seat: t.seat, why: t.why, row: t.row };
    case 'bonus':
      return { kind: 'bonus', seat: t.seat, space: t.space, building: t.building };
  }
}

/** Every legal action for the decision `p` (the one legality source). */
export function actionsFor(s: CaylusState, p: Prompt): CaylusAction[] {
  switch (p.kind) {
    case 'place':
      return placementActions(s, p.seat);
    case 'gate':
    case 'guild':
    case 'joust':
    case 'inn':
      return specialsActions(s, p);
    case 'provost':
      return provostMoves(s, p.seat, 'provost', true);
    case 'activate':
      return activationActions(s, p.seat, p.space);
    case 'bonus':
      return bonusActions(p.building);
    case 'castle':
      return castleActions(s, p.seat);
    case 'favourRow':
      return rowActions(s, p.seat);
    case 'favourEffect':
      return effectActions(s, p.seat, p.row);
  }
}

/** Applies a legal action `a` (one of `actionsFor(d, p)`). */
export function applyDecision(d: Draft, p: Prompt, a: CaylusAction): void {
  switch (p.kind) {
    case 'place':
      applyPlacement(d, p.seat, a);
      return;
    case 'gate':
    case 'guild':
    case 'joust':
    case 'inn':
      applySpecial(d, p.seat, a);
      return;
    case 'provost':
      if (a.type === 'provost') {
        d.provost += a.by;
        mine(d, p.seat).money -= provostMoveCost(a.by, true);
      }
      d.step += 1;
      return;
    case 'activate':
      applyActivation(d, p.seat, p.space, a);
      return;
    case 'bonus':
      dropInterrupt(TASKS, d);
      applyBonus(d, p.seat, a);
      return;
    case 'castle':
      applyCastle(d, p.seat, a);
      return;
    case 'favourRow':
      if (a.type === 'favourRow') applyRow(d, p.seat, a.row, p.why);
      return;
    case 'favourEffect':
      applyEffect(d, p.seat, p.row, a);
      return;
  }
}

/** Where the flow's decisions are listed once: `advance` stores each settled decision's actions here. */
export const CACHE = new ActionCache<CaylusState, readonly CaylusAction[]>();

/**
 * The turn on the kit's flow. `advance` runs the game forward until a player has a real choice:
 * automatic steps, queued tasks first, and decisions with a single legal action (a forced pass,
 * an unaffordable joust, a mandatory production with one output…), which it plays itself after
 * `forced` logs them. `prompt` is left set, or null once the game is over.
 */
export const FLOW: Flow<CaylusState, Prompt, CaylusAction> = {
  decision: (s) => s.prompt,
  setDecision: (d, p) => void (d.prompt = p),
  seats: (_s, p) => [p.seat],
  actions: (s, p) => actionsFor(s, p),
  apply: (d, p, _seat, a) => applyDecision(d, p, a),
  next: withInterrupts(TASKS, taskPrompt, phaseStep),
  forced: (d, p, seat, a) => emit(d, 'caylus.event.forced', seat, { kind: p.kind, action: a.type })
};
