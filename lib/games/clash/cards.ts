/**
 * Action cards, non-combat halves (rules file §4.6; designed deck in tables/actioncards.ts): when
 * each may be played and what it does. Choices follow as `pick` frames (picks.ts). Free advances
 * from cards and the Status Phase share `freeAdvanceOptions` / `takeFreeAdvance`.
 */
import type { ClashState } from './types';
import * as typesMod from './types';
import type { CivilKind } from './tables/actioncards';
import * as tablesActioncardsMod from './tables/actioncards';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import * as payMod from './pay';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as advancesMod from './advances';
import * as eligibilityMod from './eligibility';
import * as decksMod from './decks';
import * as cityMod from './city';
import * as barbariansMod from './barbarians';
import * as influenceMod from './influence';
import { payThen } from './payment';
import * as exploreMod from './explore';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { BARBARIAN, FREE_CARD, HAPPY, NONE, ONCE } = typesMod;
const { ACTION_CARDS, CIVIL } = tablesActioncardsMod;
const { ADV, CATEGORY_OF } = tablesAdvancesMod;
const { ACADEMY, ARMY, ARMY_STACK, GOLD, IDEAS, SUPPLY } = tablesRulesMod;
const { boardFor, distances } = boardMod;
const { canPay } = payMod;
const { advancesOf, countUnits, emit, gain, holdings, player, turnMut } = stateMod;
const { pushPick } = stackMod;
const { gainAdvance } = advancesMod;
const { eligible, advanceNeeds, freeAdvanceOptions } = eligibilityMod;
const { discardAction, takeFromHand } = decksMod;
const { growOptions } = cityMod;
const { mercenaryPairs } = barbariansMod;
const { takeoverOptions } = influenceMod;
const { isExplored } = exploreMod;

export function civilOf(card: number): CivilKind {
  return ACTION_CARDS[card]!.civil;
}

/** Takes a free advance (paying Steel Weapons' Ore when due). */
export function takeFreeAdvance(d: Draft, seat: number, a: number): void {
  const needs = advanceNeeds(d, seat, a, false);
  if (needs.length > 0) payThen(d, seat, needs, { i: 'steel', seat });
  else gainAdvance(d, seat, a, 'free');
}

function dist(s: ClashState): (a: number, b: number) => number {
  const board = boardFor(s.players);
  const m = distances(board, s.explored);
  return (a, b) => m[a * board.size + b]!;
}

/** Players with a unit or city within 2 spaces of one of `seat`'s units or cities. */
export function neighbours(s: ClashState, seat: number): number[] {
  const dd = dist(s);
  const mine = [...s.cities.filter((c) => c.o === seat).map((c) => c.h), ...s.units.filter((u) => u.o === seat).map((u) => u.h)];
  const out: number[] = [];
  for (let o = 0; o < s.players; o++) {
    if (o === seat) continue;
    const theirs = [...s.cities.filter((c) => c.o === o).map((c) => c.h), ...s.units.filter((u) => u.o === o).map((u) => u.h)];
    if (theirs.some((h) => mine.some((m) => {
      const x = dd(h, m);
      return x >= 0 && x <= 2;
    }))) out.push(o);
  }
  return out;
}

/** Foreign Ideas: advances of neighbours that `seat` can take for free. */
export function foreignIdeasOptions(s: ClashState, seat: number): number[] {
  const from = new Set<number>();
  for (const o of neighbours(s, seat)) for (const a of advancesOf(s.ps[o]!)) from.add(a);
  return freeAdvanceOptions(s, seat, [...from]);
}

/** Technology Trade: (player, advance) pairs, packed as player * 64 + advance. */
export function techTradeOptions(s: ClashState, seat: number): number[] {
  const out: number[] = [];
  for (const o of neighbours(s, seat)) {
    const mine = freeAdvanceOptions(s, seat, advancesOf(s.ps[o]!));
    for (const a of mine) out.push(o * 64 + a);
  }
  return out;
}

/** Synergies: first advances after which a second of the same category is affordable. */
export function synergyFirstOptions(s: ClashState, seat: number): number[] {
  const p = s.ps[seat]!;
  const have = holdings(p);
  const out: number[] = [];
  for (let a = 0; a < 48; a++) {
    if (!eligible(p, a) || !canPay(advanceNeeds(s, seat, a, true), have)) continue;
    if (secondAfter(s, seat, a).length > 0) out.push(a);
  }
  return out;
}

function secondAfter(s: ClashState, seat: number, first: number): number[] {
  const p = s.ps[seat]!;
  const cat = CATEGORY_OF[first]!;
  const after = { ...p, a0: first < 24 ? p.a0 | (1 << first) : p.a0, a1: first >= 24 ? p.a1 | (1 << (first - 24)) : p.a1 };
  const have = holdings(p);
  const firstCost = advanceNeeds(s, seat, first, true);
  const out: number[] = [];
  for (let pos = 0; pos < 4; pos++) {
    const b = cat * 4 + pos;
    if (b === first || !eligible(after, b)) continue;
    if (canPay([...firstCost, ...advanceNeeds(s, seat, b, true)], have)) out.push(b);
  }
  return out;
}

/** After the first Synergies advance: the affordable second ones of that category. */
export function synergySecondOptions(s: ClashState, seat: number, first: number): number[] {
  const p = s.ps[seat]!;
  const cat = CATEGORY_OF[first]!;
  const have = holdings(p);
  const out: number[] = [];
  for (let pos = 0; pos < 4; pos++) {
    const b = cat * 4 + pos;
    if (eligible(p, b) && canPay(advanceNeeds(s, seat, b, true), have)) out.push(b);
  }
  return out;
}

/** Unexplored regions next to a region holding one of `seat`'s cities (Explorer). */
export function explorerRegions(s: ClashState, seat: number): number[] {
  const board = boardFor(s.players);
  const mine = new Set(s.cities.filter((c) => c.o === seat).map((c) => board.regionOf[c.h]!));
  const out = new Set<number>();
  for (let h = 0; h < board.size; h++) {
    if (!mine.has(board.regionOf[h]!)) continue;
    for (const x of board.adj[h]!) {
      const r = board.regionOf[x]!;
      if (!isExplored(s, r)) out.add(r);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** City Development: every (city, piece, port) growth, packed as city * 1000 + piece * 100 + port + 1. */
export function developmentOptions(s: ClashState, seat: number): number[] {
  const out: number[] = [];
  for (const c of s.cities) {
    if (c.o !== seat || (c.mood === 0 && c.act > 0)) continue;
    for (const g of growOptions(s, c)) out.push(c.id * 1000 + g.piece * 100 + g.port + 1);
  }
  return out;
}

function windowOpen(s: ClashState, seat: number, on: 'capture' | 'advance', kind: CivilKind): boolean {
  const w = s.t.window;
  return s.t.seat === seat && w !== null && w.on === on && !w.used.includes(kind);
}

/** Cities that can take one more Army (Militia, Fanaticism). */
export function militiaCities(s: ClashState, seat: number): number[] {
  if (countUnits(s, seat, ARMY) >= SUPPLY.armies) return [];
  return s.cities.filter((c) => c.o === seat && s.units.filter((u) => u.h === c.h && u.o === seat && u.k === ARMY && u.c === NONE).length < ARMY_STACK).map((c) => c.id);
}

/**
 * May `seat` play the non-combat half of `card` now? `withAction` = an action is still left.
 * Only on your own Turn (the New Ideas window of the Status Phase is a pick of its own).
 */
export function civilPlayable(s: ClashState, seat: number, card: number, withAction: boolean): boolean {
  if (s.phase !== 'play' || s.t.seat !== seat) return false;
  const kind = civilOf(card);
  const def = CIVIL[kind];
  const p = s.ps[seat]!;
  if (def.cost === 'action' && !withAction) return false;
  if (p.ct < def.culture) return false;
  const t = s.t;
  switch (kind) {
    case 'quickAdvance': return freeAdvanceOptions(s, seat).length > 0;
    case 'foreignIdeas': return foreignIdeasOptions(s, seat).length > 0;
    case 'heroGeneral': return (t.once & ONCE.wonLand) !== 0 && s.cities.some((c) => c.o === seat && c.mood < HAPPY);
    case 'spy': return Array.from({ length: s.players }, (_, o) => o).some((o) => o !== seat && (s.ps[o]!.hand.length > 0 || s.ps[o]!.obj.length > 0));
    case 'ideas': return s.cities.some((c) => c.o === seat && c.pc[ACADEMY] !== NONE);
    case 'greatIdeas': return (t.once & (ONCE.captured | ONCE.wonLand)) !== 0;
    case 'mercenaries': return p.res[GOLD]! >= 1 && mercenaryPairs(s, seat).length > 0;
    case 'culturalTakeover': return takeoverOptions(s, seat).length > 0;
    case 'cityDevelopment': return developmentOptions(s, seat).length > 0;
    case 'productionFocus': return (t.once & (ONCE.productionFocus | ONCE.massProduction)) === 0;
    case 'massProduction': return (t.once & (ONCE.productionFocus | ONCE.massProduction)) === 0;
    case 'explorer': return explorerRegions(s, seat).length > 0 || (countUnits(s, seat, 0) < SUPPLY.settlers && s.cities.some((c) => c.o === seat));
    case 'negotiations': return t.taken === 0 && (t.once & ONCE.negotiations) === 0;
    case 'leadership': return true;
    case 'assassination': return Array.from({ length: s.players }, (_, o) => o).some((o) => o !== seat && s.ps[o]!.lose === 0);
    case 'newPlans': return s.objectiveDeck.length > 0;
    case 'synergies': return synergyFirstOptions(s, seat).length > 0;
    case 'inspiration': {
      if (!windowOpen(s, seat, 'capture', kind)) return false;
      const w = t.window as { from: number };
      return w.from !== BARBARIAN && freeAdvanceOptions(s, seat, advancesOf(s.ps[w.from]!)).length > 0;
    }
    case 'militia': return militiaCities(s, seat).length > 0;
    case 'technologyTrade': return techTradeOptions(s, seat).length > 0;
    case 'newIdeas': return windowOpen(s, seat, 'advance', kind);
  }
}

/** Plays the non-combat half of `card`: pays its Culture tokens, discards it, applies it. */
export function playCivil(d: Draft, seat: number, card: number): void {
  const kind = civilOf(card);
  const def = CIVIL[kind];
  takeFromHand(d, seat, card);
  discardAction(d, card);
  const p = player(d, seat);
  p.ct -= def.culture;
  emit(d, 'clash.event.playCard', seat, { card: def.name });
  const t = turnMut(d);
  if ((kind === 'inspiration' || kind === 'newIdeas') && t.window !== null && t.seat === seat) {
    const w = t.window;
    t.window = { ...w, used: [...w.used, kind] } as typeof w;
  }
  const others = Array.from({ length: d.players }, (_, o) => o).filter((o) => o !== seat);
  switch (kind) {
    case 'quickAdvance':
      pushPick(d, seat, 'freeAdvance', freeAdvanceOptions(d, seat), [FREE_CARD]);
      return;
    case 'foreignIdeas':
      pushPick(d, seat, 'freeAdvance', foreignIdeasOptions(d, seat), [FREE_CARD]);
      return;
    case 'inspiration': {
      const from = (t.window as { from: number }).from;
      pushPick(d, seat, 'freeAdvance', freeAdvanceOptions(d, seat, advancesOf(d.ps[from]!)), [FREE_CARD]);
      return;
    }
    case 'heroGeneral':
      pushPick(d, seat, 'heroStep', d.cities.filter((c) => c.o === seat && c.mood < HAPPY).map((c) => c.id), [0]);
      return;
    case 'spy':
      pushPick(d, seat, 'spyTarget', others.filter((o) => d.ps[o]!.hand.length > 0 || d.ps[o]!.obj.length > 0), []);
      return;
    case 'ideas':
      gain(d, seat, IDEAS, d.cities.filter((c) => c.o === seat && c.pc[ACADEMY] !== NONE).length);
      return;
    case 'greatIdeas':
      gain(d, seat, IDEAS, 2);
      return;
    case 'mercenaries':
      p.res[GOLD]! -= 1;
      pushPick(d, seat, 'mercTarget', mercenaryPairs(d, seat), []);
      return;
    case 'culturalTakeover':
      pushPick(d, seat, 'culturalTakeover', takeoverOptions(d, seat).map(([a, b]) => a * 65536 + b), []);
      return;
    case 'cityDevelopment':
      pushPick(d, seat, 'development', developmentOptions(d, seat), []);
      return;
    case 'productionFocus':
      t.once |= ONCE.productionFocus;
      return;
    case 'massProduction':
      t.once |= ONCE.massProduction;
      return;
    case 'explorer': {
      if (countUnits(d, seat, 0) < SUPPLY.settlers && d.cities.some((c) => c.o === seat)) {
        pushPick(d, seat, 'explorerSettler', d.cities.filter((c) => c.o === seat).map((c) => c.id), []);
      }
      const regions = explorerRegions(d, seat);
      if (regions.length > 0) pushPick(d, seat, 'explorerRegion', regions, []);
      return;
    }
    case 'negotiations':
      t.once |= ONCE.negotiations;
      pushPick(d, seat, 'truce', others, []);
      return;
    case 'leadership':
      t.left += 1;
      return;
    case 'assassination':
      pushPick(d, seat, 'assassinate', others.filter((o) => d.ps[o]!.lose === 0), []);
      return;
    case 'newPlans': {
      const deck = d.objectiveDeck.slice();
      const drawn: number[] = [];
      for (let i = 0; i < 2 && deck.length > 0; i++) drawn.push(deck.pop()!);
      d.objectiveDeck = deck;
      d.rev += 1;
      if (drawn.length === 1) player(d, seat).obj.push(drawn[0]!);
      else pushPick(d, seat, 'newPlans', drawn, drawn);
      return;
    }
    case 'synergies':
      pushPick(d, seat, 'synergyFirst', synergyFirstOptions(d, seat), [0]);
      return;
    case 'militia':
      pushPick(d, seat, 'militiaCity', militiaCities(d, seat), []);
      return;
    case 'technologyTrade':
      pushPick(d, seat, 'techTradeTake', techTradeOptions(d, seat), []);
      return;
    case 'newIdeas':
      gain(d, seat, IDEAS, 2);
      return;
  }
}

