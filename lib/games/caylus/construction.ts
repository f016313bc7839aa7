/**
 * Construction and the Lawyer, shared by road buildings (phase 5) and favour row d (§4.5.2,
 * §4.5.3, §5.5 d). Functions taking a Draft mutate it.
 */
import type { BuildingId, CaylusState, FavourReason, Resource, Rules } from './types';
import * as typesMod from './types';
import * as buildingsTable from './tables/buildings';
import type { Cost } from './tables/buildings';
import * as boardTable from './tables/board';
import * as stateMod from './state';
import * as kitResources from '../../core/resources';
import type { Draft } from './state';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { RESOURCES } = typesMod;
const { BUILDINGS, STOCK_IDS } = buildingsTable;
const { LAWYER_PP, ROAD_LENGTH } = boardTable;
const { NOBODY, RES_INDEX, emit, gainPP, grantFavours, payCubes, mine, own } = stateMod;
const { bagNames, bagOf, covers } = kitResources;

export interface BuildOption {
  readonly building: BuildingId;
  readonly pay: readonly Resource[];
  readonly space: number;
}

/** Lowest-numbered empty road space, or −1 when the road is full (§11.14: then nothing can be built). */
export function firstFreeSpace(s: CaylusState): number {
  for (let i = 0; i < ROAD_LENGTH; i++) if (s.tile[i] === null) return i + 1;
  return -1;
}

/**
 * Every way to pay `cost` from `cubes`, each a sorted cube list, optionally one `discount` cube
 * less (favour row d). "Any" cubes may be gold (§0 cost symbols).
 */
export function payments(cost: Cost, discount: Resource | null, cubes: readonly number[]): Resource[][] {
  const need = bagOf(RESOURCES, cost.fixed);
  if (discount !== null && need[RES_INDEX[discount]]! > 0) need[RES_INDEX[discount]]! -= 1;
  if (!covers(cubes, need)) return [];
  if (cost.any === 0) return [bagNames(RESOURCES, need)];
  const out: Resource[][] = [];
  for (let r = 0; r < RESOURCES.length; r++) {
    need[r]! += 1;
    if (covers(cubes, need)) out.push(bagNames(RESOURCES, need));
    need[r]! -= 1;
  }
  return out;
}

/** What `seat` could build now in `category`, with every payment and the space it would take. */
export function buildOptions(s: CaylusState, seat: number, category: 'wood' | 'stone' | 'prestige', discount: Resource | null): BuildOption[] {
  const cubes = s.ps[seat]!.cubes;
  const out: BuildOption[] = [];
  if (category === 'prestige') {
    const homes: number[] = [];
    for (let i = 0; i < ROAD_LENGTH; i++) if (s.tile[i] === 'residence' && s.owner[i] === seat) homes.push(i + 1);
    if (homes.length === 0) return out;
    for (const id of STOCK_IDS.prestige) {
      if ((s.stock[id] ?? 0) <= 0) continue;
      for (const pay of payments(BUILDINGS[id].cost, null, cubes)) for (const space of homes) out.push({ building: id, pay, space });
    }
    return out;
  }
  const space = firstFreeSpace(s);
  if (space < 0) return out;
  for (const id of STOCK_IDS[category]) {
    if ((s.stock[id] ?? 0) <= 0) continue;
    for (const pay of payments(BUILDINGS[id].cost, discount, cubes)) out.push({ building: id, pay, space });
  }
  return out;
}

/** PP a tile scores its builder: the printed value, the Church's by the variant played. */
export function buildPP(rules: Rules, id: BuildingId): number {
  return id === 'church' ? rules.churchPP : BUILDINGS[id].pp;
}

/** Builds a tile (the option came from `buildOptions`): pay, place, house, PP, builder favours. */
export function build(d: Draft, seat: number, o: BuildOption): void {
  const def = BUILDINGS[o.building];
  payCubes(d, seat, o.pay);
  d.stock = { ...d.stock, [o.building]: (d.stock[o.building] ?? 0) - 1 };
  const i = o.space - 1;
  own(d, 'tile')[i] = o.building;
  own(d, 'owner')[i] = seat;
  // A prestige building keeps the residence's house (§4.5.2 step 3).
  if (def.category !== 'prestige') mine(d, seat).housesUsed += 1;
  const pp = buildPP(d.rules, o.building);
  gainPP(d, seat, pp, 'buildings');
  emit(d, 'caylus.event.built', seat, { building: o.building, space: o.space, pp });
  if (def.favours > 0) grantFavours(d, seat, def.favours, o.building as FavourReason, true);
}

/**
 * Spaces the Lawyer may turn into a residence for `seat`: neutral tiles, or the seat's own wood or
 * stone tiles except Lawyers; never one already waiting for a conversion (§4.5.3, §11.16).
 */
export function lawyerTargets(s: CaylusState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < ROAD_LENGTH; i++) {
    const id = s.tile[i] ?? null;
    if (id === null || id === 'lawyer') continue;
    const cat = BUILDINGS[id].category;
    const ok = cat === 'neutral' || ((cat === 'wood' || cat === 'stone') && s.owner[i] === seat);
    if (!ok) continue;
    if (s.conversions.some((c) => c.space === i + 1)) continue;
    out.push(i + 1);
  }
  return out;
}

/**
 * A Lawyer conversion: pays now (1 cloth, plus `money` deniers). A target holding a worker is
 * converted once that worker goes home (§4.5.3); otherwise at once.
 */
export function convert(d: Draft, seat: number, space: number, money: number): void {
  const p = mine(d, seat);
  p.cubes[RES_INDEX.cloth]! -= 1;
  p.money -= money;
  if (d.worker[space - 1] !== NOBODY) {
    d.conversions = [...d.conversions, { space, seat }];
    emit(d, 'caylus.event.conversionWaits', seat, { space, building: d.tile[space - 1] ?? null });
    return;
  }
  convertNow(d, seat, space);
}

function convertNow(d: Draft, seat: number, space: number): void {
  const i = space - 1;
  const id = d.tile[i]!;
  const cat = BUILDINGS[id].category;
  if (cat === 'neutral') {
    d.discarded = [...d.discarded, id];
    mine(d, seat).housesUsed += 1;
  } else {
    d.stock = { ...d.stock, [id]: (d.stock[id] ?? 0) + 1 };
  }
  own(d, 'tile')[i] = 'residence';
  own(d, 'owner')[i] = seat;
  gainPP(d, seat, LAWYER_PP, 'residences');
  emit(d, 'caylus.event.converted', seat, { space, building: id, pp: LAWYER_PP });
}

/** Called when a worker leaves `space`: a conversion waiting for it happens now. */
export function settleConversion(d: Draft, space: number): void {
  const c = d.conversions.find((x) => x.space === space);
  if (!c) return;
  d.conversions = d.conversions.filter((x) => x !== c);
  convertNow(d, c.seat, space);
}

