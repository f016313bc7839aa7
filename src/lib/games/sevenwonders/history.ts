/**
 * 7 Wonders' per-item history facts (the table session's `historyFacts` hook): when an item ends
 * an Age, the military conflicts just resolved — each city's shields (compared at that moment:
 * nothing else is built before the next reveal) and the tokens it gained — read off the public
 * views before and after it.
 */
import type { LogItem } from '$engine/core/match';
import type { SwView } from '$engine/games/sevenwonders';

/** What each city took at the end of one Age: the shields compared and the tokens gained. */
export interface AgeConflicts {
  readonly age: number;
  readonly cities: readonly { readonly city: number; readonly shields: number; readonly gained: readonly number[] }[];
}

/** The hook: the conflicts of the Age this item ended, else null. */
export function historyFacts(after: unknown, before: unknown, item: LogItem | null): AgeConflicts | null {
  if (item === null || before === null) return null;
  const a = after as SwView;
  const b = before as SwView;
  if (b.age === 0 || b.phase === 'over') return null;
  if (!(a.age > b.age || a.phase === 'over')) return null;
  return { age: b.age, cities: a.cities.map((c, i) => ({ city: i, shields: c.shields, gained: c.tokens.slice(b.cities[i]?.tokens.length ?? 0) })) };
}
