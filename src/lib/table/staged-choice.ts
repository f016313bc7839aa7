/**
 * The staged choice's model: a decision's legal actions grouped into sections of options; an
 * option with one choice acts at once, one with several opens a second step (which payment, which
 * space, which column…) with a way back. Pure and DOM-free: StagedChoice.svelte draws it.
 */

/** One legal action, as a button. */
export interface StagedItem<A = unknown> {
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  readonly action: A;
  /** The board piece the action points at, or null/undefined. */
  readonly target?: string | null;
}

/** One button of the first step: one choice, or several variants opening a second step. */
export interface StagedOption<C extends StagedItem = StagedItem> {
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  /** Heading of the second step ("How do you pay?"); the label when absent. */
  readonly step?: string | null;
  readonly choices: readonly C[];
  /** A "no" answer (pass, decline, stop): drawn apart. */
  readonly quiet?: boolean;
  /**
   * Why this option cannot be taken now (from the game's view): drawn as an unavailable button
   * that stays focusable and says why; pressing it does nothing. Null/undefined = available.
   */
  readonly reason?: string | null;
  /** The suggested play: drawn as the primary button. */
  readonly primary?: boolean;
  /** Open the second step even for one choice (the player should see what it costs first). */
  readonly confirm?: boolean;
}

export interface StagedSection<O extends StagedOption = StagedOption> {
  readonly key: string;
  readonly title: string | null;
  readonly options: readonly O[];
}

/** What pressing an option does: act with its one choice, open its second step, or nothing (unavailable). */
export type Press<C> = { readonly kind: 'choose'; readonly choice: C } | { readonly kind: 'open' } | { readonly kind: 'none' };

/** True when an option cannot be taken: it has a reason, or nothing to choose. */
export function unavailable(option: StagedOption): boolean {
  return !!option.reason || option.choices.length === 0;
}

/** True when pressing the option opens a second step (several choices, or one to confirm). */
export function opensStep(option: StagedOption): boolean {
  return !unavailable(option) && (option.choices.length > 1 || !!option.confirm);
}

export function press<C extends StagedItem>(option: StagedOption<C>): Press<C> {
  if (unavailable(option)) return { kind: 'none' };
  return opensStep(option) ? { kind: 'open' } : { kind: 'choose', choice: option.choices[0]! };
}

/** The step shown: the one opened here, else one opened from outside (a board piece), else none. */
export function shownStep<O>(own: O | null, outside: O | null): O | null {
  return own ?? outside;
}

/** The board target an option's button names: its single choice's, none for several. */
export function optionTarget(option: StagedOption): string {
  return option.choices.length === 1 && !unavailable(option) ? (option.choices[0]!.target ?? '') : '';
}

/** The heading of an option's second step. */
export function stepTitle(option: StagedOption): string {
  return option.step ?? option.label;
}
