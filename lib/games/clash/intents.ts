/**
 * What a payment pays for (the `then` of a `pay` frame): acquiring an advance, a Build, a new
 * piece, a Wonder, a Civic Improvement step, Siegecraft, a group move, a Collect with Husbandry…
 */
import type { Intent } from './types';
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesWondersMod from './tables/wonders';
import * as tablesRulesMod from './tables/rules';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import * as advancesMod from './advances';
import * as cityMod from './city';
import * as collectMod from './collect';
import * as wondersMod from './wonders';
import * as combatMod from './combat';
import * as objectivesMod from './objectives';
import * as moveMod from './move';
import * as barbariansMod from './barbarians';
import { wonderfulEndSpace } from './rounds';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE, ONCE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { W } = tablesWondersMod;
const { ARMY, FOOD, ORE, SETTLER, SHIP, WOOD } = tablesRulesMod;
const { addUnit, battleMut, cityById, emit, has, turnMut } = stateMod;
const { pushAuto, pushPick } = stackMod;
const { gainAdvance } = advancesMod;
const { addPiece, finishActivation, setMood } = cityMod;
const { takeGain } = collectMod;
const { placeWonder } = wondersMod;
const { startBattle } = combatMod;
const { checkInstant } = objectivesMod;
const { executeGroup } = moveMod;
const { barbarianAttack, unpackPair } = barbariansMod;
const { gain } = stateMod;

export function runIntent(d: Draft, seat: number, it: Intent, paid: readonly number[]): void {
  switch (it.i) {
    case 'advance':
      gainAdvance(d, seat, it.a, it.how, paid[3]! > 0 || paid[4]! > 0);
      return;
    case 'steel':
      gainAdvance(d, seat, ADV.steelWeapons, 'free');
      return;
    case 'synergy':
      // The second advance is chosen once the first has fully resolved (its step is pushed first).
      pushAuto(d, { s: 'synergy', seat, first: it.first });
      gainAdvance(d, seat, it.first, 'buy', paid[3]! > 0 || paid[4]! > 0);
      return;
    case 'build':
      build(d, seat, it.city, it.units, it.draft, paid);
      return;
    case 'grow': {
      const activates = !(it.piece === 0 && d.cities.some((c) => c.w === W.mausoleum && c.o === seat));
      if (activates) finishActivation(d, it.city);
      addPiece(d, seat, it.city, it.piece, it.port);
      return;
    }
    case 'wonder': {
      const c = cityById(d, it.city);
      // The Wonder stands before the activation ends (a new Great Lighthouse lets a Ship move).
      placeWonder(d, seat, it.city, it.w);
      finishActivation(d, it.city);
      if (d.rules.length === 'wonder' && d.phase === 'play' && wonderfulEndSpace(d)) d.endAfterRound = d.round;
      if (it.w === W.greatPyramid) pushAuto(d, { s: 'pyramid', seat, city: it.city, left: 2 });
      if (it.w === W.greatLighthouse) shipBattleAt(d, seat, c.port);
      checkInstant(d, seat, { on: 'wonder' });
      return;
    }
    case 'civic': {
      const c = cityById(d, it.city);
      setMood(d, it.city, c.mood + 1, 'civic');
      return;
    }
    case 'siegecraft': {
      const b = battleMut(d);
      b.noFortDie = it.die;
      b.noFortCancel = it.hit;
      emit(d, 'clash.event.siegecraft', seat, { die: it.die, hit: it.hit });
      return;
    }
    case 'mausoleum':
      return;
    case 'husbandry':
      turnMut(d).once |= ONCE.husbandry;
      return;
    case 'group':
      executeGroup(d, seat, { k: 'move', seat, left: 0, from: it.from, to: it.to, mode: it.mode, roads: it.roads, only: 0, backs: 0 }, it.units);
      return;
    case 'collect': {
      const c = cityById(d, it.city);
      if (it.husbandry) turnMut(d).once |= ONCE.husbandry;
      takeGain(d, seat, c, it.gain);
      finishActivation(d, it.city);
      if (d.t.seat === seat) {
        const t = turnMut(d);
        t.collects += 1;
        t.once &= ~(ONCE.productionFocus | ONCE.massProduction);
      }
      return;
    }
    case 'mercenaries': {
      const [b, c] = unpackPair(it.pair);
      barbarianAttack(d, b, c, false);
      return;
    }
    case 'sanitation':
      addUnit(d, seat, SETTLER, cityById(d, it.city).h);
      emit(d, 'clash.event.settler', seat, { hex: cityById(d, it.city).h });
      return;
  }
}

function build(d: Draft, seat: number, cityId: number, units: readonly number[], draft: number, paid: readonly number[]): void {
  const c = cityById(d, cityId);
  for (let i = 0; i < units[0]!; i++) addUnit(d, seat, SETTLER, c.h);
  for (let i = 0; i < units[1]!; i++) addUnit(d, seat, ARMY, c.h);
  const ships: number[] = [];
  for (let i = 0; i < units[2]!; i++) ships.push(addUnit(d, seat, SHIP, c.port));
  emit(d, 'clash.event.build', seat, { hex: c.h, settlers: units[0]!, armies: units[1]!, ships: units[2]!, draft });
  finishActivation(d, cityId);
  const p = d.ps[seat]!;
  // Chemistry: take back one natural resource paid (the player's choice when several kinds were paid).
  if (has(p, ADV.chemistry)) {
    const kinds = [FOOD, ORE, WOOD].filter((r) => paid[r]! > 0);
    if (kinds.length === 1) addBack(d, seat, kinds[0]!);
    else if (kinds.length > 1) pushPick(d, seat, 'chemistry', kinds, []);
  }
  if (has(p, ADV.nationalism) && units[1]! + units[2]! > 0) pushPick(d, seat, 'nationalism', [0, 1], []);
  if (draft && d.t.seat === seat) {
    turnMut(d).drafts += 1;
    checkInstant(d, seat, { on: 'draft' });
  }
  if (ships.length > 0) shipBattleAt(d, seat, c.port, ships);
}

/** Chemistry's resource back, through `gain` so caps hold. */
function addBack(d: Draft, seat: number, r: number): void {
  gain(d, seat, r, 1);
}

/** New ships placed on enemy ships fight at once; the builder attacks and cannot retreat (G23). */
function shipBattleAt(d: Draft, seat: number, hex: number, ships?: number[]): void {
  if (hex === NONE) return;
  const foe = d.units.find((u) => u.h === hex && u.o !== seat && u.k === SHIP);
  if (!foe) return;
  const mine = ships ?? d.units.filter((u) => u.h === hex && u.o === seat && u.k === SHIP).map((u) => u.id);
  startBattle(d, {
    kind: 'naval', hex, att: seat, def: foe.o, units: mine, back: mine.map(() => NONE), backShip: mine.map(() => NONE),
    disembark: false, built: true, from: NONE, symbol: false
  });
}
