/**
 * Final scoring (rules file §5): 1 VP per city piece of your colour on the board, ½ per advance,
 * 5 per Wonder you control, 2 per completed Objective, plus Event VP. Kept in half points and
 * shown as VP. Ties: the Great Pyramid's holder, then city pieces, advances, Wonders, Objectives,
 * Events, then a shared win.
 */
import type { GameResult, PlayerResult } from '../../core/types';
import type { ClashState } from './types';
import * as typesMod from './types';
import * as tablesRulesMod from './tables/rules';
import * as tablesWondersMod from './tables/wonders';
import * as stateMod from './state';
import * as wondersMod from './wonders';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE } = typesMod;
const { HALF_VP } = tablesRulesMod;
const { W } = tablesWondersMod;
const { advanceCount } = stateMod;
const { wonderOwner } = wondersMod;

export const CATEGORY_KEYS = ['pieces', 'advances', 'wonders', 'objectives', 'events'] as const;
export const LABELS = ['City pieces', 'Advances', 'Wonders', 'Objectives', 'Events'];

/** Score categories of `seat` in half points, in tie-break order. */
export function halfPoints(s: ClashState, seat: number): number[] {
  let pieces = 0, wonders = 0;
  for (const c of s.cities) {
    if (c.o === seat) pieces++;
    for (const x of c.pc) if (x === seat) pieces++;
    if (c.o === seat && c.w !== NONE) wonders++;
  }
  const p = s.ps[seat]!;
  return [pieces * HALF_VP.piece, advanceCount(p) * HALF_VP.advance, wonders * HALF_VP.wonder, p.done.length * HALF_VP.objective, p.evp];
}

export function totalHalf(s: ClashState, seat: number): number {
  return halfPoints(s, seat).reduce((a, b) => a + b, 0);
}

export function result(s: ClashState): GameResult | null {
  if (s.phase !== 'over') return null;
  const pyramid = wonderOwner(s, W.greatPyramid);
  const rows = Array.from({ length: s.players }, (_, seat) => {
    const half = halfPoints(s, seat);
    const total = half.reduce((a, b) => a + b, 0);
    return { seat, half, total, tiebreak: [pyramid === seat ? 1 : 0, ...half] };
  });
  const cmp = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    if (a.total !== b.total) return b.total - a.total;
    for (let i = 0; i < a.tiebreak.length; i++) if (a.tiebreak[i] !== b.tiebreak[i]) return b.tiebreak[i]! - a.tiebreak[i]!;
    return 0;
  };
  const sorted = rows.slice().sort((a, b) => cmp(a, b) || a.seat - b.seat);
  const players: PlayerResult[] = sorted.map((r) => {
    const rank = 1 + sorted.filter((o) => cmp(o, r) < 0).length;
    return {
      seat: r.seat,
      rank,
      score: r.total / 2,
      breakdown: CATEGORY_KEYS.map((category, i) => ({ category, label: LABELS[i]!, points: r.half[i]! / 2 })),
      tiebreak: r.tiebreak
    };
  });
  return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
}
