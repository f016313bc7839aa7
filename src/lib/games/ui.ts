/**
 * Per-game table components, loaded lazily so each game gets its own JS chunk.
 *
 * A game adds itself here, e.g.
 *   sevenwonders: { table: () => import('./sevenwonders/Table.svelte'), rules: () => import('./sevenwonders/Rules.svelte') }
 * A game without an entry (or without `table`) is played with the generic table kit view.
 */
import type { Component } from 'svelte';
import type { Seat } from '$engine/core/types';
import type { TableSession } from '../table/table-session';

/** What every game table component receives. */
export interface GameTableProps {
  session: TableSession;
  /** The seat whose private view may be shown now; null = public view only (hot-seat hand-over, spectators). */
  viewer: Seat | null;
}

/** What a game's seat-bar counters component receives (rule seats are numbered after the players). */
export interface SeatExtraProps {
  session: TableSession;
  seat: Seat;
}

export interface GameUi {
  /** Draws the board and the game's own prompt. Reuse the kit's pieces (Prompt, TurnStatus…) freely. */
  readonly table?: () => Promise<{ default: Component<GameTableProps> }>;
  /** The game's short rules summary, written by us, shown in the rules-reference panel. */
  readonly rules?: () => Promise<{ default: Component }>;
  /** Public counters shown in the seat bar for each seat (coins, points…). */
  readonly seat?: () => Promise<{ default: Component<SeatExtraProps> }>;
}

export const GAME_UI: Readonly<Record<string, GameUi>> = {
  sevenwonders: {
    table: () => import('./sevenwonders/Table.svelte'),
    rules: () => import('./sevenwonders/Rules.svelte'),
    seat: () => import('./sevenwonders/SeatCounters.svelte')
  },
  caylus: {
    table: () => import('./caylus/Table.svelte'),
    rules: () => import('./caylus/Rules.svelte'),
    seat: () => import('./caylus/SeatCounters.svelte')
  },
  paris: {
    table: () => import('./paris/Table.svelte'),
    rules: () => import('./paris/Rules.svelte'),
    seat: () => import('./paris/SeatCounters.svelte')
  },
  belfort: {
    table: () => import('./belfort/Table.svelte'),
    rules: () => import('./belfort/Rules.svelte'),
    seat: () => import('./belfort/SeatCounters.svelte')
  },
  clash: {
    table: () => import('./clash/Table.svelte'),
    rules: () => import('./clash/Rules.svelte'),
    seat: () => import('./clash/SeatCounters.svelte')
  }
};

export function gameUi(id: string): GameUi {
  return GAME_UI[id] ?? {};
}
