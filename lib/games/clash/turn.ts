/**
 * The Turn decision (rules file §4.1–§4.2): the six actions and every AAA ability (each costs one
 * of the Turn's actions), the free abilities and cards, trading, and ending the Turn. Ending is
 * always an explicit decision (never taken by the engine), so no one learns from the flow whether
 * a player holds a card.
 */
import type { City, ClashAction, ClashState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesWondersMod from './tables/wonders';
import * as tablesActioncardsMod from './tables/actioncards';
import * as tablesRulesMod from './tables/rules';
import * as payMod from './pay';
import type { Need } from './types';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as eligibilityMod from './eligibility';
import * as cityMod from './city';
import * as collectMod from './collect';
import * as buildMod from './build';
import * as wondersMod from './wonders';
import * as moveMod from './move';
import * as civicMod from './civic';
import * as influenceMod from './influence';
import * as cardsMod from './cards';
import * as paymentMod from './payment';
import * as objectivesMod from './objectives';
import * as boardMod from './board';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, F_MOVED, HAPPY, NONE, ONCE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { W } = tablesWondersMod;
const { CIVIL } = tablesActioncardsMod;
const { CIVIL_LIBERTIES_MOOD, GOLD, SHIP, TRADE_PROPOSALS_PER_TURN } = tablesRulesMod;
const { S_FOOD, S_GOLD, S_MOOD, canPay } = payMod;
const { cityById, emit, gain, gainCulture, gainMood, has, holdings, player, turnMut } = stateMod;
const { push, pushAuto, pushPick } = stackMod;
const { advanceNeeds, eligible, usePriesthoodIfFree, freeAdvanceOptions } = eligibilityMod;
const { canActivate, effectiveSize, foundCity, foundingHexes, growNeeds, growOptions, forcedLaborOn, setMood } = cityMod;
const { collectAmount, gains, husbandryReady, reach } = collectMod;
const { buildNeeds, buildOptions } = buildMod;
const { cityCanHold, wonderAvailable, wonderNeeds } = wondersMod;
const { moveOrigins } = moveMod;
const { raisable } = civicMod;
const { influenceOptions, rangeCost } = influenceMod;
const { civilOf, civilPlayable, playCivil } = cardsMod;
const { payThen } = paymentMod;
const { checkInstant } = objectivesMod;
const { boardFor } = boardMod;

/** Economic Liberty makes this Collect free of action (first of the Turn), or dearer (later ones). */
function econLiberty(s: ClashState, seat: number): boolean {
  return has(s.ps[seat]!, ADV.economicLiberty) && (s.t.once & ONCE.econLiberty) === 0;
}

export function collectCost(s: ClashState, seat: number): { action: boolean; mood: number } {
  if (!econLiberty(s, seat)) return { action: true, mood: 0 };
  return s.t.collects === 0 ? { action: false, mood: 0 } : { action: true, mood: 2 };
}

export function collectNeeds(s: ClashState, seat: number, husbandry: boolean): Need[] {
  const out: Need[] = [];
  if (husbandry && !has(s.ps[seat]!, ADV.roads)) out.push({ n: 1, src: S_FOOD | S_GOLD });
  const mood = collectCost(s, seat).mood;
  if (mood > 0) out.push({ n: mood, src: S_MOOD });
  return out;
}

/** Distinct Collect gains of city `c`, Husbandry variants only where they add something. */
export function collectActions(s: ClashState, c: City): ClashAction[] {
  const seat = c.o;
  const have = holdings(s.ps[seat]!);
  const amount = collectAmount(s, c);
  const focus = (s.t.once & ONCE.productionFocus) !== 0;
  const out: ClashAction[] = [];
  const seen = new Set<string>();
  if (canPay(collectNeeds(s, seat, false), have)) {
    for (const g of gains(s, c, reach(s, c, false), amount, focus)) {
      seen.add(g.join(','));
      out.push({ type: 'collect', city: c.id, gain: g, husbandry: false });
    }
  }
  if (husbandryReady(s, seat) && canPay(collectNeeds(s, seat, true), have)) {
    for (const g of gains(s, c, reach(s, c, true), amount, focus)) {
      if (seen.has(g.join(','))) continue;
      out.push({ type: 'collect', city: c.id, gain: g, husbandry: true });
    }
  }
  return out;
}

function cartographyGain(s: ClashState, seat: number): number {
  const board = boardFor(s.players);
  const regions = new Set<number>();
  for (const u of s.units) if (u.o === seat && u.k === SHIP) regions.add(board.regionOf[u.h]!);
  return regions.size;
}

/** Every legal action of the Turn decision. */
export function turnActions(s: ClashState, seat: number): ClashAction[] {
  const t = s.t;
  const p = s.ps[seat]!;
  const act = t.left > 0;
  const have = holdings(p);
  const out: ClashAction[] = [];
  if (act) {
    for (let a = 0; a < 48; a++) if (eligible(p, a) && canPay(advanceNeeds(s, seat, a, true), have)) out.push({ type: 'advance', a });
    for (const hex of foundingHexes(s, seat)) out.push({ type: 'found', hex });
  }
  for (const c of s.cities) {
    if (c.o !== seat || !canActivate(c)) continue;
    const cc = collectCost(s, seat);
    if (act || !cc.action) out.push(...collectActions(s, c));
    if (act) {
      for (const b of buildOptions(s, c)) out.push({ type: 'build', city: c.id, units: [b[0]!, b[1]!, b[2]!], draft: b[3]! });
      for (const g of growOptions(s, c)) if (canPay(growNeeds(s, seat, g.piece), have)) out.push({ type: 'grow', city: c.id, piece: g.piece, port: g.port });
    }
    for (const w of s.wondersOpen) {
      const reserved = p.reserved === w;
      if ((act || reserved) && wonderAvailable(s, seat, w) && cityCanHold(s, c, w, forcedLaborOn(s, seat)) && canPay(wonderNeeds(w), have)) {
        out.push({ type: 'wonder', city: c.id, w });
      }
    }
  }
  if (act) {
    if (moveOrigins(s, seat, 0).length > 0) out.push({ type: 'move' });
    if (raisable(s, seat).length > 0) out.push({ type: 'civic', voting: false });
    for (const [from, to] of influenceOptions(s, seat)) out.push({ type: 'influence', from, to, art: false });
    if (has(p, ADV.cartography) && (t.once & ONCE.cartography) === 0 && cartographyGain(s, seat) > 0) out.push({ type: 'ability', name: 'cartography', arg: 0 });
    if (has(p, ADV.taxes) && (t.once & ONCE.taxes) === 0 && p.mt > 0) out.push({ type: 'ability', name: 'taxes', arg: 0 });
    if (has(p, ADV.civilLiberties) && p.mt < Math.min(8, p.hl)) out.push({ type: 'ability', name: 'civilLiberties', arg: 0 });
    const gardens = s.cities.find((c) => c.o === seat && c.w === W.hangingGardens);
    if (gardens && p.mt > 0) for (const c of s.cities) if (c.o === seat && c.mood < HAPPY) out.push({ type: 'ability', name: 'gardens', arg: c.id });
  }
  // Free abilities.
  if (has(p, ADV.voting) && p.mt > 0) {
    const after = have.slice();
    after[6]! -= 1;
    if (raisable(s, seat, after).length > 0) out.push({ type: 'civic', voting: true });
  }
  if (has(p, ADV.artSculptures) && (t.once & ONCE.art) === 0 && p.ct > 0) {
    for (const [from, to] of influenceOptions(s, seat)) {
      if (rangeCost(s, seat, cityById(s, from), cityById(s, to)) <= p.ct - 1) out.push({ type: 'influence', from, to, art: true });
    }
  }
  if (has(p, ADV.theaterMusic) && (t.once & ONCE.theater) === 0) {
    if (p.mt > 0 && p.ct < Math.min(8, p.cl)) out.push({ type: 'ability', name: 'theaterToCulture', arg: 0 });
    if (p.ct > 0 && p.mt < Math.min(8, p.hl)) out.push({ type: 'ability', name: 'theaterToMood', arg: 0 });
  }
  if (has(p, ADV.forcedLabor) && (t.once & ONCE.forcedLabor) === 0 && p.mt > 0 && s.cities.some((c) => c.o === seat && c.mood === ANGRY && c.act === 0)) {
    out.push({ type: 'ability', name: 'forcedLabor', arg: 0 });
  }
  if (has(p, ADV.absolutePower) && (t.once & ONCE.absolutePower) === 0 && p.mt >= 2) out.push({ type: 'ability', name: 'absolutePower', arg: 0 });
  if (has(p, ADV.bartering) && (t.once & ONCE.bartering) === 0) {
    for (const card of p.hand) {
      out.push({ type: 'ability', name: 'bartering', arg: card * 2 });
      if (p.ct < Math.min(8, p.cl)) out.push({ type: 'ability', name: 'bartering', arg: card * 2 + 1 });
    }
  }
  if (p.kept.length > 0 && freeAdvanceOptions(s, seat).length > 0) out.push({ type: 'ability', name: 'greatScientist', arg: p.kept[0]! });
  const played = new Set<string>();
  for (const card of p.hand) {
    const kind = civilOf(card);
    if (played.has(kind)) continue;
    if (civilPlayable(s, seat, card, act)) {
      played.add(kind);
      out.push({ type: 'play', card, arg: 0 });
    }
  }
  if (t.proposals < TRADE_PROPOSALS_PER_TURN) for (let o = 0; o < s.players; o++) if (o !== seat) out.push({ type: 'trade', partner: o });
  out.push({ type: 'end' });
  return out;
}

/** Does this Turn action spend one of the Turn's actions? */
function costsAction(s: ClashState, seat: number, a: ClashAction): boolean {
  switch (a.type) {
    case 'advance': case 'found': case 'build': case 'grow': case 'move': return true;
    case 'collect': return collectCost(s, seat).action;
    case 'wonder': return s.ps[seat]!.reserved !== a.w;
    case 'civic': return !a.voting;
    case 'influence': return !a.art;
    case 'ability': return a.name === 'cartography' || a.name === 'taxes' || a.name === 'civilLiberties' || a.name === 'gardens';
    case 'play': return CIVIL[civilOf(a.card)].cost === 'action';
    default: return false;
  }
}

/** Applies a Turn action (the Turn frame was popped; it is pushed back under the action's frames). */
export function applyTurnAction(d: Draft, seat: number, a: ClashAction): void {
  if (a.type === 'end') {
    pushAuto(d, { s: 'endTurn' });
    return;
  }
  push(d, { k: 'turn', seat });
  const t = turnMut(d);
  // An Action-card window closes at the next thing done, unless that is a card played on it.
  if (!(a.type === 'play' && (civilOf(a.card) === 'inspiration' || civilOf(a.card) === 'newIdeas'))) t.window = null;
  if (costsAction(d, seat, a)) {
    t.left -= 1;
    t.taken += 1;
    pushAuto(d, { s: 'endAction', seat });
  }
  switch (a.type) {
    case 'advance': {
      const needs = advanceNeeds(d, seat, a.a, true);
      usePriesthoodIfFree(d, seat, a.a);
      payThen(d, seat, needs, { i: 'advance', a: a.a, how: 'buy' });
      return;
    }
    case 'found': {
      foundCity(d, seat, a.hex);
      checkInstant(d, seat, { on: 'found', hex: a.hex });
      return;
    }
    case 'collect':
      payThen(d, seat, collectNeeds(d, seat, a.husbandry), { i: 'collect', city: a.city, gain: a.gain.slice(), husbandry: a.husbandry, free: false });
      return;
    case 'build':
      payThen(d, seat, buildNeeds(d, seat, a.units, a.draft), { i: 'build', city: a.city, units: a.units.slice(), draft: a.draft });
      return;
    case 'grow':
      payThen(d, seat, growNeeds(d, seat, a.piece), { i: 'grow', city: a.city, piece: a.piece, port: a.port, free: false });
      return;
    case 'wonder':
      payThen(d, seat, wonderNeeds(a.w), { i: 'wonder', city: a.city, w: a.w, action: costsAction(d, seat, a) });
      return;
    case 'move':
      pushAuto(d, { s: 'moveEnd', seat });
      push(d, { k: 'move', seat, left: 3, from: NONE, to: NONE, roads: 0, mode: 0, only: 0, backs: 0 });
      return;
    case 'civic':
      if (a.voting) player(d, seat).mt -= 1;
      push(d, { k: 'civic', seat, voting: a.voting, raised: 0 });
      return;
    case 'influence':
      if (a.art) {
        player(d, seat).ct -= 1;
        t.once |= ONCE.art;
      }
      pushAuto(d, { s: 'ciRoll', seat, from: a.from, to: a.to, free: a.art, takeover: false });
      return;
    case 'ability':
      ability(d, seat, a.name, a.arg);
      return;
    case 'play':
      playCivil(d, seat, a.card);
      return;
    case 'trade':
      t.proposals += 1;
      push(d, { k: 'trade', seat, partner: a.partner, give: [], get: [] });
      return;
    default:
      throw new Error(`turn: unexpected ${a.type}`);
  }
}

/** The end of a Move action: every unit may move once in the next one again (§4.2.4). */
export function clearMoved(d: Draft, seat: number): void {
  for (let i = 0; i < d.units.length; i++) {
    const u = d.units[i]!;
    if (u.o === seat && (u.f & F_MOVED) !== 0) d.units[i] = { ...u, f: u.f & ~F_MOVED };
  }
}

function ability(d: Draft, seat: number, name: string, arg: number): void {
  const t = turnMut(d);
  const p = player(d, seat);
  emit(d, 'clash.event.ability', seat, { ability: name });
  switch (name) {
    case 'cartography': {
      t.once |= ONCE.cartography;
      const n = cartographyGain(d, seat);
      gainCulture(d, seat, n);
      gain(d, seat, 3, n);
      return;
    }
    case 'taxes':
      t.once |= ONCE.taxes;
      p.mt -= 1;
      gain(d, seat, GOLD, d.cities.filter((c) => c.o === seat).length);
      return;
    case 'civilLiberties':
      gainMood(d, seat, CIVIL_LIBERTIES_MOOD);
      return;
    case 'gardens':
      p.mt -= 1;
      setMood(d, arg, cityById(d, arg).mood + 1, 'gardens');
      return;
    case 'theaterToCulture':
      t.once |= ONCE.theater;
      p.mt -= 1;
      gainCulture(d, seat, 1);
      return;
    case 'theaterToMood':
      t.once |= ONCE.theater;
      p.ct -= 1;
      gainMood(d, seat, 1);
      return;
    case 'forcedLabor':
      t.once |= ONCE.forcedLabor;
      p.mt -= 1;
      return;
    case 'absolutePower':
      t.once |= ONCE.absolutePower;
      p.mt -= 2;
      t.left += 1;
      return;
    case 'bartering': {
      t.once |= ONCE.bartering;
      const card = Math.floor(arg / 2);
      p.hand.splice(p.hand.indexOf(card), 1);
      d.actionDiscard = [...d.actionDiscard, card];
      if (arg % 2 === 0) gain(d, seat, GOLD, 1);
      else gainCulture(d, seat, 1);
      return;
    }
    case 'greatScientist': {
      p.kept.splice(p.kept.indexOf(arg), 1);
      d.eventDiscard = [...d.eventDiscard, arg];
      pushPick(d, seat, 'freeAdvance', freeAdvanceOptions(d, seat), [3]);
      return;
    }
  }
}

