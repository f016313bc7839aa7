/**
 * The Property deck, the display and the discard pile (§3.1, §4.4.7, G11). The deck is hidden
 * from everyone; when it runs out, the face-up discard pile is shuffled into a new deck with the
 * RNG kept in the state; when both are empty, draws fail.
 */
import { Rng } from '../../core/rng';
import type { Draft } from './state';
import { emit, mut, own } from './state';
import * as economy from './tables/economy';

const { DISPLAY_SIZE, HAND_LIMIT } = economy;

/** Shuffles the discard pile into a new deck when the deck is empty. False if there is nothing to draw. */
function ensureDeck(d: Draft): boolean {
  if (d.deck.length > 0) return true;
  let n = 0;
  for (const c of d.discard) n += c;
  if (n === 0) return false;
  const cards: number[] = [];
  d.discard.forEach((c, t) => {
    for (let k = 0; k < c; k++) cards.push(t);
  });
  const rng = new Rng(d.rng);
  rng.shuffleInPlace(cards);
  d.rng = rng.state();
  d.deck = cards;
  d.discard = d.discard.map(() => 0); // a new array: nothing shared is changed
  d.reshuffles += 1;
  emit(d, 'reshuffle', null, { cards: n }, `The discard pile (${n} cards) is shuffled into a new deck`);
  return true;
}

/** The top card of the deck (type), or −1 when the deck and the discard pile are both empty. */
export function drawTop(d: Draft): number {
  if (!ensureDeck(d)) return -1;
  const deck = d.deck.slice();
  const t = deck.pop()!;
  d.deck = deck;
  return t;
}

/** Fills every empty display slot from the deck (§4.4.7, §6.2.3). */
export function refillDisplay(d: Draft): void {
  for (let i = 0; i < DISPLAY_SIZE; i++) {
    if (d.display[i] === -1) {
      const t = drawTop(d);
      mut(d, 'display')[i] = t;
    }
  }
}

/** Draws up to `n` cards into `seat`'s hand; returns how many arrived. */
export function drawInto(d: Draft, seat: number, n: number): number {
  let got = 0;
  for (let k = 0; k < n; k++) {
    const t = drawTop(d);
    if (t < 0) break;
    own(d, seat).hand[t]! += 1;
    got++;
  }
  return got;
}

/** Moves one card of type `t` from `seat`'s hand to the face-up discard pile. */
export function discardFromHand(d: Draft, seat: number, t: number): void {
  removeFromHand(d, seat, t);
  mut(d, 'discard')[t]! += 1;
}

/**
 * Takes one card of type `t` out of `seat`'s hand. The others only know it was that type, so a
 * copy they knew of (Spies' Guild) may be the one gone: they stop counting on it.
 */
export function removeFromHand(d: Draft, seat: number, t: number): void {
  const p = own(d, seat);
  p.hand[t]! -= 1;
  if (p.shown[t]! > 0) p.shown[t]! -= 1;
}

/** Cards in `seat`'s hand. */
export function handSize(hand: readonly number[]): number {
  let n = 0;
  for (const c of hand) n += c;
  return n;
}

export function overHandLimit(hand: readonly number[]): number {
  return Math.max(0, handSize(hand) - HAND_LIMIT);
}
