/**
 * Seat colours and symbols. Colour is never the only signal: each seat also has a symbol
 * and its name is always written next to it.
 */
export interface SeatStyle {
  readonly color: string;
  readonly symbol: string;
  /** Spoken name of the symbol, for screen readers. */
  readonly symbolName: string;
}

// Okabe–Ito-inspired palette (distinguishable with common colour-vision deficiencies).
const STYLES: readonly SeatStyle[] = [
  { color: '#0072b2', symbol: '●', symbolName: 'circle' },
  { color: '#d55e00', symbol: '▲', symbolName: 'triangle' },
  { color: '#009e73', symbol: '■', symbolName: 'square' },
  { color: '#cc79a7', symbol: '◆', symbolName: 'diamond' },
  { color: '#8a6d00', symbol: '★', symbolName: 'star' },
  { color: '#56b4e9', symbol: '✚', symbolName: 'cross' },
  { color: '#555555', symbol: '⬟', symbolName: 'pentagon' },
  { color: '#7b3fa0', symbol: '▼', symbolName: 'down triangle' }
];

export function seatStyle(seat: number): SeatStyle {
  return STYLES[seat % STYLES.length]!;
}
