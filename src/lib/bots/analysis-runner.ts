/**
 * The page side of the analysis: starts a worker of its own for one analysis (never the main
 * thread, and never the bots' worker, so a live table's bots are not kept waiting) and ends it
 * on `stop`. Results arrive one decision at a time through `on`.
 */
import type { MatchRecord } from '$engine/core/match';
import type { GameEntry } from '$engine/core/entry';
import type { Seat } from '$engine/core/types';
import type { ANALYSIS_BOT } from '$engine/bots/analysis';
import type { AnalysisMessage, AnalysisRequest } from './analysis-protocol';
import { t } from '../i18n';

/** The bot the analysis asks (checked against lib/bots/analysis.ts by type: the page imports no bot code). */
const ANALYSIS_BOT_NAME: (typeof ANALYSIS_BOT)['bot'] = 'search';

/** The analysis is offered for games with that bot (7 Wonders, Caylus, Paris, Belfort). */
export function canAnalyse(entry: GameEntry): boolean {
  return entry.bots[ANALYSIS_BOT_NAME] !== undefined;
}

export interface AnalysisHandle {
  /** Ends the worker now; nothing more is reported. Safe to call twice. */
  stop(): void;
}

export function startAnalysis(match: MatchRecord, seats: readonly Seat[], on: (message: AnalysisMessage) => void): AnalysisHandle {
  const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module', name: 'analysis' });
  let live = true;
  const stop = (): void => {
    live = false;
    worker.terminate();
  };
  worker.addEventListener('message', (event: MessageEvent<AnalysisMessage>) => {
    if (!live) return;
    on(event.data);
    if (event.data.kind === 'done' || event.data.kind === 'error') stop();
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    if (!live) return;
    stop();
    on({ kind: 'error', message: event.message || t('analysis.workerFailed') });
  });
  // Plain data across the boundary: the session's record may be a reactive proxy.
  const request: AnalysisRequest = { match: JSON.parse(JSON.stringify(match)) as MatchRecord, seats: [...seats] };
  worker.postMessage(request);
  return { stop };
}
