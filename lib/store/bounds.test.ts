/**
 * Deep or huge input never crashes or hangs the store (issue 10 items 5 and 8): a stored record
 * nested 10,000 deep, or holding null, is set aside with a message that says what is wrong while
 * every good game still lists; an import with an action nested 4,000 deep is refused with a clear
 * message; a byte-order mark is read like no mark. On memory storage and on IndexedDB.
 */
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, type MatchRecord } from '../core/match';
import type { AnyGame } from '../core/types';
import { sealedBid } from '../../tests/fixtures/sealed-bid';
import { createSaveStore } from './saves';
import { IdbStorage } from './idb';
import { MemoryStorage, type KeyValueStorage } from './storage';
import { STORE_CODES } from './result';

const GAMES: readonly AnyGame[] = [sealedBid];
let dbCount = 0;
const backends: [string, () => KeyValueStorage][] = [
  ['memory', () => new MemoryStorage()],
  ['indexeddb (fake-indexeddb)', () => new IdbStorage(`euro-table-bounds-${++dbCount}`)]
];
const open = (storage: KeyValueStorage) => createSaveStore({ storage, games: GAMES, now: () => 5_000 });

function played(bids: number): MatchRecord {
  let m = newMatch(sealedBid, { players: 2, seed: 'bounds' });
  for (let i = 0; i < bids; i++) m = appendAction(m, i % 2, { type: 'bid', amount: 1 } as never);
  return m;
}

/** The JSON text of `value` with `"x":0` replaced by arrays nested `depth` deep. */
const deepText = (value: unknown, depth: number): string => JSON.stringify(value).replace('"x":0', `"x":${'['.repeat(depth)}1${']'.repeat(depth)}`);

describe.each(backends)('bounded input (%s)', (_name, make) => {
  test('a stored record nested 10,000 deep is set aside; the good game still lists and opens', async () => {
    const storage = make();
    const store = open(storage);
    expect((await store.saveMatch({ id: 'good', match: played(2), title: 'Good game' })).ok).toBe(true);
    const good = await storage.get('match:good');
    const bad = { ...(good as Record<string, unknown>), id: 'deep', title: 'Deep game', match: { ...played(0), log: [{ seat: 0, action: { type: 'bid', x: 0 } }] } };
    await storage.write([{ op: 'set', key: 'match:deep', value: deepText(bad, 10_000) }]);
    const list = await open(storage).listMatches();
    expect(list.good.map((g) => g.id)).toEqual(['good']);
    expect(list.setAside).toMatchObject([{ key: 'deep', code: 'match/too-deep', fresh: true }]);
    expect(list.setAside[0]!.message).toBe('Saved game "Deep game" was set aside. The match record is nested too deep (more than 16 levels); no match has that shape.');
    expect((await open(storage).loadMatch('good')).ok).toBe(true);
  });

  test('a stored null is set aside as "null"', async () => {
    const storage = make();
    await storage.write([{ op: 'set', key: 'match:nothing', value: null }]);
    const list = await open(storage).listMatches();
    expect(list.setAside).toMatchObject([{ key: 'nothing', code: STORE_CODES.corrupt }]);
    expect(list.setAside[0]!.message).toBe('Saved game "nothing" was set aside. It holds null instead of a saved game.');
  });

  test('an import with an action nested 4,000 deep is refused with a clear message', async () => {
    const store = open(make());
    const text = deepText({ ...played(0), log: [{ seat: 0, action: { type: 'bid', x: 0 } }] }, 4000);
    const r = await store.importMatch(text, { id: 'deep4000' });
    expect(r).toMatchObject({ ok: false, error: { code: 'match/too-deep', data: { setAside: 'deep4000' } } });
    if (!r.ok) expect(r.error.message).toContain('The file was not imported. The match record is nested too deep');
  });

  test('an import with a byte-order mark reads like the same file without one', async () => {
    const store = open(make());
    const text = JSON.stringify(played(3));
    const a = await store.importMatch(`\uFEFF${text}`, { id: 'bom' });
    const b = await store.importMatch(text, { id: 'plain' });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.value.hash).toBe(b.value.hash);
  });
});
