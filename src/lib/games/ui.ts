/**
 * Per-game table components and strings, loaded lazily so each game gets its own JS chunks.
 *
 * A game adds itself here, e.g.
 *   sevenwonders: { text: SW_TEXT, table: () => SW_TEXT().then(() => SW_TEXT().then(() => import('./sevenwonders/Table.svelte'))), … }
 * A game without an entry (or without `table`) is played with the generic table kit view.
 */
import type { Component } from 'svelte';
import type { Seat } from '$engine/core/types';
import type { TableSession } from '../table/table-session';
import type { HistoryFacts } from '../table/history';
import type { RulesSource } from '../table/rules-summary';
import { loadTranslations } from '../i18n';

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
  /**
   * The game's strings (its text.ts adds them to the message catalogue when it loads). Loaded by
   * `loadGame`, and before each component below, so a component never renders an unknown key.
   */
  readonly text?: () => Promise<unknown>;
  /** Draws the board and the game's own prompt. Reuse the kit's pieces (Prompt, TurnStatus…) freely. */
  readonly table?: () => Promise<{ default: Component<GameTableProps> }>;
  /** The game's short rules summary, written by us (its text.ts `rulesSummary`), drawn by the kit's RulesSummary. */
  readonly rules?: () => Promise<RulesSource>;
  /** Public counters shown in the seat bar for each seat (coins, points…). */
  readonly seat?: () => Promise<{ default: Component<SeatExtraProps> }>;
  /**
   * The public facts its table wants per log item (`session.history`), read off the public views
   * around the item while the session replays (see table/history.ts). Loaded with the game.
   */
  readonly history?: () => Promise<{ historyFacts: HistoryFacts }>;
}

/**
 * A game's strings: its text.ts (which adds the English tables and registers its translations),
 * then the current language's translations. Every component below loads them first, so a
 * component never renders an unknown key or an English string the language has.
 */
const strings = (load: () => Promise<unknown>) => () => load().then(loadTranslations);
const SW_TEXT = strings(() => import('./sevenwonders/text'));
const CAYLUS_TEXT = strings(() => import('./caylus/text'));
const PARIS_TEXT = strings(() => import('./paris/text'));
const BELFORT_TEXT = strings(() => import('./belfort/text'));
const CLASH_TEXT = strings(() => import('./clash/text'));

export const GAME_UI: Readonly<Record<string, GameUi>> = {
  sevenwonders: {
    text: SW_TEXT,
    table: () => SW_TEXT().then(() => import('./sevenwonders/Table.svelte')),
    rules: () => SW_TEXT().then(() => import('./sevenwonders/text')),
    seat: () => SW_TEXT().then(() => import('./sevenwonders/SeatCounters.svelte')),
    history: () => import('./sevenwonders/history')
  },
  caylus: {
    text: CAYLUS_TEXT,
    table: () => CAYLUS_TEXT().then(() => import('./caylus/Table.svelte')),
    rules: () => CAYLUS_TEXT().then(() => import('./caylus/text')),
    seat: () => CAYLUS_TEXT().then(() => import('./caylus/SeatCounters.svelte')),
    history: () => import('./caylus/history')
  },
  paris: {
    text: PARIS_TEXT,
    table: () => PARIS_TEXT().then(() => import('./paris/Table.svelte')),
    rules: () => PARIS_TEXT().then(() => import('./paris/text')),
    seat: () => PARIS_TEXT().then(() => import('./paris/SeatCounters.svelte'))
  },
  belfort: {
    text: BELFORT_TEXT,
    table: () => BELFORT_TEXT().then(() => import('./belfort/Table.svelte')),
    rules: () => BELFORT_TEXT().then(() => import('./belfort/text')),
    seat: () => BELFORT_TEXT().then(() => import('./belfort/SeatCounters.svelte'))
  },
  clash: {
    text: CLASH_TEXT,
    table: () => CLASH_TEXT().then(() => import('./clash/Table.svelte')),
    rules: () => CLASH_TEXT().then(() => import('./clash/text')),
    seat: () => CLASH_TEXT().then(() => import('./clash/SeatCounters.svelte'))
  },
  // The test fixture game (VITE_FIXTURE_GAMES=1 builds only): its log line and label templates.
  ...(import.meta.env.VITE_FIXTURE_GAMES === '1' ? { sealedbid: { text: () => import('./sealedbid/text') } } : {})
};

export function gameUi(id: string): GameUi {
  return GAME_UI[id] ?? {};
}
