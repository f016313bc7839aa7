import { describe, expect, test } from 'vitest';
import { actionDetails, promptLabels } from './action-label';

describe('prompt labels', () => {
  test('distinct describe() texts are used as they are', () => {
    const actions = [{ type: 'bid', amount: 1 }, { type: 'bid', amount: 2 }];
    expect(promptLabels(actions, (a) => `bid ${String((a as unknown as { amount: number }).amount)}`)).toEqual(['bid 1', 'bid 2']);
  });
  test('colliding texts get the action fields spelled out', () => {
    const actions = [
      { type: 'play', card: 'a', pay: { left: ['wood'], toLeft: 1 } },
      { type: 'play', card: 'a', pay: { left: [], toLeft: 0 } }
    ];
    const labels = promptLabels(actions, () => 'Player 1 chose a card.');
    expect(new Set(labels).size).toBe(2);
    expect(labels[0]).toBe('card a · pay (left wood; toLeft 1)');
    expect(actionDetails({ type: 'pass' })).toBe('');
  });
});
