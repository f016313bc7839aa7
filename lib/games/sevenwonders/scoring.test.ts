/** Rules §10 "Scoring" (45–55). */
import { describe, expect, test } from 'vitest';
import { sevenWonders } from './index';
import { bestScience, scoreCity, sciencePoints } from './scoring';
import { build, others, play, type CitySpec, type Spec } from './testkit';
import type { SwState, WonderId } from './types';

const city = (wonder: WonderId, built: string[] = [], extra: Partial<CitySpec> = {}): CitySpec => ({ wonder, built, ...extra });
const over = (spec: Spec): SwState => ({ ...build(spec), phase: 'over', age: 3, round: 6 });
const trio = (a: CitySpec, b: CitySpec, c: CitySpec): SwState => over({ players: 3, cities: [a, b, c] });

describe('§10 Scoring', () => {
  test('10.45 military = sum of tokens, possibly negative', () => {
    const s = trio(city('giza', [], { tokens: [1, 3, 5, -1, -1, -1] }), city('rhodes', [], { tokens: [-1, -1, -1] }), city('ephesus'));
    expect([scoreCity(s, 0).military, scoreCity(s, 1).military]).toEqual([6, -3]);
  });

  test.each([
    [14, 4],
    [2, 0],
    [3, 1],
    [0, 0]
  ])('10.46 treasury: %i coins = %i VP', (coins, vp) => {
    expect(scoreCity(trio(city('giza', [], { coins }), city('rhodes'), city('ephesus')), 0).coins).toBe(vp);
  });

  test('10.47 wonder = VP of the built stages', () => {
    const s = trio(city('giza', [], { side: 'B', stages: 4 }), city('alexandria', [], { stages: 3 }), city('ephesus', [], { side: 'B', stages: 2 }));
    expect([0, 1, 2].map((i) => scoreCity(s, i).wonder)).toEqual([20, 10, 5]);
  });

  test('10.48 civilian = printed VP of Blue cards (Altar + Aqueduct + Town Hall = 13)', () => {
    expect(scoreCity(trio(city('giza', ['altar', 'aqueduct', 'town-hall']), city('rhodes'), city('ephesus')), 0).civilian).toBe(13);
  });

  test('10.49 science = C² + G² + T² + 7·min; wildcards (Babylon, Scientists, copied Scientists) go where they score most', () => {
    // 3 compass, 2 gear, 1 tablet + Babylon A stage 2 + Scientists Guild: the best is (4,2,2)
    const s = trio(
      city('babylon', ['apothecary', 'dispensary', 'lodge', 'workshop', 'laboratory', 'scriptorium', 'scientists-guild'], { stages: 2 }),
      city('rhodes'),
      city('ephesus')
    );
    let best = 0;
    for (let a = 0; a <= 2; a++) for (let b = 0; a + b <= 2; b++) best = Math.max(best, sciencePoints(3 + a, 2 + b, 1 + 2 - a - b));
    expect(scoreCity(s, 0).science).toBe(best);
    expect(best).toBe(38); // (4,2,2) = 16+4+4+14
    expect(scoreCity(s, 0).wildcards).toEqual([1, 0, 1]);
    expect(bestScience([0, 0, 0], 1).points).toBe(1);
  });

  test.each([
    [[3, 2, 1], 21],
    [[3, 2, 2], 31],
    [[4, 4, 4], 76],
    [[1, 1, 0], 2],
    [[6, 0, 0], 36]
  ])('10.50 science %j = %i', ([c, g, t], vp) => {
    expect(sciencePoints(c!, g!, t!)).toBe(vp);
  });

  test('10.51 Yellow end VP: Haven 1/Brown, Lighthouse 1/Yellow incl. itself, Chamber 2/Grey, Arena 1/stage', () => {
    const s = trio(
      city('giza', ['lumber-yard', 'sawmill', 'loom', 'press', 'tavern', 'haven', 'lighthouse', 'chamber-of-commerce', 'arena'], { stages: 2 }),
      city('rhodes'),
      city('ephesus')
    );
    // Haven 2 + Lighthouse 5 (tavern, haven, lighthouse, chamber, arena) + Chamber 4 + Arena 2
    expect(scoreCity(s, 0).commerce).toBe(2 + 5 + 4 + 2);
  });

  test.each([
    ['workers-guild', 1 + 2],
    ['craftsmens-guild', 2 * (1 + 1)],
    ['traders-guild', 1 + 0],
    ['philosophers-guild', 0 + 2],
    ['spies-guild', 1 + 1],
    ['strategists-guild', 2 + 1],
    ['magistrates-guild', 1 + 1],
    ['shipowners-guild', 1 + 1 + 2 + 1], // own Brown, Grey, 2 Purple (itself + Traders, which scores 1)
    ['builders-guild', 1 + 2 + 3]
  ])('10.52 %s scores %i from the final state', (guild, vp) => {
    const s = trio(
      city('giza', ['lumber-yard', 'loom', guild === 'shipowners-guild' ? 'traders-guild' : 'altar', guild], { stages: 1 }),
      city('rhodes', ['clay-pool', 'press', 'tavern', 'barracks', 'baths'], { stages: 2, tokens: [-1, -1] }),
      city('ephesus', ['stone-pit', 'ore-vein', 'glassworks', 'apothecary', 'workshop', 'stockade', 'pawnshop'], { stages: 3, tokens: [-1] })
    );
    expect(scoreCity(s, 0).guilds).toBe(vp);
  });

  test('10.52 Scientists Guild adds one science symbol of choice', () => {
    const s = trio(city('giza', ['apothecary', 'workshop', 'scientists-guild']), city('rhodes'), city('ephesus'));
    expect(scoreCity(s, 0).science).toBe(sciencePoints(1, 1, 1));
    expect(scoreCity(s, 0).guilds).toBe(0);
  });

  test('10.53 Olympia B copies the best neighbour guild as if in its own city; the owner keeps its score', () => {
    const s = trio(
      city('olympia', ['stockade', 'barracks', 'workshop'], { side: 'B', stages: 3 }),
      city('rhodes', ['magistrates-guild', 'altar'], { stages: 1 }),
      city('ephesus', ['spies-guild', 'guard-tower', 'apothecary', 'scriptorium'])
    );
    // Magistrates for Olympia: Blue in Rhodes (1) + Ephesus (0) = 1. Spies for Olympia: Red in Rhodes (0) + Ephesus (1) = 1.
    // Neither beats the other, so the copy is whichever comes first in the listing; the total is what matters.
    const o = scoreCity(s, 0);
    expect(o.guilds).toBe(1);
    expect(['magistrates-guild', 'spies-guild']).toContain(o.copied);
    // the owners still score their own guilds normally
    expect(scoreCity(s, 1).guilds).toBe(0); // Magistrates for Rhodes: Blue in Ephesus (0) + Olympia (0)
    expect(scoreCity(s, 2).guilds).toBe(2); // Spies for Ephesus: Red in Olympia (2) + Rhodes (0)
    // copying Scientists adds a wildcard: Olympia with compass+gear would score a full set
    const sci = trio(city('olympia', ['apothecary', 'workshop'], { side: 'B', stages: 3 }), city('rhodes', ['scientists-guild']), city('ephesus', ['workers-guild']));
    expect(scoreCity(sci, 0)).toMatchObject({ science: 10, copied: 'scientists-guild' });
    // with no neighbour guild the power gives nothing
    expect(scoreCity(trio(city('olympia', [], { side: 'B', stages: 3 }), city('rhodes'), city('ephesus')), 0).copied).toBeNull();
  });

  test('Olympia B\'s copied guild counts as a Purple card in Olympia for end counts (§9.3.12)', () => {
    // Olympia owns Shipowners (Brown, Grey, Purple); copying the Magistrates (worth 0 here) adds one Purple
    const s = trio(city('olympia', ['shipowners-guild', 'lumber-yard'], { side: 'B', stages: 3 }), city('rhodes', ['magistrates-guild']), city('ephesus'));
    expect(scoreCity(s, 0)).toMatchObject({ guilds: 1 + 2, copied: 'magistrates-guild' });
  });

  test('10.54 board resources never count as Brown or Grey cards', () => {
    // Giza's board produces Stone; Rhodes' board Ore; Vineyard and the Workers Guild count cards only.
    const s = trio(city('giza', ['workers-guild', 'haven', 'chamber-of-commerce']), city('rhodes'), city('alexandria'));
    expect(scoreCity(s, 0).guilds).toBe(0);
    expect(scoreCity(s, 0).commerce).toBe(0);
    const r = others(
      play(build({ players: 3, age: 2, cities: [city('giza'), city('rhodes'), city('alexandria')], hands: [['vineyard'], ['bazar'], ['altar']] }), 0, 'vineyard', 'build'),
      [0]
    );
    expect(r.cities[0]!.coins).toBe(3);
  });

  test('10.55 highest total wins; a tie goes to the most coins; a full tie is a shared victory', () => {
    // 4 players: seats 0 and 1 tie on 3 VP with 9 vs 3 coins; seats 2 and 3 tie on everything
    const s = over({
      players: 4,
      cities: [city('giza', [], { coins: 9 }), city('rhodes', ['pawnshop', 'altar'], { coins: 3 }), city('ephesus', [], { coins: 5 }), city('babylon', [], { coins: 5 })]
    });
    // seat 0: 3 (coins); seat 1: 5 civilian + 1 = 6; seats 2 and 3: 1 each
    const res = sevenWonders.result(s)!;
    expect(res.players.map((p) => [p.seat, p.rank, p.score, p.tiebreak[0]])).toEqual([
      [1, 1, 6, 3],
      [0, 2, 3, 9],
      [2, 3, 1, 5],
      [3, 3, 1, 5]
    ]);
    expect(res.winners).toEqual([1]);
    const tie = over({ players: 3, cities: [city('giza', ['altar'], { coins: 4 }), city('rhodes', ['theater'], { coins: 4 }), city('ephesus', [], { coins: 7 })] });
    const t = sevenWonders.result(tie)!;
    expect(t.winners).toEqual([0, 1]);
    expect(t.players.map((p) => p.rank)).toEqual([1, 1, 3]);
    const coinsWin = over({ players: 3, cities: [city('giza', ['altar'], { coins: 5 }), city('rhodes', ['theater'], { coins: 3 }), city('ephesus')] });
    expect(sevenWonders.result(coinsWin)!.winners).toEqual([0]);
    expect(res.players[0]!.breakdown.map((b) => b.category)).toEqual(['military', 'coins', 'wonder', 'civilian', 'science', 'commerce', 'guilds']);
    for (const p of res.players) expect(p.breakdown.reduce((x, b) => x + b.points, 0)).toBe(p.score);
  });
});
