/**
 * Where a piece of content comes from. Every entry of the Clash data tables carries one of these
 * with a one-line reason (docs/rules-decisions.md § Clash of Cultures lists them all).
 * - `published-2012`: stated by the source rulebook (or the rules file's published-value marks).
 * - `from-monumental`: lost in 2012, filled from the later Monumental edition where it fits.
 * - `designed`: lost and with no fitting Monumental fact; designed for this engine.
 */
export const SOURCE_TAGS = ['published-2012', 'from-monumental', 'designed'] as const;
export type SourceTag = (typeof SOURCE_TAGS)[number];

export interface Sourced {
  readonly tag: SourceTag;
  /** One line: why this value. */
  readonly why: string;
}
