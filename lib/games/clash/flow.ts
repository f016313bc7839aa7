/**
 * The engine's flow: what the top frame of the stack lets a seat do (`frameActions`), carrying out
 * a chosen action (`applyFrameAction`), and running automatic frames and forced decisions until a
 * seat must really decide (`advance`). Forced decisions (a single legal action) are taken by the
 * engine, except the Turn decision, combat-card declarations and card windows (so the flow never
 * reveals what a hidden hand holds).
 */
import type { AutoStep, ClashAction, ClashState, Decision, Frame } from './types';
import type { Flow, FlowEnd } from '../../core/flow';
import * as coreFlowMod from '../../core/flow';
import type { ActionCache } from '../../core/actions';
import * as typesMod from './types';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as payMod from './pay';
import * as intentsMod from './intents';
import * as turnMod from './turn';
import * as picksMod from './picks';
import * as moveMod from './move';
import * as exploreMod from './explore';
import * as civicMod from './civic';
import * as paymentMod from './payment';
import * as combatMod from './combat';
import * as tradeMod from './trade';
import * as statusMod from './status';
import * as advancesMod from './advances';
import * as eventsMod from './events';
import * as turnorderMod from './turnorder';
import * as objectivesMod from './objectives';
import * as influenceMod from './influence';
import * as tablesRulesMod from './tables/rules';
import * as cardsMod from './cards';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE } = typesMod;
const { FLOW_END } = coreFlowMod;
const kitAdvance = coreFlowMod.advance;
const { emit, holdings, payVector, player } = stateMod;
const { pop, push, pushPick, top } = stackMod;
const { payments } = payMod;
const { runIntent } = intentsMod;
const { applyTurnAction, clearMoved, turnActions } = turnMod;
const { applyPick, NEVER_FORCED, pickOptions } = picksMod;
const { destinations, executeGroup, groupNeeds, groupOptions, moveOrigins, M_LAND } = moveMod;
const { placeRegion } = exploreMod;
const { civicNeeds, raisable } = civicMod;
const { payThen } = paymentMod;
const { applyBarbarianHit, barbarianHitOptions, battleStep, combatCardOptions, playCombatCard, retreat } = combatMod;
const { applyTrade, answerTrade, tradeActions } = tradeMod;
const { statusStep } = statusMod;
const { afterAcquire } = advancesMod;
const { drawEvent, eventStep } = eventsMod;
const { beginTurn, endTurn } = turnorderMod;
const { checkInstant } = objectivesMod;
const { rollInfluence, influenceOptions } = influenceMod;
const { canPay, S_ORE, S_WOOD, S_GOLD } = payMod;
const { cityById } = stateMod;
const { ARMY } = tablesRulesMod;
const { synergySecondOptions } = cardsMod;

/** The seat the top frame waits for, or null (game over). */
export function pendingSeat(s: ClashState): number | null {
  const f = top(s);
  if (f === null || f.k === 'auto' || f.k === 'status') return null;
  return f.seat;
}

function siegeOptions(s: ClashState, seat: number): ClashAction[] {
  const have = holdings(s.ps[seat]!);
  const out: ClashAction[] = [{ type: 'siege', die: false, hit: false }];
  const wood = [{ n: 2, src: S_WOOD | S_GOLD }], ore = [{ n: 2, src: S_ORE | S_GOLD }];
  if (canPay(wood, have)) out.push({ type: 'siege', die: true, hit: false });
  if (canPay(ore, have)) out.push({ type: 'siege', die: false, hit: true });
  if (canPay([...wood, ...ore], have)) out.push({ type: 'siege', die: true, hit: true });
  return out;
}

/** Legal actions of frame `f` (for its seat). */
export function frameActions(s: ClashState, f: Frame): ClashAction[] {
  switch (f.k) {
    case 'turn':
      return turnActions(s, f.seat);
    case 'pay':
      return payments(f.needs, holdings(s.ps[f.seat]!)).map((v) => ({ type: 'pay', v }));
    case 'pick':
      return pickOptions(s, f).map((v) => ({ type: 'pick', v }));
    case 'move': {
      // "done" ends the Move action at any stage (moving nothing is allowed); "back" only where it
      // leads to another choice, and at most 3 times per Move action (so every Move action ends).
      const mayBack = f.backs < 3;
      if (f.from === NONE) {
        const out: ClashAction[] = moveOrigins(s, f.seat, f.only).map((hex) => ({ type: 'from', hex }));
        out.push({ type: 'done' });
        return out;
      }
      if (f.to === NONE) {
        const out: ClashAction[] = destinations(s, f.seat, f.from, f.only).map((x) => ({ type: 'to', hex: x.hex, mode: x.mode, roads: x.roads }));
        if (mayBack && moveOrigins(s, f.seat, f.only).length > 1) out.push({ type: 'back' });
        out.push({ type: 'done' });
        return out;
      }
      const out: ClashAction[] = groupOptions(s, f.seat, f).filter((ids) => f.only === 0 || ids.length === 1).map((units) => ({ type: 'group', units }));
      if (mayBack && (destinations(s, f.seat, f.from, f.only).length > 1 || moveOrigins(s, f.seat, f.only).length > 1)) out.push({ type: 'back' });
      out.push({ type: 'done' });
      return out;
    }
    case 'orient':
      return f.opts.map((o) => ({ type: 'orient', o }));
    case 'civic': {
      const out: ClashAction[] = raisable(s, f.seat).map((city) => ({ type: 'raise', city }));
      if (f.raised > 0 || out.length === 0) out.push({ type: 'done' });
      return out;
    }
    case 'combatCard':
      return [...combatCardOptions(s, f.seat), NONE].map((card) => ({ type: 'combat', card }));
    case 'retreat':
      return [{ type: 'fight', go: true }, { type: 'fight', go: false }];
    case 'siege':
      return siegeOptions(s, f.seat);
    case 'hits':
      return barbarianHitOptions(s).map((what) => ({ type: 'hit', what }));
    case 'trade':
      return tradeActions(s, f);
    case 'answer':
      return [{ type: 'answer', yes: true }, { type: 'answer', yes: false }];
    case 'auto':
    case 'status':
      return [];
  }
}

/** Carries out `a` (one of `frameActions(d, f)`) for the top frame `f`, which is popped first. */
export function applyFrameAction(d: Draft, f: Frame, a: ClashAction): void {
  pop(d);
  switch (f.k) {
    case 'turn':
      applyTurnAction(d, f.seat, a);
      return;
    case 'pay': {
      const v = (a as { v: number[] }).v;
      payVector(d, f.seat, v);
      runIntent(d, f.seat, f.then, v);
      return;
    }
    case 'pick':
      applyPick(d, f, (a as { v: number }).v);
      return;
    case 'move':
      applyMove(d, f, a);
      return;
    case 'orient':
      placeRegion(d, f.seat, f.region, (a as { o: number }).o, f.cont);
      return;
    case 'civic':
      if (a.type === 'raise') {
        push(d, { ...f, raised: f.raised + 1 });
        payThen(d, f.seat, civicNeeds(d, cityById(d, a.city)), { i: 'civic', city: a.city, voting: f.voting });
      }
      return;
    case 'combatCard':
      playCombatCard(d, f.seat, (a as { card: number }).card);
      return;
    case 'retreat':
      if (a.type === 'fight' && !a.go) retreat(d);
      return;
    case 'siege':
      if (a.type === 'siege' && (a.die || a.hit)) {
        const needs = [];
        if (a.die) needs.push({ n: 2, src: S_WOOD | S_GOLD });
        if (a.hit) needs.push({ n: 2, src: S_ORE | S_GOLD });
        payThen(d, f.seat, needs, { i: 'siegecraft', die: a.die, hit: a.hit });
      }
      return;
    case 'hits':
      applyBarbarianHit(d, (a as { what: number }).what);
      if (d.battle && d.battle.pending > 0 && barbarianHitOptions(d).length > 0) push(d, { k: 'hits', seat: f.seat, left: d.battle.pending });
      return;
    case 'trade':
      applyTrade(d, f, a);
      return;
    case 'answer':
      answerTrade(d, f.seat, f.from, f.give, f.get, (a as { yes: boolean }).yes);
      return;
    case 'auto':
    case 'status':
      throw new Error('applyFrameAction on an automatic frame');
  }
}

function applyMove(d: Draft, f: Extract<Frame, { k: 'move' }>, a: ClashAction): void {
  switch (a.type) {
    case 'done':
      return;
    case 'from':
      push(d, { ...f, from: a.hex });
      return;
    case 'to':
      push(d, { ...f, to: a.hex, mode: a.mode, roads: a.roads });
      return;
    case 'back': {
      // Back to the previous stage that offers a choice.
      const backs = f.backs + 1;
      const toStage = { ...f, to: NONE, mode: 0, roads: 0, backs };
      push(d, f.to !== NONE && destinations(d, f.seat, f.from, f.only).length > 1 ? toStage : { ...f, from: NONE, to: NONE, mode: 0, roads: 0, backs });
      return;
    }
    case 'group': {
      const left = f.left - 1;
      if (left > 0 && f.only === 0) push(d, { k: 'move', seat: f.seat, left, from: NONE, to: NONE, roads: 0, mode: 0, only: 0, backs: f.backs });
      const armies = f.mode === M_LAND ? a.units.filter((id) => d.units.some((u) => u.id === id && u.k === ARMY)).length : 0;
      const needs = groupNeeds(d, f.seat, f.to, f.roads, armies);
      if (needs.length === 0) executeGroup(d, f.seat, f, a.units);
      else payThen(d, f.seat, needs, { i: 'group', units: a.units.slice(), from: f.from, to: f.to, mode: f.mode, roads: f.roads });
      return;
    }
    default:
      throw new Error(`move: unexpected ${a.type}`);
  }
}

function runAuto(d: Draft, a: AutoStep): void {
  switch (a.s) {
    case 'acquired':
      afterAcquire(d, a.seat, a.adv, a.how, a.firstGov, a.paidGI);
      return;
    case 'event':
      eventStep(d, a);
      return;
    case 'battle':
      battleStep(d);
      return;
    case 'endTurn':
      endTurn(d);
      return;
    case 'endAction':
      checkInstant(d, a.seat, { on: 'afterAction' });
      return;
    case 'moveEnd':
      clearMoved(d, a.seat);
      return;
    case 'ciRoll':
      rollInfluence(d, a.seat, a.from, a.to, a.takeover);
      return;
    case 'pyramid': {
      const opts = influenceOptions(d, a.seat).filter(([from]) => from === a.city).map(([, to]) => to);
      if (opts.length > 0) pushPick(d, a.seat, 'pyramid', [...opts, -1], [a.city, a.left]);
      return;
    }
    case 'drawEvent':
      drawEvent(d, a.seat);
      return;
    case 'beginTurn':
      beginTurn(d);
      return;
    case 'synergy': {
      const opts = synergySecondOptions(d, a.seat, a.first);
      if (opts.length > 0) pushPick(d, a.seat, 'synergyFirst', opts, [1]);
      return;
    }
    case 'barbAttack':
      return;
  }
}

function neverForced(f: Decision): boolean {
  if (f.k === 'turn' || f.k === 'combatCard' || f.k === 'answer' || f.k === 'trade') return true;
  return f.k === 'pick' && NEVER_FORCED.includes(f.q);
}

/**
 * One automatic step of the flow: automatic and Status Phase frames run, a choice with nothing
 * left to choose from is dropped; otherwise the top frame is the decision awaited.
 */
function nextStep(d: Draft): Decision | null | FlowEnd {
  const f = top(d);
  if (f === null) {
    if (d.phase !== 'over') throw new Error('the decision stack is empty during play');
    return FLOW_END;
  }
  if (f.k === 'auto') {
    pop(d);
    runAuto(d, f.a);
    return null;
  }
  if (f.k === 'status') {
    pop(d);
    statusStep(d, f);
    return null;
  }
  // A choice whose options have all gone (e.g. a payment already spent by an earlier choice).
  if (f.k === 'pick' && pickOptions(d, f).length === 0) {
    pop(d);
    return null;
  }
  return f;
}

/**
 * The game on the kit's flow. The decision is the top frame of the stack (the state holds it, so
 * `setDecision` has nothing to record); one seat decides. Forced decisions (a single legal action)
 * are played by the flow, except the Turn decision, combat-card declarations and card windows (so
 * the flow never reveals what a hidden hand holds) and trade answers and proposals.
 */
export const FLOW: Flow<ClashState, Decision, ClashAction> = {
  decision: (s) => {
    const f = top(s);
    return f === null || f.k === 'auto' || f.k === 'status' ? null : f;
  },
  setDecision: () => {},
  seats: (_s, f) => [f.seat],
  actions: (s, f) => frameActions(s, f),
  apply: (d, f, _seat, a) => applyFrameAction(d as Draft, f, a),
  next: (d) => nextStep(d as Draft),
  autoplay: (_s, f) => !neverForced(f)
};

/** Runs automatic frames and forced decisions until a seat must decide or the game is over. */
export function advance(d: Draft, cache?: ActionCache<ClashState, readonly ClashAction[]>): void {
  kitAdvance(d, FLOW, cache);
}
