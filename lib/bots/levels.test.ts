/**
 * The app's play levels as data (issue 13 item 3): which bot, which bot level and which budget
 * each level sends in its bot request; the search levels' default iteration budgets.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAY_LEVELS, budgetOf, levelsOf, playLevel, playLevelOf } from './levels';
import { SEARCH_LEVELS, searchSettings } from './search-levels';
import { checkBudget } from './budget';

describe('play levels', () => {
  test('Beginner and Standard are the heuristic (noisy, then best); Strong and Expert search for 0.5 s and 2 s', () => {
    expect(PLAY_LEVELS.map((l) => [l.id, l.bot, l.level, l.budget])).toEqual([
      ['beginner', 'heuristic', 1, null],
      ['standard', 'heuristic', 3, null],
      ['strong', 'search', 1, { ms: 500 }],
      ['expert', 'search', 2, { ms: 2000 }]
    ]);
    expect(playLevel('expert')?.label).toBe('Expert');
    expect(playLevel('grandmaster')).toBeUndefined();
  });

  test('a saved bot seat (bot, level) names its play level; seats from before the levels name none and carry no budget', () => {
    expect(playLevelOf('heuristic', 1)?.id).toBe('beginner');
    expect(playLevelOf('heuristic', 3)?.id).toBe('standard');
    expect(playLevelOf('search', 1)?.id).toBe('strong');
    expect(playLevelOf('search', 2)?.id).toBe('expert');
    // The new-game form's old default (heuristic level 2) and the random bot are no play level.
    expect(playLevelOf('heuristic', 2)).toBeUndefined();
    expect(playLevelOf('random', 1)).toBeUndefined();
    expect(budgetOf('search', 2)).toEqual({ ms: 2000 });
    expect(budgetOf('heuristic', 3)).toBeUndefined();
    expect(budgetOf('heuristic', 2)).toBeUndefined();
  });

  test('each bot offers its own levels, easiest first; the random bot none', () => {
    expect(levelsOf('heuristic').map((l) => l.id)).toEqual(['beginner', 'standard']);
    expect(levelsOf('search').map((l) => l.id)).toEqual(['strong', 'expert']);
    expect(levelsOf('random')).toEqual([]);
  });

  test('play levels are plain data: the page imports them without the search code', () => {
    const source = readFileSync(join(__dirname, 'levels.ts'), 'utf8');
    expect(source.match(/^import .*$/gm)).toEqual(["import type { BotBudget } from './budget';"]);
  });

  test('every level’s budget passes the request check', () => {
    for (const l of PLAY_LEVELS) if (l.budget) expect(checkBudget(l.budget)).toEqual(l.budget);
  });

  test('search levels: Expert searches four times as long as Strong; above the last plays as the last; below 1 is refused', () => {
    expect(SEARCH_LEVELS.map((s) => s.iterations)).toEqual([60, 240]);
    expect(searchSettings(1)).toBe(SEARCH_LEVELS[0]);
    expect(searchSettings(2)).toBe(SEARCH_LEVELS[1]);
    expect(searchSettings(9)).toBe(SEARCH_LEVELS[1]);
    expect(() => searchSettings(0)).toThrow(expect.objectContaining({ code: 'bots/bad-level' }));
  });

  test('budgets: whole positive numbers within limits, known fields only', () => {
    expect(checkBudget({ iterations: 5, ms: 100 })).toEqual({ iterations: 5, ms: 100 });
    for (const bad of [{ iterations: 0 }, { ms: 600_001 }, { iterations: '5' }, { depth: 2 }, null, [1]]) {
      expect(() => checkBudget(bad)).toThrow(expect.objectContaining({ code: 'bots/bad-budget' }));
    }
  });
});
