/**
 * Things going wrong mid-game: a peer whose engine disagrees (desync → pause → resync from the
 * host's log), a page reload (rejoin the seat, catch up from the log suffix), the host leaving
 * (the connected person in the lowest seat takes over) and a guest gone for good (a bot replaces
 * them).
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { sealedBidEntry, type BidState } from '../../tests/fixtures/sealed-bid';
import { canonicalJson } from '../core/hash';
import type { GameEntry } from '../core/entry';
import { parseSnapshot, type SessionSnapshot } from './session';
import { pileEntry, type PileState } from './pile.fixture';
import { RawPeer, Room, TEST_TIMING, autoplay, openTable, playOut, type Player } from './testkit';

const GAMES = [sealedBidEntry, pileEntry];
/** More runs for a soak: NET_PROP_RUNS=2000 vitest run lib/net */
const RUNS = Number(process.env.NET_PROP_RUNS ?? 40);

/** A copy of sealed bid whose apply adds a coin to seat 0 while `on()` is true: one peer's bad engine. */
function corruptible(on: () => boolean): GameEntry {
  const base = sealedBidEntry.game;
  const game = {
    ...base,
    apply(state: BidState, seat: number, action: { type: 'bid'; amount: number }): BidState {
      const next = base.apply(state, seat, action);
      return on() ? { ...next, coins: next.coins.map((c: number, i: number) => (i === 0 ? c + 1 : c)) } : next;
    }
  };
  return { ...sealedBidEntry, game };
}

const same = (players: readonly Player[]) => {
  const views = players.map((p) => p.session.view);
  expect(new Set(views.map((v) => canonicalJson(v.log))).size).toBe(1);
  expect(new Set(views.map((v) => v.hash)).size).toBe(1);
};
/** Players in seat order (guests take seats in the order their joins arrive). */
const bySeat = (people: readonly Player[]) => people.slice().sort((a, b) => (a.session.view.me.seat ?? 99) - (b.session.view.me.seat ?? 99));
const codes = (p: Player) => p.session.view.errors.map((e) => e.code);
const log = (p: Player) => p.session.view.log;
const take = (n: number) => ({ type: 'take' as const, n });

describe('desync', () => {
  // With three people, the third one's hashes contradict the claim: the room plays on while the
  // claimant alone rebuilds. (This test used to expect the whole room to pause in that case too:
  // that is what let one forged claim freeze a room, issue 10 item 2.)
  test.each([
    ['nobody contradicts it: everyone pauses until it has resynced', 2, 'desync/detected'],
    ['the other player agrees with the host: only that peer pauses; the room plays on', 3, 'desync/contradicted']
  ] as const)('a peer whose state hash differs is resynced from the host’s log, and play goes on (%s)', async (_name, humans, hostCode) => {
    let corrupt = false;
    const bad = corruptible(() => corrupt);
    const room = new Room(`desync-${humans}`, GAMES, { minDelay: 1, maxDelay: 15 });
    const people = bySeat(await openTable(room, { game: 'sealedbid', players: 4, humans, gamesFor: (i) => (i === humans - 1 ? [bad, pileEntry] : undefined) }));
    const h = people[0]!;
    const c = people[humans - 1]!;
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
    room.run(() => log(h).length >= 8);
    corrupt = true;
    let hostPaused = false;
    room.run(() => c.session.view.status === 'paused-desync');
    corrupt = false; // a one-off fault: replaying the host's log now gives the right state
    room.run(() => {
      hostPaused ||= h.session.view.status === 'paused-desync';
      return codes(h).includes(hostCode);
    });
    expect(people.every((p) => ['paused-desync', 'playing'].includes(p.session.view.status))).toBe(true);
    if (humans === 2) expect(h.session.myActions()).toEqual([]);
    room.run(() => {
      hostPaused ||= h.session.view.status === 'paused-desync';
      return people.every((p) => p.session.view.status === 'finished');
    });
    stops.forEach((s) => s());
    expect(hostPaused).toBe(humans === 2);
    same(people);
    const [report] = c.session.view.desyncReports;
    expect(report).toBeDefined();
    expect(report!.resynced).toBe(true);
    expect(report!.localHash).not.toBe(report!.hostHash);
    expect(report!.hostLog).not.toBeNull();
    // Both logs are kept: the local one as it was, the host's as the resync brought it.
    expect(canonicalJson(report!.hostLog!.slice(0, report!.localLog.length - 4))).toBe(canonicalJson(report!.localLog.slice(0, -4)));
    expect(codes(c)).toContain('desync/detected');
  });

  // This test used to expect the room to stay paused for good, which is how one peer could
  // freeze a room (issue 10 item 2). A peer that cannot reproduce the host's log is dropped; the
  // room says why, resumes, and its seat can go to a bot.
  test('when the resync cannot fix it, that peer is dropped, the room says so and plays on', async () => {
    let corrupt = false;
    const bad = corruptible(() => corrupt);
    const room = new Room('desync-hard', GAMES);
    const people = bySeat(await openTable(room, { game: 'sealedbid', players: 3, humans: 2, gamesFor: (i) => (i === 1 ? [bad] : undefined) }));
    const [h, b] = people;
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
    room.run(() => log(h!).length >= 3);
    corrupt = true; // for good
    let paused = false;
    room.run(() => {
      paused ||= h!.session.view.status === 'paused-desync';
      return codes(b!).includes('desync/resync-failed') && codes(h!).includes('desync/dropped');
    });
    expect(paused).toBe(true);
    expect(codes(h!)).toContain('desync/resync-failed');
    room.run(() => b!.session.view.status === 'closed');
    expect(codes(b!)).toContain('room/dropped');
    const report = b!.session.view.desyncReports.at(-1)!;
    expect(report.resynced).toBe(false);
    expect(report.hostLog).not.toBeNull();
    expect(h!.session.view.seats[1]).toMatchObject({ kind: 'human', connected: false });
    expect(h!.session.replaceWithBot(1, { bot: 'random', level: 1 }).ok).toBe(true);
    room.run(() => h!.session.view.status === 'finished');
    stops.forEach((s) => s());
    expect(h!.session.view.status).toBe('finished');
  });
});

describe('reconnect', () => {
  test.each([
    ['a snapshot from the moment it closed', 0],
    ['a snapshot several moves old', 6]
  ])('a reloaded page rejoins its seat and catches up (%s)', async (_name, staleness) => {
    const room = new Room(`reload-${staleness}`, GAMES, { minDelay: 1, maxDelay: 25, dropPerMille: 50 });
    const people = bySeat(await openTable(room, { game: 'pile', players: 4, humans: 3 }));
    const [h, b, c] = people;
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
    let snap: SessionSnapshot | null = null;
    room.run(() => {
      if (!snap && log(b!).length >= 4) snap = b!.session.snapshot();
      return log(b!).length >= 4 + staleness;
    });
    if (staleness === 0) snap = b!.session.snapshot();
    stops[1]!();
    b!.transport.close(); // the page is gone
    room.run(() => h!.session.view.seats[1]!.kind === 'human' && !(h!.session.view.seats[1] as { connected: boolean }).connected);
    room.clock.advance(200);
    const saved = parseSnapshot(JSON.parse(JSON.stringify(snap)));
    expect(saved.ok).toBe(true);
    const b2 = await room.resume(b!.name, snap!);
    expect(b2.session.view.status).toBe('reconnecting');
    expect(b2.session.view.me.seat).toBe(1);
    autoplay(room.clock, b2.session, 'p1-again');
    room.run(() => [h, c, b2].every((p) => p!.session.view.status === 'finished'));
    same([h!, c!, b2]);
    expect(b2.session.view.role).toBe('guest');
    expect(h!.session.view.seats[1]).toMatchObject({ kind: 'human', connected: true, addr: b2.transport.address });
    stops.forEach((s) => s());
  });

  test('a reload in the middle of a simultaneous step keeps the committed choice', async () => {
    const room = new Room('reload-commit', GAMES);
    const people = bySeat(await openTable(room, { game: 'sealedbid', players: 3, humans: 3 }));
    const [h, b, c] = people;
    // Everyone but c bids in round 1; b's choice is committed when the page dies.
    expect(b!.session.act({ type: 'bid', amount: 4 }).ok).toBe(true);
    expect(h!.session.act({ type: 'bid', amount: 2 }).ok).toBe(true);
    room.run(() => h!.session.view.committed.length === 2);
    const snap = b!.session.snapshot();
    expect(snap.choice).not.toBeNull();
    b!.transport.close();
    room.clock.advance(100);
    expect(c!.session.act({ type: 'bid', amount: 1 }).ok).toBe(true);
    room.clock.advance(500);
    expect(log(h!)).toHaveLength(0); // b's reveal is missing: the step waits
    const b2 = await room.resume(b!.name, snap);
    room.run(() => log(h!).length === 3 && log(b2).length === 3 && log(c!).length === 3);
    expect(log(h!).map((x) => (x.action as unknown as { amount: number }).amount)).toEqual([2, 4, 1]);
    same([h!, b2, c!]);
  });

  test('a reloaded page that lost its saved log gets the whole long log, in several chunks', async () => {
    const room = new Room('reload-long', GAMES);
    const people = bySeat(await openTable(room, { game: 'pile', players: 3, humans: 2, options: { size: 'huge' } }));
    const [h, b] = people;
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name, 2));
    room.run(() => log(b!).length >= 1100);
    stops[1]!();
    const snap = { ...b!.session.snapshot(), log: [] };
    b!.transport.close();
    room.clock.advance(100);
    room.net.recording = [];
    const b2 = await room.resume(b!.name, snap);
    room.run(() => b2.session.view.status === 'playing' || b2.session.view.status === 'finished');
    const chunks = room.net.recording.filter((r) => r.to === b2.transport.address && r.text.includes('"t":"sync"'));
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(log(b2).length).toBe(log(h!).length);
    room.net.recording = null;
    autoplay(room.clock, b2.session, 'p1-again', 2);
    room.run(() => [h!, b2].every((p) => p.session.view.status === 'finished'));
    stops.forEach((s) => s());
    same([h!, b2]);
  });

  test('a bad snapshot is refused with a reason', () => {
    expect(parseSnapshot({ format: 'euro-table/net-session', version: 1 })).toMatchObject({ ok: false, error: { code: 'snapshot/bad' } });
    expect(parseSnapshot('nope')).toMatchObject({ ok: false, error: { code: 'snapshot/bad' } });
  });
});

describe('host migration', () => {
  test('the host’s page dies; the connected person in the lowest seat takes over and the game finishes', async () => {
    const room = new Room('migrate', GAMES, { minDelay: 1, maxDelay: 20 });
    const people = bySeat(await openTable(room, { game: 'pile', players: 4, humans: 3 }));
    const [h, b, c] = people;
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
    room.run(() => log(c!).length >= 5);
    const before = log(h!).slice();
    stops[0]!();
    h!.transport.close();
    // What the new host itself had heard from the old one: moves beyond it that only c heard are
    // kept only when c can vouch for them (its own seat's), so only this prefix is certain.
    const known = log(b!).length;
    room.run(() => b!.session.view.role === 'host' && c!.session.view.epoch === 1 && c!.session.view.status !== 'reconnecting');
    expect(b!.session.view.epoch).toBe(1);
    expect(c!.session.view.epoch).toBe(1);
    expect(c!.session.view.hostSeat).toBe(1);
    room.run(() => b!.session.view.status === 'finished' && c!.session.view.status === 'finished');
    stops.forEach((s) => s());
    same([b!, c!]);
    expect(canonicalJson(log(b!).slice(0, known))).toBe(canonicalJson(before.slice(0, known)));
    expect(b!.session.view.seats[0]).toMatchObject({ kind: 'human', connected: false });
  });

  test('the host leaves on purpose during a simultaneous step; commitments are made again and play goes on', async () => {
    const room = new Room('migrate-commit', GAMES);
    const people = bySeat(await openTable(room, { game: 'sealedbid', players: 4, humans: 3 }));
    const [h, b, c] = people;
    expect(b!.session.act({ type: 'bid', amount: 3 }).ok).toBe(true);
    room.run(() => h!.session.view.committed.includes(1));
    h!.session.leave();
    room.run(() => b!.session.view.role === 'host' && c!.session.view.status === 'playing');
    expect(c!.session.act({ type: 'bid', amount: 1 }).ok).toBe(true);
    // Seat 0 (the old host) is now nobody's: the new host gives it to a bot.
    expect(b!.session.replaceWithBot(0, { bot: 'random', level: 1 }).ok).toBe(true);
    room.run(() => log(c!).length === 4);
    expect((log(c!)[1]!.action as unknown as { amount: number }).amount).toBe(3);
    expect(playOut(room, [b!, c!])).toBe(true);
    same([b!, c!]);
  });

  // Found by the chaos property in CI: a guest kept a choice for log index i made on moves the new
  // host never heard of; when the new history reached index i with that guest to move, its page
  // counted the old choice as "sent" and offered nothing, so the room waited for ever.
  test('a guest’s choice made on moves the new host never heard of is dropped, and it is asked again', async () => {
    const room = new Room('migrate-stale-choice', GAMES);
    const people = bySeat(await openTable(room, { game: 'pile', players: 3, humans: 3 }));
    const [h, b, c] = people;
    const pile = () => (c!.session.gameState() as PileState).pile;
    // Seat 0 takes so that seat 1 can then land the pile on a multiple of 5 (a vote for everyone).
    const first = [1, 2, 3].find((t) => [1, 2, 3].includes((pile() - t) % 5))!;
    expect(h!.session.act(take(first)).ok).toBe(true);
    expect(room.run(() => log(b!).length === 1 && log(c!).length === 1)).toBe(true);
    const snap = b!.session.snapshot(); // b's page will come back from here, before its own move
    const land = pile() % 5;
    expect(b!.session.act(take(land)).ok).toBe(true);
    expect(room.run(() => log(c!).length === 2)).toBe(true);
    expect(c!.session.view.pending).toEqual([0, 1, 2]);
    expect(c!.session.act({ type: 'vote', v: 1 }).ok).toBe(true);
    expect(c!.session.view.sent).toBe(true);
    // b's page reloads from before its move and the host's page dies: b hosts, knowing one move.
    b!.transport.close();
    const b2 = await room.resume(b!.name, snap);
    h!.transport.close();
    // c's longer log is not adopted (the move is b's, not c's to vouch for): c is cut back to one move.
    expect(room.run(() => b2.session.view.role === 'host' && c!.session.view.hostSeat === 1 && c!.session.view.status === 'playing' && log(c!).length === 1)).toBe(true);
    expect(codes(b2)).toContain('seat/not-yours');
    // b moves otherwise this time: no vote, and it is c's turn at the index of its old choice.
    expect(b2.session.act(take(land === 1 ? 2 : 1)).ok).toBe(true);
    expect(room.run(() => log(c!).length === 2)).toBe(true);
    expect(c!.session.view.pending).toEqual([2]);
    expect(c!.session.view.sent).toBe(false);
    expect(c!.session.myActions().length).toBeGreaterThan(0);
    expect(c!.session.act(take(1)).ok).toBe(true);
    expect(room.run(() => log(b2).length === 3 && log(c!).length === 3)).toBe(true);
    same([b2, c!]);
  });

  test('the old host reloads and comes back as a guest of the new host', async () => {
    const room = new Room('host-reload', GAMES, { minDelay: 1, maxDelay: 10 });
    const people = bySeat(await openTable(room, { game: 'pile', players: 3, humans: 3 }));
    const [h, b, c] = people;
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
    room.run(() => log(h!).length >= 4);
    const snap = h!.session.snapshot();
    stops[0]!();
    h!.transport.close();
    room.run(() => b!.session.view.role === 'host');
    const h2 = await room.resume(h!.name, snap);
    autoplay(room.clock, h2.session, 'p0-again');
    room.run(() => [h2, b!, c!].every((p) => p.session.view.status === 'finished'));
    stops.forEach((s) => s());
    expect(h2.session.view.role).toBe('guest');
    expect(h2.session.view.me.seat).toBe(0);
    same([h2, b!, c!]);
  });

  test('the host’s network blips: the guests elect a new host, then the two hosts merge into one (the lower seat wins)', async () => {
    const room = new Room('blip', GAMES, { minDelay: 1, maxDelay: 10 });
    const people = bySeat(await openTable(room, { game: 'pile', players: 4, humans: 3 }));
    const [h, b, c] = people;
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
    room.run(() => log(h!).length >= 4);
    // Every link of the host drops, but its page lives on and still thinks it hosts.
    for (const p of [b!, c!]) h!.transport.disconnect(p.transport.address);
    room.run(() => b!.session.view.role === 'host');
    expect(h!.session.view.role).toBe('host');
    // The higher-seat host knocks at the lower seat, finds a host there, and yields.
    room.run(() => b!.session.view.role === 'guest' && c!.session.view.hostSeat === 0 && c!.session.view.status !== 'reconnecting');
    expect(codes(b!)).toContain('room/host-merged');
    room.run(() => people.every((p) => p.session.view.status === 'finished'));
    stops.forEach((s) => s());
    same(people);
    expect(people.filter((p) => p.session.view.role === 'host')).toEqual([h]);
  });

  // Found by the chaos property: a knock at a peer that did not host yet was refused, the refusal
  // (which is never resent) was lost, and the knocking host never knocked there again, so two
  // hosts each finished their own game.
  test('a knock that gets no answer is repeated a period later', async () => {
    const room = new Room('knock-again', GAMES);
    const people = bySeat(await openTable(room, { game: 'pile', players: 3, humans: 3 }));
    const [h, b] = people;
    const addr = h!.transport.address;
    h!.transport.close();
    expect(room.run(() => b!.session.view.role === 'host')).toBe(true);
    // A page at seat 0's address that takes the knock and never answers it.
    const quiet = new RawPeer(room, addr);
    await quiet.transport.open();
    const knocks = () => quiet.inbox.filter((m) => m.t === 'join');
    expect(room.run(() => knocks().length >= 1, 5_000)).toBe(true);
    const first = room.clock.now();
    expect(room.run(() => knocks().length >= 2, 5_000)).toBe(true);
    expect(room.clock.now() - first).toBeLessThanOrEqual(2 * 2 * TEST_TIMING.retryDelay);
    expect(knocks()[1]).toMatchObject({ name: b!.name });
    expect(b!.session.view.role).toBe('host');
  });

  test('property: the host vanishes at a random moment on a lossy network; the rest finish identically', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 150 }), fc.constantFrom('pile', 'sealedbid'), async (seed, at, drop, game) => {
        const room = new Room(`mig/${seed}`, GAMES, { minDelay: 1, maxDelay: 40, dropPerMille: drop });
        const people = bySeat(await openTable(room, { game, players: 4, humans: 3 }));
        const [h, b, c] = people;
        const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
        room.run(() => log(h!).length >= at || h!.session.view.status === 'finished');
        stops[0]!();
        h!.transport.close();
        room.run(() => b!.session.view.status === 'finished' && c!.session.view.status === 'finished');
        stops.forEach((s) => s());
        same([b!, c!]);
      }),
      { numRuns: RUNS }
    );
  });
});

describe('chaos', () => {
  test('property: guests reload (from fresh or stale saves) and the host may crash, on a lossy network; the survivors finish identically', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 6 }),
        fc.constantFrom('pile', 'sealedbid'),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 14 }), who: fc.integer({ min: 1, max: 2 }), stale: fc.integer({ min: 0, max: 4 }) }), { maxLength: 3 }),
        fc.option(fc.integer({ min: 0, max: 14 }), { nil: null }),
        fc.integer({ min: 0, max: 150 }),
        async (seed, game, reloads, hostCrashAt, drop) => {
          const room = new Room(`chaos/${seed}`, GAMES, { minDelay: 1, maxDelay: 30, dropPerMille: drop, duplicatePerMille: 20 });
          const people = bySeat(await openTable(room, { game, players: 4, humans: 3 }));
          const live: (Player | null)[] = people.slice();
          const stops = new Map<Player, () => void>(people.map((p) => [p, autoplay(room.clock, p.session, p.transport.address)]));
          const saves = new Map<Player, SessionSnapshot[]>();
          const events = [...reloads.map((r) => ({ ...r, kind: 'reload' as const })), ...(hostCrashAt === null ? [] : [{ at: hostCrashAt, who: 0, stale: 0, kind: 'crash' as const }])].sort((a, b) => a.at - b.at);
          const progress = () => Math.max(...live.flatMap((p) => (p ? [log(p).length] : [])));
          const over = () => live.every((p) => p === null || p.session.view.status === 'finished');
          for (const ev of events) {
            room.run(() => {
              for (const p of live) if (p) saves.set(p, [...(saves.get(p) ?? []), p.session.snapshot()].slice(-5));
              return progress() >= ev.at || over();
            });
            const p = live[ev.who];
            if (!p || over()) continue;
            stops.get(p)!();
            p.transport.close();
            if (ev.kind === 'crash') {
              live[ev.who] = null;
              continue;
            }
            room.clock.advance(50);
            const hist = saves.get(p) ?? [p.session.snapshot()];
            const snap = hist[Math.max(0, hist.length - 1 - ev.stale)]!;
            const again = await room.resume(p.name, snap);
            live[ev.who] = again;
            stops.set(again, autoplay(room.clock, again.session, `${again.transport.address}`));
          }
          // If the crashed host was the only one who could hand its seat over, a bot takes it. Two
          // pages may both host for a while (each thought the other gone) and even finish two
          // games; the room is over when one host is left and everyone has finished its game.
          const ended = room.run(() => {
            const hosts = live.filter((p) => p?.session.view.role === 'host');
            if (hosts.length === 1) {
              const h = hosts[0]!;
              for (const [i, x] of h.session.view.seats.entries()) if (x.kind === 'human' && !x.connected && live[i] === null) h.session.replaceWithBot(i, { bot: 'random', level: 1 });
            }
            return over() && hosts.length === 1;
          });
          [...stops.values()].forEach((s) => s());
          expect(ended).toBe(true);
          same(live.filter((p): p is Player => p !== null));
        }
      ),
      {
        numRuns: RUNS,
        // CI, 2026-11-29: a stale choice kept through a resync stalled the room (see host migration).
        examples: [
          ['a6', 'pile', [{ at: 2, who: 1, stale: 0 }, { at: 14, who: 1, stale: 0 }, { at: 7, who: 1, stale: 0 }], 14, 106],
          // Soak, 2026-11-29: a lost refusal of a split-brain knock left two hosts (see host migration).
          ['<.t', 'pile', [{ at: 12, who: 1, stale: 0 }], 12, 107]
        ]
      }
    );
  });
});

describe('a guest gone for good', () => {
  test('the host replaces them with a bot, only once they are disconnected', async () => {
    const room = new Room('replace', GAMES);
    const people = bySeat(await openTable(room, { game: 'pile', players: 3, humans: 3 }));
    const [h, b, c] = people;
    expect(h!.session.replaceWithBot(2, { bot: 'random', level: 1 })).toMatchObject({ ok: false, error: { code: 'room/seat-connected' } });
    const stops = [autoplay(room.clock, h!.session, 'h'), autoplay(room.clock, b!.session, 'b')];
    c!.session.leave();
    room.run(() => h!.session.view.seats[2]!.kind === 'human' && !(h!.session.view.seats[2] as { connected: boolean }).connected);
    expect(h!.session.replaceWithBot(2, { bot: 'random', level: 1, name: 'Robo' }).ok).toBe(true);
    room.run(() => b!.session.view.seats[2]!.kind === 'bot');
    room.run(() => h!.session.view.status === 'finished' && b!.session.view.status === 'finished');
    stops.forEach((s) => s());
    same([h!, b!]);
    expect(b!.session.view.seats[2]).toEqual({ kind: 'bot', name: 'Robo', bot: 'random', level: 1 });
  });
});
