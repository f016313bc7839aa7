/**
 * The Paris heuristic player. It reads only its seat's view and the legal actions (never the
 * state) and scores each action in tenths of a VP with a hand-made value model:
 *  - districts are worth the VP their current standings would bring, weighted by how likely the
 *    district is to get a VP tile (a placed tile counts in full); a move scores the change;
 *  - a franc is worth what francs can buy now (the best targets' VP per franc beyond the turn they
 *    take, blended with a value by stage; `francValue`), 1 VP with bonus 27;
 *  - tokens, bonus tiles and End Game tiles by what they usually turn into;
 *  - a key on a bank is income now plus the best move it prepares;
 *  - an End Game tile take also gets `END_TILE_PULL` (from level 2 on): ending sooner pays.
 * Levels come from the kit's scoring-bot driver (noise of ±4 / ±1 / 0 units on these scores).
 */
import type { BotInput, Scorer } from '../../core/entry';
import type { EndTile, ParisAction } from './types';
import { ARC, BANK_BASE, BUILDING_SITES, DISTRICT_COUNT, END_TILES, PRESTIGE_BASE, SLOTS } from './types';
import type { BuildingView, ParisView, ScreenView } from './view';
import { scoreDistrict, type Standing } from './scoring';
import { BONUS_TILES } from './tables/bonus';
import { END_TILE_DATA } from './tables/endtiles';
import { LANDMARKS } from './tables/landmarks';
import { VP_TILES } from './tables/vptiles';
import { BUY_PRICE } from './tables/prices';
import type { TileEffect } from './tables/effects';

/** Score unit: tenths of a VP. */
export const UNIT = 10;
const VP = UNIT;

/** Values in tenths of a VP per token (wood, marble, gold, bronze, silver, gold prestige). */
const TOKEN_VALUE = [15, 20, 25, 25, 30, 35];
const ITEM_NAMES = ['wood', 'marble', 'gold', 'bronze', 'silver', 'goldPrestige'];

interface Ctx {
  readonly v: ParisView;
  readonly me: number;
  readonly screen: ScreenView;
  readonly items: readonly number[];
  /** Tenths of a VP per franc (`francValue`; set once, right after the rest of the context). */
  franc: number;
  /** 0 (start) … 100 (final round): how far the game is. */
  readonly stage: number;
  readonly finalRound: boolean;
  /** Probability (percent) that each district ends with a VP tile. */
  readonly tileOdds: readonly number[];
  /** The VP of a district's tile, or the mean of those left (×10). */
  readonly tileVp: readonly (readonly [number, number, number])[];
  /** Track values, computed once per decision when needed. */
  track: { pos: number; value: number }[] | null;
  /** Per-decision memos: district values by (district, my total, my best), best moves, the lead. */
  readonly districtMemo: Map<number, number>;
  readonly moveMemo: Map<number, number>;
  lead: number | null;
  /** Per-decision memos of the situational tile values and the targets they aim at. */
  readonly tileMemo: Map<number, number>;
  reachable: Target[] | null;
  targets: { site: number; value: number; net: number; need: readonly number[] }[] | null;
  /** Tenths of a VP added to an End Game tile take (`END_TILE_PULL` from level 2 on). */
  readonly endPull: number;
}

/** A site I could buy (`reachableTargets`): its value (price), what my key there brings, the resources it needs. */
interface Target {
  readonly site: number;
  readonly value: number;
  readonly gain: number;
  readonly need: readonly number[];
}

function trackValuesCached(c: Ctx): { pos: number; value: number }[] {
  if (c.track === null) c.track = trackValues(c);
  return c.track;
}

function stageOf(v: ParisView): number {
  const stackLeft = v.stacks.reduce((a, s) => a + s.count, 0);
  if (v.lastRound > 0) return v.round >= v.lastRound ? 100 : 95;
  if (stackLeft > 0) return 60 - Math.floor((60 * stackLeft) / 36);
  return 60 + Math.floor((35 * (12 - v.endStackCount)) / 12);
}

function ctxOf(v: ParisView, me: number, endPull = END_TILE_PULL): Ctx {
  const screen = v.ps[me]!.screen!;
  const items = ['wood', 'marble', 'gold', 'bronze', 'silver', 'goldPrestige'].map((k) => screen.items[k] ?? 0);
  const stage = stageOf(v);
  const left = v.vpTilesLeft.map((t) => VP_TILES[t]!.vp);
  const mean = [0, 1, 2].map((i) => (left.length ? Math.floor((10 * left.reduce((a, t) => a + t[i]!, 0)) / left.length) : 0)) as [number, number, number];
  const tileVp = v.districts.map((d) => (d.vpTile ? ([d.vpTile.vp[0]! * 10, d.vpTile.vp[1]! * 10, d.vpTile.vp[2]! * 10] as [number, number, number]) : mean));
  const late = stage >= 90;
  const tileOdds = v.districts.map((d) => (d.vpTile ? 100 : d.keyCount >= 3 ? (late ? 60 : 95) : d.keyCount === 2 ? (late ? 25 : 80) : d.keyCount === 1 ? (late ? 5 : 60) : late ? 0 : 40));
  const c: Ctx = { v, me, screen, items, franc: 0, stage, finalRound: v.lastRound > 0 && v.round >= v.lastRound, tileOdds, tileVp, track: null, districtMemo: new Map(), moveMemo: new Map(), lead: null, tileMemo: new Map(), reachable: null, targets: null, endPull };
  c.franc = francValue(c);
  return c;
}

/** The fixed franc value by stage (engine v4): early francs buy the first buildings sooner, late ones may find nothing to buy. */
function stageFranc(c: Ctx): number {
  return c.stage > 85 ? 5 : c.stage < 35 ? 11 : 8;
}

/**
 * Tenths of a VP per franc, from what francs can buy now (issue 14 item 2): the targets within
 * reach (`reachableTargets`), each worth its VP beyond the turn it takes (`turnCost`) per franc of
 * its price, best first, as many as `targets`. The francs in hand pay for the first ones; the next franc is worth the VP per franc of
 * the first target they do not cover, or the stage value less `spare` when they cover them all.
 * Blended with the stage value; 1 VP with tile 27 (each franc is a VP at the end), almost nothing
 * in the final round, the stage value late (few turns left to buy with).
 */
function francValue(c: Ctx): number {
  if (c.screen.bonusTiles.includes(27)) return 10;
  if (c.finalRound) return 1;
  const base = stageFranc(c);
  if (c.stage > 85) return base;
  const w = FRANC_WEIGHTS;
  const rates: { rate: number; price: number }[] = [];
  for (const t of reachableTargets(c)) if (t.gain > w.turnCost) rates.push({ rate: Math.floor((t.gain - w.turnCost) / t.value), price: t.value });
  rates.sort((a, b) => b.rate - a.rate || a.price - b.price);
  let francs = c.screen.francs;
  let marginal = base - w.spare;
  for (const t of rates.slice(0, w.targets[c.v.players - 2])) {
    if (t.price > francs) {
      marginal = t.rate;
      break;
    }
    francs -= t.price;
  }
  const mixed = Math.floor((w.stageShare * base + (100 - w.stageShare) * marginal) / 100);
  return Math.max(w.min, Math.min(w.max, mixed));
}

/** My expected district VP (tenths) with these standings (memoised by my total and best there). */
function districtValue(c: Ctx, d: number, standings: readonly Standing[]): number {
  const odds = c.tileOdds[d]!;
  if (odds === 0 || standings.length === 0) return 0;
  const mine = standings.find((x) => x.seat === c.me);
  const key = (d * 1024 + (mine?.total ?? 0)) * 64 + (mine?.best ?? 0);
  const hit = c.districtMemo.get(key);
  if (hit !== undefined) return hit;
  const award = scoreDistrict(standings, c.tileVp[d]!, c.v.players).find((a) => a.seat === c.me);
  const value = award ? Math.floor((award.vp * odds) / 100) : 0;
  c.districtMemo.set(key, value);
  return value;
}

/** Standings of district d after my total there changes by `delta` and my best becomes at least `best`. */
function withMine(c: Ctx, d: number, delta: number, best: number, drop = 0): Standing[] {
  const st = c.v.districts[d]!.standings;
  const out: Standing[] = [];
  let found = false;
  for (const s of st) {
    if (s.seat !== c.me) out.push(s);
    else {
      found = true;
      const total = s.total + delta;
      // Dropping the tile that was the best: the best becomes the next one (approximated by the new one).
      const b = drop === s.best ? best : Math.max(s.best, best);
      if (total > 0) out.push({ seat: c.me, total, best: b });
    }
  }
  if (!found && delta > 0) out.push({ seat: c.me, total: delta, best });
  return out;
}

function siteValue(c: Ctx, site: number): number {
  return site < BUILDING_SITES ? c.v.buildings[site]!.value : LANDMARKS[site - BUILDING_SITES]!.value;
}

function siteDistrictOf(c: Ctx, site: number): number {
  return site < BUILDING_SITES ? (site / SLOTS) | 0 : c.v.landmarks[site - BUILDING_SITES]!.district ?? -1;
}

/** What holding one more unused bonus tile of this effect is worth to me (tenths). */
function effectValue(c: Ctx, e: TileEffect, number = 0): number {
  const myKeysOn = (value: number) => c.v.buildings.filter((b) => b.value === value && b.keys.includes(c.me)).reduce((a, b) => a + b.keys.filter((k) => k === c.me).length, 0);
  const myLandmarks = c.v.landmarks.reduce((a, l) => a + l.keys.filter((k) => k === c.me).length, 0);
  // Room to grow: keys not yet on buildings will land somewhere (about one in six per value).
  const free = c.stage >= 90 ? 0 : c.screen.keys + c.v.ps[c.me]!.keysWaiting;
  const future = Math.floor(free / 6);
  switch (e.kind) {
    case 'gain':
      return e.francs * c.franc + e.vp * VP;
    case 'resource':
      return resourceTileValue(c, e.resource);
    case 'resourceAny':
      // Any type: about 3 VP a unit (it saves a purchase when a cost comes up), and 10 at least a
      // share of the best one-type tile (2/3/4) here. 21 valued that way too lost head to head.
      return e.units === 1 ? Math.max(TILE_WEIGHTS.anyResource, Math.floor((TILE_WEIGHTS.anyShare * bestResourceTile(c)) / 100)) : TILE_WEIGHTS.anyResource * e.units;
    case 'prestigeAny':
      return prestigeTileValue(c, e.units);
    case 'perBuilding':
      return e.vpEach * VP * (myKeysOn(e.value) + future);
    case 'perLandmark':
      return e.vpEach * VP * (myLandmarks + future);
    case 'perPlacedKey': {
      const keys = c.v.ps[c.me]!.keysOnSites;
      return e.vpEach * VP * (keys + future);
    }
    case 'perTopDistrict':
      return e.vpEach * VP * Math.max(1, topDistricts(c));
    case 'stackOwn':
    case 'shareOpponent':
      return TILE_WEIGHTS.byBoard[c.v.players - 2] ? viaTileValue(c, e.kind === 'stackOwn') : c.stage < 85 ? 35 : 5;
    case 'extraKey':
      return c.v.ps[c.me]!.spareKeys > 0 && c.stage < 85 ? Math.max(e.fallbackVp * VP, (TILE_WEIGHTS.byBoard[c.v.players - 2] ? extraKeyValue(c) : keyValue(c)) - e.price * c.franc) : e.fallbackVp * VP;
    case 'bonusTake':
      return 45;
    case 'takeAny':
      // Any tile on the track, behind the pawn too: the best one I may hold, which others may take first.
      return Math.max(55, Math.floor((50 * bestAnywhere(c)) / 100));
    case 'stepBack':
      return 40;
    case 'unusedTiles':
      return e.vpByPlayers[c.v.players - 2]! * VP * (c.screen.bonusTiles.filter((n) => n !== number).length + future);
    case 'prestigePairs':
    case 'resourcePairs':
      return e.vpByPlayers[c.v.players - 2]! * VP * (1 + (c.stage < 60 ? 1 : 0));
    case 'endMoney':
      return 60 + 5 * c.screen.francs;
    case 'variety':
      return e.vpByTypes[Math.min(e.vpByTypes.length - 1, typesHeld(c) + (future > 0 ? 1 : 0))]! * VP;
  }
}

/**
 * Weights of the situational bonus-tile values (issue 14 item 2): the resource tiles 2/3/4 and
 * the prestige tiles 8/19 are worth what they can do on the board now (the targets they open,
 * the supply, the landmark slots left), not a fixed amount; the resource wildcard 10 at least a
 * share of the best of 2/3/4; the stack/share tiles 9/16 what their best move beats a plain move
 * by; the key tiles 13/14 a bank placement now. Each was kept only if a bot with it won at least
 * parity head to head against the flat values (`headtohead.bench.ts`, ≥ 1,200 games, docs/
 * rules-decisions.md § Paris Self-play). Tenths of a VP unless said.
 */
/**
 * Tenths of a VP added to every End Game tile take: each take also brings the end nearer, and a
 * shorter game spends fewer turns on moves worth less than a tile. Head to head against the v3 bot
 * (600 deals; session 10) 8 VP beat 6, 7, 9, 10 and 12 at 2, 3 and 4 players alike.
 */
export const END_TILE_PULL = 80;

/**
 * Weights of `francValue` (tenths of a VP per franc unless said). Tuned head to head against the
 * session-10 bot (`headtohead.bench.ts <players> 1200 3 v4`, docs/rules-decisions.md § Paris Self-play).
 */
export const FRANC_WEIGHTS = {
  /** Tenths of a VP a target must bring to pay for the turn it takes (a bank turn brings about 6 francs, 4–5 VP). */
  turnCost: 40,
  /**
   * Targets counted at 2/3/4 players, best VP per franc first. At 4 players fewer than 5 lost head
   * to head (0.215–0.24 of 1,200, parity 0.25); at 2–3 players 5 made tile 1 a rare take (1 / 26.5 %).
   */
  targets: [2, 2, 5],
  /** Francs that cover every target counted buy only lesser ones: the stage value less this. */
  spare: 2,
  /** Percent of the stage value in the blend (the targets move as others take them; 30 and 70 played alike). */
  stageShare: 50,
  /** Bounds: a franc is never worth nothing before the end, nor more than a VP and a half. */
  min: 4,
  max: 15
} as const;

export const TILE_WEIGHTS = {
  /** Francs beyond those in hand that a target may cost and still be aimed at (about one bank turn). */
  reach: 10,
  /**
   * Percent of a target's price in francs counted against it when judging what a tile that
   * opens it is worth (the francs would buy another target, but rarely one as good).
   */
  priceShare: 30,
  /** A needed resource the supply can sell: its price plus this (the target comes a turn sooner). */
  needTempo: 10,
  /**
   * A needed resource the supply lacks: percent of the target's net value the tile unlocks, at
   * 2/3/4 players (with more players more of the board's tokens go to others first).
   */
  unlockShare: [80, 60, 50],
  /** …but never more than this (a token may still come from a building's space). */
  unlockCap: 90,
  /** A resource or prestige tile nothing aims at: it still saves a purchase or sells (tenths). */
  spareResource: 20,
  /** Percent of the open slots' VP a prestige wildcard is worth (the landmark may go to another player first). */
  prestigeShare: 70,
  /** A prestige unit that fills no slot of a reachable landmark. */
  sparePrestige: 15,
  /** A resource wildcard (10, 21) unit when nothing on the board needs it. */
  anyResource: 30,
  /** Percent of the best one-type tile's value a resource wildcard (10) is worth at least (100 lost at 4 players). */
  anyShare: 70,
  /**
   * Stack-own / share tiles (9, 16): percent of the best occupied-site move they allow now (it
   * may be gone or better spent by the time the tile is used), and the floor before the end.
   */
  viaShare: 60,
  viaFloor: 20,
  /**
   * Player counts (2/3/4) at which 9/16 and 13/14 are valued by the board; at 4 players the
   * flat values (3.5 VP; a key 8 VP shrinking with the game) won more head to head. A 4-player
   * key at 90 % of the board value (taken 0 → 18 % of games) lost too (0.232 of 2,400 against the
   * flat value's 0.248 on the same deals), at 80 % it was never taken.
   */
  byBoard: [true, true, false]
} as const;

/** The best of the one-type resource tiles (Wood, Marble, Gold) for me now. */
function bestResourceTile(c: Ctx): number {
  return Math.max(resourceTileValue(c, 0), resourceTileValue(c, 1), resourceTileValue(c, 2));
}

/**
 * A stack-own (own = true) or share tile: a share of what the best move it allows now — from one of
 * my keys (on a bank or a site) onto a site of the same district held by me (stack) or only by
 * others (share), within the francs in hand plus a bank turn — brings beyond the best plain move
 * (onto an empty site), valued like any move, net of francs and resources.
 */
function viaTileValue(c: Ctx, own: boolean): number {
  const key = own ? 301 : 302;
  const hit = c.tileMemo.get(key);
  if (hit !== undefined) return hit;
  // A move onto a value-1/2 building counts a bonus take, which values this tile again: the floor meanwhile.
  c.tileMemo.set(key, TILE_WEIGHTS.viaFloor);
  let bestVia = 0;
  let bestPlain = 0;
  if (c.stage < 85) {
    const budget = c.screen.francs + TILE_WEIGHTS.reach;
    const sites: { site: number; d: number; keys: readonly number[]; need: readonly number[] }[] = [];
    for (const b of c.v.buildings) if (b.tile) sites.push({ site: b.site, d: b.district, keys: b.keys, need: b.need });
    for (const l of c.v.landmarks) if (l.district !== null) sites.push({ site: l.site, d: l.district, keys: l.keys, need: l.need });
    const origins: { from: number; d: number; above: number }[] = [];
    for (const x of sites) if (x.keys.includes(c.me)) origins.push({ from: x.site, d: x.d, above: siteValue(c, x.site) });
    for (const d of c.v.districts) if (d.bankKeys.includes(c.me)) origins.push({ from: -1, d: d.index, above: 0 });
    for (const o of origins) {
      for (const to of sites) {
        if (to.d !== o.d || to.site === o.from) continue;
        const value = siteValue(c, to.site);
        if (value <= o.above || value - o.above > budget) continue;
        const via = to.keys.length > 0;
        if (via && to.keys.includes(c.me) !== own) continue;
        let net = acquireValue(c, to.site, to.d, o.above, o.from) - (value - o.above) * c.franc;
        to.need.forEach((n, r) => (net -= n * (c.items[r]! > 0 ? TOKEN_VALUE[r]! : BUY_PRICE[r]! * c.franc)));
        if (via) bestVia = Math.max(bestVia, net);
        else bestPlain = Math.max(bestPlain, net);
      }
    }
  }
  const value = c.stage < 85 ? Math.max(TILE_WEIGHTS.viaFloor, Math.floor((TILE_WEIGHTS.viaShare * Math.max(0, bestVia - bestPlain)) / 100)) : 5;
  c.tileMemo.set(key, value);
  return value;
}

/** The district VP (tenths) my key on `site` (district d) would add, with the site's own benefits; no francs. */
function siteGain(c: Ctx, site: number, d: number): number {
  const value = siteValue(c, site);
  let gain = districtValue(c, d, withMine(c, d, value, value)) - districtValue(c, d, c.v.districts[d]!.standings);
  if (site < BUILDING_SITES) {
    const b = c.v.buildings[site]!;
    if (b.token) gain += TOKEN_VALUE[ITEM_NAMES.indexOf(b.token)]!;
    if (value === 8) gain += 2 * VP;
  } else gain += prestigeGain(c, LANDMARKS[site - BUILDING_SITES]!.slots) + 10;
  return gain;
}

/**
 * Targets within reach, with what my key there would bring (`siteGain`, no francs): empty buildings
 * and landmarks not yet built (in their best district) costing at most the francs in hand +
 * `TILE_WEIGHTS.reach`. Read by the franc value and by the tiles that open targets.
 */
function reachableTargets(c: Ctx): Target[] {
  if (c.reachable) return c.reachable;
  const budget = c.screen.francs + TILE_WEIGHTS.reach;
  const out: Target[] = [];
  for (const b of c.v.buildings) {
    if (!b.tile || b.keys.length > 0 || b.value > budget) continue;
    out.push({ site: b.site, value: b.value, gain: siteGain(c, b.site, b.district), need: b.need });
  }
  for (const l of c.v.landmarks) {
    if (l.district !== null || l.value > budget) continue;
    let best: number | null = null;
    for (const d of c.v.districts) {
      if (d.landmarkTop >= l.value) continue;
      const g = siteGain(c, l.site, d.index);
      best = best === null ? g : Math.max(best, g);
    }
    if (best !== null) out.push({ site: l.site, value: l.value, gain: best, need: l.need });
  }
  c.reachable = out;
  return out;
}

/** The targets I can aim at, each net of a share of its price (`TILE_WEIGHTS.priceShare`). */
function aimTargets(c: Ctx): { site: number; value: number; net: number; need: readonly number[] }[] {
  if (c.targets) return c.targets;
  c.targets = reachableTargets(c).map((t) => ({ site: t.site, value: t.value, net: t.gain - Math.floor((TILE_WEIGHTS.priceShare * t.value * c.franc) / 100), need: t.need }));
  return c.targets;
}

/** Units of resource r I hold: tokens and one-type resource tiles. */
function heldResource(c: Ctx, r: number): number {
  let n = c.items[r]!;
  for (const t of c.screen.bonusTiles) {
    const e = BONUS_TILES[t - 1]!.effect;
    if (e.kind === 'resource' && e.resource === r) n++;
  }
  return n;
}

/**
 * One unit of resource r: for each target that needs more of it than I hold, the price it saves
 * (plus a turn of tempo) while the supply has it, or a share of the target itself when the supply
 * is short (only tokens spent by players refill it).
 */
function resourceTileValue(c: Ctx, r: number): number {
  const key = 100 + r;
  const hit = c.tileMemo.get(key);
  if (hit !== undefined) return hit;
  const held = heldResource(c, r);
  const supply = c.v.supply[ITEM_NAMES[r]!] ?? 0;
  let best = TILE_WEIGHTS.spareResource + (c.stage < 85 ? Math.floor((BUY_PRICE[r]! * c.franc) / 2) : 0);
  for (const t of aimTargets(c)) {
    const short = t.need[r]! - held;
    if (short <= 0 || t.net <= 0) continue;
    const saves = BUY_PRICE[r]! * c.franc + TILE_WEIGHTS.needTempo;
    const unlock = Math.min(TILE_WEIGHTS.unlockCap, Math.floor((TILE_WEIGHTS.unlockShare[c.v.players - 2]! * t.net) / 100));
    best = Math.max(best, supply < short ? Math.max(saves, unlock) : saves);
  }
  c.tileMemo.set(key, best);
  return best;
}

/** `units` prestige wildcards: the best slots they would fill at a landmark I can aim at, beyond the tokens I hold. */
function prestigeTileValue(c: Ctx, units: number): number {
  const key = 200 + units;
  const hit = c.tileMemo.get(key);
  if (hit !== undefined) return hit;
  let best = 0;
  for (const t of aimTargets(c)) {
    if (t.site < BUILDING_SITES) continue;
    const held = [c.items[PRESTIGE_BASE]!, c.items[PRESTIGE_BASE + 1]!, c.items[PRESTIGE_BASE + 2]!];
    const open: number[] = [];
    for (const s of LANDMARKS[t.site - BUILDING_SITES]!.slots) {
      if (held[s.metal]! > 0) held[s.metal]! -= 1;
      else open.push(s.vp * VP);
    }
    best = Math.max(best, Math.floor((TILE_WEIGHTS.prestigeShare * topSum(open, units)) / 100));
  }
  const value = Math.max(best, TILE_WEIGHTS.sparePrestige * units);
  c.tileMemo.set(key, value);
  return value;
}

/**
 * The bonus track as a forward-only pick: with R more takes expected after this one, taking the
 * tile at p is worth its value plus the best R tiles still ahead of p. A right to one more take is
 * worth the (R+1)-th best tile ahead of the pawn.
 */
function trackValues(c: Ctx): { pos: number; value: number }[] {
  const meeple = c.v.ps[c.me]!.meeple;
  const out: { pos: number; value: number }[] = [];
  for (const t of c.v.track) {
    if (t.pos <= meeple || t.count === 0 || c.screen.bonusTiles.includes(t.number)) continue;
    out.push({ pos: t.pos, value: effectValue(c, BONUS_TILES[t.number - 1]!.effect, t.number) });
  }
  return out;
}

/** The value of the best tile anywhere on the track that I could take (not a take-any tile itself). */
function bestAnywhere(c: Ctx): number {
  let best = 0;
  for (const t of c.v.track) {
    if (t.count === 0 || c.screen.bonusTiles.includes(t.number)) continue;
    const e = BONUS_TILES[t.number - 1]!.effect;
    if (e.kind !== 'takeAny') best = Math.max(best, effectValue(c, e, t.number));
  }
  return best;
}

/** Bonus takes still expected after the current one. */
function takesLeft(c: Ctx): number {
  return Math.max(0, Math.floor((100 - c.stage) / 20));
}

function topSum(values: number[], k: number): number {
  return values.sort((a, b) => b - a).slice(0, k).reduce((a, b) => a + b, 0);
}

/** What taking the tile at `pos` (forward) is worth, counting what it leaves ahead. */
function forwardTake(c: Ctx, vals: { pos: number; value: number }[], pos: number): number {
  const here = vals.find((x) => x.pos === pos)?.value ?? 0;
  const r = takesLeft(c);
  // Tiles ahead may be gone when the pawn gets there (others take them): counted at 60%.
  const ahead = (p: number) => Math.floor((60 * topSum(vals.filter((x) => x.pos > p).map((x) => x.value), r)) / 100);
  return here + ahead(pos) - ahead(0);
}

/** The value of one more forward take now (tenths). */
function bonusRight(c: Ctx): number {
  const vals = trackValues(c);
  const r = takesLeft(c);
  const sorted = vals.map((x) => x.value).sort((a, b) => b - a);
  return Math.max(0, sorted[r] ?? 0);
}

const TYPE_BIT: Readonly<Record<string, number>> = { cafe: 1, bakery: 2, hotel: 4, theatre: 8, residence: 16, restaurant: 32 };

function typesHeld(c: Ctx): number {
  let mask = 0;
  for (const b of c.v.buildings) if (b.tile && b.keys.includes(c.me)) mask |= TYPE_BIT[b.tile.type] ?? 0;
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n + (c.v.landmarks.some((l) => l.keys.includes(c.me)) ? 1 : 0);
}

function topDistricts(c: Ctx): number {
  let n = 0;
  for (let d = 0; d < DISTRICT_COUNT; d++) {
    let top = -1, mine = false;
    const consider = (value: number, keys: readonly number[]) => {
      if (keys.length === 0 || value < top) return;
      if (value > top) mine = false;
      top = value;
      if (keys.includes(c.me)) mine = true;
    };
    for (const b of c.v.buildings) if (b.district === d) consider(b.value, b.keys);
    for (const l of c.v.landmarks) if (l.district === d) consider(l.value, l.keys);
    if (mine) n++;
  }
  return n;
}

/** A key in hand: roughly what a bank placement plus a later move bring, shrinking as the game ends. */
function keyValue(c: Ctx): number {
  return c.stage >= 90 ? 0 : Math.floor((80 * (100 - c.stage)) / 100);
}

/**
 * One more key to place (13, 14): what placing it on the best bank now is worth — its francs and
 * half the best move they prepare, as a bank placement is scored — shrinking as the game ends.
 */
function extraKeyValue(c: Ctx): number {
  const hit = c.tileMemo.get(400);
  if (hit !== undefined) return hit;
  c.tileMemo.set(400, keyValue(c)); // as for 9/16: a move's bonus take values this tile again
  let best = 0;
  for (const d of c.v.districts) best = Math.max(best, d.bank * c.franc + Math.floor(bestMoveFrom(c, d.index, c.screen.francs + d.bank) / 2));
  const value = Math.floor((best * (100 - c.stage)) / 100);
  c.tileMemo.set(400, value);
  return value;
}

/** The net value of the best move from a key in district d (or anywhere for the Arc) with `francs`. */
function bestMoveFrom(c: Ctx, d: number, francs: number): number {
  const key = (d + 1) * 1000 + francs;
  const hit = c.moveMemo.get(key);
  if (hit !== undefined) return hit;
  let best = 0;
  for (const b of c.v.buildings) {
    if ((d >= 0 && b.district !== d) || !b.tile || b.keys.length > 0 || b.value > francs) continue;
    const val = acquireValue(c, b.site, b.district, 0, -1) - b.value * c.franc;
    if (val > best) best = val;
  }
  c.moveMemo.set(key, best);
  return best;
}

/** Value of acquiring site (district d) with a key coming from a tile worth `fromValue` (site `from` or -1). */
function acquireValue(c: Ctx, site: number, d: number, fromValue: number, from: number): number {
  const value = siteValue(c, site);
  const before = districtValue(c, d, c.v.districts[d]!.standings);
  const sameDistrict = from >= 0 && siteDistrictOf(c, from) === d;
  const after = districtValue(c, d, withMine(c, d, value - (sameDistrict ? fromValue : 0), value, sameDistrict ? fromValue : 0));
  let gain = after - before;
  if (site < BUILDING_SITES) {
    const b: BuildingView = c.v.buildings[site]!;
    if (b.token) gain += TOKEN_VALUE[['wood', 'marble', 'gold', 'bronze', 'silver', 'goldPrestige'].indexOf(b.token)]!;
    if (value === 8) gain += 2 * VP;
    if (value <= 2) gain += bonusRight(c);
    if (value === 3) gain += Math.max(0, bonusRight(c) - 2 * c.franc);
  } else {
    const l = LANDMARKS[site - BUILDING_SITES]!;
    gain += prestigeGain(c, l.slots) + 10;
    if (c.screen.bonusTiles.includes(29)) gain += 60;
  }
  // A tile left for the end phase is worth less: fewer turns to use what it brings.
  return gain;
}

/** Rough VP of handing in held prestige at a landmark with these slots. */
function prestigeGain(c: Ctx, slots: readonly { metal: number; vp: number }[]): number {
  const held = [c.items[PRESTIGE_BASE]!, c.items[PRESTIGE_BASE + 1]!, c.items[PRESTIGE_BASE + 2]!];
  let vp = 0;
  for (const s of slots) {
    if (held[s.metal]! > 0) {
      held[s.metal]! -= 1;
      vp += s.vp * VP - TOKEN_VALUE[PRESTIGE_BASE + s.metal]!;
    }
  }
  return Math.max(0, vp);
}

function myAward(c: Ctx, d: number, tile: number): number {
  const vp = VP_TILES[tile]!.vp;
  const awards = scoreDistrict(c.v.districts[d]!.standings, vp, c.v.players);
  const mine = awards.find((a) => a.seat === c.me)?.vp ?? 0;
  const others = awards.filter((a) => a.seat !== c.me).reduce((m, a) => Math.max(m, a.vp), 0);
  return (mine - others) * VP;
}

function endTileValue(c: Ctx, tile: EndTile): number {
  const e = END_TILE_DATA[END_TILES.indexOf(tile)]!.effect;
  // E5 keeps the flat prestige value: End Game tiles are taken for the clock as much as for the
  // effect; the landmark-slot value is for the bonus track.
  return e.kind === 'prestigeAny' ? 35 * e.units : effectValue(c, e);
}

/** Scores one action for the prepared context. */
function scoreAction(c: Ctx, a: ParisAction): number {
  const v = c.v;
  const p = c.screen;
  switch (a.type) {
    case 'draw': {
      const d = v.stacks[a.stack]!.topDistrict;
      const bank = d !== null && v.districts[d]!.bankKeys.includes(c.me);
      return (bank ? 10 : 0) + v.stacks[a.stack]!.count;
    }
    case 'placeTile':
      return v.districts[a.district]!.bankKeys.includes(c.me) ? 10 : 0;
    case 'placeKey': {
      if (a.at === ARC) return Math.floor(bestMoveFrom(c, -1, p.francs) / 2) + Math.floor(keyValue(c) / 4) - 5;
      const francs = v.districts[a.at]!.bank;
      return francs * c.franc + Math.floor(bestMoveFrom(c, a.at, p.francs + francs) / 2) + (c.stage >= 95 ? -40 : 0);
    }
    case 'move': {
      const d = a.build ? a.district : siteDistrictOf(c, a.to);
      const fromValue = a.from < BUILDING_SITES + LANDMARKS.length ? siteValue(c, a.from) : 0;
      const francs = siteValue(c, a.to) - fromValue;
      let score = acquireValue(c, a.to, d, fromValue, a.from < BANK_BASE ? a.from : -1) - francs * c.franc;
      const need = a.to < BUILDING_SITES ? v.buildings[a.to]!.need : v.landmarks[a.to - BUILDING_SITES]!.need;
      need.forEach((n, r) => (score -= n * (c.items[r]! > 0 ? TOKEN_VALUE[r]! : BUY_PRICE[r]! * c.franc)));
      // Leaving a building frees it (and its bonus right) for the others.
      if (a.from < BUILDING_SITES) score -= 10;
      if (a.from >= BANK_BASE && a.from < ARC) score += 10; // the bank can take a key again
      if (a.via) score -= 20;
      return score;
    }
    case 'takeEnd': {
      // The clock: every tile taken brings the end closer, which suits a leader; the last one
      // starts the end at once.
      const lead = leadOf(c);
      const clock = Math.max(-40, Math.min(60, 4 * lead));
      return endTileValue(c, a.tile) + clock + c.endPull + (v.endStackCount === 1 ? (lead > 0 ? 20 : -60) : 0);
    }
    case 'pass':
      return 0;
    case 'pay': {
      let lost = 0;
      a.pay.tokens.forEach((n, r) => (lost += n * TOKEN_VALUE[r]!));
      a.pay.buy.forEach((n, r) => (lost += n * BUY_PRICE[r]! * c.franc));
      lost += a.pay.tiles.length * 22;
      return -lost;
    }
    case 'takeBonus': {
      const n = v.track[a.pos - 1]!.number;
      const how = v.prompt?.how;
      const price = v.prompt?.price ?? 0;
      // 17 and 25 leave the pawn where it is / move it back: the tile's own value counts.
      if (how === 'any' || how === 'back') return effectValue(c, BONUS_TILES[n - 1]!.effect, n);
      return forwardTake(c, trackValuesCached(c), a.pos) - price * c.franc;
    }
    case 'skipBonus':
      return 0;
    case 'prestige': {
      let lost = 0;
      a.use.tokens.forEach((n, m) => (lost += n * TOKEN_VALUE[PRESTIGE_BASE + m]!));
      lost += a.use.tiles.length * 30;
      return prestigeVp(c, a) * VP - lost;
    }
    case 'pairs': {
      const count = a.pairs.reduce((x, y) => x + y, 0);
      const e = BONUS_TILES[(v.prompt?.tile ?? 23) - 1]!.effect;
      const per = e.kind === 'prestigePairs' || e.kind === 'resourcePairs' ? e.vpByPlayers[v.players - 2]! : 0;
      return count * per * VP - a.use.tokens.reduce((x, y) => x + y, 0) * 10 - a.use.tiles.length * 25;
    }
    case 'vpTile': {
      const d = v.prompt?.district ?? 0;
      return myAward(c, d, a.tile);
    }
    case 'bonusTile':
      return activationScore(c, BONUS_TILES[a.tile - 1]!.effect, a.tile);
    case 'endTile':
      return activationScore(c, END_TILE_DATA[END_TILES.indexOf(a.tile)]!.effect, 0);
    case 'buy':
      return -30;
    case 'sell':
      return c.finalRound && !p.bonusTiles.includes(27) ? 1 : c.finalRound ? 20 : -(TOKEN_VALUE[a.item]! - (a.item === 2 || a.item === 5 ? 2 : 1) * c.franc) - 5;
    case 'sellTile':
      return c.finalRound ? 5 : -30;
    case 'endTurn':
      return 0;
  }
}

/** The VP a prestige hand-in brings (the view does not say; recomputed from the slots). */
function prestigeVp(c: Ctx, a: Extract<ParisAction, { type: 'prestige' }>): number {
  const l = c.v.prompt?.landmark ?? null;
  if (l === null) return 0;
  const slots = LANDMARKS[l]!.slots;
  const taken = slots.map(() => false);
  let vp = 0;
  a.use.tokens.forEach((n, m) => {
    for (let k = 0; k < n; k++) {
      let best = -1;
      slots.forEach((s, i) => {
        if (!taken[i] && s.metal === m && (best < 0 || s.vp > slots[best]!.vp)) best = i;
      });
      if (best >= 0) (taken[best] = true), (vp += slots[best]!.vp);
    }
  });
  let wild = 0;
  for (const t of a.use.tiles) wild += t === 8 ? 1 : 2;
  const order = slots.map((_, i) => i).filter((i) => !taken[i]).sort((x, y) => slots[y]!.vp - slots[x]!.vp || x - y);
  for (const i of order) if (wild-- > 0) vp += slots[i]!.vp;
  return vp;
}

/** Activating a tile now: its gain, less what keeping it for later would bring. */
function activationScore(c: Ctx, e: TileEffect, number: number): number {
  const now = immediateGain(c, e, number);
  if (now === null) return 25; // opens a choice (17, 25, E10, pairs)
  const hold = c.finalRound ? 0 : effectValue(c, e, number);
  return now >= hold || c.stage >= 95 ? now : now - hold;
}

function immediateGain(c: Ctx, e: TileEffect, number: number): number | null {
  const saved = { ...c, stage: 100 };
  switch (e.kind) {
    case 'gain':
    case 'perBuilding':
    case 'perLandmark':
    case 'perPlacedKey':
    case 'perTopDistrict':
    case 'unusedTiles':
    case 'variety':
      return effectValue(saved, e, number);
    case 'extraKey':
      return c.v.ps[c.me]!.spareKeys > 0 ? (c.stage < 85 && c.screen.keys < 3 ? keyValue(c) - e.price * c.franc : -10) : e.fallbackVp * VP;
    default:
      return null;
  }
}

function leadOf(c: Ctx): number {
  if (c.lead !== null) return c.lead;
  const mine = c.v.ps[c.me]!.vp + projected(c, c.me);
  let best = 0;
  c.v.ps.forEach((p, s) => {
    if (s !== c.me) best = Math.max(best, p.vp + projected(c, s));
  });
  c.lead = mine - best;
  return c.lead;
}

function projected(c: Ctx, seat: number): number {
  let vp = 0;
  c.v.districts.forEach((d) => {
    const awards = scoreDistrict(d.standings, c.tileVp[d.index]!, c.v.players);
    vp += Math.floor(((awards.find((a) => a.seat === seat)?.vp ?? 0) * c.tileOdds[d.index]!) / 1000);
  });
  return vp;
}

/** The scorer: context once per decision, then one score per action (driven by lib/bots/scoring.ts). */
export const parisScorer: Scorer<ParisView, ParisAction> = {
  name: 'heuristic',
  unit: UNIT,
  prepare(input: BotInput<ParisView, ParisAction>, level: number): (a: ParisAction) => number {
    // Level 1 plays without the End Game tile pull: a beginner does not race the clock.
    const c = ctxOf(input.view, input.seat, level >= 2 ? END_TILE_PULL : 0);
    return (a) => scoreAction(c, a);
  }
};

