/**
 * Which transport a room uses, and how to build it from the settings (lib/store) and the room
 * link. The choice travels in the room link (`via=`, `broker=`, and the host's STUN/TURN servers
 * as `ice=`, see ice-link.ts) so a guest uses what the host uses; without `ice=` (an older link)
 * a guest uses this browser's own ICE servers.
 */
import { BroadcastTransport, ManualTransport, PeerJsTransport, hostClock, roomAddress, type Clock, type Random, type Transport } from '$engine/net';
import { DEFAULT_SETTINGS, type BrokerSettings, type IceServer, type Settings } from '$engine/store';

export const VIAS = ['peerjs', 'broadcast', 'manual'] as const;
export type Via = (typeof VIAS)[number];

/** A transport choice, with everything needed to build it again after a reload. */
export type TransportPlan =
  | { readonly via: 'peerjs'; readonly broker: BrokerSettings; readonly iceServers: readonly IceServer[]; readonly iceFrom?: IceSource }
  | { readonly via: 'broadcast' }
  | { readonly via: 'manual'; readonly iceServers: readonly IceServer[]; readonly iceFrom?: IceSource };

/** Where a plan's STUN/TURN servers came from: this browser's settings (the default) or the room link. */
export type IceSource = 'settings' | 'link';

/** Where a room's transport choice came from (shown on the connection screen). */
export type PlanSource = 'chosen' | 'link' | 'saved';

export const random: Random = (n) => crypto.getRandomValues(new Uint8Array(n));
export const clock: Clock = hostClock(() => performance.now());

export function isVia(v: unknown): v is Via {
  return typeof v === 'string' && (VIAS as readonly string[]).includes(v);
}

/** The plan for `via`: the broker and ICE servers from the link when given, else from the settings. */
export function planFor(via: Via, settings: Settings, broker?: BrokerSettings, linkIce?: readonly IceServer[]): TransportPlan {
  const ice = linkIce ? { iceServers: linkIce, iceFrom: 'link' as const } : { iceServers: settings.iceServers, iceFrom: 'settings' as const };
  switch (via) {
    case 'peerjs':
      return { via, broker: broker ?? settings.broker, ...ice };
    case 'broadcast':
      return { via };
    case 'manual':
      return { via, ...ice };
  }
}

const iceOf = (servers: readonly IceServer[]): RTCIceServer[] =>
  servers.map((s) => ({ urls: [...s.urls], ...(s.username !== undefined ? { username: s.username } : {}), ...(s.credential !== undefined ? { credential: s.credential } : {}) }));

/** Builds the transport at `id` (roomAddress for the host, personAddress for a guest). */
export function makeTransport(plan: TransportPlan, room: string, id: string): Transport {
  switch (plan.via) {
    case 'peerjs': {
      const b = plan.broker;
      // debug 0: PeerJS logs nothing to the console; every failure reaches the room screen as a coded error.
      return new PeerJsTransport({ id, host: b.host, port: b.port, path: b.path, secure: b.secure, key: b.key, iceServers: iceOf(plan.iceServers), debug: 0, clock });
    }
    case 'broadcast':
      return new BroadcastTransport({ channel: roomAddress(room), id, clock });
    case 'manual':
      return new ManualTransport({ id, room, random, iceServers: iceOf(plan.iceServers), clock });
  }
}

/** "0.peerjs.com:443/" — how a broker is named on screen. */
export function brokerLabel(b: BrokerSettings): string {
  return `${b.host}:${b.port}${b.path}`;
}

export function isDefaultBroker(b: BrokerSettings): boolean {
  const d = DEFAULT_SETTINGS.broker;
  return b.host === d.host && b.port === d.port && b.path === d.path && b.secure === d.secure && b.key === d.key;
}

/** The broker as a URL for a room link: `http://127.0.0.1:9000/peer` (https = secure). */
export function brokerToParam(b: BrokerSettings): string {
  const host = b.host.includes(':') && !b.host.startsWith('[') ? `[${b.host}]` : b.host;
  const url = `${b.secure ? 'https' : 'http'}://${host}:${b.port}${b.path}`;
  return b.key === DEFAULT_SETTINGS.broker.key ? url : `${url}#${encodeURIComponent(b.key)}`;
}

/** Reads a `broker=` link parameter back; null when it is not a usable broker URL. */
export function brokerFromParam(param: string | null): BrokerSettings | null {
  if (!param) return null;
  let u: URL;
  try {
    u = new URL(param);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const secure = u.protocol === 'https:';
  const port = u.port ? Number(u.port) : secure ? 443 : 80;
  const host = u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname;
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  const key = u.hash.length > 1 ? decodeURIComponent(u.hash.slice(1)) : DEFAULT_SETTINGS.broker.key;
  return { host, port, path: u.pathname || '/', secure, key };
}
