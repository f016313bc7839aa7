/**
 * For the history tests: a history hook that keeps everything it is shown (so any mistake in what
 * the sessions hand it shows up), and the history of a record rebuilt from scratch by plain code
 * that shares nothing with the sessions' builders.
 */
import { setupMatch, type LogItem, type MatchRecord } from '$engine/core/match';
import { applyLogItem, cursorAt, type Cursor } from '$engine/core/undo';
import type { AnyGame, Seat } from '$engine/core/types';
import { describeItem } from '../session.svelte';
import type { HistoryFacts, TableHistory } from './history';

/** Facts = the public views around the item and the item, as JSON. */
export const echoFacts: HistoryFacts = (after, before, item) => JSON.stringify({ after, before, item });

export function referenceHistory(game: AnyGame, match: MatchRecord, facts: HistoryFacts): TableHistory {
  const name = (seat: Seat): string => match.seats[seat]?.name ?? `#${seat + 1}`;
  let cursor: Cursor = cursorAt(setupMatch<unknown>(game, match), match);
  const views: unknown[] = [game.view(cursor.state, null)];
  const items = match.log.map((item: LogItem, i) => {
    const entry = describeItem(game, cursor.state, item, name);
    cursor = applyLogItem(game, cursor, item);
    views.push(game.view(cursor.state, null));
    return { n: i + 1, seat: item.seat, action: item.action, entry, facts: facts(views[i + 1], views[i], item) };
  });
  return { start: facts(views[0], null, null), items };
}
