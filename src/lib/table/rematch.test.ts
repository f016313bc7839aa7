import { describe, expect, test } from 'vitest';
import { appendAction, newMatch } from '$engine/core/match';
import { sealedBid } from '../../../tests/fixtures/sealed-bid';
import { rematchOf } from './rematch';

describe('rematch', () => {
  test('same seats and options, the new seed, an empty log', () => {
    const seats = [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Robo', bot: 'heuristic', level: 3 }
    ] as const;
    const old = appendAction(newMatch(sealedBid, { players: 2, seed: 'old-seed', options: { short: true }, seats: [...seats] }), 0, { type: 'bid', amount: 1 } as never);
    const again = rematchOf(sealedBid, old, 'new-seed');
    expect(again).toEqual({ ...old, seed: 'new-seed', log: [] });
    expect(again.seats).toEqual(seats);
    expect(again.options).toEqual({ short: true });
  });
});
