/**
 * Applying one decision to a working copy (paris.md §4): step 1 (draw a building), step 2 (one
 * action, with free actions before and after it), the benefits of a move and its VP tile (queued
 * as interrupts, see flow.ts), the end trigger and final scoring.
 */
import type { EndTile, ParisAction, Payment, Prompt, PrestigeUse, Task } from './types';
import { ARC, BANK_BASE, BUILDING_SITES, PRESTIGE_BASE, SLOTS, SRC_BONUS, SRC_BUILDINGS, SRC_END, SRC_LANDMARKS } from './types';
import type { Draft } from './state';
import { bankW, discardBonus, discardEnd, emit, gainVp, keysW, landmarksW, playerW, spaceW, supplyW, tokenW, vpTileAtW } from './state';
import { SITE_VALUE, districtKeys, siteDistrict } from './board';
import { SITE_NEED, moveFrancs, viaTile } from './moves';
import { purchaseCost } from './payment';
import { fillSlots } from './prestige';
import { canTakeForward, takeBonusTile } from './track';
import { resolveEffect, type FollowUp } from './tiles';
import { stacksEmpty, tileDistricts } from './legal';
import { finalScoringInPlace } from './scoring';
import { BANK_FRANCS } from './tables/districts';
import { BUY_PRICE, BEST_PRESTIGE_SELL, BEST_RESOURCE_SELL, SELL_PRICE } from './tables/prices';
import { LANDMARKS } from './tables/landmarks';
import { VP_TILE_TRIGGER } from './tables/vptiles';
import { VALUE3_BONUS_PRICE } from './tables/bonus';
import { MAX_PLAYERS, VALUE8_VP } from './tables/players';
import { endIndex, tileEffect, type TileRef } from './items';
import { dropInterrupt, interruptFirst, FLOW_END } from '../../core/flow';
import { QUEUE } from './queue';

/** The next seat's turn (step 1 first), or the end of the game after its last round. */
function endTurn(d: Draft): void {
  const next = (d.turn + 1) % d.players;
  if (next === d.first) {
    if (d.lastRound === d.round) {
      d.over = true;
      finalScoringInPlace(d);
      emit(d, 'paris.event.gameOver', null);
      return;
    }
    d.round += 1;
  }
  d.turn = next;
  d.drawn = false;
  d.acted = false;
  d.traded = 0;
}

// ---------------------------------------------------------------- spending held things

/** Spends a tile ref held by the seat (resource/prestige tiles, via tiles). */
function spendTile(d: Draft, seat: number, ref: TileRef): void {
  if (typeof ref === 'number') discardBonus(d, seat, ref);
  else discardEnd(d, seat, endIndex(ref));
}

function applyPayment(d: Draft, seat: number, pay: Payment): void {
  for (const ref of pay.tiles) spendTile(d, seat, ref);
  const p = playerW(d, seat);
  const supply = supplyW(d);
  for (let r = 0; r < 3; r++) {
    p.items[r]! -= pay.tokens[r]!;
    supply[r]! += pay.tokens[r]!; // spent resources go to the general supply
  }
  // Bought tokens are spent at once: they leave the supply and return to it.
  p.francs -= purchaseCost(pay);
  emit(d, 'paris.event.paid', seat, { tiles: pay.tiles.join(','), wood: pay.tokens[0]! + pay.buy[0]!, marble: pay.tokens[1]! + pay.buy[1]!, gold: pay.tokens[2]! + pay.buy[2]!, bought: pay.buy[0]! + pay.buy[1]! + pay.buy[2]! });
}

function applyPrestige(d: Draft, seat: number, use: PrestigeUse, vp: number, source: number): void {
  for (const ref of use.tiles) spendTile(d, seat, ref);
  const p = playerW(d, seat);
  for (let m = 0; m < 3; m++) p.items[PRESTIGE_BASE + m]! -= use.tokens[m]!; // prestige leaves the game
  if (vp > 0) gainVp(d, seat, vp, source);
}

// ---------------------------------------------------------------- the actions

function placeKey(d: Draft, seat: number, at: number): void {
  const p = playerW(d, seat);
  p.keys -= 1;
  if (at === ARC) {
    d.arc |= 1 << seat;
    emit(d, 'paris.event.keyArc', seat);
  } else {
    bankW(d)[seat]! |= 1 << at;
    p.francs += BANK_FRANCS[at]!;
    emit(d, 'paris.event.keyBank', seat, { district: at, francs: BANK_FRANCS[at]! });
  }
}

function move(d: Draft, seat: number, a: Extract<ParisAction, { type: 'move' }>): void {
  const n = d.players;
  playerW(d, seat).francs -= moveFrancs(a.from, a.to);
  if (a.via !== null) {
    const v = viaTile(a.via);
    if (v.bonus > 0) discardBonus(d, seat, v.bonus);
    else discardEnd(d, seat, v.end);
  }
  if (a.from === ARC) d.arc &= ~(1 << seat);
  else if (a.from >= BANK_BASE) bankW(d)[seat]! &= ~(1 << (a.from - BANK_BASE));
  else keysW(d)[a.from * n + seat]! -= 1;
  if (a.build) {
    const l = a.to - BUILDING_SITES;
    landmarksW(d);
    d.landmarkAt[l] = a.district;
    d.landmarkTop[a.district] = LANDMARKS[l]!.value;
  }
  keysW(d)[a.to * n + seat]! += 1;
  const district = siteDistrict(d, a.to);
  // After paying come the benefits, then the VP tile if the district just reached 4 keys; all
  // ahead of the queue (interruptFirst, built in one array).
  const queue: Task[] = [];
  const need = SITE_NEED[a.to]!;
  if (need[0]! + need[1]! + need[2]! > 0) queue.push({ k: 'pay', seat, site: a.to });
  queue.push({ k: 'benefit', seat, site: a.to });
  if (districtKeys(d, district) >= VP_TILE_TRIGGER && d.vpTileAt[district]! < 0) queue.push({ k: 'vpTile', seat, district });
  for (const t of d.queue) queue.push(t);
  d.queue = queue;
}

/** The benefits of acquiring `site` (§4.4.2): token, bonus tile right, 2 VP, landmark prestige. */
function benefits(d: Draft, seat: number, site: number): Task[] {
  if (site >= BUILDING_SITES) return [{ k: 'prestige', seat, landmark: site - BUILDING_SITES }];
  const token = d.token[site]!;
  if (token >= 0) {
    playerW(d, seat).items[token]! += 1;
    tokenW(d)[site] = -1;
    emit(d, 'paris.event.token', seat, { site, item: token });
  }
  const value = SITE_VALUE[site]!;
  if (value === 8) {
    gainVp(d, seat, VALUE8_VP, SRC_BUILDINGS);
    emit(d, 'paris.event.value8', seat, { vp: VALUE8_VP });
  }
  if (value <= 2) return [{ k: 'bonus', seat, price: 0 }];
  if (value === 3) return [{ k: 'bonus', seat, price: VALUE3_BONUS_PRICE }];
  return [];
}

function takeEnd(d: Draft, seat: number, tile: EndTile): void {
  const i = endIndex(tile);
  const left: number[] = [];
  for (const x of d.endStack) if (x !== i) left.push(x);
  d.endStack = left;
  playerW(d, seat).endTiles |= 1 << i;
  emit(d, 'paris.event.endTaken', seat, { left: d.endStack.length });
  if (d.endStack.length === 0) {
    // Finish this round, then one more full round.
    d.lastRound = d.round + 1;
    emit(d, 'paris.event.endTriggered', seat, { lastRound: d.lastRound });
  }
}

function followUp(d: Draft, seat: number, f: FollowUp): void {
  if (f === null) return;
  interruptFirst(QUEUE, d, f.k === 'bonus' ? { k: 'take', seat, how: f.how } : { k: 'pairs', seat, tile: f.tile });
}

function sellTile(d: Draft, seat: number, ref: TileRef): void {
  const e = tileEffect(ref);
  let francs = 0;
  if (e.kind === 'resource') francs = SELL_PRICE[e.resource]!;
  else if (e.kind === 'resourceAny') francs = BEST_RESOURCE_SELL * e.units;
  else if (e.kind === 'prestigeAny') francs = BEST_PRESTIGE_SELL * e.units;
  spendTile(d, seat, ref);
  playerW(d, seat).francs += francs;
  emit(d, 'paris.event.soldTile', seat, { tile: String(ref), francs });
}

/** Applies a listed action of the seat asked `pr` (the caller has checked it is listed). */
export function applyDecision(d: Draft, pr: Prompt, a: ParisAction): void {
  const seat = pr.seat;
  switch (a.type) {
    case 'draw': {
      const stack = d.stacks[a.stack]!;
      const tile = stack[stack.length - 1]!;
      const stacks = d.stacks.slice();
      stacks[a.stack] = stack.slice(0, -1);
      d.stacks = stacks;
      d.drawn = true;
      emit(d, 'paris.event.drawn', seat, { tile, stack: a.stack });
      if (!d.rules.ignoreDistricts) spaceW(d)[tile] = tile;
      else if (tileDistricts(d, tile).length > 0) interruptFirst(QUEUE, d, { k: 'placeTile', seat, tile });
      else {
        d.removed = [...d.removed, tile];
        emit(d, 'paris.event.tileRemoved', seat, { tile });
      }
      return;
    }
    case 'placeTile': {
      const tile = (pr as Extract<Prompt, { kind: 'placeTile' }>).tile;
      spaceW(d)[a.district * SLOTS + (tile % SLOTS)] = tile;
      emit(d, 'paris.event.tilePlaced', seat, { tile, district: a.district });
      return;
    }
    case 'placeKey':
      placeKey(d, seat, a.at);
      d.acted = true;
      return;
    case 'move':
      move(d, seat, a);
      d.acted = true;
      return;
    case 'takeEnd':
      takeEnd(d, seat, a.tile);
      d.acted = true;
      return;
    case 'pass':
      emit(d, 'paris.event.passed', seat);
      d.acted = true;
      return;
    case 'pay':
      applyPayment(d, seat, a.pay);
      return;
    case 'takeBonus': {
      const bp = pr as Extract<Prompt, { kind: 'bonus' }>;
      playerW(d, seat).francs -= bp.price;
      takeBonusTile(d, seat, a.pos, bp.how === 'e10' ? 'forward' : bp.how);
      return;
    }
    case 'skipBonus':
      return;
    case 'prestige': {
      const l = (pr as Extract<Prompt, { kind: 'prestige' }>).landmark;
      const vp = fillSlots(LANDMARKS[l]!.slots, a.use.tokens, wildUnits(a.use, LANDMARKS[l]!.slots.length - a.use.tokens.reduce((x, y) => x + y, 0)))!;
      applyPrestige(d, seat, a.use, vp, SRC_LANDMARKS);
      if (vp > 0) emit(d, 'paris.event.prestige', seat, { landmark: l, vp });
      return;
    }
    case 'pairs': {
      const tile = (pr as Extract<Prompt, { kind: 'pairs' }>).tile;
      const count = a.pairs[0]! + a.pairs[1]! + a.pairs[2]!;
      const e = tileEffect(tile);
      const per = e.kind === 'prestigePairs' || e.kind === 'resourcePairs' ? e.vpByPlayers[d.players - 2]! : 0;
      if (tile === 23) applyPrestige(d, seat, a.use, 0, SRC_BONUS);
      else {
        for (const ref of a.use.tiles) spendTile(d, seat, ref);
        const p = playerW(d, seat);
        const supply = supplyW(d);
        for (let r = 0; r < 3; r++) {
          p.items[r]! -= a.use.tokens[r]!;
          supply[r]! += a.use.tokens[r]!;
        }
      }
      gainVp(d, seat, per * count, SRC_BONUS);
      emit(d, 'paris.event.pairs', seat, { tile, pairs: count, vp: per * count });
      return;
    }
    case 'vpTile': {
      const district = (pr as Extract<Prompt, { kind: 'vpTile' }>).district;
      vpTileAtW(d)[district] = a.tile;
      emit(d, 'paris.event.vpTile', seat, { district, tile: a.tile });
      return;
    }
    case 'bonusTile':
      discardBonus(d, seat, a.tile);
      emit(d, 'paris.event.bonusUsed', seat, { tile: a.tile });
      followUp(d, seat, resolveEffect(d, seat, a.tile, SRC_BONUS));
      return;
    case 'endTile':
      discardEnd(d, seat, endIndex(a.tile));
      emit(d, 'paris.event.endUsed', seat, { tile: a.tile });
      followUp(d, seat, resolveEffect(d, seat, a.tile, SRC_END));
      return;
    case 'buy': {
      const p = playerW(d, seat);
      d.traded |= 1 << a.item;
      supplyW(d)[a.item]! -= 1;
      p.items[a.item]! += 1;
      p.francs -= BUY_PRICE[a.item]!;
      return;
    }
    case 'sell': {
      const p = playerW(d, seat);
      d.traded |= 1 << (3 + a.item);
      p.items[a.item]! -= 1;
      p.francs += SELL_PRICE[a.item]!;
      if (a.item < PRESTIGE_BASE) supplyW(d)[a.item]! += 1; // sold resources become buyable (A13)
      return;
    }
    case 'sellTile':
      sellTile(d, seat, a.tile);
      return;
    case 'endTurn':
      endTurn(d);
      return;
  }
}

/** Wildcard units a prestige use fills: as many as its tiles give, up to the free slots. */
function wildUnits(use: PrestigeUse, room: number): number {
  let cap = 0;
  for (const ref of use.tiles) {
    const e = tileEffect(ref);
    if (e.kind === 'prestigeAny') cap += e.units;
  }
  return cap < room ? cap : room;
}

/**
 * The decision an interrupt asks for, or null after settling it by itself (the kit's
 * `withInterrupts` handler). The task leaves the queue here: the decision it becomes is stored as
 * the state's prompt until answered.
 */
export function interrupt(d: Draft, t: Task): Prompt | null {
  if (t.k === 'benefit') {
    // The benefits take the task's place at the head of the queue (one new array).
    const queue = benefits(d, t.seat, t.site);
    for (let i = 1; i < d.queue.length; i++) queue.push(d.queue[i]!);
    d.queue = queue;
    return null;
  }
  dropInterrupt(QUEUE, d);
  switch (t.k) {
    case 'pay':
      return { kind: 'pay', seat: t.seat, site: t.site };
    case 'bonus':
      if (d.ps[t.seat]!.francs < t.price || !canTakeForward(d, t.seat)) return null;
      return { kind: 'bonus', seat: t.seat, how: 'forward', price: t.price };
    case 'take':
      return { kind: 'bonus', seat: t.seat, how: t.how, price: 0 };
    case 'prestige':
      return { kind: 'prestige', seat: t.seat, landmark: t.landmark };
    case 'vpTile':
      return { kind: 'vpTile', seat: t.seat, district: t.district };
    case 'placeTile':
      return { kind: 'placeTile', seat: t.seat, tile: t.tile };
    case 'pairs':
      return { kind: 'pairs', seat: t.seat, tile: t.tile };
  }
}

/** The prompts of the normal course, one shared object per seat (prompts are never changed). */
const seatPrompts = <K extends 'draw' | 'main' | 'after'>(kind: K): readonly Extract<Prompt, { kind: K }>[] =>
  Array.from({ length: MAX_PLAYERS }, (_, seat) => Object.freeze({ kind, seat }) as Extract<Prompt, { kind: K }>);
const DRAW_PROMPT = seatPrompts('draw');
const MAIN_PROMPT = seatPrompts('main');
const AFTER_PROMPT = seatPrompts('after');

/** The normal course when no interrupt waits: step 1, step 2, after the action, or the end. */
export function step(d: Draft): Prompt | typeof FLOW_END {
  if (d.over) return FLOW_END;
  if (!d.drawn && !stacksEmpty(d)) return DRAW_PROMPT[d.turn]!;
  return d.acted ? AFTER_PROMPT[d.turn]! : MAIN_PROMPT[d.turn]!;
}
