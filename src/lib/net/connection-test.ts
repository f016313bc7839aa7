/**
 * "Test my connection", the gathering half: one RTCPeerConnection with the given STUN/TURN
 * servers and a data channel (so ICE has something to gather for), an offer to start gathering,
 * and every candidate and server error collected until gathering completes or the timeout passes.
 * lib/net ice-check.ts judges the result (imported directly, not through the lib/net barrel, so
 * the Settings page does not load the whole network layer).
 */
import { parseCandidate, type Candidate, type Gathering, type ServerError } from '$engine/net/ice-check';
import type { IceServer } from '$engine/store';

export const TEST_TIMEOUT_MS = 8000;

export type GatherOutcome = { readonly ok: true; readonly gathering: Gathering } | { readonly ok: false; readonly code: 'unsupported' | 'refused'; readonly message: string };

export async function gatherCandidates(servers: readonly IceServer[], timeoutMs = TEST_TIMEOUT_MS): Promise<GatherOutcome> {
  if (typeof RTCPeerConnection === 'undefined') return { ok: false, code: 'unsupported', message: '' };
  const urls = servers.flatMap((s) => s.urls);
  let pc: RTCPeerConnection;
  try {
    pc = new RTCPeerConnection({
      iceServers: servers.map((s) => ({ urls: [...s.urls], ...(s.username !== undefined ? { username: s.username } : {}), ...(s.credential !== undefined ? { credential: s.credential } : {}) }))
    });
  } catch (e) {
    // The browser refused the configuration itself (e.g. a URL it cannot parse).
    return { ok: false, code: 'refused', message: e instanceof Error ? e.message : String(e) };
  }
  const candidates: Candidate[] = [];
  const errors: ServerError[] = [];
  try {
    pc.createDataChannel('connection-test');
    pc.addEventListener('icecandidate', (e) => {
      const c = e.candidate;
      if (!c || c.candidate === '') return;
      // Chromium names the server on the event (`url`); others may not.
      const url = (e as RTCPeerConnectionIceEvent & { url?: string | null }).url ?? undefined;
      const parsed = parseCandidate(c.candidate, url ?? undefined);
      if (parsed) candidates.push(parsed);
    });
    pc.addEventListener('icecandidateerror', (e) => {
      const ev = e as RTCPeerConnectionIceErrorEvent;
      errors.push({ url: ev.url, code: ev.errorCode, text: ev.errorText });
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') resolve(false);
      });
    });
    try {
      await pc.setLocalDescription(await pc.createOffer());
      const timedOut = pc.iceGatheringState === 'complete' ? false : await done;
      return { ok: true, gathering: { urls, candidates: [...candidates], errors: [...errors], timedOut } };
    } finally {
      clearTimeout(timer);
    }
  } catch (e) {
    return { ok: false, code: 'refused', message: e instanceof Error ? e.message : String(e) };
  } finally {
    pc.close();
  }
}
