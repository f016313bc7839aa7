/**
 * The kit's example game (tests/kit/example-game.ts) passes the shared property suite with its
 * secrets and forced decisions, and its flow does what the kit promises: an interrupt put first
 * is settled before the turn goes on, interrupts put last wait their turn, a forced decision is
 * played and logged, a staged sale builds part by part.
 */
import { describe, expect, test } from 'vitest';
import { marketDay, marketScorer, marketSecrets, type MarketAction, type MarketState } from '../kit/example-game';
import { propertySuite } from '../kit/property-suite';
import { scoringBot } from '../../lib/bots/scoring';
import { applyChecked } from '../../lib/core/match';
import { perft } from '../../lib/core/perft';
import { STAGE_DONE } from '../../lib/core/flow';
import type { GameEntry } from '../../lib/core/entry';

const entry: GameEntry = { game: marketDay, bots: { heuristic: scoringBot(marketScorer) } };

propertySuite({ entry, secrets: marketSecrets, forcedPlayed: true });

const find = (s: MarketState, seat: number, pred: (a: MarketAction) => boolean) => marketDay.actions(s, seat).find(pred)!;
const play = (s: MarketState, pred: (a: MarketAction) => boolean) => {
  const seat = marketDay.pending(s)[0]!;
  return applyChecked(marketDay, s, seat, find(s, seat, pred));
};
const place = (spot: string) => (a: MarketAction) => a.type === 'place' && a.spot === spot;

describe('Market Day on the kit', () => {
  const start = marketDay.setup({ players: 2, seed: 'example', options: {} });

  test('setup advances to the first decision', () => {
    expect(start.ask).toEqual({ kind: 'place', seat: start.order[0] });
    expect(marketDay.pending(start)).toEqual([start.order[0]]);
  });

  test('a castle build interrupts with a favour first; with many coins the favour is forced and logged', () => {
    const first = start.order[0]!;
    let s: MarketState = { ...start, goods: start.goods.map(() => [3, 2]), coins: [7, 7] };
    s = play(s, place('castle'));
    // seat had 7 coins, paid 1: 6 left = rich, so only "points": played by the flow itself
    expect(s.events).toEqual([{ key: 'market.forced', seat: first, params: { kind: 'favour', action: 'favour' } }]);
    expect(s.points[first]).toBe(3 + 2);
    expect(s.ask).toEqual({ kind: 'place', seat: s.order[1] });
  });

  test('a favour with a real choice is asked before the next placement', () => {
    const first = start.order[0]!;
    let s: MarketState = { ...start, goods: start.goods.map(() => [3, 2]), coins: [2, 2] };
    s = play(s, place('castle'));
    expect(s.ask).toEqual({ kind: 'favour', seat: first });
    expect(s.queue).toEqual([{ k: 'favour', seat: first, why: 'castle' }]);
    s = play(s, (a) => a.type === 'favour' && a.take === 'coins');
    expect(s.coins[first]).toBe(2 - 1 + 2);
    expect(s.queue).toEqual([]);
    expect(s.ask).toEqual({ kind: 'place', seat: s.order[1] });
  });

  test('harvest favours are queued last, in turn order, at the end of the round', () => {
    let s: MarketState = { ...start, goods: start.goods.map(() => [5, 0]), coins: [2, 2] };
    const order = s.order.slice();
    s = play(s, place('pasture'));
    s = play(s, place('pasture'));
    expect(s.round).toBe(2);
    expect(s.queue.map((t) => t.seat)).toEqual(order);
    expect(s.ask).toEqual({ kind: 'favour', seat: order[0] });
  });

  test('a sale is staged: one good at a time, then done', () => {
    const first = start.order[0]!;
    let s: MarketState = { ...start, goods: start.goods.map(() => [2, 1]) };
    s = play(s, place('market'));
    expect(s.ask).toEqual({ kind: 'sell', seat: first, chosen: [] });
    expect(marketDay.actions(s, first).map((a) => a.type)).toEqual(['sell', 'sell', 'done']);
    s = play(s, (a) => a.type === 'sell' && a.good === 'wool');
    expect(s.ask).toEqual({ kind: 'sell', seat: first, chosen: ['wool'] });
    expect(marketDay.actions(s, first).map((a) => (a.type === 'sell' ? a.good : a.type))).toEqual(['grain', 'done', 'back']);
    s = play(s, (a) => a === STAGE_DONE);
    expect(s.coins[first]).toBe(1 + 2);
    expect(s.goods[first]).toEqual([2, 0]);
  });

  test('apply refuses with coded reasons: the game’s own where it has one, the kit’s otherwise', () => {
    const first = start.order[0]!;
    const code = (seat: number, a: unknown) => {
      try {
        marketDay.apply(start, seat, a as MarketAction);
      } catch (e) {
        return (e as { code: string }).code;
      }
      return 'applied';
    };
    expect(code(first, { type: 'place', spot: 'castle' })).toBe('marketday/castle-unaffordable');
    expect(code(first, { type: 'place', spot: 'moon' })).toBe('core/illegal-action');
    expect(code(1 - first, { type: 'place', spot: 'field' })).toBe('core/not-your-turn');
    expect(code(first, { spot: 'field' })).toBe('core/illegal-action');
  });

  test('perft from seed "perft"', () => {
    const s = marketDay.setup({ players: 2, seed: 'perft', options: {} });
    expect([1, 2, 3, 4].map((d) => perft(marketDay, s, d))).toEqual([3, 8, 23, 66]);
  });
});
