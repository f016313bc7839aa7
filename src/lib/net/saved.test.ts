/** The network autosave (saved.ts) and the room-link transport parameters (transports.ts). */
import { describe, expect, test } from 'vitest';
import { MemoryStorage, DEFAULT_SETTINGS } from '$engine/store';
import { makeToken, pidOf, SNAPSHOT_FORMAT, type SessionSnapshot } from '$engine/net';
import { parseSavedRoom, pruneRooms, roomKey, saveRoom, savedInRoom, forgetRoom } from './saved';
import { brokerFromParam, brokerToParam, isDefaultBroker, planFor } from './transports';

let n = 0;
const random = (k: number): Uint8Array => Uint8Array.from({ length: k }, () => (n = (n * 31 + 7) % 251));

function snapshot(room: string, name: string): SessionSnapshot {
  const token = makeToken(random);
  const pid = pidOf(token);
  return {
    format: SNAPSHOT_FORMAT,
    version: 1,
    room,
    token,
    name,
    roster: {
      epoch: 0,
      host: pid,
      hostAddr: `euro-table-${room.toLowerCase()}`,
      status: 'lobby',
      config: { game: 'pile', version: 1, players: 2, options: {} },
      seed: null,
      seats: [{ kind: 'human', name, pid, addr: `euro-table-${room.toLowerCase()}`, connected: true }, { kind: 'open' }],
      waiting: []
    },
    log: [],
    choice: null
  };
}

describe('network saves', () => {
  test('saved per room and person, listed per room, forgotten on leave, pruned when old', async () => {
    const storage = new MemoryStorage();
    const plan = planFor('broadcast', DEFAULT_SETTINGS);
    const a = snapshot('AAAAAAAA', 'Ann');
    const b = snapshot('AAAAAAAA', 'Bob');
    const c = snapshot('CCCCCCCC', 'Cy');
    for (const s of [a, b, c]) await saveRoom(storage, s, plan);
    const inA = await savedInRoom(storage, 'AAAAAAAA');
    expect(inA.map((s) => s.snapshot.name).sort()).toEqual(['Ann', 'Bob']);
    expect(inA[0]!.plan).toEqual({ via: 'broadcast' });

    await forgetRoom(storage, 'AAAAAAAA', pidOf(b.token));
    expect((await savedInRoom(storage, 'AAAAAAAA')).map((s) => s.snapshot.name)).toEqual(['Ann']);

    // A damaged record is ignored when listing and removed by the clean-up, like an old one.
    await storage.write([{ op: 'set', key: roomKey('AAAAAAAA', 'ffffffffffffffff'), value: { format: 'euro-table/net-room', version: 1 } }]);
    expect(await savedInRoom(storage, 'AAAAAAAA')).toHaveLength(1);
    await pruneRooms(storage, Date.now() + 1000);
    expect(await storage.entries('net:')).toHaveLength(2);
    await pruneRooms(storage, Date.now() + 31 * 24 * 3600 * 1000);
    expect(await storage.entries('net:')).toHaveLength(0);
  });

  test('parseSavedRoom refuses what is not a save', () => {
    expect(parseSavedRoom(null)).toBeNull();
    expect(parseSavedRoom({ format: 'euro-table/net-room', version: 1, savedAt: 1, plan: { via: 'carrier-pigeon' }, snapshot: snapshot('AAAAAAAA', 'A') })).toBeNull();
    expect(parseSavedRoom({ format: 'euro-table/net-room', version: 1, savedAt: 1, plan: { via: 'broadcast' }, snapshot: { ...snapshot('AAAAAAAA', 'A'), token: 'x' } })).toBeNull();
    expect(parseSavedRoom({ format: 'euro-table/net-room', version: 1, savedAt: 1, plan: { via: 'broadcast' }, snapshot: snapshot('AAAAAAAA', 'A') })).not.toBeNull();
  });
});

describe('broker in the room link', () => {
  test('round-trips host, port, path, security and key', () => {
    const local = { host: '127.0.0.1', port: 9000, path: '/peer', secure: false, key: 'peerjs' };
    expect(brokerToParam(local)).toBe('http://127.0.0.1:9000/peer');
    expect(brokerFromParam(brokerToParam(local))).toEqual(local);
    const club = { host: 'peer.example.org', port: 8443, path: '/', secure: true, key: 'club key' };
    expect(brokerFromParam(brokerToParam(club))).toEqual(club);
    expect(brokerFromParam(brokerToParam(DEFAULT_SETTINGS.broker))).toEqual(DEFAULT_SETTINGS.broker);
    expect(isDefaultBroker(DEFAULT_SETTINGS.broker)).toBe(true);
    expect(isDefaultBroker(local)).toBe(false);
  });

  test('refuses what is not an http(s) broker address', () => {
    for (const bad of [null, '', 'nonsense', 'javascript:alert(1)', 'ftp://x/']) expect(brokerFromParam(bad)).toBeNull();
  });
});
