/**
 * End of game (§6.3): final bonuses and the ranking. Ties share the win; the rules have no
 * tie-breaker, so `tiebreak` is empty.
 */
import type { GameResult, PlayerResult } from '../../core/types';
import type { CaylusState, PlayerState } from './types';
import { PP_SOURCES } from './types';
import { CUBES_PER_PP, DENIERS_PER_PP, GOLD_BONUS } from './tables/board';
import { GOLD } from './state';

export const PP_SOURCE_LABELS: { readonly [K in (typeof PP_SOURCES)[number]]: string } = {
  visits: 'Workers on your buildings',
  buildings: 'Buildings built',
  residences: 'Residences (Lawyer)',
  castle: 'Castle batches',
  favours: 'Royal favours',
  exchanges: 'Church and Tailor',
  penalties: 'Penalties'
};

export interface FinalBonus {
  readonly gold: number;
  readonly cubes: number;
  readonly deniers: number;
}

/** 3 PP per gold, 1 PP per 3 other cubes, 1 PP per 4 deniers, each rounded down (§6.3). */
export function finalBonus(p: PlayerState): FinalBonus {
  let plain = 0;
  for (let r = 0; r < GOLD; r++) plain += p.cubes[r]!;
  return {
    gold: GOLD_BONUS * p.cubes[GOLD]!,
    cubes: Math.floor(plain / CUBES_PER_PP),
    deniers: Math.floor(p.money / DENIERS_PER_PP)
  };
}


export function result(s: CaylusState): GameResult | null {
  if (s.phase !== 'over') return null;
  const lines = s.ps.map((p, seat) => {
    const b = finalBonus(p);
    return {
      seat,
      score: p.pp + b.gold + b.cubes + b.deniers,
      breakdown: [
        ...PP_SOURCES.map((category, i) => ({ category, label: PP_SOURCE_LABELS[category], points: p.src[i]! })),
        { category: 'gold', label: 'Gold left (3 each)', points: b.gold },
        { category: 'cubes', label: 'Other cubes left (1 per 3)', points: b.cubes },
        { category: 'deniers', label: 'Deniers left (1 per 4)', points: b.deniers }
      ]
    };
  });
  // Written out (same keys, same order) rather than spread and filtered: one call a game, but
  // the spread and closures cost ~4% of a random playout.
  const players: PlayerResult[] = [];
  for (const l of lines) {
    let rank = 1;
    for (const o of lines) if (o.score > l.score) rank++;
    players.push({ seat: l.seat, score: l.score, breakdown: l.breakdown, rank, tiebreak: [] });
  }
  players.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
}
