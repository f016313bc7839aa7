/**
 * The host's lobby: who sits where. Seats hold people, bots or nobody; people without a seat wait
 * in a list. Joins, seat requests and the host screen's operations (players and options, moving
 * people, bots, open seats) all change seats here; every change is announced with a roster.
 */
import { resolveOptions } from '../core/options';
import type { Seat } from '../core/types';
import type { Shared } from './shared';
import { fail, ok, okVoid, type Result, type SeatInfo } from './types';

/** People who may wait for a seat in one room. */
const MAX_WAITING = 16;

type Person = Extract<SeatInfo, { kind: 'human' }>;

export class Lobby {
  constructor(
    private readonly s: Shared,
    /** Tells everyone the new roster. */
    private readonly changed: () => void
  ) {}

  /**
   * Where a joining person goes: back to its own seat (a reload; its name changes only in the
   * lobby), its place in the waiting list, or, before the game, an open seat or the waiting list.
   */
  admit(pid: string, name: string, addr: string): Result {
    const s = this.s;
    const seat = s.seatOf(pid);
    if (seat !== null) {
      const cur = s.seats[seat] as Person;
      s.seats[seat] = { ...cur, name: s.status === 'lobby' ? name : cur.name, addr, connected: true };
    } else if (s.waiting.some((w) => w.pid === pid)) {
      s.waiting = s.waiting.map((w) => (w.pid === pid ? { name, pid, addr } : w));
    } else if (s.status === 'lobby') {
      const open = s.seats.findIndex((x) => x.kind === 'open');
      if (open >= 0) s.seats[open] = { kind: 'human', name, pid, addr, connected: true };
      else if (s.waiting.length < MAX_WAITING) s.waiting.push({ name, pid, addr });
      else return fail('room/full', 'The room is full.');
    } else {
      return fail('room/started', 'The game has started; only its players can come back in.');
    }
    return okVoid;
  }

  /** A person said goodbye: before the game its seat opens and it leaves the waiting list. */
  leave(pid: string): void {
    const s = this.s;
    if (s.status !== 'lobby') return;
    const seat = s.seatOf(pid);
    if (seat !== null) s.seats[seat] = { kind: 'open' };
    s.waiting = s.waiting.filter((w) => w.pid !== pid);
  }

  /** Moves a person (seated or waiting) to a free seat. */
  seat(pid: string, seat: Seat): Result {
    const s = this.s;
    if (s.status !== 'lobby') return fail('room/not-lobby', 'Seats can change only before the game starts.');
    if (seat >= s.seats.length || s.seats[seat]!.kind !== 'open') return fail('room/seat-taken', `Seat ${seat + 1} is not free.`);
    const from = s.seatOf(pid);
    let info: Person;
    if (from !== null) {
      info = s.seats[from] as Person;
      s.seats[from] = { kind: 'open' };
    } else {
      const w = s.waiting.find((x) => x.pid === pid);
      if (!w) return fail('peer/not-member', 'Join the room first.');
      s.waiting = s.waiting.filter((x) => x.pid !== pid);
      info = { kind: 'human', name: w.name, pid, addr: w.addr, connected: true };
    }
    s.seats[seat] = info;
    this.changed();
    return okVoid;
  }

  /** A person's link came or went: its seat shows it; one that was only waiting is forgotten when gone. */
  markConnected(pid: string, connected: boolean): void {
    const s = this.s;
    const seat = s.seatOf(pid);
    if (seat !== null) {
      const cur = s.seats[seat] as Person;
      s.seats[seat] = { ...cur, connected };
    } else if (!connected) {
      s.waiting = s.waiting.filter((w) => w.pid !== pid);
    }
    s.touch();
  }

  /** Lobby operations are allowed only before the game starts. */
  isOpen(): Result {
    return this.s.status === 'lobby' ? okVoid : fail('room/not-lobby', 'The game has already started.');
  }

  configure(players: number | undefined, options: Record<string, string | boolean> | undefined): Result {
    const s = this.s;
    const l = this.isOpen();
    if (!l.ok) return l;
    const entry = s.entry();
    if (!entry) return fail('room/unknown-game', `This site has no game "${s.config.game}".`);
    const n = players ?? s.config.players;
    let resolved;
    try {
      resolved = resolveOptions(entry.game, n, options ?? s.config.options);
    } catch (e) {
      return fail('room/bad-options', e instanceof Error ? e.message : String(e));
    }
    const seats = s.seats.slice(0, n);
    const dropped = s.seats.slice(n);
    if (dropped.some((x) => x.kind === 'human' && x.pid === s.me.pid)) return fail('room/host-seat', 'Move yourself to a lower seat first.');
    for (const x of dropped) if (x.kind === 'human') s.waiting.push({ name: x.name, pid: x.pid, addr: x.addr });
    while (seats.length < n) seats.push({ kind: 'open' });
    s.seats = seats;
    s.config = { ...s.config, players: n, options: resolved };
    this.changed();
    return okVoid;
  }

  /** Swaps the occupants of two seats (people, bots or nobody). */
  moveSeat(a: Seat, b: Seat): Result {
    const s = this.s;
    const l = this.isOpen();
    if (!l.ok) return l;
    if (!this.validSeat(a) || !this.validSeat(b)) return fail('room/bad-seat', 'No such seat.');
    const x = s.seats[a]!;
    s.seats[a] = s.seats[b]!;
    s.seats[b] = x;
    this.changed();
    return okVoid;
  }

  /** Puts a person from the waiting list into an open seat. */
  seatWaiting(pid: string, seat: Seat): Result {
    const l = this.isOpen();
    if (!l.ok) return l;
    return this.seat(pid, seat);
  }

  setBot(seat: Seat, bot: string, level: number, name: string): Result {
    return this.refillLobbySeat(seat, { kind: 'bot', name, bot, level });
  }

  openSeat(seat: Seat): Result {
    return this.refillLobbySeat(seat, { kind: 'open' });
  }

  /** In the lobby, puts `next` in a seat; a person sitting there goes back to the waiting list. */
  private refillLobbySeat(seat: Seat, next: SeatInfo): Result {
    const s = this.s;
    const l = this.isOpen();
    if (!l.ok) return l;
    if (!this.validSeat(seat)) return fail('room/bad-seat', 'No such seat.');
    const cur = s.seats[seat]!;
    if (cur.kind === 'human') {
      if (cur.pid === s.me.pid) return fail('room/host-seat', 'The host keeps a seat.');
      s.waiting.push({ name: cur.name, pid: cur.pid, addr: cur.addr });
    }
    s.seats[seat] = next;
    this.changed();
    return okVoid;
  }

  private validSeat(seat: Seat): boolean {
    return Number.isInteger(seat) && seat >= 0 && seat < this.s.seats.length;
  }

  /**
   * During play: a bot takes the seat of a person who left for good (not the host, not someone
   * still connected). Returns that person's pid; announcing it is the caller's.
   */
  botForLeaver(seat: Seat, bot: string, level: number, name: string): Result<string> {
    const s = this.s;
    if (!this.validSeat(seat)) return fail('room/bad-seat', 'No such seat.');
    const cur = s.seats[seat]!;
    if (cur.kind !== 'human') return fail('room/not-human', `Seat ${seat + 1} is not a person's.`);
    if (cur.pid === s.me.pid) return fail('room/host-seat', 'The host keeps a seat.');
    if (cur.connected) return fail('room/seat-connected', `${cur.name} is still connected.`);
    s.seats[seat] = { kind: 'bot', name, bot, level };
    return ok(cur.pid);
  }
}
