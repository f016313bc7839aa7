/**
 * Lockstep sessions on the in-memory network: rooms and seats, the fair seed, sequential and
 * simultaneous steps, the engine as the one judge of legality, and whole games under random
 * delays, reordering, duplicates and drops.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { canonicalJson } from '../core/hash';
import { replay } from '../core/match';
import { actionCommitment, deriveSeed, seedCommitment } from './identity';
import { parseMessage, type Wire } from './protocol';
import { pileEntry } from './pile.fixture';
import { RawPeer, Room, openTable, playOut, type Player } from './testkit';
import type { Faults } from './memory';
import type { Action } from '../core/types';

/** An action literal with its payload (Action itself names only `type`). */
const A = (o: { type: string; [k: string]: unknown }): Action => o;

const GAMES = [sealedBidEntry, pileEntry];
/** More runs for a soak: NET_PROP_RUNS=2000 vitest run lib/net */
const RUNS = Number(process.env.NET_PROP_RUNS ?? 100);

/** Every peer holds the same log and hash, and the log replays to that hash. */
function expectSameGame(players: readonly Player[]): void {
  const views = players.map((p) => p.session.view);
  const logs = new Set(views.map((v) => canonicalJson(v.log)));
  expect(logs.size).toBe(1);
  expect(new Set(views.map((v) => v.hash)).size).toBe(1);
  const match = players[0]!.session.match()!;
  const entry = GAMES.find((e) => e.game.id === match.game)!;
  const { hashes } = replay(entry.game, match);
  expect(hashes[hashes.length - 1]).toBe(views[0]!.hash);
  expect(views[0]!.result).not.toBeNull();
}

const internalErrors = (players: readonly Player[]) => players.flatMap((p) => p.session.view.errors.filter((e) => e.code.startsWith('net/')));

describe('room and seats', () => {
  test('guests take the lowest free seats; a full room puts newcomers on the waiting list', async () => {
    const room = new Room('lobby', GAMES);
    const h = await room.open('ann', { game: 'sealedbid', players: 2 });
    const b = await room.join('bob');
    const c = await room.join('cyd');
    room.run(() => h.session.view.waiting.length === 1);
    const v = h.session.view;
    expect(v.status).toBe('lobby');
    expect(v.seats.map((x) => (x.kind === 'human' ? x.name : x.kind))).toEqual(['ann', 'bob']);
    expect(v.waiting.map((w) => w.name)).toEqual(['cyd']);
    room.run(() => c.session.view.waiting.length === 1 && b.session.view.seats.length === 2);
    expect(b.session.view.me.seat).toBe(1);
    expect(c.session.view.me.seat).toBeNull();
    expect(c.session.view.role).toBe('guest');
  });

  test('the host reshapes the table; guests cannot; start needs every seat filled and connected', async () => {
    const room = new Room('lobby2', GAMES);
    const h = await room.open('ann', { game: 'sealedbid', players: 3 });
    const b = await room.join('bob');
    room.run(() => b.session.view.me.seat === 1);
    expect(h.session.start()).toMatchObject({ ok: false, error: { code: 'room/seats-open' } });
    expect(b.session.start()).toMatchObject({ ok: false, error: { code: 'room/not-host' } });
    expect(b.session.setBot(2, { bot: 'random', level: 1 })).toMatchObject({ ok: false, error: { code: 'room/not-host' } });
    expect(h.session.moveSeat(1, 2).ok).toBe(true);
    room.run(() => b.session.view.me.seat === 2);
    expect(b.session.requestSeat(1).ok).toBe(true);
    room.run(() => b.session.view.me.seat === 1);
    expect(h.session.setBot(2, { bot: 'random', level: 1 }).ok).toBe(true);
    expect(h.session.configure({ players: 4, options: { short: true } }).ok).toBe(true);
    expect(h.session.view.seats.map((x) => x.kind)).toEqual(['human', 'human', 'bot', 'open']);
    expect(h.session.openSeat(2).ok).toBe(true);
    expect(h.session.setBot(0, { bot: 'random', level: 1 })).toMatchObject({ ok: false, error: { code: 'room/host-seat' } });
    expect(h.session.fillWithBots({ bot: 'random', level: 1 }).ok).toBe(true);
    expect(h.session.view.seats.map((x) => x.kind)).toEqual(['human', 'human', 'bot', 'bot']);
    room.run(() => b.session.view.config.players === 4);
    expect(b.session.view.config.options).toEqual({ short: true });
    b.transport.close();
    room.run(() => h.session.view.seats[1]!.kind === 'human' && !(h.session.view.seats[1] as { connected: boolean }).connected);
    expect(h.session.start()).toMatchObject({ ok: false, error: { code: 'room/not-connected' } });
    expect(h.session.openSeat(1).ok).toBe(true);
    expect(h.session.setBot(1, { bot: 'random', level: 1 }).ok).toBe(true);
    expect(h.session.start().ok).toBe(true);
    room.run(() => h.session.view.status === 'playing');
    expect(h.session.configure({ players: 2 })).toMatchObject({ ok: false, error: { code: 'room/not-lobby' } });
  });

  test('a latecomer without a seat cannot join a running game', async () => {
    const room = new Room('late', GAMES);
    const [h] = await openTable(room, { game: 'sealedbid', players: 3, humans: 2 });
    const late = await room.join('zed');
    room.run(() => late.session.view.status === 'closed');
    expect(late.session.view.errors.map((e) => e.code)).toContain('room/started');
    expect(h!.session.view.seats.filter((x) => x.kind === 'human')).toHaveLength(2);
  });
});

describe('fair seed', () => {
  test('the seed hashes every participant’s revealed contribution; all reveals come after all commitments', async () => {
    const room = new Room('seed', GAMES);
    room.net.recording = [];
    const people = await openTable(room, { game: 'sealedbid', players: 4, humans: 3 });
    const msgs = room.net.recording.map((r) => ({ ...r, m: parseMessage(r.text) })).filter((r) => r.m.ok).map((r) => ({ at: r.at, m: (r.m as { value: Wire }).value }));
    const commits = msgs.filter((x) => x.m.t === 'seedCommit');
    const reveals = msgs.filter((x) => x.m.t === 'seedReveal');
    const done = msgs.find((x) => x.m.t === 'seedDone')!.m as Extract<Wire, { t: 'seedDone' }>;
    expect(commits).toHaveLength(2); // the two guests; the host commits locally
    expect(reveals).toHaveLength(2);
    expect(Math.min(...reveals.map((r) => r.at))).toBeGreaterThan(Math.max(...commits.map((c) => c.at)));
    const open = msgs.find((x) => x.m.t === 'seedOpen')!.m as Extract<Wire, { t: 'seedOpen' }>;
    expect(open.commits).toHaveLength(3);
    for (const r of done.reveals) expect(seedCommitment('ROOM0001', r.pid, r.value)).toBe(open.commits.find((c) => c.pid === r.pid)!.hash);
    const seed = deriveSeed('ROOM0001', done.reveals);
    for (const p of people) expect(p.session.view.seed).toBe(seed);
    // Any single contribution changes the seed.
    const other = done.reveals.map((r, i) => (i === 1 ? { ...r, value: r.value.replace(/^./, r.value[0] === '0' ? '1' : '0') } : r));
    expect(deriveSeed('ROOM0001', other)).not.toBe(seed);
  });

  test('a participant who leaves during the draw sends the room back to the lobby', async () => {
    const room = new Room('seed-leave', GAMES, { minDelay: 20, maxDelay: 20 });
    const h = await room.open('ann', { game: 'sealedbid', players: 3 });
    const b = await room.join('bob');
    room.run(() => b.session.view.me.seat === 1);
    h.session.fillWithBots({ bot: 'random', level: 1 });
    expect(h.session.start().ok).toBe(true);
    expect(h.session.view.status).toBe('starting');
    b.transport.close();
    room.run(() => h.session.view.status === 'lobby');
    expect(h.session.view.errors.map((e) => e.code)).toContain('seed/aborted');
    expect(h.session.view.seed).toBeNull();
  });
});

describe('lockstep play', () => {
  test('simultaneous choices are revealed only after every pending seat has committed', async () => {
    const room = new Room('simul', GAMES, { minDelay: 1, maxDelay: 40 });
    const people = await openTable(room, { game: 'sealedbid', players: 4, humans: 3 });
    room.net.recording = [];
    expect(playOut(room, people)).toBe(true);
    expectSameGame(people);
    // First sending of each message (the link layer resends unacknowledged ones).
    const seen = new Set<string>();
    const msgs = room.net.recording
      .map((r) => ({ at: r.at, to: r.to, p: parseMessage(r.text) }))
      .flatMap((r) => (r.p.ok ? [{ at: r.at, to: r.to, m: r.p.value }] : []))
      .filter((x) => {
        const key = `${x.m.from}>${x.to}#${x.m.n}`;
        if (x.m.n === 0 || seen.has(key)) return x.m.n === 0;
        seen.add(key);
        return true;
      });
    const opens = new Map<number, { at: number; m: Extract<Wire, { t: 'open' }> }>();
    for (const x of msgs) if (x.m.t === 'open' && !opens.has(x.m.i)) opens.set(x.m.i, { at: x.at, m: x.m });
    expect(opens.size).toBe(5); // five rounds of bids, each one simultaneous step
    for (const [i, open] of opens) {
      expect(open.m.commits.map((c) => c.seat)).toEqual([0, 1, 2, 3]);
      const stepMsgs = msgs.filter((x) => 'i' in x.m && x.m.i >= i && x.m.i < i + 4);
      const lastCommit = Math.max(...stepMsgs.filter((x) => x.m.t === 'commit').map((x) => x.at));
      expect(open.at).toBeGreaterThanOrEqual(lastCommit);
      for (const x of stepMsgs) if (x.m.t === 'reveal' || x.m.t === 'act') expect(x.at).toBeGreaterThanOrEqual(open.at);
      // Every applied choice opens its commitment.
      const acts = stepMsgs.filter((x) => x.m.t === 'act').map((x) => x.m as Extract<Wire, { t: 'act' }>);
      expect(acts.length).toBeGreaterThan(0);
      for (const a of acts) {
        expect(a.items.map((it) => it.seat)).toEqual([0, 1, 2, 3]); // the whole step in one message
        for (const it of a.items) expect(actionCommitment('ROOM0001', i, it.seat, it.action, it.salt!)).toBe(open.m.commits.find((k) => k.seat === it.seat)!.hash);
      }
    }
  });

  test('sequential and simultaneous steps mixed, with bots, end identically everywhere', async () => {
    const room = new Room('pile', GAMES, { minDelay: 1, maxDelay: 30 });
    const people = await openTable(room, { game: 'pile', players: 4, humans: 2 });
    expect(playOut(room, people)).toBe(true);
    expectSameGame(people);
    expect(people[0]!.session.view.log.some((x) => x.action.type === 'vote')).toBe(true);
    expect(internalErrors(people)).toEqual([]);
  });

  test('the engine judges every action; a cheater is told why and the log does not move', async () => {
    const room = new Room('cheat', GAMES);
    const h = await room.open('ann', { game: 'pile', players: 3 });
    const m = new RawPeer(room, 'mallory');
    await m.link(h.transport.address);
    expect(m.deliver(h.session, { t: 'join', name: 'mal', token: 'ab'.repeat(16), have: null }).ok).toBe(true);
    h.session.setBot(2, { bot: 'random', level: 1 });
    h.session.start();
    room.run(() => m.last('seedStart') !== undefined);
    const value = 'cd'.repeat(32);
    const pid = m.last('welcome')!.pid;
    expect(m.deliver(h.session, { t: 'seedReveal', value })).toMatchObject({ ok: false, error: { code: 'seed/not-open' } });
    expect(m.deliver(h.session, { t: 'seedCommit', hash: seedCommitment('ROOM0001', pid, value) }).ok).toBe(true);
    room.run(() => m.last('seedOpen') !== undefined);
    expect(m.deliver(h.session, { t: 'seedReveal', value: 'ee'.repeat(32) })).toMatchObject({ ok: false, error: { code: 'seed/bad-reveal' } });
    expect(m.deliver(h.session, { t: 'seedReveal', value }).ok).toBe(true);
    room.run(() => h.session.view.status === 'playing');
    // Seat 0 (the host) is to take first.
    const log0 = h.session.view.log.length;
    const hash0 = h.session.view.hash;
    const cases: [string, Parameters<RawPeer['deliver']>[1], string][] = [
      ['an action for a seat it does not hold', { t: 'propose', i: 0, seat: 0, action: A({ type: 'take', n: 1 }) }, 'seat/not-yours'],
      ['its own seat out of turn', { t: 'propose', i: 0, seat: 1, action: A({ type: 'take', n: 1 }) }, 'game/illegal'],
      ['a stale position', { t: 'propose', i: 5, seat: 1, action: A({ type: 'take', n: 1 }) }, 'log/stale'],
      ['a seat the game does not have', { t: 'propose', i: 0, seat: 7, action: A({ type: 'take', n: 1 }) }, 'seat/not-yours'],
      ['a commitment when no simultaneous step is on', { t: 'commit', i: 0, seat: 1, hash: 'ab'.repeat(32) }, 'commit/no-step'],
      ['a reveal when nothing is open', { t: 'reveal', i: 0, seat: 1, action: A({ type: 'vote', v: 1 }), salt: 'ab'.repeat(16) }, 'commit/not-open'],
      ['a host-only message', { t: 'act', i: 0, items: [{ seat: 1, action: A({ type: 'take', n: 1 }), salt: null }], hash: '0'.repeat(16) }, 'role/host-only'],
      ['another host-only message', { t: 'roster', roster: { ...h.session.snapshot().roster } }, 'role/host-only'],
      ['a seed commitment after the start', { t: 'seedCommit', hash: 'ab'.repeat(32) }, 'seed/not-starting'],
      ['a seat change after the start', { t: 'seat', seat: 2 }, 'room/not-lobby'],
      ['a log it was never asked for', { t: 'sync', start: 0, total: 1, base: null, items: [{ seat: 1, action: A({ type: 'take', n: 1 }) }], hash: '0'.repeat(16) }, 'sync/unsolicited'],
      ['a request for log items that do not exist', { t: 'need', start: 99 }, 'log/gap']
    ];
    for (const [name, msg, code] of cases) {
      const r = m.deliver(h.session, msg);
      expect(r.ok, name).toBe(false);
      if (!r.ok) expect(r.error.code, name).toBe(code);
    }
    room.run(() => m.inbox.filter((x) => x.t === 'reject').length >= cases.length + 2);
    const rejects = m.inbox.filter((x): x is Extract<Wire, { t: 'reject' }> => x.t === 'reject');
    expect(rejects.find((r) => r.code === 'game/illegal')!.message).toBe('Seat 2 is not to act now.');
    expect(h.session.view.log.length).toBe(log0);
    expect(h.session.view.hash).toBe(hash0);
    // The local player is checked before anything is sent.
    expect(h.session.act({ type: 'take', n: 9 })).toMatchObject({ ok: false, error: { code: 'game/illegal', data: { cause: 'pile/illegal' } } });
    expect(h.session.act({ type: 'take', n: 1 }).ok).toBe(true);
    expect(h.session.view.log.length).toBe(log0 + 1);
    room.run(() => m.last('act') !== undefined);
    expect(m.last('act')).toMatchObject({ i: 0, items: [{ seat: 0, action: { type: 'take', n: 1 }, salt: null }], hash: h.session.view.hash });
  });

  test('a guest whose move became stale gets told and can move again', async () => {
    const room = new Room('stale', GAMES);
    const [h, b] = await openTable(room, { game: 'pile', players: 2, humans: 2 });
    expect(h!.session.act({ type: 'take', n: 2 }).ok).toBe(true);
    room.run(() => b!.session.myActions().length > 0);
    expect(b!.session.act({ type: 'take', n: 1 }).ok).toBe(true);
    expect(b!.session.act({ type: 'take', n: 1 })).toMatchObject({ ok: false, error: { code: 'act/waiting' } });
    expect(b!.session.view.sent).toBe(true);
    room.run(() => h!.session.view.log.length === 2 && b!.session.view.log.length === 2);
    expect(b!.session.view.sent).toBe(false);
  });
});

describe('property: whole games over a bad network', () => {
  const faults = fc.record({
    minDelay: fc.integer({ min: 0, max: 20 }),
    spread: fc.integer({ min: 0, max: 120 }),
    dropPerMille: fc.integer({ min: 0, max: 300 }),
    duplicatePerMille: fc.integer({ min: 0, max: 200 })
  });
  test('all peers end with identical logs and hashes (random delays, reordering, duplicates, drops)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('sealedbid', 'pile'),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        faults,
        async (seed, game, players, humansWanted, f) => {
          const humans = Math.min(humansWanted, players);
          const fs: Partial<Faults> = { minDelay: f.minDelay, maxDelay: f.minDelay + f.spread, dropPerMille: f.dropPerMille, duplicatePerMille: f.duplicatePerMille };
          const room = new Room(`prop/${seed}`, GAMES, fs);
          const people = await openTable(room, { game, players, humans });
          expect(playOut(room, people)).toBe(true);
          expectSameGame(people);
          expect(internalErrors(people)).toEqual([]);
        }
      ),
      { numRuns: RUNS }
    );
  });
});
