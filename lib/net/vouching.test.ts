/**
 * Issue 10 item 1: no move for another seat, by any path. A move joins a log only when it is
 * vouched for — by the sender, for its own seat, or by the current host, for the log it orders and
 * relays. A hostile guest ("mallory", a hand-driven protocol speaker) tries every path that adds
 * to a log: a live action, a commitment and a reveal, a catch-up `sync` after claiming to be
 * ahead, a resync sent by someone who is not the host, and a longer log offered to a new host
 * after a migration. Each forged move is refused with `seat/not-yours`, logged on the host, and
 * play goes on.
 */
import { describe, expect, test } from 'vitest';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { canonicalJson } from '../core/hash';
import type { Action } from '../core/types';
import { seedCommitment, actionCommitment } from './identity';
import { pileEntry } from './pile.fixture';
import { RawPeer, Room, autoplay, rawAutoplay, type Player } from './testkit';
import type { Message } from './protocol';

const GAMES = [sealedBidEntry, pileEntry];
const A = (a: Record<string, unknown>) => a as unknown as Action;
const take = (n: number) => A({ type: 'take', n });
const codes = (p: Player) => p.session.view.errors.map((e) => e.code);

/**
 * A room where the host (ann, seat 0), then each named real guest, then mallory take seats in
 * that order; the remaining seats get bots; the seed is drawn with mallory taking part by hand.
 */
async function tableWithMallory(room: Room, o: { game: string; players: number; guests?: readonly string[] }) {
  const h = await room.open('ann', { game: o.game, players: o.players });
  const guests: Player[] = [];
  for (const name of o.guests ?? []) guests.push(await room.join(name));
  room.run(() => h.session.view.seats.filter((x) => x.kind === 'human' && x.connected).length === 1 + guests.length);
  const m = new RawPeer(room, 'mallory');
  await m.link(h.transport.address);
  const token = 'ab'.repeat(16);
  expect(m.deliver(h.session, { t: 'join', name: 'mal', token, have: null }).ok).toBe(true);
  room.run(() => m.last('welcome') !== undefined);
  const pid = m.last('welcome')!.pid;
  const seat = h.session.view.seats.findIndex((x) => x.kind === 'human' && x.pid === pid);
  expect(h.session.fillWithBots({ bot: 'random', level: 1 }).ok).toBe(true);
  expect(h.session.start().ok).toBe(true);
  room.run(() => m.last('seedStart') !== undefined);
  const value = 'cd'.repeat(32);
  expect(m.deliver(h.session, { t: 'seedCommit', hash: seedCommitment('ROOM0001', pid, value) }).ok).toBe(true);
  room.run(() => m.last('seedOpen') !== undefined);
  expect(m.deliver(h.session, { t: 'seedReveal', value }).ok).toBe(true);
  room.run(() => h.session.view.status === 'playing' && guests.every((g) => g.session.view.status === 'playing'));
  return { h, guests, m, token, pid, seat };
}

describe('no move for another seat, by any path (issue 10 item 1)', () => {
  test('live action: a proposal for the host’s seat is refused and play goes on', async () => {
    const room = new Room('vouch-live', GAMES);
    const { h, m, seat } = await tableWithMallory(room, { game: 'pile', players: 3 });
    expect(seat).toBe(1);
    expect(m.deliver(h.session, { t: 'propose', i: 0, seat: 0, action: take(1) })).toMatchObject({ ok: false, error: { code: 'seat/not-yours' } });
    expect(h.session.view.log).toHaveLength(0);
    expect(h.session.act(take(1)).ok).toBe(true);
    expect(h.session.view.log).toHaveLength(1);
  });

  test('commit and reveal: mallory cannot commit or reveal for the host’s seat or a bot’s', async () => {
    const room = new Room('vouch-commit', GAMES);
    const { h, m, seat } = await tableWithMallory(room, { game: 'sealedbid', players: 3 });
    expect(seat).toBe(1);
    const bid = A({ type: 'bid', amount: 1 });
    const salt = '12'.repeat(16);
    for (const other of [0, 2]) {
      const hash = actionCommitment('ROOM0001', 0, other, bid, salt);
      expect(m.deliver(h.session, { t: 'commit', i: 0, seat: other, hash }), `commit for seat ${other}`).toMatchObject({ ok: false, error: { code: 'seat/not-yours' } });
    }
    // Mallory commits her own bid; the host bids; the bot bids; everything is opened.
    expect(m.deliver(h.session, { t: 'commit', i: 0, seat: 1, hash: actionCommitment('ROOM0001', 0, 1, bid, salt) }).ok).toBe(true);
    expect(h.session.act(A({ type: 'bid', amount: 2 })).ok).toBe(true);
    room.run(() => m.last('open') !== undefined);
    expect(m.deliver(h.session, { t: 'reveal', i: 0, seat: 0, action: bid, salt })).toMatchObject({ ok: false, error: { code: 'seat/not-yours' } });
    expect(h.session.view.log).toHaveLength(0);
    expect(m.deliver(h.session, { t: 'reveal', i: 0, seat: 1, action: bid, salt }).ok).toBe(true);
    room.run(() => h.session.view.log.length === 3);
    expect(h.session.view.log.map((x) => [x.seat, (x.action as unknown as { amount: number }).amount])).toEqual([
      [0, 2],
      [1, 1],
      [2, expect.any(Number)]
    ]);
  });

  test('catch-up: claiming to be ahead, then sending moves for the host and a bot, gets none of them in', async () => {
    const room = new Room('vouch-sync', GAMES);
    const { h, m, seat } = await tableWithMallory(room, { game: 'pile', players: 3 });
    expect(seat).toBe(1);
    const hash0 = h.session.view.hash!;
    // "My hash after 5 moves is …": the host asks for the moves it does not have.
    expect(m.deliver(h.session, { t: 'hash', i: 5, hash: '0123456789abcdef' }).ok).toBe(true);
    room.run(() => m.last('need') !== undefined);
    expect(m.last('need')).toMatchObject({ start: 0 });
    // Legal moves, but seat 0 is the host's and seat 2 a bot's.
    const forged: Message = { t: 'sync', start: 0, total: 3, base: hash0, items: [{ seat: 0, action: take(1) }, { seat: 1, action: take(1) }, { seat: 2, action: take(1) }], hash: 'fedcba9876543210' };
    expect(m.deliver(h.session, forged)).toMatchObject({ ok: false, error: { code: 'seat/not-yours' } });
    expect(h.session.view.log).toHaveLength(0);
    expect(h.session.view.hash).toBe(hash0);
    expect(codes(h)).toContain('seat/not-yours');
    room.run(() => m.inbox.some((x) => x.t === 'reject' && x.code === 'seat/not-yours'));
    // Play goes on: the host moves, and mallory's own move is still welcome by the usual route.
    expect(h.session.act(take(1)).ok).toBe(true);
    expect(m.deliver(h.session, { t: 'propose', i: 1, seat: 1, action: take(2) }).ok).toBe(true);
    room.run(() => h.session.view.log.length === 3);
    expect(h.session.view.log.map((x) => x.seat)).toEqual([0, 1, 2]);
    expect(h.session.view.status).toBe('playing');
  });

  test('catch-up: of a claimed suffix only the claimant’s own leading moves are taken', async () => {
    const room = new Room('vouch-own', GAMES);
    const { h, m } = await tableWithMallory(room, { game: 'pile', players: 3 });
    expect(h.session.act(take(1)).ok).toBe(true); // mallory (seat 1) is to move
    const hash1 = h.session.view.hash!;
    expect(m.deliver(h.session, { t: 'hash', i: 4, hash: '0123456789abcdef' }).ok).toBe(true);
    room.run(() => m.last('need') !== undefined);
    const items = [{ seat: 1, action: take(3) }, { seat: 2, action: take(1) }, { seat: 0, action: take(1) }];
    expect(m.deliver(h.session, { t: 'sync', start: 1, total: 4, base: hash1, items, hash: 'fedcba9876543210' })).toMatchObject({ ok: false, error: { code: 'seat/not-yours' } });
    expect(canonicalJson(h.session.view.log.slice(0, 2))).toBe(canonicalJson([{ seat: 0, action: take(1) }, { seat: 1, action: take(3) }]));
    // Play goes on to the end, the bot deciding for itself.
    const stops = [autoplay(room.clock, h.session, 'ann'), rawAutoplay(room, h, m, 1)];
    room.run(() => h.session.view.status === 'finished');
    stops.forEach((s) => s());
    expect(h.session.view.status).toBe('finished');
  });

  test('resync: a log or an act from anyone but the host is refused by a guest', async () => {
    const room = new Room('vouch-resync', GAMES);
    const { h, guests } = await tableWithMallory(room, { game: 'pile', players: 3, guests: ['bob'] });
    const b = guests[0]!;
    const s = new RawPeer(room, 'stranger');
    await s.link(b.transport.address);
    const hash0 = b.session.view.hash!;
    const sync: Message = { t: 'sync', start: 0, total: 1, base: hash0, items: [{ seat: 0, action: take(1) }], hash: '0123456789abcdef' };
    expect(s.deliver(b.session, sync)).toMatchObject({ ok: false, error: { code: 'peer/not-host' } });
    expect(s.deliver(b.session, { t: 'act', i: 0, items: [{ seat: 0, action: take(1), salt: null }], hash: '0123456789abcdef' })).toMatchObject({ ok: false, error: { code: 'peer/not-host' } });
    expect(b.session.view.log).toHaveLength(0);
    expect(h.session.act(take(1)).ok).toBe(true);
    room.run(() => b.session.view.log.length === 1);
    expect(b.session.view.hash).toBe(h.session.view.hash);
  });

  test('migration: a new host adopts of a longer log only what its claimant alone can vouch for', async () => {
    const room = new Room('vouch-migrate', GAMES);
    const { h, guests, m, token } = await tableWithMallory(room, { game: 'pile', players: 3, guests: ['bob'] });
    const b = guests[0]!;
    expect(h.session.act(take(1)).ok).toBe(true);
    room.run(() => b.session.view.log.length === 1);
    expect(b.session.act(take(1)).ok).toBe(true);
    room.run(() => m.last('act')?.i === 1);
    expect(m.deliver(h.session, { t: 'propose', i: 2, seat: 2, action: take(1) }).ok).toBe(true);
    room.run(() => b.session.view.log.length === 3);
    // The host's page dies; bob (seat 1) takes over. Mallory comes to him with a "longer" log.
    h.transport.close();
    room.run(() => b.session.view.role === 'host' && b.session.view.status === 'playing');
    const len = b.session.view.log.length;
    const base = b.session.view.hash!;
    const m2 = new RawPeer(room, 'mallory-2');
    await m2.link(b.transport.address);
    expect(m2.deliver(b.session, { t: 'join', name: 'mal', token, have: { len: len + 3, hash: '0123456789abcdef' } }).ok).toBe(true);
    room.run(() => m2.last('need') !== undefined);
    expect(m2.last('need')).toMatchObject({ start: len });
    // Seat 0 (the old host, gone) and seat 1 (bob himself) are not mallory's to vouch for.
    const items = [{ seat: 0, action: take(1) }, { seat: 1, action: take(3) }, { seat: 2, action: take(1) }];
    expect(m2.deliver(b.session, { t: 'sync', start: len, total: len + 3, base, items, hash: 'fedcba9876543210' })).toMatchObject({ ok: false, error: { code: 'seat/not-yours' } });
    expect(b.session.view.log).toHaveLength(len);
    expect(b.session.view.hash).toBe(base);
    expect(codes(b)).toContain('seat/not-yours');
    // Play goes on: a bot takes the old host's seat and the game reaches its end.
    expect(b.session.replaceWithBot(0, { bot: 'random', level: 1 }).ok).toBe(true);
    const stops = [autoplay(room.clock, b.session, 'bob'), rawAutoplay(room, b, m2, 2)];
    room.run(() => b.session.view.status === 'finished');
    stops.forEach((s) => s());
    expect(b.session.view.status).toBe('finished');
  });
});
