/**
 * WatchMatchSession: a watched game presented as a read-only TableSession. A watcher follows a
 * pile game (turns and secret votes) over lib/net's in-memory network: the table's view is the
 * spectator's view of the very position for every seat, nothing can be acted on, the log lines
 * and log length follow the host's, and at the end the real match replaces the placeholders.
 */
import { describe, expect, test } from 'vitest';
import { replay } from '$engine/core/match';
import { Room, TEST_TIMING, autoplay, openTable } from '$engine/net/testkit';
import { pileEntry } from '$engine/net/pile.fixture';
import { WatchSession, type WatchView } from '$engine/net';
import type { Scene } from '$engine/net';
import type { Action } from '$engine/core/types';
import { HIDDEN_ACTION, WatchMatchSession } from './watch-match.svelte';

describe('WatchMatchSession', () => {
  test('a read-only table with viewer null that follows the public scenes to the end', async () => {
    const room = new Room('wm-1', [pileEntry]);
    const people = await openTable(room, { game: 'pile', players: 3, humans: 2 });
    const host = people[0]!;
    expect(host.session.allowWatchers(true).ok).toBe(true);
    const w = await WatchSession.open({ transport: room.net.transport('wes'), games: [pileEntry.game], clock: room.clock, name: 'Wes', room: 'ROOM0001', host: host.transport.address, timing: TEST_TIMING });
    let table: WatchMatchSession | null = null;
    const follow = (v: WatchView): void => {
      if (!v.scene || v.scene.view === null) return;
      if (table) table.update(v);
      else table = new WatchMatchSession(pileEntry, { ...v, scene: v.scene as Scene });
    };
    w.subscribe(follow);
    room.run(() => table !== null);

    const stops = people.map((p) => autoplay(room.clock, p.session, `wm/${p.name}`));
    let checks = 0;
    const game = pileEntry.game;
    room.run(() => {
      const t = table!;
      const scene = w.view.scene!;
      expect(t.readonly).toBe(true);
      expect(t.viewer).toBeNull();
      expect(t.humans).toEqual([]);
      expect(t.entries).toEqual(w.view.lines);
      expect(t.match.log).toHaveLength(scene.i);
      if (scene.result === null) {
        expect(t.match.seed).toBe('');
        expect(t.match.log.every((it) => it.action === HIDDEN_ACTION)).toBe(true);
        // Whoever asks, the public view of that position (the host's log up to scene.i).
        const state = replay(game, { ...host.session.match()!, log: host.session.view.log.slice(0, scene.i) }).state;
        for (const seat of [null, 0, 1, 2]) expect(t.view(seat)).toEqual(game.view(state, null));
        for (const seat of [0, 1, 2]) expect(t.actions(seat)).toEqual([]);
      }
      checks++;
      return host.session.view.status === 'finished' && w.view.scene?.result != null;
    });
    stops.forEach((s) => s());
    expect(checks).toBeGreaterThan(10);
    const t = table!;
    expect(t.result).toEqual(host.session.view.result);
    expect(t.match.log).toEqual(host.session.view.log);
    expect(t.match.seed).toBe(host.session.view.seed);
    expect(t.act(0, { type: 'take', n: 1 } as unknown as Action)).toBe(false);
    expect(t.refused).not.toBeNull();
    expect(t.history.items).toHaveLength(host.session.view.log.length);
  });
});
