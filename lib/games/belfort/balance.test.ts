/**
 * Balance of the designed values (belfort-designed-data.md §13) in heuristic self-play. A small
 * run always checks that nothing is dead or runaway; `BALANCE_GAMES=500` prints the full report
 * for each player count (the figures in docs/rules-decisions.md § Belfort come from it).
 */
import { describe, expect, test } from 'vitest';
import { balanceStats } from './balance';
import { playBotGame } from './testkit';

const REPORT = Number(process.env.BALANCE_GAMES ?? 0);

describe('balance of the designed values', () => {
  test('4 players, 12 heuristic games: properties, Walls, guilds and every card type in use', () => {
    const st = balanceStats(Array.from({ length: 12 }, (_, k) => playBotGame(4, `bal-${k}`, 3)));
    expect(st.propertiesPerPlayer).toBeGreaterThanOrEqual(4);
    expect(st.propertiesPerPlayer).toBeLessThanOrEqual(11);
    for (const n of Object.values(st.builtPerType)) expect(n).toBeGreaterThan(0);
    expect(st.maxScore).toBeLessThanOrEqual(100);
  });

  test.runIf(REPORT > 0).each([2, 3, 4, 5])('report: %i players', (players) => {
    const st = balanceStats(Array.from({ length: REPORT }, (_, k) => playBotGame(players, `report-${players}-${k}`, 3)));
    console.log(JSON.stringify(st));
    expect(st.games).toBe(REPORT);
  });
});
