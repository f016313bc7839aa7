/**
 * One property suite every game runs (issue 11 item 2). A game's test file calls
 *
 *   propertySuite({ entry, optionSets, secrets });
 *
 * and gets, for every player count × option set, PROPERTY_GAMES games (default 20; CI sets more)
 * played by random legal actions (and by the game's heuristic bot when it has one), each checked:
 *
 * - contract: `result` is null exactly while someone is pending; every pending seat has an
 *   action; a seat that is not pending has none and the gate refuses it; the final result ranks
 *   every seat once, breakdowns sum to scores, winners are the rank-1 seats;
 * - plain JSON with integers only, after setup, at the end, and after the sampled actions (below);
 * - `apply` never changes its input (sampled);
 * - no action is listed twice; every listed action applies, and so does its JSON copy through the
 *   gate (canonical matching) (sampled);
 * - replaying the log (JSON copies, as from a file, through the gate) gives the same final hash;
 * - forced decisions: no pending seat is ever stuck; with `forcedPlayed`, the game plays one-action
 *   decisions itself, so no lone pending seat ever has exactly one action;
 * - views (every seat and the spectator) are plain JSON and `describe` gives a key and a text;
 * - hidden information: nothing `secrets(state, seat)` lists appears in another seat's view or the
 *   spectator's, and nothing `secrets(state, null)` lists (hidden from everyone) appears in any view;
 * - the game's own invariants (`invariants(state)`), after setup and after every action.
 *
 * "Sampled": at every step of the first two games of each test, then at one step in SAMPLE_ONE_IN
 * (drawn from the seed), which keeps thousands of games affordable: views, purity, plain JSON, every
 * listed action, the gate refusing a seat that is not to act. Everything else is checked at every step.
 *
 * The checks are in `checkGame` (returns the problems found), so tests can prove that each one
 * catches a broken game (tests/unit/property-suite.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { findNonJson } from '../../lib/core/json';
import { canonicalJson, hashState } from '../../lib/core/hash';
import { applyChecked, newMatch, replay } from '../../lib/core/match';
import { resolveOptions } from '../../lib/core/options';
import { Rng, seedRng } from '../../lib/core/rng';
import { RuleError } from '../../lib/core/errors';
import { sameJson } from '../../lib/core/actions';
import type { Bot, GameEntry } from '../../lib/core/entry';
import type { Action, Json, LogItem, OptionValues, Seat } from '../../lib/core/types';
import { makeBot } from '../../lib/bots/pick';
import { randomBot } from '../../lib/bots/random';

/**
 * Each seat's hidden data in `state` (seat null: what nobody may see, e.g. the deck order).
 * A secret is matched against views as: a string — any string in the view equal to it; an array
 * — any equal array; an object — any object having all its fields with equal values. List secrets
 * in a form that only the hidden data itself would produce: distinctive strings or arrays (card
 * ids) as they are, numbers in context (`{ seat: 2, money: 17 }`, `{ deck: [4, 2] }`) — a bare
 * array of small numbers would also match public counts that happen to be equal.
 */
export type Secrets<S = any> = (state: S, seat: Seat | null) => readonly Json[];

export interface SuiteConfig<S = any> {
  readonly entry: GameEntry;
  /** Option sets to play (each resolved with defaults); default: the defaults only. */
  readonly optionSets?: readonly OptionValues[];
  /** Player counts; default every count the game supports. */
  readonly players?: readonly number[];
  /** Games per player count × option set × bot kind; default PROPERTY_GAMES or 20. */
  readonly games?: number;
  readonly secrets?: Secrets<S>;
  /** The game plays one-action decisions itself (a decision flow with autoplay). */
  readonly forcedPlayed?: boolean;
  /** Bot kinds that play (all seats alike); default random, plus heuristic when the game has one. */
  readonly bots?: readonly string[];
  /**
   * Play the option sets in turn, game by game (`games` games per player count × bot kind in all),
   * instead of `games` games for each set: for a game with many option sets at CI size.
   */
  readonly cycleOptions?: boolean;
  /** The game's own invariants (no debt, every worker somewhere…): the broken ones, checked after setup and every action. */
  readonly invariants?: Invariants<S>;
}

/** A game's own invariants of a state: a line per broken one (empty = all hold). */
export type Invariants<S = any> = (state: S) => readonly string[];

export interface CheckInput<S = any> {
  readonly entry: GameEntry;
  readonly players: number;
  readonly options: OptionValues;
  readonly seed: string;
  readonly bot: string;
  /** Check every listed action and every view at every step (else one step in SAMPLE_ONE_IN). */
  readonly thorough: boolean;
  readonly secrets?: Secrets<S>;
  readonly forcedPlayed?: boolean;
  readonly invariants?: Invariants<S>;
}

/**
 * The sampled checks' rate. At one in 8 they were ~40% of the 7 Wonders suite's time (measured:
 * 100 games per count, 32 s against 20 s with none sampled); at CI size one in 16 still checks tens
 * of thousands of states per player count, besides every state of the first two games.
 */
const SAMPLE_ONE_IN = 16;

/** One test plays thousands of games at CI size: no wall-clock limit that a busy machine could hit. */
const SUITE_TIMEOUT = 3_600_000;

/** Safety net: no real game needs this many actions. */
const MAX_ACTIONS = 20_000;

/** Plays one game and returns every problem found (empty = the game passed every check). */
export function checkGame<S>(input: CheckInput<S>): string[] {
  const { entry, players, seed } = input;
  const { game } = entry;
  const problems: string[] = [];
  const fail = (step: number, what: string) => {
    if (problems.length < 10) problems.push(`${game.id} ${players}p seed "${seed}" step ${step}: ${what}`);
  };
  const options = resolveOptions(game, players, input.options);
  const bot: Bot = makeBot(entry, input.bot, 2);
  const botRng = new Rng(seedRng(`${seed}/bot`));
  const sampleRng = new Rng(seedRng(`${seed}/sample`));
  let state = game.setup({ players, seed, options }) as S;
  const log: LogItem[] = [];
  const bad = findNonJson(state, true);
  if (bad) fail(0, `state after setup is not plain JSON: ${bad}`);
  const holds = (step: number) => {
    for (const broken of input.invariants?.(state) ?? []) fail(step, `invariant broken: ${broken}`);
  };
  holds(0);

  for (let step = 0; step < MAX_ACTIONS; step++) {
    const result = game.result(state);
    const pending = game.pending(state) as readonly Seat[];
    const full = input.thorough || sampleRng.below(SAMPLE_ONE_IN) === 0;
    if (full) checkViews(input, state, step, fail);
    if (result !== null) {
      if (pending.length > 0) fail(step, `the game has a result but seats ${pending.join(',')} are pending`);
      for (let seat = 0; seat < players; seat++) if (game.actions(state, seat).length > 0) fail(step, `seat ${seat} has actions after the end`);
      checkResult(result, players, step, fail);
      break;
    }
    if (pending.length === 0) {
      fail(step, 'no result and nobody pending');
      return problems;
    }
    // The first pending seat acts; its list is asked for once (games need not cache it).
    const seat = pending[0]!;
    const actions = game.actions(state, seat) as readonly Action[];
    for (const p of pending) {
      const n = p === seat ? actions.length : game.actions(state, p).length;
      if (n === 0) fail(step, `pending seat ${p} has no legal action`);
      if (input.forcedPlayed && pending.length === 1 && n === 1) fail(step, `seat ${p} is asked a decision with a single legal action (it should have been played by the flow)`);
    }
    const idle = firstIdle(pending, players);
    if (idle !== null) {
      if (game.actions(state, idle).length > 0) fail(step, `seat ${idle} is not pending but has actions`);
      const any = actions[0];
      if (full && any && !refused(() => applyChecked(game, state, idle, any), 'core/not-your-turn')) fail(step, `the gate let seat ${idle}, not pending, act`);
    }
    if (actions.length === 0) return problems;
    if (full) checkEveryAction(input, state, seat, actions, step, fail);
    // The random bot never reads its view (views are checked above, on the sampled steps).
    const view = bot === randomBot ? null : game.view(state, seat);
    const action = bot.choose({ seat, view, actions, rng: botRng });
    const entryLine = game.describe(state, seat, action);
    if (typeof entryLine.key !== 'string' || entryLine.key === '' || typeof entryLine.text !== 'string' || entryLine.text === '') {
      fail(step, `describe() gives no key or no text for ${JSON.stringify(action)}`);
    }
    const before = full ? JSON.stringify(state) : '';
    let next: S;
    try {
      next = applyChecked(game, state, seat, action);
    } catch (e) {
      fail(step, `the chosen listed action ${JSON.stringify(action)} was refused: ${String(e)}`);
      return problems;
    }
    if (full) {
      if (JSON.stringify(state) !== before) fail(step, 'apply changed its input state');
      const badNext = findNonJson(next, true);
      if (badNext) fail(step + 1, `state is not plain JSON: ${badNext}`);
    }
    log.push({ seat, action: JSON.parse(JSON.stringify(action)) as Action });
    state = next;
    holds(step + 1);
    if (step === MAX_ACTIONS - 1) fail(step, `no result after ${MAX_ACTIONS} actions`);
  }
  const badEnd = findNonJson(state, true);
  if (badEnd) fail(log.length, `the final state is not plain JSON: ${badEnd}`);

  try {
    const match = { ...newMatch(game, { players, seed, options }), log };
    // Only the final hash is compared: hashing after every item would cost more than the replay.
    const again = replay<S>(game, match, { hashes: false }).state;
    if (hashState(again) !== hashState(state)) fail(log.length, 'replaying the log gives another final hash');
  } catch (e) {
    fail(log.length, `the log does not replay: ${String(e)}`);
  }
  return problems;
}

function firstIdle(pending: readonly Seat[], players: number): Seat | null {
  for (let s = 0; s < players; s++) if (!pending.includes(s)) return s;
  return null;
}

function refused(f: () => unknown, code: string): boolean {
  try {
    f();
    return false;
  } catch (e) {
    return e instanceof RuleError && e.code === code;
  }
}

function checkResult(result: NonNullable<ReturnType<GameEntry['game']['result']>>, players: number, step: number, fail: (step: number, what: string) => void): void {
  const seats = result.players.map((p) => p.seat).sort((a, b) => a - b);
  if (!sameJson(seats, Array.from({ length: players }, (_, i) => i))) fail(step, `the result does not rank every seat once: ${seats.join(',')}`);
  for (const p of result.players) {
    const sum = p.breakdown.reduce((n, b) => n + b.points, 0);
    if (sum !== p.score) fail(step, `seat ${p.seat}'s breakdown sums to ${sum}, not its score ${p.score}`);
  }
  const first = result.players.filter((p) => p.rank === 1).map((p) => p.seat).sort((a, b) => a - b);
  if (!sameJson(first, result.winners.slice().sort((a, b) => a - b))) fail(step, 'winners are not the rank-1 seats');
}

function checkEveryAction<S>(input: CheckInput<S>, state: S, seat: Seat, actions: readonly Action[], step: number, fail: (step: number, what: string) => void): void {
  const { game } = input.entry;
  const seen = new Set<string>();
  for (const a of actions) {
    const key = canonicalJson(a);
    if (seen.has(key)) fail(step, `the action ${key.slice(0, 80)} is listed twice`);
    seen.add(key);
  }
  // Through the gate as a JSON copy: the gate finds the listed action equal to the copy (unique,
  // checked above) and applies that very object, so this also proves the listed action applies.
  for (const a of actions) {
    try {
      applyChecked(game, state, seat, JSON.parse(JSON.stringify(a)) as Action);
    } catch (e) {
      fail(step, `listed action ${JSON.stringify(a)} does not apply: ${String(e)}`);
      return;
    }
  }
}

function checkViews<S>(input: CheckInput<S>, state: S, step: number, fail: (step: number, what: string) => void): void {
  const { game } = input.entry;
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: input.players }, (_, i) => i)];
  const views = viewers.map((v) => game.view(state, v) as unknown);
  views.forEach((v, i) => {
    const bad = findNonJson(v);
    if (bad) fail(step, `the view of ${viewerName(viewers[i]!)} is not plain JSON: ${bad}`);
  });
  if (!input.secrets) return;
  const secrets = viewers.map((v) => input.secrets!(state, v));
  // Each view is walked once: string secrets are looked up in its strings, object secrets among
  // its objects (a walk per secret and view costs more than the rest of the suite when a game
  // lists many hidden ids).
  const objectsNeeded = secrets.some((list) => list.some((x) => typeof x === 'object' && x !== null && !Array.isArray(x)));
  const parts = views.map((v) => partsOf(v, objectsNeeded));
  viewers.forEach((owner, o) => {
    for (const secret of secrets[o]!) {
      if (secret === null || (typeof secret !== 'object' && typeof secret !== 'string')) {
        throw new Error(`secrets() must list strings, arrays or objects (got ${JSON.stringify(secret)}): wrap a number in context, e.g. { seat, money }`);
      }
      views.forEach((v, i) => {
        const viewer = viewers[i]!;
        if (viewer === owner && owner !== null) return;
        // A viewer's own secret may equal another's (two players holding the same card): its view may show it.
        if (viewer !== null && secrets[i]!.some((mine) => sameJson(mine, secret))) return;
        const shown =
          typeof secret === 'string' ? parts[i]!.strings.has(secret) : Array.isArray(secret) ? containsJson(v, secret) : parts[i]!.objects.some((o) => hasFields(o, secret));
        if (shown) fail(step, `the view of ${viewerName(viewer)} shows ${owner === null ? 'hidden-from-all' : `seat ${owner}'s`} secret ${JSON.stringify(secret).slice(0, 80)}`);
      });
    }
  });
}

const viewerName = (v: Seat | null) => (v === null ? 'the spectator' : `seat ${v}`);

/**
 * Every string value and (when `withObjects`) every non-array object in a plain-JSON value, in one
 * walk. Arrays by index, objects by their own keys: `for…in` over an array names each index as a
 * string, which cost more than the rest of this walk.
 */
function partsOf(value: unknown, withObjects: boolean): { strings: Set<string>; objects: Record<string, unknown>[] } {
  const strings = new Set<string>();
  const objects: Record<string, unknown>[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') strings.add(v);
    else if (typeof v === 'object' && v !== null) {
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) stack.push(v[i]);
      } else {
        if (withObjects) objects.push(v as Record<string, unknown>);
        const keys = Object.keys(v);
        for (let i = 0; i < keys.length; i++) stack.push((v as Record<string, unknown>)[keys[i]!]);
      }
    }
  }
  return { strings, objects };
}

/** True when `v` has every field of `needle` with an equal value (the object-secret match). */
function hasFields(v: Record<string, unknown>, needle: { [key: string]: Json }): boolean {
  for (const k in needle) if (!Object.prototype.hasOwnProperty.call(v, k) || !sameJson(v[k], needle[k])) return false;
  return true;
}

/** True when `haystack` holds `needle` as the secrets contract describes (see `Secrets`). */
export function containsJson(haystack: unknown, needle: Json): boolean {
  const stack: unknown[] = [haystack];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof needle === 'string') {
      if (v === needle) return true;
    } else if (Array.isArray(needle)) {
      if (sameJson(v, needle)) return true;
    } else if (needle !== null && typeof needle === 'object' && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      let all = true;
      for (const k in needle) {
        if (!Object.prototype.hasOwnProperty.call(v, k) || !sameJson((v as Record<string, unknown>)[k], needle[k])) {
          all = false;
          break;
        }
      }
      if (all) return true;
    }
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) stack.push(v[i]);
    else if (typeof v === 'object' && v !== null) for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
  }
  return false;
}

/** Registers the suite for one game (call it from the game's test file). */
export function propertySuite<S>(config: SuiteConfig<S>): void {
  const { entry } = config;
  const { game } = entry;
  const games = config.games ?? Number(process.env.PROPERTY_GAMES ?? 20);
  const counts = config.players ?? Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  const optionSets = config.optionSets ?? [{}];
  const bots = config.bots ?? ['random', ...('heuristic' in entry.bots ? ['heuristic'] : [])];
  // One test per player count × option set (or all sets in turn) × bot kind.
  const runs = config.cycleOptions ? [{ name: `${optionSets.length} option sets in turn`, sets: optionSets }] : optionSets.map((o) => ({ name: JSON.stringify(o), sets: [o] }));
  describe(`${game.id}: the shared property suite`, () => {
    for (const players of counts) {
      for (const run of runs) {
        for (const bot of bots) {
          test(`${players} players, ${run.name}, ${bot}: ${games} games pass every check`, () => {
            const problems: string[] = [];
            for (let k = 0; k < games && problems.length < 10; k++) {
              const options = run.sets[k % run.sets.length]!;
              const { secrets, forcedPlayed, invariants } = config;
              problems.push(...checkGame({ entry, players, options, seed: `suite-${bot}-${players}-${k}`, bot, thorough: k < 2, secrets, forcedPlayed, invariants }));
            }
            expect(problems).toEqual([]);
          }, SUITE_TIMEOUT);
        }
      }
    }
  });
}
