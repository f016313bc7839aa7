import { guardFramedFocus } from '$lib/embed/focus-guard';

/** Runs once, before the first navigation (whose focus reset would otherwise leave the frame holding the focus). */
export function init(): void {
  guardFramedFocus(window);
}
