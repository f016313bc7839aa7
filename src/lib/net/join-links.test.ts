import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '$engine/store';
import { iceFromParam } from './ice-link';
import { inviteFromHash, inviteLink, roomLink } from './join-links';

const PAGE = 'https://club.example/games/table/room/';

describe('join links', () => {
  test('a PeerJS room link names the room, a non-default broker and the host’s ICE servers', () => {
    const plan = { via: 'peerjs', broker: { host: '127.0.0.1', port: 9000, path: '/peer', secure: false, key: 'peerjs' }, iceServers: [] } as const;
    const url = new URL(roomLink(PAGE, 'K3M9QX2P', plan));
    expect(url.origin + url.pathname).toBe(PAGE);
    expect([...url.searchParams.keys()]).toEqual(['join', 'broker', 'ice']);
    expect(url.searchParams.get('broker')).toBe('http://127.0.0.1:9000/peer');
    expect(iceFromParam(url.searchParams.get('ice')!)).toEqual({ ok: true, servers: [] });
  });

  test('the default broker is left out; the ICE servers are always carried', () => {
    const url = new URL(roomLink(PAGE, 'K3M9QX2P', { via: 'peerjs', broker: DEFAULT_SETTINGS.broker, iceServers: DEFAULT_SETTINGS.iceServers }));
    expect([...url.searchParams.keys()]).toEqual(['join', 'ice']);
    expect(iceFromParam(url.searchParams.get('ice')!)).toEqual({ ok: true, servers: DEFAULT_SETTINGS.iceServers });
  });

  test('a tabs-of-this-browser link carries neither broker nor ICE servers', () => {
    expect(roomLink(PAGE, 'K3M9QX2P', { via: 'broadcast' })).toBe(`${PAGE}?join=K3M9QX2P&via=broadcast`);
  });

  test('an invitation link puts the code in the fragment and reads back', () => {
    const link = inviteLink(PAGE, 'ET3.abc-_09', { via: 'manual', iceServers: [{ urls: ['stun:s.example.org'] }] });
    const url = new URL(link);
    expect(url.searchParams.has('manual')).toBe(true);
    expect(iceFromParam(url.searchParams.get('ice')!)).toEqual({ ok: true, servers: [{ urls: ['stun:s.example.org'] }] });
    expect(inviteFromHash(url.hash)).toBe('ET3.abc-_09');
  });

  test.each([
    ['', null],
    ['#', null],
    ['#invite=', null],
    ['#other=ET3.x', null],
    ['invite=ET3.x', 'ET3.x'],
    ['#invite=ET3.x', 'ET3.x']
  ])('inviteFromHash(%j) → %j', (hash, code) => {
    expect(inviteFromHash(hash)).toBe(code);
  });
});
