/**
 * The PeerJS transport against a fake PeerJS module (WebRTC does not exist in Node): broker
 * options, link events, raw string messages, and broker errors turned into transport codes.
 * The real thing runs in the app's Playwright tests against a local broker.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PeerJsTransport, type PeerJsOptions } from './peerjs';
import { SimClock } from './clock';

type Handler = (...args: unknown[]) => void;
class Emitter {
  private h = new Map<string, Handler[]>();
  on(ev: string, fn: Handler) {
    this.h.set(ev, [...(this.h.get(ev) ?? []), fn]);
  }
  emit(ev: string, ...args: unknown[]) {
    for (const fn of this.h.get(ev) ?? []) fn(...args);
  }
}

const broker = new Map<string, FakePeer>();
const made: { id: string; opts: Record<string, unknown> }[] = [];

class FakeConn extends Emitter {
  open = false;
  other: FakeConn | null = null;
  constructor(readonly peer: string) {
    super();
  }
  send(d: unknown) {
    queueMicrotask(() => this.other?.emit('data', d));
  }
  close() {
    if (!this.open) return;
    this.open = false;
    this.emit('close');
    if (this.other?.open) this.other.close();
  }
}

class FakePeer extends Emitter {
  destroyed = false;
  disconnected = false;
  constructor(
    readonly id: string,
    opts: Record<string, unknown>
  ) {
    super();
    made.push({ id, opts });
    queueMicrotask(() => {
      if (broker.has(id)) return this.emit('error', Object.assign(new Error('ID "' + id + '" is taken'), { type: 'unavailable-id' }));
      broker.set(id, this);
      this.emit('open', id);
    });
  }
  connect(peer: string) {
    const mine = new FakeConn(peer);
    queueMicrotask(() => {
      const target = broker.get(peer);
      if (!target) return this.emit('error', Object.assign(new Error(`Could not connect to peer ${peer}`), { type: 'peer-unavailable' }));
      const theirs = new FakeConn(this.id);
      mine.other = theirs;
      theirs.other = mine;
      target.emit('connection', theirs);
      theirs.open = mine.open = true;
      theirs.emit('open');
      mine.emit('open');
    });
    return mine;
  }
  reconnect() {}
  destroy() {
    this.destroyed = true;
    broker.delete(this.id);
  }
}

const load = async () => ({ Peer: FakePeer as never });
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  broker.clear();
  made.length = 0;
  vi.unstubAllGlobals();
});

describe('PeerJsTransport', () => {
  test('with no broker host, PeerJS keeps its own default (the public broker); with one, every field is passed', async () => {
    vi.stubGlobal('RTCPeerConnection', class {});
    await new PeerJsTransport({ id: 'a', load }).open();
    await new PeerJsTransport({ id: 'b', host: '127.0.0.1', port: 9000, path: '/peer', secure: false, iceServers: [], load }).open();
    expect(made[0]!.opts).toEqual({ debug: 1 });
    expect(made[1]!.opts).toEqual({ debug: 1, host: '127.0.0.1', port: 9000, path: '/peer', secure: false, config: { iceServers: [] } });
  });

  test('links come up on both ends and carry raw strings; closing drops them', async () => {
    vi.stubGlobal('RTCPeerConnection', class {});
    const a = new PeerJsTransport({ id: 'a', load });
    const b = new PeerJsTransport({ id: 'b', load });
    await a.open();
    await b.open();
    const log: string[] = [];
    a.onPeerJoin((p) => log.push(`a+${p}`));
    b.onPeerJoin((p) => log.push(`b+${p}`));
    b.onMessage((f, t) => log.push(`b<${f}:${t}`));
    b.onPeerLeave((p) => log.push(`b-${p}`));
    a.connect('b');
    await flush();
    expect(a.send('b', '{"x":1}')).toBe(true);
    await flush();
    a.close();
    await flush();
    expect(log).toEqual(['b+a', 'a+b', 'b<a:{"x":1}', 'b-a']);
  });

  test.each<[string, PeerJsOptions['id'], string]>([['a taken room code', 'dup', 'transport/id-taken']])('%s rejects open with %s', async (_n, id, code) => {
    vi.stubGlobal('RTCPeerConnection', class {});
    await new PeerJsTransport({ id, load }).open();
    const t = new PeerJsTransport({ id, load });
    const errors: string[] = [];
    t.onError((e) => errors.push(e.code));
    await expect(t.open()).rejects.toThrow(code);
    expect(errors).toEqual([code]);
  });

  test('nobody at the dialled address: the error names that peer', async () => {
    vi.stubGlobal('RTCPeerConnection', class {});
    const a = new PeerJsTransport({ id: 'a', load, clock: new SimClock() });
    await a.open();
    const errors: { code: string; peer: string | null }[] = [];
    a.onError((e) => errors.push({ code: e.code, peer: e.peer }));
    a.connect('ghost');
    await flush();
    expect(errors).toEqual([{ code: 'transport/peer-unavailable', peer: 'ghost' }]);
  });

  test('without WebRTC the transport says so', async () => {
    vi.stubGlobal('RTCPeerConnection', undefined);
    const t = new PeerJsTransport({ id: 'a', load });
    const errors: string[] = [];
    t.onError((e) => errors.push(e.code));
    await expect(t.open()).rejects.toThrow('transport/unsupported');
    expect(errors).toEqual(['transport/unsupported']);
  });
});
