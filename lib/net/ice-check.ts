/**
 * "Test my connection" (issue 19), the judging half: from the ICE candidates a browser gathered
 * with the configured STUN/TURN servers, what kind of connection is possible, and which server
 * answered. Pure and DOM-free (the gathering itself is src/lib/net/connection-test.ts), so every
 * case is a unit test.
 *
 * Candidate types (RFC 8445): `host` is an address of this device (only devices on the same
 * network can use it), `srflx` is the public address a STUN server saw (a STUN server answered:
 * direct connections through most home routers work), `relay` is an address on a TURN server
 * (TURN works: a connection is possible even where direct ones are blocked). `prflx` appears only
 * during a real connection and counts like `srflx`.
 */

export const CANDIDATE_TYPES = ['host', 'srflx', 'prflx', 'relay'] as const;
export type CandidateType = (typeof CANDIDATE_TYPES)[number];

export interface Candidate {
  readonly type: CandidateType;
  readonly protocol: 'udp' | 'tcp';
  /** An IP address, or a name such as "3f2a….local" (browsers hide local addresses behind mDNS names). */
  readonly address: string;
  /** The STUN/TURN URL that produced it, when the browser says (srflx and relay). */
  readonly url?: string;
}

/** A server that failed (`icecandidateerror`): its URL, the STUN error code (401 wrong credentials, 701 unreachable …) and the browser's text. */
export interface ServerError {
  readonly url: string;
  readonly code: number;
  readonly text: string;
}

export interface Gathering {
  /** The configured servers' URLs, in order. */
  readonly urls: readonly string[];
  readonly candidates: readonly Candidate[];
  readonly errors: readonly ServerError[];
  /** Gathering had not finished when the test stopped waiting. */
  readonly timedOut: boolean;
}

/**
 * `relay`: TURN works (connects from anywhere). `direct`: STUN answered, no relay (most home
 * networks connect; strict firewalls need TURN). `local`: no server answered, only this device's
 * own addresses (same network only). `none`: no candidate at all (WebRTC blocked or disabled).
 */
export const VERDICTS = ['relay', 'direct', 'local', 'none'] as const;
export type Verdict = (typeof VERDICTS)[number];

export type ServerStatus = 'answered' | 'failed' | 'silent';

export interface ServerResult {
  readonly url: string;
  readonly kind: 'stun' | 'turn';
  readonly status: ServerStatus;
  /** For `failed`: the error the browser reported (the first for this URL). */
  readonly error?: ServerError;
}

export interface Judgement {
  readonly verdict: Verdict;
  readonly counts: Readonly<Record<CandidateType, number>>;
  readonly servers: readonly ServerResult[];
  /** Whether any server (STUN or TURN) is configured at all: "none set" and "none answered" are told apart. */
  readonly serversConfigured: boolean;
  readonly turnConfigured: boolean;
  readonly timedOut: boolean;
}

const isCandidateType = (v: string): v is CandidateType => (CANDIDATE_TYPES as readonly string[]).includes(v);

/**
 * One SDP candidate line ("candidate:842163049 1 udp 1677729535 203.0.113.7 50712 typ srflx raddr …",
 * with or without "a="), or null when it is not one.
 */
export function parseCandidate(line: string, url?: string): Candidate | null {
  const text = line.startsWith('a=') ? line.slice(2) : line;
  if (!text.startsWith('candidate:')) return null;
  const f = text.split(' ').filter((x) => x !== '');
  // foundation component protocol priority address port "typ" type …
  if (f.length < 8 || f[6] !== 'typ') return null;
  const protocol = f[2]!.toLowerCase();
  const type = f[7]!;
  if ((protocol !== 'udp' && protocol !== 'tcp') || !isCandidateType(type)) return null;
  return { type, protocol, address: f[4]!, ...(url ? { url } : {}) };
}

const kindOf = (url: string): 'stun' | 'turn' => (url.startsWith('turn:') || url.startsWith('turns:') ? 'turn' : 'stun');

/** Strips "?transport=…" so a candidate's URL matches the configured one either way. */
const bare = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

export function judgeGathering(g: Gathering): Judgement {
  const counts: Record<CandidateType, number> = { host: 0, srflx: 0, prflx: 0, relay: 0 };
  for (const c of g.candidates) counts[c.type]++;
  const verdict: Verdict = counts.relay > 0 ? 'relay' : counts.srflx + counts.prflx > 0 ? 'direct' : counts.host > 0 ? 'local' : 'none';
  const servers = g.urls.map((url): ServerResult => {
    const kind = kindOf(url);
    // A relay candidate comes from a TURN URL; a server-reflexive one from a STUN URL (or a TURN server, which answers STUN too).
    const wanted: readonly CandidateType[] = kind === 'turn' ? ['relay'] : ['srflx', 'prflx'];
    const mine = g.candidates.filter((c) => c.url !== undefined && bare(c.url) === bare(url) && wanted.includes(c.type));
    // Browsers that do not name a candidate's server: one server of the kind answered if any such candidate exists and it is the only one of its kind.
    const sameKind = g.urls.filter((u) => kindOf(u) === kind);
    const unnamed = g.candidates.some((c) => c.url === undefined && wanted.includes(c.type)) && sameKind.length === 1;
    if (mine.length > 0 || unnamed) return { url, kind, status: 'answered' };
    const error = g.errors.find((e) => bare(e.url) === bare(url));
    return error ? { url, kind, status: 'failed', error } : { url, kind, status: 'silent' };
  });
  return {
    verdict,
    counts,
    servers,
    serversConfigured: g.urls.length > 0,
    turnConfigured: g.urls.some((u) => kindOf(u) === 'turn'),
    timedOut: g.timedOut
  };
}
