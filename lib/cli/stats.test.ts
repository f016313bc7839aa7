import { describe, expect, test } from 'vitest';
import { wilson95 } from './stats';

describe('wilson95', () => {
  test('matches published values of the Wilson interval', () => {
    // 8 of 10: [0.490, 0.943]; 0 of 20: [0, 0.161]; 50 of 100: [0.404, 0.596].
    const round = (x: [number, number]) => x.map((v) => Math.round(v * 1000) / 1000);
    expect(round(wilson95(8, 10))).toEqual([0.49, 0.943]);
    expect(round(wilson95(0, 20))).toEqual([0, 0.161]);
    expect(round(wilson95(50, 100))).toEqual([0.404, 0.596]);
  });

  test('stays within [0, 1]; no games says nothing', () => {
    expect(wilson95(20, 20)[1]).toBe(1);
    expect(wilson95(0, 0)).toEqual([0, 1]);
  });
});
