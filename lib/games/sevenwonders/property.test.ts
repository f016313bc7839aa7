/**
 * Property tests: random games at every player count. PROPERTY_GAMES sets the games per count
 * (default 200; the issue asks for 2,000 in CI).
 */
import { describe, expect, test } from 'vitest';
import { hashState } from '../../core/hash';
import { findNonJson } from '../../core/json';
import { appendAction, newMatch, replay, type MatchRecord } from '../../core/match';
import { Rng, seedRng } from '../../core/rng';
import { GUILD_INSTANCES } from './catalog';
import { sevenWonders } from './index';
import { controllerOf } from './seats';
import { cardIds } from './testkit';
import type { SwAction, SwState } from './types';

const GAMES = Number(process.env.PROPERTY_GAMES ?? 200);
const SIDES = ['random', 'A', 'B', 'choose'] as const;

/** What seat `seat` must never see: other hands, others' commitments, others' stage cards, Babylon's 7th card. */
function secretsFor(state: SwState, seat: number): string[] {
  const out: number[] = [];
  state.hands.forEach((h, s) => {
    if (s !== seat) out.push(...h);
  });
  state.commits.forEach((c) => {
    if (c && controllerOf(state, c.action.city) !== seat) out.push(c.uid);
  });
  state.cities.forEach((c, i) => {
    if (i !== seat) out.push(...c.stages);
  });
  if (state.phase === 'seventh' && controllerOf(state, state.actor) !== seat) out.push(state.seventh);
  return out.map((u) => `u${u}`);
}

/** Every string (value or key) in a JSON value. */
function strings(v: unknown, into: Set<string>): Set<string> {
  if (typeof v === 'string') into.add(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, into);
  else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      into.add(k);
      strings(x, into);
    }
  }
  return into;
}

interface Played {
  readonly match: MatchRecord;
  readonly final: SwState;
  readonly steps: number;
}

function playRandom(players: number, seed: string, rng: Rng, check: (s: SwState) => void): Played {
  const options = { sides: rng.pick(SIDES), wonders: rng.pick(['random', 'choose'] as const) };
  let match = newMatch(sevenWonders, { players, seed, options });
  let s = sevenWonders.setup({ players, seed, options: match.options });
  let steps = 0;
  check(s);
  while (sevenWonders.result(s) === null) {
    const pending = sevenWonders.pending(s);
    if (pending.length === 0) throw new Error('no seat pending before the end');
    const seat = rng.pick(pending);
    const acts: readonly SwAction[] = sevenWonders.actions(s, seat);
    if (acts.length === 0) throw new Error(`seat ${seat} pending without actions`);
    const a = rng.pick(acts);
    sevenWonders.describe(s, seat, a);
    sevenWonders.reveals(s, seat, a);
    s = sevenWonders.apply(s, seat, a);
    match = appendAction(match, seat, a);
    steps++;
    check(s);
    if (steps > 400) throw new Error('game does not end');
  }
  expect(sevenWonders.pending(s)).toEqual([]);
  return { match, final: s, steps };
}

describe('property: random games end cleanly, replay, stay JSON, and hide hands', () => {
  test.each([2, 3, 4, 5, 6, 7])(`%i players × ${GAMES} games`, (players) => {
    const rng = new Rng(seedRng(`prop${players}`));
    for (let g = 0; g < GAMES; g++) {
      const deep = g < 3; // every step of the first games is checked in depth; the rest at sampled steps
      let step = 0;
      const check = (s: SwState): void => {
        step++;
        if (!deep && step % 23 !== 0) return;
        const leaks: string[] = [];
        const bad = findNonJson(s, true);
        if (bad !== null) leaks.push(`non-JSON ${bad}`);
        const text = JSON.stringify(s);
        if (JSON.stringify(JSON.parse(text)) !== text) leaks.push('JSON round trip changed the state');
        const unused = cardIds(GUILD_INSTANCES.filter((u) => !s.guilds.includes(u)));
        for (let seat = 0; seat < players; seat++) {
          const seen = strings(JSON.parse(JSON.stringify(sevenWonders.view(s, seat))), new Set());
          for (const secret of [...secretsFor(s, seat), ...unused]) if (seen.has(secret)) leaks.push(`seat ${seat} sees ${secret}`);
        }
        const spectator = strings(sevenWonders.view(s, null), new Set());
        for (const h of s.hands) for (const u of h) if (spectator.has(`u${u}`)) leaks.push(`spectator sees u${u}`);
        if (leaks.length > 0) expect(leaks).toEqual([]);
      };
      const { match, final } = playRandom(players, `p${players}-${g}`, rng, check);
      const result = sevenWonders.result(final)!;
      expect(result.players).toHaveLength(players);
      expect(result.winners.length).toBeGreaterThan(0);
      for (const p of result.players) expect(p.breakdown.reduce((x, b) => x + b.points, 0)).toBe(p.score);
      const again = replay<SwState>(sevenWonders, JSON.parse(JSON.stringify(match)) as MatchRecord, { hashes: false });
      expect(hashState(again.state)).toBe(hashState(final));
    }
  });
});
