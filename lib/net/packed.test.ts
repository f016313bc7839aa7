import { deflateRawSync, inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromBase64Url, packText, toBase64Url, unpackText } from './packed';

const LIMITS = { maxPacked: 40_000, maxBytes: 50_000 } as const;
const b64 = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString('base64url');

describe('base64url', () => {
  test('matches Node’s encoder both ways', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toBase64Url(bytes)).toBe(b64(bytes));
        expect(Array.from(fromBase64Url(b64(bytes))!)).toEqual(Array.from(bytes));
      }),
      { numRuns: 300 }
    );
  });
  test.each([['a'], ['abcde'], ['ab+c'], ['ab/c'], ['ab=='], ['ab c']])('%j is not base64url', (s) => {
    expect(fromBase64Url(s)).toBeNull();
  });
});

describe('packText / unpackText', () => {
  test('round trip of any text, packed as standard raw deflate', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000, unit: 'grapheme' }), (text) => {
        const packed = packText(text);
        expect(unpackText(packed, LIMITS)).toEqual({ ok: true, value: text });
        // Anyone's inflate reads it: plain RFC 1951 data.
        expect(inflateRawSync(Buffer.from(packed, 'base64url')).toString('utf8')).toBe(text);
      }),
      { numRuns: 200 }
    );
  });

  test('a typical SDP offer packs to about half the length of its uncompressed code', () => {
    const lines = ['v=0', 'o=- 4611731400430051336 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=extmap-allow-mixed', 'a=msid-semantic: WMS', 'm=application 50712 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 192.168.1.20'];
    for (let i = 0; i < 6; i++) lines.push(`a=candidate:${1000 + i} 1 udp 2122260223 192.168.1.${20 + i} ${50712 + i} typ host generation 0 network-id ${i + 1}`);
    lines.push('a=ice-ufrag:Zf3q', 'a=ice-pwd:1Yk6v7u9eTQ8uSx0bZ2pC3dE', 'a=ice-options:trickle', 'a=fingerprint:sha-256 4F:1A:9C:22:71:0B:EE:3D:5C:88:19:A2:60:7F:14:C3:D9:2E:B5:07:43:6A:81:F0:3B:C7:5D:92:E4:1F:08:AA', 'a=setup:actpass', 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144');
    const json = JSON.stringify({ kind: 'offer', room: 'K3M9QX2P', from: 'euro-table-k3m9qx2p', ref: '0123456789abcdef', sdp: lines.join('\r\n') + '\r\n' });
    const packed = packText(json);
    expect(packed.length).toBeLessThan(b64(Buffer.from(json)).length * 0.55);
    expect(unpackText(packed, LIMITS)).toEqual({ ok: true, value: json });
  });

  test('exactly at the cap passes; one byte over is too big', () => {
    const text = 'x'.repeat(1000);
    expect(unpackText(packText(text), { maxPacked: 100, maxBytes: 1000 })).toEqual({ ok: true, value: text });
    const r = unpackText(packText(text + 'x'), { maxPacked: 100, maxBytes: 1000 });
    expect(r.ok ? null : r.error.code).toBe('packed/too-big');
  });

  test.each([
    ['10 MB of zeros', Buffer.alloc(10_000_000)],
    ['5 MB of one repeated letter', Buffer.alloc(5_000_000, 'A')]
  ])('a zip bomb (%s) is refused as too big, quickly', (_name, payload) => {
    const packed = b64(deflateRawSync(payload, { level: 9 }));
    expect(packed.length).toBeLessThan(LIMITS.maxPacked);
    const t0 = process.hrtime.bigint();
    const r = unpackText(packed, LIMITS);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    expect(r.ok ? null : r.error.code).toBe('packed/too-big');
    // It stopped at the cap: nowhere near the time 10 MB of inflating and joining would take on a slow machine.
    expect(ms).toBeLessThan(500);
  });

  test.each([
    ['too long', 'packed/too-long', 'A'.repeat(LIMITS.maxPacked + 1)],
    ['not base64url', 'packed/not-base64', 'abc*def'],
    ['impossible length', 'packed/not-base64', 'abcde'],
    ['empty', 'packed/corrupt', ''],
    ['not deflate data', 'packed/corrupt', b64(Buffer.from('this is plain text, not deflate'))],
    ['cut short', 'packed/corrupt', packText('hello there '.repeat(100)).slice(0, 30)],
    ['inflates to bytes that are not UTF-8', 'packed/corrupt', b64(deflateRawSync(Buffer.from([0xff, 0xfe, 0xc0, 0x80])))]
  ])('%s → %s', (_name, code, packed) => {
    const r = unpackText(packed, LIMITS);
    expect(r.ok ? null : r.error.code).toBe(code);
  });

  test('property: random strings never throw, and give a coded error or text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')) }), (s) => {
        const r = unpackText(s, LIMITS);
        if (!r.ok) expect(['packed/not-base64', 'packed/corrupt', 'packed/too-big']).toContain(r.error.code);
      }),
      { numRuns: 500 }
    );
  });
});
