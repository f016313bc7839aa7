/**
 * "Since your last move" (issue 12 item 9): a build or a conversion is one line, the move's own,
 * with the PP it scored; the engine's echo event is not listed again below it.
 */
import { describe, expect, test } from 'vitest';
import { newMatch, appendAction, type MatchRecord } from '$engine/core/match';
import { Rng, seedRng } from '$engine/core/rng';
import { caylus, type CaylusView } from '$engine/games/caylus';
import type { TableSession } from '../../table/table-session';
import { isEcho, recentEvents, withoutEcho } from './model';
import { historyFacts } from './history';
import { replayWithEntries } from '../../session.svelte';

/** A random Caylus game played until `stop` says so, as the record the table holds. */
function playUntil(seed: string, stop: (m: MatchRecord) => boolean, limit = 3000): MatchRecord {
  let m = newMatch(caylus, { players: 2, seed });
  let state = caylus.setup({ players: 2, seed, options: m.options });
  const rng = new Rng(seedRng(`${seed}/play`));
  for (let i = 0; i < limit && !stop(m); i++) {
    const seat = caylus.pending(state)[0];
    if (seat === undefined) break;
    const action = rng.pick(caylus.actions(state, seat));
    state = caylus.apply(state, seat, action);
    m = appendAction(m, seat, action);
  }
  return m;
}

const builds = (m: MatchRecord): number => m.log.filter((i) => i.action.type === 'build').length;

describe('Caylus recent events list each build once', () => {
  const match = playUntil('echo-1', (m) => builds(m) >= 2);
  const session = { game: caylus, match, history: replayWithEntries(caylus, match, false, historyFacts).history } as unknown as TableSession;

  test('the played game has builds, and the engine reports each with a built event', () => {
    expect(builds(match)).toBeGreaterThanOrEqual(2);
  });

  test('each build item keeps its PP and drops its echo; other events stay', () => {
    const { items } = recentEvents(session, null, match.log.length, match.log.length);
    const built = items.filter((it) => it.item.action.type === 'build');
    expect(built.length).toBeGreaterThanOrEqual(2);
    for (const it of built) {
      expect(it.pp).toBeGreaterThan(0);
      expect(it.events.some((e) => e.key === 'caylus.event.built' && e.seat === it.item.seat)).toBe(false);
    }
    // Across all items, no built event is left for a build that has its own line.
    const echoes = items.flatMap((it) => it.events.filter((e) => isEcho(it.item, e)));
    expect(echoes).toEqual([]);
  });

  test('withoutEcho keeps events that are not the item’s own', () => {
    const item = { seat: 0, action: { type: 'build', building: 'farmFood', pay: ['wood'], space: 9 } };
    const own = { key: 'caylus.event.built', seat: 0, params: { building: 'farmFood', space: 9, pp: 2 } };
    const other = { key: 'caylus.event.built', seat: 1, params: { building: 'farmFood', space: 10, pp: 2 } };
    const visit = { key: 'caylus.event.visit', seat: 1, params: { space: 9, by: 0, pp: 1 } };
    expect(withoutEcho(item as never, [own, other, visit] as CaylusView['events'])).toEqual({ events: [other, visit], pp: 2 });
    expect(withoutEcho(item as never, [other] as CaylusView['events'])).toEqual({ events: [other], pp: null });
  });
});
