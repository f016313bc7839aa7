/**
 * Caylus situations for the browser specs: a game played in Node with seeded random legal moves
 * until the human seat (seat 1, "Ann") faces the wanted decision, then imported into My games and
 * opened at that point.
 */
import type { Page } from '@playwright/test';
import { appendAction, newMatch, setupMatch, type MatchRecord } from '../../lib/core/match';
import { Rng, seedRng } from '../../lib/core/rng';
import { caylus } from '../../lib/games/caylus/index';
import type { CaylusAction, CaylusState } from '../../lib/games/caylus/types';
import { expect } from './fixtures';
import { table } from './solo-helpers';

/** Random legal play (seeded) until seat 0 must decide and `stop` holds (given the moves so far); the match up to there. */
export function playUntil(seed: string, stop: (s: CaylusState, moves: number) => boolean): { match: MatchRecord; state: CaylusState } {
  // A random game may end without the situation: the next seed then (the same ones every run).
  for (let n = 1; n <= 30; n++) {
    let match = newMatch(caylus, {
      players: 3,
      seed: `${seed}-${n}`,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Robo', bot: 'random', level: 1 },
        { kind: 'bot', name: 'Hal', bot: 'random', level: 1 }
      ]
    });
    let s = setupMatch<CaylusState>(caylus, match);
    const rng = new Rng(seedRng(`${seed}-${n}/moves`));
    for (;;) {
      const seat = caylus.pending(s)[0];
      if (seat === undefined) break;
      if (seat === 0 && stop(s, match.log.length)) return { match, state: s };
      const acts = caylus.actions(s, seat) as readonly CaylusAction[];
      const a = acts[rng.below(acts.length)]!;
      s = caylus.apply(s, seat, a);
      match = appendAction(match, seat, a);
    }
  }
  throw new Error('the situation never came up');
}

export async function openImported(page: Page, match: MatchRecord): Promise<void> {
  await page.goto('./games/');
  await page.getByLabel('Match file').setInputFiles({ name: 'caylus.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(match)) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  const id = await page.locator('li[data-match-id]').first().getAttribute('data-match-id');
  await page.goto(`./play/?match=${id}`);
  await expect(table(page)).toBeVisible();
}

