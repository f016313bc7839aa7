/**
 * Long games (issue 10 item 6): a log of LOG_CHUNK items or more is stored in parts beside its
 * record, read back whole, replayed once in slices with each item shown to the caller, and an
 * autosave late in the game writes only the record and the newest part, checking only the new
 * items. Short logs keep the record format they always had.
 */
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, replay, type MatchRecord } from '../core/match';
import type { AnyGame } from '../core/types';
import { undoAction } from '../core/undo';
import { pileGame } from '../net/pile.fixture';
import { createSaveStore } from './saves';
import { IdbStorage } from './idb';
import { MemoryStorage, type KeyValueStorage, type StorageOp } from './storage';
import { LOG_CHUNK } from './records';

const GAMES = [pileGame] as unknown as readonly AnyGame[];

/** Storage that records the keys of every write. */
class Counting implements KeyValueStorage {
  readonly kind = 'indexeddb' as const;
  writes: string[][] = [];
  constructor(readonly inner: KeyValueStorage) {}
  get(key: string) {
    return this.inner.get(key);
  }
  entries(prefix: string) {
    return this.inner.entries(prefix);
  }
  write(ops: readonly StorageOp[]) {
    this.writes.push(ops.map((o) => `${o.op} ${o.key}`));
    return this.inner.write(ops);
  }
  writeIf(key: string, test: (c: unknown) => boolean, ops: readonly StorageOp[]) {
    this.writes.push(ops.map((o) => `${o.op} ${o.key}`));
    return this.inner.writeIf(key, test, ops);
  }
}

/** A huge pile game in which seat 0 takes one and takes it back, `pairs` times. */
function longMatch(pairs: number): MatchRecord {
  let m = newMatch(pileGame as unknown as AnyGame, { players: 2, seed: 'long', options: { size: 'huge' } });
  for (let i = 0; i < pairs; i++) m = appendAction(appendAction(m, 0, { type: 'take', n: 1 } as never), 0, undoAction());
  return m;
}

let dbCount = 0;
describe.each([
  ['memory', () => new MemoryStorage()],
  ['indexeddb (fake-indexeddb)', () => new IdbStorage(`euro-table-long-${++dbCount}`)]
] as [string, () => KeyValueStorage][])('long logs (%s)', (_name, make) => {
  test('stored in parts, read back whole, listed without reading the parts', async () => {
    const storage = new Counting(make());
    const store = createSaveStore({ storage, games: GAMES, now: () => 1 });
    const match = longMatch(1250); // 2,500 items: two full parts and 500 in the record
    expect((await store.saveMatch({ id: 'long', match, title: 'Long' })).ok).toBe(true);
    expect(storage.writes.at(-1)!.sort()).toEqual(['set log:long:0', 'set log:long:1', 'set match:long']);
    const record = (await storage.get('match:long')) as { formatVersion: number; logChunks: number; match: { log: unknown[] } };
    expect(record).toMatchObject({ formatVersion: 2, logChunks: 2 });
    expect(record.match.log).toHaveLength(2500 - 2 * LOG_CHUNK);
    const fresh = createSaveStore({ storage, games: GAMES, now: () => 2 });
    const list = await fresh.listMatches();
    expect(list.good).toMatchObject([{ id: 'long', progress: { actions: 2500 } }]);
    const loaded = await fresh.loadMatch('long');
    expect(loaded.ok && loaded.value.saved.match.log.length).toBe(2500);
    expect(loaded.ok && loaded.value.summary.hash).toBe(replay(pileGame as unknown as AnyGame, match).hashes.at(-1));
    const file = await fresh.exportMatch('long');
    expect(file.ok && (JSON.parse(file.value) as MatchRecord).log.length).toBe(2500);
    expect((await fresh.deleteMatch('long')).ok).toBe(true);
    expect(await storage.entries('log:long:')).toEqual([]);
  });

  test('a paced load pauses between slices and shows every item once, in order', async () => {
    const storage = make();
    const match = longMatch(1100);
    expect((await createSaveStore({ storage, games: GAMES, now: () => 1 }).saveMatch({ id: 'g', match })).ok).toBe(true);
    let work = 0;
    const pauses: number[] = [];
    const seen: number[] = [];
    const pace = {
      due: () => ++work % 300 === 0,
      pause: (done: number, total: number) => {
        pauses.push(done);
        expect(total).toBe(2200);
        return new Promise<void>((r) => setTimeout(r, 0));
      }
    };
    const r = await createSaveStore({ storage, games: GAMES, now: () => 1 }).loadMatch('g', { pace, visitor: () => (_before, _item, i) => void seen.push(i) });
    expect(r.ok).toBe(true);
    expect(seen).toEqual(Array.from({ length: 2200 }, (_, i) => i));
    expect(pauses.length).toBeGreaterThan(5);
    expect(pauses).toEqual([...pauses].sort((a, b) => a - b));
  });

  test('an autosave late in a long game writes only the record and the newest part', async () => {
    const storage = new Counting(make());
    const store = createSaveStore({ storage, games: GAMES, now: () => 1 });
    expect((await store.saveMatch({ id: 'g', match: longMatch(1100), title: 'G' })).ok).toBe(true);
    const loaded = await store.loadMatch('g');
    expect(loaded.ok).toBe(true);
    let m = loaded.ok ? loaded.value.saved.match : longMatch(0);
    storage.writes = [];
    // One more take-and-undo after another, as the table would append them.
    for (let k = 0; k < 450; k++) {
      m = appendAction(m, 0, { type: 'take', n: 1 } as never);
      expect((await store.saveMatch({ id: 'g', match: m })).ok).toBe(true);
      m = appendAction(m, 0, undoAction());
      expect((await store.saveMatch({ id: 'g', match: m })).ok).toBe(true);
    }
    // 900 saves; the log went from 2,200 to 3,100 items: exactly one of them wrote a new part.
    expect(storage.writes).toHaveLength(900);
    expect(storage.writes.filter((w) => w.length === 1 && w[0] === 'set match:g')).toHaveLength(899);
    expect(storage.writes.filter((w) => w.includes('set log:g:2'))).toHaveLength(1);
    const again = await createSaveStore({ storage, games: GAMES, now: () => 1 }).loadMatch('g');
    expect(again.ok && again.value.saved.match.log.length).toBe(3100);
  });

  test('a short log is stored exactly as before (format version 1, the whole log in the record)', async () => {
    const storage = make();
    const match = longMatch(10);
    expect((await createSaveStore({ storage, games: GAMES, now: () => 1 }).saveMatch({ id: 's', match })).ok).toBe(true);
    const record = (await storage.get('match:s')) as Record<string, unknown>;
    expect(record.formatVersion).toBe(1);
    expect('logChunks' in record).toBe(false);
    // Plus `takeBacks` (issue 12: this log has undo items), an optional field older sites ignore.
    expect(Object.keys(record)).toEqual(['format', 'formatVersion', 'id', 'title', 'createdAt', 'updatedAt', 'status', 'progress', 'hash', 'match', 'takeBacks']);
    expect((record.match as { log: unknown[] }).log).toHaveLength(20);
  });
});
