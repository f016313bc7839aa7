/**
 * Two tabs, one saved game, no lost moves (issue 10 item 4): a save only extends the log this
 * tab read. Tab A and tab B open the same game; A saves three moves; B's stale save is refused
 * with `store/conflict` (A's moves stay on disk), until B reloads the newer game. Two stores on
 * one storage are two tabs (each has its own memory of what it read).
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
  ['indexeddb (fake-indexeddb)', () => new IdbStorage(`euro-table-conflict-${++dbCount}`)]
];
const tab = (storage: KeyValueStorage) => createSaveStore({ storage, games: GAMES, now: () => 7_000 });

function extend(m: MatchRecord, bids: readonly number[]): MatchRecord {
  let out = m;
  for (const amount of bids) out = appendAction(out, out.log.length % 2, { type: 'bid', amount } as never);
  return out;
}
const start = extend(newMatch(sealedBid, { players: 2, seed: 'tabs' }), [1, 1, 1, 1]);

describe.each(backends)('two tabs on one saved game (%s)', (_name, make) => {
  test('the stale tab is refused with store/conflict and the newer save stays', async () => {
    const storage = make();
    expect((await tab(storage).saveMatch({ id: 'g', match: start, title: 'Shared' })).ok).toBe(true);
    const a = tab(storage);
    const b = tab(storage);
    expect((await a.loadMatch('g')).ok).toBe(true);
    expect((await b.loadMatch('g')).ok).toBe(true);
    // Tab A plays on and saves after each move (not awaited, like the autosave).
    const a1 = extend(start, [2]);
    const a2 = extend(a1, [2]);
    const saves = [a.saveMatch({ id: 'g', match: a1 }), a.saveMatch({ id: 'g', match: a2 })];
    expect((await Promise.all(saves)).every((r) => r.ok)).toBe(true);
    // Tab B, still on the old position, plays a different move.
    const b1 = extend(start, [3]);
    const stale = await b.saveMatch({ id: 'g', match: b1 });
    expect(stale).toMatchObject({ ok: false, error: { code: STORE_CODES.conflict, data: { storedActions: 6, mineActions: 4 } } });
    if (!stale.ok) expect(stale.error.message).toContain('was changed in another tab');
    // Nothing of A's was lost, and B keeps being refused until it reloads.
    const onDisk = await tab(storage).loadMatch('g');
    expect(onDisk.ok && onDisk.value.saved.match.log.length).toBe(6);
    expect((await b.saveMatch({ id: 'g', match: extend(b1, [1]) })).ok).toBe(false);
    const reloaded = await b.loadMatch('g');
    expect(reloaded.ok).toBe(true);
    expect((await b.saveMatch({ id: 'g', match: extend(a2, [1]) })).ok).toBe(true);
    // Now A is the stale one.
    expect(await a.saveMatch({ id: 'g', match: extend(a2, [2]) })).toMatchObject({ ok: false, error: { code: STORE_CODES.conflict } });
  });

  test('keeping the stale tab’s game as a copy loses nothing on either side', async () => {
    const storage = make();
    expect((await tab(storage).saveMatch({ id: 'g', match: start, title: 'Shared' })).ok).toBe(true);
    const a = tab(storage);
    const b = tab(storage);
    await a.loadMatch('g');
    await b.loadMatch('g');
    expect((await a.saveMatch({ id: 'g', match: extend(start, [2, 2]) })).ok).toBe(true);
    const mine = extend(start, [3]);
    expect((await b.saveMatch({ id: 'g', match: mine })).ok).toBe(false);
    expect((await b.saveMatch({ id: 'g-copy', match: mine, title: 'Shared (copy)' })).ok).toBe(true);
    const list = await tab(storage).listMatches();
    expect(list.good.map((g) => [g.id, g.progress.actions]).sort()).toEqual([
      ['g', 6],
      ['g-copy', 5]
    ]);
  });

  test('a game deleted in another tab is not silently brought back', async () => {
    const storage = make();
    const a = tab(storage);
    expect((await a.saveMatch({ id: 'g', match: start })).ok).toBe(true);
    expect((await tab(storage).deleteMatch('g')).ok).toBe(true);
    const r = await a.saveMatch({ id: 'g', match: extend(start, [1]) });
    expect(r).toMatchObject({ ok: false, error: { code: STORE_CODES.conflict } });
    if (!r.ok) expect(r.error.message).toContain('was deleted in another tab');
  });

  test('compare-and-set: writeIf applies the ops only when the value is as expected', async () => {
    const storage = make();
    await storage.write([{ op: 'set', key: 'k', value: { v: 1 } }]);
    expect(await storage.writeIf('k', (cur) => (cur as { v: number }).v === 2, [{ op: 'set', key: 'k', value: { v: 3 } }])).toBe(false);
    expect(await storage.get('k')).toEqual({ v: 1 });
    expect(await storage.writeIf('k', (cur) => (cur as { v: number }).v === 1, [{ op: 'set', key: 'k', value: { v: 3 } }, { op: 'set', key: 'other', value: 1 }])).toBe(true);
    expect(await storage.get('k')).toEqual({ v: 3 });
    expect(await storage.get('other')).toBe(1);
  });
});
