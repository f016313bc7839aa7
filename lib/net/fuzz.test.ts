/**
 * Fuzz: well over 10,000 random and mutated messages into live sessions (the host and a guest,
 * mid-game). Every one must be rejected with a coded reason, leave the log and the state hash
 * exactly as they were, and never throw. Afterwards the game still plays to the end, identical
 * on every peer.
 *
 * Sources of the junk: random text, random JSON, real recorded traffic mutated (fields dropped,
 * added, retyped; types swapped; sequence numbers, rooms and senders changed; bytes flipped;
 * truncated; padded past the size cap), and exact replays of recorded traffic. It arrives from a
 * linked stranger who never joined, under forged sender fields, and on real peers' links with
 * stale or future sequence numbers. Tokens are secrets: a recorded `join` keeps its real token
 * only on the real sender's own (stale) link, never from a stranger.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { canonicalJson } from '../core/hash';
import { Rng, seedRng } from '../core/rng';
import { MESSAGE_TYPES, UNSEQUENCED, parseMessage, type Message, type MessageType } from './protocol';
import { seedCommitment } from './identity';
import { pileEntry } from './pile.fixture';
import { RawPeer, Room, autoplay, openTable, playOut, type Player } from './testkit';
import { MAX_MESSAGE_BYTES } from './types';

const GAMES = [sealedBidEntry, pileEntry];
const PER_TARGET = { host: 8000, guest: 4000 };

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function randomText(rng: Rng): string {
  const n = rng.below(4) === 0 ? rng.below(400) : rng.below(40);
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(rng.below(4) === 0 ? rng.below(0x3000) : 32 + rng.below(95));
  return s;
}

function junkValue(rng: Rng, depth = 0): Json {
  switch (rng.below(depth > 2 ? 6 : 8)) {
    case 0:
      return null;
    case 1:
      return rng.below(2) === 0;
    case 2:
      return [0, -1, 1, 7, 2 ** 53, -(2 ** 31), 3.5, 1e300][rng.below(8)]!;
    case 3:
      return randomText(rng);
    case 4:
      return ['', '0123456789abcdef', 'ab'.repeat(32), 'ROOM0001', 'bid', 'take', ...MESSAGE_TYPES][rng.below(5 + MESSAGE_TYPES.length)]!;
    case 5:
      return rng.below(1000);
    case 6:
      return Array.from({ length: rng.below(4) }, () => junkValue(rng, depth + 1));
    default: {
      const o: { [k: string]: Json } = {};
      for (let i = rng.below(4); i > 0; i--) o[['type', 'seat', 'i', 'n', 'amount', 'v', 'x', '__proto__'][rng.below(8)]!] = junkValue(rng, depth + 1);
      return o;
    }
  }
}

function mutate(rng: Rng, msg: Record<string, Json>, peers: readonly string[]): Record<string, Json> {
  const m: Record<string, Json> = JSON.parse(JSON.stringify(msg));
  const keys = Object.keys(m);
  for (let k = 1 + rng.below(3); k > 0; k--) {
    const key = keys[rng.below(keys.length)]!;
    switch (rng.below(10)) {
      case 0:
        delete m[key];
        break;
      case 1:
        m[['extra', 'seat', 'i', 'action', 'hash'][rng.below(5)]!] = junkValue(rng);
        break;
      case 2:
        m[key] = junkValue(rng);
        break;
      case 3:
        m.t = MESSAGE_TYPES[rng.below(MESSAGE_TYPES.length)]!;
        break;
      case 4:
        m.n = [0, 1, 2, 5, 999999, -1, 1.5, '3'][rng.below(8)]!;
        break;
      case 5:
        m.room = ['ROOM0002', '', 'room0001', 'ROOM0001'][rng.below(4)]!;
        break;
      case 6:
        m.from = peers[rng.below(peers.length)]!;
        break;
      case 7:
        m.v = [0, 2, '1', null][rng.below(4)]!;
        break;
      case 8: {
        // Retype a nested value (inside action, roster, items…).
        const v = m[key];
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          const inner = Object.keys(v);
          if (inner.length > 0) (v as Record<string, Json>)[inner[rng.below(inner.length)]!] = junkValue(rng);
        } else if (Array.isArray(v) && v.length > 0) v[rng.below(v.length)] = junkValue(rng);
        else m[key] = junkValue(rng);
        break;
      }
      default:
        if (typeof m[key] === 'number') m[key] = (m[key] as number) + [1, -1, 1000][rng.below(3)]!;
        else if (typeof m[key] === 'string') m[key] = (m[key] as string).slice(1) + 'x';
        else m[key] = junkValue(rng);
    }
  }
  return m;
}

function textMutation(rng: Rng, text: string): string {
  switch (rng.below(4)) {
    case 0: {
      const i = rng.below(Math.max(1, text.length));
      return text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ (1 << rng.below(7))) + text.slice(i + 1);
    }
    case 1:
      return text.slice(0, rng.below(Math.max(1, text.length)));
    case 2:
      return text.slice(0, -1) + `,"pad":"${'x'.repeat(MAX_MESSAGE_BYTES)}"}`;
    default:
      return text + text;
  }
}

interface Target {
  readonly player: Player;
  /** A linked stranger (never joined) that speaks to this target. */
  readonly stranger: RawPeer;
  /** Real peers linked to this target, whose links may carry stale or future junk. */
  readonly realPeers: readonly string[];
}

describe('fuzz', () => {
  test(`≥ 10,000 hostile messages into a live game: each rejected, nothing changes, nothing throws`, async () => {
    const room = new Room('fuzz', GAMES, { minDelay: 1, maxDelay: 10 });
    room.net.recording = [];
    const people = await openTable(room, { game: 'pile', players: 4, humans: 3 });
    const stops = people.map((p) => autoplay(room.clock, p.session, p.name));
    room.run(() => people[0]!.session.view.log.length >= 6);
    stops.forEach((s) => s());
    room.clock.advance(500); // let the traffic settle; the game waits for a person to move
    const corpus = room.net.recording.map((r) => ({ from: r.from, to: r.to, text: r.text }));
    room.net.recording = null;
    expect(corpus.length).toBeGreaterThan(100);

    const [host, guest] = people;
    const hostStranger = new RawPeer(room, 'stranger-h');
    await hostStranger.link(host!.transport.address);
    const guestStranger = new RawPeer(room, 'stranger-g');
    await guestStranger.link(guest!.transport.address);
    const targets: [Target, number][] = [
      [{ player: host!, stranger: hostStranger, realPeers: people.slice(1).map((p) => p.transport.address) }, PER_TARGET.host],
      [{ player: guest!, stranger: guestStranger, realPeers: [host!.transport.address] }, PER_TARGET.guest]
    ];
    const addresses = [...people.map((p) => p.transport.address), 'stranger-h', 'stranger-g', 'nobody'];
    const rng = new Rng(seedRng('fuzz'));
    const jsonJunk = fc.sample(fc.json({ maxDepth: 4 }), { numRuns: 500, seed: 7 });
    const codes = new Map<string, number>();
    let total = 0;

    for (const [t, count] of targets) {
      const session = t.player.session;
      const fromPeers = corpus.filter((c) => t.realPeers.includes(c.from) && c.to === t.player.transport.address);
      for (let k = 0; k < count; k++) {
        let source = t.stranger.addr;
        let text: string;
        const base = corpus[rng.below(corpus.length)]!;
        switch (rng.below(8)) {
          case 0:
            text = randomText(rng);
            break;
          case 1:
            text = jsonJunk[rng.below(jsonJunk.length)]!;
            break;
          case 2: {
            // An exact replay on the real sender's own link: its n is stale by now.
            const own = fromPeers[rng.below(fromPeers.length)]!;
            const p = parseMessage(own.text);
            if (!p.ok || UNSEQUENCED.has(p.value.t)) continue;
            source = own.from;
            text = own.text;
            break;
          }
          case 3: {
            // Mutated traffic on a real peer's link, with a stale or a future sequence number.
            const own = fromPeers[rng.below(fromPeers.length)]!;
            const m = mutate(rng, JSON.parse(own.text), addresses);
            m.n = rng.below(2) === 0 ? 1 + rng.below(3) : 100000 + rng.below(1000);
            source = own.from;
            text = JSON.stringify(m);
            break;
          }
          case 4:
            text = textMutation(rng, base.text);
            break;
          default: {
            // Mutated traffic from the stranger, often with the right next sequence number.
            const m = mutate(rng, JSON.parse(base.text), addresses);
            if (rng.below(2) === 0) m.from = source;
            if (rng.below(2) === 0) m.n = t.stranger.n + 1;
            if (m.t === 'join' && m.token !== undefined) m.token = 'f0'.repeat(16); // not a stolen token
            text = JSON.stringify(m);
            if (rng.below(5) === 0) text = textMutation(rng, text);
          }
        }
        const before = { len: session.view.log.length, hash: session.view.hash, log: canonicalJson(session.view.log) };
        let verdict;
        try {
          verdict = session.receive(source, text);
        } catch (e) {
          throw new Error(`receive threw on ${text.slice(0, 200)}: ${String(e)}`);
        }
        if (verdict.ok) throw new Error(`accepted from ${source}: ${text.slice(0, 300)}`);
        if (source === t.stranger.addr && !verdict.error.code.startsWith('msg/') && !verdict.error.code.startsWith('seq/')) t.stranger.n++;
        codes.set(verdict.error.code, (codes.get(verdict.error.code) ?? 0) + 1);
        expect(session.view.log.length).toBe(before.len);
        expect(session.view.hash).toBe(before.hash);
        if (k % 50 === 0) expect(canonicalJson(session.view.log)).toBe(before.log);
        total++;
      }
    }
    expect(total).toBeGreaterThanOrEqual(10_000);
    // Junk is stopped at every layer, not only by the JSON parser.
    for (const code of ['msg/bad-json', 'msg/bad-field', 'msg/unknown-type', 'msg/too-big', 'msg/spoofed-sender', 'msg/wrong-room', 'seq/replayed', 'seq/out-of-order', 'peer/not-member', 'peer/not-host']) {
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    expect(codes.size).toBeGreaterThanOrEqual(14);
    expect(people.flatMap((p) => p.session.view.errors.filter((e) => e.code.startsWith('net/')))).toEqual([]);

    // The game is unharmed: it plays on to the end, the same everywhere.
    expect(playOut(room, people)).toBe(true);
    const views = people.map((p) => p.session.view);
    expect(new Set(views.map((v) => canonicalJson(v.log))).size).toBe(1);
    expect(new Set(views.map((v) => v.hash)).size).toBe(1);
    console.log(`fuzz: ${total} messages rejected; codes:`, Object.fromEntries([...codes].sort((a, b) => b[1] - a[1])));
  });

  test('3,000 mutated game messages from a seated player whose turn it is not: each rejected, nothing changes', async () => {
    const room = new Room('fuzz-seated', GAMES);
    const h = await room.open('ann', { game: 'pile', players: 3 });
    const m = new RawPeer(room, 'mallory');
    await m.link(h.transport.address);
    expect(m.deliver(h.session, { t: 'join', name: 'mal', token: 'ab'.repeat(16), have: null }).ok).toBe(true);
    h.session.setBot(2, { bot: 'random', level: 1 });
    h.session.start();
    room.run(() => m.last('seedStart') !== undefined);
    const pid = m.last('welcome')!.pid;
    const value = 'cd'.repeat(32);
    m.deliver(h.session, { t: 'seedCommit', hash: seedCommitment('ROOM0001', pid, value) });
    room.run(() => m.last('seedOpen') !== undefined);
    m.deliver(h.session, { t: 'seedReveal', value });
    room.run(() => h.session.view.status === 'playing');
    expect(h.session.view.pending).toEqual([0]); // the host's turn: mallory (seat 1) has nothing to do
    const take = { type: 'take', n: 1 };
    const templates: Message[] = [
      { t: 'propose', i: 0, seat: 1, action: take },
      { t: 'propose', i: 0, seat: 0, action: take },
      { t: 'commit', i: 0, seat: 1, hash: 'ab'.repeat(32) },
      { t: 'reveal', i: 0, seat: 1, action: { type: 'vote', v: 1 } as never, salt: 'ab'.repeat(16) },
      { t: 'act', i: 0, items: [{ seat: 0, action: take, salt: null }], hash: '0'.repeat(16) },
      { t: 'open', i: 0, commits: [{ seat: 1, hash: 'ab'.repeat(32) }] },
      { t: 'committed', i: 0, seats: [1] },
      { t: 'roster', roster: h.session.snapshot().roster },
      { t: 'seedCommit', hash: 'ab'.repeat(32) },
      { t: 'seedReveal', value },
      { t: 'seat', seat: 2 },
      { t: 'pause', reason: 'desync', seat: null },
      { t: 'resume' }
    ];
    const rng = new Rng(seedRng('fuzz-seated'));
    const hash = h.session.view.hash;
    const codes = new Set<string>();
    for (let k = 0; k < 3000; k++) {
      const base = JSON.parse(m.text(templates[rng.below(templates.length)]!, m.n + 1));
      const mutated = rng.below(4) === 0 ? base : mutate(rng, base, ['mallory']);
      if (mutated.t === 'join' || mutated.t === 'bye' || mutated.t === 'desync' || mutated.t === 'hash' || mutated.t === 'need' || mutated.t === 'resynced') continue; // legitimate requests, not moves
      mutated.n = m.n + 1;
      mutated.from = 'mallory';
      const r = h.session.receive('mallory', JSON.stringify(mutated));
      expect(r.ok, JSON.stringify(mutated).slice(0, 200)).toBe(false);
      if (!r.ok) {
        codes.add(r.error.code);
        if (!r.error.code.startsWith('msg/') && !r.error.code.startsWith('seq/')) m.n++;
      }
      expect(h.session.view.log).toEqual([]);
      expect(h.session.view.hash).toBe(hash);
    }
    for (const code of ['seat/not-yours', 'game/illegal', 'commit/no-step', 'commit/not-open', 'role/host-only', 'seed/not-starting', 'room/not-lobby', 'log/stale']) expect(codes, code).toContain(code);
    // Mallory leaves; a bot takes the seat and the game ends normally.
    m.transport.close();
    room.run(() => h.session.view.seats[1]!.kind === 'human' && !(h.session.view.seats[1] as { connected: boolean }).connected);
    expect(h.session.replaceWithBot(1, { bot: 'random', level: 1 }).ok).toBe(true);
    expect(playOut(room, [h])).toBe(true);
  });

  test('property: any string from any peer is rejected or handled without throwing', async () => {
    const room = new Room('fuzz-prop', GAMES);
    const people = await openTable(room, { game: 'sealedbid', players: 3, humans: 2 });
    const hash = people[0]!.session.view.hash;
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom(...people.map((p) => p.transport.address), 'nobody'), (text, from) => {
        const r = people[0]!.session.receive(from, text);
        expect(r.ok).toBe(false);
        expect(people[0]!.session.view.hash).toBe(hash);
      }),
      { numRuns: 2000 }
    );
  });

  test('every message type from a stranger who never joined is refused', async () => {
    const room = new Room('stranger', GAMES);
    const [host] = await openTable(room, { game: 'sealedbid', players: 3, humans: 2 });
    const s = new RawPeer(room, 'stranger');
    await s.link(host!.transport.address);
    const refused = MESSAGE_TYPES.filter((t: MessageType) => t !== 'join').map((t) => {
      const text = JSON.stringify({ v: 1, t, room: 'ROOM0001', from: 'stranger', n: UNSEQUENCED.has(t) ? 0 : s.n + 1 });
      return host!.session.receive('stranger', text).ok;
    });
    expect(refused.every((ok) => !ok)).toBe(true);
  });
});
