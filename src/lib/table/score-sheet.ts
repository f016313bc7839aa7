/**
 * The score sheet's rows: a game's `result()` breaks each score into categories with an English
 * `label`; the sheet names each row in the current language from the game's catalogue key
 * `<gameId>.score.<category>` (its text.ts generates the English from the engine's label table),
 * and falls back to the engine's label where the catalogue has no such key (the fixture game).
 */
import type { GameResult } from '$engine/core/types';
import { tryT } from '../i18n';

export interface ScoreRow {
  readonly category: string;
  /** The category's name in the current language. */
  readonly label: string;
}

/** Category `category` of game `game` in the current language (the engine's `label` without a key). */
export function scoreLabel(game: string, category: string, label: string): string {
  return tryT(`${game}.score.${category}`, label);
}

/** Every category in the order the players' breakdowns list them, each named in the current language. */
export function scoreRows(game: string, result: GameResult): ScoreRow[] {
  const seen = new Map<string, string>();
  for (const p of result.players) for (const b of p.breakdown) if (!seen.has(b.category)) seen.set(b.category, b.label);
  return [...seen].map(([category, label]) => ({ category, label: scoreLabel(game, category, label) }));
}
