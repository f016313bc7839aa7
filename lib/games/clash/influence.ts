/**
 * Cultural Influence (rules file §4.2.6): source city without foreign pieces, target of size ≥ 2
 * with a piece not yet yours (Colossus-protected cities excepted), range = true size (+1 Colossus)
 * + 1 per Culture token; a die of 5+ (4+ Conversion), raised by Culture tokens after the roll
 * unless the target's owner forbids boosts; one success per Turn. Cultural Takeover uses the same
 * roll against a barbarian settlement.
 */
import type { City, ClashState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesWondersMod from './tables/wonders';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as cityMod from './city';
import * as wondersMod from './wonders';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { BARBARIAN, HAPPY, NONE, ONCE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { W } = tablesWondersMod;
const { ARMY, CI_TARGET, CI_TARGET_CONVERSION, COLOSSUS_RANGE, SUPPLY, TEMPLE } = tablesRulesMod;
const { boardFor, distances } = boardMod;
const { cityById, cityCount, cityMut, citySize, emit, gainCulture, has, player, rollDie, turnMut, removeUnit } = stateMod;
const { pushPick } = stackMod;
const { piecesOnBoard } = cityMod;
const { wonderCity, wonderOwner } = wondersMod;

function dist(s: ClashState, a: number, b: number): number {
  const board = boardFor(s.players);
  return distances(board, s.explored)[a * board.size + b]!;
}

/** A city holding a piece of another colour cannot be a source (§8.50). */
export function canBeSource(c: City): boolean {
  for (const x of c.pc) if (x !== NONE && x !== c.o) return false;
  return true;
}

/** Range of a source city: true size, +1 with the Colossus. */
export function ciRange(c: City): number {
  return citySize(c) + (c.w === W.colossus ? 1 : 0);
}

/** Pieces of `target` that `seat` could swap to its colour (supply allowing, G28). */
export function swappable(s: ClashState, seat: number, target: City): number[] {
  const out: number[] = [];
  for (let piece = 0; piece < 4; piece++) {
    const x = target.pc[piece]!;
    if (x === NONE || x === seat) continue;
    if (piecesOnBoard(s, seat, piece) < SUPPLY.piece) out.push(piece);
  }
  return out;
}

/** Colossus: its city and the owner's cities within 2 of it cannot be targeted by others (G27). */
function colossusProtects(s: ClashState, seat: number, target: City): boolean {
  const owner = wonderOwner(s, W.colossus);
  if (owner === NONE || owner === seat || target.o !== owner) return false;
  const c = wonderCity(s, W.colossus)!;
  if (c.id === target.id) return true;
  const dd = dist(s, c.h, target.h);
  return dd >= 0 && dd <= COLOSSUS_RANGE;
}

/** The target's owner forbids boosting by `seat` (Separation of Power, Totalitarianism, Devotion). */
export function boostForbidden(s: ClashState, seat: number, target: City): boolean {
  const o = target.o;
  if (o === seat || o === BARBARIAN) return false;
  const p = s.ps[o]!;
  if (has(p, ADV.separationOfPower) && target.mood === HAPPY) return true;
  if (has(p, ADV.totalitarianism) && s.units.some((u) => u.h === target.h && u.o === o && u.k === ARMY && u.c === NONE)) return true;
  if (has(p, ADV.devotion) && target.pc[TEMPLE] !== NONE) return true;
  return false;
}

/** Culture tokens needed for range from `src` to `target`, or −1 when out of reach. */
export function rangeCost(s: ClashState, seat: number, src: City, target: City): number {
  const dd = dist(s, src.h, target.h);
  if (dd < 0) return -1;
  const extra = Math.max(0, dd - ciRange(src));
  if (extra > 0 && boostForbidden(s, seat, target)) return -1;
  return extra <= s.ps[seat]!.ct ? extra : -1;
}

/** Every (source, target) attempt `seat` may make now, as [sourceId, targetId]. */
export function influenceOptions(s: ClashState, seat: number): [number, number][] {
  if ((s.t.once & ONCE.ciSuccess) !== 0 && s.t.seat === seat) return [];
  const out: [number, number][] = [];
  for (const src of s.cities) {
    if (src.o !== seat || !canBeSource(src)) continue;
    for (const tg of s.cities) {
      if (tg.o === BARBARIAN || citySize(tg) < 2 || swappable(s, seat, tg).length === 0 || colossusProtects(s, seat, tg)) continue;
      if (rangeCost(s, seat, src, tg) >= 0) out.push([src.id, tg.id]);
    }
  }
  return out;
}

/** Barbarian settlements a Cultural Takeover may aim at, as [sourceId, targetId]. */
export function takeoverOptions(s: ClashState, seat: number): [number, number][] {
  if ((s.t.once & ONCE.ciSuccess) !== 0) return [];
  // The settlement becomes the player's city: with no Settlement left (§8.43) there is none to take.
  if (cityCount(s, seat) >= SUPPLY.cities) return [];
  const out: [number, number][] = [];
  for (const src of s.cities) {
    if (src.o !== seat || !canBeSource(src)) continue;
    for (const tg of s.cities) if (tg.o === BARBARIAN && rangeCost(s, seat, src, tg) >= 0) out.push([src.id, tg.id]);
  }
  return out;
}

export function ciTarget(s: ClashState, seat: number): number {
  return has(s.ps[seat]!, ADV.conversion) ? CI_TARGET_CONVERSION : CI_TARGET;
}

/**
 * Rolls an attempt from `srcId` to `targetId` (range tokens paid here). On a short roll the
 * player may pay the difference in Culture tokens (if allowed); on success they pick the piece.
 */
export function rollInfluence(d: Draft, seat: number, srcId: number, targetId: number, takeover: boolean): void {
  const src = cityById(d, srcId), tg = cityById(d, targetId);
  const cost = rangeCost(d, seat, src, tg);
  player(d, seat).ct -= Math.max(0, cost);
  const roll = rollDie(d);
  const need = ciTarget(d, seat);
  emit(d, 'clash.event.influenceRoll', seat, { from: src.h, to: tg.h, roll, need, tokens: Math.max(0, cost) });
  if (roll >= need) {
    influenceSucceeds(d, seat, targetId, takeover);
    return;
  }
  const short = need - roll;
  if (!boostForbidden(d, seat, tg) && d.ps[seat]!.ct >= short) pushPick(d, seat, 'ciBoost', [0, 1], [targetId, short, takeover ? 1 : 0]);
  else emit(d, 'clash.event.influenceFails', seat, { to: tg.h });
}

export function influenceSucceeds(d: Draft, seat: number, targetId: number, takeover: boolean): void {
  if (d.phase === 'play' && d.t.seat === seat) turnMut(d).once |= ONCE.ciSuccess;
  if (has(d.ps[seat]!, ADV.conversion)) gainCulture(d, seat, 1);
  const tg = cityById(d, targetId);
  if (takeover) {
    for (const u of d.units.slice()) if (u.h === tg.h && u.o === BARBARIAN) removeUnit(d, u.id);
    const c = cityMut(d, targetId);
    c.o = seat;
    c.mood = 0;
    emit(d, 'clash.event.takeover', seat, { hex: c.h });
    return;
  }
  const pieces = swappable(d, seat, tg);
  if (pieces.length === 1) swapPiece(d, seat, targetId, pieces[0]!);
  else if (pieces.length > 1) pushPick(d, seat, 'ciPiece', pieces, [targetId]);
}

export function swapPiece(d: Draft, seat: number, targetId: number, piece: number): void {
  const c = cityMut(d, targetId);
  const from = c.pc[piece]!;
  c.pc[piece] = seat;
  emit(d, 'clash.event.influence', seat, { hex: c.h, piece, from });
}
