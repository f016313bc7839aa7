/**
 * Every game's rules summary is data the kit draws: sections with a heading and items, in words
 * (no message key left untranslated), and the same section count as the summaries it replaced.
 */
import { describe, expect, test } from 'vitest';
import { GAME_UI } from '../games/ui';
import { sectionsFromKeys } from './rules-summary';

describe('rules summaries', () => {
  test.each([
    ['sevenwonders', 10],
    ['caylus', 8],
    ['paris', 4],
    ['belfort', -1],
    ['clash', 7]
  ])('%s supplies its sections as data', async (id, count) => {
    const source = await GAME_UI[id]!.rules!();
    const sections = source.rulesSummary();
    if (count > 0) expect(sections).toHaveLength(count);
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) {
      expect(s.heading.length).toBeGreaterThan(0);
      expect(s.items.length).toBeGreaterThan(0);
      // A key printed as itself means a missing string.
      for (const text of [s.heading, ...s.items]) expect(text).not.toMatch(/^(sw|caylus|rules)\.[\w.]+$/);
    }
  });

  test('sectionsFromKeys puts each key in words, in order', () => {
    const words: Record<string, string> = { a: 'Goal', b: 'Win.', c: 'Play.' };
    expect(sectionsFromKeys([{ h: 'a', p: ['b', 'c'] }], (k) => words[k]!)).toEqual([{ heading: 'Goal', items: ['Win.', 'Play.'] }]);
  });
});
