/**
 * Trade routes (rules file §2.9 #25): a Settler or Ship (a Settler aboard a Ship counts) within 2
 * spaces — never through unexplored regions — of a non-Angry city of another player. Units and
 * cities are matched one to one; this is the size of a maximum matching.
 */
import type { ClashState } from './types';
import * as typesMod from './types';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, BARBARIAN } = typesMod;
const { SETTLER, SHIP, TRADE_ROUTES_RANGE } = tablesRulesMod;
const { boardFor, distances } = boardMod;

/** A city a unit of `seat` can form a trade route with: another player's, not a barbarian one, not Angry. */
export function tradePartner(owner: number, mood: number, seat: number): boolean {
  return owner !== seat && owner !== BARBARIAN && mood !== ANGRY;
}

/** Number of trade routes `seat` could form (ships only when `shipsOnly`). */
export function tradeRoutes(s: ClashState, seat: number, shipsOnly = false): number {
  const board = boardFor(s.players);
  const dist = distances(board, s.explored);
  const n = board.size;
  const cities = s.cities.filter((c) => tradePartner(c.o, c.mood, seat));
  if (cities.length === 0) return 0;
  const links: number[][] = [];
  for (const u of s.units) {
    if (u.o !== seat) continue;
    if (!(u.k === SHIP || (!shipsOnly && u.k === SETTLER))) continue;
    const row: number[] = [];
    cities.forEach((c, j) => {
      const dd = dist[u.h * n + c.h]!;
      if (dd >= 0 && dd <= TRADE_ROUTES_RANGE) row.push(j);
    });
    if (row.length > 0) links.push(row);
  }
  const matchOf = Array<number>(cities.length).fill(-1);
  const tryUnit = (i: number, seen: boolean[]): boolean => {
    for (const j of links[i]!) {
      if (seen[j]) continue;
      seen[j] = true;
      if (matchOf[j]! < 0 || tryUnit(matchOf[j]!, seen)) {
        matchOf[j] = i;
        return true;
      }
    }
    return false;
  };
  let m = 0;
  for (let i = 0; i < links.length; i++) if (tryUnit(i, Array<boolean>(cities.length).fill(false))) m++;
  return m;
}
