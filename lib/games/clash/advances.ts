/**
 * Advances (rules file §2.9, §4.2.1): who may take which advance, what it costs, and acquiring
 * one. Order when acquiring: the cube (with the Government switch), the border bonus and the
 * Event it may trigger, then the advance's on-acquire effects, then the window for Action cards
 * played "when you acquire an advance" (the source leaves Event vs effects open;
 * docs/rules-decisions.md).
 */
import type { ClashState, Need, PlayerState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import * as payMod from './pay';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as eligibilityMod from './eligibility';
import * as decksMod from './decks';
import * as wondersMod from './wonders';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE, ONCE } = typesMod;
const { ADV, ADVANCES, CATEGORY_OF, REQUIRES, ACCESS, GOVERNMENTS, ADVANCE_FOOD, STEEL_EXTRA_ORE, CATEGORIES, CATEGORY_NAMES } = tablesAdvancesMod;
const { TRACK_MAX, EVENT_LEVELS, ORE, IDEAS, DOGMA_IDEAS } = tablesRulesMod;
const { S_FOOD, S_GOLD, S_IDEAS, S_ORE } = payMod;
const { has, player, setAdvance, emit, gain, gainCulture, gainMood, turnMut } = stateMod;
const { pushAuto, pushPick } = stackMod;
const { drawActionCard, drawObjectiveCard } = decksMod;
const { revealWonder, reservableWonders, libraryOwner } = wondersMod;
const { SCIENCE, isGovernment, governmentOf } = eligibilityMod;

/**
 * Gains advance `a` (already paid). The cube and the border happen now; the Event, on-acquire
 * effects and the card window follow through the stack.
 */
export function gainAdvance(d: Draft, seat: number, a: number, how: 'buy' | 'free', paidGI = false): void {
  const p = player(d, seat);
  const old = governmentOf(p);
  const firstGov = isGovernment(a) && old < 0 && p.anarchy === 0;
  let moved = 0;
  if (isGovernment(a) && old >= 0 && old !== CATEGORY_OF[a]) {
    // §4.2.1: every cube of the old Government moves to the new one, one of them onto `a`.
    for (let i = 0; i < 4; i++) {
      if (has(p, old * 4 + i)) {
        setAdvance(p, old * 4 + i, false);
        moved++;
      }
    }
    emit(d, 'clash.event.governmentSwitch', seat, { from: CATEGORY_NAMES[CATEGORIES[old]!], to: CATEGORY_NAMES[ADVANCES[a]!.category], cubes: moved });
  }
  setAdvance(p, a, true);
  emit(d, 'clash.event.advance', seat, { advance: ADVANCES[a]!.name, how });
  // Economic Liberty bought after a Collect this Turn: neither benefit nor penalty until next Turn (§8.17).
  if (a === ADV.economicLiberty && d.phase === 'play' && d.t.seat === seat && d.t.collects > 0) turnMut(d).once |= ONCE.econLiberty;
  pushAuto(d, { s: 'acquired', seat, adv: a, how, firstGov, paidGI });
  // The moved cubes go on further advances of the new category (no border, no Event: G29).
  if (moved > 1) pushPick(d, seat, 'govCubes', governmentChoices(a, moved - 1), [a]);
  const border = ADVANCES[a]!.border;
  if (border !== null) raiseLevel(d, seat, border);
}

/**
 * Bit masks (over category positions 0–3) of `k` further advances of a's category, for the cubes
 * moved by a Government switch.
 */
function governmentChoices(a: number, k: number): number[] {
  const cat = CATEGORY_OF[a]!;
  const others = [1, 2, 3].filter((pos) => cat * 4 + pos !== a);
  const out: number[] = [];
  for (let m = 1; m < 1 << others.length; m++) {
    let n = 0, mask = 0;
    for (let i = 0; i < others.length; i++) {
      if ((m >> i) & 1) {
        n++;
        mask |= 1 << others[i]!;
      }
    }
    if (n === k) out.push(mask);
  }
  return out;
}

/** Places the moved Government cubes on the chosen positions of the category of `a`. */
export function placeMovedCubes(d: Draft, seat: number, a: number, mask: number): void {
  const p = player(d, seat);
  const cat = CATEGORY_OF[a]!;
  for (let pos = 0; pos < 4; pos++) if ((mask >> pos) & 1) setAdvance(p, cat * 4 + pos, true);
}

/** Border bonus (§2.6): level +1 (max 8) and one token (up to the level); a level reaching 3, 5 or 7 draws an Event. */
export function raiseLevel(d: Draft, seat: number, border: 'culture' | 'mood'): void {
  const p = player(d, seat);
  const before = border === 'culture' ? p.cl : p.hl;
  const after = Math.min(TRACK_MAX, before + 1);
  if (border === 'culture') {
    p.cl = after;
    gainCulture(d, seat, 1);
  } else {
    p.hl = after;
    gainMood(d, seat, 1);
  }
  // The Event is drawn by the flow, before this advance's own effects (pushed below them).
  if (after !== before && EVENT_LEVELS.includes(after)) pushAuto(d, { s: 'drawEvent', seat });
}

/**
 * On-acquire effects (§4.2.1 step 6), after the Event: Engineering/Monuments reveal a Wonder,
 * Monuments reserves one, Writing draws, Philosophy, Free Education and the Great Library,
 * Metallurgy's Ore, Dogma's Idea cap; then the window for "when you acquire an advance" cards.
 */
export function afterAcquire(d: Draft, seat: number, a: number, how: 'buy' | 'free', firstGov: boolean, paidGI: boolean): void {
  const p = player(d, seat);
  if (a === ADV.engineering || a === ADV.monuments) revealWonder(d);
  if ((a === ADV.writing && governmentOf(p) >= 0) || (firstGov && has(p, ADV.writing) && a !== ADV.writing)) {
    drawActionCard(d, seat);
    drawObjectiveCard(d, seat);
  }
  if (a === ADV.philosophy) gain(d, seat, IDEAS, 1);
  else if (CATEGORY_OF[a] === SCIENCE && has(p, ADV.philosophy)) gain(d, seat, IDEAS, 1);
  if (a === ADV.metallurgy && has(p, ADV.steelWeapons)) gain(d, seat, ORE, 2);
  if (a === ADV.dogma && p.res[IDEAS]! > DOGMA_IDEAS) p.res[IDEAS] = DOGMA_IDEAS;
  const ownTurn = d.phase === 'play' && d.t.seat === seat;
  // Great Library: the owner gains 1 Idea when the player on their left, on their own Turn,
  // acquires an advance the owner lacks (once per such Turn).
  const lib = libraryOwner(d);
  if (ownTurn && lib !== NONE && lib !== seat && (lib + 1) % d.players === seat && !has(d.ps[lib]!, a) && (d.t.once & ONCE.library) === 0) {
    gain(d, lib, IDEAS, 1);
    turnMut(d).once |= ONCE.library;
    emit(d, 'clash.event.library', lib, {});
  }
  // Card window (New Ideas): on your Turn it stays open until your next action; in the Status
  // Phase it is a decision of its own (asked whenever you hold a card, so no one learns which).
  if (ownTurn) turnMut(d).window = { on: 'advance', used: [] };
  else if (p.hand.length > 0) pushPick(d, seat, 'window', [], [0]);
  if (how === 'buy' && paidGI && has(p, ADV.freeEducation) && p.res[IDEAS]! > 0) pushPick(d, seat, 'freeEducation', [0, 1], []);
  if (a === ADV.monuments && p.reserved === NONE) {
    const open = reservableWonders(d);
    if (open.length > 0) pushPick(d, seat, 'reserveWonder', open, []);
  }
}
