/**
 * Saves and files of Belfort engine version 1 (before forced moves, the Neutral Players'
 * placements, the Spies' reveals and the scorings kept every fact of their log lines in their
 * events, issue 15 item 8) still open: the same log replays with version 2, to the same position,
 * and only the state hash differs (the events hold more), which the store reports as the rules
 * engine having changed. Fixtures: tests/fixtures/belfort-v1/, golden saves recorded with version 1
 * (in-progress: belfort-2p-guilds-beginner-npKeep-1-ties-byCount, its save and export; finished:
 * belfort-2p-guilds-normal-npKeep-2-ties-oneTier).
 */
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { belfort } from './index';
import type { BelfortState } from './types';
import { replay, parseMatch, type MatchRecord } from '../../core/match';
import { hashState } from '../../core/hash';
import { MemoryStorage } from '../../store/storage';
import { createSaveStore } from '../../store/saves';
import { STORE_CODES } from '../../store/result';

const DIR = join(process.cwd(), 'tests/fixtures/belfort-v1');
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');
const CLOCK = 1_767_225_600_000;

/** A store holding the saved record `file` of tests/fixtures/belfort-v1, and that record. */
async function storeWith(file: string) {
  const raw = JSON.parse(read(file)) as { id: string; hash: string; match: MatchRecord };
  expect(raw.match.engineVersion).toBe(1);
  const storage = new MemoryStorage();
  await storage.write([{ op: 'set', key: `match:${raw.id}`, value: raw }]);
  const store = createSaveStore({ storage, games: [belfort], now: () => CLOCK });
  const list = await store.listMatches();
  expect(list.setAside).toEqual([]);
  expect(list.good.map((s) => s.id)).toEqual([raw.id]);
  return { store, raw };
}

test('a version 1 game in progress opens with version 2 where it was, and can go on', async () => {
  expect(belfort.version).toBe(2);
  const { store, raw } = await storeWith('in-progress.save.json');
  const loaded = await store.loadMatch(raw.id);
  if (!loaded.ok) throw new Error(loaded.error.message);
  // Its last move set nothing off, so even the hash is the one it was saved with: no warning.
  expect(loaded.warning).toBeUndefined();
  expect(loaded.value.saved.hash).toBe(raw.hash);
  expect(loaded.value.summary.progress).toEqual({ actions: 34, finished: false });
  const state = loaded.value.state as BelfortState;
  expect([state.round, state.phase]).toEqual([2, 'placement']);
  const seat = belfort.pending(state)[0]!;
  expect(belfort.actions(state, seat).length).toBeGreaterThan(0);
});

test('a finished version 1 game opens with version 2, finished, its hash change said as a rules change', async () => {
  const { store, raw } = await storeWith('finished.save.json');
  const loaded = await store.loadMatch(raw.id);
  if (!loaded.ok) throw new Error(loaded.error.message);
  expect(loaded.warning?.code).toBe(STORE_CODES.hashChanged);
  expect(loaded.value.summary.progress).toEqual({ actions: 183, finished: true });
  const state = loaded.value.state as BelfortState;
  expect(hashState(state)).not.toBe(raw.hash);
  expect(belfort.result(state)).not.toBeNull();
  // The difference: the last move's events now carry every fact of their lines.
  expect(state.events[0]).toMatchObject({ key: 'belfort.event.npPlace', params: { np: 4, card: 'inn', reason: 'chose', by: 1, crest: 2 } });
});

test('a version 1 export imports and replays with version 2', async () => {
  const text = read('in-progress.match.json');
  const parsed = parseMatch(JSON.parse(text), [belfort]);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { state } = replay(belfort, parsed.value);
  const store = createSaveStore({ storage: new MemoryStorage(), games: [belfort], now: () => CLOCK });
  const imported = await store.importMatch(text, { id: 'old' });
  if (!imported.ok) throw new Error(imported.error.message);
  expect(imported.value.hash).toBe(hashState(state));
  expect(imported.value.progress).toEqual({ actions: 34, finished: false });
});
