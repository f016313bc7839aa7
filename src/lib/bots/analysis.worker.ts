/// <reference lib="webworker" />
/**
 * The analysis worker: replays a finished game and asks the search bot at each of the person's
 * decisions (lib/bots/analysis.ts), posting each result as soon as it is known. One request per
 * worker; the page ends the worker to stop it (closing the analysis, leaving the page).
 */
import { analyseMatch, analysisPoints } from '$engine/bots/analysis';
import { loadEntry } from '../games/registry';
import { ANALYSIS_LINES } from './analysis-lines';
import type { AnalysisMessage, AnalysisRequest } from './analysis-protocol';

const post = (message: AnalysisMessage): void => self.postMessage(message);

async function run(request: AnalysisRequest): Promise<void> {
  const entry = await loadEntry(request.match.game);
  if (!entry) throw new Error(`Unknown game "${request.match.game}".`);
  const line = await ANALYSIS_LINES[entry.game.id]?.();
  post({ kind: 'start', total: analysisPoints(entry.game, request.match, request.seats).length });
  for (const decision of analyseMatch(entry, request.match, { seats: request.seats, iterations: request.iterations, line })) post({ kind: 'decision', decision });
  post({ kind: 'done' });
}

self.addEventListener('message', (event: MessageEvent<AnalysisRequest>) => {
  run(event.data).catch((e: unknown) => post({ kind: 'error', message: e instanceof Error ? e.message : String(e) }));
});
