/**
 * Who is who: cities, seats, neighbours, and the 2-player Free City card holder (rules §6).
 */
import { cityCount, leftOf, rightOf } from './production';
import { FREE_CITY, type SwState } from './types';

export function citiesOf(state: SwState): number {
  return cityCount(state.players);
}

export function hasFreeCity(state: SwState): boolean {
  return state.players === 2;
}

export function leftCity(state: SwState, city: number): number {
  return leftOf(city, citiesOf(state));
}

export function rightCity(state: SwState, city: number): number {
  return rightOf(city, citiesOf(state));
}

/**
 * The seat holding the Free City card (2 players). The ring is FC → L → R (§6.2), so L is
 * city/seat 0 and R is seat 1. Age I and III start with L, Age II with R (§6.6, §9.3.1), and
 * the card travels with the swapped hand, so the holder alternates every round.
 */
export function holderSeat(state: SwState): number {
  const first = state.age === 2 ? 1 : 0;
  return (first + state.round - 1) % 2;
}

/** The seat that decides for `city`: its player, or the Free City card holder. */
export function controllerOf(state: SwState, city: number): number {
  return city === FREE_CITY && hasFreeCity(state) ? holderSeat(state) : city;
}

/** The cities a seat may play for in the current round: its own, plus the Free City for the holder. */
export function citiesControlledBy(state: SwState, seat: number): number[] {
  if (hasFreeCity(state) && holderSeat(state) === seat) return [seat, FREE_CITY];
  return [seat];
}

/** The seat whose hand supplies the cards played by `city` this round. */
export function handSeatOf(state: SwState, city: number): number {
  return controllerOf(state, city);
}

/** Passing direction of the current Age, as shown to players. */
export function passDirection(state: SwState): 'left' | 'right' | 'swap' {
  if (hasFreeCity(state)) return 'swap';
  return state.age === 2 ? 'right' : 'left';
}
