/**
 * npm run -s replay -- <file.json>
 * Validates a match file and replays it; prints the final hash and the result. Also reads what
 * the app writes around a match — a saved record (IndexedDB `match:` value) or a problem report
 * — and then checks the replay against the position stored with it, saying why it differs.
 *
 * Input is read exactly as the app reads it (lib/core `readMatchText`: a byte-order mark is
 * dropped, size and depth are bounded before anything walks the value), so a file behaves the
 * same here and in the browser. Exit 0: the file is good; 1: it is not (the reason on stderr);
 * 2: usage.
 */
import { readFileSync } from 'node:fs';
import { GAMES } from '../games/index';
import { parseMatch, readMatchText, replay } from '../core/match';
import { RuleError } from '../core/errors';
import { LOG_CHUNK, parseSaved, replayMismatch, SAVE_FORMAT } from '../store/records';
import { REPORT_FORMAT } from '../store/report';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The match inside a saved record or a problem report, and what was stored with it. */
function unwrap(raw: unknown): { match: unknown; recorded: { title: string; hash: string; actions: number } | null; error: string | null } {
  const games = GAMES.map((g) => g.game);
  if (isObject(raw) && raw.format === SAVE_FORMAT) {
    const saved = parseSaved(raw, typeof raw.id === 'string' ? raw.id : '', games);
    if (!saved.ok) return { match: null, recorded: null, error: `${saved.error.code}: the saved record is not usable: ${saved.error.message}` };
    if (saved.value.logChunks > 0) {
      return { match: null, recorded: null, error: `store/log-in-parts: this record keeps ${saved.value.logChunks * LOG_CHUNK} of its actions in separate parts; export the game from the app (My games → Export) for the whole match file.` };
    }
    return { match: saved.value.match, recorded: { title: saved.value.title, hash: saved.value.hash, actions: saved.value.progress.actions }, error: null };
  }
  if (isObject(raw) && raw.format === REPORT_FORMAT && 'match' in raw) {
    const d = raw.diagnosis;
    const recorded = isObject(d) && typeof d.hash === 'string' && typeof d.actions === 'number' ? { title: 'The reported match', hash: d.hash, actions: d.actions } : null;
    return { match: raw.match, recorded, error: null };
  }
  return { match: raw, recorded: null, error: null };
}

function main(): number {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run -s replay -- <match.json>');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`replay: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const read = readMatchText(text);
  if (!read.ok) {
    console.error(`replay: cannot read ${file} as JSON: ${read.error.code}: ${read.error.message}`);
    return 1;
  }
  const inner = unwrap(read.value);
  if (inner.error !== null) {
    console.error(`replay: ${inner.error}`);
    return 1;
  }
  const parsed = parseMatch(inner.match, GAMES.map((g) => g.game));
  if (!parsed.ok) {
    console.error(`replay: ${parsed.error.code}: ${parsed.error.message}`);
    return 1;
  }
  const match = parsed.value;
  const game = GAMES.find((g) => g.game.id === match.game)!.game;
  try {
    const { state, hashes } = replay(game, match);
    const result = game.result(state);
    const hash = hashes[hashes.length - 1]!;
    console.log(`game ${match.game}, ${match.players} players, ${match.log.length} actions`);
    console.log(`hash ${hash}`);
    if (result) {
      for (const p of result.players) console.log(`#${p.rank} seat ${p.seat + 1} (${match.seats[p.seat]!.name}): ${p.score}`);
    } else {
      console.log(`in progress: waiting for seat(s) ${game.pending(state).map((s: number) => s + 1).join(', ')}`);
    }
    const r = inner.recorded;
    const mismatch = r && replayMismatch({ title: r.title, hash: r.hash, progress: { actions: r.actions }, match }, { hash, actions: match.log.length }, game.version);
    if (mismatch) {
      console.error(`replay: ${mismatch.code}: ${mismatch.message}`);
      return 1;
    }
    return 0;
  } catch (e) {
    if (e instanceof RuleError) {
      console.error(`replay: ${e.code}: ${e.message}`);
      return 1;
    }
    console.error(`replay: the game's code failed while replaying (${e instanceof Error ? e.message : String(e)}); please report it.`);
    return 1;
  }
}

process.exitCode = main();
