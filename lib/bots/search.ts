/**
 * The search player (issue 13): determinized flat Monte Carlo with successive halving.
 *
 * It sees only what its seat sees (view, legal actions, its own rng). For each sample it asks the
 * game's determinizer for a full state consistent with that view (the hidden parts drawn at
 * random), plays each surviving candidate action on it, lets the game's heuristic play every seat
 * until the game's cutoff, and scores the end with the game's evaluation: the reward is the
 * seat's value minus the best opponent's (score margin). Every candidate of a sample shares the
 * same determinization and the same rollout seed (common random numbers), so differences between
 * candidates are differences of the actions, not of the luck. Successive halving spends the
 * budget in rounds and keeps the better half after each; the heuristic's own choice is never
 * dropped before the end, and wins ties, so the search moves away from it only on evidence.
 * Why this and not information-set MCTS: docs/bots.md.
 *
 * Deterministic for a given rng and iteration budget; a time budget (ms + injected clock) ends
 * each halving round on the clock instead.
 */
import type { Bot, BotFactory, BotInput } from '../core/entry';
import { RuleError } from '../core/errors';
import { Rng, seedRng } from '../core/rng';
import type { Action, GameModule, Seat } from '../core/types';
import type { BotBudget, BudgetedInput } from './budget';

/** What a game supplies so that the search can play it (written in the game's folder). */
export interface SearchSpec<S, V, A extends Action> {
  readonly game: GameModule<S, A, V>;
  /**
   * A full state consistent with what `seat` sees in `view` and with its legal `actions` (which
   * can show what the seat alone may look at now: Paris' End Game stack while it may take one),
   * every hidden part drawn from `rng`; null when this decision cannot be sampled (the heuristic
   * then decides).
   */
  determinize(view: V, seat: Seat, rng: Rng, actions: readonly A[]): S | null;
  /** Each seat's expected final score in `scale` units, for an unfinished state. */
  evaluate(state: S): readonly number[];
  /** Units per point of the game's final score (evaluate's resolution). */
  readonly scale: number;
  /** True when a rollout from `start` has gone far enough to be cut off and evaluated at `now`. */
  cutoff(start: S, now: S): boolean;
  /** The heuristic that plays every seat inside rollouts (and decides when sampling is impossible). */
  readonly policy: BotFactory<V, A>;
  /**
   * Optional: the heuristic's score of each action (higher is better; -Infinity for an action not
   * worth a rollout, such as a costlier payment of the same play). With it, only the best
   * `maxCandidates` are searched; without it, every action is.
   */
  rank?(input: BotInput<V, A>): readonly number[];
}

export interface SearchSettings {
  /** Iterations (one rollout of one candidate on one sample) per decision, without another budget. */
  readonly iterations: number;
  /** The policy's level inside rollouts. */
  readonly rolloutLevel: number;
  /** The policy's level for the protected first choice and for fallbacks. */
  readonly priorLevel: number;
  /** Safety net: a rollout stops after this many actions even before the cutoff. */
  readonly maxRolloutActions: number;
  /** Actions searched when the game ranks them (the heuristic's choice always among them). */
  readonly maxCandidates: number;
  /**
   * How sure the search must be to overrule the heuristic: an action replaces the heuristic's
   * choice only when its mean gain over it, on the samples both were played on, exceeds this many
   * standard errors of that gain (paired comparison: the samples share their luck).
   */
  readonly switchEvidence: number;
}

export const DEFAULT_SEARCH: SearchSettings = { iterations: 200, rolloutLevel: 3, priorLevel: 3, maxRolloutActions: 2_000, maxCandidates: 6, switchEvidence: 1 };

export const SEARCH_CODES = { noActions: 'bots/no-actions', badSample: 'bots/bad-sample' } as const;

/** What one decision found: the choice and the evidence, for tests, benches and analysis. */
export interface SearchReport {
  readonly index: number;
  /** Index of the heuristic's choice (the protected candidate). */
  readonly prior: number;
  /** Rollouts spent per action (0 for actions never tried). */
  readonly visits: readonly number[];
  /** Mean reward per action in `scale` units (0 when never tried). */
  readonly means: readonly number[];
  readonly iterations: number;
  readonly samples: number;
  /** Why the heuristic decided alone: one action, or no determinization possible. */
  readonly shortcut: 'single' | 'unsampled' | null;
}

interface Tally {
  sum: number;
  n: number;
  /** Reward per sample index (a sample is shared by every candidate alive when it was drawn). */
  rewards: number[];
}

const meanOf = (t: Tally): number => (t.n === 0 ? Number.NEGATIVE_INFINITY : t.sum / t.n);

/** Plays `action` for `seat` on `start`, then the policy for everyone until the cutoff; the reward. */
function rollout<S, V, A extends Action>(spec: SearchSpec<S, V, A>, policy: Bot<V, A>, settings: SearchSettings, start: S, seat: Seat, action: A, rng: Rng): number {
  const { game } = spec;
  let s = game.apply(start, seat, action);
  for (let n = 0; n < settings.maxRolloutActions; n++) {
    if (game.result(s) !== null || spec.cutoff(start, s)) break;
    const who = game.pending(s)[0]!;
    const actions = game.actions(s, who);
    const a = actions.length === 1 ? actions[0]! : policy.choose({ seat: who, view: game.view(s, who), actions, rng });
    s = game.apply(s, who, a);
  }
  return margin(spec, s, seat);
}

/** The seat's value minus the best other seat's, in `scale` units (the final score when over). */
function margin<S, V, A extends Action>(spec: SearchSpec<S, V, A>, s: S, seat: Seat): number {
  const result = spec.game.result(s);
  let values: readonly number[];
  if (result !== null) {
    const v: number[] = [];
    for (const p of result.players) v[p.seat] = p.score * spec.scale;
    values = v;
  } else {
    values = spec.evaluate(s);
  }
  let best = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) if (i !== seat && values[i]! > best) best = values[i]!;
  return values[seat]! - best;
}

/** Number of halving rounds for k candidates: ⌈log2 k⌉, at least 1. */
export function halvingRounds(k: number): number {
  let r = 0;
  while (1 << r < k) r++;
  return Math.max(1, r);
}

/** The actions worth searching: all, or the best ranked ones (listed order breaks ties), plus the prior. */
function candidatesOf<S, V, A extends Action>(spec: SearchSpec<S, V, A>, settings: SearchSettings, input: BotInput<V, A>, prior: number): number[] {
  const all = input.actions.map((_, i) => i);
  if (!spec.rank) return all;
  const scores = spec.rank(input);
  const ranked = all.filter((i) => scores[i]! > Number.NEGATIVE_INFINITY).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const keep = ranked.slice(0, settings.maxCandidates);
  if (!keep.includes(prior)) keep.push(prior);
  return keep.sort((a, b) => a - b);
}

/**
 * True when `challenger` beats `prior` on the samples both were played on by more than `z`
 * standard errors of the paired difference: mean·√n > z·sd, squared to stay in exact arithmetic.
 */
export function beatsPaired(challenger: readonly number[], prior: readonly number[], z: number): boolean {
  let n = 0, sum = 0, squares = 0;
  for (let j = 0; j < challenger.length; j++) {
    const a = challenger[j];
    const b = prior[j];
    if (a === undefined || b === undefined) continue;
    const d = a - b;
    n++;
    sum += d;
    squares += d * d;
  }
  if (n < 2 || sum <= 0) return false;
  return sum * sum * (n - 1) > z * z * (n * squares - sum * sum);
}

/** Survivors sorted best first (mean, then listed order: a total order); the prior always stays. */
function halve(alive: readonly number[], tallies: readonly Tally[], prior: number): number[] {
  const sorted = alive.slice().sort((a, b) => meanOf(tallies[b]!) - meanOf(tallies[a]!) || a - b);
  const keep = sorted.slice(0, Math.ceil(sorted.length / 2));
  if (!keep.includes(prior)) keep.push(prior);
  return keep.sort((a, b) => a - b);
}

/** The clock check for time budgets: a round ends at its deadline (each round gets its share). */
type Deadline = (round: number, rounds: number) => (() => boolean) | null;

function deadlines(budget: BotBudget | undefined, now: (() => number) | undefined): Deadline {
  if (!budget?.ms || !now) return () => null;
  const t0 = now();
  const ms = budget.ms;
  return (round, rounds) => {
    const end = t0 + (ms * (round + 1)) / rounds;
    return () => now() >= end;
  };
}

/**
 * One decision: the index of the chosen action in `input.actions` and what the search saw.
 * `settings.iterations` is the budget unless `input.budget` gives another (iterations, or ms with
 * `input.now`).
 */
export function searchDecision<S, V, A extends Action>(spec: SearchSpec<S, V, A>, settings: SearchSettings, input: BudgetedInput<V, A>): SearchReport {
  const { actions, seat, view } = input;
  const k = actions.length;
  if (k === 0) throw new RuleError(SEARCH_CODES.noActions, `Seat ${seat + 1} has no legal action.`, { seat });
  const seedBase = input.rng.uint32();
  const priorBot = spec.policy(settings.priorLevel);
  const priorChoice = priorBot.choose({ seat, view, actions, rng: new Rng(seedRng(`${seedBase}/prior`)) } satisfies BotInput<V, A>);
  const prior = Math.max(0, actions.indexOf(priorChoice));
  const empty = (shortcut: SearchReport['shortcut']): SearchReport => ({
    index: prior, prior, visits: actions.map(() => 0), means: actions.map(() => 0), iterations: 0, samples: 0, shortcut
  });
  if (k === 1) return empty('single');
  const policy = spec.policy(settings.rolloutLevel);
  const tallies: Tally[] = actions.map(() => ({ sum: 0, n: 0, rewards: [] }));
  const budget = input.budget;
  const iterations = budget?.iterations ?? settings.iterations;
  const timed = deadlines(budget, input.now);
  let alive = candidatesOf(spec, settings, { seat, view, actions, rng: new Rng(seedRng(`${seedBase}/rank`)) }, prior);
  if (alive.length === 1) return empty('single');
  const rounds = halvingRounds(alive.length);
  let spent = 0;
  let samples = 0;
  for (let r = 0; r < rounds; r++) {
    const over = timed(r, rounds);
    // Iteration budgets: an equal share per round (what a round leaves goes to the next), split
    // evenly over the survivors, at least one sample each.
    const target = Math.floor((iterations * (r + 1)) / rounds);
    const perRound = over ? Number.POSITIVE_INFINITY : Math.max(1, Math.floor((target - spent) / alive.length));
    for (let j = 0; j < perRound; j++) {
      if (over && j > 0 && over()) break;
      const state = spec.determinize(view, seat, new Rng(seedRng(`${seedBase}/d${samples}`)), actions);
      if (state === null) return empty('unsampled');
      const seed = seedRng(`${seedBase}/r${samples}`);
      for (const i of alive) {
        const t = tallies[i]!;
        const reward = rollout(spec, policy, settings, state, seat, actions[i]!, new Rng(seed));
        t.sum += reward;
        t.n++;
        t.rewards[samples] = reward;
        spent++;
      }
      samples++;
    }
    if (r < rounds - 1) alive = halve(alive, tallies, prior);
  }
  // The best survivor that beats the heuristic's choice on clear evidence, else that choice.
  const contenders = alive.filter((i) => i !== prior).sort((a, b) => meanOf(tallies[b]!) - meanOf(tallies[a]!) || a - b);
  const best = contenders.find((i) => beatsPaired(tallies[i]!.rewards, tallies[prior]!.rewards, settings.switchEvidence)) ?? prior;
  return {
    index: best,
    prior,
    visits: tallies.map((t) => t.n),
    means: tallies.map((t) => (t.n === 0 ? 0 : t.sum / t.n)),
    iterations: spent,
    samples,
    shortcut: null
  };
}

/**
 * The search bot factory for a game: `factory(level)` searches with that level's default budget
 * (SEARCH_LEVELS, lib/bots/levels.ts); a budget in the input (iterations, or ms with a clock)
 * overrides it.
 */
export function searchBot<S, V, A extends Action>(spec: SearchSpec<S, V, A>, levels: (level: number) => SearchSettings): BotFactory<V, A> {
  return (level: number): Bot<V, A> => {
    const settings = levels(level);
    return {
      name: 'search',
      choose(input: BudgetedInput<V, A>) {
        return input.actions[searchDecision(spec, settings, input).index]!;
      }
    };
  };
}
