/**
 * The search bot's determinizer (issue 13 item 2): from one seat's view, a full state that the
 * seat cannot tell from the truth — same view (but for the others' hidden commitments, which the
 * sample drops so that those seats choose again), same legal actions, every physical card in
 * exactly one place, the hidden cards drawn afresh for each rng.
 */
import { describe, expect, test } from 'vitest';
import { determinize } from './determinize';
import { evaluate, rank } from './evaluate';
import { sevenWonders } from './index';
import { scoreCity } from './scoring';
import { INSTANCES } from './catalog';
import { scoringBot } from '../../bots/scoring';
import { sevenWondersScorer } from './bot';
import { Rng, seedRng } from '../../core/rng';
import type { SwState } from './types';
import type { SwView } from './view';

const sevenWondersHeuristic = scoringBot(sevenWondersScorer);

// Not PROPERTY_GAMES (2,000 in the whole suite): each decision here is sampled, which is slow.
const GAMES = Number(process.env.DETERMINIZE_GAMES ?? 3);

/** The view without what a sample may differ in: whose plays are committed, and the last reveals. */
function comparable(v: SwView): unknown {
  return { ...v, pending: null, revealed: null, cities: v.cities.map((c) => ({ ...c, chosen: null })) };
}

/** Every card instance where the state keeps it; each must appear once at most. */
function places(s: SwState): number[] {
  return [...s.hands.flat(), ...s.pile, ...s.discard, ...s.cities.flatMap((c) => [...c.built, ...c.stages]), ...(s.seventh >= 0 ? [s.seventh] : [])];
}

/** Visits each decision of heuristic-vs-random games; calls `check` for the seat to move. */
function eachDecision(players: number, games: number, check: (s: SwState, seat: number) => void, options = {}): number {
  let n = 0;
  const bot = sevenWondersHeuristic(2);
  for (let k = 0; k < games; k++) {
    const rng = new Rng(seedRng(`det-${players}-${k}`));
    let s = sevenWonders.setup({ players, seed: `det-${players}-${k}`, options });
    while (sevenWonders.result(s) === null) {
      for (const seat of sevenWonders.pending(s)) {
        check(s, seat);
        n++;
      }
      const seat = sevenWonders.pending(s)[0]!;
      const actions = sevenWonders.actions(s, seat);
      const a = k % 2 === 0 ? rng.pick(actions) : bot.choose({ seat, view: sevenWonders.view(s, seat), actions, rng });
      s = sevenWonders.apply(s, seat, a);
    }
  }
  return n;
}

describe('7 Wonders determinizer', () => {
  test.each([2, 3, 4, 5, 7])('%i players: the sample shows the seat the same view and actions, holds every card once, and keeps the counts', (players) => {
    const checked = eachDecision(players, GAMES, (s, seat) => {
      const view = sevenWonders.view(s, seat);
      const d = determinize(view, seat, new Rng(seedRng(`d/${s.age}/${s.round}/${seat}`)));
      expect(d).not.toBeNull();
      expect(comparable(sevenWonders.view(d!, seat))).toEqual(comparable(view));
      expect(JSON.stringify(sevenWonders.actions(d!, seat))).toBe(JSON.stringify(sevenWonders.actions(s, seat)));
      const all = places(d!);
      expect(new Set(all).size).toBe(all.length);
      expect(all.every((u) => u >= 0 && u < INSTANCES.length)).toBe(true);
      expect(places(d!).length).toBe(places(s).length);
      expect(d!.guilds.length).toBe(s.guilds.length);
      expect(d!.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      expect(d!.pile.length).toBe(s.pile.length);
      expect(d!.discard.length).toBe(s.discard.length);
      // Other seats' hidden choices are dropped; the seat's own stay.
      expect(sevenWonders.pending(d!)).toContain(seat);
    });
    expect(checked).toBeGreaterThan(GAMES * 18);
  });

  test('hidden cards are drawn: other rngs give other hands, never the seat’s own', () => {
    const s = sevenWonders.setup({ players: 4, seed: 'draw', options: {} });
    const view = sevenWonders.view(s, 0);
    const hands = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const d = determinize(view, 0, new Rng(seedRng(`r${i}`)))!;
      expect(d.hands[0]).toEqual(s.hands[0]);
      hands.add(JSON.stringify(d.hands[1]));
    }
    expect(hands.size).toBeGreaterThan(15);
  });

  test('the same view and rng give the same sample, whatever the hidden truth (others’ hands swapped behind the view)', () => {
    const s = sevenWonders.setup({ players: 4, seed: 'swap', options: {} });
    const swapped: SwState = { ...s, hands: [s.hands[0]!, s.hands[2]!, s.hands[1]!, s.hands[3]!] };
    expect(sevenWonders.view(swapped, 0)).toEqual(sevenWonders.view(s, 0));
    expect(determinize(sevenWonders.view(swapped, 0), 0, new Rng(seedRng('x')))).toEqual(determinize(sevenWonders.view(s, 0), 0, new Rng(seedRng('x'))));
  });

  test('no sample before the first Age (chosen Wonders or sides: the heuristic decides) nor after the end', () => {
    const s = sevenWonders.setup({ players: 3, seed: 'w', options: { wonders: 'choose' } });
    expect(determinize(sevenWonders.view(s, 0), 0, new Rng(seedRng('x')))).toBeNull();
  });

  test('the evaluation is each player’s public score now (no Free City), the final score at the end', () => {
    let s = sevenWonders.setup({ players: 2, seed: 'eval', options: {} });
    const rng = new Rng(seedRng('e'));
    while (sevenWonders.result(s) === null) {
      const seat = sevenWonders.pending(s)[0]!;
      s = sevenWonders.apply(s, seat, rng.pick(sevenWonders.actions(s, seat)));
      expect(evaluate(s)).toEqual([scoreCity(s, 0).total, scoreCity(s, 1).total]);
    }
    const r = sevenWonders.result(s)!;
    expect(evaluate(s)).toEqual([0, 1].map((seat) => r.players.find((p) => p.seat === seat)!.score));
  });

  test('the ranking keeps one payment per card and way of playing (the best), and ranks plays as the heuristic does', () => {
    const s = sevenWonders.setup({ players: 3, seed: 'rank-3', options: {} });
    const actions = sevenWonders.actions(s, 0);
    const scores = rank({ seat: 0, view: sevenWonders.view(s, 0), actions, rng: new Rng(seedRng('r')) });
    const kept = new Set<string>();
    actions.forEach((a, i) => {
      if (scores[i] === Number.NEGATIVE_INFINITY || a.type !== 'play') return;
      const key = `${a.city}|${a.card}|${a.how}`;
      expect(kept.has(key)).toBe(false);
      kept.add(key);
    });
    // Every card and way of playing listed keeps one payment.
    expect(kept.size).toBe(new Set(actions.map((a) => (a.type === 'play' ? `${a.city}|${a.card}|${a.how}` : ''))).size);
    const best = scores.indexOf(Math.max(...scores));
    expect(sevenWondersHeuristic(3).choose({ seat: 0, view: sevenWonders.view(s, 0), actions, rng: new Rng(seedRng('r')) })).toBe(actions[best]);
  });
});
