/**
 * Per game, how the analysis words a choice its describe() keeps hidden during play (see
 * lib/bots/analysis.ts `AnalysisLine`); loaded in the analysis worker with the game. Games not
 * listed are worded by describe() alone.
 */
import type { AnalysisLine } from '$engine/bots/analysis';

export const ANALYSIS_LINES: Readonly<Record<string, () => Promise<AnalysisLine>>> = {
  sevenwonders: () => import('../games/sevenwonders/analysis-line').then((m) => m.analysisLine)
};
