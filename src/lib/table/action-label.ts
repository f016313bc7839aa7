/**
 * Readable labels for the generic prompt. The action's label from its describe() key and params
 * comes first (i18n/log.ts `labelString`); when two actions of a prompt would read the same (a
 * game that logs hidden choices as "chose a card"), the action's own fields are spelled out
 * instead, so every button stays distinct.
 */
import type { Action } from '$engine/core/types';

function value(v: unknown, depth: number): string {
  if (v === null) return '–';
  if (Array.isArray(v)) return v.length === 0 ? '–' : v.map((x) => value(x, depth + 1)).join(', ');
  if (typeof v === 'object') {
    if (depth > 2) return '…';
    const parts = Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k} ${value(x, depth + 1)}`);
    return parts.length === 0 ? '–' : `(${parts.join('; ')})`;
  }
  return String(v);
}

/** "card lumber-yard · how build · pay (left –; toLeft 0)" — every field but `type`. */
export function actionDetails(action: Action): string {
  return Object.entries(action)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${value(v, 0)}`)
    .join(' · ');
}

/** One label per action (`label` gives each its text), made unique where they collide. */
export function promptLabels(actions: readonly Action[], label: (a: Action) => string): string[] {
  const texts = actions.map(label);
  const count = new Map<string, number>();
  for (const t of texts) count.set(t, (count.get(t) ?? 0) + 1);
  return texts.map((t, i) => {
    if (count.get(t) === 1) return t;
    const details = actionDetails(actions[i]!);
    return details || t;
  });
}
