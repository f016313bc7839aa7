/**
 * Phase 5, Scoring (§5): the five district majorities and the Elf, Dwarf and Gnome races, at the
 * end of rounds 3, 5 and 7; then the final ranking with its tie-breaks (§5.5).
 */
import type { GameResult, PlayerResult } from '../../core/types';
import type { BelfortState, PlayerState } from './types';
import * as economy from './tables/economy';
import * as boardTable from './tables/board';
import type { Draft } from './state';
import { contestantName, emit, own } from './state';
import { majorityPoints } from './majority';
import { districtCounts } from './city';

const { CAT_DWARVES, CAT_ELVES, CAT_GNOMES, NP_DWARVES, NP_ELVES, SCORE_CATEGORIES, SCORE_LABELS, TIEBREAK_WEIGHTS, WORKER_POINTS, districtPoints } = economy;
const { DISTRICTS, DISTRICT_NAMES } = boardTable;

export function gnomesOf(p: PlayerState): number {
  let n = 0;
  for (const g of p.gnomes) n += g;
  return n;
}

/** Pieces in each race per contestant: [elves, dwarves, gnomes]; NPs have 4 Elves, 4 Dwarves, no Gnome (§6.3). */
export function raceCounts(s: BelfortState): number[][] {
  const elves: number[] = [], dwarves: number[] = [], gnomes: number[] = [];
  for (let c = 0; c < s.contestants; c++) {
    const p = s.ps[c];
    elves.push(p ? p.elves : NP_ELVES);
    dwarves.push(p ? p.dwarves : NP_DWARVES);
    gnomes.push(p ? gnomesOf(p) : 0);
  }
  return [elves, dwarves, gnomes];
}

/** Points each contestant would get now, per district (rows) — what a scoring would give. */
export function districtScores(s: BelfortState): number[][] {
  const counts = districtCounts(s);
  const table = districtPoints(s.players);
  const n = s.contestants;
  return Array.from({ length: DISTRICTS }, (_, dist) => majorityPoints(counts.slice(dist * n, dist * n + n), table, s.rules.ties));
}

export function raceScores(s: BelfortState): number[][] {
  return raceCounts(s).map((counts) => majorityPoints(counts, WORKER_POINTS, s.rules.ties));
}

const RACE_WORDS = ['Elves', 'Dwarves', 'Gnomes'];
const RACE_CATS = [CAT_ELVES, CAT_DWARVES, CAT_GNOMES];

function award(d: Draft, who: number, pts: number, cat: number): void {
  if (who >= d.players || pts === 0) return; // Neutral Players' points are not recorded (§6.3).
  const p = own(d, who);
  p.score += pts;
  p.points[cat]! += pts;
}

/** A scoring phase: districts one by one, then the three races; logged line by line. */
export function scoreRound(d: Draft): void {
  emit(d, 'scoring', null, { round: d.round }, `Scoring after month ${d.round}`);
  const counts = districtCounts(d);
  const n = d.contestants;
  districtScores(d).forEach((pts, dist) => {
    const parts: string[] = [];
    pts.forEach((p, c) => {
      award(d, c, p, dist);
      if (p > 0) parts.push(`${contestantName(d, c)} ${p} (${counts[dist * n + c]} markers)`);
    });
    emit(d, 'scoreDistrict', null, { district: dist + 1, points: pts.join(','), markers: counts.slice(dist * n, dist * n + n).join(',') }, `${DISTRICT_NAMES[dist]}: ${parts.length > 0 ? parts.join(', ') : 'nobody scores'}`);
  });
  const races = raceCounts(d);
  raceScores(d).forEach((pts, r) => {
    const parts: string[] = [];
    pts.forEach((p, c) => {
      award(d, c, p, RACE_CATS[r]!);
      if (p > 0) parts.push(`${contestantName(d, c)} ${p} (${races[r]![c]} ${RACE_WORDS[r]!.toLowerCase()})`);
    });
    emit(d, 'scoreRace', null, { race: RACE_WORDS[r]!.toLowerCase(), points: pts.join(','), counts: races[r]!.join(',') }, `${RACE_WORDS[r]}: ${parts.length > 0 ? parts.join(', ') : 'nobody scores'}`);
  });
}

/** Resources for the tie-break (§5.5): W + S + 2·M + G. */
export function resourceValue(p: PlayerState): number {
  let v = 0;
  for (let r = 0; r < TIEBREAK_WEIGHTS.length; r++) v += p.res[r]! * TIEBREAK_WEIGHTS[r]!;
  return v;
}

/** Final ranking (§5.5): score, then resources; still tied = shared place. Null while running. */
export function result(s: BelfortState): GameResult | null {
  if (s.phase !== 'over') return null;
  const seats = s.ps.map((_, i) => i);
  const key = (i: number) => [s.ps[i]!.score, resourceValue(s.ps[i]!)] as const;
  seats.sort((a, b) => {
    const ka = key(a), kb = key(b);
    return kb[0] - ka[0] || kb[1] - ka[1] || a - b;
  });
  const players: PlayerResult[] = [];
  seats.forEach((seat, i) => {
    const prev = i > 0 ? seats[i - 1]! : -1;
    const same = prev >= 0 && key(prev)[0] === key(seat)[0] && key(prev)[1] === key(seat)[1];
    const rank = same ? players[i - 1]!.rank : i + 1;
    const p = s.ps[seat]!;
    players.push({
      seat,
      rank,
      score: p.score,
      breakdown: SCORE_CATEGORIES.map((c, k) => ({ category: c, label: SCORE_LABELS[c], points: p.points[k]! })),
      tiebreak: [resourceValue(p)]
    });
  });
  return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
}
