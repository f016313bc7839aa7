/**
 * What every game table needs from its session, in one place: the viewer's view (one per state and
 * seat, through `cachedView` unless the game brings its own memo), the viewer's legal actions,
 * whether the viewer is deciding, and `act` — which sends the action and then keeps a keyboard
 * user's place: after the page redraws, focus goes to the next decision's heading (or the turn
 * line) unless it is still inside the table.
 *
 * A table creates it once with getters for its props (props change, the state follows) and binds
 * its root element: `const table = new TableState<V, A>(() => ({ session, viewer }))`, then
 * `<div bind:this={table.box}>`.
 */
import { tick } from 'svelte';
import type { Action, Seat } from '$engine/core/types';
import type { TableSession } from './table-session';
import { cachedView } from './view-cache';

export interface TableProps {
  readonly session: TableSession;
  readonly viewer: Seat | null;
}

export interface TableStateOptions<V> {
  /** The view for (session, seat); default: `cachedView`. */
  readonly viewOf?: (session: TableSession, seat: Seat | null) => V;
  /** Where focus goes after an accepted action, first match wins. */
  readonly focus?: readonly string[];
}

/** The next decision's heading, else the turn line (TurnStatus). */
export const DEFAULT_FOCUS: readonly string[] = ['[data-prompt-title]', '.turn'];

export class TableState<V, A extends Action = Action> {
  /** The table's root element (`bind:this`); focus is only moved inside it. */
  box: HTMLElement | undefined = $state();

  readonly #props: () => TableProps;
  readonly #viewOf: (session: TableSession, seat: Seat | null) => V;
  readonly #focus: readonly string[];

  readonly session: TableSession = $derived.by(() => this.#props().session);
  readonly viewer: Seat | null = $derived.by(() => this.#props().viewer);
  /** The viewer's view (the public one for a spectator); read it to follow changes. */
  readonly view: V = $derived.by(() => this.#viewOf(this.session, this.viewer));
  /** The viewer's legal actions now (none for a spectator or while others decide). */
  readonly actions: readonly A[] = $derived.by(() => (this.viewer === null ? [] : (this.session.actions(this.viewer) as readonly A[])));
  /** The viewer has a decision to make now. */
  readonly mine: boolean = $derived(this.viewer !== null && this.actions.length > 0);

  constructor(props: () => TableProps, options: TableStateOptions<V> = {}) {
    this.#props = props;
    this.#viewOf = options.viewOf ?? ((session, seat) => cachedView<V>(session, seat));
    this.#focus = options.focus ?? DEFAULT_FOCUS;
  }

  /** The viewer takes `action`; when the engine accepts it, focus follows (see `refocus`). */
  act = (action: A): boolean => {
    const seat = this.viewer;
    if (seat === null || !this.session.act(seat, action)) return false;
    void this.refocus();
    return true;
  };

  /** Keyboard users keep their place: after the redraw, the next decision's heading or the turn line. */
  refocus = async (): Promise<void> => {
    await tick();
    const box = this.box;
    if (!box) return;
    const active = document.activeElement;
    if (active && active !== document.body && box.contains(active)) return;
    for (const selector of this.#focus) {
      const el = box.querySelector<HTMLElement>(selector);
      if (el) {
        el.focus();
        return;
      }
    }
  };

  /** After the redraw, focus the first element inside the table matching `selector` (a second step's first button…). */
  focusIn = async (selector: string): Promise<void> => {
    await tick();
    this.box?.querySelector<HTMLElement>(selector)?.focus();
  };
}
