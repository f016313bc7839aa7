/**
 * Golden matches: recorded games of every registered game, player count and option set, with the
 * state hash after every `every` log items and at the end. They pin the engines' behaviour across
 * refactors (issue 11 item 1): `tests/unit/golden.test.ts` replays each one and compares every hash.
 *
 * Files: `matches/<name>.json` (one recorded match each) and `saves/<name>.save.json` /
 * `saves/<name>.match.json` (a few matches exactly as the app stores and exports them today).
 * `npm run golden:record` writes them (tests/golden/record.ts); it refuses to overwrite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchRecord } from '../../lib/core/match';

export const GOLDEN_DIR = join(process.cwd(), 'tests/golden');
export const MATCHES_DIR = join(GOLDEN_DIR, 'matches');
export const SAVES_DIR = join(GOLDEN_DIR, 'saves');

/** Fixed clock for the stored records (2026-01-01T00:00:00Z): the files never depend on when they were made. */
export const GOLDEN_CLOCK = 1_767_225_600_000;

export interface Checkpoint {
  /** Log items applied (0 = the state after setup). */
  readonly at: number;
  readonly hash: string;
}

export interface GoldenMatch {
  readonly name: string;
  /** How the match was played, for people reading the file. */
  readonly about: string;
  /** A checkpoint every `every` log items, plus the last one. */
  readonly every: number;
  readonly finished: boolean;
  /** Undo items in the log. */
  readonly undos: number;
  readonly match: MatchRecord;
  readonly checkpoints: readonly Checkpoint[];
}

export function readGoldenMatches(): GoldenMatch[] {
  return readdirSync(MATCHES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MATCHES_DIR, f), 'utf8')) as GoldenMatch);
}

/** Names of the matches kept in the store's formats (`saves/<name>.save.json` and `.match.json`). */
export function readGoldenSaveNames(): string[] {
  return readdirSync(SAVES_DIR)
    .filter((f) => f.endsWith('.save.json'))
    .sort()
    .map((f) => f.slice(0, -'.save.json'.length));
}

/** JSON with one log item per line: small diffs, readable files. */
export function formatGolden(g: GoldenMatch): string {
  const { match, ...rest } = g;
  const { log, ...head } = match;
  const items = log.map((item) => `      ${JSON.stringify(item)}`).join(',\n');
  const matchText = `{\n${Object.entries(head)
    .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(',\n')},\n    "log": [\n${items}\n    ]\n  }`;
  const restText = Object.entries(rest)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(',\n');
  return `{\n${restText},\n  "match": ${matchText}\n}\n`;
}
