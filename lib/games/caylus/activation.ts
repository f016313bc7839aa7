/**
 * Phase 5, activating the road buildings up to the provost (§4.5), and the owner's cube from a
 * stone production building (§4.5.1).
 */
import type { BuildingId, CaylusAction, CaylusState, Prompt, Resource } from './types';
import * as typesMod from './types';
import * as buildingsTable from './tables/buildings';
import type { Exchange } from './tables/buildings';
import * as boardTable from './tables/board';
import * as constructionMod from './construction';
import * as stateMod from './state';
import * as objectsMod from './action-objects';
import * as kitFlow from '../../core/flow';
import type { Draft } from './state';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { PLAIN_RESOURCES, RESOURCES } = typesMod;
const { BUILDINGS, TAILOR_LINES } = buildingsTable;
const { LAWYER_CLOTH, LAWYER_MONEY, ROAD_LENGTH } = boardTable;
const { build, buildOptions, convert, lawyerTargets, settleConversion } = constructionMod;
const { DECLINE } = objectsMod;
const { GOLD, NOBODY, RES_INDEX, TASKS, addCubes, emit, gainPP, payCubes, returnWorkerTo, mine, own } = stateMod;
const { interruptFirst } = kitFlow;

/** Every multiset of `n` non-gold cubes the player holds, each sorted (Alchemist input). */
export function plainMultisets(n: number, cubes: readonly number[]): Resource[][] {
  const out: Resource[][] = [];
  const cur: Resource[] = [];
  const left = cubes.slice();
  const rec = (from: number, k: number): void => {
    if (k === 0) {
      out.push(cur.slice());
      return;
    }
    for (let r = from; r < PLAIN_RESOURCES.length; r++) {
      if (left[r]! <= 0) continue;
      left[r]! -= 1;
      cur.push(PLAIN_RESOURCES[r]!);
      rec(r, k - 1);
      cur.pop();
      left[r]! += 1;
    }
  };
  rec(0, n);
  return out;
}

/** Every multiset of `n` non-gold cubes to take from the (unlimited) stock, sorted. */
export function plainChoices(n: number): readonly (readonly Resource[])[] {
  return n === 1 ? ONE_PLAIN : TWO_PLAIN;
}
// Frozen: the same lists are shared by every action that names them.
const ONE_PLAIN: readonly (readonly Resource[])[] = PLAIN_RESOURCES.map((r) => Object.freeze([r]));
const TWO_PLAIN: readonly (readonly Resource[])[] = PLAIN_RESOURCES.flatMap((r, i) => PLAIN_RESOURCES.slice(i).map((q) => Object.freeze([r, q])));

export function exchangeLines(s: CaylusState, space: number): readonly Exchange[] {
  const eff = BUILDINGS[s.tile[space - 1]!].effect;
  if (eff.kind === 'tailor') return TAILOR_LINES[s.rules.tailor];
  if (eff.kind === 'exchange') return eff.lines;
  return [];
}

/** Runs phase 5 at `d.step`: a decision for a building with a worker, or null after moving on. */
export function roadStep(d: Draft): Prompt | null | 'done' {
  if (d.step <= d.provost && d.step <= ROAD_LENGTH) {
    const seat = d.worker[d.step - 1]!;
    if (seat !== NOBODY) return { kind: 'activate', seat, space: d.step };
    d.step += 1;
    return null;
  }
  // Beyond the provost: workers go home with no effect (§4.5); waiting conversions happen now.
  for (let i = d.provost; i < ROAD_LENGTH; i++) {
    const seat = d.worker[i]!;
    if (seat === NOBODY) continue;
    own(d, 'worker')[i] = NOBODY;
    returnWorkerTo(d, seat);
    emit(d, 'caylus.event.notActivated', seat, { space: i + 1 });
    settleConversion(d, i + 1);
  }
  return 'done';
}

export function activationActions(s: CaylusState, seat: number, space: number): CaylusAction[] {
  const eff = BUILDINGS[s.tile[space - 1]!].effect;
  const me = s.ps[seat]!;
  const decline: CaylusAction = DECLINE;
  switch (eff.kind) {
    case 'produce':
      return eff.alts.map((take): CaylusAction => ({ type: 'produce', take }));
    case 'sell': {
      const out: CaylusAction[] = [decline];
      for (let r = 0; r < RESOURCES.length; r++) if (me.cubes[r]! > 0) out.push({ type: 'sell', give: RESOURCES[r]! });
      return out;
    }
    case 'buy': {
      const out: CaylusAction[] = [decline];
      for (const o of eff.offers) if (o.price <= me.money) for (const take of plainChoices(o.count)) out.push({ type: 'buy', take });
      return out;
    }
    case 'build': {
      const out: CaylusAction[] = [decline];
      for (const o of buildOptions(s, seat, eff.category, null)) out.push({ type: 'build', building: o.building, pay: o.pay, space: o.space });
      return out;
    }
    case 'lawyer': {
      const out: CaylusAction[] = [decline];
      if (me.money >= LAWYER_MONEY && me.cubes[RES_INDEX.cloth]! >= LAWYER_CLOTH) for (const t of lawyerTargets(s, seat)) out.push({ type: 'convert', space: t });
      return out;
    }
    case 'exchange':
    case 'tailor': {
      const out: CaylusAction[] = [decline];
      exchangeLines(s, space).forEach((l, option) => {
        if (l.money > me.money || l.cloth > me.cubes[RES_INDEX.cloth]!) return;
        if (l.plainCubes > 0) {
          for (const pay of plainMultisets(l.plainCubes, me.cubes)) out.push({ type: 'exchange', option, pay });
        } else {
          out.push({ type: 'exchange', option, pay: Array<Resource>(l.cloth).fill('cloth') });
        }
      });
      return out;
    }
    case 'none':
      return [];
  }
}

export function bonusActions(building: BuildingId): CaylusAction[] {
  const eff = BUILDINGS[building].effect;
  return eff.kind === 'produce' ? eff.ownerBonus.map((take): CaylusAction => ({ type: 'bonus', take })) : [];
}

export function applyActivation(d: Draft, seat: number, space: number, a: CaylusAction): void {
  const i = space - 1;
  const id = d.tile[i]!;
  const me = mine(d, seat);
  switch (a.type) {
    case 'produce': {
      addCubes(d, seat, a.take);
      const owner = d.owner[i]!;
      const eff = BUILDINGS[id].effect;
      if (eff.kind === 'produce' && eff.ownerBonus.length > 0 && owner !== NOBODY && owner !== seat) {
        interruptFirst(TASKS, d, { k: 'bonus', seat: owner, space, building: id });
      }
      break;
    }
    case 'sell': {
      const eff = BUILDINGS[id].effect;
      payCubes(d, seat, [a.give]);
      if (eff.kind === 'sell') me.money += eff.price;
      break;
    }
    case 'buy': {
      const eff = BUILDINGS[id].effect;
      if (eff.kind === 'buy') me.money -= eff.offers.find((o) => o.count === a.take.length)!.price;
      addCubes(d, seat, a.take);
      break;
    }
    case 'build':
      build(d, seat, a);
      break;
    case 'convert':
      convert(d, seat, a.space, LAWYER_MONEY);
      break;
    case 'exchange': {
      const l = exchangeLines(d, space)[a.option]!;
      me.money -= l.money;
      payCubes(d, seat, a.pay);
      me.cubes[GOLD]! += l.gold;
      if (l.pp > 0) gainPP(d, seat, l.pp, 'exchanges');
      break;
    }
    case 'decline':
      break;
    default:
      return;
  }
  emit(d, 'caylus.event.activated', seat, { space, building: id, action: a.type });
  own(d, 'worker')[i] = NOBODY;
  returnWorkerTo(d, seat);
  settleConversion(d, space);
  d.step += 1;
}

export function applyBonus(d: Draft, seat: number, a: CaylusAction): void {
  if (a.type !== 'bonus') return;
  addCubes(d, seat, [a.take]);
}

