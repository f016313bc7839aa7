import { describe, expect, test } from 'vitest';
import { judgeGathering, parseCandidate, type Candidate, type Gathering } from './ice-check';

const STUN = 'stun:stun.club.example:3478';
const TURN = 'turn:turn.club.example:3478';

const host: Candidate = { type: 'host', protocol: 'udp', address: '192.168.1.20' };
const mdns: Candidate = { type: 'host', protocol: 'udp', address: '3f2a9c1e-7b1d-4c1e-9a2f-1c2b3d4e5f60.local' };
const srflx: Candidate = { type: 'srflx', protocol: 'udp', address: '203.0.113.7', url: STUN };
const relay: Candidate = { type: 'relay', protocol: 'udp', address: '198.51.100.9', url: `${TURN}?transport=udp` };

const gather = (over: Partial<Gathering>): Gathering => ({ urls: [STUN, TURN], candidates: [], errors: [], timedOut: false, ...over });

describe('parseCandidate', () => {
  test.each([
    ['candidate:3195932212 1 udp 2122260223 192.168.1.20 50712 typ host generation 0 network-id 1', { type: 'host', protocol: 'udp', address: '192.168.1.20' }],
    ['a=candidate:4164281800 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active', { type: 'host', protocol: 'tcp', address: '192.168.1.20' }],
    ['candidate:2235043418 1 UDP 1686052607 203.0.113.7 50712 typ srflx raddr 192.168.1.20 rport 50712', { type: 'srflx', protocol: 'udp', address: '203.0.113.7' }],
    ['candidate:1790470112 1 udp 41885439 198.51.100.9 61232 typ relay raddr 203.0.113.7 rport 50712', { type: 'relay', protocol: 'udp', address: '198.51.100.9' }],
    ['candidate:1 1 udp 2113937151 3f2a9c1e-7b1d.local 55026 typ host', { type: 'host', protocol: 'udp', address: '3f2a9c1e-7b1d.local' }]
  ])('%s', (line, expected) => {
    expect(parseCandidate(line)).toEqual(expected);
  });
  test('keeps the server URL the browser named', () => {
    expect(parseCandidate('candidate:1 1 udp 1 203.0.113.7 1 typ srflx', STUN)).toEqual({ type: 'srflx', protocol: 'udp', address: '203.0.113.7', url: STUN });
  });
  test.each([[''], ['hello'], ['candidate:1 1 udp 1 1.2.3.4 5 type host'], ['candidate:1 1 sctp 1 1.2.3.4 5 typ host'], ['candidate:1 1 udp 1 1.2.3.4 5 typ magic'], ['candidate:1 1 udp']])('not a candidate: %j', (line) => {
    expect(parseCandidate(line)).toBeNull();
  });
});

describe('judgeGathering', () => {
  test('a relay candidate: TURN works, whatever else was gathered', () => {
    const j = judgeGathering(gather({ candidates: [host, srflx, relay] }));
    expect(j.verdict).toBe('relay');
    expect(j.counts).toEqual({ host: 1, srflx: 1, prflx: 0, relay: 1 });
    expect(j.servers).toEqual([
      { url: STUN, kind: 'stun', status: 'answered' },
      { url: TURN, kind: 'turn', status: 'answered' }
    ]);
  });

  test('server-reflexive but no relay: direct connections; the TURN server named with its error', () => {
    const error = { url: `${TURN}?transport=udp`, code: 401, text: 'Unauthorized' };
    const j = judgeGathering(gather({ candidates: [mdns, srflx], errors: [error] }));
    expect(j.verdict).toBe('direct');
    expect(j.servers).toEqual([
      { url: STUN, kind: 'stun', status: 'answered' },
      { url: TURN, kind: 'turn', status: 'failed', error }
    ]);
    expect(j.turnConfigured).toBe(true);
  });

  test('host candidates only, servers set: none of them reachable (same network only)', () => {
    const j = judgeGathering(gather({ candidates: [host, { ...host, protocol: 'tcp' }], errors: [{ url: STUN, code: 701, text: 'STUN host lookup received error.' }], timedOut: true }));
    expect(j.verdict).toBe('local');
    expect(j.serversConfigured).toBe(true);
    expect(j.servers.map((s) => s.status)).toEqual(['failed', 'silent']);
    expect(j.timedOut).toBe(true);
  });

  test('host candidates only and no servers set: told apart from "none answered"', () => {
    const j = judgeGathering(gather({ urls: [], candidates: [mdns] }));
    expect(j).toMatchObject({ verdict: 'local', serversConfigured: false, turnConfigured: false, servers: [] });
  });

  test('nothing gathered: WebRTC blocked', () => {
    expect(judgeGathering(gather({ timedOut: true })).verdict).toBe('none');
  });

  test('a browser that does not name the server: the only one of its kind answered', () => {
    const j = judgeGathering(gather({ candidates: [host, { type: 'srflx', protocol: 'udp', address: '203.0.113.7' }] }));
    expect(j.verdict).toBe('direct');
    expect(j.servers.map((s) => s.status)).toEqual(['answered', 'silent']);
    // Two STUN servers and an unnamed candidate: which one answered is unknown, so neither is credited.
    const two = judgeGathering(gather({ urls: [STUN, 'stun:other.example'], candidates: [{ type: 'srflx', protocol: 'udp', address: '203.0.113.7' }] }));
    expect(two.verdict).toBe('direct');
    expect(two.servers.map((s) => s.status)).toEqual(['silent', 'silent']);
  });

  test('a peer-reflexive candidate counts as direct', () => {
    expect(judgeGathering(gather({ candidates: [{ type: 'prflx', protocol: 'udp', address: '203.0.113.8' }] })).verdict).toBe('direct');
  });
});
