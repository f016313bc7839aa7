import { describe, expect, test } from 'vitest';
import { checkIceServers, DEFAULT_SETTINGS, loadSettings, parseSettings, saveSettings, SETTINGS_KEY, updateSettings, type Settings } from './settings';
import { MemoryStorage, type KeyValueStorage, type StorageOp } from './storage';
import { STORE_CODES } from './result';

const failing = (e: unknown): KeyValueStorage => ({
  kind: 'indexeddb',
  get: () => Promise.reject(e),
  entries: () => Promise.reject(e),
  write: (_ops: readonly StorageOp[]) => Promise.reject(e),
  writeIf: () => Promise.reject(e)
});

describe('settings', () => {
  test('nothing stored gives the defaults (public PeerJS broker)', async () => {
    const { settings, problems } = await loadSettings(new MemoryStorage());
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.broker).toEqual({ host: '0.peerjs.com', port: 443, path: '/', secure: true, key: 'peerjs' });
    expect(problems).toEqual([]);
  });

  test('save → load round trip', async () => {
    const storage = new MemoryStorage();
    const mine = updateSettings(DEFAULT_SETTINGS, {
      playerName: ' Ann ',
      botDelayMs: 0,
      broker: { host: '192.168.1.20', port: 9000, path: '/peer', secure: false, key: 'peerjs' },
      iceServers: [{ urls: ['turns:turn.example.org:5349'], username: 'u', credential: 'p' }]
    });
    expect(mine.ok).toBe(true);
    if (!mine.ok) return;
    expect(mine.value.playerName).toBe('Ann');
    expect((await saveSettings(storage, mine.value)).ok).toBe(true);
    expect((await loadSettings(storage)).settings).toEqual(mine.value);
  });

  const edits: [string, Partial<Settings>, string][] = [
    ['port out of range', { broker: { ...DEFAULT_SETTINGS.broker, port: 70000 } }, 'broker'],
    ['host with a slash', { broker: { ...DEFAULT_SETTINGS.broker, host: 'evil.com/x' } }, 'broker'],
    ['path without a leading slash', { broker: { ...DEFAULT_SETTINGS.broker, path: 'peer' } }, 'broker'],
    ['ICE url with a web scheme', { iceServers: [{ urls: ['https://stun.example.org'] }] }, 'iceServers'],
    ['ICE server without urls', { iceServers: [{ urls: [] }] }, 'iceServers'],
    ['TURN server without a credential', { iceServers: [{ urls: ['turn:turn.example.org:3478'], username: 'u' }] }, 'iceServers'],
    ['ICE url with no host', { iceServers: [{ urls: ['stun:'] }] }, 'iceServers'],
    ['nine ICE servers', { iceServers: Array.from({ length: 9 }, () => ({ urls: ['stun:stun.example.org'] })) }, 'iceServers'],
    ['negative bot delay', { botDelayMs: -1 }, 'botDelayMs'],
    ['fractional bot delay', { botDelayMs: 1.5 }, 'botDelayMs'],
    ['a name too long', { playerName: 'x'.repeat(61) }, 'playerName']
  ];
  test.each(edits)('a strict edit is refused: %s', (_name, patch, field) => {
    const r = updateSettings(DEFAULT_SETTINGS, patch);
    expect(r).toMatchObject({ ok: false, error: { code: STORE_CODES.badSettings, data: { field } } });
  });

  test.each([
    [[{ urls: ['https://stun.example.org'] }], 'ICE server 1: "https://stun.example.org" must start with stun:, stuns:, turn: or turns: (like stun:stun.example.org:3478).'],
    [[{ urls: ['stun:a.example.org'] }, { urls: ['turn:t.example.org:3478'], username: 'club' }], 'ICE server 2: a TURN server (turn: or turns:) needs both a username and a credential.'],
    [[{ urls: ['turns:'] }], 'ICE server 1: "turns:" has no host name after "turns:".'],
    [[{ urls: ['stun:a b'] }], 'ICE server 1: "stun:a b" contains a space or a control character.'],
    [[{ urls: ['stun:x'], username: 'a\u0000b' }], 'ICE server 1: the username may not contain control characters.'],
    [{ urls: ['stun:x'] }, 'The ICE servers must be a list.']
  ])('ICE servers %j are refused with: %s', (servers, message) => {
    expect(checkIceServers(servers)).toEqual({ ok: false, message });
  });

  test('ICE servers: empty list (host candidates only), STUN without credentials, TURN with both, empty credential fields dropped', () => {
    const given = [{ urls: 'stun:stun.example.org:3478' }, { urls: ['turn:t.example.org:3478?transport=tcp', 'turns:t.example.org:5349'], username: 'club', credential: 's3cret' }, { urls: ['stuns:s.example.org'], username: '', credential: '' }];
    expect(checkIceServers([])).toEqual({ ok: true, value: [] });
    expect(checkIceServers(given)).toEqual({
      ok: true,
      value: [{ urls: ['stun:stun.example.org:3478'] }, { urls: ['turn:t.example.org:3478?transport=tcp', 'turns:t.example.org:5349'], username: 'club', credential: 's3cret' }, { urls: ['stuns:s.example.org'] }]
    });
    expect(checkIceServers(DEFAULT_SETTINGS.iceServers)).toEqual({ ok: true, value: DEFAULT_SETTINGS.iceServers });
  });

  test('updateSettings never changes its inputs', () => {
    const base = structuredClone(DEFAULT_SETTINGS);
    const patch = { playerName: '  Bo  ' };
    updateSettings(base, patch);
    expect(base).toEqual(DEFAULT_SETTINGS);
    expect(patch.playerName).toBe('  Bo  ');
  });

  test('reading is lenient: each bad field takes its default and is named', () => {
    const { settings, problems } = parseSettings({ playerName: 'Cy', botDelayMs: 'fast', broker: { host: '' }, iceServers: 'none', extra: 1 });
    expect(settings.playerName).toBe('Cy');
    expect(settings.botDelayMs).toBe(DEFAULT_SETTINGS.botDelayMs);
    expect(settings.broker).toEqual(DEFAULT_SETTINGS.broker);
    expect(settings.iceServers).toEqual(DEFAULT_SETTINGS.iceServers);
    expect(problems.map((p) => p.field)).toEqual(['botDelayMs', 'broker', 'iceServers']);
  });

  test('a damaged settings record gives defaults and says so', async () => {
    const storage = new MemoryStorage();
    await storage.write([{ op: 'set', key: SETTINGS_KEY, value: 'garbage' }]);
    const { settings, problems } = await loadSettings(storage);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems).toMatchObject([{ code: STORE_CODES.badSettings }]);
  });

  test('storage trouble never stops the app', async () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(await loadSettings(failing(quota))).toMatchObject({ settings: DEFAULT_SETTINGS, warning: { code: STORE_CODES.readFailed } });
    expect(await saveSettings(failing(quota), DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: { code: STORE_CODES.quota } });
    expect(await saveSettings(failing(new Error('x')), DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: { code: STORE_CODES.writeFailed } });
  });
});
