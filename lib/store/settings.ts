/**
 * The settings record: who I am, how fast bots move, and where the PeerJS broker and ICE servers
 * are (the net layer reads these). Stored under the key `settings` next to the saves.
 *
 * Reading is lenient (a bad field falls back to its default and is reported; the app always
 * starts); checking a user's edit is strict (the whole edit is refused with a code).
 */
import { MATCH_LIMITS } from '../core/match';
import { err, errorText, isObject, ok, STORE_CODES, type StoreResult, type StoreWarning } from './result';
import { isQuotaError, type KeyValueStorage } from './storage';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, type BrokerSettings, type IceServer, type Settings } from './defaults';

export { DEFAULT_SETTINGS, SETTINGS_VERSION, type BrokerSettings, type IceServer, type Settings } from './defaults';

export const SETTINGS_KEY = 'settings';
export const SETTINGS_LIMITS = { maxBotDelayMs: 10_000, maxIceServers: 8, maxUrls: 4, maxUrl: 300, maxHost: 253, maxPath: 200, maxSecret: 200 } as const;

export interface SettingsProblem {
  /** Dotted path of the field, e.g. "broker.port". */
  readonly field: string;
  readonly code: typeof STORE_CODES.badSettings;
  readonly message: string;
}

const hasSpace = (s: string) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) <= 32 || s.charCodeAt(i) === 127) return true;
  return false;
};

function isHost(v: unknown): v is string {
  if (typeof v !== 'string' || v.length < 1 || v.length > SETTINGS_LIMITS.maxHost) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    // letters, digits, "-", ".", and ":" "[" "]" for IPv6 literals
    const ok = (c >= 48 && c <= 58) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46 || c === 91 || c === 93;
    if (!ok) return false;
  }
  return true;
}

const ICE_SCHEMES = ['stun:', 'stuns:', 'turn:', 'turns:'] as const;

/** Each field's check: the clean value, or a message saying what is wrong. */
export type Check<T> = (v: unknown) => { ok: true; value: T } | { ok: false; message: string };

const checkName: Check<string> = (v) => {
  if (typeof v !== 'string') return { ok: false, message: 'The player name must be text.' };
  const t = v.trim();
  if (t.length > MATCH_LIMITS.maxName) return { ok: false, message: `The player name may have at most ${MATCH_LIMITS.maxName} characters.` };
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) < 32) return { ok: false, message: 'The player name may not contain control characters.' };
  return { ok: true, value: t };
};

const checkDelay: Check<number> = (v) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= SETTINGS_LIMITS.maxBotDelayMs
    ? { ok: true, value: v }
    : { ok: false, message: `The bot delay must be a whole number of milliseconds from 0 to ${SETTINGS_LIMITS.maxBotDelayMs}.` };

const checkBroker: Check<BrokerSettings> = (v) => {
  if (!isObject(v)) return { ok: false, message: 'The broker settings are missing.' };
  if (!isHost(v.host)) return { ok: false, message: 'The broker host must be a host name or IP address, like 0.peerjs.com.' };
  if (typeof v.port !== 'number' || !Number.isInteger(v.port) || v.port < 1 || v.port > 65535) return { ok: false, message: 'The broker port must be a whole number from 1 to 65535.' };
  if (typeof v.path !== 'string' || !v.path.startsWith('/') || v.path.length > SETTINGS_LIMITS.maxPath || hasSpace(v.path)) {
    return { ok: false, message: 'The broker path must start with "/" and contain no spaces.' };
  }
  if (typeof v.secure !== 'boolean') return { ok: false, message: 'The broker "secure" setting must be on or off.' };
  if (typeof v.key !== 'string' || v.key.length < 1 || v.key.length > 64 || hasSpace(v.key)) return { ok: false, message: 'The broker key must be 1–64 characters without spaces.' };
  return { ok: true, value: { host: v.host, port: v.port, path: v.path, secure: v.secure, key: v.key } };
};

/** A URL as quoted in a message: at most 60 characters. */
const quote = (u: string): string => `"${u.length > 60 ? `${u.slice(0, 57)}...` : u}"`;

const isTurn = (u: string): boolean => u.startsWith('turn:') || u.startsWith('turns:');

/**
 * The ICE server list, strictly: 0–8 servers, each with 1–4 URLs starting with stun:, stuns:,
 * turn: or turns: and a host after it; a server with a turn:/turns: URL needs a username and a
 * credential (browsers refuse a TURN server without them). Used for edits in Settings and for the
 * servers a room link carries (src/lib/net/ice-link.ts).
 */
export const checkIceServers: Check<readonly IceServer[]> = (v) => {
  if (!Array.isArray(v)) return { ok: false, message: 'The ICE servers must be a list.' };
  if (v.length > SETTINGS_LIMITS.maxIceServers) return { ok: false, message: `At most ${SETTINGS_LIMITS.maxIceServers} ICE servers can be set (${v.length} given).` };
  const out: IceServer[] = [];
  for (const [i, s] of v.entries()) {
    const n = i + 1;
    if (!isObject(s)) return { ok: false, message: `ICE server ${n} is malformed.` };
    const urls: unknown = typeof s.urls === 'string' ? [s.urls] : s.urls;
    if (!Array.isArray(urls) || urls.length < 1 || urls.length > SETTINGS_LIMITS.maxUrls) return { ok: false, message: `ICE server ${n} needs 1–${SETTINGS_LIMITS.maxUrls} URLs.` };
    for (const u of urls) {
      if (typeof u !== 'string') return { ok: false, message: `ICE server ${n}: each URL must be text.` };
      if (u.length > SETTINGS_LIMITS.maxUrl) return { ok: false, message: `ICE server ${n}: a URL may have at most ${SETTINGS_LIMITS.maxUrl} characters.` };
      if (hasSpace(u)) return { ok: false, message: `ICE server ${n}: ${quote(u)} contains a space or a control character.` };
      const scheme = ICE_SCHEMES.find((p) => u.startsWith(p));
      if (!scheme) return { ok: false, message: `ICE server ${n}: ${quote(u)} must start with stun:, stuns:, turn: or turns: (like stun:stun.example.org:3478).` };
      if (u.length === scheme.length || u.charAt(scheme.length) === '/' || u.charAt(scheme.length) === ':') return { ok: false, message: `ICE server ${n}: ${quote(u)} has no host name after "${scheme}".` };
    }
    const server: { urls: string[]; username?: string; credential?: string } = { urls: [...(urls as string[])] };
    for (const f of ['username', 'credential'] as const) {
      const x = s[f];
      if (x === undefined || x === '') continue;
      if (typeof x !== 'string' || x.length > SETTINGS_LIMITS.maxSecret) return { ok: false, message: `ICE server ${n}: the ${f} must be text of at most ${SETTINGS_LIMITS.maxSecret} characters.` };
      for (let k = 0; k < x.length; k++) if (x.charCodeAt(k) < 32 || x.charCodeAt(k) === 127) return { ok: false, message: `ICE server ${n}: the ${f} may not contain control characters.` };
      server[f] = x;
    }
    if (server.urls.some(isTurn) && (server.username === undefined || server.credential === undefined)) {
      return { ok: false, message: `ICE server ${n}: a TURN server (turn: or turns:) needs both a username and a credential.` };
    }
    out.push(server);
  }
  return { ok: true, value: out };
};

const checkIce = checkIceServers;

/** Lenient: every bad or missing field takes its default and is listed in `problems`. */
export function parseSettings(raw: unknown): { settings: Settings; problems: SettingsProblem[] } {
  const problems: SettingsProblem[] = [];
  if (raw === undefined) return { settings: DEFAULT_SETTINGS, problems };
  const v = isObject(raw) ? raw : {};
  if (!isObject(raw)) problems.push({ field: '', code: STORE_CODES.badSettings, message: 'The stored settings are damaged; defaults are used.' });
  const take = <T>(field: string, check: Check<T>, fallback: T): T => {
    if (!(field in v)) return fallback;
    const r = check(v[field]);
    if (r.ok) return r.value;
    problems.push({ field, code: STORE_CODES.badSettings, message: `${r.message} The default is used.` });
    return fallback;
  };
  const settings: Settings = {
    version: SETTINGS_VERSION,
    playerName: take('playerName', checkName, DEFAULT_SETTINGS.playerName),
    botDelayMs: take('botDelayMs', checkDelay, DEFAULT_SETTINGS.botDelayMs),
    broker: take('broker', checkBroker, DEFAULT_SETTINGS.broker),
    iceServers: take('iceServers', checkIce, DEFAULT_SETTINGS.iceServers)
  };
  return { settings, problems };
}

/** Strict: the settings after applying `patch` to `base`, or the first problem. Inputs are not changed. */
export function updateSettings(base: Settings, patch: Partial<Omit<Settings, 'version'>>): StoreResult<Settings> {
  const merged: Record<string, unknown> = { ...base, ...patch };
  const checks: [string, Check<unknown>][] = [
    ['playerName', checkName],
    ['botDelayMs', checkDelay],
    ['broker', checkBroker],
    ['iceServers', checkIce]
  ];
  const out: Record<string, unknown> = { version: SETTINGS_VERSION };
  for (const [field, check] of checks) {
    const r = check(merged[field]);
    if (!r.ok) return err(STORE_CODES.badSettings, r.message, { field });
    out[field] = r.value;
  }
  return ok(out as unknown as Settings);
}

/** Never fails: storage trouble or a damaged record gives defaults plus the reason. */
export async function loadSettings(storage: KeyValueStorage): Promise<{ settings: Settings; problems: SettingsProblem[]; warning?: StoreWarning }> {
  let raw: unknown;
  try {
    raw = await storage.get(SETTINGS_KEY);
  } catch (e) {
    return { settings: DEFAULT_SETTINGS, problems: [], warning: { code: STORE_CODES.readFailed, message: `Settings could not be read (${errorText(e)}); defaults are used.` } };
  }
  return parseSettings(raw);
}

/** Checks, then writes. On a failed write the caller keeps using `settings` in memory. */
export async function saveSettings(storage: KeyValueStorage, settings: Settings): Promise<StoreResult<Settings>> {
  const checked = updateSettings(settings, {});
  if (!checked.ok) return checked;
  try {
    await storage.write([{ op: 'set', key: SETTINGS_KEY, value: checked.value }]);
    return checked;
  } catch (e) {
    return err(isQuotaError(e) ? STORE_CODES.quota : STORE_CODES.writeFailed, `Settings could not be saved (${errorText(e)}); they apply until the page closes.`);
  }
}
