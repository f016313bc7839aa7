/**
 * A rematch (issue 12 item 8): the same game, seats (people, bots and their levels, names) and
 * options as a finished match, with a new seed and an empty log.
 */
import { newMatch, type MatchRecord } from '$engine/core/match';
import type { AnyGame } from '$engine/core/types';

export function rematchOf(game: AnyGame, match: MatchRecord, seed: string): MatchRecord {
  return newMatch(game, { players: match.players, seed, options: match.options, seats: match.seats });
}
