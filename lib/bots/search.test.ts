/**
 * The search driver on a game made for the test ("Coin guess"): seat 0 takes one of three
 * actions while a coin lies hidden. `safe` scores 3, `gamble` scores 5 on heads and 0 on tails
 * (2.5 on average), `fair` scores 2, `poor` scores 1; seat 1 always scores 2. The heuristic (the rollout policy)
 * always says `poor`. A search that samples the coin from the view must prefer `safe` whatever
 * the coin really is; one that peeked would gamble on heads.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_SEARCH, halvingRounds, searchBot, searchDecision, type SearchSettings, type SearchSpec } from './search';
import { Rng, seedRng } from '../core/rng';
import type { GameModule } from '../core/types';
import type { BudgetedInput } from './budget';

interface CoinState {
  coin: number;
  taken: string | null;
}
type Take = { type: 'take'; what: 'safe' | 'gamble' | 'fair' | 'poor' };
type CoinView = { taken: string | null };

const VALUE: Record<Take['what'], (coin: number) => number> = { safe: () => 3, gamble: (coin) => (coin === 1 ? 5 : 0), fair: () => 2, poor: () => 1 };
const ACTIONS: readonly Take[] = [
  { type: 'take', what: 'poor' },
  { type: 'take', what: 'gamble' },
  { type: 'take', what: 'safe' },
  { type: 'take', what: 'fair' }
];

const coinGuess: GameModule<CoinState, Take, CoinView> = {
  id: 'coinguess',
  title: 'Coin guess',
  minPlayers: 2,
  maxPlayers: 2,
  version: 1,
  options: [],
  setup: ({ seed }) => ({ coin: new Rng(seedRng(seed)).below(2), taken: null }),
  pending: (s) => (s.taken === null ? [0] : []),
  actions: (s, seat) => (s.taken === null && seat === 0 ? ACTIONS : []),
  apply: (s, _seat, a) => ({ coin: s.coin, taken: a.what }),
  view: (s) => ({ taken: s.taken }),
  result: (s) => {
    if (s.taken === null) return null;
    const mine = VALUE[s.taken as Take['what']](s.coin);
    const players = [
      { seat: 0, rank: mine >= 2 ? 1 : 2, score: mine, breakdown: [], tiebreak: [] },
      { seat: 1, rank: mine <= 2 ? 1 : 2, score: 2, breakdown: [], tiebreak: [] }
    ];
    return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
  },
  describe: (_s, seat, a) => ({ key: 'coin.take', seat, params: { what: a.what }, text: `takes ${a.what}` }),
  reveals: () => false
};

let sampled = 0;
const spec: SearchSpec<CoinState, CoinView, Take> = {
  game: coinGuess,
  determinize: (view, _seat, rng) => {
    sampled++;
    return { coin: rng.below(2), taken: view.taken };
  },
  evaluate: () => [0, 0],
  scale: 1,
  cutoff: () => false,
  policy: () => ({ name: 'poor', choose: ({ actions }) => actions[0]! })
};

const settings = (iterations: number): SearchSettings => ({ ...DEFAULT_SEARCH, iterations });
const input = (coin: number, seed = 'coin', extra: Partial<BudgetedInput<CoinView, Take>> = {}): BudgetedInput<CoinView, Take> => {
  const s: CoinState = { coin, taken: null };
  return { seat: 0, view: coinGuess.view(s, 0), actions: coinGuess.actions(s, 0), rng: new Rng(seedRng(seed)), ...extra };
};

describe('search driver', () => {
  test('halving rounds: ⌈log2 k⌉, at least one', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 16, 17].map(halvingRounds)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5]);
  });

  test('it overrules a wrong heuristic on the evidence of its rollouts: safe (3) over gamble (2.5 on average) over poor (1)', () => {
    const r = searchDecision(spec, settings(400), input(1));
    expect(ACTIONS[r.prior]!.what).toBe('poor');
    expect(ACTIONS[r.index]!.what).toBe('safe');
    // Rewards are margins over the best opponent (who scores 2): safe +1, poor −1, gamble ≈ +0.5.
    expect(r.means[2]).toBe(1);
    expect(r.means[0]).toBe(-1);
    expect(r.means[1]).toBeGreaterThan(0);
    expect(r.means[1]).toBeLessThan(1);
  });

  test('no peeking: the true coin behind the same view changes nothing (heads or tails, same choice and same statistics)', () => {
    const heads = searchDecision(spec, settings(200), input(1));
    const tails = searchDecision(spec, settings(200), input(0));
    expect(heads).toEqual(tails);
  });

  test('the budget is spent in halving rounds: every candidate on each sample, then the better half — and the heuristic’s choice, kept even when it rolls out worst', () => {
    const before = sampled;
    const r = searchDecision(spec, settings(60), input(0));
    // 4 candidates → 2 rounds of 30 iterations: 7 samples for each of 4 (28 spent), then the best
    // two (safe, gamble) and the prior (poor, the worst) get 10 samples each; fair is dropped.
    expect(r.samples).toBe(17);
    expect(sampled - before).toBe(17);
    expect(r.iterations).toBe(58);
    expect(r.visits).toEqual([17, 17, 17, 7]);
  });

  test('deterministic for the same rng seed and iterations; another seed samples other coins', () => {
    expect(searchDecision(spec, settings(50), input(0, 'a'))).toEqual(searchDecision(spec, settings(50), input(0, 'a')));
    expect(searchDecision(spec, settings(50), input(0, 'a')).means).not.toEqual(searchDecision(spec, settings(50), input(0, 'b')).means);
  });

  test('a budget in the input overrides the level’s iterations', () => {
    // 12 over 2 rounds: 1 sample × 4 candidates, then 2 × 3 (what is left over is not spent).
    expect(searchDecision(spec, settings(60), input(0, 'x', { budget: { iterations: 12 } })).iterations).toBe(10);
  });

  test('a time budget ends each halving round on the injected clock (no wall clock involved)', () => {
    // A fake clock advancing 1 ms per reading: 30 ms over 2 rounds = 15 ms each.
    let t = 0;
    const now = (): number => t++;
    const r = searchDecision(spec, settings(1_000_000), input(0, 'x', { budget: { ms: 30 }, now }));
    expect(r.samples).toBeGreaterThan(10);
    expect(r.samples).toBeLessThan(40);
    expect(t).toBeLessThan(45);
    // Without a clock the ms budget cannot be measured: the iterations apply.
    expect(searchDecision(spec, settings(30), input(0, 'x', { budget: { ms: 30 } })).iterations).toBe(30);
  });

  test('one legal action, or a view that cannot be sampled: the heuristic decides without searching', () => {
    const single = searchDecision(spec, settings(50), { ...input(0), actions: [ACTIONS[2]!] });
    expect(single).toMatchObject({ index: 0, shortcut: 'single', iterations: 0 });
    const blind = searchDecision({ ...spec, determinize: () => null }, settings(50), input(0));
    expect(blind).toMatchObject({ index: blind.prior, shortcut: 'unsampled', iterations: 0 });
  });

  test('the bot returns the listed action object itself', () => {
    const bot = searchBot(spec, () => settings(100))(1);
    const i = input(1);
    expect(i.actions).toContain(bot.choose(i));
  });

  test('a game ranking its actions limits the search to its best few, the heuristic’s choice always included', () => {
    const ranked: SearchSpec<CoinState, CoinView, Take> = { ...spec, rank: ({ actions }) => actions.map((a) => (a.what === 'gamble' ? 9 : a.what === 'safe' ? 1 : Number.NEGATIVE_INFINITY)) };
    const r = searchDecision(ranked, { ...settings(40), maxCandidates: 1 }, input(0));
    // gamble (best ranked) and poor (the prior) are searched; safe is not.
    expect(r.visits[2]).toBe(0);
    expect(r.visits[0]).toBeGreaterThan(0);
    expect(r.visits[1]).toBeGreaterThan(0);
  });
});

describe('paired evidence', () => {
  test('a gain that is consistent across shared samples is clear; a noisy or negative one is not', async () => {
    const { beatsPaired } = await import('./search');
    expect(beatsPaired([3, 4, 5], [1, 2, 3], 1)).toBe(true); // +2 every time
    expect(beatsPaired([9, 0, 9, 0], [4, 4, 4, 4], 1)).toBe(false); // +0.5 on average, sd 5.8
    expect(beatsPaired([1, 2], [2, 3], 1)).toBe(false);
    expect(beatsPaired([5], [1], 1)).toBe(false); // one shared sample is no evidence
    // Samples played by only one of the two are not compared.
    const a: number[] = [];
    a[3] = 10;
    a[4] = 10;
    expect(beatsPaired(a, [0, 0, 0, 0, 0], 1)).toBe(true);
  });

  test('an uncertain gain needs the evidence asked for: gamble (+4 or −1 over poor) wins at one standard error, not at a thousand', () => {
    const gambleOrPoor: SearchSpec<CoinState, CoinView, Take> = { ...spec, rank: ({ actions }) => actions.map((a) => (a.what === 'gamble' ? 1 : 0)) };
    const at = (z: number) => searchDecision(gambleOrPoor, { ...settings(400), maxCandidates: 1, switchEvidence: z }, input(1));
    expect(ACTIONS[at(1).index]!.what).toBe('gamble');
    expect(at(1000).index).toBe(at(1000).prior);
  });
});
