/**
 * The host's desk for watchers: admits or refuses them (the room's "allow watchers" setting, at
 * most MAX_WATCHERS), and after every change sends each one the scene — only public information
 * (watch.ts). Watchers are never members: the host's broadcasts to players (actions, rosters with
 * the seed, commitments, catch-up logs) never reach them, and anything a watcher sends other than
 * `bye` is refused (`watch/read-only`), so it can act for no seat, claim none, and send no move,
 * commitment or hash.
 *
 * The log lines watchers need are `describe()` on the state before each item; the desk keeps them
 * (and the state after the last) only while someone watches, replaying the host's log from the
 * seed when it has to start over (a watcher arrives mid-game, a resync replaced the log).
 */
import type { LogEntry } from '../core/types';
import { MATCH_FORMAT, MATCH_FORMAT_VERSION, type MatchRecord } from '../core/match';
import type { Message } from './protocol';
import type { Shared } from './shared';
import { MAX_WATCHERS, packScene, publicSeats, watcherSeatSpecs, type Scene } from './watch';
import { fail, okVoid, type Result } from './types';

interface Watcher {
  readonly name: string;
  /** What the last scene sent held: log length and the state hash there; null = nothing yet. */
  sent: { readonly len: number; readonly hash: string } | null;
  /** Everything but the log of the last scene sent, to skip sending the same again. */
  key: string;
}

export interface WatchHooks {
  /** Tells every player the watching setting and count (a `watchers` message). */
  announce(m: Message): void;
}

export class WatchDesk {
  private readonly watchers = new Map<string, Watcher>();
  /** Log lines of the host's log items 0..lines.length-1, and the state after them. */
  private lines: LogEntry[] = [];
  private linesState: unknown = null;
  private linesHash = '';
  private view: { hash: string; view: unknown } | null = null;

  constructor(
    private readonly s: Shared,
    private readonly hooks: WatchHooks
  ) {}

  get count(): number {
    return this.watchers.size;
  }

  has(addr: string): boolean {
    return this.watchers.has(addr);
  }

  /** A `watch` request from the peer at `addr`. */
  watch(addr: string, name: string, isMember: boolean): Result {
    const s = this.s;
    if (isMember) return fail('watch/member', 'This page plays in the room; it cannot watch it too.');
    if (!s.watch.open) return fail('watch/closed', 'This room does not admit watchers.');
    const known = this.watchers.get(addr);
    if (!known && this.watchers.size >= MAX_WATCHERS) return fail('watch/full', `This room already has ${MAX_WATCHERS} watchers.`);
    // A second `watch` on the same link asks for everything again (the watcher lost track).
    this.watchers.set(addr, { name: name.trim() || 'Watcher', sent: null, key: '' });
    if (known) this.update();
    else this.counted();
    return okVoid;
  }

  /** Anything else a watcher sends: it may only leave. */
  fromWatcher(addr: string, m: Message): Result {
    if (m.t === 'bye') {
      this.drop(addr);
      this.s.links.down(addr);
      this.s.transport.disconnect(addr);
      return okVoid;
    }
    return fail('watch/read-only', `A watcher cannot send "${m.t}": watchers only watch.`);
  }

  /** A watcher's link went down, or it said goodbye. */
  drop(addr: string): void {
    if (this.watchers.delete(addr)) this.counted();
  }

  /** Host: opens or closes the room to watchers; closing lets every current watcher go. */
  setOpen(open: boolean): void {
    const s = this.s;
    if (s.watch.open === open) return;
    s.watch = { ...s.watch, open };
    if (!open) {
      for (const addr of [...this.watchers.keys()]) {
        s.send(addr, { t: 'bye' });
        this.watchers.delete(addr);
      }
    }
    this.counted();
  }

  /** This page stops hosting (it yields to another host): its watchers go and look for that one. */
  release(): void {
    for (const addr of [...this.watchers.keys()]) this.s.send(addr, { t: 'bye' });
    this.watchers.clear();
  }

  /** The setting and count changed: players and watchers hear it. */
  private counted(): void {
    const s = this.s;
    s.watch = { open: s.watch.open, count: this.watchers.size };
    s.touch();
    this.hooks.announce({ t: 'watchers', open: s.watch.open, count: this.watchers.size });
    if (this.watchers.size === 0) {
      // Nobody watches: the lines and the state kept for them are not needed.
      this.lines = [];
      this.linesState = null;
      this.linesHash = '';
      this.view = null;
    }
    this.update();
  }

  /**
   * Sends each watcher the scene if anything it shows changed. Never throws (it runs inside the
   * handling of players' messages, which must not fail because of a watcher).
   */
  update(): void {
    if (this.watchers.size === 0) return;
    const s = this.s;
    try {
      const base = this.baseKey();
      for (const [addr, w] of this.watchers) {
        const ls = s.ls;
        const len = ls?.len ?? 0;
        const hash = ls?.hash ?? '';
        if (w.key === base && w.sent?.len === len && w.sent.hash === hash) continue;
        const scene = this.scene(w);
        const parts = packScene(scene);
        if (parts === null) {
          s.addError({ code: 'watch/too-big', message: 'The game is too large to show to watchers.' });
          continue;
        }
        parts.forEach((data, part) => s.send(addr, { t: 'scene', i: scene.i, part, parts: parts.length, data }));
        w.key = base;
        w.sent = { len, hash };
      }
    } catch (e) {
      s.addError({ code: 'watch/internal', message: e instanceof Error ? e.message : String(e) });
    }
  }

  private baseKey(): string {
    const s = this.s;
    return JSON.stringify([s.status, s.config, publicSeats(s.seats), s.committed, this.watchers.size]);
  }

  private scene(w: Watcher): Scene {
    const s = this.s;
    const ls = s.ls;
    const result = ls ? ls.result() : null;
    const base = { status: s.status, config: s.config, seats: publicSeats(s.seats), committed: s.committed.slice(), watchers: this.watchers.size };
    if (!ls) return { ...base, i: 0, pending: [], view: null, from: 0, lines: [], result: null, match: null };
    this.followLog();
    // Lines follow the last scene's when that scene's position is still part of the host's log.
    const from = w.sent !== null && w.sent.len <= ls.len && ls.hashes[w.sent.len] === w.sent.hash ? w.sent.len : 0;
    if (this.view?.hash !== ls.hash) this.view = { hash: ls.hash, view: ls.game.view(ls.state, null) };
    return {
      ...base,
      i: ls.len,
      pending: result === null ? ls.pending().slice() : [],
      view: this.view.view,
      from,
      lines: this.lines.slice(from),
      result,
      match: result === null ? null : this.match()
    };
  }

  /** Brings the log lines up to the host's log (from the seed when the log changed under them). */
  private followLog(): void {
    const ls = this.s.ls!;
    const game = ls.game;
    if (this.linesState === null || this.lines.length > ls.len || ls.hashes[this.lines.length] !== this.linesHash) {
      this.lines = [];
      this.linesState = game.setup({ players: ls.setup.players, seed: ls.setup.seed, options: ls.setup.options });
    }
    let state = this.linesState;
    for (let k = this.lines.length; k < ls.len; k++) {
      const item = ls.log[k]!;
      this.lines.push(game.describe(state, item.seat, item.action));
      state = game.apply(state, item.seat, item.action);
    }
    this.linesState = state;
    this.linesHash = ls.hashes[this.lines.length]!;
  }

  /** The finished match, every person's seat as a remote one (nobody plays it on the watcher's page). */
  private match(): MatchRecord {
    const s = this.s;
    const ls = s.ls!;
    const seats = watcherSeatSpecs(s.seats);
    return { format: MATCH_FORMAT, formatVersion: MATCH_FORMAT_VERSION, game: s.config.game, engineVersion: s.config.version, seed: ls.setup.seed, players: s.config.players, options: s.config.options, seats, log: ls.log.slice() };
  }
}
