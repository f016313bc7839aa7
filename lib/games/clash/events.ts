/**
 * Event cards (rules file §4.7, §2.11, §7.1). Drawing one puts an automatic frame on the stack:
 * step 0 the symbol (drawer only), step 1 Barbarians Appear's extra Army, step 2 the Optional
 * Events choice, step 3 the main effect (in turn order from the First Player when several players
 * act), step 4 the discard. Choices are `pick` frames handled in picks.ts.
 */
import type { ClashState } from './types';
import * as typesMod from './types';
import * as tablesEventsMod from './tables/events';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as decksMod from './decks';
import { attackPairs, reinforceSites, spawnSites } from './barbarians';
import * as wondersMod from './wonders';
import { piecesOnBoard } from './city';
import { isGovernment } from './eligibility';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, BARBARIAN, HAPPY, NONE } = typesMod;
const { EVENTS, SYMBOL_NAMES } = tablesEventsMod;
const { ADV } = tablesAdvancesMod;
const { ACADEMY, ARMY, EXHAUSTED_MARKERS, FOOD, GOLD, IDEAS, PORT, SETTLER, SUPPLY, TEMPLE, WOOD } = tablesRulesMod;
const { BARREN, FOREST, SEA, boardFor } = boardMod;
const { citiesOf, cityAt, cityCount, countUnits, emit, gain, gainCulture, has, player, spend } = stateMod;
const { pushAuto, pushPick } = stackMod;
const { drawEventCard } = decksMod;
const { revealWonder } = wondersMod;

export const EV_SYMBOL = 0, EV_EXTRA = 1, EV_CHOICE = 2, EV_MAIN = 3, EV_END = 4;

/** Draws and starts resolving an Event for `seat` (no card left: nothing happens). */
export function drawEvent(d: Draft, seat: number): void {
  const card = drawEventCard(d);
  if (card === null) return;
  const def = EVENTS[card]!;
  emit(d, 'clash.event.eventDrawn', seat, { event: def.name, symbol: SYMBOL_NAMES[def.symbol] });
  pushAuto(d, { s: 'event', seat, card, full: d.rules.events === 'full', step: EV_SYMBOL, i: 0 });
}

/** Seat at turn-order position `i` (0 = First Player). */
export function orderSeat(s: ClashState, i: number): number {
  return (s.first + i) % s.players;
}

/** Exhaustion sites: empty, non-Barren land next to one of `seat`'s cities. */
export function exhaustSites(s: ClashState, seat: number): number[] {
  if (s.exhausted.length >= EXHAUSTED_MARKERS) return [];
  const board = boardFor(s.players);
  const out = new Set<number>();
  for (const c of s.cities) {
    if (c.o !== seat) continue;
    for (const h of board.adj[c.h]!) {
      const t = s.ter[h]!;
      if (t === 0 || t === SEA || t === BARREN || s.exhausted.includes(h) || cityAt(s, h) !== null) continue;
      if (s.units.some((u) => u.h === h)) continue;
      out.add(h);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** One step of an Event's resolution (automatic frame). */
export function eventStep(d: Draft, a: { seat: number; card: number; full: boolean; step: number; i: number }): void {
  const def = EVENTS[a.card]!;
  const seat = a.seat;
  const next = (step: number, i = 0, full = a.full) => pushAuto(d, { s: 'event', seat, card: a.card, full, step, i });
  d.event = a.card;
  switch (a.step) {
    case EV_SYMBOL: {
      next(EV_EXTRA);
      switch (def.symbol) {
        case 'goldMine':
          gain(d, seat, GOLD, 2);
          break;
        case 'exhaustion': {
          const sites = exhaustSites(d, seat);
          if (sites.length > 0) pushPick(d, seat, 'exhaust', sites, []);
          break;
        }
        case 'barbariansAppear': {
          const sites = spawnSites(d, seat);
          if (sites.length > 0) pushPick(d, seat, 'barbarianSpawn', sites, []);
          break;
        }
        case 'barbarianAttack': {
          const pairs = attackPairs(d, seat);
          if (pairs.length > 0) pushPick(d, seat, 'barbarianAttacker', pairs, []);
          break;
        }
        case 'none':
          break;
      }
      return;
    }
    case EV_EXTRA: {
      next(EV_CHOICE);
      if (def.symbol === 'barbariansAppear') {
        const sites = reinforceSites(d);
        if (sites.length > 0) pushPick(d, seat, 'barbarianExtra', sites, []);
      }
      return;
    }
    case EV_CHOICE:
      if (d.rules.events === 'optional') {
        next(EV_MAIN, 0, false);
        pushPick(d, seat, 'optionalEvent', [0, 1], [a.card]);
      } else next(EV_MAIN);
      return;
    case EV_MAIN:
      if (!a.full) {
        next(EV_END);
        return;
      }
      mainEffect(d, a, next);
      return;
    case EV_END:
      if (def.kind.k === 'greatScientist' && a.full) player(d, seat).kept.push(a.card);
      else d.eventDiscard = [...d.eventDiscard, a.card];
      d.event = NONE;
      return;
  }
}

/** Cities of `seat` whose mood can still drop. */
function moodCities(s: ClashState, seat: number, filter: (h: number) => boolean = () => true): number[] {
  return s.cities.filter((c) => c.o === seat && c.mood > ANGRY && filter(c.h)).map((c) => c.id);
}

function nextToSea(s: ClashState, h: number): boolean {
  return boardFor(s.players).adj[h]!.some((x) => s.ter[x] === SEA);
}

/** Units of `seat` as one option per (kind, hex): the representative with the lowest id. */
export function unitChoices(s: ClashState, seat: number, kinds: readonly number[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const u of s.units.slice().sort((x, y) => x.id - y.id)) {
    if (u.o !== seat || !kinds.includes(u.k)) continue;
    const key = `${u.k}:${u.h}:${u.c}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(u.id);
  }
  return out;
}

/** Cities where `seat` may receive a Settler (supply allowing). */
export function settlerCities(s: ClashState, seat: number): number[] {
  if (countUnits(s, seat, SETTLER) >= SUPPLY.settlers) return [];
  return citiesOf(s, seat).map((c) => c.id);
}

function others(s: ClashState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < s.players; i++) out.push((seat + i) % s.players);
  return out;
}

type Next = (step: number, i?: number, full?: boolean) => void;

function mainEffect(d: Draft, a: { seat: number; card: number; full: boolean; step: number; i: number }, next: Next): void {
  const def = EVENTS[a.card]!;
  const seat = a.seat;
  const k = def.kind;
  const all = (perSeat: (who: number) => void) => {
    // Several players act: one per step, in turn order from the First Player.
    if (a.i >= d.players) {
      next(EV_END);
      return;
    }
    next(EV_MAIN, a.i + 1);
    perSeat(orderSeat(d, a.i));
  };
  switch (k.k) {
    case 'famine': {
      next(EV_END);
      if (has(d.ps[seat]!, ADV.irrigation)) return;
      const have = d.ps[seat]!.res[FOOD]!;
      spend(d, seat, FOOD, Math.min(have, k.food));
      if (have < k.food) {
        const opts = moodCities(d, seat);
        if (opts.length > 0) pushPick(d, seat, 'angryCity', opts, []);
      }
      return;
    }
    case 'plague':
      all((who) => {
        if (cityCount(d, who) < 2 || has(d.ps[who]!, ADV.sanitation)) return;
        const opts = moodCities(d, who);
        if (opts.length > 0) pushPick(d, who, 'moodLoss', opts, []);
      });
      return;
    case 'epidemic':
      all((who) => {
        if (has(d.ps[who]!, ADV.sanitation) || d.units.filter((u) => u.o === who).length < 2) return;
        pushPick(d, who, 'loseUnit', unitChoices(d, who, [SETTLER, ARMY, 2]), []);
      });
      return;
    case 'goodYear':
      if (k.all) {
        all((who) => gain(d, who, FOOD, k.food));
        return;
      }
      next(EV_END);
      gain(d, seat, FOOD, k.food);
      if (k.share > 0) pushPick(d, seat, 'sharePlayer', others(d, seat), [FOOD, k.share]);
      return;
    case 'populationBoom': {
      next(EV_END);
      const give = others(d, seat).filter((o) => settlerCities(d, o).length > 0);
      if (give.length > 0) pushPick(d, seat, 'settlerPlayer', give, []);
      const mine = settlerCities(d, seat);
      if (mine.length > 0) pushPick(d, seat, 'boomCity', mine, []);
      return;
    }
    case 'volcano': {
      next(EV_END);
      if (cityCount(d, seat) >= 4) pushPick(d, seat, 'volcano', citiesOf(d, seat).map((c) => c.id), []);
      return;
    }
    case 'earthquake': {
      next(EV_END);
      if (cityCount(d, seat) < 3) return;
      const opts = quakeOptions(d, seat);
      if (opts.length > 0) pushPick(d, seat, 'quakePiece', opts, [k.pieces - 1, -1]);
      return;
    }
    case 'flood':
      if (k.all) {
        all((who) => {
          const opts = moodCities(d, who, (h) => nextToSea(d, h));
          if (opts.length > 0) pushPick(d, who, 'floodCity', opts, []);
        });
        return;
      }
      next(EV_END);
      {
        const opts = moodCities(d, seat, (h) => nextToSea(d, h));
        if (opts.length > 0) pushPick(d, seat, 'floodCity', opts, []);
      }
      return;
    case 'migration': {
      next(EV_END);
      const opts = moodCities(d, seat);
      if (opts.length > 0) pushPick(d, seat, 'moodLoss', opts, []);
      const give = others(d, seat).filter((o) => settlerCities(d, o).length > 0);
      if (give.length > 0) pushPick(d, seat, 'settlerPlayer', give, []);
      return;
    }
    case 'civilWar': {
      next(EV_END);
      const war = d.cities.filter((c) => c.o === seat && c.mood !== HAPPY && d.units.some((u) => u.o === seat && u.k === ARMY && u.h === c.h && u.c === NONE)).map((c) => c.id);
      if (war.length > 0) pushPick(d, seat, 'civilWar', war, []);
      else {
        const opts = moodCities(d, seat);
        if (opts.length > 0) pushPick(d, seat, 'moodLoss', opts, []);
      }
      return;
    }
    case 'uprising': {
      next(EV_END);
      const p = d.ps[seat]!;
      const opts: number[] = [];
      for (let m = 0; m <= Math.min(k.max, p.mt); m++) for (let c = 0; c + m <= k.max && c <= p.ct; c++) opts.push(m * 10 + c);
      if (opts.length > 1) pushPick(d, seat, 'uprising', opts, []);
      return;
    }
    case 'envoy':
      next(EV_END);
      gain(d, seat, IDEAS, 1);
      gainCulture(d, seat, 1);
      revealWonder(d);
      pushPick(d, seat, 'sharePlayer', others(d, seat), [5, 1]);
      return;
    case 'scientificTrade':
      all((who) => {
        const n = d.cities.filter((c) => c.o === who && c.pc[ACADEMY] !== NONE).length;
        gain(d, who, IDEAS, who === seat ? Math.max(2, n) : n);
      });
      return;
    case 'flourishingTrade':
      all((who) => {
        const n = Math.min(3, d.cities.filter((c) => c.o === who && c.pc[PORT] !== NONE).length);
        gain(d, who, GOLD, who === seat ? Math.max(1, n) : n);
      });
      return;
    case 'eraOfStability':
      all((who) => {
        const n0 = Math.min(3, d.cities.filter((c) => c.o === who && c.pc[TEMPLE] !== NONE).length);
        const n = who === seat ? Math.max(1, n0) : n0;
        if (n === 0) return;
        const opts: number[] = [];
        for (let m = 0; m <= n; m++) opts.push(m);
        pushPick(d, who, 'stability', opts, [n]);
      });
      return;
    case 'reformation': {
      next(EV_END);
      const temples = d.cities.filter((c) => c.o === seat && c.pc[TEMPLE] === seat);
      if (temples.length === 0) return;
      const reformers = others(d, seat).filter((o) => piecesOnBoard(d, o, TEMPLE) < SUPPLY.piece);
      if (reformers.length > 0) pushPick(d, seat, 'reformer', reformers, []);
      return;
    }
    case 'greatScientist':
      next(EV_END);
      return;
    case 'fire': {
      next(EV_END);
      const opts = d.cities.filter((c) => c.o === seat && d.ter[c.h] === FOREST).map((c) => c.id);
      if (opts.length > 0) pushPick(d, seat, 'fireCity', opts, []);
      else if (d.ps[seat]!.res[WOOD]! > 0) spend(d, seat, WOOD, 1);
      return;
    }
    case 'successfulYear': {
      next(EV_END);
      const counts = Array.from({ length: d.players }, (_, i) => cityCount(d, i));
      const most = Math.max(...counts), least = Math.min(...counts);
      for (let i = 0; i < d.players; i++) {
        const who = orderSeat(d, i);
        if (most === least) gain(d, who, FOOD, 1);
        else if (counts[who] === least) gain(d, who, FOOD, most - least);
      }
      return;
    }
    case 'anarchy': {
      next(EV_END);
      const p = player(d, seat);
      let lost = 0;
      for (let adv = 36; adv < 48; adv++) {
        if (isGovernment(adv) && has(p, adv)) {
          lost++;
          p.a1 &= ~(1 << (adv - 24));
        }
      }
      p.anarchy += lost;
      p.evp += lost * 2;
      if (lost > 0) emit(d, 'clash.event.anarchy', seat, { lost });
      return;
    }
  }
}

/** Earthquake options: a non-Settlement piece in one of `seat`'s cities, as cityId * 4 + piece. */
export function quakeOptions(s: ClashState, seat: number): number[] {
  const out: number[] = [];
  for (const c of s.cities) if (c.o === seat) for (let piece = 0; piece < 4; piece++) if (c.pc[piece] !== NONE) out.push(c.id * 4 + piece);
  return out.sort((a, b) => a - b);
}

