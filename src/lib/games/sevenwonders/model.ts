/**
 * Plain helpers for the 7 Wonders table: memoised views, one card's legal plays sorted into the
 * prompt's groups, city names, and the military history. Everything is read from the engine's
 * view() and actions() (or from the session's history); nothing here decides a rule.
 */
import type { Seat } from '$engine/core/types';
import { CARDS, type CardDef, type CityView, type PlayAction, type SwAction, type SwView } from '$engine/games/sevenwonders';
import type { TableSession } from '../../table/table-session';
import type { AgeConflicts } from './history';
import { cardName } from './text';

export { cardName };

// ---------------------------------------------------------------- views

/** One view per (state, seat): the seat bar, the table and its parts share it. */
const VIEWS = new WeakMap<object, Map<Seat | null, SwView>>();
/** The last view handed out per (session, seat), for structural sharing. */
const LAST = new WeakMap<TableSession, Map<Seat | null, SwView>>();

/**
 * Items of `next` equal to the item at the same key in `prev` are replaced by that older object,
 * so the components drawing them see no change (a bot's hidden choice changes one flag of one
 * city; the other cities and the hand stay the very same objects and are not redrawn).
 */
function share<T>(prev: readonly T[] | null | undefined, next: readonly T[], key: (x: T) => string | number): readonly T[] {
  if (!prev || prev.length === 0) return next;
  const old = new Map(prev.map((x) => [key(x), x]));
  let same = prev.length === next.length;
  const out = next.map((x, i) => {
    const o = old.get(key(x));
    const keep = o !== undefined && JSON.stringify(o) === JSON.stringify(x) ? o : x;
    if (keep !== prev[i]) same = false;
    return keep;
  });
  return same ? prev : out;
}

/** The engine's view of the current state for `seat` (read inside `$derived` to follow changes). */
export function viewOf(session: TableSession, seat: Seat | null): SwView {
  const state = session.state as object;
  let bySeat = VIEWS.get(state);
  if (!bySeat) {
    bySeat = new Map();
    VIEWS.set(state, bySeat);
  }
  let view = bySeat.get(seat);
  if (!view) {
    const fresh = session.view(seat) as SwView;
    let last = LAST.get(session);
    if (!last) {
      last = new Map();
      LAST.set(session, last);
    }
    const prev = last.get(seat);
    view = prev
      ? {
          ...fresh,
          cities: share(prev.cities, fresh.cities, (c) => c.index),
          hand: fresh.hand ? share(prev.hand, fresh.hand, (c) => c.uid) : null,
          revealed: share(prev.revealed, fresh.revealed, (r) => `${r.city}/${r.kind}/${r.card?.uid ?? ''}`)
        }
      : fresh;
    last.set(seat, view);
    bySeat.set(seat, view);
  }
  return view;
}

// ---------------------------------------------------------------- card data

const BY_ID = new Map<string, CardDef>(CARDS.map((c) => [c.id, c]));
/** Inverse of `chainFrom`: the later cards each card makes free (data, not a rule). */
const CHAINS_TO = new Map<string, string[]>();
for (const c of CARDS) for (const from of c.chainFrom) CHAINS_TO.set(from, [...(CHAINS_TO.get(from) ?? []), c.id]);

export function cardDef(id: string): CardDef | undefined {
  return BY_ID.get(id);
}

/** Names of the cards this card chains to (they become free to build once it stands). */
export function chainsTo(id: string): string[] {
  return (CHAINS_TO.get(id) ?? []).map(cardName);
}

// ---------------------------------------------------------------- plays of one card

/** A card's legal plays, as actions() lists them, sorted into the prompt's groups (engine order kept). */
export interface CardPlays {
  /** Free by chain (the only build listed then). */
  readonly chain: PlayAction | null;
  /** Olympia A's free build. */
  readonly olympia: PlayAction | null;
  /** Builds by the printed cost, one per way to pay. */
  readonly build: readonly PlayAction[];
  /** The next Wonder stage with this card, one per way to pay. */
  readonly wonder: readonly PlayAction[];
  readonly discard: PlayAction | null;
}

export function playsOf(actions: readonly SwAction[], card: string): CardPlays {
  let chain: PlayAction | null = null;
  let olympia: PlayAction | null = null;
  let discard: PlayAction | null = null;
  const build: PlayAction[] = [];
  const wonder: PlayAction[] = [];
  for (const a of actions) {
    if (a.type !== 'play' || a.card !== card) continue;
    switch (a.how) {
      case 'build':
        if (a.via === 'chain') chain = a;
        else if (a.via === 'olympia') olympia = a;
        else build.push(a);
        break;
      case 'wonder':
        wonder.push(a);
        break;
      case 'discard':
        discard = a;
        break;
    }
  }
  return { chain, olympia, build, wonder, discard };
}

/** True when a play buys nothing from a neighbour (so it needs no payment choice). */
export function buysNothing(a: PlayAction): boolean {
  return a.how === 'discard' || a.pay.left.length + a.pay.right.length === 0;
}

/** Coins a play costs in all (bank plus neighbours). */
export function coinsSpent(a: PlayAction): number {
  return a.how === 'discard' ? 0 : a.pay.toLeft + a.pay.toRight + a.pay.toBank;
}

// ---------------------------------------------------------------- names

/** Which city is which, seen from `own`. */
export function relation(view: SwView, own: number | null, city: number): 'own' | 'left' | 'right' | 'other' {
  if (own === null) return 'other';
  if (city === own) return 'own';
  const me = view.cities[own];
  if (!me) return 'other';
  if (city === me.left) return 'left';
  if (city === me.right) return 'right';
  return 'other';
}

// ---------------------------------------------------------------- military history

export type { AgeConflicts } from './history';

/**
 * The conflicts of every finished Age, from the session's history (its `historyFacts` hook notes
 * them on the item that ends an Age). After a take-back into a scored Age, that Age is scored
 * again later in the history: the latest record of each Age wins.
 */
export function militaryHistory(session: TableSession, view: SwView): readonly AgeConflicts[] {
  const finished = view.phase === 'over' ? 3 : Math.max(0, view.age - 1);
  const byAge = new Map<number, AgeConflicts>();
  for (const item of session.history.items) {
    const facts = item.facts as AgeConflicts | null;
    if (facts && facts.age <= finished) byAge.set(facts.age, facts);
  }
  const out: AgeConflicts[] = [];
  for (let age = 1; age <= finished; age++) {
    const a = byAge.get(age);
    if (a) out.push(a);
  }
  return out;
}

/** The city views in seat order, for loops that need a stable key. */
export function cityKey(c: CityView): number {
  return c.index;
}
