/**
 * Capturing cities (rules file §4.5.3, §4.9.3). A player's city: every piece of the owner's colour
 * becomes the captor's (pieces the captor has run out of are removed for 1 Gold each; without a
 * Settlement left the whole city goes), War Spoils and Refugees if it was not Angry when attacked,
 * then it is Angry. A barbarian settlement: 1 Gold per barbarian killed, then keep it or raze it.
 */
import * as typesMod from './types';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesRulesMod from './tables/rules';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';
import { piecesOnBoard } from './city';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { ANGRY, NONE, ONCE } = typesMod;
const { ADV } = tablesAdvancesMod;
const { GOLD, SETTLER, SUPPLY } = tablesRulesMod;
const { cityById, cityCount, citySize, cityMut, countUnits, emit, gain, has, removeCity, turnMut } = stateMod;
const { pushPick } = stackMod;

export function capturePlayerCity(d: Draft, seat: number, cityId: number, moodWhenAttacked: number): void {
  const before = cityById(d, cityId);
  const victim = before.o;
  const size = citySize(before);
  let removed = 0;
  // The Settlement first: without one left, the whole city is removed (1 Gold per piece).
  if (cityCount(d, seat) >= SUPPLY.cities) {
    removed = size;
    removeCity(d, cityId);
    gain(d, seat, GOLD, removed);
    emit(d, 'clash.event.cityRazedOnCapture', seat, { hex: before.h, gold: removed });
  } else {
    const c = cityMut(d, cityId);
    c.o = seat;
    for (let piece = 0; piece < 4; piece++) {
      if (c.pc[piece] !== victim) continue;
      if (piecesOnBoard(d, seat, piece) >= SUPPLY.piece) {
        c.pc[piece] = NONE;
        if (piece === 3) c.port = NONE;
        removed++;
      } else c.pc[piece] = seat;
    }
    c.mood = ANGRY;
    if (removed > 0) gain(d, seat, GOLD, removed);
    emit(d, 'clash.event.capture', seat, { hex: c.h, from: victim, removed });
  }
  if (moodWhenAttacked !== ANGRY) {
    gain(d, seat, GOLD, size);
    emit(d, 'clash.event.warSpoils', seat, { gold: size });
    const refuges = d.cities.filter((x) => x.o === victim).map((x) => x.id);
    if (refuges.length > 0 && countUnits(d, victim, SETTLER) < SUPPLY.settlers) pushPick(d, victim, 'refugeeCity', refuges, []);
  }
  if (d.phase === 'play' && d.t.seat === seat) {
    const t = turnMut(d);
    t.once |= ONCE.captured;
    t.window = { on: 'capture', from: victim, used: [] };
  }
}

/** A barbarian settlement falls: 1 Gold per barbarian killed, then keep (Angry) or raze (+1 Gold). */
export function captureBarbarians(d: Draft, seat: number, cityId: number, killed: number): void {
  if (killed > 0) gain(d, seat, GOLD, killed);
  const canKeep = cityCount(d, seat) < SUPPLY.cities;
  emit(d, 'clash.event.barbariansBeaten', seat, { gold: killed });
  if (d.phase === 'play' && d.t.seat === seat) turnMut(d).once |= ONCE.captured;
  if (canKeep) pushPick(d, seat, 'keepRaze', [0, 1], [cityId]);
  else razeBarbarians(d, seat, cityId);
}

export function keepBarbarianCity(d: Draft, seat: number, cityId: number): void {
  const c = cityMut(d, cityId);
  c.o = seat;
  c.mood = ANGRY;
  emit(d, 'clash.event.keepCity', seat, { hex: c.h });
}

export function razeBarbarians(d: Draft, seat: number, cityId: number): void {
  const c = cityById(d, cityId);
  removeCity(d, cityId);
  gain(d, seat, GOLD, 1);
  emit(d, 'clash.event.raze', seat, { hex: c.h });
}

