/**
 * Battles (rules file §4.5, §4.9.2), one at a time, as a driver over `d.battle`:
 * start → (Siegecraft) → per combat round: combat cards (attacker, then defender) → before-roll
 * card effects → roll, hits, casualties → end check → the attacker continues or retreats.
 * A barbarian attack on a city lasts exactly one round and its hits take units, then city pieces.
 */
import type { Battle, City, ClashState } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import type { TacticsKind } from './tables/actioncards';
import * as tablesActioncardsMod from './tables/actioncards';
import * as tablesRulesMod from './tables/rules';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as decksMod from './decks';
import { captureBarbarians, capturePlayerCity } from './capture';
import * as objectivesMod from './objectives';

export const S_START = 0, S_CARDS = 1, S_ROLL = 2, S_END = 3, S_DONE = 4;
const ATT = 0, DEF = 1;

export interface BattleStart {
  kind: Battle['kind'];
  hex: number;
  att: number;
  def: number;
  units: number[];
  back: number[];
  backShip: number[];
  disembark: boolean;
  built: boolean;
  from: number;
  symbol: boolean;
}

/** Starts a battle and lets the driver run it. */
export function startBattle(d: Draft, b: BattleStart): void {
  const city = cityAt(d, b.hex);
  const defUnits = sideUnits(d, b.kind, b.hex, b.def, b.units, DEF);
  d.battle = {
    kind: b.kind, hex: b.hex, att: b.att, def: b.def, units: b.units.slice(), back: b.back.slice(), backShip: b.backShip.slice(),
    round: 1, step: S_START, cards: [NONE, NONE], noFortDie: false, noFortCancel: false, disembark: b.disembark, built: b.built,
    cityMood: city ? city.mood : NONE, defArmies0: defUnits.length, attUnits0: b.units.length, defUnits0: defUnits.length,
    killedByAtt: 0, killedByDef: 0, from: b.from, symbol: b.symbol, winner: '', dice: [[], []], hits: [0, 0],
    lostPieces: 0, absorbed: 0, pending: 0
  };
  emit(d, 'clash.event.battle', b.att === BARBARIAN ? null : b.att, { kind: b.kind, hex: b.hex, defender: b.def === BARBARIAN ? 'barbarians' : b.def, attackers: b.units.length, defenders: defUnits.length });
  pushAuto(d, { s: 'battle' });
}

/** Fighting units of one side: attackers = the listed units still alive; defenders = Armies (Ships at sea) of `owner` there. */
export function sideUnits(s: ClashState, kind: Battle['kind'], hex: number, owner: number, attackers: readonly number[], side: number): number[] {
  const kindWanted = kind === 'naval' ? SHIP : ARMY;
  if (side === ATT) return attackers.filter((id) => s.units.some((u) => u.id === id && u.k === kindWanted));
  const out: number[] = [];
  for (const u of s.units) if (u.h === hex && u.o === owner && u.k === kindWanted && u.c === NONE) out.push(u.id);
  return out;
}

function units(s: ClashState, side: number): number[] {
  const b = s.battle!;
  return sideUnits(s, b.kind, b.hex, b.def, b.units, side);
}

/** The defending city (land or barbarian battles at a city), if any. */
function battleCity(s: ClashState): City | null {
  const b = s.battle!;
  return b.kind === 'naval' ? null : cityAt(s, b.hex);
}

function fortressHere(s: ClashState): boolean {
  const c = battleCity(s);
  return c !== null && c.o === s.battle!.def && c.pc[FORTRESS] !== NONE;
}

/** Combat cards `seat` may play this round (§4.6): Tactics, matching tags and role. */
export function combatCardOptions(s: ClashState, seat: number): number[] {
  const b = s.battle!;
  const p = s.ps[seat]!;
  if (!has(p, ADV.tactics)) return [];
  const side = seat === b.att ? ATT : DEF;
  const haveArmy = b.kind !== 'naval' && units(s, side).length > 0;
  const haveShip = b.kind === 'naval' && units(s, side).length > 0;
  const haveFort = side === DEF && fortressHere(s);
  const out: number[] = [];
  for (const card of p.hand) {
    const t = TACTICS_DEFS[ACTION_CARDS[card]!.tactics];
    if (t.role === 'attacker' && side !== ATT) continue;
    if (t.role === 'defender' && side !== DEF) continue;
    if ((t.army && haveArmy) || (t.ship && haveShip) || (t.fortress && haveFort)) {
      if (t.kind === 'siege' && battleCity(s) === null) continue;
      if (t.kind === 'tacticalRetreat' && retreatHexes(s).length === 0) continue;
      out.push(card);
    }
  }
  return out.sort((x, y) => x - y);
}

/** A card decision is asked of every player with Tactics and a card in hand (so nobody learns whether it fits). */
function asksCard(s: ClashState, seat: number): boolean {
  return seat !== BARBARIAN && has(s.ps[seat]!, ADV.tactics) && s.ps[seat]!.hand.length > 0;
}

/** Land spaces next to the battle a Tactical Retreat may go to: no foreign units or city, room to stack. */
export function retreatHexes(s: ClashState): number[] {
  const b = s.battle!;
  if (b.kind !== 'land') return [];
  // Lazy import avoidance: adjacency via the board of this player count.
  const adj = boardAdj(s, b.hex);
  const armies = units(s, DEF).length;
  return adj.filter((h) => {
    const t = s.ter[h]!;
    if (t === 0 || t === 4) return false;
    const c = cityAt(s, h);
    if (c !== null && c.o !== b.def) return false;
    let own = 0;
    for (const u of s.units) {
      if (u.h !== h) continue;
      if (u.o !== b.def) return false;
      if (u.k === ARMY && u.c === NONE) own++;
    }
    return own + armies <= 4;
  });
}

import * as boardMod from './board';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, BARBARIAN, F_FOUGHT, F_STOP, NONE, ONCE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { ACTION_CARDS, TACTICS_DEFS } = tablesActioncardsMod;
const { ARMY, CV_PER_HIT, FORTRESS, SETTLER, SHIP, TEMPLE } = tablesRulesMod;
const { battleMut, cityAt, cityById, emit, has, removeUnit, rollDie, unitMut, player, turnMut } = stateMod;
const { push, pushAuto, pushPick } = stackMod;
const { discardAction, drawActionCard, takeFromHand } = decksMod;
const { battleObjectives } = objectivesMod;
const { citySize } = stateMod;
const { boardFor } = boardMod;
function boardAdj(s: ClashState, hex: number): readonly number[] {
  return boardFor(s.players).adj[hex]!;
}

/** The battle driver (an automatic frame). */
export function battleStep(d: Draft): void {
  const b = battleMut(d);
  switch (b.step) {
    case S_START: {
      const defs = units(d, DEF);
      if (b.kind !== 'barbarian' && defs.length === 0 && !(b.kind === 'land' && fortressHere(d))) {
        // Nothing fights back: Settlers alone lose at once, an undefended city falls (§4.5.2, §8.37).
        b.winner = 'att';
        b.step = S_DONE;
        break;
      }
      b.step = S_CARDS;
      const c = battleCity(d);
      if (b.kind === 'land' && c !== null && fortressHere(d) && has(d.ps[b.att]!, ADV.siegecraft)) {
        pushAuto(d, { s: 'battle' });
        push(d, { k: 'siege', seat: b.att });
        return;
      }
      break;
    }
    case S_CARDS: {
      b.cards = [NONE, NONE];
      b.step = S_ROLL;
      pushAuto(d, { s: 'battle' });
      // Attacker declares first (pushed last).
      if (asksCard(d, b.def)) push(d, { k: 'combatCard', seat: b.def });
      if (asksCard(d, b.att)) push(d, { k: 'combatCard', seat: b.att });
      return;
    }
    case S_ROLL:
      if (fightRound(d)) return;
      break;
    case S_END:
      if (endCheck(d)) return;
      break;
    case S_DONE:
      finishBattle(d);
      return;
  }
  pushAuto(d, { s: 'battle' });
}

/** Plays (or declines) a combat card; the card goes face up to the battle. */
export function playCombatCard(d: Draft, seat: number, card: number): void {
  const b = battleMut(d);
  const side = seat === b.att ? ATT : DEF;
  if (card === NONE) return;
  takeFromHand(d, seat, card);
  b.cards[side] = card;
  emit(d, 'clash.event.combatCard', seat, { card: TACTICS_DEFS[ACTION_CARDS[card]!.tactics].name });
}

function tactic(b: Battle, side: number): TacticsKind | null {
  const c = b.cards[side]!;
  return c === NONE ? null : ACTION_CARDS[c]!.tactics;
}

/** Removes `n` fighting units of `side` (ships carrying the fewest units first). Returns the number removed. */
function removeCasualties(d: Draft, side: number, n: number): number {
  const b = d.battle!;
  let list = units(d, side);
  if (b.kind === 'naval') {
    const cargo = (id: number) => d.units.filter((u) => u.c === id).length;
    list = list.slice().sort((x, y) => cargo(x) - cargo(y) || x - y);
  }
  const k = Math.min(n, list.length);
  for (let i = 0; i < k; i++) removeUnit(d, list[i]!);
  return k;
}

/** One combat round: card effects, dice, hits, casualties. Returns true when a decision was pushed. */
function fightRound(d: Draft): boolean {
  const b = battleMut(d);
  const first = b.round === 1;
  const tAtt = tactic(b, ATT), tDef = tactic(b, DEF);
  let cardAtt = tAtt, cardDef = tDef;
  // Scout cancels the opponent's card and takes it (two Scouts cancel each other).
  if (tAtt === 'scout' || tDef === 'scout') {
    if (tAtt === 'scout' && tDef === 'scout') {
      cardAtt = null;
      cardDef = null;
    } else if (tAtt === 'scout') {
      if (b.cards[DEF] !== NONE) moveCardTo(d, b.cards[DEF]!, b.att);
      b.cards[DEF] = NONE;
      cardDef = null;
    } else {
      if (b.cards[ATT] !== NONE) moveCardTo(d, b.cards[ATT]!, b.def);
      b.cards[ATT] = NONE;
      cardAtt = null;
    }
  }
  // Martyr: both lose a unit, the opponent's card is ignored.
  if (cardAtt === 'martyr' || cardDef === 'martyr') {
    if (cardAtt === 'martyr') {
      b.killedByDef += removeCasualties(d, ATT, 1);
      b.killedByAtt += removeCasualties(d, DEF, 1);
      cardDef = null;
    }
    if (cardDef === 'martyr') {
      b.killedByAtt += removeCasualties(d, DEF, 1);
      b.killedByDef += removeCasualties(d, ATT, 1);
      cardAtt = null;
    }
  }
  // Tactical Retreat: the defenders withdraw before the roll and the attacker wins.
  if (cardDef === 'tacticalRetreat' && retreatHexes(d).length > 0) {
    b.winner = 'att';
    b.step = S_DONE;
    discardPlayed(d);
    pushAuto(d, { s: 'battle' });
    const hexes = retreatHexes(d);
    if (hexes.length === 1) withdrawDefenders(d, hexes[0]!);
    else pushPick(d, b.def, 'retreatHex', hexes, []);
    return true;
  }
  // Archers: a die before the roll, 5–6 kills one enemy unit.
  for (const side of [ATT, DEF]) {
    const t = side === ATT ? cardAtt : cardDef;
    if (t === 'archers' && rollDie(d) >= 5) {
      if (side === ATT) b.killedByAtt += removeCasualties(d, DEF, 1);
      else b.killedByDef += removeCasualties(d, ATT, 1);
    }
  }
  const cards = [cardAtt, cardDef];
  const nUnits = [units(d, ATT).length, units(d, DEF).length];
  // Peltasts: a die per own Army; any 5–6 cancels one hit.
  const cancel = [0, 0];
  for (const side of [ATT, DEF]) {
    if (cards[side] === 'peltasts') {
      let ok = false;
      for (let i = 0; i < nUnits[side]!; i++) if (rollDie(d) >= 5) ok = true;
      if (ok) cancel[side]! += 1;
    }
    if (cards[side] === 'improvedDefenses') cancel[side]! += 1;
  }
  const city = battleCity(d);
  const fort = city !== null && fortressHere(d);
  // Dice.
  const dice = [nUnits[ATT]!, nUnits[DEF]!];
  if (first && fort && !b.noFortDie && cards[ATT] !== 'siege') dice[DEF]! += 1;
  for (const side of [ATT, DEF]) {
    const t = cards[side];
    if (t === 'highGround' || t === 'flanking' || t === 'forThePeople' || t === 'defensiveFormation') dice[side]! += 1;
  }
  const rolled: number[][] = [[], []];
  const cv = [0, 0];
  for (const side of [ATT, DEF]) {
    for (let i = 0; i < dice[side]!; i++) {
      const v = rollDie(d);
      rolled[side]!.push(v);
      cv[side]! += v;
    }
  }
  // Combat value modifiers.
  for (const side of [ATT, DEF]) {
    const t = cards[side];
    if (t === 'highMorale') cv[side]! += 2;
    if (t === 'surprise' || t === 'siege') cv[side]! += 1;
    if (t === 'wedgeFormation') cv[side]! += nUnits[DEF]!;
    if (t === 'heavyResistance') cv[1 - side]! = Math.max(0, cv[1 - side]! - nUnits[ATT]!);
    const seat = side === ATT ? b.att : b.def;
    if (first && seat !== BARBARIAN && city !== null && city.pc[TEMPLE] !== NONE && has(d.ps[seat]!, ADV.fanaticism)) cv[side]! += 2;
  }
  const hits = [Math.floor(cv[ATT]! / CV_PER_HIT), Math.floor(cv[DEF]! / CV_PER_HIT)];
  if (first && b.kind !== 'naval') {
    // Steel Weapons: +1 hit against an enemy without it (barbarians never have it).
    for (const side of [ATT, DEF]) {
      const seat = side === ATT ? b.att : b.def;
      const other = side === ATT ? b.def : b.att;
      if (seat === BARBARIAN || nUnits[side] === 0 || !has(d.ps[seat]!, ADV.steelWeapons)) continue;
      if (other === BARBARIAN || !has(d.ps[other]!, ADV.steelWeapons)) hits[side]! += 1;
    }
  }
  if (first) {
    if (fort && !b.noFortCancel) cancel[DEF]! += 1;
    if (b.kind === 'naval') {
      for (const side of [ATT, DEF]) if (has(d.ps[side === ATT ? b.att : b.def]!, ADV.warships)) cancel[side]! += 1;
    } else if (b.disembark && b.att !== BARBARIAN && has(d.ps[b.att]!, ADV.warships)) cancel[ATT]! += 1;
  }
  // hits[side] = hits scored BY side; cancel[side] = hits cancelled on side.
  const taken = [Math.max(0, hits[DEF]! - cancel[ATT]!), Math.max(0, hits[ATT]! - cancel[DEF]!)];
  // Encircled: scoring at least as many hits as taken earns a die; 5–6 = one hit that cannot be cancelled.
  for (const side of [ATT, DEF]) {
    if (cards[side] === 'encircled' && taken[1 - side]! >= taken[side]! && rollDie(d) >= 5) taken[1 - side]! += 1;
  }
  b.dice = rolled;
  b.hits = [taken[DEF]!, taken[ATT]!];
  emit(d, 'clash.event.combatRoll', null, {
    round: b.round, attackerDice: rolled[ATT]!.join(' '), defenderDice: rolled[DEF]!.join(' '),
    attackerHits: taken[DEF]!, defenderHits: taken[ATT]!
  });
  for (const side of [ATT, DEF]) {
    const seat = side === ATT ? b.att : b.def;
    if (cards[side] === 'surprise' && taken[1 - side]! > 0 && seat !== BARBARIAN) drawActionCard(d, seat);
  }
  discardPlayed(d);
  // Casualties, simultaneously (both counts were fixed above).
  b.killedByDef += removeCasualties(d, ATT, taken[ATT]!);
  if (b.kind === 'barbarian') {
    b.step = S_END;
    b.pending = taken[DEF]!;
    if (b.pending > 0) {
      pushAuto(d, { s: 'battle' });
      allocateBarbarianHits(d);
      return true;
    }
    return false;
  }
  b.killedByAtt += removeCasualties(d, DEF, taken[DEF]!);
  b.step = S_END;
  return false;
}

function moveCardTo(d: Draft, card: number, seat: number): void {
  player(d, seat).hand.push(card);
}

function discardPlayed(d: Draft): void {
  const b = battleMut(d);
  for (const side of [ATT, DEF]) {
    if (b.cards[side] !== NONE) {
      discardAction(d, b.cards[side]!);
      b.cards[side] = NONE;
    }
  }
}

/** Barbarian hits on a city: its units first (owner's choice of Settler or Army), then pieces. */
export function barbarianHitOptions(s: ClashState): number[] {
  const b = s.battle!;
  const c = cityAt(s, b.hex);
  const opts: number[] = [];
  let settlers = 0, armies = 0;
  for (const u of s.units) {
    if (u.h !== b.hex || u.o !== b.def || u.c !== NONE) continue;
    if (u.k === SETTLER) settlers++;
    if (u.k === ARMY) armies++;
  }
  if (settlers > 0) opts.push(HIT_SETTLER);
  if (armies > 0) opts.push(HIT_ARMY);
  if (opts.length > 0 || c === null) return opts;
  for (let piece = 0; piece < 4; piece++) if (c.pc[piece] !== NONE) opts.push(piece);
  if (opts.length === 0) opts.push(HIT_SETTLEMENT);
  return opts;
}
export const HIT_SETTLER = 10, HIT_ARMY = 11, HIT_SETTLEMENT = 4;

function allocateBarbarianHits(d: Draft): void {
  const b = battleMut(d);
  while (b.pending > 0) {
    const opts = barbarianHitOptions(d);
    if (opts.length === 0) {
      b.pending = 0;
      return;
    }
    if (opts.length > 1) {
      push(d, { k: 'hits', seat: b.def, left: b.pending });
      return;
    }
    applyBarbarianHit(d, opts[0]!);
  }
}

/** One barbarian hit on the city side; `what` is HIT_SETTLER, HIT_ARMY, a piece index or HIT_SETTLEMENT. */
export function applyBarbarianHit(d: Draft, what: number): void {
  const b = battleMut(d);
  b.pending -= 1;
  if (what === HIT_SETTLER || what === HIT_ARMY) {
    const kind = what === HIT_SETTLER ? SETTLER : ARMY;
    const u = d.units.find((x) => x.h === b.hex && x.o === b.def && x.c === NONE && x.k === kind)!;
    removeUnit(d, u.id);
    b.absorbed += 1;
    return;
  }
  const c = cityAt(d, b.hex)!;
  b.lostPieces += 1;
  if (what === HIT_SETTLEMENT) {
    d.cities.splice(d.cities.indexOf(c), 1);
    emit(d, 'clash.event.cityDestroyed', c.o, { hex: c.h });
    b.pending = 0;
    return;
  }
  const copy = { ...c, pc: c.pc.slice() };
  copy.pc[what] = NONE;
  if (what === 3) copy.port = NONE;
  d.cities[d.cities.indexOf(c)] = copy;
  emit(d, 'clash.event.pieceLost', c.o, { hex: c.h, piece: what });
}

/** After the round: decide how the battle goes on. Returns true when a decision was pushed. */
function endCheck(d: Draft): boolean {
  const b = battleMut(d);
  if (b.pending > 0) {
    allocateBarbarianHits(d);
    if (b.pending > 0) {
      pushAuto(d, { s: 'battle' });
      return true;
    }
  }
  const a = units(d, ATT).length, df = units(d, DEF).length;
  if (b.kind === 'barbarian') {
    b.winner = a === 0 ? 'def' : 'att';
    b.step = S_DONE;
    return false;
  }
  if (a === 0 && df === 0) b.winner = 'none';
  else if (a === 0) b.winner = 'def';
  else if (df === 0) b.winner = 'att';
  if (b.winner !== '') {
    b.step = S_DONE;
    return false;
  }
  b.round += 1;
  b.step = S_CARDS;
  if (b.built) return false;
  pushAuto(d, { s: 'battle' });
  push(d, { k: 'retreat', seat: b.att });
  return true;
}

/** The attacker stops the attack: every attacker goes back to where it came from (§8.36). */
export function retreat(d: Draft): void {
  const b = battleMut(d);
  b.winner = 'retreat';
  b.step = S_DONE;
  // Every attacking unit still there goes back, Settlers that came with the Armies included.
  const alive = b.units.filter((id) => d.units.some((u) => u.id === id));
  for (const id of alive) {
    const i = b.units.indexOf(id);
    const u = unitMut(d, id);
    u.h = b.back[i]!;
    u.c = b.backShip[i]!;
    if (u.k === SHIP) for (const cargo of d.units) if (cargo.c === id) unitMut(d, cargo.id).h = u.h;
  }
  // Settlers that came with the army go back too.
  emit(d, 'clash.event.retreat', b.att, { hex: b.hex });
}

/** Tactical Retreat: the defenders (Armies and Settlers) withdraw to `hex`. */
export function withdrawDefenders(d: Draft, hex: number): void {
  const b = d.battle!;
  for (const u of d.units.slice()) if (u.h === b.hex && u.o === b.def && u.c === NONE) unitMut(d, u.id).h = hex;
  emit(d, 'clash.event.tacticalRetreat', b.def, { to: hex });
}

/** Ends the battle: capture, occupation, flags, Fanaticism, objectives. */
function finishBattle(d: Draft): void {
  const b = d.battle!;
  const city = cityAt(d, b.hex);
  const winner = b.winner;
  const attackers = units(d, ATT);
  // Every surviving unit that took part has fought this Turn.
  for (const id of attackers) unitMut(d, id).f |= F_FOUGHT | F_STOP;
  for (const id of units(d, DEF)) unitMut(d, id).f |= F_FOUGHT | F_STOP;
  if (b.kind === 'barbarian') {
    finishBarbarianAttack(d);
    return;
  }
  emit(d, 'clash.event.battleOver', b.att, { hex: b.hex, winner });
  // Settlers each side kills here (Scavenger counts them; row 65).
  const killedSettlers = [0, 0];
  const settlersKilled = (victim: number) => d.units.filter((u) => u.h === b.hex && u.o === victim && u.k === SETTLER && u.c === NONE).length;
  if (winner === 'att' && b.kind === 'land') killedSettlers[ATT] = settlersKilled(b.def);
  if (winner === 'def' && b.kind === 'land') killedSettlers[DEF] = settlersKilled(b.att);
  if (winner === 'att' && b.kind === 'land') {
    // Defending Settlers there lose automatically.
    for (const u of d.units.slice()) if (u.h === b.hex && u.o === b.def && u.c === NONE) removeUnit(d, u.id);
    // Settlers that came with the attack stay with the Armies.
    for (const u of d.units) if (u.h === b.hex && u.o === b.att && u.k === SETTLER && u.c === NONE) unitMut(d, u.id).f |= F_STOP | F_FOUGHT;
  }
  if (winner === 'def' && b.kind === 'land') {
    // Settlers that came with a destroyed Army die with it (§8.37).
    for (const u of d.units.slice()) if (u.h === b.hex && u.o === b.att && u.c === NONE) removeUnit(d, u.id);
  }
  if (b.att !== BARBARIAN && d.phase === 'play' && d.t.seat === b.att && b.kind === 'land') {
    const t = turnMut(d);
    t.battles.push(b.hex);
    t.wins.push(winner === 'att');
    if (winner === 'att') t.once |= ONCE.wonLand;
  }
  const loserSeat = winner === 'att' ? b.def : winner === 'def' ? b.att : NONE;
  d.battle = null;
  // Objectives and follow-ups run after the capture decisions (pushed first, so they come last).
  battleObjectives(d, b, winner, city, killedSettlers);
  if (loserSeat !== NONE && loserSeat !== BARBARIAN) fanaticism(d, loserSeat, b, city);
  if (winner === 'att' && city !== null && city.o !== b.att && b.kind === 'land') {
    if (city.o === BARBARIAN) captureBarbarians(d, b.att, city.id, b.killedByAtt);
    else capturePlayerCity(d, b.att, city.id, b.cityMood);
  }
}

/** Fanaticism (§8.42): the loser of a battle in a city with a Temple gets 1 free Army in another of their cities. */
function fanaticism(d: Draft, seat: number, b: Battle, city: City | null): void {
  if (city === null || city.pc[TEMPLE] === NONE || !has(d.ps[seat]!, ADV.fanaticism)) return;
  const opts = d.cities.filter((c) => c.o === seat && c.id !== city.id && armyRoom(d, seat, c.h)).map((c) => c.id);
  if (opts.length === 0 || d.units.filter((u) => u.o === seat && u.k === ARMY).length >= 16) return;
  pushPick(d, seat, 'fanaticismCity', opts, []);
}

export function armyRoom(s: ClashState, seat: number, hex: number): boolean {
  let n = 0;
  for (const u of s.units) if (u.h === hex && u.o === seat && u.k === ARMY && u.c === NONE) n++;
  return n < 4;
}

/** After a barbarian attack: mood (size lost → Angry; hits on units only → one step worse), Resistance. */
function finishBarbarianAttack(d: Draft): void {
  const b = d.battle!;
  const c = cityAt(d, b.hex);
  if (c !== null && c.o === b.def) {
    const copy = { ...c, pc: c.pc.slice() };
    if (b.lostPieces > 0) copy.mood = ANGRY;
    else if (b.absorbed > 0 && copy.mood > ANGRY) copy.mood -= 1;
    if (copy.mood !== c.mood) {
      d.cities[d.cities.indexOf(c)] = copy;
      emit(d, 'clash.event.moodDown', c.o, { hex: c.h, mood: copy.mood, why: 'barbarians' });
    }
  }
  emit(d, 'clash.event.barbarianAttackOver', b.def, { hex: b.hex, killed: b.killedByDef, lost: b.lostPieces });
  d.battle = null;
  battleObjectives(d, b, b.winner, c);
}
