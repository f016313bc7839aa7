/**
 * Draw piles (top = last element). An empty Action or Event pile is rebuilt by shuffling its
 * discards; the Objective pile has no discards to reshuffle but the cards New Plans returns
 * (G15, the Monumental rule). The Wonder deck is never reshuffled.
 */
import type { Draft } from './state';
import * as stateMod from './state';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { player, emit, shuffleInPlace } = stateMod;

export function drawActionCard(d: Draft, seat: number): number | null {
  if (d.actionDeck.length === 0) {
    if (d.actionDiscard.length === 0) return null;
    const pile = d.actionDiscard.slice();
    shuffleInPlace(d, pile);
    d.actionDeck = pile;
    d.actionDiscard = [];
    emit(d, 'clash.event.reshuffle', null, { deck: 'Action' });
  }
  const deck = d.actionDeck.slice();
  const card = deck.pop()!;
  d.actionDeck = deck;
  player(d, seat).hand.push(card);
  d.rev += 1;
  emit(d, 'clash.event.drawAction', seat, {});
  return card;
}

export function drawObjectiveCard(d: Draft, seat: number): number | null {
  if (d.objectiveDeck.length === 0) return null;
  const deck = d.objectiveDeck.slice();
  const card = deck.pop()!;
  d.objectiveDeck = deck;
  player(d, seat).obj.push(card);
  d.rev += 1;
  emit(d, 'clash.event.drawObjective', seat, {});
  return card;
}

export function discardAction(d: Draft, card: number): void {
  d.actionDiscard = [...d.actionDiscard, card];
}

/** Removes Action card `card` from `seat`'s hand (the caller checked it is there). */
export function takeFromHand(d: Draft, seat: number, card: number): void {
  const hand = player(d, seat).hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`card ${card} not in hand of seat ${seat}`);
  hand.splice(i, 1);
}

/** Draws the top Event card (reshuffling discards when needed); null when none is left. */
export function drawEventCard(d: Draft): number | null {
  if (d.eventDeck.length === 0) {
    if (d.eventDiscard.length === 0) return null;
    const pile = d.eventDiscard.slice();
    shuffleInPlace(d, pile);
    d.eventDeck = pile;
    d.eventDiscard = [];
    emit(d, 'clash.event.reshuffle', null, { deck: 'Event' });
  }
  const deck = d.eventDeck.slice();
  const card = deck.pop()!;
  d.eventDeck = deck;
  d.rev += 1;
  return card;
}
