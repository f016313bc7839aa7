/**
 * The games this app offers: the engine's registry (lib/games), plus — only in a build made with
 * VITE_FIXTURE_GAMES=1, for trying the table kit while developing — the test fixture game.
 * The condition is replaced at build time, so normal builds contain no fixture code.
 */
import { GAMES as ENGINE_GAMES, type GameEntry } from '$engine/games';
import { sealedBidEntry } from '$engine/games/sealedbid';

export type { GameEntry } from '$engine/games';

export const GAMES: readonly GameEntry[] = import.meta.env.VITE_FIXTURE_GAMES === '1' ? [...ENGINE_GAMES, sealedBidEntry] : ENGINE_GAMES;

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((e) => e.game.id === id);
}
