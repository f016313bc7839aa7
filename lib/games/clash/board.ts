/**
 * Board geometry for each player count, computed once from tables/map.ts: hex indexes, adjacency,
 * regions, the board edge and its perimeter walk (for Navigation), and distances that never pass
 * through unexplored regions (rules file §2.3 "Counting distance"). Nothing here is game state.
 */
import type { TerrainLetter } from './tables/map';
import * as tablesMapMod from './tables/map';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { LAYOUTS, REGION_TILES } = tablesMapMod;

/** Terrain codes kept in state (0 = not yet explored). */
export const UNKNOWN = 0, FERTILE = 1, MOUNTAIN = 2, FOREST = 3, SEA = 4, BARREN = 5;
export const TERRAIN_NAMES: readonly string[] = ['Unexplored', 'Fertile', 'Mountain', 'Forest', 'Sea', 'Barren'];
const LETTER: { readonly [L in TerrainLetter]: number } = { F: FERTILE, M: MOUNTAIN, W: FOREST, S: SEA, B: BARREN };
export function terrainOf(letter: TerrainLetter): number {
  return LETTER[letter];
}

/** Regular tiles as terrain codes, positions 0–3. */
export const TILE_TERRAIN: readonly (readonly number[])[] = REGION_TILES.map((t) => t.terrain.map(terrainOf));

/** Axial neighbour offsets, clockwise from north (flat-topped hexes, rows growing downwards). */
const DIRS: readonly (readonly [number, number])[] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

export interface Board {
  readonly players: number;
  /** Hex names ("D2"), by hex index (sorted by column, then row). */
  readonly names: readonly string[];
  /** Neighbour hex index per direction (clockwise from north), −1 off the board. */
  readonly dirs: readonly (readonly number[])[];
  /** On-board neighbours of each hex. */
  readonly adj: readonly (readonly number[])[];
  /** Region index of each hex: slots 0…S−1, then starting regions S…S+P−1. */
  readonly regionOf: readonly number[];
  /** Tile position (0–3) of each hex in its region's default orientation. */
  readonly posOf: readonly number[];
  /** Hexes of each region, by tile position in the default orientation. */
  readonly regionHexes: readonly (readonly number[])[];
  readonly slots: number;
  /** Start region index per starting position (clockwise order). */
  readonly startRegion: readonly number[];
  /** Fertile (city) hex of each starting position. */
  readonly startFertile: readonly number[];
  /** Terrain of the starting regions' hexes (0 elsewhere). */
  readonly startTerrain: readonly number[];
  /** True for hexes with at least one side on the board edge. */
  readonly edge: readonly boolean[];
  /** The outer boundary walked clockwise: hex indexes, consecutive repeats removed. */
  readonly perimeter: readonly number[];
  readonly size: number;
}

function parseHex(name: string): [number, number] {
  const col = name.charCodeAt(0) - 65;
  const row = Number(name.slice(1));
  return [col, row];
}

/** Offset (odd columns shifted down) to axial coordinates. */
function axial(col: number, row: number): [number, number] {
  return [col, row - ((col - (col & 1)) >> 1)];
}

function build(players: number): Board {
  const layout = LAYOUTS[players]!;
  const regionNames: string[][] = [...layout.slots.map((s) => [...s]), ...layout.starts.map((s) => [s.fertile, s.mountain, s.forest, s.barren])];
  const all = regionNames.flat();
  if (new Set(all).size !== all.length) throw new Error(`layout ${players}: a hex is in two regions`);
  const names = all.slice().sort((a, b) => {
    const [ca, ra] = parseHex(a), [cb, rb] = parseHex(b);
    return ca - cb || ra - rb;
  });
  const index = new Map(names.map((n, i) => [n, i]));
  const key = (q: number, r: number) => `${q},${r}`;
  const byAxial = new Map<string, number>();
  const ax = names.map((n) => axial(...parseHex(n)));
  ax.forEach(([q, r], i) => byAxial.set(key(q, r), i));
  const dirs = ax.map(([q, r]) => DIRS.map(([dq, dr]) => byAxial.get(key(q + dq, r + dr)) ?? -1));
  const adj = dirs.map((d) => d.filter((h) => h >= 0));
  const regionOf = Array<number>(names.length).fill(-1);
  const posOf = Array<number>(names.length).fill(-1);
  const regionHexes = regionNames.map((ns, reg) =>
    ns.map((n, pos) => {
      const h = index.get(n)!;
      regionOf[h] = reg;
      posOf[h] = pos;
      return h;
    })
  );
  // Sanity: positions 0 and 3 touch each other and both others; 1 and 2 do not touch.
  for (const hs of regionHexes) {
    const touch = (a: number, b: number) => adj[hs[a]!]!.includes(hs[b]!);
    if (!touch(0, 3) || !touch(0, 1) || !touch(0, 2) || !touch(3, 1) || !touch(3, 2) || touch(1, 2)) {
      throw new Error(`layout ${players}: region ${hs.map((h) => names[h]).join(' ')} is not a rhombus`);
    }
  }
  const slots = layout.slots.length;
  const startRegion = layout.starts.map((_, i) => slots + i);
  const startTerrain = Array<number>(names.length).fill(UNKNOWN);
  const startFertile: number[] = [];
  layout.starts.forEach((s) => {
    startTerrain[index.get(s.fertile)!] = FERTILE;
    startTerrain[index.get(s.mountain)!] = MOUNTAIN;
    startTerrain[index.get(s.forest)!] = FOREST;
    startTerrain[index.get(s.barren)!] = BARREN;
    startFertile.push(index.get(s.fertile)!);
  });
  const edge = dirs.map((d) => d.some((h) => h < 0));
  return {
    players, names, dirs, adj, regionOf, posOf, regionHexes, slots, startRegion, startFertile, startTerrain, edge,
    perimeter: tracePerimeter(dirs), size: names.length
  };
}

/**
 * Walks the outer boundary clockwise, edge by edge: from boundary side (h, d), the next side is
 * (h, d+1) when that neighbour is off the board, else (neighbour, d−1). Starts on the north side
 * of the first hex of the leftmost column (always on the outer boundary).
 */
function tracePerimeter(dirs: readonly (readonly number[])[]): number[] {
  let h = 0, d = 0;
  const out: number[] = [];
  const start = `${h}:${d}`;
  for (let guard = 0; guard < 10_000; guard++) {
    if (out[out.length - 1] !== h) out.push(h);
    const d1 = (d + 1) % 6;
    const n = dirs[h]![d1]!;
    if (n < 0) d = d1;
    else {
      h = n;
      d = (d + 5) % 6;
    }
    if (`${h}:${d}` === start) {
      if (out.length > 1 && out[0] === out[out.length - 1]) out.pop();
      return out;
    }
  }
  throw new Error('perimeter walk did not close');
}

const BOARDS: { [players: number]: Board } = {};
export function boardFor(players: number): Board {
  return (BOARDS[players] ??= build(players));
}

/**
 * Distances between hexes over explored hexes only (any terrain; units and cities never block),
 * −1 when unreachable. `explored` is one bit per slot region (starting regions are always known).
 * Cached per board and bit mask: the result depends on nothing else.
 */
const DIST_CACHE = new Map<string, Int8Array>();
export function distances(board: Board, explored: number): Int8Array {
  const key = `${board.players}:${explored}`;
  const hit = DIST_CACHE.get(key);
  if (hit) return hit;
  const n = board.size;
  const known = (h: number) => {
    const r = board.regionOf[h]!;
    return r >= board.slots || ((explored >> r) & 1) === 1;
  };
  const m = new Int8Array(n * n).fill(-1);
  const queue = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    if (!known(s)) continue;
    m[s * n + s] = 0;
    let head = 0, tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const h = queue[head++]!;
      const dh = m[s * n + h]!;
      for (const x of board.adj[h]!) {
        if (m[s * n + x]! >= 0 || !known(x)) continue;
        m[s * n + x] = dh + 1;
        queue[tail++] = x;
      }
    }
  }
  if (DIST_CACHE.size > 2048) DIST_CACHE.clear();
  DIST_CACHE.set(key, m);
  return m;
}
