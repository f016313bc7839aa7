/**
 * District majorities and the final result (paris.md §5.2). The majority rule is a pure function
 * of each participant's total and best tile so the source's examples test it directly.
 */
import type { GameResult, PlayerResult } from '../../core/types';
import type { ParisState } from './types';
import { DISTRICT_COUNT, SRC_DISTRICTS, SRC_MONEY, VP_SOURCES } from './types';
import { SITE_VALUE, districtSites, totalValue } from './board';
import { VP_TILES } from './tables/vptiles';
import { BONUS_TILES } from './tables/bonus';
import { holdsBonus, playerW, type Draft } from './state';

export interface Standing {
  readonly seat: number;
  /** Sum of the values of the district's tiles carrying the seat's keys (a doubled tile twice). */
  readonly total: number;
  /** The single highest value the seat occupies there (the tie-break). */
  readonly best: number;
}

/** Standings in district d: only seats with at least one key on its buildings or landmarks. */
export function districtStandings(s: ParisState, d: number): Standing[] {
  const total = Array<number>(s.players).fill(0);
  const best = Array<number>(s.players).fill(0);
  for (const site of districtSites(s, d)) {
    const v = SITE_VALUE[site]!;
    for (let seat = 0; seat < s.players; seat++) {
      const k = s.keys[site * s.players + seat]!;
      if (k === 0) continue;
      total[seat]! += k * v;
      if (v > best[seat]!) best[seat] = v;
    }
  }
  const out: Standing[] = [];
  for (let seat = 0; seat < s.players; seat++) if (total[seat]! > 0) out.push({ seat, total: total[seat]!, best: best[seat]! });
  return out;
}

export interface Award {
  readonly seat: number;
  /** 1-based place; tied seats share one and the next place(s) are skipped. */
  readonly place: number;
  readonly vp: number;
}

/** True when standing a is ordered before b: a higher total, then a higher best tile, then a lower seat. */
function ahead(a: Standing, b: Standing): boolean {
  return a.total > b.total || (a.total === b.total && (a.best > b.best || (a.best === b.best && a.seat < b.seat)));
}

/**
 * Places and VP for one district: order by total, then best tile; seats equal on both share the
 * place and its VP, and the next places are skipped; 4th and later get 0. With 2 players the
 * 2nd scores only with at least half of the 1st's total.
 */
export function scoreDistrict(standings: readonly Standing[], vp: readonly [number, number, number], players: number): Award[] {
  // By total, then best tile, then seat (a total order); insertion sort: at most 4 standings.
  const order = standings.slice();
  for (let i = 1; i < order.length; i++) {
    const x = order[i]!;
    let j = i - 1;
    while (j >= 0 && ahead(x, order[j]!)) (order[j + 1] = order[j]!), j--;
    order[j + 1] = x;
  }
  const out: Award[] = [];
  const leader = order[0]?.total ?? 0;
  let place = 1;
  for (let i = 0; i < order.length; ) {
    let j = i + 1;
    while (j < order.length && order[j]!.total === order[i]!.total && order[j]!.best === order[i]!.best) j++;
    for (let k = i; k < j; k++) {
      const st = order[k]!;
      let points = place <= 3 ? vp[place - 1]! : 0;
      if (players === 2 && place === 2 && 2 * st.total < leader) points = 0;
      out.push({ seat: st.seat, place, vp: points });
    }
    place += j - i;
    i = j;
  }
  return out;
}

export interface DistrictScore {
  readonly district: number;
  readonly vpTile: number;
  readonly awards: readonly Award[];
}

/** Every district with a VP tile, scored. */
export function districtScores(s: ParisState): DistrictScore[] {
  const out: DistrictScore[] = [];
  for (let d = 0; d < DISTRICT_COUNT; d++) {
    const t = s.vpTileAt[d]!;
    if (t < 0) continue;
    out.push({ district: d, vpTile: t, awards: scoreDistrict(districtStandings(s, d), VP_TILES[t]!.vp, s.players) });
  }
  return out;
}

const MONEY_TILE = BONUS_TILES.find((t) => t.effect.kind === 'endMoney')!;
const MONEY_RATE = MONEY_TILE.effect.kind === 'endMoney' ? MONEY_TILE.effect.vpPerFranc : 0;

/** Final scoring into the draft's VP (§5.2 order): bonus 27, then the district majorities. */
export function finalScoringInPlace(d: Draft): void {
  for (let seat = 0; seat < d.players; seat++) {
    const p = playerW(d, seat);
    if (holdsBonus(p, MONEY_TILE.number)) {
      const n = MONEY_RATE * p.francs;
      p.vp += n;
      p.src[SRC_MONEY]! += n;
    }
  }
  for (const ds of districtScores(d)) {
    for (const a of ds.awards) {
      const p = playerW(d, a.seat);
      p.vp += a.vp;
      p.src[SRC_DISTRICTS]! += a.vp;
    }
  }
}

export const VP_SOURCE_LABELS: { readonly [K in (typeof VP_SOURCES)[number]]: string } = {
  buildings: 'Value-8 buildings',
  landmarks: 'Prestige at landmarks',
  bonusTiles: 'Bonus tiles',
  endTiles: 'End Game tiles',
  districts: 'District majorities',
  money: 'Bonus 27 (francs)'
};

/** Ranking: VP, then francs, then total value occupied on the whole board; still equal = shared. */
export function result(s: ParisState): GameResult | null {
  if (!s.over) return null;
  const n = s.ps.length;
  const score: number[] = [];
  const francs: number[] = [];
  const value: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    const p = s.ps[seat]!;
    score.push(p.vp);
    francs.push(p.francs);
    value.push(totalValue(s, seat));
  }
  const beats = (a: number, b: number): boolean =>
    score[a]! > score[b]! || (score[a] === score[b] && (francs[a]! > francs[b]! || (francs[a] === francs[b] && value[a]! > value[b]!)));
  const players: PlayerResult[] = [];
  for (let seat = 0; seat < n; seat++) {
    const p = s.ps[seat]!;
    const breakdown = [];
    for (let i = 0; i < VP_SOURCES.length; i++) {
      const category = VP_SOURCES[i]!;
      breakdown.push({ category, label: VP_SOURCE_LABELS[category], points: p.src[i]! });
    }
    let rank = 1;
    for (let o = 0; o < n; o++) if (beats(o, seat)) rank++;
    players.push({ seat, score: p.vp, breakdown, tiebreak: [p.francs, value[seat]!], rank });
  }
  players.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners: number[] = [];
  for (const pl of players) if (pl.rank === 1) winners.push(pl.seat);
  return { players, winners };
}
