/**
 * Headless play of whole games between bots: the engine of `npm run sim`, of the property
 * tests and of the benchmarks. Bots see only their seat's view and legal actions.
 */
import { makeBot } from '../bots/pick';
import { randomBot } from '../bots/random';
import type { Bot } from '../bots/types';
import { checkBudget, type BotBudget, type BudgetedInput } from '../bots/budget';
import { RuleError } from '../core/errors';
import { Rng, seedRng } from '../core/rng';
import { resolveOptions } from '../core/options';
import type { Action, GameResult, OptionValues, Seat } from '../core/types';
import type { GameEntry } from '../core/entry';
import { applyChecked, newMatch, replay, type LogItem, type MatchRecord } from '../core/match';
import { findNonJson } from '../core/json';
import { hashState } from '../core/hash';
import { wilson95 } from './stats';

export interface PlayedGame {
  readonly seed: string;
  readonly log: readonly LogItem[];
  readonly result: GameResult | null;
  /** Set when the game did not finish cleanly. */
  readonly failure: { readonly kind: 'illegal' | 'error'; readonly message: string } | null;
  /** The final state (for hashing / replay checks). */
  readonly state: unknown;
  /** Each seat's decisions and thinking time, when `Thinking.thinkClock` was given. */
  readonly think?: ThinkTimes;
}

/** Safety net: no real game needs this many actions. */
export const MAX_ACTIONS = 20_000;

/** How long searching bots think: a budget, and the clock for a time budget (injected: lib/ never reads it). */
export interface Thinking {
  readonly budget?: BotBudget;
  readonly now?: () => number;
  /** When given, each seat's real decisions (more than one legal action) are counted and timed on this clock. */
  readonly thinkClock?: () => number;
}

/** Per seat: decisions with a choice, and the time spent choosing them (`Thinking.thinkClock`). */
export interface ThinkTimes {
  readonly decisions: number[];
  readonly ms: number[];
}

/** Plays one game. `bots[i]` plays seat i. Never throws for a game-level failure; it reports it. */
export function playGame(entry: GameEntry, players: number, seed: string, bots: readonly Bot[], options: OptionValues = {}, thinking: Thinking = {}): PlayedGame {
  const { game } = entry;
  const clock = thinking.thinkClock;
  const think: ThinkTimes | undefined = clock ? { decisions: Array<number>(players).fill(0), ms: Array<number>(players).fill(0) } : undefined;
  const opts = resolveOptions(game, players, options);
  const log: LogItem[] = [];
  const botRngs = bots.map((_, seat) => new Rng(seedRng(`${seed}/bot${seat}`)));
  let state: unknown;
  try {
    state = game.setup({ players, seed, options: opts });
  } catch (e) {
    return { seed, log, result: null, failure: { kind: 'error', message: `setup: ${String(e)}` }, state: null };
  }
  for (let n = 0; n < MAX_ACTIONS; n++) {
    let result: GameResult | null;
    let seat: Seat | undefined;
    let action: Action;
    try {
      result = game.result(state);
      if (result) return { seed, log, result, failure: null, state, think };
      seat = game.pending(state)[0];
      if (seat === undefined) return { seed, log, result: null, failure: { kind: 'error', message: 'no seat pending and no result' }, state };
      const actions = game.actions(state, seat);
      if (actions.length === 0) return { seed, log, result: null, failure: { kind: 'error', message: `seat ${seat} pending with no legal action` }, state };
      // The random bot never reads its view: building it would only slow random playouts down.
      const bot = bots[seat]!;
      const view = bot === randomBot ? null : game.view(state, seat);
      const input: BudgetedInput = { seat, view, actions, rng: botRngs[seat]!, budget: thinking.budget, now: thinking.now };
      if (think && actions.length > 1) {
        const t0 = clock!();
        action = bot.choose(input);
        think.ms[seat]! += clock!() - t0;
        think.decisions[seat]! += 1;
      } else action = bot.choose(input);
    } catch (e) {
      return { seed, log, result: null, failure: { kind: 'error', message: e instanceof Error ? e.stack ?? e.message : String(e) }, state };
    }
    try {
      state = game.apply(state, seat, action);
      log.push({ seat, action });
    } catch (e) {
      const kind = e instanceof RuleError ? 'illegal' : 'error';
      return { seed, log, result: null, failure: { kind, message: `${bots[seat]!.name} at seat ${seat}: ${e instanceof Error ? e.message : String(e)}` }, state };
    }
  }
  return { seed, log, result: null, failure: { kind: 'error', message: `no result after ${MAX_ACTIONS} actions` }, state };
}

export interface SimOptions {
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** Bot names per seat, each optionally with its own level (`heuristic/3`); a shorter list repeats its last name. */
  readonly bots: readonly string[];
  readonly level?: number;
  readonly options?: OptionValues;
  /** Called after each game (for progress or extra checks). */
  readonly onGame?: (g: PlayedGame, index: number) => void;
  /** Also replay every finished game's log and compare hashes, and check the state is plain JSON. */
  readonly check?: boolean;
  /** The searching bots' budget (iterations, or ms measured with simulate's clock). */
  readonly budget?: BotBudget;
  /** A clock (e.g. the process's CPU time) on which each seat's decisions are timed. */
  readonly thinkClock?: () => number;
}

export interface SimReport {
  game: string;
  players: number;
  games: number;
  seed: string;
  bots: string[];
  finished: number;
  errors: number;
  illegal: number;
  avgActions: number;
  msPerGame: number;
  /** Per seat; a shared win of k players counts 1/k. */
  winRate: number[];
  /** Per seat: the 95% Wilson interval of the win rate, [low, high]. */
  winInterval: [number, number][];
  avgScore: number[];
  firstFailures: string[];
  /** With `check`: games whose replay gave another hash or whose state was not plain JSON. */
  checkFailures: number;
  /** With `thinkClock`, per seat: decisions with a choice per finished game, and ms per such decision. */
  decisionsPerGame?: number[];
  thinkMsPerDecision?: number[];
}

/** Replays a played game's log from scratch: null when it reproduces the same state, else why not. */
export function checkPlayed(entry: GameEntry, players: number, played: PlayedGame, options: OptionValues = {}): string | null {
  const { game } = entry;
  const bad = findNonJson(played.state, true);
  if (bad !== null) return `state is not plain JSON at ${bad}`;
  const match: MatchRecord = { ...newMatch(game, { players, seed: played.seed, options }), log: played.log };
  const again = replay(game, match, { hashes: false }).state;
  return hashState(again) === hashState(played.state) ? null : 'replay of the log gave another hash';
}

export function seatBots(names: readonly string[], players: number): string[] {
  if (names.length === 0) return Array<string>(players).fill('random');
  if (names.length > players) throw new RuleError('sim/bad-bots', `--bots lists ${names.length} bots for ${players} players`);
  return Array.from({ length: players }, (_, i) => names[Math.min(i, names.length - 1)]!);
}

/** The bot a seat's name stands for: `name` at `level`, or `name/level` at its own level. */
export function seatBot(entry: GameEntry, name: string, level: number): Bot {
  const slash = name.indexOf('/');
  if (slash < 0) return makeBot(entry, name, level);
  const own = Number(name.slice(slash + 1));
  if (!Number.isInteger(own)) throw new RuleError('sim/bad-bots', `"${name}": a seat's level is an integer (e.g. heuristic/3)`);
  return makeBot(entry, name.slice(0, slash), own);
}

/**
 * One game with the `search` bot (level 3, `iterations` a decision: reproducible) in seat 0 and
 * level-3 heuristics elsewhere, for the benches that look at what a stronger player chooses.
 */
export function playSearchSeatGame(entry: GameEntry, players: number, seed: string, iterations: number): PlayedGame & { result: GameResult } {
  const bots = Array.from({ length: players }, (_, i) => seatBot(entry, i === 0 ? 'search' : 'heuristic', 3));
  const played = playGame(entry, players, seed, bots, {}, { budget: checkBudget({ iterations }) });
  if (!played.result) throw new Error(`${entry.game.id} ${seed}: ${played.failure?.message ?? 'no result'}`);
  return { ...played, result: played.result };
}

export function simulate(entry: GameEntry, o: SimOptions, now: () => number): SimReport {
  const names = seatBots(o.bots, o.players);
  const bots = names.map((n) => seatBot(entry, n, o.level ?? 1));
  const wins = Array<number>(o.players).fill(0);
  const scores = Array<number>(o.players).fill(0);
  let finished = 0, errors = 0, illegal = 0, actions = 0, checkFailures = 0;
  const firstFailures: string[] = [];
  const decisions = Array<number>(o.players).fill(0);
  const thinkMs = Array<number>(o.players).fill(0);
  const t0 = now();
  for (let k = 0; k < o.games; k++) {
    const played = playGame(entry, o.players, `${o.seed}-${k}`, bots, o.options, { budget: o.budget, now, thinkClock: o.thinkClock });
    actions += played.log.length;
    if (played.failure) {
      if (played.failure.kind === 'illegal') illegal++;
      else errors++;
      if (firstFailures.length < 5) firstFailures.push(`game ${k} (seed ${played.seed}): ${played.failure.message}`);
    }
    if (played.result) {
      finished++;
      const { winners, players } = played.result;
      for (const w of winners) wins[w]! += 1 / winners.length;
      for (const p of players) scores[p.seat]! += p.score;
      if (played.think)
        for (let i = 0; i < o.players; i++) {
          decisions[i]! += played.think.decisions[i]!;
          thinkMs[i]! += played.think.ms[i]!;
        }
    }
    if (o.check && !played.failure) {
      const why = checkPlayed(entry, o.players, played, o.options);
      if (why) {
        checkFailures++;
        if (firstFailures.length < 5) firstFailures.push(`game ${k} (seed ${played.seed}): ${why}`);
      }
    }
    o.onGame?.(played, k);
  }
  const ms = now() - t0;
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    game: entry.game.id,
    players: o.players,
    games: o.games,
    seed: o.seed,
    bots: names,
    finished,
    errors,
    illegal,
    avgActions: o.games ? round3(actions / o.games) : 0,
    msPerGame: o.games ? round3(ms / o.games) : 0,
    winRate: wins.map((w) => round3(finished ? w / finished : 0)),
    winInterval: wins.map((w) => wilson95(w, finished).map(round3) as [number, number]),
    avgScore: scores.map((s) => round3(finished ? s / finished : 0)),
    firstFailures,
    checkFailures,
    ...(o.thinkClock
      ? { decisionsPerGame: decisions.map((d) => round3(finished ? d / finished : 0)), thinkMsPerDecision: decisions.map((d, i) => round3(d ? thinkMs[i]! / d : 0)) }
      : {})
  };
}

/**
 * One game of uniformly random legal actions, straight on the engine (no views, no bot
 * objects) through the strict action gate (`applyChecked`, as every path applies actions):
 * what the benchmark's "random playouts per second" measures. Returns the action count.
 */
export function randomPlayout(entry: GameEntry, players: number, seed: string, options: OptionValues = {}): number {
  const { game } = entry;
  const rng = new Rng(seedRng(`${seed}/playout`));
  let state = game.setup({ players, seed, options: resolveOptions(game, players, options) });
  let n = 0;
  while (game.result(state) === null) {
    const seat = game.pending(state)[0];
    if (seat === undefined || n >= MAX_ACTIONS) throw new Error(`${game.id}: playout stuck after ${n} actions (seed ${seed})`);
    state = applyChecked(game, state, seat, rng.pick(game.actions(state, seat)));
    n++;
  }
  return n;
}
