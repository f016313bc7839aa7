/**
 * What the page and the analysis worker say to each other (issue 13 item 8). Plain messages,
 * not comlink: the worker streams one result per decision while it keeps computing, and the page
 * stops it by ending the worker, which no call protocol needs to know about.
 */
import type { MatchRecord } from '$engine/core/match';
import type { Seat } from '$engine/core/types';
import type { AnalysedDecision } from '$engine/bots/analysis';

export type { AnalysedDecision };

/** Analyse `match` (finished) for the people at `seats`; `iterations` overrides the game's budget. */
export interface AnalysisRequest {
  readonly match: MatchRecord;
  readonly seats: readonly Seat[];
  readonly iterations?: number;
}

export type AnalysisMessage =
  /** How many decisions will be analysed. */
  | { readonly kind: 'start'; readonly total: number }
  | { readonly kind: 'decision'; readonly decision: AnalysedDecision }
  | { readonly kind: 'done' }
  | { readonly kind: 'error'; readonly message: string };
