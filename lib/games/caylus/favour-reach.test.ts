/**
 * The favour prompt says what each row gives (issue 12 item 6): the view's `reach` is the column
 * the marker would reach by choosing that row, and it is exactly where applying the row leaves it.
 */
import { expect, test } from 'vitest';
import { caylus } from './index';
import { act, atPhase, fresh, situation } from './testkit';
import { ROWS } from './types';
import type { CaylusState } from './types';

/** Seat 0 must choose a favour row in phase 6; its markers at prestige 0, deniers 2 (the limit), resources 1, buildings 1. */
function rowPrompt(): CaylusState {
  return situation(fresh(3, { order: [0, 1, 2] }), (d) => {
    atPhase(d, 'castle');
    d.castleWorkers = [1];
    d.passed = [0, 1, 2];
    d.bailiff = 7;
    d.provost = 7;
    d.ps[0]!.fav = [0, 2, 1, 1];
    d.queue = [{ k: 'favour', seat: 0, why: 'castle' }];
  });
}

test('the favour-row prompt names, per row, the column its marker reaches (one further unless locked)', () => {
  const s = rowPrompt();
  const v = caylus.view(s, 0);
  expect(v.prompt?.kind).toBe('favourRow');
  expect(v.favours.openColumns).toBe(2);
  // Column 3 is locked before the Dungeon is scored: the deniers marker stays at 2.
  expect(v.prompt?.reach).toEqual({ prestige: 1, deniers: 2, resources: 2, buildings: 2 });
  for (const row of ROWS) {
    const after = act(s, { type: 'favourRow', row });
    expect(after.ps[0]!.fav[ROWS.indexOf(row)], row).toBe(v.prompt!.reach![row]);
  }
});

test('other prompts carry no reach', () => {
  const s = act(rowPrompt(), { type: 'favourRow', row: 'prestige' });
  expect(caylus.view(s, 0).prompt?.kind).toBe('favourEffect');
  expect(caylus.view(s, 0).prompt?.reach).toBeNull();
});
