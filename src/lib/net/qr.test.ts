import jsQR from 'jsqr';
import { describe, expect, test } from 'vitest';
import { decodeSignal, encodeSignal, type Signal } from '$engine/net';
import { DEFAULT_SETTINGS } from '$engine/store';
import { iceFromParam } from './ice-link';
import { inviteFromHash, inviteLink, roomLink } from './join-links';
import { qrMatrix, qrPath, qrPixels, QR_MARGIN, type QrMatrix } from './qr';

/** A data-channel offer as Chromium writes it, with host, server-reflexive and relay candidates. */
function chromeOffer(): string {
  const lines = [
    'v=0',
    'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=extmap-allow-mixed',
    'a=msid-semantic: WMS',
    'm=application 50712 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 203.0.113.7',
    'a=candidate:3195932212 1 udp 2122260223 192.168.1.20 50712 typ host generation 0 network-id 1 network-cost 10',
    'a=candidate:1437225468 1 udp 2122194687 10.8.0.2 41212 typ host generation 0 network-id 2 network-cost 50',
    'a=candidate:4164281800 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0 network-id 1 network-cost 10',
    'a=candidate:2235043418 1 udp 1686052607 203.0.113.7 50712 typ srflx raddr 192.168.1.20 rport 50712 generation 0 network-id 1 network-cost 10',
    'a=candidate:1790470112 1 udp 41885439 198.51.100.9 61232 typ relay raddr 203.0.113.7 rport 50712 generation 0 network-id 1 network-cost 10',
    'a=ice-ufrag:Zf3q',
    'a=ice-pwd:1Yk6v7u9eTQ8uSx0bZ2pC3dE',
    'a=ice-options:trickle',
    'a=fingerprint:sha-256 4F:1A:9C:22:71:0B:EE:3D:5C:88:19:A2:60:7F:14:C3:D9:2E:B5:07:43:6A:81:F0:3B:C7:5D:92:E4:1F:08:AA',
    'a=setup:actpass',
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144'
  ];
  return lines.join('\r\n') + '\r\n';
}

const SIG: Signal = { kind: 'offer', room: 'K3M9QX2P', from: 'euro-table-k3m9qx2p', ref: '5f0c2a9e13d47b68', sdp: chromeOffer() };
const ROOM_PAGE = 'https://club.example/games/table/room/';

/** Renders the matrix to pixels the way a screen shows it and reads it back with jsQR. */
function scan(m: QrMatrix, scale = 3): string | null {
  const { width, rgba } = qrPixels(m, scale);
  return jsQR(rgba, width, width, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

describe('QR codes of connection codes and room links', () => {
  test('a manual invitation code → its join link → QR → decoded → the same code', () => {
    const code = encodeSignal(SIG);
    const plan = { via: 'manual', iceServers: DEFAULT_SETTINGS.iceServers } as const;
    const link = inviteLink(ROOM_PAGE, code, plan);
    const m = qrMatrix(link);
    expect(m).not.toBeNull();
    // One QR code that a phone reads off a screen: version 25 (117 modules) at most.
    expect(m!.size).toBeLessThanOrEqual(117);
    const read = scan(m!);
    expect(read).toBe(link);
    const url = new URL(read!);
    expect(url.pathname).toBe('/games/table/room/');
    expect(url.searchParams.has('manual')).toBe(true);
    expect(iceFromParam(url.searchParams.get('ice')!)).toEqual({ ok: true, servers: DEFAULT_SETTINGS.iceServers });
    const scanned = inviteFromHash(url.hash);
    expect(scanned).toBe(code);
    expect(decodeSignal(scanned!)).toEqual({ ok: true, value: SIG });
  });

  test('the answer code alone round-trips through a QR code too', () => {
    const code = encodeSignal({ ...SIG, kind: 'answer', from: 'euro-table-k3m9qx2p-7c1d0a' });
    const m = qrMatrix(code)!;
    expect(scan(m)).toBe(code);
    expect(decodeSignal(scan(m)!)).toEqual({ ok: true, value: { ...SIG, kind: 'answer', from: 'euro-table-k3m9qx2p-7c1d0a' } });
  });

  test('a room link with a broker and ICE servers round-trips', () => {
    const plan = { via: 'peerjs', broker: { host: 'peer.club.example', port: 443, path: '/peer', secure: true, key: 'club' }, iceServers: [{ urls: ['stun:turn.club.example:3478'] }, { urls: ['turn:turn.club.example:3478'], username: 'guest', credential: 'pw' }] } as const;
    const link = roomLink(ROOM_PAGE, 'K3M9QX2P', plan);
    const m = qrMatrix(link)!;
    expect(scan(m)).toBe(link);
    const url = new URL(scan(m)!);
    expect(url.searchParams.get('join')).toBe('K3M9QX2P');
    expect(url.searchParams.get('broker')).toBe('https://peer.club.example:443/peer#club');
    expect(iceFromParam(url.searchParams.get('ice')!)).toEqual({ ok: true, servers: plan.iceServers });
  });

  test('the SVG path covers exactly the dark modules, inside the quiet zone', () => {
    const m = qrMatrix('https://club.example/room/?join=K3M9QX2P')!;
    const d = qrPath(m);
    let area = 0;
    for (const run of d.split('z').filter((x) => x !== '')) {
      const [, x, y, w] = run.match(/^M(\d+) (\d+)h(\d+)v1h-\d+$/)!.map(Number);
      expect(x).toBeGreaterThanOrEqual(QR_MARGIN);
      expect(y).toBeGreaterThanOrEqual(QR_MARGIN);
      expect(x! + w!).toBeLessThanOrEqual(QR_MARGIN + m.size);
      area += w!;
    }
    expect(area).toBe(m.dark.reduce((a, b) => a + b, 0));
  });

  test.each([900, 1000, 1100])('never version 23, which jsQR cannot read (%i characters)', (n) => {
    const text = 'https://club.example/x#' + 'aZ09-_'.repeat(Math.ceil(n / 6));
    const m = qrMatrix(text)!;
    expect(m.size).not.toBe(109);
    expect(scan(m)).toBe(text);
  });

  test('text too long for any QR code gives null, not an exception', () => {
    expect(qrMatrix('x'.repeat(3000))).toBeNull();
  });
});
