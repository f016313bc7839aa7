/**
 * Phase 3, Collection (§4.3): the Resource Areas, the Recruitment Office, the King's Camp swaps
 * and Income & Taxes, one area at a time in the designed order (G8): Forest, Quarry, Mine, Gold
 * Mine, Recruitment Office, King's Camp, Income & Taxes.
 */
import type { BelfortAction, BelfortState, PlayerState } from './types';
import { AREAS, DWARF, ELF, FOREST, GOLD, MASTER_DWARF, MASTER_ELF, METAL, MINE, PROPERTIES, QUARRY, STONE, WOOD } from './types';
import * as propertiesTable from './tables/properties';
import * as economy from './tables/economy';
import type { Draft } from './state';
import { emit, mut, own } from './state';
import { uniqueMost } from './majority';
import { gainWorker, isElfKind } from './workers';
import { CAMP } from './action-objects';

const { PROPERTY_CARDS } = propertiesTable;
const { CAT_TAX, taxForScore } = economy;
const INCOME: readonly number[] = PROPERTIES.map((p) => PROPERTY_CARDS[p].income);
const AREA_RESOURCE = [WOOD, STONE, METAL, GOLD];
const RES_WORD = ['Wood', 'Stone', 'Metal', 'Gold'];
const AREA_NAME = ['the Forest', 'the Quarry', 'the Mine', 'the Gold Mine'];

/** Pieces of `p` in area `a` (Masters count 1: the bonus and the majorities count pieces, §4.3.1). */
export function areaPieces(p: PlayerState, a: number): number {
  const o = a * 4;
  return p.areas[o + ELF]! + p.areas[o + MASTER_ELF]! + p.areas[o + DWARF]! + p.areas[o + MASTER_DWARF]!;
}

/** What `p`'s pieces in area `a` produce before the bonus (Masters count 2). */
export function areaYield(p: PlayerState, a: number): number {
  const o = a * 4;
  const elfUnits = p.areas[o + ELF]! + 2 * p.areas[o + MASTER_ELF]!;
  const dwarfUnits = p.areas[o + DWARF]! + 2 * p.areas[o + MASTER_DWARF]!;
  switch (a) {
    case FOREST:
      return elfUnits;
    case QUARRY:
      return dwarfUnits;
    case MINE:
      return Math.min(elfUnits, dwarfUnits);
    default:
      return elfUnits + dwarfUnits;
  }
}

/** Resolves one Resource Area (§4.3.2–5): yields, then +1 to the unique player with most pieces. */
export function collectArea(d: Draft, a: number): void {
  const pieces = d.ps.map((p) => areaPieces(p, a));
  const bonus = uniqueMost(pieces);
  const r = AREA_RESOURCE[a]!;
  d.ps.forEach((_, seat) => {
    if (pieces[seat] === 0) return;
    const p = own(d, seat);
    const got = areaYield(p, a) + (seat === bonus ? 1 : 0);
    p.res[r]! += got;
    p.stats.areaPieces[a]! += pieces[seat]!;
    emit(
      d, 'collect', seat, { area: AREAS[a]!, pieces: pieces[seat]!, gain: got, bonus: seat === bonus },
      `Player ${seat + 1} collects ${got} ${RES_WORD[r]} in ${AREA_NAME[a]}${seat === bonus ? ' (with the bonus for most workers)' : ''}`
    );
  });
  d.ps.forEach((_, seat) => {
    if (pieces[seat]! > 0) for (let k = 0; k < 4; k++) own(d, seat).areas[a * 4 + k] = 0;
  });
}

/** Recruitment Office (§4.3.6): each worker there brings a new one of its type, if any is left (no refund). */
export function resolveRecruit(d: Draft): void {
  for (let i = 0; i < d.recruit.length; i++) {
    const code = d.recruit[i]!;
    if (code < 0) continue;
    const seat = code >> 2;
    const elf = isElfKind(code & 3);
    const ok = gainWorker(own(d, seat), elf);
    emit(
      d, 'recruit', seat, { worker: elf ? 'elf' : 'dwarf', hired: ok },
      ok ? `Player ${seat + 1} hires a new ${elf ? 'Elf' : 'Dwarf'} at the Recruitment Office`
        : `Player ${seat + 1} has no ${elf ? 'Elf' : 'Dwarf'} left in the worker supply: the recruitment is wasted`
    );
    mut(d, 'recruit')[i] = -1;
  }
}

/** Seats `seat` may swap crests with at the King's Camp: other humans whose crest is face up (§4.3.7; NP crests never move). */
export function campTargets(s: BelfortState, seat: number): number[] {
  const out: number[] = [];
  for (let other = 0; other < s.players; other++) {
    if (other !== seat && !s.crestDown[s.crest[other]! - 1]) out.push(other);
  }
  return out;
}

export function campActions(s: BelfortState, seat: number): BelfortAction[] {
  return [CAMP[0]!, ...campTargets(s, seat).map((o) => CAMP[o + 1]!)];
}

/** Re-sorts the human seats by crest. */
export function sortOrder(d: Draft): void {
  const crest = d.crest;
  mut(d, 'order').sort((a, b) => crest[a]! - crest[b]!);
}

/** A King's Camp worker resolves: optional swap, then the (new) crest is turned face down. */
export function applyCamp(d: Draft, seat: number, swap: number | null): void {
  if (swap !== null) {
    const crest = mut(d, 'crest');
    const mine = crest[seat]!;
    crest[seat] = crest[swap]!;
    crest[swap] = mine;
    sortOrder(d);
  }
  mut(d, 'crestDown')[d.crest[seat]! - 1] = true;
}

export function incomeOf(p: PlayerState): number {
  let n = 0;
  for (let t = 0; t < INCOME.length; t++) n += p.built[t]! * INCOME[t]!;
  return n;
}

/**
 * Income & Taxes (§4.3.8): income first, then the tax of the score held now; every Gold the
 * player cannot pay moves the score back one space (they must pay all the Gold they have).
 */
export function incomeAndTaxes(d: Draft): void {
  d.ps.forEach((q, seat) => {
    const income = incomeOf(q);
    const tax = taxForScore(q.score);
    if (income === 0 && tax === 0) return;
    const p = own(d, seat);
    p.res[GOLD]! += income;
    const paid = Math.min(tax, p.res[GOLD]!);
    const unpaid = tax - paid;
    p.res[GOLD]! -= paid;
    p.score -= unpaid;
    p.points[CAT_TAX]! -= unpaid;
    p.stats.taxPaid += paid;
    p.stats.taxUnpaid += unpaid;
    if (income > 0 || tax > 0) {
      emit(
        d, 'incomeTax', seat, { income, tax, paid, unpaid },
        `Player ${seat + 1} takes ${income} Gold income and pays ${paid} Gold tax${unpaid > 0 ? `, losing ${unpaid} point${unpaid === 1 ? '' : 's'} for the unpaid Gold` : ''}`
      );
    }
  });
}
