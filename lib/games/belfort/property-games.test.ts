/**
 * Property tests at the issue's size: PROPERTY_GAMES games per player count (default 20; CI
 * 2,000), three in four by random players and one in four by the heuristic bot, over the option
 * sets of property.test.ts. Every game ends with a result and no error; the log replays to the
 * same final hash; the rules' invariants hold (cards and Gnomes conserved, no negative stock, the
 * score sheet adds up); and at a few sampled moments no view of another seat or of the spectator
 * shows a hand, a hidden choice or the deck order (the kit's `containsJson` on `belfortSecrets`).
 */
import { describe, expect, test } from 'vitest';
import { containsJson } from '../../../tests/kit/property-suite';
import { newMatch, replay } from '../../core/match';
import { hashState } from '../../core/hash';
import { findNonJson } from '../../core/json';
import { resolveOptions } from '../../core/options';
import { Rng, seedRng } from '../../core/rng';
import type { Bot } from '../../core/entry';
import { randomBot } from '../../bots/random';
import { belfort } from './index';
import { OPTION_SETS, belfortSecrets, heuristic } from './testkit';
import type { BelfortAction, BelfortState } from './types';
import { GNOME_SUPPLY } from './tables/economy';

const GAMES = Number(process.env.PROPERTY_GAMES ?? 20);

/** What must hold in every state (the problems found, empty when none). */
export function invariants(s: BelfortState): string[] {
  const out: string[] = [];
  let cards = s.deck.length + s.display.filter((t) => t >= 0).length + s.discard.reduce((a, b) => a + b, 0);
  if (s.prompt?.kind === 'npPlace') cards++; // the Neutral Player's card in hand
  let gnomes = s.gnomes;
  s.ps.forEach((p, i) => {
    cards += p.hand.reduce((a, b) => a + b, 0) + p.built.reduce((a, b) => a + b, 0);
    gnomes += p.gnomes.reduce((a, b) => a + b, 0);
    if (p.res.some((x) => x < 0)) out.push(`seat ${i}: negative resources`);
    if (p.hand.some((x, t) => x < 0 || p.shown[t]! > x)) out.push(`seat ${i}: hand/known cards`);
    if (p.elves > 7 || p.dwarves > 7 || p.placed.some((x) => x < 0)) out.push(`seat ${i}: workers`);
    if (p.points.reduce((a, b) => a + b, 0) !== p.score) out.push(`seat ${i}: points do not add up`);
  });
  if (cards !== 50) out.push(`${cards} cards in the game`);
  if (gnomes !== GNOME_SUPPLY[s.players]) out.push(`${gnomes} Gnomes in the game`);
  return out;
}

/** Secrets of any seat (or of everyone) visible in a view they must not be in. */
function leaks(s: BelfortState): string[] {
  const out: string[] = [];
  const viewers = [null, ...s.ps.map((_, i) => i)];
  const views = viewers.map((v) => belfort.view(s, v));
  for (const owner of viewers) {
    for (const secret of belfortSecrets(s, owner)) {
      views.forEach((view, i) => {
        if (viewers[i] === owner && owner !== null) return;
        if (containsJson(view, secret)) out.push(`view of ${viewers[i]} shows ${JSON.stringify(secret).slice(0, 60)}`);
      });
    }
  }
  return out;
}

function play(players: number, k: number): string[] {
  const seed = `pg-${players}-${k}`;
  const options = resolveOptions(belfort, players, OPTION_SETS[k % OPTION_SETS.length]!);
  const bots: Bot[] = Array.from({ length: players }, () => (k % 4 === 3 ? heuristic(2) : randomBot));
  const rng = new Rng(seedRng(`${seed}/bots`));
  let s = belfort.setup({ players, seed, options });
  const log: { seat: number; action: BelfortAction }[] = [];
  const problems: string[] = [];
  for (let n = 0; n < 20_000 && belfort.result(s) === null; n++) {
    const pending = belfort.pending(s);
    const seat = pending[rng.below(pending.length)]!;
    const actions = belfort.actions(s, seat);
    if (actions.length === 0) return [`${seed} step ${n}: seat ${seat} pending without actions`];
    // The random bot never reads its view (views are checked by `leaks`, at sampled moments).
    const bot = bots[seat]!;
    const action = bot.choose({ seat, view: bot === randomBot ? null : belfort.view(s, seat), actions, rng }) as BelfortAction;
    try {
      s = belfort.apply(s, seat, action);
    } catch (e) {
      return [`${seed} step ${n}: ${String(e)}`];
    }
    log.push({ seat, action });
    if (n % 16 === 0) problems.push(...invariants(s).map((p) => `${seed} step ${n}: ${p}`));
    if (n % 64 === 5) problems.push(...leaks(s).map((p) => `${seed} step ${n}: ${p}`));
  }
  const result = belfort.result(s);
  if (result === null) return [`${seed}: no result`];
  problems.push(...invariants(s).map((p) => `${seed} end: ${p}`));
  for (const p of result.players) if (p.breakdown.reduce((a, b) => a + b.points, 0) !== p.score) problems.push(`${seed}: breakdown`);
  const bad = findNonJson(s, true);
  if (bad) problems.push(`${seed}: not plain JSON at ${bad}`);
  const again = replay(belfort, { ...newMatch(belfort, { players, seed, options }), log: JSON.parse(JSON.stringify(log)) }, { hashes: false }).state;
  if (hashState(again) !== hashState(s)) problems.push(`${seed}: the replay gives another final hash`);
  return problems;
}

/** Games per test: each test stays far inside the runner's time limit on a loaded machine. */
const CHUNK = 250;

describe.each([2, 3, 4, 5])('%i players', (players) => {
  for (let from = 0; from < GAMES; from += CHUNK) {
    const to = Math.min(GAMES, from + CHUNK);
    test(`games ${from + 1}–${to} of ${GAMES} (random and heuristic) end cleanly, keep the invariants and every secret, and replay to the same hash`, () => {
      const problems: string[] = [];
      for (let k = from; k < to && problems.length < 10; k++) problems.push(...play(players, k));
      expect(problems).toEqual([]);
    });
  }
});
