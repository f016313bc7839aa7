/**
 * The wire format: every message type round-trips through makeMessage/parseMessage, and each
 * kind of malformed input is refused with its own stable code.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { MESSAGE_TYPES, makeMessage, parseMessage, type Message, type MessageType } from './protocol';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type Roster } from './types';
import { deflateRawSync } from 'node:zlib';
import { decodeSignal, encodePlainSignal, encodeSignal } from './signal';
import { formatRoomCode, makeRoomCode, parseRoomCode } from './identity';
import { seededRandom } from './testkit';

const H16 = '0123456789abcdef';
const H32 = H16 + H16;
const H64 = H32 + H32;
const roster: Roster = {
  epoch: 0,
  host: H16,
  hostAddr: 'host',
  status: 'lobby',
  config: { game: 'sealedbid', version: 1, players: 3, options: { short: false } },
  seed: null,
  seats: [{ kind: 'human', name: 'Ann', pid: H16, addr: 'host', connected: true }, { kind: 'bot', name: 'Bot', bot: 'random', level: 1 }, { kind: 'open' }],
  waiting: [{ name: 'Zed', pid: H16, addr: null }]
};
const bid = { type: 'bid', amount: 3 };

/** One well-formed sample of every message type (the table must cover MESSAGE_TYPES). */
const SAMPLES: { readonly [T in MessageType]: Extract<Message, { t: T }> } = {
  ack: { t: 'ack', upto: 4 },
  reject: { t: 'reject', ref: 3, about: 'propose', code: 'game/illegal', message: 'No.', hint: null },
  join: { t: 'join', name: 'Bob', token: H32, have: { len: 4, hash: H16 } },
  welcome: { t: 'welcome', pid: H16, roster },
  roster: { t: 'roster', roster: { ...roster, status: 'playing', seed: H32 } },
  seat: { t: 'seat', seat: 2 },
  bye: { t: 'bye' },
  seedStart: { t: 'seedStart', participants: [H16] },
  seedCommit: { t: 'seedCommit', hash: H64 },
  seedOpen: { t: 'seedOpen', commits: [{ pid: H16, hash: H64 }] },
  seedReveal: { t: 'seedReveal', value: H64 },
  seedDone: { t: 'seedDone', reveals: [{ pid: H16, value: H64 }] },
  propose: { t: 'propose', i: 7, seat: 1, action: bid },
  act: { t: 'act', i: 7, items: [{ seat: 1, action: bid, salt: H32 }, { seat: 2, action: bid, salt: null }], hash: H16 },
  commit: { t: 'commit', i: 7, seat: 1, hash: H64 },
  committed: { t: 'committed', i: 7, seats: [0, 2] },
  open: { t: 'open', i: 7, commits: [{ seat: 0, hash: H64 }] },
  reveal: { t: 'reveal', i: 7, seat: 0, action: bid, salt: H32 },
  hash: { t: 'hash', i: 8, hash: H16 },
  desync: { t: 'desync', i: 8, hash: H16 },
  pause: { t: 'pause', reason: 'desync', seat: 1 },
  resume: { t: 'resume' },
  need: { t: 'need', start: 3 },
  sync: { t: 'sync', start: 0, total: 1, base: H16, items: [{ seat: 0, action: bid }], hash: H16 },
  resynced: { t: 'resynced', len: 8, hash: H16 },
  watch: { t: 'watch', name: 'Wes' },
  scene: { t: 'scene', i: 9, part: 0, parts: 2, data: 'eJxLTEoGAAJNASc' },
  watchers: { t: 'watchers', open: true, count: 2 }
};

const env = (t: MessageType) => ({ room: 'ROOM0001', from: 'peer-a', n: t === 'ack' || t === 'reject' ? 0 : 5 });
const raw = (t: MessageType, patch: Record<string, unknown> = {}) => JSON.stringify({ ...JSON.parse(makeMessage(env(t), SAMPLES[t])), ...patch });

describe('round trip', () => {
  test('the sample table covers every message type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...MESSAGE_TYPES].sort());
  });

  test.each(MESSAGE_TYPES)('%s parses back to what was made', (t) => {
    const r = parseMessage(makeMessage(env(t), SAMPLES[t]));
    expect(r).toEqual({ ok: true, value: { v: PROTOCOL_VERSION, ...env(t), ...SAMPLES[t] } });
  });
});

describe('rejections carry stable codes', () => {
  const cases: [string, unknown, string][] = [
    ['not a string', { t: 'ack' }, 'msg/not-text'],
    ['bad JSON', '{"v":1,', 'msg/bad-json'],
    ['JSON but not an object', '[1,2,3]', 'msg/not-object'],
    ['null', 'null', 'msg/not-object'],
    ['another protocol version', raw('hash', { v: 2 }), 'msg/bad-version'],
    ['no version', raw('hash', { v: undefined }), 'msg/bad-version'],
    ['unknown type', raw('hash', { t: 'teleport' }), 'msg/unknown-type'],
    ['type not a string', raw('hash', { t: 3 }), 'msg/unknown-type'],
    ['prototype key as type', raw('hash', { t: '__proto__' }), 'msg/unknown-type'],
    ['extra field', raw('hash', { extra: 1 }), 'msg/bad-field'],
    ['missing field', raw('hash', { hash: undefined }), 'msg/bad-field'],
    ['string for a number', raw('hash', { i: '8' }), 'msg/bad-field'],
    ['negative index', raw('hash', { i: -1 }), 'msg/bad-field'],
    ['fractional index', raw('hash', { i: 1.5 }), 'msg/bad-field'],
    ['upper-case hex hash', raw('hash', { hash: H16.toUpperCase() }), 'msg/bad-field'],
    ['short hash', raw('hash', { hash: 'abc' }), 'msg/bad-field'],
    ['seat out of range', raw('propose', { seat: 99 }), 'msg/bad-field'],
    ['action without type', raw('propose', { action: { amount: 3 } }), 'msg/bad-field'],
    ['act item without salt', raw('act', { items: [{ seat: 1, action: bid }] }), 'msg/bad-field'],
    ['action with a fraction', raw('propose', { action: { type: 'bid', amount: 0.5 } }), 'msg/bad-field'],
    ['action nested too deep', raw('propose', { action: { type: 'x', a: JSON.parse('['.repeat(30) + ']'.repeat(30)) } }), 'msg/bad-field'],
    ['array as action', raw('propose', { action: ['bid'] }), 'msg/bad-field'],
    ['room too long', raw('hash', { room: 'x'.repeat(100) }), 'msg/bad-field'],
    ['empty sender', raw('hash', { from: '' }), 'msg/bad-field'],
    ['unknown seat kind in roster', raw('roster', { roster: { ...roster, seats: [{ kind: 'alien' }] } }), 'msg/bad-field'],
    ['unknown status in roster', raw('roster', { roster: { ...roster, status: 'dancing' } }), 'msg/bad-field'],
    ['too many sync items', raw('sync', { items: Array(1001).fill({ seat: 0, action: bid }) }), 'msg/bad-field'],
    ['sequenced message with n = 0', raw('hash', { n: 0 }), 'msg/bad-seq'],
    ['ack with n > 0', raw('ack', { n: 3 }), 'msg/bad-seq'],
    ['over the size cap', raw('reject', { message: 'x'.repeat(MAX_MESSAGE_BYTES) }), 'msg/too-big'],
    ['multi-byte text over the cap', JSON.stringify({ v: 1, pad: '€'.repeat(30000) }), 'msg/too-big'],
    ['deep nesting bomb', '['.repeat(30000) + ']'.repeat(30000), 'msg/not-object']
  ];
  test.each(cases)('%s', (_name, input, code) => {
    const r = parseMessage(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  test('makeMessage refuses to build an oversize message', () => {
    expect(() => makeMessage(env('reject'), { ...SAMPLES.reject, message: 'x'.repeat(70000) })).toThrow(RangeError);
  });

  test('property: parseMessage never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything().map((v) => JSON.stringify(v) ?? '')), (s) => {
        const r = parseMessage(s);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 2000 }
    );
  });
});

describe('room codes', () => {
  test('a made code parses back, also typed sloppily', () => {
    const random = seededRandom('codes');
    for (let i = 0; i < 200; i++) {
      const code = makeRoomCode(random);
      expect(code).toHaveLength(8);
      expect(parseRoomCode(code)).toBe(code);
      expect(parseRoomCode(` ${formatRoomCode(code).toLowerCase()} `)).toBe(code);
    }
  });
  test.each([['K3M9-QX2O', 'K3M9QX20'], ['k3m9 qx2l', 'K3M9QX21'], ['K3M9QX2', null], ['K3M9QX2U', null], ['K3M9QX2P9', null]])('%s → %s', (input, out) => {
    expect(parseRoomCode(input)).toBe(out);
  });
});

describe('manual connection codes', () => {
  test('round trip, with line breaks from a chat app', () => {
    const sig = { kind: 'offer' as const, room: 'K3M9QX2P', from: 'euro-table-k3m9qx2p', ref: '0123456789abcdef', sdp: 'v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\na=candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host\r\n' };
    const code = encodeSignal(sig);
    expect(code.startsWith('ET3.')).toBe(true);
    const wrapped = code.slice(0, 40) + '\n' + code.slice(40, 90) + '  \r\n' + code.slice(90);
    expect(decodeSignal(wrapped)).toEqual({ ok: true, value: sig });
  });
  test('the uncompressed ET2 form of the same code is still read', () => {
    const sig = { kind: 'answer' as const, room: 'K3M9QX2P', from: 'euro-table-k3m9qx2p-0a1b', ref: '0123456789abcdef', sdp: 'v=0\r\na=candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host\r\n' };
    const plain = encodePlainSignal(sig);
    expect(plain.startsWith('ET2.')).toBe(true);
    expect(decodeSignal(plain)).toEqual({ ok: true, value: sig });
    expect(decodeSignal(encodeSignal(sig))).toEqual({ ok: true, value: sig });
  });
  test('property: any offer round-trips', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.stringMatching(/^[0-9a-f]{16}$/), fc.string({ minLength: 1, maxLength: 2000 }), (from, ref, sdp) => {
        const sig = { kind: 'answer' as const, room: 'K3M9QX2P', from, ref, sdp };
        expect(decodeSignal(encodeSignal(sig))).toEqual({ ok: true, value: sig });
      }),
      { numRuns: 300 }
    );
  });
  test.each([
    ['empty', '', 'signal/not-a-code'],
    ['no prefix', 'hello', 'signal/not-a-code'],
    ['bad alphabet', 'ET2.***', 'signal/garbled'],
    ['bad alphabet, compressed', 'ET3.***', 'signal/garbled'],
    ['compressed garbage', 'ET3.' + Buffer.from('not deflate data at all, just text').toString('base64url'), 'signal/garbled'],
    ['compressed, cut short', encodeSignal({ kind: 'offer', room: 'K3M9QX2P', from: 'a', ref: '0123456789abcdef', sdp: 'v=0 '.repeat(200) }).slice(0, 40), 'signal/garbled'],
    ['compressed text that is not JSON', 'ET3.' + Buffer.from(deflateRawSync('{"kind":')).toString('base64url'), 'signal/garbled'],
    ['compressed JSON of the wrong shape', 'ET3.' + Buffer.from(deflateRawSync('{"kind":"offer"}')).toString('base64url'), 'signal/garbled'],
    // A zip bomb: 20 MB of zeros packs into ~20 KB; it is stopped at the cap, not inflated.
    ['a zip bomb (20 MB of zeros)', 'ET3.' + Buffer.from(deflateRawSync(Buffer.alloc(20_000_000), { level: 9 })).toString('base64url'), 'signal/too-big'],
    ['truncated', encodeSignal({ kind: 'offer', room: 'K3M9QX2P', from: 'a', ref: '0123456789abcdef', sdp: 'v=0' }).slice(0, 20), 'signal/garbled'],
    ['valid base64 of the wrong JSON', 'ET2.' + Buffer.from('{"kind":"offer"}').toString('base64url'), 'signal/garbled'],
    // Version 1 had no room and restarted its invitation numbers on every page: refused as old.
    ['a code of the older format', 'ET1.' + Buffer.from('{"kind":"offer","from":"a","ref":1,"sdp":"v=0"}').toString('base64url'), 'signal/old-code']
  ])('%s is refused', (_n, code, expected) => {
    const r = decodeSignal(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(expected);
  });
});
