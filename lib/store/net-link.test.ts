/**
 * A network game kept like a solo one (issue 10 item 11): the room page saves the match under
 * its own id with its room and person (`net`), replacing whatever is stored (the host's log is
 * the reference, so no compare-and-set); it lists, loads, exports and keeps a rename.
 */
import { describe, expect, test } from 'vitest';
import { appendAction, newMatch } from '../core/match';
import type { AnyGame } from '../core/types';
import { sealedBid } from '../../tests/fixtures/sealed-bid';
import { createSaveStore } from './saves';
import { MemoryStorage } from './storage';

const GAMES: readonly AnyGame[] = [sealedBid];
const base = newMatch(sealedBid, { players: 2, seed: 'net', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'remote', name: 'Bob' }] });
const net = { room: 'K3M9QX2P', pid: '0123456789abcdef' };

describe('network games in the save store', () => {
  test('saved with its room, listed and loaded with it; a rename survives the next save', async () => {
    const storage = new MemoryStorage();
    const store = createSaveStore({ storage, games: GAMES, now: () => 1 });
    const m1 = appendAction(base, 0, { type: 'bid', amount: 1 } as never);
    const first = await store.saveMatch({ id: 'net-K3M9QX2P-01234567', match: m1, replace: true, net, defaultTitle: 'Sealed Bid online, room K3M9-QX2P' });
    expect(first).toMatchObject({ ok: true, value: { title: 'Sealed Bid online, room K3M9-QX2P', net } });
    expect((await createSaveStore({ storage, games: GAMES, now: () => 2 }).renameMatch('net-K3M9QX2P-01234567', 'Friday online')).ok).toBe(true);
    // Another page of the same browser saved meanwhile: a network copy replaces without a conflict.
    const m2 = appendAction(m1, 1, { type: 'bid', amount: 2 } as never);
    const again = await store.saveMatch({ id: 'net-K3M9QX2P-01234567', match: m2, replace: true, defaultTitle: 'ignored' });
    expect(again).toMatchObject({ ok: true, value: { title: 'Friday online', net, progress: { actions: 2 } } });
    const list = await store.listMatches();
    expect(list.good).toMatchObject([{ id: 'net-K3M9QX2P-01234567', net }]);
    const loaded = await store.loadMatch('net-K3M9QX2P-01234567');
    expect(loaded.ok && loaded.value.saved.net).toEqual(net);
    const file = await store.exportMatch('net-K3M9QX2P-01234567');
    expect(file.ok && JSON.parse(file.value).log).toHaveLength(2);
  });

  test('a damaged "net" sets the record aside', async () => {
    const storage = new MemoryStorage();
    const store = createSaveStore({ storage, games: GAMES, now: () => 1 });
    expect((await store.saveMatch({ id: 'n1', match: base, net })).ok).toBe(true);
    const raw = (await storage.get('match:n1')) as Record<string, unknown>;
    await storage.write([{ op: 'set', key: 'match:n1', value: { ...raw, net: { room: 'K3M9QX2P', pid: 'nope' } } }]);
    const list = await createSaveStore({ storage, games: GAMES, now: () => 1 }).listMatches();
    expect(list.setAside).toMatchObject([{ key: 'n1' }]);
    expect(list.setAside[0]!.message).toContain('bad "net"');
  });
});
