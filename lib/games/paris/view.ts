/**
 * What a seat (or a spectator, seat = null) sees (paris.md §11). Behind each screen — francs,
 * keys not yet placed, tokens, unused bonus and End Game tiles — only the owner sees; the
 * face-down building stacks show the district of their top tile only; the 3 tiles removed at
 * setup and the End Game stack are hidden from everyone. The view carries every derived number
 * the table draws (district totals and places, VP tile awards, key counts toward the VP tile
 * trigger) so the UI never recomputes a rule.
 */
import type { BonusHow, GameEvent, ParisState, Prompt, Rules, Task } from './types';
import { BUILDING_SITES, DISTRICT_COUNT, END_TILES, ITEMS, LANDMARK_COUNT, RESOURCES, SITES, SLOTS, SLOT_VALUES, TRACK_END, VP_SOURCES } from './types';
import { DISTRICT_DATA } from './tables/districts';
import { BUILDINGS } from './tables/buildings';
import { LANDMARKS, type PrestigeSlot } from './tables/landmarks';
import { VP_TILES, VP_TILE_TRIGGER } from './tables/vptiles';
import { BONUS_TILES } from './tables/bonus';
import { SITE_VALUE, placedKeys, siteDistrict, waitingKeys } from './board';
import { scoreDistrict, type Award, type Standing } from './scoring';
import { promptText } from './describe';
import { SITE_NEED } from './moves';
import { bitCount } from './state';

export interface BuildingView {
  readonly site: number;
  readonly district: number;
  readonly value: number;
  /** The tile on the space, or null while the space is empty. */
  readonly tile: { readonly id: string; readonly type: string; readonly printedDistrict: number } | null;
  /** Resource cost (wood, marble, gold) paid on every acquisition. */
  readonly need: readonly number[];
  /** The token still next to the space (ITEMS name), or null once taken. */
  readonly token: string | null;
  /** One entry per key on it (a seat twice = held twice). */
  readonly keys: readonly number[];
}

export interface LandmarkView {
  readonly site: number;
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly need: readonly number[];
  readonly slots: readonly PrestigeSlot[];
  /** District it is built in, or null in the supply. */
  readonly district: number | null;
  readonly keys: readonly number[];
}

export interface DistrictView {
  readonly index: number;
  readonly name: string;
  readonly bank: number;
  /** Seats with a key on the bank. */
  readonly bankKeys: readonly number[];
  readonly buildingSites: readonly number[];
  /** Landmark sites built here, in the order built (ascending value). */
  readonly landmarks: readonly number[];
  /** The value a new landmark here must exceed (0 = none built yet). */
  readonly landmarkTop: number;
  /** Keys on buildings and landmarks, toward the VP tile trigger. */
  readonly keyCount: number;
  readonly trigger: number;
  readonly vpTile: { readonly index: number; readonly id: string; readonly vp: readonly number[] } | null;
  /** Each taking-part seat's total and best tile. */
  readonly standings: readonly Standing[];
  /** Places and VP if the game ended now (empty without a VP tile). */
  readonly awards: readonly Award[];
}

export interface TrackView {
  readonly pos: number;
  readonly number: number;
  readonly zone: string;
  readonly name: string;
  readonly count: number;
}

/** What is behind a screen: only in the owner's view. */
export interface ScreenView {
  readonly francs: number;
  readonly keys: number;
  /** Token counts by ITEMS name. */
  readonly items: { readonly [item: string]: number };
  readonly bonusTiles: readonly number[];
  readonly endTiles: readonly string[];
}

export interface PlayerView {
  readonly seat: number;
  readonly vp: number;
  readonly vpBySource: { readonly [source: string]: number };
  readonly meeple: number;
  /** Own spare keys still in the general supply. */
  readonly spareKeys: number;
  /** Keys on buildings and landmarks (a doubled tile counts 2). */
  readonly keysOnSites: number;
  /** Keys on banks and the Arc. */
  readonly keysWaiting: number;
  readonly onArc: boolean;
  readonly usedBonus: readonly number[];
  readonly usedEnd: readonly string[];
  /**
   * How many unused bonus / End Game tiles are behind the screen: public, since every take is
   * made in the open (§11.1); which End Game tiles, and (for the search bot's sampling) which
   * bonus tiles, stay behind the screen.
   */
  readonly bonusTilesHeld: number;
  readonly endTilesHeld: number;
  readonly screen: ScreenView | null;
}

/**
 * The turn's progress as the engine keeps it (all public): what the search bot's determinizer
 * needs to rebuild the state (lib/games/paris/determinize.ts); the table does not draw it.
 */
export interface FlowView {
  readonly drawn: boolean;
  readonly acted: boolean;
  /** Trades this turn (ParisState.traded). */
  readonly traded: number;
  readonly prompt: Prompt | null;
  /** Work queued behind the decision (ParisState.queue). */
  readonly queue: readonly Task[];
}

export interface PromptView {
  readonly kind: string;
  readonly seat: number;
  readonly key: string;
  /** Every fact the prompt states (the table renders it from `key` and these). */
  readonly params: Readonly<Record<string, string | number | boolean | null>>;
  /** English fallback with "Player N" (CLI, tests). */
  readonly text: string;
  readonly site: number | null;
  readonly district: number | null;
  readonly how: BonusHow | null;
  readonly price: number;
  /** The landmark whose prestige slots are being filled (LANDMARKS index), or null. */
  readonly landmark: number | null;
  /** The pairs tile being used (23 or 24), or null. */
  readonly tile: number | null;
}

export interface ParisView {
  readonly seat: number | null;
  readonly players: number;
  readonly rules: Rules;
  readonly first: number;
  readonly round: number;
  readonly turn: number;
  /** 0 until the last End Game tile is taken, then the last round. */
  readonly lastRound: number;
  readonly over: boolean;
  readonly prompt: PromptView | null;
  /** Per stack: tiles left and the district printed on the top tile's back. */
  readonly stacks: readonly { readonly count: number; readonly topDistrict: number | null }[];
  /** Tiles out of play that were seen (§7.2 tiles that fit nowhere); the 3 removed unseen are only counted. */
  readonly removedSeen: readonly string[];
  readonly removedUnseen: number;
  readonly districts: readonly DistrictView[];
  readonly buildings: readonly BuildingView[];
  readonly landmarks: readonly LandmarkView[];
  readonly arc: readonly number[];
  readonly supply: { readonly [resource: string]: number };
  readonly vpTilesLeft: readonly number[];
  readonly track: readonly TrackView[];
  readonly endStackCount: number;
  readonly ps: readonly PlayerView[];
  readonly flow: FlowView;
  readonly events: readonly GameEvent[];
}

function seatsOn(s: ParisState, site: number): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.players; seat++) for (let k = s.keys[site * s.players + seat]!; k > 0; k--) out.push(seat);
  return out;
}

function count(xs: readonly number[], names: readonly string[]): { [k: string]: number } {
  const out: { [k: string]: number } = {};
  for (let i = 0; i < names.length; i++) out[names[i]!] = xs[i]!;
  return out;
}

// Parts of the view that never change, built once and shared (frozen) by every view.
const TILE_VIEW = BUILDINGS.map((b) => Object.freeze({ id: b.id, type: b.type as string, printedDistrict: b.district }));
const VP_TILE_VIEW = VP_TILES.map((t, index) => Object.freeze({ index, id: t.id, vp: t.vp }));
const DISTRICT_SITES = DISTRICT_DATA.map((_, d) => Object.freeze(SLOT_VALUES.map((_v, k) => d * SLOTS + k)));
const NO_AWARDS: readonly Award[] = Object.freeze([]);

function districtViews(s: ParisState): DistrictView[] {
  const n = s.players;
  const total = Array<number>(DISTRICT_COUNT * n).fill(0);
  const best = Array<number>(DISTRICT_COUNT * n).fill(0);
  const keyCount = Array<number>(DISTRICT_COUNT).fill(0);
  const landmarks: number[][] = DISTRICT_DATA.map(() => []);
  for (let site = 0; site < SITES; site++) {
    const d = siteDistrict(s, site);
    if (d < 0) continue;
    if (site >= BUILDING_SITES) landmarks[d]!.push(site);
    const v = SITE_VALUE[site]!;
    for (let q = 0; q < n; q++) {
      const k = s.keys[site * n + q]!;
      if (k === 0) continue;
      keyCount[d]! += k;
      total[d * n + q]! += k * v;
      if (v > best[d * n + q]!) best[d * n + q] = v;
    }
  }
  const out: DistrictView[] = [];
  for (let d = 0; d < DISTRICT_COUNT; d++) {
    const dd = DISTRICT_DATA[d]!;
    const standings: Standing[] = [];
    const bankKeys: number[] = [];
    for (let q = 0; q < n; q++) {
      if (total[d * n + q]! > 0) standings.push({ seat: q, total: total[d * n + q]!, best: best[d * n + q]! });
      if ((s.bank[q]! >> d) & 1) bankKeys.push(q);
    }
    const t = s.vpTileAt[d]!;
    out.push({
      index: d,
      name: dd.name,
      bank: dd.bank,
      bankKeys,
      buildingSites: DISTRICT_SITES[d]!,
      landmarks: landmarks[d]!.sort((a, b) => SITE_VALUE[a]! - SITE_VALUE[b]! || a - b),
      landmarkTop: s.landmarkTop[d]!,
      keyCount: keyCount[d]!,
      trigger: VP_TILE_TRIGGER,
      vpTile: t < 0 ? null : VP_TILE_VIEW[t]!,
      standings,
      awards: t < 0 ? NO_AWARDS : scoreDistrict(standings, VP_TILES[t]!.vp, n)
    });
  }
  return out;
}

function promptView(s: ParisState, pr: Prompt): PromptView {
  const text = promptText(s, pr);
  return {
    kind: pr.kind,
    seat: pr.seat,
    key: text.key,
    params: text.params,
    text: text.text,
    site: pr.kind === 'pay' ? pr.site : null,
    district: pr.kind === 'vpTile' ? pr.district : null,
    how: pr.kind === 'bonus' ? pr.how : null,
    price: pr.kind === 'bonus' ? pr.price : 0,
    landmark: pr.kind === 'prestige' ? pr.landmark : null,
    tile: pr.kind === 'pairs' ? pr.tile : null
  };
}

function playerView(s: ParisState, q: number, viewer: number | null): PlayerView {
  const p = s.ps[q]!;
  const bonusTiles: number[] = [];
  const endTiles: string[] = [];
  if (q === viewer) {
    for (let m = p.bonus; m !== 0; m &= m - 1) bonusTiles.push(31 - Math.clz32(m & -m));
    for (let i = 0; i < END_TILES.length; i++) if ((p.endTiles >> i) & 1) endTiles.push(END_TILES[i]!);
  }
  return {
    seat: q,
    vp: p.vp,
    vpBySource: count(p.src, VP_SOURCES),
    meeple: p.meeple,
    spareKeys: p.spare,
    keysOnSites: placedKeys(s, q),
    keysWaiting: waitingKeys(s, q),
    onArc: ((s.arc >> q) & 1) === 1,
    usedBonus: p.usedBonus.slice(),
    usedEnd: p.usedEnd.map((i) => END_TILES[i]!),
    bonusTilesHeld: bitCount(p.bonus),
    endTilesHeld: bitCount(p.endTiles),
    screen: q !== viewer ? null : { francs: p.francs, keys: p.keys, items: count(p.items, ITEMS), bonusTiles, endTiles }
  };
}

export function view(s: ParisState, seat: number | null): ParisView {
  const pr = s.prompt;
  const buildings: BuildingView[] = [];
  for (let site = 0; site < BUILDING_SITES; site++) {
    const tile = s.space[site]!;
    const tok = s.token[site]!;
    buildings.push({
      site,
      district: (site / SLOTS) | 0,
      value: SLOT_VALUES[site % SLOTS]!,
      tile: tile < 0 ? null : TILE_VIEW[tile]!,
      need: SITE_NEED[site]!,
      token: tok < 0 ? null : ITEMS[tok]!,
      keys: seatsOn(s, site)
    });
  }
  const landmarks: LandmarkView[] = [];
  for (let l = 0; l < LANDMARK_COUNT; l++) {
    const lm = LANDMARKS[l]!;
    const at = s.landmarkAt[l]!;
    landmarks.push({ site: BUILDING_SITES + l, id: lm.id, name: lm.name, value: lm.value, need: SITE_NEED[BUILDING_SITES + l]!, slots: lm.slots, district: at < 0 ? null : at, keys: seatsOn(s, BUILDING_SITES + l) });
  }
  const track: TrackView[] = [];
  for (let pos = 1; pos <= TRACK_END; pos++) {
    const n = s.trackNumber[pos]!;
    const t = BONUS_TILES[n - 1]!;
    track.push({ pos, number: n, zone: t.zone, name: t.name, count: s.trackCount[pos]! });
  }
  const arc: number[] = [];
  const ps: PlayerView[] = [];
  for (let q = 0; q < s.players; q++) {
    if ((s.arc >> q) & 1) arc.push(q);
    ps.push(playerView(s, q, seat));
  }
  const vpTilesLeft: number[] = [];
  for (let t = 0; t < VP_TILES.length; t++) if (!s.vpTileAt.includes(t)) vpTilesLeft.push(t);
  return {
    seat,
    players: s.players,
    rules: s.rules,
    first: s.first,
    round: s.round,
    turn: s.turn,
    lastRound: s.lastRound,
    over: s.over,
    prompt: pr === null ? null : promptView(s, pr),
    stacks: s.stacks.map((st) => ({ count: st.length, topDistrict: st.length > 0 ? BUILDINGS[st[st.length - 1]!]!.district : null })),
    removedSeen: s.rules.ignoreDistricts ? s.removed.map((t) => BUILDINGS[t]!.id) : [],
    removedUnseen: s.rules.ignoreDistricts ? 0 : s.removed.length,
    districts: districtViews(s),
    buildings,
    landmarks,
    arc,
    supply: count(s.supply, RESOURCES),
    vpTilesLeft,
    track,
    endStackCount: s.endStack.length,
    ps,
    flow: { drawn: s.drawn, acted: s.acted, traded: s.traded, prompt: pr, queue: s.queue.slice() },
    events: s.events.slice()
  };
}
