/**
 * The one legality source (STYLE.md habit 5): every action the prompted seat may take now.
 * Staged decisions keep each list small: a move names its target, then (when there is a choice)
 * its resource payment; benefits, prestige and VP tiles follow as their own decisions.
 */
import type { ParisAction, ParisState, PlayerState } from './types';
import { ARC, DISTRICT_COUNT, END_TILES, ITEMS, RESOURCES, SLOTS } from './types';
import { SITE_NEED, moveActionsInto, hasMove } from './moves';
import { payments } from './payment';
import { prestigeOptions, pairsOptions } from './prestige';
import { bonusTargets } from './track';
import { activatable } from './tiles';
import { BUY_PRICE } from './tables/prices';
import { STACKS } from './tables/players';
import { BUILDINGS } from './tables/buildings';
import { LANDMARKS } from './tables/landmarks';
import { VP_TILES } from './tables/vptiles';
import { BONUS_TILES } from './tables/bonus';
import { END_TILE_DATA } from './tables/endtiles';
import { PRESTIGE_TILES, RESOURCE_TILES, holdsTile } from './items';
import {
  END_TURN, PASS, SKIP_BONUS, bonusTileAction, buyAction, drawAction, endTileAction, placeKeyAction, placeTileAction, sellAction, sellTileAction,
  takeBonusAction, takeEndAction, vpTileAction
} from './acts';


/** Bonus tile numbers a player may activate (effects that resolve or open a choice). */
const ACTIVATED_BONUS: readonly number[] = BONUS_TILES.filter((t) => isActivated(t.effect.kind)).map((t) => t.number);
const ACTIVATED_END: readonly number[] = END_TILE_DATA.flatMap((t, i) => (isActivated(t.effect.kind) ? [i] : []));

function isActivated(kind: string): boolean {
  return !['resource', 'resourceAny', 'prestigeAny', 'stackOwn', 'shareOpponent', 'endMoney'].includes(kind);
}

export function stacksEmpty(s: ParisState): boolean {
  for (const st of s.stacks) if (st.length > 0) return false;
  return true;
}

/** Action 1 targets: a bank (0–5) or the Arc without an own key, while a key is behind the screen. */
export function placeKeyActions(s: ParisState, seat: number, out: ParisAction[]): void {
  if (s.ps[seat]!.keys === 0) return;
  const banks = s.bank[seat]!;
  for (let d = 0; d < DISTRICT_COUNT; d++) if (((banks >> d) & 1) === 0) out.push(placeKeyAction(d));
  if (((s.arc >> seat) & 1) === 0) out.push(placeKeyAction(ARC));
}

function canPlaceKey(s: ParisState, seat: number): boolean {
  return s.ps[seat]!.keys > 0 && (s.bank[seat] !== (1 << DISTRICT_COUNT) - 1 || ((s.arc >> seat) & 1) === 0);
}

/** Action 3 targets: the End Game tiles left, once every building stack is empty. */
function takeEndActions(s: ParisState, out: ParisAction[]): void {
  if (!stacksEmpty(s)) return;
  for (const i of s.endStack) out.push(takeEndAction(i));
}

/** True when the seat has some step-2 action (so it may not pass). */
export function hasMainAction(s: ParisState, seat: number): boolean {
  return canPlaceKey(s, seat) || (stacksEmpty(s) && s.endStack.length > 0) || hasMove(s, seat);
}

/**
 * Tile kinds whose use right after the action can differ from using them at the start of the next
 * turn: other players may take the bonus tile you want (17, 25, E10) or the top tile of a
 * district (E8) in between. Nothing else a player owns can change between their turns.
 */
const AFTER_KINDS: readonly string[] = ['takeAny', 'stepBack', 'bonusTake', 'perTopDistrict'];
const AFTER_BONUS = ACTIVATED_BONUS.filter((n) => AFTER_KINDS.includes(BONUS_TILES[n - 1]!.effect.kind));
const AFTER_END = ACTIVATED_END.filter((i) => AFTER_KINDS.includes(END_TILE_DATA[i]!.effect.kind));
const maskOf = (xs: readonly number[]) => xs.reduce((m, x) => m | (1 << x), 0);
const ACTIVATED_BONUS_MASK = maskOf(ACTIVATED_BONUS);
const ACTIVATED_END_MASK = maskOf(ACTIVATED_END);
const AFTER_BONUS_MASK = maskOf(AFTER_BONUS);
const AFTER_END_MASK = maskOf(AFTER_END);

/**
 * Free actions (tile activations, purchases, sales), allowed at any time of one's own turn.
 * Listed in full before the action and in the final round. After the action (`after`) only what
 * can differ from doing it next turn is listed: buying (others may buy the supply out) and the
 * AFTER_KINDS tiles; selling or using other tiles now or at the start of the next turn is the
 * same. Buying back a resource sold this turn, or selling one bought this turn, only loses
 * francs and is not listed.
 */
export function freeActions(s: ParisState, seat: number, out: ParisAction[], after = false): void {
  const p = s.ps[seat]!;
  const full = !after || (s.lastRound > 0 && s.round === s.lastRound);
  // Held tiles that are activated, lowest number first (bit tricks over the held masks).
  for (let m = p.bonus & (full ? ACTIVATED_BONUS_MASK : AFTER_BONUS_MASK); m !== 0; m &= m - 1) {
    const n = 31 - Math.clz32(m & -m);
    if (activatable(s, seat, n)) out.push(bonusTileAction(n));
  }
  for (let m = p.endTiles & (full ? ACTIVATED_END_MASK : AFTER_END_MASK); m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    if (activatable(s, seat, END_TILES[i]!)) out.push(endTileAction(i));
  }
  for (let r = 0; r < RESOURCES.length; r++) if (canBuy(s, p, r)) out.push(buyAction(r));
  if (!full) return;
  for (let i = 0; i < ITEMS.length; i++) if (p.items[i]! > 0 && (i >= 3 || ((s.traded >> i) & 1) === 0)) out.push(sellAction(i));
  if (p.bonus !== 0 || p.endTiles !== 0) sellTileActions(p, out);
}

/** Buying resource r is listed: in the supply, affordable, and not sold this turn. */
function canBuy(s: ParisState, p: PlayerState, r: number): boolean {
  return s.supply[r]! > 0 && p.francs >= BUY_PRICE[r]! && ((s.traded >> (3 + r)) & 1) === 0;
}

/**
 * The 'after' lists with no tile to list: the purchases (bit r = resource r can be bought), then
 * ending the turn. Shared and frozen: most turns end on one of these.
 */
const AFTER_BUYING: readonly (readonly ParisAction[])[] = Array.from({ length: 1 << RESOURCES.length }, (_, mask) => {
  const list: ParisAction[] = [];
  for (let r = 0; r < RESOURCES.length; r++) if ((mask >> r) & 1) list.push(buyAction(r));
  list.push(END_TURN);
  return Object.freeze(list);
});

/** The 'draw' lists: one per set of non-empty stacks (bit k = stack k), shared and frozen. */
const DRAWS: readonly (readonly ParisAction[])[] = Array.from({ length: 1 << STACKS }, (_, mask) => {
  const list: ParisAction[] = [];
  for (let k = 0; k < STACKS; k++) if ((mask >> k) & 1) list.push(drawAction(k));
  return Object.freeze(list);
});

function sellTileActions(p: PlayerState, out: ParisAction[]): void {
  for (const t of RESOURCE_TILES) if (holdsTile(p, t)) out.push(sellTileAction(t.ref));
  for (const t of PRESTIGE_TILES) if (holdsTile(p, t)) out.push(sellTileAction(t.ref));
}

/** §7.2: districts where the drawn tile fits (free space of its value, no building of its type). */
export function tileDistricts(s: ParisState, tile: number): number[] {
  const b = BUILDINGS[tile]!;
  const out: number[] = [];
  for (let d = 0; d < DISTRICT_COUNT; d++) {
    if (s.space[d * SLOTS + b.slot]! >= 0) continue;
    let clash = false;
    for (let k = 0; k < SLOTS; k++) {
      const t = s.space[d * SLOTS + k]!;
      if (t >= 0 && BUILDINGS[t]!.type === b.type) clash = true;
    }
    if (!clash) out.push(d);
  }
  return out;
}

/**
 * Every legal action of `seat` now (empty when it is not that seat's decision). Some lists are
 * shared frozen ones (draws, most 'after' lists): never change a list.
 */
export function legalActions(s: ParisState, seat: number): readonly ParisAction[] {
  const pr = s.prompt;
  if (pr === null || pr.seat !== seat) return [];
  const out: ParisAction[] = [];
  const p = s.ps[seat]!;
  switch (pr.kind) {
    case 'draw': {
      let mask = 0;
      for (let k = 0; k < s.stacks.length; k++) if (s.stacks[k]!.length > 0) mask |= 1 << k;
      return DRAWS[mask]!;
    }
    case 'placeTile':
      for (const d of tileDistricts(s, pr.tile)) out.push(placeTileAction(d));
      return out;
    case 'main': {
      placeKeyActions(s, seat, out);
      moveActionsInto(s, seat, out);
      takeEndActions(s, out);
      if (out.length === 0) out.push(PASS);
      freeActions(s, seat, out);
      return out;
    }
    case 'after': {
      // No tile to list (none of the AFTER_KINDS held, not the final round): a shared list.
      if ((p.bonus & AFTER_BONUS_MASK) === 0 && (p.endTiles & AFTER_END_MASK) === 0 && !(s.lastRound > 0 && s.round === s.lastRound)) {
        let mask = 0;
        for (let r = 0; r < RESOURCES.length; r++) if (canBuy(s, p, r)) mask |= 1 << r;
        return AFTER_BUYING[mask]!;
      }
      freeActions(s, seat, out, true);
      out.push(END_TURN);
      return out;
    }
    case 'pay':
      for (const pay of payments(p, SITE_NEED[pr.site]!, s.supply, p.francs)) out.push({ type: 'pay', pay });
      return out;
    case 'bonus':
      for (const pos of bonusTargets(s, seat, pr.how === 'e10' ? 'forward' : pr.how)) out.push(takeBonusAction(pos));
      if (pr.how === 'forward') out.push(SKIP_BONUS);
      return out;
    case 'prestige':
      for (const o of prestigeOptions(p, LANDMARKS[pr.landmark]!.slots)) out.push({ type: 'prestige', use: o.use });
      return out;
    case 'pairs':
      for (const o of pairsOptions(p, pr.tile === 23)) out.push({ type: 'pairs', pairs: o.pairs, use: o.use });
      return out;
    case 'vpTile':
      for (let t = 0; t < VP_TILES.length; t++) if (!s.vpTileAt.includes(t)) out.push(vpTileAction(t));
      return out;
  }
}
