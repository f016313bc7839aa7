/**
 * The play levels as the app shows them (issue 13 item 3): the data is lib/bots/levels.ts; this
 * adds the words and the level a bot starts at in a form. A bot seat is saved as its bot and bot
 * level, which name its play level; a save from before the levels names none and is described
 * by its bot and number as before.
 */
import { budgetOf, levelsOf, playLevel, playLevelOf, type PlayLevel, type PlayLevelId } from '$engine/bots/levels';
import type { BotBudget } from '$engine/bots/budget';
import { t, tryT } from '../i18n';

export { levelsOf, type PlayLevel };

/** The level a form picks when a bot is chosen: Standard for the heuristic, Strong for the search. */
const FORM_DEFAULT: Readonly<Record<string, PlayLevelId>> = { heuristic: 'standard', search: 'strong' };

export function defaultLevel(bot: string): number {
  const id = FORM_DEFAULT[bot];
  return (id === undefined ? undefined : playLevel(id)?.level) ?? 1;
}

/** The level option's text: "Strong (thinks about ½ s a move)". */
export function levelOption(l: PlayLevel): string {
  return tryT(`level.${l.id}.option`, l.label);
}

/** How a bot seat is described at the table and in rooms: "Strong bot" or, for older saves, "Heuristic bot, level 2". */
export function botDescription(bot: string, level: number): string {
  const play = playLevelOf(bot, level);
  if (play) return t('seat.playLevelDesc', { level: tryT(`level.${play.id}`, play.label) });
  return t('seat.botDesc', { bot: tryT(`bot.${bot}`, bot), level });
}

/** The thinking budget a bot seat's requests carry (Strong and Expert search on the clock). */
export function botBudget(bot: string, level: number): BotBudget | undefined {
  return budgetOf(bot, level);
}

