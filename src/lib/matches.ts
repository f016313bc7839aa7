/**
 * Matches open in this tab, kept in memory. A later issue swaps this for IndexedDB saves:
 * the table writes through `MatchSession`'s `onChange` hook, so only this module changes.
 */
import type { MatchRecord } from '$engine/core/match';
import { randomMatchId } from './ids';

const open = new Map<string, MatchRecord>();

export function addMatch(match: MatchRecord): string {
  let id = randomMatchId();
  while (open.has(id)) id = randomMatchId();
  open.set(id, match);
  return id;
}

export function getMatch(id: string): MatchRecord | undefined {
  return open.get(id);
}

export function putMatch(id: string, match: MatchRecord): void {
  open.set(id, match);
}

/** Newest first. */
export function listMatches(): { id: string; match: MatchRecord }[] {
  return [...open].map(([id, match]) => ({ id, match })).reverse();
}
