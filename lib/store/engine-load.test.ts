/**
 * The app gives the store its games' catalog metadata and loads an engine only to replay
 * (`engine(id)`): listing needs no engine, saving and opening load it, and an engine that cannot
 * be fetched (offline) is `store/engine-unavailable` with the record left where it is.
 */
import { expect, test } from 'vitest';
import { appendAction, newMatch, type MatchRecord } from '../core/match';
import type { AnyGame, GameHeader } from '../core/types';
import { sealedBid, SEALED_BID_META } from '../games/sealedbid/index';
import { createSaveStore } from './saves';
import { MemoryStorage } from './storage';
import { STORE_CODES } from './result';

function played(bids: number): MatchRecord {
  let m = newMatch(SEALED_BID_META, { players: 2, seed: 'lazy', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }] });
  for (let i = 0; i < bids; i++) m = appendAction(m, i % 2, { type: 'bid', amount: 1 } as never);
  return m;
}

/** A store over metadata only, whose engine loader counts calls and fails while `offline`. */
function lazyStore(storage = new MemoryStorage()) {
  const calls: string[] = [];
  const state = { offline: false };
  const games: readonly GameHeader[] = [SEALED_BID_META];
  const engine = async (id: string): Promise<AnyGame | undefined> => {
    calls.push(id);
    if (state.offline) throw new Error('Failed to fetch dynamically imported module');
    return id === sealedBid.id ? sealedBid : undefined;
  };
  return { store: createSaveStore({ storage, games, engine, now: () => 1 }), calls, state, storage };
}

test('listing saves reads metadata only; saving and opening load the engine', async () => {
  const { store, calls, storage } = lazyStore();
  expect((await store.saveMatch({ id: 'a', match: played(4) })).ok).toBe(true);
  expect(calls).toEqual(['sealedbid']);
  const fresh = lazyStore(storage);
  const list = await fresh.store.listMatches();
  expect(list.good.map((s) => [s.id, s.gameTitle, s.progress.actions])).toEqual([['a', SEALED_BID_META.title, 4]]);
  expect(fresh.calls).toEqual([]);
  const opened = await fresh.store.loadMatch('a');
  expect(opened.ok && opened.value.cursor.length).toBe(4);
  expect(fresh.calls).toEqual(['sealedbid']);
});

test('an engine that cannot be loaded refuses with store/engine-unavailable and sets nothing aside', async () => {
  const { store, storage } = lazyStore();
  expect((await store.saveMatch({ id: 'a', match: played(2) })).ok).toBe(true);
  const offline = lazyStore(storage);
  offline.state.offline = true;
  const opened = await offline.store.loadMatch('a');
  expect(opened.ok ? null : opened.error.code).toBe(STORE_CODES.engineUnavailable);
  const saved = await offline.store.saveMatch({ id: 'b', match: played(3) });
  expect(saved.ok ? null : saved.error.code).toBe(STORE_CODES.engineUnavailable);
  const imported = await offline.store.importMatch(JSON.stringify(played(1)), { id: 'c' });
  expect(imported.ok ? null : imported.error.code).toBe(STORE_CODES.engineUnavailable);
  const list = await offline.store.listMatches();
  expect(list.good.map((s) => s.id)).toEqual(['a']);
  expect(list.setAside).toEqual([]);
  // Back online, the same record opens.
  offline.state.offline = false;
  const again = await offline.store.loadMatch('a');
  expect(again.ok && again.value.cursor.length).toBe(2);
});
