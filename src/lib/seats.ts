/**
 * Seat colours and shapes. Colour is never the only signal: each seat also has its own shape
 * (drawn by SeatSymbol.svelte) and its name is always written next to it.
 */
export const SEAT_SHAPES = ['circle', 'triangle', 'square', 'diamond', 'star', 'cross', 'pentagon', 'hexagon'] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

export interface SeatStyle {
  readonly color: string;
  readonly shape: SeatShape;
}

// Okabe–Ito-based palette, darkened where needed for contrast on the light background.
const COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#3b8fc4', '#555555', '#7b3fa0'] as const;

export function seatStyle(seat: number): SeatStyle {
  const i = seat % COLORS.length;
  return { color: COLORS[i]!, shape: SEAT_SHAPES[i]! };
}
