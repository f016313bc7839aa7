/**
 * The analysis of a finished game (issue 13 item 8): for each decision a person made, what the
 * search bot would have played from that seat's view at that point.
 *
 * The positions are rebuilt by replaying the saved log from the seed (undos and take-backs
 * included, as the table does); at each decision the bot gets exactly what it gets in play — the
 * seat's view and legal actions (`botRequest`), never the state — so it cannot peek. The budget
 * is a fixed number of iterations and the bot's generator is seeded from the match seed and the
 * log index, so the same game always gives the same analysis.
 *
 * Pure and synchronous: the app runs it in a Web Worker (src/lib/bots/analysis.worker.ts) and
 * stops it by ending the worker; tests run it in Node.
 */
import type { GameEntry } from '../core/entry';
import type { MatchRecord } from '../core/match';
import type { Action, AnyGame, LogEntry, Seat } from '../core/types';
import { isLogControl, startCursor, applyLogItem, undoLinks, type Cursor } from '../core/undo';
import { sameJson } from '../core/actions';
import { botRequest, runBotRequest } from './request';

/** The bot the analysis asks, and its bot level (Strong's settings; the budget below overrides its time). */
export const ANALYSIS_BOT = { bot: 'search', level: 1 } as const;

/**
 * Iterations per decision, per game: about 0.4 s of one core on the development machine, measured
 * on the analysis itself (CPU ms per decision over 12 decisions of a heuristic game, the person at
 * seat 0, load average 13–15: 7 Wonders 3p 6.9 ms per iteration, Caylus 2p 1.1 ms and 4p 1.3 ms,
 * Paris 3p 1.2 ms; docs/bots.md "Analysis"). A fixed count, not a time: reproducible anywhere.
 */
export const ANALYSIS_ITERATIONS: Readonly<Record<string, number>> = {
  sevenwonders: 60,
  caylus: 350,
  paris: 350,
  belfort: 140,
  clash: 1200
};
/** For a game with a search bot that is not listed above. */
export const ANALYSIS_DEFAULT_ITERATIONS = 60;

export function analysisIterations(game: string): number {
  return ANALYSIS_ITERATIONS[game] ?? ANALYSIS_DEFAULT_ITERATIONS;
}

/** True when the game has the bot the analysis needs (the app offers the analysis only then). */
export function canAnalyse(entry: GameEntry): boolean {
  return entry.bots[ANALYSIS_BOT.bot] !== undefined;
}

/** One decision to analyse: the log item and the seat that made it. */
export interface AnalysisPoint {
  /** Index of the decision in `match.log`. */
  readonly index: number;
  readonly seat: Seat;
}

/** What the bot would have played at one decision, next to what was played. */
export interface AnalysedDecision extends AnalysisPoint {
  /** 1-based position among the analysed decisions. */
  readonly n: number;
  /** How many legal actions the seat had. */
  readonly options: number;
  readonly played: Action;
  readonly suggested: Action;
  /** The bot's choice is the action played. */
  readonly same: boolean;
  /** Log lines of both (the game's describe(), or the caller's `line`). */
  readonly playedLine: LogEntry;
  readonly suggestedLine: LogEntry;
}

/**
 * How to word an action at a decision. The default is the game's `describe()`; a caller may word
 * what `describe()` keeps hidden during play (7 Wonders logs "chose a card") from the seat's view,
 * since the game is over. Returns null to fall back to `describe()`.
 */
export type AnalysisLine = (view: unknown, seat: Seat, action: Action) => LogEntry | null;

export interface AnalysisOptions {
  /** The seats whose decisions are analysed (the people at this device). */
  readonly seats: readonly Seat[];
  /** Iterations per decision (default: the game's `analysisIterations`). */
  readonly iterations?: number;
  readonly line?: AnalysisLine;
}

/** Replays `match`, yielding the cursor before each log item that still stands (not undone, not an undo). */
function* standing(game: AnyGame, match: MatchRecord): Generator<{ cursor: Cursor; index: number }> {
  const { cancelledBy } = undoLinks(match.log);
  let cursor = startCursor(game, match);
  for (let index = 0; index < match.log.length; index++) {
    const item = match.log[index]!;
    // A decision later taken back is not the person's decision any more: it is skipped.
    if (!isLogControl(item.action) && cancelledBy[index] === null) yield { cursor, index };
    cursor = applyLogItem(game, cursor, item);
  }
}

/** The given seats' standing decisions where they had a choice (a forced one decides nothing), with the cursor before each. */
function* choices(game: AnyGame, match: MatchRecord, seats: readonly Seat[]): Generator<{ cursor: Cursor } & AnalysisPoint> {
  for (const { cursor, index } of standing(game, match)) {
    const { seat } = match.log[index]!;
    if (seats.includes(seat) && game.actions(cursor.state, seat).length > 1) yield { cursor, index, seat };
  }
}

/** The decisions the analysis covers (the worker counts them first, to show progress). */
export function analysisPoints(game: AnyGame, match: MatchRecord, seats: readonly Seat[]): AnalysisPoint[] {
  return [...choices(game, match, seats)].map(({ index, seat }) => ({ index, seat }));
}

/**
 * The analysis, one decision at a time (a generator, so a worker can post each result as it comes
 * and the caller can stop between decisions). Every suggestion is one of `actions()` at that point.
 */
export function* analyseMatch(entry: GameEntry, match: MatchRecord, opts: AnalysisOptions): Generator<AnalysedDecision> {
  const { game } = entry;
  const iterations = opts.iterations ?? analysisIterations(game.id);
  let n = 0;
  for (const { cursor, index, seat } of choices(game, match, opts.seats)) {
    const { action } = match.log[index]!;
    const request = botRequest(entry, cursor.state, seat, { ...ANALYSIS_BOT, budget: { iterations } }, { seed: `${match.seed}/analysis/${index}` });
    const suggested = request.actions[runBotRequest([entry], request).index]!;
    const played = request.actions.find((a) => sameJson(a, action)) ?? action;
    const words = (a: Action): LogEntry => opts.line?.(request.view, seat, a) ?? game.describe(cursor.state, seat, a);
    yield {
      n: ++n,
      index,
      seat,
      options: request.actions.length,
      played,
      suggested,
      same: sameJson(played, suggested),
      playedLine: words(played),
      suggestedLine: words(suggested)
    };
  }
}
