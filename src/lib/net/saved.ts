/**
 * The local autosave of a network game: the lockstep session's snapshot (room, secret token,
 * roster, log, current hidden choice) plus the transport it used, so a reloaded page rejoins its
 * seat and catches up. Kept in the app's browser storage (lib/store `KeyValueStorage`, the same
 * IndexedDB as the saves) under its own key prefix, `net:<ROOM>:<pid>`, which the save store's
 * lists never read.
 *
 * Which of the saved people this tab is lives in sessionStorage (per tab, kept across reloads):
 * two tabs of one browser in the same room (BroadcastChannel play) each resume their own seat.
 */
import { parseSnapshot, pidOf, type SessionSnapshot } from '$engine/net';
import type { KeyValueStorage } from '$engine/store';
import { isVia, type TransportPlan } from './transports';

export const NET_SAVE_PREFIX = 'net:';
export const NET_SAVE_FORMAT = 'euro-table/net-room';

export interface SavedRoom {
  readonly format: typeof NET_SAVE_FORMAT;
  readonly version: 1;
  readonly snapshot: SessionSnapshot;
  readonly plan: TransportPlan;
  /** Milliseconds since 1970, for "saved … ago" and clean-up. */
  readonly savedAt: number;
}

export const roomKey = (room: string, pid: string): string => `${NET_SAVE_PREFIX}${room}:${pid}`;
const tabKey = (room: string): string => `euro-table/net/${room}`;

/** A stored value as a SavedRoom, or null when it is not one (old, damaged or foreign). */
export function parseSavedRoom(raw: unknown): SavedRoom | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (r.format !== NET_SAVE_FORMAT || r.version !== 1 || typeof r.savedAt !== 'number') return null;
  const plan = r.plan as Record<string, unknown> | null;
  if (typeof plan !== 'object' || plan === null || !isVia(plan.via)) return null;
  const snap = parseSnapshot(r.snapshot);
  return snap.ok ? { format: NET_SAVE_FORMAT, version: 1, snapshot: snap.value, plan: plan as unknown as TransportPlan, savedAt: r.savedAt } : null;
}

export async function saveRoom(storage: KeyValueStorage, snapshot: SessionSnapshot, plan: TransportPlan): Promise<void> {
  const value: SavedRoom = { format: NET_SAVE_FORMAT, version: 1, snapshot, plan, savedAt: Date.now() };
  await storage.write([{ op: 'set', key: roomKey(snapshot.room, pidOf(snapshot.token)), value }]);
}

/** Every person saved in this browser for `room` (usually one; two with tabs of one browser). */
export async function savedInRoom(storage: KeyValueStorage, room: string): Promise<SavedRoom[]> {
  try {
    const rows = await storage.entries(`${NET_SAVE_PREFIX}${room}:`);
    return rows.map(([, v]) => parseSavedRoom(v)).filter((x): x is SavedRoom => x !== null);
  } catch {
    return [];
  }
}

export async function forgetRoom(storage: KeyValueStorage, room: string, pid: string): Promise<void> {
  try {
    await storage.write([{ op: 'del', key: roomKey(room, pid) }]);
  } catch {
    // Nothing to do: a stale save is only offered again as "rejoin".
  }
  setTabPerson(room, null);
}

/** Network games untouched this long are forgotten (their rooms are long gone). */
export const NET_SAVE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** Deletes network saves older than `maxAgeMs` (and unreadable ones). Never throws. */
export async function pruneRooms(storage: KeyValueStorage, now: number, maxAgeMs = NET_SAVE_MAX_AGE_MS): Promise<void> {
  try {
    const rows = await storage.entries(NET_SAVE_PREFIX);
    const old = rows.filter(([, v]) => {
      const r = parseSavedRoom(v);
      return r === null || now - r.savedAt > maxAgeMs;
    });
    if (old.length > 0) await storage.write(old.map(([key]) => ({ op: 'del' as const, key })));
  } catch {
    // Clean-up only: try again next time.
  }
}

/** The person this tab plays in `room` (kept across reloads of this tab only). */
export function tabPerson(room: string): string | null {
  try {
    return sessionStorage.getItem(tabKey(room));
  } catch {
    return null;
  }
}

export function setTabPerson(room: string, pid: string | null): void {
  try {
    if (pid === null) sessionStorage.removeItem(tabKey(room));
    else sessionStorage.setItem(tabKey(room), pid);
  } catch {
    // Storage blocked: a reload then offers "rejoin" instead of resuming by itself.
  }
}

/** The id under which this browser keeps a network game in My games (lib/store), one per person. */
export const netMatchId = (room: string, pid: string): string => `net-${room}-${pid.slice(0, 8)}`;
