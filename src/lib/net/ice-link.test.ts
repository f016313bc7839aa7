import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '$engine/store';
import { iceFromParam, iceLabel, iceToParam, MAX_ICE_PARAM, sameIceServers } from './ice-link';

const pack = (text: string | Buffer): string => Buffer.from(deflateRawSync(text)).toString('base64url');
const CLUB = [
  { urls: ['stun:turn.club.example:3478'] },
  { urls: ['turn:turn.club.example:3478', 'turns:turn.club.example:5349'], username: '1767225600:guest', credential: 'q2Jq0B0m0Xw5bP0tXb1xZ2Jq0B0=' }
];

describe('ICE servers in a room link', () => {
  test.each([
    ['a club’s STUN + TURN with credentials', CLUB],
    ['the defaults', DEFAULT_SETTINGS.iceServers],
    ['none (host candidates only)', []]
  ])('round trip: %s', (_name, servers) => {
    const param = iceToParam(servers);
    // Safe in a URL as it is: base64url only.
    expect(encodeURIComponent(param)).toBe(param);
    expect(new URL(`https://x.example/room/?join=K3M9QX2P&ice=${param}`).searchParams.get('ice')).toBe(param);
    const back = iceFromParam(param);
    expect(back).toEqual({ ok: true, servers });
    expect(back.ok && sameIceServers(back.servers, servers)).toBe(true);
  });

  test('eight servers of four long URLs each still fit the bound', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ urls: [1, 2, 3, 4].map((k) => `turns:relay-${i}-${k}.a-rather-long-domain-name.example.org:5349?transport=tcp`), username: `user-${i}-${'u'.repeat(40)}`, credential: `${'c'.repeat(60)}${i}` }));
    const param = iceToParam(many);
    expect(param.length).toBeLessThanOrEqual(MAX_ICE_PARAM);
    expect(iceFromParam(param)).toEqual({ ok: true, servers: many });
  });

  test.each([
    ['too long', 'A'.repeat(MAX_ICE_PARAM + 1), 'ice/too-long', 'it is longer than 4000 characters'],
    ['not base64url', 'abc*def', 'ice/garbled', 'it is damaged (cut short or changed)'],
    ['cut short', iceToParam(CLUB).slice(0, 30), 'ice/garbled', 'it is damaged (cut short or changed)'],
    ['not JSON', pack('stun:stun.example.org'), 'ice/garbled', 'it is damaged (cut short or changed)'],
    ['a zip bomb', Buffer.from(deflateRawSync(Buffer.alloc(2_000_000, ' '), { level: 9 })).toString('base64url'), 'ice/garbled', 'it is damaged (cut short or changed)'],
    ['an object, not a list', pack('{"urls":["stun:a.example.org"]}'), 'ice/invalid', 'The ICE servers must be a list.'],
    ['a web URL', pack('[{"urls":["https://evil.example/"]}]'), 'ice/invalid', 'ICE server 1: "https://evil.example/" must start with stun:, stuns:, turn: or turns: (like stun:stun.example.org:3478).'],
    ['a javascript: URL', pack('[{"urls":["javascript:alert(1)"]}]'), 'ice/invalid', 'ICE server 1: "javascript:alert(1)" must start with stun:, stuns:, turn: or turns: (like stun:stun.example.org:3478).'],
    ['TURN without credentials', pack('[{"urls":["turn:t.example.org"]}]'), 'ice/invalid', 'ICE server 1: a TURN server (turn: or turns:) needs both a username and a credential.'],
    ['nine servers', pack(JSON.stringify(Array.from({ length: 9 }, () => ({ urls: ['stun:a.example.org'] })))), 'ice/invalid', 'At most 8 ICE servers can be set (9 given).'],
    ['a non-string credential', pack('[{"urls":["turn:t.example.org"],"username":"u","credential":{"x":1}}]'), 'ice/invalid', 'ICE server 1: the credential must be text of at most 200 characters.']
  ])('refused: %s', (_name, param, code, reason) => {
    expect(iceFromParam(param)).toEqual({ ok: false, code, reason });
  });

  test('the screen names servers by their URLs, never their credentials', () => {
    expect(iceLabel(CLUB)).toBe('stun:turn.club.example:3478, turn:turn.club.example:3478 turns:turn.club.example:5349');
    expect(iceLabel(CLUB)).not.toContain('guest');
  });
});
