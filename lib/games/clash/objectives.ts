/**
 * Objectives (rules file §4.8): conditions, completion (2 VP; payment objectives pay), the rule
 * that a card scores only one of its halves, and that one trigger never completes two objectives
 * of the same name. Status objectives are declared in Status Phase step 1; instant ones complete
 * automatically when their trigger happens (completing at once is never worse: both halves are
 * worth the same).
 */
import type { Battle, City, ClashState } from './types';
import * as typesMod from './types';
import type { ObjectiveKey } from './tables/objectives';
import * as tablesObjectivesMod from './tables/objectives';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import type { Draft } from './state';
import * as stateMod from './state';
import * as routesMod from './routes';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, BARBARIAN, HAPPY, NONE } = typesMod;
const { OBJECTIVES, OBJECTIVE_CARDS, EXCLUSIVE_PAIRS, COLONY_DISTANCE, MILITARY_MIGHT_UNITS } = tablesObjectivesMod;
const { ADV, CATEGORY_OF, GOVERNMENTS } = tablesAdvancesMod;
const { ACADEMY, ARMY, FOOD, FORTRESS, GOLD, IDEAS, ORE, PORT, SETTLER, SHIP, TEMPLE, TRADE_ROUTES_RANGE, WOOD } = tablesRulesMod;
const { boardFor, distances } = boardMod;
const { advanceCount, cityCount, citySize, emit, has, player } = stateMod;
const { tradePartner, tradeRoutes } = routesMod;

export const OBJECTIVE_NAMES: { [K in ObjectiveKey]: string } = Object.fromEntries(
  Object.values(OBJECTIVES).map((o) => [o.key, o.name])
) as { [K in ObjectiveKey]: string };

function citiesWith(s: ClashState, seat: number, piece: number): number {
  let n = 0;
  for (const c of s.cities) if (c.o === seat && c.pc[piece] !== NONE) n++;
  return n;
}

/** Strictly more than every other player (and at least `min`). */
function most(s: ClashState, seat: number, f: (x: number) => number, min = 1): boolean {
  const mine = f(seat);
  if (mine < min) return false;
  for (let o = 0; o < s.players; o++) if (o !== seat && f(o) >= mine) return false;
  return true;
}

function fullCategory(s: ClashState, seat: number, cat: number): boolean {
  const p = s.ps[seat]!;
  for (let i = 0; i < 4; i++) if (!has(p, cat * 4 + i)) return false;
  return true;
}

function completeCategories(s: ClashState, seat: number): number {
  let n = 0;
  for (let c = 0; c < 12; c++) if (fullCategory(s, seat, c)) n++;
  return n;
}

function foreignPieces(s: ClashState, seat: number): { pieces: number; cities: number } {
  let pieces = 0, cities = 0;
  for (const c of s.cities) {
    if (c.o === seat) continue;
    let here = 0;
    for (const x of c.pc) if (x === seat) here++;
    pieces += here;
    if (here > 0) cities++;
  }
  return { pieces, cities };
}

function unitsOf(s: ClashState, seat: number, kind: number): number {
  let n = 0;
  for (const u of s.units) if (u.o === seat && u.k === kind) n++;
  return n;
}

function distFromStart(s: ClashState, seat: number, hex: number): number {
  const board = boardFor(s.players);
  return distances(board, s.explored)[s.ps[seat]!.start * board.size + hex]!;
}

/** Status objective `key` holds for `seat` now (payments not yet taken). */
export function statusHolds(s: ClashState, seat: number, key: ObjectiveKey): boolean {
  const p = s.ps[seat]!;
  const board = boardFor(s.players);
  switch (key) {
    case 'largeCivilization': return cityCount(s, seat) >= 6;
    case 'scientificLead': return most(s, seat, (x) => citiesWith(s, x, ACADEMY));
    case 'coastalCulture': return most(s, seat, (x) => citiesWith(s, x, PORT));
    case 'religiousFervor': return most(s, seat, (x) => citiesWith(s, x, TEMPLE));
    case 'fortifications': return most(s, seat, (x) => citiesWith(s, x, FORTRESS));
    case 'advancedCulture': return advanceCount(p) >= 6 && most(s, seat, (x) => advanceCount(s.ps[x]!));
    case 'cityPlanner': return fullCategory(s, seat, 1);
    case 'seafarers': return fullCategory(s, seat, 2);
    case 'educationLead': return fullCategory(s, seat, 3);
    case 'militarized': return fullCategory(s, seat, 4);
    case 'tradeFocus': return fullCategory(s, seat, 6);
    case 'cultureFocus': return fullCategory(s, seat, 7);
    case 'scienceFocus': return fullCategory(s, seat, 8);
    case 'government': return GOVERNMENTS.some((g) => fullCategory(s, seat, g));
    case 'eureka': return p.res[IDEAS]! >= 5;
    case 'wealth': return p.res[GOLD]! >= 5;
    case 'oreSupplies': return p.res[ORE]! >= 5;
    case 'woodSupplies': return p.res[WOOD]! >= 5;
    case 'foodSupplies': return p.res[FOOD]! >= 5;
    case 'happyPopulation': return s.cities.filter((c) => c.o === seat && c.mood === HAPPY).length >= 4;
    case 'optimizedStorage': return p.res[FOOD]! >= 3 && p.res[ORE]! >= 3 && p.res[WOOD]! >= 3;
    case 'architecture': return [0, 1, 2, 3].every((piece) => s.cities.some((c) => c.o === seat && c.pc[piece] === seat));
    case 'goalFocused': return most(s, seat, (x) => completeCategories(s, x));
    case 'colony': return s.cities.some((c) => c.o === seat && distFromStart(s, seat, c.h) >= COLONY_DISTANCE);
    case 'consulate': return foreignPieces(s, seat).cities >= 2;
    case 'culturePower': return most(s, seat, (x) => foreignPieces(s, x).pieces);
    case 'metropolis': return s.cities.some((c) => c.o === seat && citySize(c) === 5);
    case 'expansionist':
      return s.cities.filter((c) => c.o === seat && !board.adj[c.h]!.some((h) => s.cities.some((o) => o.h === h))).length >= 4;
    case 'tradePower': return tradeRoutes(s, seat) >= 3;
    case 'shippingRoutes': return tradeRoutes(s, seat, true) >= 2;
    case 'diversifiedResearch': {
      let cats = 0;
      for (let c = 0; c < 12; c++) if ([0, 1, 2, 3].some((i) => has(p, c * 4 + i))) cats++;
      return cats >= 9;
    }
    case 'seaBlockade': {
      const ports = s.cities.filter((c) => c.o !== seat && c.o !== BARBARIAN && c.port !== NONE).map((c) => c.port);
      return s.units.filter((u) => u.o === seat && u.k === SHIP && ports.includes(u.h)).length >= 2;
    }
    case 'largeFleet': {
      const mine = unitsOf(s, seat, SHIP);
      return mine >= 4 || (mine >= 2 && most(s, seat, (x) => unitsOf(s, x, SHIP)));
    }
    case 'largeArmy': {
      const mine = unitsOf(s, seat, ARMY);
      for (let o = 0; o < s.players; o++) if (o !== seat && unitsOf(s, o, ARMY) + 4 > mine) return false;
      return true;
    }
    case 'standingArmy':
      return s.cities.filter((c) => c.o === seat && s.units.some((u) => u.o === seat && u.k === ARMY && u.h === c.h && u.c === NONE)).length >= 4;
    case 'militaryMight': return unitsOf(s, seat, ARMY) + unitsOf(s, seat, SHIP) >= MILITARY_MIGHT_UNITS;
    case 'threat': {
      const near = new Set<number>();
      for (const c of s.cities) if (c.o !== seat && c.o !== BARBARIAN) for (const h of board.adj[c.h]!) near.add(h);
      return s.units.filter((u) => u.o === seat && u.k === ARMY && u.c === NONE && near.has(u.h)).length >= 4;
    }
    case 'outpost': {
      const mine = new Set<number>();
      for (const c of s.cities) if (c.o === seat) {
        mine.add(c.h);
        for (const h of board.adj[c.h]!) mine.add(h);
      }
      const spaces = new Set<number>();
      for (const u of s.units) if (u.o === seat && u.k === ARMY && u.c === NONE && !mine.has(u.h)) spaces.add(u.h);
      return spaces.size >= 3;
    }
    default: return false;
  }
}

/** What completing a payment objective costs: [resource, amount] or null. */
export function objectivePayment(key: ObjectiveKey): [number, number] | null {
  switch (key) {
    case 'eureka': return [IDEAS, 2];
    case 'wealth': return [GOLD, 2];
    case 'oreSupplies': return [ORE, 2];
    case 'woodSupplies': return [WOOD, 2];
    case 'foodSupplies': return [FOOD, 2];
    default: return null;
  }
}

/** Status objectives `seat` may declare now, as card * 2 + half. */
export function statusOptions(s: ClashState, seat: number): number[] {
  const p = s.ps[seat]!;
  const doneNow = s.statusDone[seat]!;
  const out: number[] = [];
  for (const card of p.obj) {
    for (let half = 0; half < 2; half++) {
      const key = OBJECTIVE_CARDS[card]![half]!;
      const def = OBJECTIVES[key];
      if (def.when !== 'status' || doneNow.includes(key)) continue;
      if (EXCLUSIVE_PAIRS.some(([a, b]) => (a === key && doneNow.includes(b)) || (b === key && doneNow.includes(a)))) continue;
      if (statusHolds(s, seat, key)) out.push(card * 2 + half);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Completes half `half` of objective card `card` (paying for payment objectives). */
export function completeObjective(d: Draft, seat: number, card: number, half: number): void {
  const p = player(d, seat);
  const key = OBJECTIVE_CARDS[card]![half]!;
  const pay = objectivePayment(key);
  if (pay) p.res[pay[0]]! -= pay[1];
  p.obj.splice(p.obj.indexOf(card), 1);
  p.done.push({ card, half });
  emit(d, 'clash.event.objective', seat, { objective: OBJECTIVES[key].name });
}

/** The facts an instant trigger offers. */
export type InstantFacts =
  | { on: 'battle'; side: 'att' | 'def'; b: Battle; winner: string; city: City | null; killedSettlers: number }
  | { on: 'found'; hex: number }
  | { on: 'draft' }
  | { on: 'wonder' }
  | { on: 'afterAction' };

function instantHolds(s: ClashState, seat: number, key: ObjectiveKey, f: InstantFacts): boolean {
  switch (f.on) {
    case 'found': return key === 'cityFounder' && distFromStart(s, seat, f.hex) >= COLONY_DISTANCE;
    case 'draft': return key === 'draft' && s.t.drafts >= 2;
    case 'wonder': return key === 'magnificentCulture';
    case 'afterAction': return key === 'terrorRegime' && s.cities.filter((c) => c.o === seat && c.mood === ANGRY).length >= 4;
    case 'battle': return battleHolds(s, seat, key, f);
  }
}

function battleHolds(s: ClashState, seat: number, key: ObjectiveKey, f: Extract<InstantFacts, { on: 'battle' }>): boolean {
  const b = f.b;
  const att = f.side === 'att';
  const won = (att && f.winner === 'att') || (!att && f.winner === 'def');
  const other = att ? b.def : b.att;
  const mine = att ? b.attUnits0 : b.defUnits0;
  const theirs = att ? b.defUnits0 : b.attUnits0;
  const land = b.kind === 'land';
  const killed = att ? b.killedByAtt : b.killedByDef;
  switch (key) {
    case 'conqueror':
      return att && land && won && f.city !== null && f.city.o !== BARBARIAN && f.city.o !== seat && (b.defArmies0 > 0 || f.city.pc[FORTRESS] !== NONE);
    case 'navalAssault':
      return att && land && won && b.disembark && f.city !== null && f.city.o !== BARBARIAN && f.city.o !== seat;
    case 'warmonger': {
      if (!att || !land || s.phase !== 'play' || s.t.seat !== seat) return false;
      const hs = s.t.battles, ws = s.t.wins;
      const last = hs.length - 1;
      if (last < 1) return false;
      for (let i = 0; i < last; i++) if (hs[i] !== hs[last] && (ws[i] || ws[last])) return true;
      return false;
    }
    case 'general': return land && killed >= 3;
    case 'greatBattle': return land && b.attUnits0 + b.defArmies0 >= 6;
    case 'defiance': return won && other !== BARBARIAN && mine < theirs;
    case 'bold': {
      if (!won) return false;
      if (mine < theirs) return true;
      if (other === BARBARIAN) return false;
      const warfare = (x: number) => [16, 17, 18, 19].filter((a) => has(s.ps[x]!, a)).length;
      return warfare(other) > warfare(seat);
    }
    case 'legendaryBattle': return att && land && b.attUnits0 >= 3 && f.city !== null && f.city.w !== NONE;
    case 'aggressor': return att && land && won && killed >= 2;
    case 'barbarianConquest': return att && land && won && f.city !== null && f.city.o === BARBARIAN && b.defArmies0 >= 2;
    case 'resistance': return b.kind === 'barbarian' && !att && b.killedByDef >= 1;
    case 'scavenger': return (f.killedSettlers > 0 || (b.kind === 'naval' && killed > 0)) && scavengeable(s, b.hex, other);
    default: return false;
  }
}

/** A unit of `victim` at `hex` could have formed a trade route: a non-Angry city of another player within 2. */
function scavengeable(s: ClashState, hex: number, victim: number): boolean {
  if (victim === BARBARIAN) return false;
  const board = boardFor(s.players);
  const dist = distances(board, s.explored);
  return s.cities.some((c) => tradePartner(c.o, c.mood, victim) && dist[hex * board.size + c.h]! >= 0 && dist[hex * board.size + c.h]! <= TRADE_ROUTES_RANGE);
}

/** Completes every instant objective of `seat` this trigger satisfies (one per name, one half per card). */
export function checkInstant(d: Draft, seat: number, f: InstantFacts): void {
  if (seat === BARBARIAN) return;
  const p = d.ps[seat]!;
  const names: string[] = [];
  for (const card of p.obj.slice()) {
    for (let half = 0; half < 2; half++) {
      const key = OBJECTIVE_CARDS[card]![half]!;
      if (OBJECTIVES[key].when !== 'instant' || names.includes(key)) continue;
      if (!instantHolds(d, seat, key, f)) continue;
      names.push(key);
      completeObjective(d, seat, card, half);
      break;
    }
  }
}

/** Instant objectives after a battle, for both sides. */
export function battleObjectives(d: Draft, b: Battle, winner: string, city: City | null, killedSettlers = [0, 0]): void {
  if (b.att !== BARBARIAN) checkInstant(d, b.att, { on: 'battle', side: 'att', b, winner, city, killedSettlers: killedSettlers[0]! });
  if (b.def !== BARBARIAN) checkInstant(d, b.def, { on: 'battle', side: 'def', b, winner, city, killedSettlers: killedSettlers[1]! });
}

