/**
 * The search bot's determinizer for Paris: a full state drawn from one seat's view (paris.md §11).
 *
 * Rebuilt exactly from the view (public, or the seat's own): the board (tiles, tokens, keys on
 * sites, banks and the Arc, landmarks, VP tiles), the supply, the bonus track, the VP track, every
 * meeple, spare keys and used tile, the turn's progress and its queued work (`flow`), the seat's
 * own screen, and each other seat's keys behind its screen (start + spare keys taken − keys on
 * the board: every placement is public, §11.1).
 *
 * Drawn from `rng`, consistently with the view:
 *  - the face-down building stacks: each stack's top tile among the unseen tiles of the district
 *    its back shows, the rest of each stack and the 3 tiles removed unseen from the other unseen
 *    tiles (those on no space, not removed face up and not being placed);
 *  - the End Game tiles: the ones not used and not the seat's own are dealt to the other seats
 *    (as many as each holds, `endTilesHeld`), the rest is the stack; when the seat may take one
 *    now it looks through the stack (paris.md §10 item 56), so its legal actions name the stack
 *    and only the others' tiles are drawn;
 *  - the other seats' bonus tiles: the tiles taken from the track (copies − tiles left, position
 *    by position) less every used one and the seat's own are dealt to them, as many as each holds
 *    and never two of one number to one seat (the rules' limit);
 *  - the other seats' resource tokens: all 6 of each resource are somewhere public (next to a
 *    space, in the supply) or behind a screen, so what is neither on the board, in the supply nor
 *    the seat's own lies behind the others' screens, each token with a random one of them;
 *  - the other seats' prestige tokens: a token neither next to a space nor the seat's own is
 *    behind another screen or already out of the game (handed in, returned or sold: not in the
 *    view), so each goes to one of the others or out, uniformly;
 *  - the other seats' francs: not derivable from the view (the rules keep money hidden, §11.1),
 *    drawn uniformly between 0 and twice what a heuristic player holds on average at that player
 *    count and round (OPPONENT_FRANCS, measured in self-play: 5 in round 1, 20–40 mid-game).
 * The future holds no chance (every draw is a stack order fixed at setup), so the state's own
 * generator is only seeded from `rng`.
 */
import { Rng, seedRng } from '../../core/rng';
import type { ParisAction, ParisState, PlayerState } from './types';
import { END_TILES, ITEMS, PRESTIGE_BASE, RESOURCES, SITES, VP_SOURCES } from './types';
import type { ParisView, PlayerView } from './view';
import { BASIC_LAYOUT, BUILDINGS } from './tables/buildings';
import { BONUS_TILES } from './tables/bonus';
import { END_TILE_DATA } from './tables/endtiles';
import { SPARE_KEYS, START_KEYS } from './tables/players';

const TILE_INDEX: ReadonlyMap<string, number> = new Map(BUILDINGS.map((b, i) => [b.id, i]));
const END_INDEX: ReadonlyMap<string, number> = new Map(END_TILES.map((id, i) => [id, i]));
/** Tokens of each item in the game (the basic layout holds every token; the variant moves them). */
export const ITEM_TOTALS: readonly number[] = ITEMS.map((item) => BASIC_LAYOUT.filter((x) => x === item).length);

/**
 * Mean francs a heuristic (level 3) player holds, by player count (2, 3, 4) and round (index =
 * round − 1; later rounds use the last entry): the centre of the draw for a hidden purse. Measured
 * in self-play (every seat, at every decision; 30–40 games per count).
 */
export const OPPONENT_FRANCS: readonly (readonly number[])[] = [
  [5, 10, 14, 17, 20, 22, 24, 25, 27, 29, 31, 31, 33, 35, 37, 39, 41, 42, 43, 42, 44, 43, 43, 42, 40, 38, 35, 32, 29, 26, 24, 21, 17, 16, 13, 10, 8, 6],
  [5, 11, 15, 17, 20, 22, 22, 23, 24, 25, 27, 29, 31, 32, 33, 33, 33, 31, 29, 27, 23, 20, 16, 13, 10, 8, 6, 5],
  [6, 11, 15, 17, 19, 19, 21, 22, 22, 22, 22, 21, 20, 18, 15, 11, 8, 7, 6, 5, 4]
];

const tileIndex = (id: string): number => TILE_INDEX.get(id)!;

/** Keys behind a screen: the start, plus spare keys taken, less those on the board (all public). */
export function keysBehindScreen(view: ParisView, p: PlayerView): number {
  return START_KEYS[view.players]! + (SPARE_KEYS - p.spareKeys) - p.keysOnSites - p.keysWaiting;
}

/** A public player with an empty screen; the screen is filled by the caller. */
function publicPlayer(view: ParisView, p: PlayerView): PlayerState {
  let usedMask = 0;
  for (const n of p.usedBonus) usedMask |= 1 << n;
  return {
    francs: 0,
    keys: keysBehindScreen(view, p),
    spare: p.spareKeys,
    vp: p.vp,
    src: VP_SOURCES.map((k) => p.vpBySource[k]!),
    meeple: p.meeple,
    items: ITEMS.map(() => 0),
    bonus: 0,
    endTiles: 0,
    usedBonus: p.usedBonus.slice(),
    usedEnd: p.usedEnd.map((id) => END_INDEX.get(id)!)
  };
}

/** The stacks (top = last) and the tiles removed unseen, drawn from the tiles nobody has seen. */
function drawStacks(view: ParisView, rng: Rng): { stacks: number[][]; removed: number[] } {
  const seen = new Set<number>();
  for (const b of view.buildings) if (b.tile) seen.add(tileIndex(b.tile.id));
  for (const id of view.removedSeen) seen.add(tileIndex(id));
  const flow = view.flow;
  if (flow.prompt?.kind === 'placeTile') seen.add(flow.prompt.tile);
  for (const t of flow.queue) if (t.k === 'placeTile') seen.add(t.tile);
  const unseen: number[] = [];
  for (let t = 0; t < BUILDINGS.length; t++) if (!seen.has(t)) unseen.push(t);
  rng.shuffleInPlace(unseen);
  // Tops first: each from the unseen tiles of the district its back shows.
  const tops = view.stacks.map((st) => {
    if (st.count === 0 || st.topDistrict === null) return -1;
    const at = unseen.findIndex((t) => BUILDINGS[t]!.district === st.topDistrict);
    if (at < 0) throw new Error(`paris determinize: no unseen tile of district ${st.topDistrict}`);
    return unseen.splice(at, 1)[0]!;
  });
  const stacks = view.stacks.map((st, k) => {
    if (st.count === 0) return [];
    const below = unseen.splice(0, st.count - 1);
    return [...below, tops[k]!];
  });
  const removed = view.rules.ignoreDistricts ? view.removedSeen.map(tileIndex) : unseen.splice(0, view.removedUnseen);
  if (unseen.length !== 0) throw new Error(`paris determinize: ${unseen.length} building tiles unaccounted for`);
  return { stacks, removed };
}

/** Deals `pool` (tile numbers) to `seats`, `want[seat]` each, never two of one number to a seat. */
function dealBonus(pool: readonly number[], seats: readonly number[], want: readonly number[], rng: Rng): Map<number, number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const tiles = rng.shuffled(pool);
    const masks = new Map(seats.map((q) => [q, 0]));
    const left = seats.map((q) => want[q]!);
    let ok = true;
    for (const n of tiles) {
      const open = seats.flatMap((q, i) => (left[i]! > 0 && ((masks.get(q)! >> n) & 1) === 0 ? [i] : []));
      if (open.length === 0) {
        ok = false;
        break;
      }
      // Weighted by the room left, so each seat's share is a uniform draw when numbers are distinct.
      let r = rng.below(open.reduce((a, i) => a + left[i]!, 0));
      let pick = open[0]!;
      for (const i of open) if ((r -= left[i]!) < 0) {
        pick = i;
        break;
      }
      left[pick]! -= 1;
      masks.set(seats[pick]!, masks.get(seats[pick]!)! | (1 << n));
    }
    if (ok) return masks;
  }
  // Fallback: numbers with most copies first, each copy to the seats with most room left.
  const count = new Map<number, number>();
  for (const n of pool) count.set(n, (count.get(n) ?? 0) + 1);
  const numbers = [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || a - b);
  const masks = new Map(seats.map((q) => [q, 0]));
  const left = new Map(seats.map((q) => [q, want[q]!]));
  for (const n of numbers) {
    const order = seats.slice().sort((a, b) => left.get(b)! - left.get(a)! || a - b);
    for (let c = 0; c < count.get(n)!; c++) {
      const q = order[c]!;
      left.set(q, left.get(q)! - 1);
      masks.set(q, masks.get(q)! | (1 << n));
    }
  }
  return masks;
}

/** The bonus tiles held by no one but `others`: taken from the track, not used, not the seat's. */
function othersBonusPool(view: ParisView, own: readonly number[]): number[] {
  const held = new Map<number, number>();
  for (const t of view.track) {
    const copies = BONUS_TILES[t.number - 1]!.copies[view.players - 2]!;
    held.set(t.number, (held.get(t.number) ?? 0) + copies - t.count);
  }
  for (const p of view.ps) for (const n of p.usedBonus) held.set(n, held.get(n)! - 1);
  for (const n of own) held.set(n, held.get(n)! - 1);
  const pool: number[] = [];
  for (const [n, k] of held) for (let c = 0; c < k; c++) pool.push(n);
  return pool;
}

/** A state consistent with what `seat` sees in `view`; null once the game is over. */
export function determinize(view: ParisView, seat: number, rng: Rng, actions: readonly ParisAction[] = []): ParisState | null {
  if (view.over || view.flow.prompt === null) return null;
  const n = view.players;
  const me = view.ps[seat]!;
  const screen = me.screen!;
  const others = view.ps.filter((p) => p.seat !== seat).map((p) => p.seat);
  const ps = view.ps.map((p) => publicPlayer(view, p));

  // The seat's own screen, as it sees it.
  const own = ps[seat]!;
  own.francs = screen.francs;
  own.keys = screen.keys;
  own.items = ITEMS.map((k) => screen.items[k] ?? 0);
  for (const b of screen.bonusTiles) own.bonus |= 1 << b;
  for (const id of screen.endTiles) own.endTiles |= 1 << END_INDEX.get(id)!;

  const { stacks, removed } = drawStacks(view, rng);

  // End Game tiles: the unknown ones, dealt to the others by count; the rest is the stack. A seat
  // that may take one now looks through the stack (§10 item 56): its actions list the tiles left.
  const usedEnd = new Set<number>();
  for (const p of ps) for (const i of p.usedEnd) usedEnd.add(i);
  const looked = new Set<number>();
  for (const a of actions) if (a.type === 'takeEnd') looked.add(END_INDEX.get(a.tile)!);
  const endPool = END_TILE_DATA.map((_, i) => i).filter((i) => !usedEnd.has(i) && ((own.endTiles >> i) & 1) === 0 && (looked.size === 0 || !looked.has(i)));
  rng.shuffleInPlace(endPool);
  for (const q of others) for (const i of endPool.splice(0, view.ps[q]!.endTilesHeld)) ps[q]!.endTiles |= 1 << i;
  const endStack = (looked.size > 0 ? [...looked] : endPool).sort((a, b) => a - b);
  if (endStack.length !== view.endStackCount) throw new Error('paris determinize: End Game tiles unaccounted for');

  // Bonus tiles behind the other screens.
  const want = view.ps.map((p) => p.bonusTilesHeld);
  const dealt = dealBonus(othersBonusPool(view, screen.bonusTiles), others, want, rng);
  for (const q of others) ps[q]!.bonus = dealt.get(q)!;

  // Tokens behind the other screens: resources exactly by total, prestige each behind one or out.
  const onBoard = ITEMS.map(() => 0);
  for (const b of view.buildings) if (b.token !== null) onBoard[ITEMS.indexOf(b.token as (typeof ITEMS)[number])]! += 1;
  const supply = RESOURCES.map((r) => view.supply[r]!);
  for (let i = 0; i < ITEMS.length; i++) {
    const hidden = ITEM_TOTALS[i]! - onBoard[i]! - own.items[i]! - (i < PRESTIGE_BASE ? supply[i]! : 0);
    for (let k = 0; k < hidden; k++) {
      const bin = rng.below(i < PRESTIGE_BASE ? others.length : others.length + 1);
      if (bin < others.length) ps[others[bin]!]!.items[i]! += 1;
    }
  }

  // Francs: hidden by the rules; a draw around what a player usually holds at this point.
  const byRound = OPPONENT_FRANCS[n - 2]!;
  const mean = byRound[Math.min(view.round, byRound.length) - 1]!;
  for (const q of others) ps[q]!.francs = rng.between(0, 2 * mean);

  const keys = Array<number>(SITES * n).fill(0);
  for (const b of view.buildings) for (const q of b.keys) keys[b.site * n + q]! += 1;
  for (const l of view.landmarks) for (const q of l.keys) keys[l.site * n + q]! += 1;
  const bank = Array<number>(n).fill(0);
  for (const d of view.districts) for (const q of d.bankKeys) bank[q]! |= 1 << d.index;
  let arc = 0;
  for (const q of view.arc) arc |= 1 << q;
  const flow = view.flow;
  return {
    players: n,
    rules: view.rules,
    rng: seedRng(`determinized/${rng.uint32()}`),
    first: view.first,
    round: view.round,
    turn: view.turn,
    drawn: flow.drawn,
    acted: flow.acted,
    traded: flow.traded,
    lastRound: view.lastRound,
    over: view.over,
    stacks,
    removed,
    space: view.buildings.map((b) => (b.tile ? tileIndex(b.tile.id) : -1)),
    token: view.buildings.map((b) => (b.token === null ? -1 : ITEMS.indexOf(b.token as (typeof ITEMS)[number]))),
    keys,
    bank,
    arc,
    landmarkAt: view.landmarks.map((l) => l.district ?? -1),
    landmarkTop: view.districts.map((d) => d.landmarkTop),
    vpTileAt: view.districts.map((d) => (d.vpTile ? d.vpTile.index : -1)),
    supply,
    trackNumber: [0, ...view.track.map((t) => t.number)],
    trackCount: [0, ...view.track.map((t) => t.count)],
    endStack,
    ps,
    prompt: flow.prompt,
    queue: flow.queue.slice(),
    events: []
  };
}
