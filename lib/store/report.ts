/**
 * "Report a problem": one JSON file holding the match file, a short description of the browser
 * (built by the app, e.g. from navigator.userAgent), the user's own words and a diagnosis made
 * by replaying the match here. `importMatch` also accepts a report and opens the match inside.
 */
import { parseMatch, replay } from '../core/match';
import { isRuleError } from '../core/errors';
import type { AnyGame } from '../core/types';
import { err, errorText, isObject, ok, STORE_CODES, type StoreResult } from './result';

export const REPORT_FORMAT = 'euro-table/report';
export const REPORT_FORMAT_VERSION = 1;
export const REPORT_LIMITS = { maxBrowser: 500, maxMessage: 5000 } as const;

export interface ProblemReport {
  readonly format: typeof REPORT_FORMAT;
  readonly formatVersion: number;
  /** Milliseconds since 1970, from the caller's clock. */
  readonly createdAt: number;
  /** e.g. "Firefox 128 on Linux, 1280×720, storage: indexeddb". */
  readonly browser: string;
  /** What the user wrote. */
  readonly message: string;
  /** What replaying the match on the reporter's side gave. */
  readonly diagnosis: ReportDiagnosis;
  /** The match file (a MatchRecord), or the raw record that could not be read. */
  readonly match: unknown;
}

export interface ReportDiagnosis {
  /** null when the match parses and replays; else the first error's code and message. */
  readonly code: string | null;
  readonly error: string | null;
  /** Log items in the match, when it parses. */
  readonly actions: number | null;
  /** State hash after the last item, when it replays. */
  readonly hash: string | null;
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

export function diagnose(match: unknown, games: readonly AnyGame[]): ReportDiagnosis {
  const parsed = parseMatch(match, games);
  if (!parsed.ok) return { code: parsed.error.code, error: parsed.error.message, actions: null, hash: null };
  const m = parsed.value;
  const game = games.find((g) => g.id === m.game)!;
  try {
    const { hashes } = replay(game, m);
    return { code: null, error: null, actions: m.log.length, hash: hashes[hashes.length - 1] ?? null };
  } catch (e) {
    return { code: isRuleError(e) ? e.code : STORE_CODES.replayCrashed, error: errorText(e), actions: m.log.length, hash: null };
  }
}

export function makeReport(input: {
  readonly match: unknown;
  readonly browser: string;
  readonly message: string;
  readonly createdAt: number;
  readonly games: readonly AnyGame[];
}): ProblemReport {
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    createdAt: Number.isFinite(input.createdAt) && input.createdAt >= 0 ? Math.floor(input.createdAt) : 0,
    browser: clip(input.browser, REPORT_LIMITS.maxBrowser),
    message: clip(input.message, REPORT_LIMITS.maxMessage),
    diagnosis: diagnose(input.match, input.games),
    match: input.match
  };
}

/** The report as the text of a `.json` file to attach or download. */
export function makeReportText(report: ProblemReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export function parseReport(text: string): StoreResult<ProblemReport> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err(STORE_CODES.badReport, 'The report is not valid JSON.');
  }
  if (!isObject(raw) || raw.format !== REPORT_FORMAT) return err(STORE_CODES.badReport, `Not a problem report: "format" must be "${REPORT_FORMAT}".`);
  const fv = raw.formatVersion;
  if (typeof fv !== 'number' || !Number.isInteger(fv) || fv < 1 || fv > REPORT_FORMAT_VERSION) {
    return err(STORE_CODES.badReport, `Unsupported report "formatVersion" (this site reads up to ${REPORT_FORMAT_VERSION}).`);
  }
  const d = raw.diagnosis;
  const strOrNull = (v: unknown) => v === null || typeof v === 'string';
  const intOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isInteger(v));
  if (typeof raw.createdAt !== 'number' || !Number.isInteger(raw.createdAt) || typeof raw.browser !== 'string' || typeof raw.message !== 'string') {
    return err(STORE_CODES.badReport, 'The report is missing its date, browser or message.');
  }
  if (!isObject(d) || !strOrNull(d.code) || !strOrNull(d.error) || !intOrNull(d.actions) || !strOrNull(d.hash)) {
    return err(STORE_CODES.badReport, 'The report has a malformed "diagnosis".');
  }
  if (!('match' in raw)) return err(STORE_CODES.badReport, 'The report holds no match.');
  return ok({
    format: REPORT_FORMAT,
    formatVersion: fv,
    createdAt: raw.createdAt,
    browser: clip(raw.browser, REPORT_LIMITS.maxBrowser),
    message: clip(raw.message, REPORT_LIMITS.maxMessage),
    diagnosis: { code: d.code as string | null, error: d.error as string | null, actions: d.actions as number | null, hash: d.hash as string | null },
    match: raw.match
  });
}
