/**
 * `pick` frames: one choice among a list of numbers (cities, hexes, seats, advances, packed
 * pairs; −1 = decline where allowed). `pickOptions` lists them; `applyPick` carries the choice
 * out. The question (`q`) says what is being chosen; describe.ts words it.
 */
import type { ClashState, PickFrame } from './types';
import * as typesMod from './types';
import * as tablesActioncardsMod from './tables/actioncards';
import * as tablesObjectivesMod from './tables/objectives';
import * as tablesRulesMod from './tables/rules';
import * as boardMod from './board';
import * as payMod from './pay';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as barbariansMod from './barbarians';
import * as exploreMod from './explore';
import * as cityMod from './city';
import * as eventsMod from './events';
import * as captureMod from './capture';
import * as cardsMod from './cards';
import * as advancesMod from './advances';
import * as eligibilityMod from './eligibility';
import * as influenceMod from './influence';
import * as objectivesMod from './objectives';
import * as combatMod from './combat';
import * as statusMod from './status';
import * as paymentMod from './payment';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { FREE_CARD, HAPPY, NONE } = typesMod;
const { ACTION_CARDS } = tablesActioncardsMod;
const { OBJECTIVE_CARDS } = tablesObjectivesMod;
const { ARMY, FOOD, SETTLER, TEMPLE } = tablesRulesMod;
const { FOREST, boardFor } = boardMod;
const { S_FOOD, S_GOLD } = payMod;
const { addUnit, cityById, cityMut, emit, gain, gainCulture, gainMood, player, removeUnit, turnMut, citySize } = stateMod;
const { pushAuto, pushPick } = stackMod;
const { reinforce, spawnSettlement, barbarianAttack, unpackPair } = barbariansMod;
const { placeBarbarians, explore, freeOrientations } = exploreMod;
const { applyEventMoodLoss, eventMoodLoss, addPiece, finishActivation, setMood } = cityMod;
const { quakeOptions, settlerCities } = eventsMod;
const { keepBarbarianCity, razeBarbarians } = captureMod;
const { takeFreeAdvance, playCivil, civilOf } = cardsMod;
const { placeMovedCubes } = advancesMod;
const { influenceSucceeds, rollInfluence, swapPiece } = influenceMod;
const { completeObjective, statusOptions } = objectivesMod;
const { withdrawDefenders } = combatMod;
const { razeCity } = statusMod;
const { payThen } = paymentMod;
const { advancesOf } = stateMod;
const { advanceNeeds, usePriesthoodIfFree, freeAdvanceOptions } = eligibilityMod;

/** Questions never settled by the engine even with one option (asked whenever a hidden hand could hold an answer). */
export const NEVER_FORCED: readonly string[] = ['window'];

export function pickOptions(s: ClashState, f: PickFrame): number[] {
  const p = s.ps[f.seat]!;
  switch (f.q) {
    case 'window':
      return [...p.hand.filter((c) => civilOf(c) === 'newIdeas').slice(0, 1), -1];
    // Paying choices are offered only while the payment is still there (several may be queued).
    case 'myths':
      return p.mt > 0 ? [0, 1] : [0];
    case 'freeEducation':
      return p.res[3]! > 0 ? [0, 1] : [0];
    case 'sanitation':
      return p.res[FOOD]! > 0 || p.res[4]! > 0 ? [0, 1] : [0];
    case 'ciBoost':
      return p.ct >= f.ctx[1]! ? [0, 1] : [0];
    case 'heroStep':
      return f.ctx[0] === 1 && p.mt === 0 ? [-1] : f.opts.slice();
    default:
      return f.opts.slice();
  }
}

/** Destroys a city (Volcano): its units go, each piece gives its owner 1 VP. */
function destroyCity(d: Draft, cityId: number): void {
  const c = cityById(d, cityId);
  for (const u of d.units.slice()) if (u.h === c.h && u.o === c.o) removeUnit(d, u.id);
  player(d, c.o).evp += 2;
  for (const x of c.pc) if (x !== NONE && x < 4) player(d, x).evp += 2;
  d.cities.splice(d.cities.indexOf(c), 1);
  emit(d, 'clash.event.cityDestroyed', c.o, { hex: c.h });
}

/** Cities on the Forest area connected to `hex` (Fire). */
function forestArea(s: ClashState, hex: number): number[] {
  const board = boardFor(s.players);
  const seen = new Set<number>([hex]);
  const queue = [hex];
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const x of board.adj[h]!) if (!seen.has(x) && s.ter[x] === FOREST) {
      seen.add(x);
      queue.push(x);
    }
  }
  return s.cities.filter((c) => seen.has(c.h)).map((c) => c.id);
}

export function applyPick(d: Draft, f: PickFrame, v: number): void {
  const seat = f.seat;
  switch (f.q) {
    case 'barbarianSpawn': return spawnSettlement(d, v);
    case 'barbarianExtra': return reinforce(d, v);
    case 'barbarianAttacker': {
      const [b, c] = unpackPair(v);
      return barbarianAttack(d, b, c, true);
    }
    case 'mercTarget': {
      const [b, c] = unpackPair(v);
      return barbarianAttack(d, b, c, false);
    }
    case 'exhaust':
      d.exhausted = [...d.exhausted, v];
      emit(d, 'clash.event.exhausted', seat, { hex: v });
      return;
    case 'barbarianSite': return placeBarbarians(d, v);
    case 'moodLoss':
    case 'floodCity':
      return eventMoodLoss(d, v, false);
    case 'angryCity': return eventMoodLoss(d, v, true);
    case 'myths':
      if (v === 1) {
        player(d, seat).mt -= 1;
        emit(d, 'clash.event.myths', seat, { hex: cityById(d, f.ctx[0]!).h });
      } else applyEventMoodLoss(d, f.ctx[0]!, f.ctx[1] === 1);
      return;
    case 'sharePlayer': {
      const [kind, n] = [f.ctx[0]!, f.ctx[1]!];
      if (kind === 5) gainCulture(d, v, n);
      else gain(d, v, kind, n);
      return;
    }
    case 'settlerPlayer': {
      const opts = settlerCities(d, v);
      if (opts.length > 0) pushPick(d, v, 'boomCity', opts, []);
      return;
    }
    case 'boomCity':
    case 'refugeeCity':
    case 'explorerSettler':
    case 'settlerCity': {
      if (d.units.filter((u) => u.o === seat && u.k === SETTLER).length >= 4) return;
      addUnit(d, seat, SETTLER, cityById(d, v).h);
      emit(d, 'clash.event.settler', seat, { hex: cityById(d, v).h });
      return;
    }
    case 'loseUnit':
      removeUnit(d, v);
      emit(d, 'clash.event.unitLost', seat, {});
      return;
    case 'volcano': return destroyCity(d, v);
    case 'quakePiece': {
      const cityId = Math.floor(v / 4), piece = v % 4;
      const c = cityMut(d, cityId);
      const owner = c.pc[piece]!;
      c.pc[piece] = NONE;
      if (piece === 3) c.port = NONE;
      if (owner !== NONE && owner < 4) player(d, owner).evp += 2;
      emit(d, 'clash.event.pieceLost', c.o, { hex: c.h, piece });
      const affected = [...f.ctx.slice(1).filter((x) => x >= 0), cityId].filter((x, i, a) => a.indexOf(x) === i);
      const left = f.ctx[0]!;
      const opts = quakeOptions(d, seat);
      if (left > 0 && opts.length > 0) pushPick(d, seat, 'quakePiece', opts, [left - 1, ...affected]);
      else for (const id of affected) eventMoodLoss(d, id, false);
      return;
    }
    case 'civilWar': {
      const c = cityById(d, v);
      const army = d.units.find((u) => u.o === seat && u.k === ARMY && u.h === c.h && u.c === NONE)!;
      removeUnit(d, army.id);
      return eventMoodLoss(d, v, false);
    }
    case 'uprising': {
      const m = Math.floor(v / 10), c = v % 10;
      const p = player(d, seat);
      p.mt -= m;
      p.ct -= c;
      p.evp += m + c;
      return;
    }
    case 'stability':
      gainMood(d, seat, v);
      gainCulture(d, seat, f.ctx[0]! - v);
      return;
    case 'reformer': {
      const temples = d.cities.filter((c) => c.o === seat && c.pc[TEMPLE] === seat).map((c) => c.id);
      pushPick(d, v, 'reformTemple', temples, [seat]);
      return;
    }
    case 'reformTemple': {
      const c = cityMut(d, v);
      c.pc[TEMPLE] = seat;
      emit(d, 'clash.event.reformation', seat, { hex: c.h });
      return;
    }
    case 'fireCity':
      for (const id of forestArea(d, cityById(d, v).h)) eventMoodLoss(d, id, false);
      return;
    case 'keepRaze':
      if (v === 0) keepBarbarianCity(d, seat, f.ctx[0]!);
      else razeBarbarians(d, seat, f.ctx[0]!);
      return;
    case 'freeAdvance': return takeFreeAdvance(d, seat, v);
    case 'govCubes': return placeMovedCubes(d, seat, f.ctx[0]!, v);
    case 'reserveWonder':
      player(d, seat).reserved = v;
      emit(d, 'clash.event.reserve', seat, { wonder: v });
      return;
    case 'ciPiece': return swapPiece(d, seat, f.ctx[0]!, v);
    case 'ciBoost':
      if (v === 1) {
        player(d, seat).ct -= f.ctx[1]!;
        influenceSucceeds(d, seat, f.ctx[0]!, f.ctx[2] === 1);
      } else emit(d, 'clash.event.influenceFails', seat, {});
      return;
    case 'temple':
    case 'nationalism':
      if (v === 0) gainMood(d, seat, 1);
      else gainCulture(d, seat, 1);
      return;
    case 'freeEducation':
      if (v === 1) {
        player(d, seat).res[3]! -= 1;
        gainMood(d, seat, 1);
      }
      return;
    case 'chemistry':
      gain(d, seat, v, 1);
      return;
    case 'firstPlayer':
      d.first = v;
      emit(d, 'clash.event.firstPlayer', seat, { first: v });
      return;
    case 'raze':
      if (v >= 0) razeCity(d, seat, v);
      return;
    case 'objective': {
      if (v < 0) return;
      const card = Math.floor(v / 2), half = v % 2;
      completeObjective(d, seat, card, half);
      const done = d.statusDone.slice();
      done[seat] = [...done[seat]!, OBJECTIVE_CARDS[card]![half]!];
      d.statusDone = done;
      const more = statusOptions(d, seat);
      if (more.length > 0) pushPick(d, seat, 'objective', [...more, -1], []);
      return;
    }
    case 'fanaticismCity':
    case 'militiaCity':
      addUnit(d, seat, ARMY, cityById(d, v).h);
      emit(d, 'clash.event.army', seat, { hex: cityById(d, v).h });
      return;
    case 'retreatHex': return withdrawDefenders(d, v);
    case 'heroStep': {
      if (v < 0) return;
      const stage = f.ctx[0]!;
      if (stage === 1) player(d, seat).mt -= 1;
      setMood(d, v, cityById(d, v).mood + 1, 'card');
      if (stage === 0 && d.ps[seat]!.mt > 0) {
        const opts = d.cities.filter((c) => c.o === seat && c.mood < HAPPY).map((c) => c.id);
        if (opts.length > 0) pushPick(d, seat, 'heroStep', [...opts, -1], [1]);
      }
      return;
    }
    case 'spyTarget': {
      const me = d.ps[seat]!, them = d.ps[v]!;
      const opts = [-1];
      for (const a of me.hand) for (const b of them.hand) opts.push(a * 100 + b);
      for (const a of me.obj) for (const b of them.obj) opts.push(10000 + a * 100 + b);
      pushPick(d, seat, 'spySwap', opts, [v]);
      return;
    }
    case 'spySwap': {
      if (v < 0) return;
      const other = f.ctx[0]!;
      const obj = v >= 10000;
      const mine = Math.floor((v % 10000) / 100), theirs = v % 100;
      const a = player(d, seat), b = player(d, other);
      const ha = obj ? a.obj : a.hand, hb = obj ? b.obj : b.hand;
      ha.splice(ha.indexOf(mine), 1, theirs);
      hb.splice(hb.indexOf(theirs), 1, mine);
      emit(d, 'clash.event.spySwap', seat, { with: other, kind: obj ? 'Objective' : 'Action' });
      return;
    }
    case 'newPlans': {
      player(d, seat).obj.push(v);
      const back = f.ctx.filter((c) => c !== v);
      d.objectiveDeck = [...back, ...d.objectiveDeck];
      return;
    }
    case 'techTradeTake': {
      const other = Math.floor(v / 64), a = v % 64;
      const give = freeAdvanceOptions(d, other, advancesOf(d.ps[seat]!));
      // The other player's gain comes after ours (pushed first).
      if (give.length > 0) pushPick(d, other, 'techTradeGive', give, [seat]);
      takeFreeAdvance(d, seat, a);
      return;
    }
    case 'techTradeGive': return takeFreeAdvance(d, seat, v);
    case 'explorerRegion':
      return explore(d, seat, v, freeOrientations(d, v), { c: 'card' });
    case 'optionalEvent': {
      if (v === 1) {
        const top = d.stack[d.stack.length - 1]!;
        if (top.k === 'auto' && top.a.s === 'event') d.stack[d.stack.length - 1] = { k: 'auto', a: { ...top.a, full: true } };
      }
      return;
    }
    case 'currency': {
      const n = f.ctx[0]!;
      gain(d, seat, 4, v);
      gain(d, seat, FOOD, n - v);
      emit(d, 'clash.event.tradeRoutes', seat, { food: n - v, gold: v });
      return;
    }
    case 'window':
      if (v >= 0) playCivil(d, seat, v);
      return;
    case 'sanitation':
      if (v === 1) payThen(d, seat, [{ n: 1, src: S_FOOD | S_GOLD }], { i: 'sanitation', city: f.ctx[0]! });
      return;
    case 'pyramid':
      if (v >= 0) {
        if (f.ctx[1]! > 1) pushAuto(d, { s: 'pyramid', seat, city: f.ctx[0]!, left: f.ctx[1]! - 1 });
        rollInfluence(d, seat, f.ctx[0]!, v, false);
      }
      return;
    case 'culturalTakeover': {
      const [a, b] = unpackPair(v);
      return rollInfluence(d, seat, a, b, true);
    }
    case 'development': {
      const cityId = Math.floor(v / 1000), piece = Math.floor((v % 1000) / 100), port = (v % 100) - 1;
      finishActivation(d, cityId);
      return addPiece(d, seat, cityId, piece, port);
    }
    case 'truce':
      turnMut(d).truce = v;
      player(d, v).truce = seat;
      emit(d, 'clash.event.truce', seat, { with: v });
      return;
    case 'assassinate':
      player(d, v).lose = 1;
      emit(d, 'clash.event.assassination', seat, { target: v });
      return;
    case 'synergyFirst': {
      // ctx[0] = 0: the first of two advances; 1: the second.
      return payThenAdvance(d, seat, v, f.ctx[0] === 0);
    }
    case 'bartering':
    case 'lighthouseShip':
    case 'civicMore':
      return;
  }
}

function payThenAdvance(d: Draft, seat: number, a: number, first: boolean): void {
  const needs = advanceNeeds(d, seat, a, true);
  usePriesthoodIfFree(d, seat, a);
  if (first) payThen(d, seat, needs, { i: 'synergy', first: a });
  else payThen(d, seat, needs, { i: 'advance', a, how: 'buy' });
}

