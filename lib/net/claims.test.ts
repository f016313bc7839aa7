/**
 * Issue 10 item 2: one forged `hash` or `desync` cannot freeze a room. A claim that the honest
 * peers' hashes (or the claimant's own earlier ones) contradict is refused without pausing
 * anyone; a claim nobody contradicts pauses the room only until the claimant has resynced, or
 * until a deadline; an honest peer that answers a resync with its plain hash ends the pause; a
 * peer whose state keeps disagreeing is dropped and its seat offered to a bot.
 */
import { describe, expect, test } from 'vitest';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import type { Action } from '../core/types';
import { seedCommitment } from './identity';
import { pileEntry } from './pile.fixture';
import { MAX_DESYNCS } from './host';
import { RawPeer, Room, TEST_TIMING, autoplay, rawAutoplay, type Player } from './testkit';

const GAMES = [sealedBidEntry, pileEntry];
const take = (n: number) => ({ type: 'take', n }) as unknown as Action;
const codes = (p: Player) => p.session.view.errors.map((e) => e.code);
const WRONG = '0123456789abcdef';

/** Host ann (seat 0), the named real guests, then mallory by hand; bots in the other seats. */
async function table(room: Room, players: number, guests: readonly string[] = []) {
  const h = await room.open('ann', { game: 'pile', players });
  const gs: Player[] = [];
  for (const name of guests) gs.push(await room.join(name));
  room.run(() => h.session.view.seats.filter((x) => x.kind === 'human' && x.connected).length === 1 + gs.length);
  const m = new RawPeer(room, 'mallory');
  await m.link(h.transport.address);
  const token = 'ab'.repeat(16);
  m.deliver(h.session, { t: 'join', name: 'mal', token, have: null });
  room.run(() => m.last('welcome') !== undefined);
  const pid = m.last('welcome')!.pid;
  h.session.fillWithBots({ bot: 'random', level: 1 });
  expect(h.session.start().ok).toBe(true);
  room.run(() => m.last('seedStart') !== undefined);
  const value = 'cd'.repeat(32);
  m.deliver(h.session, { t: 'seedCommit', hash: seedCommitment('ROOM0001', pid, value) });
  room.run(() => m.last('seedOpen') !== undefined);
  m.deliver(h.session, { t: 'seedReveal', value });
  room.run(() => h.session.view.status === 'playing' && gs.every((g) => g.session.view.status === 'playing'));
  const seat = h.session.view.seats.findIndex((x) => x.kind === 'human' && x.pid === pid);
  return { h, gs, m, token, pid, seat };
}

describe('forged hash and desync claims (issue 10 item 2)', () => {
  test('a desync claim that the claimant’s own earlier hash contradicts is refused; nobody pauses', async () => {
    const room = new Room('claim-self', GAMES);
    const { h, m } = await table(room, 3);
    expect(h.session.act(take(1)).ok).toBe(true);
    room.run(() => m.last('act')?.i === 0);
    expect(m.deliver(h.session, { t: 'hash', i: 1, hash: h.session.view.hash! }).ok).toBe(true);
    expect(m.deliver(h.session, { t: 'desync', i: 1, hash: WRONG })).toMatchObject({ ok: false, error: { code: 'desync/contradicted' } });
    expect(h.session.view.status).toBe('playing');
    expect(codes(h)).toContain('desync/contradicted');
    room.run(() => m.inbox.some((x) => x.t === 'reject' && x.code === 'desync/contradicted'));
    expect(m.inbox.some((x) => x.t === 'pause')).toBe(false);
  });

  test('a claim the other players’ hashes contradict does not pause the room; only the claimant is resynced', async () => {
    const room = new Room('claim-others', GAMES);
    const { h, gs, m } = await table(room, 3, ['bob']);
    const b = gs[0]!;
    expect(h.session.act(take(1)).ok).toBe(true);
    room.run(() => m.last('act')?.i === 0 && b.session.view.log.length === 1);
    room.clock.advance(200); // bob's hash reaches the host
    expect(m.deliver(h.session, { t: 'desync', i: 1, hash: WRONG })).toMatchObject({ ok: false, error: { code: 'desync/contradicted' } });
    expect(h.session.view.status).toBe('playing');
    room.run(() => m.last('sync') !== undefined);
    expect(m.last('sync')).toMatchObject({ start: 0, total: 1 });
    expect(b.session.view.status).toBe('playing');
    expect(m.inbox.some((x) => x.t === 'pause')).toBe(false);
  });

  test('an uncontradicted claim pauses the room; the claimant answering with the right hash ends the pause', async () => {
    const room = new Room('claim-hash-answer', GAMES);
    const { h, m } = await table(room, 3);
    expect(h.session.act(take(1)).ok).toBe(true);
    room.run(() => m.last('act')?.i === 0);
    expect(m.deliver(h.session, { t: 'desync', i: 1, hash: WRONG }).ok).toBe(true);
    expect(h.session.view.status).toBe('paused-desync');
    room.run(() => m.last('sync') !== undefined);
    // An honest page that never disagreed answers a resync with its hash, not `resynced`.
    expect(m.deliver(h.session, { t: 'hash', i: 1, hash: h.session.view.hash! }).ok).toBe(true);
    expect(h.session.view.status).toBe('playing');
    room.run(() => m.last('resume') !== undefined);
  });

  test('a claimant who never answers the resync holds the room only until the deadline', async () => {
    const room = new Room('claim-deadline', GAMES);
    const { h, m } = await table(room, 3);
    expect(h.session.act(take(1)).ok).toBe(true);
    room.run(() => m.last('act')?.i === 0);
    expect(m.deliver(h.session, { t: 'desync', i: 1, hash: WRONG }).ok).toBe(true);
    expect(h.session.view.status).toBe('paused-desync');
    room.clock.advance(TEST_TIMING.resyncTimeout - 50);
    expect(h.session.view.status).toBe('paused-desync');
    room.clock.advance(100);
    expect(h.session.view.status).toBe('playing');
    expect(codes(h)).toContain('desync/no-answer');
  });

  test(`a peer whose state disagrees ${MAX_DESYNCS} times is dropped, refused back, and its seat goes to a bot`, async () => {
    const room = new Room('claim-drop', GAMES);
    const { h, m, token, seat } = await table(room, 3);
    expect(h.session.act(take(1)).ok).toBe(true);
    room.run(() => m.last('act')?.i === 0);
    for (let k = 0; k < MAX_DESYNCS; k++) {
      m.deliver(h.session, { t: 'desync', i: 1, hash: WRONG });
      room.clock.advance(TEST_TIMING.resyncTimeout + 10);
    }
    expect(h.session.view.status).toBe('playing');
    expect(codes(h)).toContain('desync/dropped');
    room.run(() => m.inbox.some((x) => x.t === 'reject' && x.code === 'room/dropped'));
    expect(h.session.view.seats[seat]).toMatchObject({ kind: 'human', connected: false });
    // Coming back with the same token is refused.
    const again = new RawPeer(room, 'mallory-again');
    await again.link(h.transport.address);
    expect(again.deliver(h.session, { t: 'join', name: 'mal', token, have: null })).toMatchObject({ ok: false, error: { code: 'room/dropped' } });
    // The seat goes to a bot and the game is played to its end.
    expect(h.session.replaceWithBot(seat, { bot: 'random', level: 1 }).ok).toBe(true);
    const stop = autoplay(room.clock, h.session, 'ann');
    room.run(() => h.session.view.status === 'finished');
    stop();
    expect(h.session.view.status).toBe('finished');
  });

  test('the room is never frozen: forged claims at every move, the honest players still finish', async () => {
    const room = new Room('claim-storm', GAMES, { minDelay: 1, maxDelay: 10 });
    const { h, gs, m, seat } = await table(room, 4, ['bob']);
    const b = gs[0]!;
    const stops = [autoplay(room.clock, h.session, 'ann'), autoplay(room.clock, b.session, 'bob'), rawAutoplay(room, h, m, seat)];
    let claimed = -1;
    room.run(() => {
      const len = h.session.view.log.length;
      if (len !== claimed && len > 0 && !m.inbox.some((x) => x.t === 'reject' && x.code === 'room/dropped')) {
        claimed = len;
        m.deliver(h.session, { t: 'desync', i: len, hash: WRONG });
      }
      // Once mallory is dropped, a bot takes her seat.
      const x = h.session.view.seats[seat];
      if (x?.kind === 'human' && !x.connected) h.session.replaceWithBot(seat, { bot: 'random', level: 1 });
      return h.session.view.status === 'finished' && b.session.view.status === 'finished';
    });
    stops.forEach((s) => s());
    expect(h.session.view.status).toBe('finished');
    expect(b.session.view.hash).toBe(h.session.view.hash);
  });
});
