/**
 * What each seat hides, for the shared property suite's `secrets` hook (test support): a seat's
 * screen in the form its own view shows it; for nobody, the ids of the face-down building tiles,
 * the tiles removed unseen and the End Game stack.
 */
import type { Json } from '../../core/types';
import type { ParisState } from './types';
import { END_TILES, ITEMS } from './types';
import { BONUS_TILES } from './tables/bonus';
import { BUILDINGS } from './tables/buildings';

/** Each seat's screen, in the form the owner's view shows it; for nobody: the face-down tiles. */
export function parisSecrets(s: ParisState, seat: number | null): Json[] {
  if (seat === null) {
    const hidden = s.stacks.flat().map((t) => BUILDINGS[t]!.id);
    if (!s.rules.ignoreDistricts) for (const t of s.removed) hidden.push(BUILDINGS[t]!.id);
    for (const i of s.endStack) hidden.push(END_TILES[i]!);
    return hidden;
  }
  const p = s.ps[seat]!;
  const items: Record<string, number> = {};
  ITEMS.forEach((k, i) => (items[k] = p.items[i]!));
  return [
    {
      francs: p.francs,
      keys: p.keys,
      items,
      bonusTiles: BONUS_TILES.map((t) => t.number).filter((n) => (p.bonus >> n) & 1),
      endTiles: END_TILES.filter((_, i) => (p.endTiles >> i) & 1)
    }
  ];
}
