/**
 * Collect (rules file §4.2.3 b): the spaces a city may use and the distinct resource sets it may
 * take. Only maximal sets are offered (taking fewer is never better: resources are never a cost).
 * A gain is [food, ore, wood, ideas, gold, mood].
 */
import type { City, ClashState, PlayerState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesWondersMod from './tables/wonders';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import type { Draft } from './state';
import * as stateMod from './state';
import * as cityMod from './city';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE, ONCE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { W } = tablesWondersMod;
const { FOOD, GOLD, HUSBANDRY_RANGE, IDEAS, ORE, PORT, ACADEMY, WOOD } = tablesRulesMod;
const { BARREN, FERTILE, FOREST, MOUNTAIN, SEA, boardFor, distances } = boardMod;
const { has, cityAt, foreignUnitsAt, gain, gainMood, emit, turnMut } = stateMod;
const { effectiveSize } = cityMod;

export interface Reach {
  food: number;
  ore: number;
  wood: number;
  /** A usable adjacent Sea space (Fishing). */
  sea: boolean;
}

/** A space may be collected from: explored, not Exhausted, no other city, no foreign units (§8.19). */
function usable(s: ClashState, c: City, h: number): boolean {
  if (s.ter[h] === 0 || s.exhausted.includes(h)) return false;
  const other = cityAt(s, h);
  if (other !== null && other.id !== c.id) return false;
  return !foreignUnitsAt(s, c.o, h);
}

/** Adds what one space of terrain `t` gives to the reach. */
function takeInto(r: Reach, p: PlayerState, t: number): void {
  switch (t) {
    case FERTILE:
      if (has(p, ADV.farming)) r.food++;
      break;
    case FOREST:
      if (has(p, ADV.farming)) r.wood++;
      break;
    case MOUNTAIN:
      if (has(p, ADV.mining)) r.ore++;
      break;
    case BARREN:
      if (has(p, ADV.irrigation)) r.food++;
      break;
    case SEA:
      if (has(p, ADV.fishing)) r.sea = true;
      break;
  }
}

/** What city `c` can reach, with or without Husbandry's 2-space reach for land. */
export function reach(s: ClashState, c: City, husbandry: boolean): Reach {
  const p = s.ps[c.o]!;
  const board = boardFor(s.players);
  const r: Reach = { food: 0, ore: 0, wood: 0, sea: false };
  if (usable(s, c, c.h)) takeInto(r, p, s.ter[c.h]!);
  if (husbandry) {
    const dist = distances(board, s.explored);
    const n = board.size;
    for (let h = 0; h < n; h++) {
      if (h === c.h) continue;
      const dh = dist[c.h * n + h]!;
      if (dh < 1 || dh > HUSBANDRY_RANGE) continue;
      if (s.ter[h] === SEA) {
        if (dh === 1 && usable(s, c, h)) takeInto(r, p, s.ter[h]!);
      } else if (usable(s, c, h)) takeInto(r, p, s.ter[h]!);
    }
  } else {
    for (const h of board.adj[c.h]!) if (usable(s, c, h)) takeInto(r, p, s.ter[h]!);
  }
  return r;
}

/** Resources this Collect gathers: effective size, +2 with Mass Production. */
export function collectAmount(s: ClashState, c: City): number {
  return effectiveSize(s, c) + ((s.t.once & ONCE.massProduction) !== 0 && s.t.seat === c.o ? 2 : 0);
}

/**
 * Every maximal gain [food, ore, wood, 0, gold, mood] for this reach and amount. One Sea space
 * at most (food; gold or a Mood token instead for a Port city). With Production Focus a space may
 * give several resources, so any kind reached may be taken up to the amount.
 */
export function gains(s: ClashState, c: City, r: Reach, amount: number, focus: boolean): number[][] {
  const portCity = c.pc[PORT] !== NONE;
  const capF = focus && r.food > 0 ? amount : r.food;
  const capO = focus && r.ore > 0 ? amount : r.ore;
  const capW = focus && r.wood > 0 ? amount : r.wood;
  const capS = r.sea ? (focus ? amount : 1) : 0;
  const total = Math.min(amount, capF + capO + capW + capS);
  const out: number[][] = [];
  const seen = new Set<string>();
  for (let sea = Math.min(capS, total); sea >= 0; sea--) {
    for (let f = Math.min(capF, total - sea); f >= 0; f--) {
      for (let o = Math.min(capO, total - sea - f); o >= 0; o--) {
        const w = total - sea - f - o;
        if (w > capW) continue;
        // The sea part: food, gold or mood split (Port), else all food.
        const splits: number[][] = [];
        if (!portCity || sea === 0) splits.push([sea, 0, 0]);
        else for (let g = 0; g <= sea; g++) for (let m = 0; m + g <= sea; m++) splits.push([sea - g - m, g, m]);
        for (const [sf, sg, sm] of splits) {
          const v = [f + sf!, o, w, 0, sg!, sm!];
          const key = v.join(',');
          if (!seen.has(key)) {
            seen.add(key);
            out.push(v);
          }
        }
      }
    }
  }
  return out;
}

/** Husbandry may be used now (once per Turn) and paid (1 Food, nothing with Roads). */
export function husbandryReady(s: ClashState, seat: number): boolean {
  const p = s.ps[seat]!;
  if (!has(p, ADV.husbandry) || (s.t.once & ONCE.husbandry) !== 0) return false;
  return has(p, ADV.roads) || p.res[FOOD]! > 0 || p.res[GOLD]! > 0;
}

/** Takes a collected gain, then the Hanging Gardens and Public Education extras. */
export function takeGain(d: Draft, seat: number, c: City, gainV: readonly number[]): void {
  gain(d, seat, FOOD, gainV[0]!);
  gain(d, seat, ORE, gainV[1]!);
  gain(d, seat, WOOD, gainV[2]!);
  gain(d, seat, GOLD, gainV[4]!);
  gainMood(d, seat, gainV[5]!);
  if (c.w === W.hangingGardens) gain(d, seat, FOOD, 1);
  const p = d.ps[seat]!;
  if (c.pc[ACADEMY] !== NONE && has(p, ADV.publicEducation) && (d.t.once & ONCE.publicEducation) === 0 && d.t.seat === seat) {
    gain(d, seat, IDEAS, 1);
    turnMut(d).once |= ONCE.publicEducation;
  }
  emit(d, 'clash.event.collect', seat, { hex: c.h, food: gainV[0]!, ore: gainV[1]!, wood: gainV[2]!, gold: gainV[4]!, mood: gainV[5]! });
}
