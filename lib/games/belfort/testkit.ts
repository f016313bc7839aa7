/**
 * Helpers for the Belfort tests: build an exact situation from a fresh game, then let the flow
 * settle to the first real decision. Not used by the game itself.
 */
import { cloneJson } from '../../core/json';
import { Rng, seedRng } from '../../core/rng';
import type { GameEntry } from '../../core/entry';
import { scoringBot } from '../../bots/scoring';
import { belfortScorer, tunedScorer } from './bot';
import type { Tuning } from './bot-value';
import type { GameRecord } from './balance';
import type { BelfortAction, BelfortState, GuildId, Phase, PropertyId, Resource } from './types';
import type { Json, OptionValues, Seat } from '../../core/types';
import { handSize } from './cards';
import { PROPERTIES, RESOURCES } from './types';
import { belfort } from './index';
import { advance } from './flow';
import type { Draft } from './state';
import { symbolAt } from './tables/board';
import type { Slot } from './tables/board';

export type Options = Record<string, string | boolean>;

/** A fresh game after setup, with every player's starting discard chosen (the first listed) — round 1, Placement. */
export function started(players: number, opts: { seed?: string; options?: Options } = {}): BelfortState {
  let s = belfort.setup({ players, seed: opts.seed ?? 'kit', options: { ...opts.options } });
  while (s.phase === 'keep' || s.phase === 'npGuild') {
    const seat = belfort.pending(s)[0]!;
    s = belfort.apply(s, seat, belfort.actions(s, seat)[0]!);
  }
  return s;
}

/**
 * A copy of `base` changed by `patch`, with the prompt recomputed: the flow then runs any
 * automatic steps up to the first real decision, exactly as after an action.
 */
export function situation(base: BelfortState, patch: (d: Draft) => void): BelfortState {
  const d = cloneJson(base) as Draft;
  patch(d);
  d.events = [];
  d.prompt = null;
  advance(d);
  return d;
}

/** Puts the game at the start of `phase` with cursor `step` and no queued task. */
export function atPhase(d: Draft, phase: Phase, step = 0): void {
  d.phase = phase;
  d.step = step;
  d.queue = [];
}

/** The Actions turn of `seat` (its per-round counters fresh). */
export function atTurn(d: Draft, seat: number): void {
  atPhase(d, 'actions', d.order.indexOf(seat));
  const p = d.ps[seat]!;
  p.hired = false;
  p.visits = 0;
  p.extraVisits = 0;
  p.conversions = 0;
  p.bankUsed = 0;
  p.smithUsed = 0;
}

/** Crests by seat (crest[seat]); the order follows. */
export function setCrests(d: Draft, crests: readonly number[]): void {
  crests.forEach((c, seat) => (d.crest[seat] = c));
  d.order.sort((a, b) => d.crest[a]! - d.crest[b]!);
}

export function setRes(d: Draft, seat: number, res: Partial<Record<Resource, number>>): void {
  d.ps[seat]!.res = RESOURCES.map((r) => res[r] ?? 0);
}

export function setHand(d: Draft, seat: number, cards: Partial<Record<PropertyId, number>>): void {
  d.ps[seat]!.hand = PROPERTIES.map((p) => cards[p] ?? 0);
}

export function setBuilt(d: Draft, seat: number, cards: Partial<Record<PropertyId, number>>, gnomes: Partial<Record<PropertyId, number>> = {}): void {
  d.ps[seat]!.built = PROPERTIES.map((p) => cards[p] ?? 0);
  const g = PROPERTIES.map((p) => gnomes[p] ?? 0);
  d.gnomes -= g.reduce((a, b) => a + b, 0) - d.ps[seat]!.gnomes.reduce((a, b) => a + b, 0);
  d.ps[seat]!.gnomes = g;
}

/** Symbol of `slot` in district `district` (0-based). */
export const sym = (district: number, slot: Slot): number => symbolAt(district, slot);

export function mark(d: Draft, who: number, district: number, ...slots: Slot[]): void {
  for (const s of slots) d.marker[symbolAt(district, s)] = who;
}

export function seatToAct(s: BelfortState): number {
  const p = belfort.pending(s);
  if (p.length !== 1) throw new Error(`expected one pending seat, got ${p.length}`);
  return p[0]!;
}

export function legal(s: BelfortState, seat = seatToAct(s)): readonly BelfortAction[] {
  return belfort.actions(s, seat);
}

/** The seat to act takes `a`. */
export function act(s: BelfortState, a: BelfortAction, seat = seatToAct(s)): BelfortState {
  return belfort.apply(s, seat, a);
}

export function types(s: BelfortState): string[] {
  return legal(s).map((a) => a.type);
}

export function has(s: BelfortState, a: BelfortAction, seat = seatToAct(s)): boolean {
  const key = JSON.stringify(a);
  return belfort.actions(s, seat).some((x) => JSON.stringify(x) === key);
}

export function resOf(s: BelfortState, seat: number): Record<Resource, number> {
  const r = s.ps[seat]!.res;
  return { wood: r[0]!, stone: r[1]!, metal: r[2]!, gold: r[3]! };
}

export function eventTexts(s: BelfortState): string[] {
  return s.events.map((e) => e.text);
}

/** Freezes a value and everything in it (to prove `apply` never mutates its input). */
export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as Record<string, unknown>)) deepFreeze(v);
  }
  return x;
}

/** The guild of each district, in district order. */
export function setGuilds(d: Draft, guilds: readonly GuildId[]): void {
  (d as { guilds: readonly GuildId[] }).guilds = guilds.slice();
}

/** The registry's entry for Belfort, as tests build it (the heuristic through the shared driver). */
export const BELFORT_ENTRY: GameEntry = { game: belfort, bots: { heuristic: scoringBot(belfortScorer) } };

/** The heuristic bot at `level` (optionally with other knobs), through the shared scoring driver. */
export function heuristic(level: number, k?: Tuning) {
  return scoringBot(k ? tunedScorer(k) : belfortScorer)(level);
}

/** One game between heuristic bots at `level`, seat i's bot seeded from the game seed. */
export function playBotGame(players: number, seed: string, level: number, options: Record<string, string | boolean> = {}): GameRecord {
  let s = belfort.setup({ players, seed, options });
  const bots = Array.from({ length: players }, () => heuristic(level));
  const rngs = bots.map((_, i) => new Rng(seedRng(`${seed}/bot${i}`)));
  const log: { seat: number; action: unknown }[] = [];
  for (let n = 0; n < 20_000 && belfort.result(s) === null; n++) {
    const seat = belfort.pending(s)[0]!;
    const actions = belfort.actions(s, seat);
    const action = bots[seat]!.choose({ seat, view: belfort.view(s, seat), actions, rng: rngs[seat]! });
    s = belfort.apply(s, seat, action);
    log.push({ seat, action });
  }
  return { seed, players, options, log };
}

const byName = (counts: readonly number[]) => Object.fromEntries(PROPERTIES.map((p, t) => [p, counts[t]!]));

/**
 * Each seat's hidden data: its hand (in context, so two equal hands never match each other), a
 * card chosen for the Spies before everyone has chosen, the starting discards before the reveal;
 * hidden from everyone: the deck order.
 */
export function belfortSecrets(s: BelfortState, seat: Seat | null): readonly Json[] {
  if (seat === null) return [{ deck: s.deck.map((t) => PROPERTIES[t]!) }];
  const p = s.ps[seat]!;
  const out: Json[] = [];
  if (handSize(p.hand) > 0) out.push({ seat, hand: byName(p.hand) });
  if (p.spy !== null && p.spy >= 0 && s.ps.some((q) => q.spy === -1)) out.push({ seat, spyCard: PROPERTIES[p.spy]! });
  if (p.keep !== null) out.push({ seat, keep: p.keep.map((t) => PROPERTIES[t]!) });
  return out;
}


/** Option sets the property tests play in turn: every guild mode, both tie rules, both Thieves and NP-Keep readings. */
export const OPTION_SETS: readonly OptionValues[] = [
  {},
  { guilds: 'beginner', ties: 'byCount' },
  { guilds: 'random', thieves: '3', npKeep: '1' },
  { guilds: 'agreed' }
];
