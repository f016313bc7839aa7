/**
 * Issue 19 items 5 and 6: watchers. A watcher sees only what everyone may see — the public view,
 * the public log lines, the seats, the result — follows the game live, and can do nothing: every
 * frame its transport receives is checked here, and everything a watcher link sends beyond
 * `watch` and `bye` is refused by the host's gate (`watch/read-only`), like the hostile-peer tests
 * of vouching.test.ts and fuzz.test.ts.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { Rng, seedRng } from '../core/rng';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { replay } from '../core/match';
import { hashState } from '../core/hash';
import type { Action } from '../core/types';
import { actionCommitment, seedCommitment } from './identity';
import { pileEntry } from './pile.fixture';
import { MESSAGE_TYPES, parseMessage, type Message, type Wire } from './protocol';
import { RawPeer, Room, TEST_TIMING, autoplay, openTable, playOut, type Player } from './testkit';
import { MAX_WATCHERS, SceneParts, packScene, parseScene, type Scene } from './watch';
import { WatchSession } from './watcher';

const GAMES = [sealedBidEntry, pileEntry];
const HEADERS = GAMES.map((e) => e.game);
const A = (a: Record<string, unknown>) => a as unknown as Action;

async function watcher(room: Room, name: string, host: Player) {
  const transport = room.net.transport(name);
  const frames: string[] = [];
  transport.onMessage((_from, text) => frames.push(text));
  const session = await WatchSession.open({ transport, games: HEADERS, clock: room.clock, name, room: 'ROOM0001', host: host.transport.address, timing: TEST_TIMING });
  return { transport, frames, session };
}

/** Every frame decoded: the wire messages, and the scenes reassembled from them. */
function decode(frames: readonly string[]): { wires: Wire[]; scenes: Scene[] } {
  const wires: Wire[] = [];
  const scenes: Scene[] = [];
  const parts = new SceneParts();
  for (const text of frames) {
    const p = parseMessage(text);
    expect(p.ok, text.slice(0, 200)).toBe(true);
    if (!p.ok) continue;
    wires.push(p.value);
    if (p.value.t !== 'scene') continue;
    const got = parts.add(p.value);
    expect(got.ok).toBe(true);
    if (!got.ok || got.value === null) continue;
    const scene = parseScene(got.value, HEADERS);
    expect(scene.ok).toBe(true);
    if (scene.ok) scenes.push(scene.value);
  }
  return { wires, scenes };
}

/** The states of a finished match after each log item (0 = setup). */
function statesOf(host: Player): unknown[] {
  const m = host.session.match()!;
  return Array.from({ length: m.log.length + 1 }, (_, i) => replay(host.session.game!.game, { ...m, log: m.log.slice(0, i) }).state);
}

describe('a watcher gets only public information (issue 19 items 5 and 6)', () => {
  test.each([
    ['sealedbid', 'host + 1 guest + 1 bot: hidden simultaneous bids'],
    ['pile', 'host + 1 guest + 1 bot: turns and secret votes']
  ])('%s, 3 seats (%s): every frame the watcher receives is public', async (game) => {
    const room = new Room(`watch-${game}`, GAMES);
    room.net.recording = [];
    const people = await openTable(room, { game, players: 3, humans: 2 });
    const [host, guest] = people as [Player, Player];
    expect(host.session.allowWatchers(true).ok).toBe(true);
    const w = await watcher(room, 'wes', host);
    room.run(() => w.session.view.status === 'watching');
    expect(guest.session.view.watchers).toEqual({ open: true, count: 1 });
    expect(playOut(room, people)).toBe(true);
    room.run(() => w.session.view.scene?.result != null);
    room.run(() => false, 200); // let the last frames land

    const seed = host.session.view.seed!;
    const states = statesOf(host);
    const g = host.session.game!.game;
    const { wires, scenes } = decode(w.frames);
    // What the network carried to the watcher is exactly what its transport received.
    expect(room.net.recording.filter((r) => r.to === 'wes').map((r) => r.text)).toEqual(w.frames);
    // Only scenes, receipts and refusals: never an action, a roster (with the seed), a commitment or a log.
    expect(new Set(wires.map((m) => m.t))).toEqual(new Set(['scene', 'ack']));
    const running = scenes.filter((s) => s.result === null);
    expect(running.length).toBeGreaterThan(3);
    // The watcher followed the game live, item by item.
    expect(new Set(running.map((s) => s.i)).size).toBeGreaterThan(3);
    let privateDiffers = 0;
    for (const scene of running) {
      const text = JSON.stringify(scene);
      expect(text).not.toContain(seed);
      expect(text).not.toContain('"action"');
      expect(scene.match).toBeNull();
      // The view is the spectator's view of that very position, never a seat's own.
      const state = states[scene.i];
      expect(scene.view).toEqual(g.view(state, null));
      for (let seat = 0; seat < 3; seat++) {
        const own = g.view(state, seat);
        if (JSON.stringify(own) !== JSON.stringify(g.view(state, null))) {
          privateDiffers++;
          expect(scene.view).not.toEqual(own);
        }
      }
    }
    if (game === 'pile') {
      // Positions where a seat's own view holds a secret (its last vote): the watcher got the public one.
      expect(privateDiffers).toBeGreaterThan(0);
    } else {
      // Sealed bids are secret while a round is open: the watcher saw who had bid, never the bids.
      expect(running.some((s) => s.committed.length > 0 && s.committed.length < 3)).toBe(true);
    }
    for (const f of w.frames) expect(f).not.toContain(seed);

    // The end: the result, every public log line, and the whole match (nothing is hidden any more).
    const end = w.session.view;
    expect(end.scene!.result).toEqual(host.session.view.result);
    expect(end.lines).toEqual(host.session.view.log.map((it, i) => g.describe(states[i], it.seat, it.action)));
    const match = end.scene!.match!;
    expect(match.seed).toBe(seed);
    expect(match.log).toEqual(host.session.view.log);
    expect(match.seats.every((x) => x.kind !== 'human')).toBe(true);
    expect(hashState(replay(g, match).state)).toBe(host.session.view.hash);
  });

  test('a watcher who comes in mid-game gets every line so far, then follows', async () => {
    const room = new Room('watch-late', GAMES);
    const people = await openTable(room, { game: 'pile', players: 3, humans: 2 });
    const [host] = people as [Player];
    expect(host.session.allowWatchers(true).ok).toBe(true);
    const stops = people.map((p) => autoplay(room.clock, p.session, `late/${p.name}`));
    room.run(() => host.session.view.log.length >= 6);
    const w = await watcher(room, 'late', host);
    room.run(() => w.session.view.status === 'watching');
    const first = decode(w.frames).scenes[0]!;
    expect(first.from).toBe(0);
    expect(first.lines).toHaveLength(first.i);
    expect(first.i).toBeGreaterThanOrEqual(6);
    room.run(() => host.session.view.status === 'finished');
    stops.forEach((s) => s());
    room.run(() => w.session.view.scene?.i === host.session.view.log.length);
    const later = decode(w.frames).scenes.slice(1);
    // Later scenes carry only the new lines.
    expect(later.some((s) => s.from > 0 && s.lines.length < s.i)).toBe(true);
    expect(w.session.view.lines).toHaveLength(host.session.view.log.length);
  });
});

describe('a watcher follows the room when its host goes', () => {
  test('the host leaves: the next player hosts, and the watcher finds it through the seats', async () => {
    const room = new Room('watch-migrate', GAMES);
    const people = await openTable(room, { game: 'pile', players: 3, humans: 2 });
    const [host, bob] = people as [Player, Player];
    expect(host.session.allowWatchers(true).ok).toBe(true);
    const w = await watcher(room, 'wes', host);
    room.run(() => w.session.view.status === 'watching');
    host.session.leave();
    room.run(() => bob.session.view.role === 'host' && w.session.view.status === 'watching' && w.session.view.host === bob.transport.address);
    expect(w.session.view.host).toBe(bob.transport.address);
    expect(bob.session.view.watchers).toEqual({ open: true, count: 1 });
    // And it follows the game there to the end (a bot takes the old host's seat).
    expect(bob.session.replaceWithBot(0, { bot: 'random', level: 1 }).ok).toBe(true);
    const stop = autoplay(room.clock, bob.session, 'migrate/bob');
    expect(room.run(() => bob.session.view.status === 'finished' && w.session.view.scene?.result != null)).toBe(true);
    stop();
    expect(w.session.view.lines).toHaveLength(bob.session.view.log.length);
    expect(w.session.view.scene!.match!.log).toEqual(bob.session.view.log);
  });
});

describe('a watcher cannot act (issue 19 item 5)', () => {
  /** Host (ann), guest (bob), a bot; mallory watches by hand. */
  async function table() {
    const room = new Room('watch-hostile', GAMES);
    const people = await openTable(room, { game: 'sealedbid', players: 3, humans: 2 });
    const host = people[0]!;
    expect(host.session.allowWatchers(true).ok).toBe(true);
    const m = new RawPeer(room, 'mallory');
    await m.link(host.transport.address);
    expect(m.deliver(host.session, { t: 'watch', name: 'Mal' }).ok).toBe(true);
    room.run(() => m.last('scene') !== undefined);
    return { room, people, host, m };
  }

  test('every way into the game is refused with watch/read-only, and nothing changes', async () => {
    const { room, people, host, m } = await table();
    const bid = A({ type: 'bid', amount: 1 });
    const salt = '12'.repeat(16);
    const tries: Message[] = [
      { t: 'join', name: 'Mal', token: 'ab'.repeat(16), have: null },
      { t: 'seat', seat: 1 },
      { t: 'propose', i: 0, seat: 0, action: bid },
      { t: 'commit', i: 0, seat: 2, hash: actionCommitment('ROOM0001', 0, 2, bid, salt) },
      { t: 'reveal', i: 0, seat: 2, action: bid, salt },
      { t: 'hash', i: 0, hash: '0'.repeat(16) },
      { t: 'desync', i: 0, hash: '0'.repeat(16) },
      { t: 'seedCommit', hash: seedCommitment('ROOM0001', 'ab'.repeat(8), 'cd'.repeat(32)) },
      { t: 'need', start: 0 },
      { t: 'sync', start: 0, total: 1, base: null, items: [{ seat: 0, action: bid }], hash: null },
      { t: 'resynced', len: 0, hash: '0'.repeat(16) },
      { t: 'act', i: 0, items: [{ seat: 0, action: bid, salt: null }], hash: '0'.repeat(16) }
    ];
    const hash = host.session.view.hash;
    for (const msg of tries) {
      expect(m.deliver(host.session, msg), msg.t).toMatchObject({ ok: false, error: { code: 'watch/read-only' } });
    }
    expect(host.session.view.log).toEqual([]);
    expect(host.session.view.hash).toBe(hash);
    expect(host.session.view.seats.filter((x) => x.kind === 'human').map((x) => x.kind === 'human' && x.name)).toEqual(['p0', 'p1']);
    // Mallory never received a log, a roster or anyone's commitment.
    room.run(() => host.session.view.status === 'playing', 100);
    expect(playOut(room, people)).toBe(true);
    expect(new Set(m.inbox.map((x) => x.t))).toEqual(new Set(['scene', 'ack', 'reject']));
    expect(m.inbox.filter((x) => x.t === 'reject').every((x) => x.t === 'reject' && x.code === 'watch/read-only')).toBe(true);
  });

  test('property: any text from a watcher’s link changes nothing and never throws', async () => {
    const { room, people, host, m } = await table();
    const hash = host.session.view.hash;
    const rng = new Rng(seedRng('watch-junk'));
    const types = MESSAGE_TYPES.filter((t) => t !== 'watch' && t !== 'bye');
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.jsonValue({ maxDepth: 3 }), (t, body) => {
        const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : { x: body };
        const text = JSON.stringify({ ...fields, v: 1, t, room: 'ROOM0001', from: 'mallory', n: t === 'ack' || t === 'reject' ? 0 : m.n + 1 });
        const r = host.session.receive('mallory', text);
        if (r.ok) expect(t === 'ack' || t === 'reject').toBe(true);
        else if (!r.error.code.startsWith('msg/') && !r.error.code.startsWith('seq/')) m.n++;
        expect(host.session.view.log).toEqual([]);
        expect(host.session.view.hash).toBe(hash);
      }),
      { numRuns: 1500, seed: rng.below(1_000_000) }
    );
    // Nearly all were refused (malformed or read-only), and the game still plays to the end.
    expect(host.session.view.stats.rejected).toBeGreaterThan(1000);
    expect(playOut(room, people)).toBe(true);
  });

  test('a player cannot also watch; `bye` lets a watcher go', async () => {
    const { room, people, host, m } = await table();
    const bob = people[1]!;
    expect(host.session.view.watchers.count).toBe(1);
    const r = host.session.receive(bob.transport.address, JSON.stringify({ v: 1, t: 'watch', room: 'ROOM0001', from: bob.transport.address, n: 9999 }));
    expect(r.ok).toBe(false); // out of sequence, or refused as a member: never admitted
    expect(host.session.view.watchers.count).toBe(1);
    expect(m.deliver(host.session, { t: 'bye' }).ok).toBe(true);
    expect(host.session.view.watchers.count).toBe(0);
    room.run(() => bob.session.view.watchers.count === 0);
    expect(bob.session.view.watchers).toEqual({ open: true, count: 0 });
  });
});

describe('admitting watchers', () => {
  test('a room admits no watchers until the host allows them', async () => {
    const room = new Room('watch-closed', GAMES);
    const [host] = await openTable(room, { game: 'pile', players: 2, humans: 1 });
    const w = await watcher(room, 'wes', host!);
    room.run(() => w.session.view.status === 'closed');
    expect(w.session.view.errors.map((e) => e.code)).toContain('watch/closed');
    expect(decode(w.frames).scenes).toEqual([]);
  });

  test(`at most ${MAX_WATCHERS} watchers; closing the room lets them go`, async () => {
    const room = new Room('watch-cap', GAMES);
    const [host] = await openTable(room, { game: 'pile', players: 2, humans: 1 });
    expect(host!.session.allowWatchers(true).ok).toBe(true);
    const ws: Awaited<ReturnType<typeof watcher>>[] = [];
    for (let k = 0; k < MAX_WATCHERS; k++) ws.push(await watcher(room, `w${k}`, host!));
    room.run(() => ws.every((w) => w.session.view.status === 'watching'));
    const extra = await watcher(room, 'extra', host!);
    room.run(() => extra.session.view.status === 'closed');
    expect(extra.session.view.errors.map((e) => e.code)).toContain('watch/full');
    expect(host!.session.view.watchers).toEqual({ open: true, count: MAX_WATCHERS });
    expect(ws[0]!.session.view.scene!.watchers).toBe(MAX_WATCHERS);
    expect(host!.session.allowWatchers(false).ok).toBe(true);
    expect(host!.session.view.watchers).toEqual({ open: false, count: 0 });
  });

  test('only the host opens the room to watchers', async () => {
    const room = new Room('watch-guest', GAMES);
    const people = await openTable(room, { game: 'pile', players: 3, humans: 2 });
    expect(people[1]!.session.allowWatchers(true)).toMatchObject({ ok: false, error: { code: 'room/not-host' } });
  });
});

describe('a hostile host cannot break a watcher', () => {
  test('junk scenes, other messages and strangers are refused with a code; the watcher goes on', async () => {
    const room = new Room('watch-junk', GAMES);
    const fake = new RawPeer(room, 'fakehost');
    await fake.transport.open();
    const transport = room.net.transport('wes');
    const w = await WatchSession.open({ transport, games: HEADERS, clock: room.clock, name: 'Wes', room: 'ROOM0001', host: 'fakehost', timing: TEST_TIMING });
    room.run(() => fake.transport.peers().includes('wes'), 1000);
    const good: Scene = {
      i: 0, status: 'lobby', config: { game: 'pile', version: 1, players: 2, options: { size: 'small' } }, seats: [{ kind: 'open' }, { kind: 'open' }],
      pending: [], committed: [], view: null, from: 0, lines: [], result: null, match: null, watchers: 1
    };
    const send = (m: Message) => w.receive('fakehost', fake.text(m, ++fake.n));
    const scene = (s: unknown) => ({ t: 'scene', i: 0, part: 0, parts: 1, data: packScene(s as Scene)![0]! }) as const;
    expect(send({ t: 'scene', i: 0, part: 0, parts: 1, data: 'not!base64' })).toMatchObject({ ok: false, error: { code: 'scene/packed' } });
    expect(send(scene({ ...good, extra: 1 }))).toMatchObject({ ok: false, error: { code: 'scene/bad-field' } });
    expect(send(scene({ ...good, i: 3 }))).toMatchObject({ ok: false, error: { code: 'scene/inconsistent' } });
    expect(send(scene({ ...good, match: { format: 'euro-table/match' } }))).toMatchObject({ ok: false, error: { code: 'scene/inconsistent' } });
    expect(send({ t: 'scene', i: 0, part: 1, parts: 2, data: 'abc' })).toMatchObject({ ok: false, error: { code: 'scene/bad-part' } });
    expect(send({ t: 'act', i: 0, items: [{ seat: 0, action: A({ type: 'take', n: 1 }), salt: null }], hash: '0'.repeat(16) })).toMatchObject({ ok: false, error: { code: 'watch/unexpected' } });
    expect(send({ t: 'join', name: 'x', token: 'ab'.repeat(16), have: null })).toMatchObject({ ok: false, error: { code: 'watch/not-host' } });
    expect(w.view.status).toBe('connecting');
    expect(send(scene(good)).ok).toBe(true);
    expect(w.view.status).toBe('watching');
    // A stranger's scene is refused.
    const other = new RawPeer(room, 'other');
    await other.link('wes');
    expect(w.receive('other', other.text(scene(good), 1))).toMatchObject({ ok: false, error: { code: 'peer/not-host' } });
  });

  test('a scene bigger than the cap does not unpack', () => {
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const parts = packScene({ i: 0, status: 'lobby', config: { game: 'pile', version: 1, players: 2, options: {} }, seats: [], pending: [], committed: [], view: huge, from: 0, lines: [], result: null, match: null, watchers: 0 })!;
    expect(parseScene(parts.join(''), HEADERS)).toMatchObject({ ok: false, error: { code: 'scene/packed', data: { cause: 'packed/too-big' } } });
  });
});
