/**
 * NetMatchSession: a lockstep session presented as a TableSession. Played over lib/net's
 * in-memory network on a virtual clock, with the pile fixture (sequential turns plus
 * simultaneous votes): the adapter's replay, log lines, pending seats and my actions follow the
 * session exactly, and acting goes through the session.
 */
import { describe, expect, test } from 'vitest';
import { hashState } from '$engine/core/hash';
import { replay } from '$engine/core/match';
import { Room, openTable, autoplay } from '$engine/net/testkit';
import { pileEntry } from '$engine/net/pile.fixture';
import type { Session } from '$engine/net';
import { NetMatchSession } from './net-match.svelte';

const noBots = { here: () => false, setFast: () => {}, skip: () => {} };

function follow(session: Session): NetMatchSession {
  const table = new NetMatchSession(session, pileEntry, noBots, false);
  session.subscribe((v) => table.update(v));
  return table;
}

describe('NetMatchSession', () => {
  test('follows a whole networked game: same state, log lines and result as the session', async () => {
    const room = new Room('nm-1', [pileEntry], { minDelay: 1, maxDelay: 30 });
    const [host, guest] = await openTable(room, { game: 'pile', players: 3, humans: 2 });
    const tables = [follow(host!.session), follow(guest!.session)];
    expect(tables[0]!.viewer).toBe(0);
    expect(tables[1]!.viewer).toBe(1);
    expect(tables[1]!.botsHere).toBe(false);
    expect(tables[0]!.botsHere).toBe(true);

    const stops = [host!, guest!].map((p) => autoplay(room.clock, p.session, p.name));
    // While playing, the table never offers actions the session would not take, nor for other seats.
    let checks = 0;
    const check = (): boolean => {
      for (const [i, p] of [host!, guest!].entries()) {
        const t = tables[i]!;
        const seat = p.session.view.me.seat!;
        expect(t.actions(seat)).toEqual(p.session.myActions());
        for (const other of [0, 1, 2]) if (other !== seat) expect(t.actions(other)).toEqual([]);
        expect(t.entries.length).toBe(t.match.log.length);
        checks++;
      }
      return host!.session.view.status === 'finished' && guest!.session.view.status === 'finished';
    };
    expect(room.run(check)).toBe(true);
    stops.forEach((s) => s());
    expect(checks).toBeGreaterThan(20);

    for (const [i, p] of [host!, guest!].entries()) {
      const t = tables[i]!;
      expect(t.error).toBeNull();
      expect(t.hash).toBe(p.session.view.hash);
      expect(hashState(t.state)).toBe(p.session.view.hash);
      expect(t.result).toEqual(p.session.view.result);
      expect(t.match.log).toEqual(p.session.view.log);
      expect(hashState(replay(pileEntry.game, t.match).state)).toBe(t.hash);
      expect(t.pending).toEqual([]);
      expect(t.undoOffered).toBe(false);
    }
    expect(tables[0]!.entries.map((e) => e.text)).toEqual(tables[1]!.entries.map((e) => e.text));
    // My seat is mine, the other person remote, the bot a bot.
    expect(tables[1]!.match.seats.map((s) => s.kind)).toEqual(['remote', 'human', 'bot']);
  });

  test('acting goes through the session; a committed choice no longer counts as pending', async () => {
    const room = new Room('nm-2', [pileEntry]);
    const [host, guest] = await openTable(room, { game: 'pile', players: 2, humans: 2 });
    const tables = [follow(host!.session), follow(guest!.session)];
    // Play until a simultaneous vote (both seats pending at once).
    const stops = [host!, guest!].map((p) => autoplay(room.clock, p.session, p.name, 20, (actions, rng) => (actions[0]!.type === 'vote' ? actions[0]! : rng.pick(actions))));
    room.run(() => host!.session.view.pending.length === 2 && host!.session.myActions().length > 0 && guest!.session.myActions().length > 0);
    stops.forEach((s) => s());
    room.run(() => false, 500);
    const [a, b] = tables as [NetMatchSession, NetMatchSession];
    expect(host!.session.view.pending).toEqual([0, 1]);
    expect(a.pending).toEqual([0, 1]);
    // A refusal is reported, not thrown.
    expect(b.act(0, a.actions(0)[0]!)).toBe(false);
    expect(b.refused).not.toBeNull();
    // Seat 1 votes: on both tables seat 1 stops being pending once the host announces the commitment.
    expect(b.act(1, b.actions(1)[0]!)).toBe(true);
    expect(b.refused).toBeNull();
    expect(b.actions(1)).toEqual([]);
    room.run(() => a.pending.length === 1);
    expect(a.pending).toEqual([0]);
    expect(b.pending).toEqual([0]);
    const before = a.match.log.length;
    expect(a.act(0, a.actions(0)[0]!)).toBe(true);
    room.run(() => b.match.log.length === before + 2 && a.match.log.length === before + 2);
    expect(b.hash).toBe(a.hash);
    expect(b.entries.length).toBe(before + 2);
  });
});
