/**
 * Board geometry (tables/map.ts → board.ts): sizes per player count, region shapes, the edge and
 * its perimeter walk, and distances that never cross unexplored regions.
 */
import { describe, expect, test } from 'vitest';
import { boardFor, distances, FERTILE, MOUNTAIN, FOREST, BARREN } from './board';

describe('boards', () => {
  test.each([
    [2, 40, 8],
    [3, 60, 12],
    [4, 72, 14]
  ])('%i players: %i hexes, %i unexplored regions, starting regions with Fertile, Mountain, Forest, Barren', (players, hexes, slots) => {
    const b = boardFor(players);
    expect(b.size).toBe(hexes);
    expect(b.slots).toBe(slots);
    expect(b.startRegion.length).toBe(players);
    for (const r of b.startRegion) expect(b.regionHexes[r]!.map((h) => b.startTerrain[h]).sort()).toEqual([FERTILE, MOUNTAIN, FOREST, BARREN].sort());
    for (const f of b.startFertile) expect(b.startTerrain[f]).toBe(FERTILE);
  });

  test.each([2, 3, 4])('%i players: the perimeter walk visits every edge hex, each step to a neighbour', (players) => {
    const b = boardFor(players);
    const per = b.perimeter;
    expect(new Set(per)).toEqual(new Set(b.names.map((_, h) => h).filter((h) => b.edge[h])));
    for (let i = 0; i < per.length; i++) {
      const a = per[i]!, c = per[(i + 1) % per.length]!;
      expect(b.adj[a]).toContain(c);
    }
  });

  test('distances: symmetric, 1 between neighbours, none through unexplored regions', () => {
    const b = boardFor(3);
    const none = distances(b, 0);
    const all = distances(b, (1 << b.slots) - 1);
    const n = b.size;
    for (let a = 0; a < n; a++) {
      for (const x of b.adj[a]!) expect(all[a * n + x]).toBe(1);
      for (let c = 0; c < n; c++) expect(all[a * n + c]).toBe(all[c * n + a]);
    }
    // With nothing explored, the three starting regions are islands.
    const [s0, s1] = [b.startFertile[0]!, b.startFertile[1]!];
    expect(none[s0 * n + s1]).toBe(-1);
    expect(all[s0 * n + s1]).toBeGreaterThan(3);
  });
});
