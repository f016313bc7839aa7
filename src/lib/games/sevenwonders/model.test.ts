/**
 * The table's helpers against the engine: military results per Age from the session's history
 * (built item by item or replayed, they agree and add up to each city's tokens), structural
 * sharing of views, and the grouping of a card's plays (every legal play lands in exactly one group).
 */
import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, setupMatch, type MatchRecord } from '$engine/core/match';
import type { Seat } from '$engine/core/types';
import { Rng, seedRng } from '$engine/core/rng';
import { sevenWonders, type SwAction, type SwState, type SwView } from '$engine/games/sevenwonders';
import type { TableSession } from '../../table/table-session';
import { HistoryBuilder, type HistoryItem, type TableHistory } from '../../table/history';
import { replayWithEntries } from '../../session.svelte';
import { militaryHistory, playsOf, viewOf, type AgeConflicts } from './model';
import { historyFacts } from './history';

/** The part of a table session these helpers read; the history as a session replaying `match` builds it. */
function fakeSession(match: MatchRecord, state: SwState, history?: TableHistory): TableSession {
  const h = history ?? replayWithEntries(sevenWonders, match, false, historyFacts).history;
  return { game: sevenWonders, match, state, history: h, view: (seat: Seat | null) => sevenWonders.view(state, seat) } as unknown as TableSession;
}

/** A whole game of uniformly random legal actions; every state along the way. */
function randomGame(players: number, seed: string): { match: MatchRecord; states: SwState[] } {
  let match = newMatch(sevenWonders, { players, seed });
  let state = setupMatch<SwState>(sevenWonders, match);
  const states = [state];
  const rng = new Rng(seedRng(seed));
  while (!sevenWonders.result(state)) {
    const seat = sevenWonders.pending(state)[0]!;
    const actions = sevenWonders.actions(state, seat);
    const action = actions[rng.below(actions.length)]!;
    state = sevenWonders.apply(state, seat, action);
    match = appendAction(match, seat, action);
    states.push(state);
  }
  return { match, states };
}

describe.each([
  [3, 'mil-3'],
  [2, 'mil-2'],
  [7, 'mil-7']
])('military results, %i players', (players, seed) => {
  const { match, states } = randomGame(players, seed);
  const final = states[states.length - 1]!;

  test('after a reload (replay) they add up to each city’s tokens, Age by Age', () => {
    const session = fakeSession(match, final);
    const history = militaryHistory(session, viewOf(session, null));
    expect(history.map((a) => a.age)).toEqual([1, 2, 3]);
    const view = viewOf(session, null);
    view.cities.forEach((c, i) => {
      expect(history.flatMap((a) => a.cities[i]!.gained)).toEqual(c.tokens);
    });
    for (const a of history) {
      for (const c of a.cities) {
        expect(c.gained.length).toBeLessThanOrEqual(2);
        for (const x of c.gained) expect([-1, [1, 3, 5][a.age - 1]]).toContain(x);
      }
    }
  });

  test('followed live, item after item, they equal the replayed ones', () => {
    // A history built as a live session builds it: one item at a time.
    const builder = new HistoryBuilder(sevenWonders, historyFacts, states[0]);
    let seen: ReturnType<typeof militaryHistory> = [];
    for (let i = 0; i < match.log.length; i++) {
      const item = match.log[i]!;
      builder.push(item, sevenWonders.describe(states[i]!, item.seat, item.action as SwAction), states[i + 1]);
      const prefix = { ...match, log: match.log.slice(0, i + 1) };
      const live = fakeSession(prefix, states[i + 1]!, builder.snapshot());
      seen = militaryHistory(live, viewOf(live, null));
    }
    const replayed = militaryHistory(fakeSession(match, final), viewOf(fakeSession(match, final), null));
    expect(seen).toEqual(replayed);
    expect(seen.map((a) => a.age)).toEqual([1, 2, 3]);
  });
});

describe('views', () => {
  test('cities that did not change keep their identity from one state to the next', () => {
    const { match, states } = randomGame(4, 'share');
    const live = { game: sevenWonders, match, state: states[0], view: (seat: Seat | null) => sevenWonders.view(live.state as SwState, seat) };
    let before: SwView | null = null;
    let kept = 0;
    for (const s of states.slice(0, 40)) {
      live.state = s;
      const v = viewOf(live as unknown as TableSession, 0);
      if (before && v.cities.length === before.cities.length) {
        v.cities.forEach((c, i) => {
          if (JSON.stringify(c) === JSON.stringify(before!.cities[i])) {
            expect(c).toBe(before!.cities[i]);
            kept++;
          } else expect(c).not.toBe(before!.cities[i]);
        });
        // Shared or not, the content is exactly the engine's.
        expect(JSON.stringify(v)).toBe(JSON.stringify(sevenWonders.view(s, 0)));
      }
      before = v;
    }
    expect(kept).toBeGreaterThan(0);
  });

  test('every legal play of a hand card falls in exactly one group of the prompt', () => {
    const { states } = randomGame(3, 'groups');
    for (const s of states.slice(0, 60)) {
      for (const seat of sevenWonders.pending(s)) {
        const actions = sevenWonders.actions(s, seat) as readonly SwAction[];
        const cards = new Set(actions.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
        let n = 0;
        for (const card of cards) {
          const p = playsOf(actions, card);
          n += (p.chain ? 1 : 0) + (p.olympia ? 1 : 0) + (p.discard ? 1 : 0) + p.build.length + p.wonder.length;
        }
        expect(n).toBe(actions.filter((a) => a.type === 'play').length);
      }
    }
  });
});

describe('military results after a take-back into a scored Age (issue 12)', () => {
  const conflicts = (age: number, gained: number): AgeConflicts => ({ age, cities: [{ city: 0, shields: 1, gained: [gained] }] });
  const item = (n: number, facts: AgeConflicts | null): HistoryItem => ({ n, seat: 0, action: { type: 'x' }, entry: { seat: 0, key: 'k', params: {}, text: '' }, facts });

  test('an Age scored again after a take-back shows its latest result; Ages not finished in the view are left out', () => {
    // Age I ended on item 2 (path A), a take-back returned into Age I (item 3), Age I ended again on item 5 (path B).
    const history: TableHistory = { start: null, items: [item(1, null), item(2, conflicts(1, 1)), item(3, null), item(4, null), item(5, conflicts(1, -1))] };
    const session = { history } as unknown as TableSession;
    expect(militaryHistory(session, { phase: 'play', age: 2, round: 1 } as SwView)).toEqual([conflicts(1, -1)]);
    // Back in Age I (after a take-back): nothing is finished.
    expect(militaryHistory(session, { phase: 'play', age: 1, round: 3 } as SwView)).toEqual([]);
  });

  test('a real game: the history of a log that crosses an Age end holds that Age once', () => {
    const { match, states } = randomGame(3, 'mil-back');
    const end = states.findIndex((s) => s.age === 2);
    const prefix = { ...match, log: match.log.slice(0, end) };
    const session = fakeSession(prefix, states[end]!);
    expect(session.history.items.filter((h) => h.facts !== null).map((h) => (h.facts as AgeConflicts).age)).toEqual([1]);
    expect(militaryHistory(session, viewOf(session, null)).map((a) => a.age)).toEqual([1]);
  });
});
