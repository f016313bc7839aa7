/**
 * npm run golden:record [-- --force] [--only <name>] [--halfway]
 *
 * Plays and writes the golden matches (see golden.ts): for every registered game, every player
 * count × every combination of its options, one match with a rotating mix of bots (random,
 * heuristic at levels 1–3); every fourth match stops part-way (unfinished), and every third lets
 * its seats take back moves now and then (undo items in the log, those seats marked human).
 * A few of them are also written exactly as the app stores and exports them (saves/).
 *
 * --halfway: a match planned to stop part-way whose game ends before its drawn stop point is
 * played again and stopped halfway instead (same moves up to there). Off by default so the files
 * recorded without it stay reproducible; used for Paris engine v2, whose three planned-unfinished
 * matches all end before their stop points (every game needs an unfinished golden match).
 *
 * Refuses to overwrite an existing file unless `--force` is given: golden files are the record of
 * how the engines behaved, re-recording them is a decision, not a side effect.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from '../../lib/games/index';
import type { GameEntry } from '../../lib/core/entry';
import { makeBot } from '../../lib/bots/pick';
import type { Bot } from '../../lib/bots/types';
import { Rng, seedRng } from '../../lib/core/rng';
import { hashState } from '../../lib/core/hash';
import { newMatch, type LogItem, type MatchRecord, type SeatSpec } from '../../lib/core/match';
import { applyLogItem, canUndoAt, startCursor, undoAction, type Cursor } from '../../lib/core/undo';
import type { OptionSpec, OptionValues } from '../../lib/core/types';
import { MemoryStorage } from '../../lib/store/storage';
import { createSaveStore } from '../../lib/store/saves';
import { formatGolden, GOLDEN_CLOCK, MATCHES_DIR, SAVES_DIR, type Checkpoint, type GoldenMatch } from './golden';

const EVERY = 10;
const BOT_KINDS = [
  { bot: 'random', level: 1 },
  { bot: 'heuristic', level: 1 },
  { bot: 'heuristic', level: 2 },
  { bot: 'heuristic', level: 3 }
] as const;
/** Matches also kept in the store's formats: finished and unfinished, every game, some with undos. */
const SAVED = [
  'sevenwonders-2p-sides-random-wonders-random',
  'sevenwonders-3p-sides-B-wonders-choose',
  'sevenwonders-7p-sides-A-wonders-choose',
  'caylus-2p-churchPP-4-simplifiedFavours-false-tailor-rulebook',
  'caylus-3p-churchPP-3-simplifiedFavours-false-tailor-rulebook',
  'caylus-4p-churchPP-3-simplifiedFavours-false-tailor-tile',
  'belfort-2p-guilds-normal-npKeep-2-ties-oneTier',
  'belfort-2p-guilds-beginner-npKeep-1-ties-byCount',
  'paris-2p-ignoreDistricts-false-variantSetup-false',
  'paris-4p-ignoreDistricts-true-variantSetup-true',
  'clash-3p-events-full-length-standard',
  'clash-4p-events-optional-length-wonder'
];

/** Every combination of the option values that apply at `players`. */
function optionSets(specs: readonly OptionSpec[], players: number): OptionValues[] {
  let sets: OptionValues[] = [{}];
  for (const spec of specs) {
    if (spec.players && !spec.players.includes(players)) continue;
    const values: (string | boolean)[] = spec.kind === 'flag' ? [false, true] : spec.choices.map((c) => c.value);
    sets = sets.flatMap((s) => values.map((v) => ({ ...s, [spec.key]: v })));
  }
  return sets;
}

function nameOf(id: string, players: number, options: OptionValues): string {
  const parts = Object.keys(options)
    .sort()
    .map((k) => `${k}-${String(options[k])}`);
  return [id, `${players}p`, ...parts].join('-');
}

interface Plan {
  readonly name: string;
  readonly entry: GameEntry;
  readonly players: number;
  readonly options: OptionValues;
  readonly index: number;
}

function plans(): Plan[] {
  const out: Plan[] = [];
  let index = 0;
  for (const entry of GAMES) {
    for (let players = entry.game.minPlayers; players <= entry.game.maxPlayers; players++) {
      for (const options of optionSets(entry.game.options, players)) {
        out.push({ name: nameOf(entry.game.id, players, options), entry, players, options, index: index++ });
      }
    }
  }
  return out;
}

/** Whether the plan is meant to stop part-way (every fourth). */
const plannedUnfinished = (plan: Plan) => plan.index % 4 === 3;

/**
 * Plays one planned match: bots choose, some seats take back moves, unfinished ones stop part-way
 * (at `stopOverride` when given: `--halfway`, for a game that ended before its drawn stop point).
 */
function play(plan: Plan, stopOverride?: number): GoldenMatch {
  const { entry, players, options, index } = plan;
  const { game } = entry;
  const seed = `golden/${plan.name}`;
  const withUndo = index % 3 === 1;
  const unfinished = plannedUnfinished(plan);
  const kinds = Array.from({ length: players }, (_, seat) => BOT_KINDS[(index + seat) % BOT_KINDS.length]!);
  // Seats that take back moves are people at this device (undo is offered to humans only).
  const undoer = (seat: number) => withUndo && seat % 2 === 0;
  const seats: SeatSpec[] = kinds.map((k, seat) =>
    undoer(seat) ? { kind: 'human', name: `Player ${seat + 1}` } : { kind: 'bot', name: `Bot ${seat + 1}`, bot: k.bot, level: k.level }
  );
  const bots: Bot[] = kinds.map((k) => makeBot(entry, k.bot, k.level));
  const botRngs = kinds.map((_, seat) => new Rng(seedRng(`${seed}/bot${seat}`)));
  const planRng = new Rng(seedRng(`${seed}/plan`));
  let match: MatchRecord = newMatch(game, { players, seed, options, seats });
  let cursor: Cursor = startCursor(game, match);
  const log: LogItem[] = [];
  const checkpoints: Checkpoint[] = [{ at: 0, hash: hashState(cursor.state) }];
  // Unfinished matches stop somewhere in their first 300 items (the game may end sooner).
  const drawnStop = unfinished ? 1 + planRng.below(300) : Number.MAX_SAFE_INTEGER;
  const stopAt = stopOverride ?? drawnStop;
  let undos = 0;
  const push = (item: LogItem) => {
    cursor = applyLogItem(game, cursor, item);
    log.push(item);
    if (log.length % EVERY === 0) checkpoints.push({ at: log.length, hash: hashState(cursor.state) });
  };
  while (game.result(cursor.state) === null && log.length < stopAt) {
    if (log.length > 20_000) throw new Error(`${plan.name}: no end after 20,000 items`);
    const seat = game.pending(cursor.state)[0] as number;
    const actions = game.actions(cursor.state, seat);
    const action = bots[seat]!.choose({ seat, view: game.view(cursor.state, seat), actions, rng: botRngs[seat]! });
    push({ seat, action: JSON.parse(JSON.stringify(action)) });
    if (undoer(seat) && planRng.below(8) === 0 && canUndoAt(game, cursor, seat).ok) {
      push({ seat, action: undoAction() });
      undos++;
    }
  }
  if (log.length % EVERY !== 0) checkpoints.push({ at: log.length, hash: hashState(cursor.state) });
  match = { ...match, log };
  const finished = game.result(cursor.state) !== null;
  const about =
    `${game.title}, ${players} players, options ${JSON.stringify(match.options)}; seats: ` +
    kinds.map((k, s) => (undoer(s) ? `${k.bot} L${k.level} (takes back moves)` : `${k.bot} L${k.level}`)).join(', ') +
    (finished ? '; finished' : `; stopped after ${log.length} items`);
  return { name: plan.name, about, every: EVERY, finished, undos, match, checkpoints };
}

async function writeSaved(g: GoldenMatch, force: boolean): Promise<void> {
  const saveFile = join(SAVES_DIR, `${g.name}.save.json`);
  const matchFile = join(SAVES_DIR, `${g.name}.match.json`);
  if (!force && (existsSync(saveFile) || existsSync(matchFile))) throw new Error(`${saveFile} exists (use --force to re-record)`);
  const storage = new MemoryStorage();
  const store = createSaveStore({ storage, games: GAMES.map((e) => e.game), now: () => GOLDEN_CLOCK });
  const id = g.name.slice(0, 64);
  const saved = await store.saveMatch({ id, match: g.match });
  if (!saved.ok) throw new Error(`${g.name}: the store refused it: ${saved.error.message}`);
  const exported = await store.exportMatch(id);
  if (!exported.ok) throw new Error(`${g.name}: export failed: ${exported.error.message}`);
  writeFileSync(saveFile, `${JSON.stringify(await storage.get(`match:${id}`), null, 2)}\n`);
  writeFileSync(matchFile, exported.value);
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const force = argv.includes('--force');
  const halfway = argv.includes('--halfway');
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? argv[onlyAt + 1] : undefined;
  mkdirSync(MATCHES_DIR, { recursive: true });
  mkdirSync(SAVES_DIR, { recursive: true });
  const todo = plans().filter((p) => only === undefined || p.name === only);
  if (todo.length === 0) {
    console.error(`golden:record: no planned match named "${only}"`);
    return 2;
  }
  if (!force) {
    const existing = todo.filter((p) => existsSync(join(MATCHES_DIR, `${p.name}.json`)));
    if (existing.length > 0) {
      console.error(`golden:record: ${existing.length} golden file(s) exist already (e.g. ${existing[0]!.name}.json); refusing to overwrite. Re-run with --force to re-record.`);
      return 1;
    }
  }
  for (const plan of todo) {
    let g = play(plan);
    if (halfway && plannedUnfinished(plan) && g.finished) g = play(plan, Math.ceil(g.match.log.length / 2));
    writeFileSync(join(MATCHES_DIR, `${g.name}.json`), formatGolden(g));
    if (SAVED.includes(g.name)) await writeSaved(g, force);
    console.log(`${g.name}: ${g.match.log.length} items, ${g.undos} undos, ${g.finished ? 'finished' : 'unfinished'}`);
  }
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    console.error(`golden:record: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    process.exitCode = 2;
  }
);
