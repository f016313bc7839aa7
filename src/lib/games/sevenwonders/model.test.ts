/**
 * The table's helpers against the engine: military results per Age (live and after a reload
 * agree, and add up to each city's tokens), structural sharing of views, and the grouping of a
 * card's plays (every legal play lands in exactly one group).
 */
import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, setupMatch, type MatchRecord } from '$engine/core/match';
import type { Seat } from '$engine/core/types';
import { Rng, seedRng } from '$engine/core/rng';
import { sevenWonders, type SwAction, type SwState, type SwView } from '$engine/games/sevenwonders';
import type { TableSession } from '../../table/table-session';
import { militaryHistory, playsOf, viewOf } from './model';

/** The part of a table session these helpers read. */
function fakeSession(match: MatchRecord, state: SwState): TableSession {
  return { game: sevenWonders, match, state, view: (seat: Seat | null) => sevenWonders.view(state, seat) } as unknown as TableSession;
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

  test('followed live, state after state, they equal the replayed ones', () => {
    // One session object per table: the live one sees every state in turn.
    const live = { game: sevenWonders, match, state: states[0], view: (seat: Seat | null) => sevenWonders.view(live.state as SwState, seat) };
    let seen: ReturnType<typeof militaryHistory> = [];
    for (let i = 0; i < states.length; i++) {
      live.state = states[i]!;
      live.match = { ...match, log: match.log.slice(0, i) };
      seen = militaryHistory(live as unknown as TableSession, viewOf(live as unknown as TableSession, null));
    }
    const replayed = militaryHistory(fakeSession(match, final), viewOf(fakeSession(match, final), null));
    expect(seen).toEqual(replayed);
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
  /** Plays random actions from `state` until the Age changes; the states after each. */
  function playOn(state: SwState, match: MatchRecord, seed: string): { match: MatchRecord; states: SwState[] } {
    const rng = new Rng(seedRng(seed));
    const states: SwState[] = [];
    const age = state.age;
    while (state.age === age && !sevenWonders.result(state)) {
      const seat = sevenWonders.pending(state)[0]!;
      const actions = sevenWonders.actions(state, seat);
      const action = actions[rng.below(actions.length)]!;
      state = sevenWonders.apply(state, seat, action);
      match = appendAction(match, seat, action);
      states.push(state);
    }
    return { match, states };
  }

  test('the Age is scored again from the path played after the take-back, not remembered from before', () => {
    const { match, states } = randomGame(3, 'mil-back');
    // From the first round of Age I (several take-backs in a row lead back there).
    const start = states.findIndex((s) => s.age === 1 && s.phase === 'play');
    expect(start).toBeGreaterThanOrEqual(0);
    const base = { ...match, log: match.log.slice(0, start) };
    const historyOf = (m: MatchRecord, s: SwState) => militaryHistory(fakeSession(m, s), viewOf(fakeSession(m, s), null));
    // Two endings of Age I whose conflicts differ.
    const a = playOn(states[start]!, base, 'path-a');
    let b = a;
    for (let i = 0; i < 50 && JSON.stringify(historyOf(b.match, b.states.at(-1)!)) === JSON.stringify(historyOf(a.match, a.states.at(-1)!)); i++) {
      b = playOn(states[start]!, base, `path-b-${i}`);
    }
    expect(historyOf(b.match, b.states.at(-1)!)).not.toEqual(historyOf(a.match, a.states.at(-1)!));

    // One live table: through ending A into Age II, back to the start of Age I, then ending B.
    const live: { game: typeof sevenWonders; match: MatchRecord; state: SwState; view: (seat: Seat | null) => SwView } = { game: sevenWonders, match: base, state: states[start]!, view: (seat: Seat | null) => sevenWonders.view(live.state, seat) };
    const follow = (m: MatchRecord, s: SwState) => {
      live.match = m;
      live.state = s;
      return militaryHistory(live as unknown as TableSession, viewOf(live as unknown as TableSession, null));
    };
    for (let i = 0; i <= start; i++) follow({ ...match, log: match.log.slice(0, i) }, states[i]!);
    a.states.forEach((s, i) => follow({ ...a.match, log: a.match.log.slice(0, start + i + 1) }, s));
    expect(follow(a.match, a.states.at(-1)!)).toEqual(historyOf(a.match, a.states.at(-1)!));
    expect(follow(base, states[start]!)).toEqual([]);
    let seen: ReturnType<typeof militaryHistory> = [];
    b.states.forEach((s, i) => (seen = follow({ ...b.match, log: b.match.log.slice(0, start + i + 1) }, s)));
    expect(seen).toEqual(historyOf(b.match, b.states.at(-1)!));
  });
});
