/**
 * The staged choice's model: one choice acts at once, several open a step; a step opened here
 * wins over one opened from outside; the target and title an option's button shows.
 */
import { describe, expect, test } from 'vitest';
import { opensStep, optionTarget, press, shownStep, stepTitle, unavailable, type StagedItem, type StagedOption } from './staged-choice';

const item = (key: string, target?: string | null): StagedItem => ({ key, label: key, action: { type: key }, target });
const option = (key: string, choices: StagedItem[], step?: string | null): StagedOption => ({ key, label: `L-${key}`, choices, step });

describe('staged choice', () => {
  test('an option with one choice acts with it; with several it opens its step', () => {
    const one = item('a', 'road:3');
    expect(press(option('o1', [one]))).toEqual({ kind: 'choose', choice: one });
    expect(press(option('o2', [item('a'), item('b')]))).toEqual({ kind: 'open' });
  });

  test('an option with a reason is unavailable: pressing it does nothing, even with choices', () => {
    const refused: StagedOption = { ...option('o', [item('a')]), reason: 'Already built here.' };
    expect(unavailable(refused)).toBe(true);
    expect(press(refused)).toEqual({ kind: 'none' });
    expect(opensStep({ ...refused, choices: [item('a'), item('b')] })).toBe(false);
    expect(optionTarget({ ...option('t', [item('a', 'road:3')]), reason: 'No.' })).toBe('');
    // No choices at all is unavailable too; an empty reason is no reason.
    expect(press(option('empty', []))).toEqual({ kind: 'none' });
    expect(press({ ...option('o', [item('a')]), reason: '' })).toEqual({ kind: 'choose', choice: item('a') });
  });

  test('an option to confirm opens its step even for one choice', () => {
    const one = { ...option('o', [item('a')]), confirm: true };
    expect(opensStep(one)).toBe(true);
    expect(press(one)).toEqual({ kind: 'open' });
    expect(opensStep(option('o', [item('a')]))).toBe(false);
    expect(opensStep(option('o', [item('a'), item('b')]))).toBe(true);
  });

  test('the step opened here is shown before one opened from outside, which shows when none is', () => {
    const here = option('here', [item('a'), item('b')]);
    const board = option('board', [item('c'), item('d')]);
    expect(shownStep(here, board)).toBe(here);
    expect(shownStep(null, board)).toBe(board);
    expect(shownStep(null, null)).toBeNull();
  });

  test.each([
    ['one choice with a target', [item('a', 'road:3')], 'road:3'],
    ['one choice without', [item('a', null)], ''],
    ['several choices', [item('a', 'road:3'), item('b', 'road:4')], '']
  ])('the button’s target: %s', (_name, choices, target) => {
    expect(optionTarget(option('o', choices))).toBe(target);
  });

  test('the step’s heading is its own, else the option’s label', () => {
    expect(stepTitle(option('o', [], 'How do you pay?'))).toBe('How do you pay?');
    expect(stepTitle(option('o', [], null))).toBe('L-o');
    expect(stepTitle(option('o', []))).toBe('L-o');
  });
});
