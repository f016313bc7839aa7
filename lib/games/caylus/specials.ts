/**
 * Phase 3, the special buildings in order Gate, Trading post, Merchants' guild, Joust field,
 * Stables, Inn (§4.3). Decisions: gate move, guild move, joust, keeping the inn's right worker.
 */
import type { CaylusAction, CaylusState, Prompt } from './types';
import * as boardTable from './tables/board';
import * as placementMod from './placement';
import * as provostMod from './provost';
import * as stateMod from './state';
import * as objectsMod from './action-objects';
import type { Draft } from './state';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { JOUST_CLOTH, JOUST_MONEY, TRADING_POST_GAIN } = boardTable;
const { freeTargets, putWorker } = placementMod;
const { provostMoves } = provostMod;
const { NOBODY, RES_INDEX, emit, grantFavours, returnWorkerTo, mine, own } = stateMod;
const { GATE_RETURN, INN_ACTIONS, JOUST_ACTIONS, gateAction } = objectsMod;

/** `step` values of phase 3, in SPECIALS order. */
const GATE = 0, TRADING_POST = 1, GUILD = 2, JOUST = 3, STABLES = 4, INN = 5;
export const SPECIALS_DONE = 6;

/** New turn order from the Stables: circle 1, 2, 3 first, the others keep their order (§4.3 e). */
export function reorderByStables(order: readonly number[], stables: readonly number[]): number[] {
  const front = stables.filter((x) => x !== NOBODY);
  return [...front, ...order.filter((x) => !front.includes(x))];
}

/**
 * Runs the special building at `d.step`. Returns the decision it needs, or null once it has
 * resolved by itself (the step has then moved on).
 */
export function specialsStep(d: Draft): Prompt | null {
  switch (d.step) {
    case GATE:
      if (d.gate !== NOBODY) return { kind: 'gate', seat: d.gate };
      break;
    case TRADING_POST:
      if (d.tradingPost !== NOBODY) {
        const seat = d.tradingPost;
        mine(d, seat).money += TRADING_POST_GAIN;
        emit(d, 'caylus.event.tradingPost', seat, { money: TRADING_POST_GAIN });
        d.tradingPost = NOBODY;
        returnWorkerTo(d, seat);
      }
      break;
    case GUILD:
      if (d.guild !== NOBODY) return { kind: 'guild', seat: d.guild };
      break;
    case JOUST:
      if (d.joust !== NOBODY) return { kind: 'joust', seat: d.joust };
      break;
    case STABLES:
      if (d.stables.some((x) => x !== NOBODY)) {
        d.order = reorderByStables(d.order, d.stables);
        emit(d, 'caylus.event.stables', null, { order: d.order.join(',') });
        for (let k = 0; k < d.stables.length; k++) {
          const seat = d.stables[k]!;
          if (seat !== NOBODY) returnWorkerTo(d, seat);
          own(d, 'stables')[k] = NOBODY;
        }
      }
      break;
    case INN:
      if (d.innLeft !== NOBODY) {
        if (d.innRight !== NOBODY) {
          emit(d, 'caylus.event.innEvicted', d.innRight, {});
          returnWorkerTo(d, d.innRight);
        }
        d.innRight = d.innLeft;
        d.innLeft = NOBODY;
        emit(d, 'caylus.event.innMoved', d.innRight, {});
      } else if (d.innRight !== NOBODY) {
        return { kind: 'inn', seat: d.innRight };
      }
      break;
  }
  d.step += 1;
  return null;
}

export function specialsActions(s: CaylusState, p: Prompt): CaylusAction[] {
  switch (p.kind) {
    case 'gate': {
      const out: CaylusAction[] = [GATE_RETURN];
      for (const t of freeTargets(s, p.seat, true)) out.push(gateAction(t));
      return out;
    }
    case 'guild':
      return provostMoves(s, p.seat, 'guild', false);
    case 'joust': {
      const me = s.ps[p.seat]!;
      const can = me.money >= JOUST_MONEY && me.cubes[RES_INDEX.cloth]! >= JOUST_CLOTH;
      return can ? [JOUST_ACTIONS.no, JOUST_ACTIONS.yes] : [JOUST_ACTIONS.no];
    }
    case 'inn':
      return [INN_ACTIONS.keep, INN_ACTIONS.leave];
    default:
      return [];
  }
}

export function applySpecial(d: Draft, seat: number, a: CaylusAction): void {
  switch (a.type) {
    case 'gateReturn':
      d.gate = NOBODY;
      returnWorkerTo(d, seat);
      break;
    case 'gate':
      d.gate = NOBODY;
      putWorker(d, seat, a);
      emit(d, 'caylus.event.gateMoved', seat, { at: a.at, space: a.at === 'road' ? a.space : null });
      break;
    case 'guild':
      d.provost += a.by;
      d.guild = NOBODY;
      returnWorkerTo(d, seat);
      break;
    case 'joust':
      d.joust = NOBODY;
      returnWorkerTo(d, seat);
      if (a.take) {
        const me = mine(d, seat);
        me.money -= JOUST_MONEY;
        me.cubes[RES_INDEX.cloth]! -= JOUST_CLOTH;
        grantFavours(d, seat, 1, 'joust', true);
      }
      break;
    case 'inn':
      if (!a.keep) {
        d.innRight = NOBODY;
        returnWorkerTo(d, seat);
      }
      break;
    default:
      return;
  }
  d.step += 1;
}
