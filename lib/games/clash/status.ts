/**
 * The Status Phase (rules file §4.12): five steps, each run for every player in order from the
 * First Player before the next step — objectives (and the game-end check), free advance (two in the
 * 4-Round game, §7.2), draw 1 Action + 1 Objective, optional raze of a size-1 city, First Player.
 */
import type { ClashState, StatusFrame } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as objectivesMod from './objectives';
import * as decksMod from './decks';
import { freeAdvanceOptions } from './eligibility';
import { lastRound, seatAt } from './rounds';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { FREE_STATUS, NONE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { GOLD } = tablesRulesMod;
const { cityCount, citySize, emit, gain, removeCity, cityById } = stateMod;
const { push, pushAuto, pushPick } = stackMod;
const { statusOptions } = objectivesMod;
const { drawActionCard, drawObjectiveCard } = decksMod;

export const ST_OBJECTIVES = 1, ST_ADVANCE = 2, ST_DRAW = 3, ST_RAZE = 4, ST_FIRST = 5, ST_NEXT = 6;

export function startStatus(d: Draft): void {
  d.phase = 'status';
  d.statusDone = Array.from({ length: d.players }, () => []);
  emit(d, 'clash.event.statusPhase', null, { round: d.round });
  push(d, { k: 'status', step: ST_OBJECTIVES, i: 0, pass: 0 });
}

/** Size-1 cities `seat` may raze (step 4). */
export function razeOptions(s: ClashState, seat: number): number[] {
  return s.cities.filter((c) => c.o === seat && citySize(c) === 1).map((c) => c.id);
}

/** Who chooses the First Player (step 5), or NONE for no change. */
export function firstPlayerChooser(s: ClashState): number {
  const total = (x: number) => s.ps[x]!.cl + s.ps[x]!.hl;
  const current = total(s.first);
  let best = NONE, bestTotal = current;
  // Ties go to the tied player first to the left of the current First Player (the First Player
  // is checked last: they only keep it when nobody beats them).
  for (let k = 1; k <= s.players; k++) {
    const seat = (s.first + k) % s.players;
    if (total(seat) > bestTotal) {
      best = seat;
      bestTotal = total(seat);
    }
  }
  return best;
}

/** One step of the Status Phase driver (automatic frame). */
export function statusStep(d: Draft, f: StatusFrame): void {
  const seat = seatAt(d, f.i);
  const next = (step: number, i: number, pass = f.pass) => push(d, { k: 'status', step, i, pass });
  switch (f.step) {
    case ST_OBJECTIVES: {
      if (f.i >= d.players) {
        // Game end check (§4.12 step 1): after the last Round, or when a player has no cities.
        const noCities = Array.from({ length: d.players }, (_, x) => x).some((x) => cityCount(d, x) === 0);
        if (d.round >= lastRound(d) || noCities) {
          d.phase = 'over';
          d.stack = [];
          emit(d, 'clash.event.gameOver', null, { round: d.round, noCities });
          return;
        }
        next(ST_ADVANCE, 0, 0);
        return;
      }
      next(ST_OBJECTIVES, f.i + 1);
      const opts = statusOptions(d, seat);
      if (opts.length > 0) pushPick(d, seat, 'objective', [...opts, -1], []);
      return;
    }
    case ST_ADVANCE: {
      const passes = d.rules.length === 'short' ? 2 : 1;
      if (f.i >= d.players) {
        if (f.pass + 1 < passes) next(ST_ADVANCE, 0, f.pass + 1);
        else next(ST_DRAW, 0, 0);
        return;
      }
      next(ST_ADVANCE, f.i + 1);
      const opts = freeAdvanceOptions(d, seat);
      if (opts.length > 0) pushPick(d, seat, 'freeAdvance', opts, [FREE_STATUS]);
      return;
    }
    case ST_DRAW:
      for (let i = 0; i < d.players; i++) {
        const who = seatAt(d, i);
        drawActionCard(d, who);
        drawObjectiveCard(d, who);
      }
      next(ST_RAZE, 0);
      return;
    case ST_RAZE: {
      if (f.i >= d.players) {
        next(ST_FIRST, 0);
        return;
      }
      next(ST_RAZE, f.i + 1);
      const opts = razeOptions(d, seat);
      if (opts.length > 0) pushPick(d, seat, 'raze', [...opts, -1], []);
      return;
    }
    case ST_FIRST: {
      next(ST_NEXT, 0);
      const chooser = firstPlayerChooser(d);
      if (chooser !== NONE) pushPick(d, chooser, 'firstPlayer', Array.from({ length: d.players }, (_, x) => x), []);
      return;
    }
    case ST_NEXT:
      d.round += 1;
      d.turn = 1;
      d.pos = 0;
      d.phase = 'play';
      pushAuto(d, { s: 'beginTurn' });
      return;
  }
}

/** Step 4: raze a size-1 city for 1 Gold. */
export function razeCity(d: Draft, seat: number, cityId: number): void {
  const c = cityById(d, cityId);
  removeCity(d, cityId);
  gain(d, seat, GOLD, 1);
  emit(d, 'clash.event.razeOwn', seat, { hex: c.h });
}

