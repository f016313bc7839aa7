/**
 * The app's save layer (src/lib/matches.ts over lib/store) against fake-indexeddb: create,
 * autosave, resume, export → delete → import, a corrupt record set aside while the other saves
 * still open, problem reports and settings.
 */
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { newMatch, type MatchRecord } from '$engine/core/match';
import { hashState } from '$engine/core/hash';
import { applyLogItem, startCursor } from '$engine/core/undo';
import { DB_NAME, STORE_NAME, parseReport, updateSettings } from '$engine/store';
import { findGame } from '$engine/games';
import { addMatch, autosave, createMatch, deleteSaved, exportSaved, importText, listSaved, openSaved, renameSaved, reportText } from './matches';
import { appStore } from './store/app.svelte';

const entry = findGame('sevenwonders')!;

/** A 7 Wonders match with `n` legal actions played (the first legal action of a pending seat). */
function playedMatch(n: number, seed = 'm1'): MatchRecord {
  let match = newMatch(entry.game, { players: 3, seed, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B', bot: 'random', level: 1 }, { kind: 'bot', name: 'C', bot: 'random', level: 1 }] });
  let cursor = startCursor(entry.game, match);
  for (let i = 0; i < n; i++) {
    const seat = entry.game.pending(cursor.state)[0]!;
    const item = { seat, action: entry.game.actions(cursor.state, seat)[0]! };
    cursor = applyLogItem(entry.game, cursor, item);
    match = { ...match, log: [...match.log, item] };
  }
  return match;
}

function rawPut(key: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(STORE_NAME, 'readwrite');
      tx.objectStore(STORE_NAME).put(value, key);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe('saved matches (IndexedDB)', () => {
  test('a new match is saved, autosaved after each action, and resumes with the same state', async () => {
    const id = addMatch(playedMatch(0));
    const opened = await openSaved(id);
    expect(opened.ok).toBe(true);
    expect(appStore.kind).toBe('indexeddb');
    expect(appStore.warning).toBeNull();
    const later = playedMatch(4);
    const saved = await autosave(id, later);
    expect(saved.ok && saved.value.progress.actions).toBe(4);
    const again = await openSaved(id);
    if (!again.ok) throw new Error(again.error.message);
    expect(hashState(again.value.state)).toBe(hashState(replayState(later)));
    expect(again.value.summary.hash).toBe(hashState(replayState(later)));
  });

  test('export → delete → import restores the game; rename keeps it', async () => {
    const made = await createMatch(playedMatch(3, 'm2'));
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value;
    expect((await renameSaved(id, 'Friday game')).ok).toBe(true);
    const file = await exportSaved(id);
    if (!file.ok) throw new Error(file.error.message);
    expect((await deleteSaved(id)).ok).toBe(true);
    expect(await openSaved(id)).toMatchObject({ ok: false, error: { code: 'store/not-found' } });
    const back = await importText(file.value);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.hash).toBe(hashState(replayState(playedMatch(3, 'm2'))));
    const bad = await importText('{"format":"nope"}');
    expect(bad).toMatchObject({ ok: false, error: { code: 'match/format' } });
    expect(!bad.ok && bad.error.message).toMatch(/^The file was not imported\. Not a match file/);
  });

  test('a corrupt record is set aside with a message; every other save still opens', async () => {
    const good = await createMatch(playedMatch(2, 'm3'));
    if (!good.ok) throw new Error(good.error.message);
    await rawPut('match:broken9', 'not json {');
    const list = await listSaved();
    expect(list.setAside.find((r) => r.key === 'broken9')).toMatchObject({ code: 'store/corrupt', message: expect.stringContaining('"broken9" was set aside') });
    expect(list.good.some((g) => g.id === good.value)).toBe(true);
    expect((await openSaved(good.value)).ok).toBe(true);
    expect(await openSaved('broken9')).toMatchObject({ ok: false, error: { code: 'store/set-aside' } });
    // A report of the set-aside record keeps its raw text.
    const report = await reportText({ kind: 'aside', key: 'broken9' }, 'It broke');
    if (!report.ok) throw new Error(report.error.message);
    const parsed = parseReport(report.value);
    expect(parsed.ok && parsed.value).toMatchObject({ message: 'It broke', match: 'not json {', diagnosis: { code: 'match/not-object' } });
  });

  test('a problem report holds the match file, the browser and the message', async () => {
    const made = await createMatch(playedMatch(1, 'm4'));
    if (!made.ok) throw new Error(made.error.message);
    const report = await reportText({ kind: 'match', id: made.value }, 'Looks wrong');
    if (!report.ok) throw new Error(report.error.message);
    const parsed = parseReport(report.value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.message).toBe('Looks wrong');
    expect(parsed.value.browser).toContain('storage: indexeddb');
    expect(parsed.value.diagnosis).toMatchObject({ code: null, actions: 1 });
    expect(parsed.value.match).toMatchObject({ format: 'euro-table/match', game: 'sevenwonders' });
  });

  test('settings are validated, then kept', async () => {
    await appStore.open();
    const next = updateSettings(appStore.settings, { botDelayMs: 1200, broker: { ...appStore.settings.broker, host: '127.0.0.1', port: 9000 } });
    if (!next.ok) throw new Error(next.error.message);
    expect((await appStore.saveSettings(next.value)).ok).toBe(true);
    expect(appStore.settings.botDelayMs).toBe(1200);
    expect(updateSettings(appStore.settings, { broker: { ...appStore.settings.broker, port: 0 } })).toMatchObject({ ok: false, error: { data: { field: 'broker' } } });
  });
});

function replayState(match: MatchRecord): unknown {
  let cursor = startCursor(entry.game, match);
  for (const item of match.log) cursor = applyLogItem(entry.game, cursor, item);
  return cursor.state;
}
