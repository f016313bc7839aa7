/**
 * Phase 4, Actions (§4.4): one player's whole turn — build Properties, Walls and Guilds,
 * activate every placed worker, visit the Trading Post, hire a Gnome, use Gnome abilities, and
 * end the turn (optionally by buying a card, which must be the last action).
 */
import type { BelfortAction, BelfortState, PlayerState } from './types';
import {
  BANK, BLACKSMITH, GOLD, INN, LIBRARY, MARKET, METAL, PROPERTIES, RESOURCES, STONE, TOWER, WOOD
} from './types';
import * as propertiesTable from './tables/properties';
import * as guildsTable from './tables/guilds';
import * as economy from './tables/economy';
import * as boardTable from './tables/board';
import type { Draft } from './state';
import { emit, mut, own, pushTaskFirst, setMarker } from './state';
import { CARD_COST, canPay, gain, pay } from './costs';
import { buildTargets, freeWalls, guildOwner, placeCardMarkers } from './city';
import { drawInto, refillDisplay, removeFromHand } from './cards';
import { canPlaceGnome, freeLocks, placeGnome } from './gnomes';
import { canGain } from './workers';
import { activateGuild } from './guild-effects';
import {
  ACTIVATE_CARD, ACTIVATE_GUILD, BANK as BANK_ACTION, BUILD, BUY_CARD, BUY_GUILD, CONVERT, END_TURN, HIRE, SMITH, TRADE, WALL
} from './action-objects';

const { WALL_COST } = propertiesTable;
const { GUILD_TILES } = guildsTable;
const {
  BANK_GOLD, CARD_PRICE, DISPLAY_SIZE, FROM_DECK, GNOME_PRICE, LIBRARY_DISCARD, LIBRARY_DRAW, MARKET_SPACE_GOLD,
  MAX_MARKET_VISITS, SMITH_METAL_PRICE, SMITH_SPACE_METAL, TRADE_BUY, TRADE_SELL
} = economy;
const { GUILD_SYMBOL } = boardTable;
const PROPERTY_INDEX = Object.fromEntries(PROPERTIES.map((p, t) => [p, t])) as Record<string, number>;
const RES_INDEX = Object.fromEntries(RESOURCES.map((r, i) => [r, i])) as Record<string, number>;

/** Workers `seat` still has to activate this turn (on own cards and on guilds). */
export function workersToActivate(s: BelfortState, seat: number): number {
  const p = s.ps[seat]!;
  let n = 0;
  for (const c of p.onCard) n += c;
  for (const w of s.guildWorker) if (w === seat) n++;
  return n;
}

/** Trading Post visits allowed this round (§4.4.5, G13): 1 + Gnomes on Market locks (max 3), + Merchants' extras. */
export function visitsAllowed(p: PlayerState): number {
  return Math.min(MAX_MARKET_VISITS, 1 + p.gnomes[MARKET]!) + p.extraVisits;
}

/**
 * One Trading Post visit = at most 1 buy and 1 sell of one unit each (§4.4.5); the sale is made
 * first, so its Gold can pay for the purchase. Buying and selling the same good is left out (it
 * changes nothing but the visit count, or loses Gold).
 */
export function tradeActions(p: PlayerState, out: BelfortAction[]): void {
  const gold = p.res[GOLD]!;
  for (let sell = -1; sell < 3; sell++) {
    if (sell >= 0 && p.res[sell]! < 1) continue;
    const cash = gold + (sell >= 0 ? TRADE_SELL[sell]! : 0);
    const row = TRADE[sell + 1]!;
    for (let buy = -1; buy < 3; buy++) {
      if (buy === sell) continue;
      if (buy >= 0 && cash < TRADE_BUY[buy]!) continue;
      out.push(row[buy + 1]!);
    }
  }
}

/** Every action of `seat`'s Actions turn (the main menu). */
export function turnActions(s: BelfortState, seat: number): BelfortAction[] {
  const p = s.ps[seat]!;
  const out: BelfortAction[] = [];
  // Activate placed workers.
  for (let t = 0; t < PROPERTIES.length; t++) if (p.onCard[t]! > 0) out.push(ACTIVATE_CARD[t]!);
  for (let g = 0; g < s.guildWorker.length; g++) if (s.guildWorker[g] === seat) out.push(ACTIVATE_GUILD[g]!);
  // Build Properties from hand.
  for (let t = 0; t < PROPERTIES.length; t++) {
    if (p.hand[t]! === 0 || !canPay(p.res, CARD_COST[t]!)) continue;
    const row = BUILD[t]!;
    for (const at of buildTargets(s.marker, t)) out.push(row[at]!);
  }
  if (canPay(p.res, WALL_COST)) for (const at of freeWalls(s.marker)) out.push(WALL[at]!);
  for (let g = 0; g < s.guilds.length; g++) {
    if (guildOwner(s, g) === -1 && canPay(p.res, GUILD_TILES[s.guilds[g]!].cost)) out.push(BUY_GUILD[g]!);
  }
  if (p.visits < visitsAllowed(p)) tradeActions(p, out);
  if (!p.hired && p.res[GOLD]! >= GNOME_PRICE && s.gnomes > 0) {
    for (let t = 0; t < PROPERTIES.length; t++) if (freeLocks(p, t) > 0) out.push(HIRE[t]!);
  }
  if (p.smithUsed < p.gnomes[BLACKSMITH]! && p.res[GOLD]! >= SMITH_METAL_PRICE) out.push(SMITH);
  if (p.bankUsed < p.gnomes[BANK]!) out.push(BANK_ACTION);
  if (p.conversions > 0) {
    if (p.res[WOOD]! > 0) out.push(CONVERT.wood);
    if (p.res[STONE]! > 0) out.push(CONVERT.stone);
  }
  if (workersToActivate(s, seat) === 0) {
    if (p.res[GOLD]! >= CARD_PRICE) {
      // One action per distinct display card (copies are identical), and the blind top card.
      for (let i = 0; i < DISPLAY_SIZE; i++) {
        const c = s.display[i]!;
        if (c >= 0 && s.display.indexOf(c) === i) out.push(BUY_CARD[i]!);
      }
      if (s.deck.length > 0 || s.discard.some((n) => n > 0)) out.push(BUY_CARD[FROM_DECK]!);
    }
    out.push(END_TURN);
  }
  return out;
}

function firstBuilt(d: Draft, seat: number, t: number): void {
  const st = own(d, seat).stats;
  if (st.firstBuilt[t] === 0) st.firstBuilt[t] = d.round;
}

/** Applies one main-menu action (one of `turnActions`). */
export function applyTurn(d: Draft, seat: number, a: BelfortAction): void {
  const p = own(d, seat);
  switch (a.type) {
    case 'build': {
      const t = PROPERTY_INDEX[a.card]!;
      pay(p, CARD_COST[t]!);
      removeFromHand(d, seat, t);
      p.built[t]! += 1;
      placeCardMarkers(d, seat, t, a.at);
      firstBuilt(d, seat, t);
      return;
    }
    case 'wall':
      pay(p, WALL_COST);
      setMarker(d, a.at, seat);
      p.stats.walls += 1;
      return;
    case 'buyGuild':
      pay(p, GUILD_TILES[d.guilds[a.district]!].cost);
      setMarker(d, GUILD_SYMBOL[a.district]!, seat);
      p.stats.guilds += 1;
      return;
    case 'activateCard':
      activateCard(d, seat, PROPERTY_INDEX[a.card]!);
      return;
    case 'activateGuild':
      mut(d, 'guildWorker')[a.district] = -1;
      activateGuild(d, seat, a.district);
      return;
    case 'trade': {
      p.visits += 1;
      p.stats.visits += 1;
      if (a.sell !== null) {
        const r = RES_INDEX[a.sell]!;
        p.res[r]! -= 1;
        p.res[GOLD]! += TRADE_SELL[r]!;
        if (r === METAL) p.stats.metalSold += 1;
      }
      if (a.buy !== null) {
        const r = RES_INDEX[a.buy]!;
        p.res[GOLD]! -= TRADE_BUY[r]!;
        p.res[r]! += 1;
        if (r === METAL) p.stats.metalBought += 1;
      }
      return;
    }
    case 'hire':
      p.res[GOLD]! -= GNOME_PRICE;
      p.hired = true;
      placeGnome(d, seat, PROPERTY_INDEX[a.card]!, 'hired');
      return;
    case 'smith':
      p.smithUsed += 1;
      p.res[GOLD]! -= SMITH_METAL_PRICE;
      p.res[METAL]! += 1;
      return;
    case 'bank':
      p.bankUsed += 1;
      p.res[GOLD]! += BANK_GOLD;
      return;
    case 'convert':
      p.conversions -= 1;
      p.res[a.give === 'wood' ? WOOD : STONE]! -= 1;
      p.res[METAL]! += 1;
      return;
    case 'buyCard':
      p.res[GOLD]! -= CARD_PRICE;
      if (a.from === FROM_DECK) {
        drawInto(d, seat, 1);
      } else {
        p.hand[d.display[a.from]!]! += 1;
        mut(d, 'display')[a.from] = -1;
        refillDisplay(d);
      }
      endTurn(d, seat);
      return;
    case 'endTurn':
      endTurn(d, seat);
      return;
    default:
      throw new Error(`belfort: ${a.type} is not a turn action (internal error)`);
  }
}

/** The worker on `seat`'s own card of type `t` does its job and comes back (§2.5). */
function activateCard(d: Draft, seat: number, t: number): void {
  const p = own(d, seat);
  p.onCard[t]! -= 1;
  switch (t) {
    case BLACKSMITH:
      gain(p, [0, 0, SMITH_SPACE_METAL, 0]);
      return;
    case MARKET:
      gain(p, [0, 0, 0, MARKET_SPACE_GOLD]);
      return;
    case LIBRARY: {
      const got = drawInto(d, seat, LIBRARY_DRAW);
      emit(d, 'draw', seat, { cards: got, why: 'library' }, `Player ${seat + 1} draws ${got} card${got === 1 ? '' : 's'} at their Library`);
      pushTaskFirst(d, { k: 'discard', seat, n: LIBRARY_DISCARD, why: 'library' });
      return;
    }
    case TOWER:
      if (canPlaceGnome(d, seat)) pushTaskFirst(d, { k: 'lock', seat, why: 'tower' });
      else emit(d, 'wasted', seat, { card: 'tower' }, `Player ${seat + 1}'s Tower finds no Gnome or no free lock: nothing happens`);
      return;
    case INN: {
      const p2 = d.ps[seat]!; // read only
      if (canGain(p2, true) || canGain(p2, false)) pushTaskFirst(d, { k: 'inn', seat });
      else emit(d, 'wasted', seat, { card: 'inn' }, `Player ${seat + 1} has no Elf or Dwarf left in the worker supply: the Inn does nothing`);
      return;
    }
    default:
      throw new Error(`belfort: ${PROPERTIES[t]} has no worker space (internal error)`);
  }
}

/** End of an Actions turn (§4.4.8): Library Gnome draws, then the hand limit; then the next player. */
function endTurn(d: Draft, seat: number): void {
  pushTaskFirst(d, { k: 'endTurn', seat });
  d.step += 1;
}

/** The end-of-turn task: one free card per Library with a Gnome, then the discard down to 5. */
export function settleEndTurn(d: Draft, seat: number, handLimitTask: (n: number) => void): void {
  const n = d.ps[seat]!.gnomes[LIBRARY]!;
  if (n > 0) {
    const got = drawInto(d, seat, n);
    emit(d, 'draw', seat, { cards: got, why: 'libraryGnome' }, `Player ${seat + 1} draws ${got} free card${got === 1 ? '' : 's'} (Library Gnome)`);
  }
  let cards = 0;
  for (const c of d.ps[seat]!.hand) cards += c; // read after the draws (they may copy the player)
  if (cards > economy.HAND_LIMIT) handLimitTask(cards - economy.HAND_LIMIT);
}
