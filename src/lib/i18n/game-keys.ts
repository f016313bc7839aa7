/**
 * The English of the `game.<id>.…` keys (issue 18): the words of each game's catalog line
 * (lib/games/<id>/meta.ts), keyed for the translations. The app reads these words from the
 * metadata itself in English (gameTitle, gameSummary, the new-game form's `tryT` fallbacks), so
 * they are not repeated in en.ts (the home page's first download); this function, used by the
 * catalogue test, lists the keys el.ts and da.ts must word:
 *
 * - `game.<id>.title`, `game.<id>.summary`;
 * - `game.<id>.option.<key>`, `….help` when it has help, `….<value>` per choice;
 * - `game.<id>.ruleSeat.<name>` for each seat the rules run at any player count.
 */
import type { GameInfo } from '$engine/core/entry';

export function gameMessages(infos: readonly GameInfo[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const info of infos) {
    const g = `game.${info.id}`;
    out[`${g}.title`] = info.title;
    out[`${g}.summary`] = info.summary;
    for (const o of info.options) {
      out[`${g}.option.${o.key}`] = o.label;
      if (o.help) out[`${g}.option.${o.key}.help`] = o.help;
      if (o.kind === 'choice') for (const c of o.choices) out[`${g}.option.${o.key}.${c.value}`] = c.label;
    }
    const defaults = Object.fromEntries(info.options.map((o) => [o.key, o.default]));
    for (let n = info.minPlayers; n <= info.maxPlayers; n++) for (const name of info.ruleSeats?.(n, defaults) ?? []) out[`${g}.ruleSeat.${name}`] = name;
  }
  return out;
}
