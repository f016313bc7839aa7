/**
 * Royal favours (§5): choosing a row (the marker advances if the next column is open), then one
 * effect of that row at or left of the marker. One row per favour per phase (§5.4).
 */
import type { CaylusAction, CaylusState, FavourReason, Resource, Row } from './types';
import * as typesMod from './types';
import * as favoursTable from './tables/favours';
import * as castleTable from './tables/castle';
import * as boardTable from './tables/board';
import * as constructionMod from './construction';
import * as activationMod from './activation';
import * as stateMod from './state';
import * as objectsMod from './action-objects';
import * as kitFlow from '../../core/flow';
import type { Draft } from './state';

// Imported values copied to module constants: under CommonJS transforms (tsx, the bench) every
// read of an imported binding is a getter call, which cost ~25% of a random playout.
const { RESOURCES, ROWS } = typesMod;
const { COLUMNS, DENIERS_OFFSET, PRESTIGE_PER_COLUMN } = favoursTable;
const { openColumns } = castleTable;
const { LAWYER_CLOTH } = boardTable;
const { build, buildOptions, convert, lawyerTargets } = constructionMod;
const { plainChoices } = activationMod;
const { FAVOUR_SKIP } = objectsMod;
const { RES_INDEX, TASKS, addCubes, emit, gainPP, payCubes, mine, mineArray } = stateMod;
const { dropInterrupt, interruptFirst } = kitFlow;

export const ROW_BIT: { readonly [R in Row]: number } = { prestige: 1, deniers: 2, resources: 4, buildings: 8 };
const ROW_INDEX: { readonly [R in Row]: number } = { prestige: 0, deniers: 1, resources: 2, buildings: 3 };
const ALL_ROWS = 15;


/** True when `seat` has no unused row left this phase, so a further favour is lost (§5.4). */
export function rowsExhausted(s: CaylusState, seat: number): boolean {
  return s.ps[seat]!.rowsUsed === ALL_ROWS;
}

export function rowActions(s: CaylusState, seat: number): CaylusAction[] {
  const used = s.ps[seat]!.rowsUsed;
  return ROWS.filter((r) => (used & ROW_BIT[r]) === 0).map((row): CaylusAction => ({ type: 'favourRow', row }));
}

/** The column a marker at `col` stands on once its row is chosen: one further if that column is open (§5.2). */
function advancedColumn(col: number, section: CaylusState['section']): number {
  return col < COLUMNS && col + 1 <= openColumns(section) ? col + 1 : col;
}

/**
 * Per row, the column `seat`'s marker would reach by choosing it now: the best effect a royal
 * favour in that row gives (any effect left of it may be taken instead). For the favour prompt.
 */
export function rowReach(s: CaylusState, seat: number): { [R in Row]: number } {
  const fav = s.ps[seat]!.fav;
  return {
    prestige: advancedColumn(fav[0]!, s.section),
    deniers: advancedColumn(fav[1]!, s.section),
    resources: advancedColumn(fav[2]!, s.section),
    buildings: advancedColumn(fav[3]!, s.section)
  };
}

/** Marks the row used, advances its marker if the next column is open, and awaits the effect. */
export function applyRow(d: Draft, seat: number, row: Row, why: FavourReason): void {
  const p = mineArray(d, seat, 'fav');
  p.rowsUsed |= ROW_BIT[row];
  const r = ROW_INDEX[row];
  p.fav[r] = advancedColumn(p.fav[r]!, d.section);
  emit(d, 'caylus.event.favourRow', seat, { row, col: p.fav[r]! });
  // The favour now awaits its effect: the same interrupt, one step further.
  dropInterrupt(TASKS, d);
  interruptFirst(TASKS, d, { k: 'favourEffect', seat, why, row });
}

const none: readonly Resource[] = [];

/** Effects of `row` open to `seat` (columns 1..marker), then "skip". Row d column 1 does nothing and is left out. */
export function effectActions(s: CaylusState, seat: number, row: Row): CaylusAction[] {
  const p = s.ps[seat]!;
  const top = p.fav[ROW_INDEX[row]]!;
  const out: CaylusAction[] = [];
  for (let col = 1; col <= top; col++) {
    switch (row) {
      case 'prestige':
      case 'deniers':
        out.push({ type: 'favour', col, take: none, give: none });
        break;
      case 'resources':
        if (col === 1) out.push({ type: 'favour', col, take: ['food'], give: none });
        else if (col === 2) out.push({ type: 'favour', col, take: ['wood'], give: none }, { type: 'favour', col, take: ['stone'], give: none });
        else if (col === 3) out.push({ type: 'favour', col, take: ['cloth'], give: none });
        else if (col === 4) {
          for (let g = 0; g < RESOURCES.length; g++) {
            if (p.cubes[g]! <= 0) continue;
            for (const take of plainChoices(2)) out.push({ type: 'favour', col, take, give: [RESOURCES[g]!] });
          }
        } else out.push({ type: 'favour', col, take: ['gold'], give: none });
        break;
      case 'buildings':
        if (col === 2 || col === 3 || col === 5) {
          const category = col === 2 ? 'wood' : col === 3 ? 'stone' : 'prestige';
          const discount: Resource | null = col === 2 ? 'wood' : col === 3 ? 'stone' : null;
          for (const o of buildOptions(s, seat, category, discount)) out.push({ type: 'favourBuild', col, building: o.building, pay: o.pay, space: o.space });
        } else if (col === 4 && p.cubes[RES_INDEX.cloth]! >= LAWYER_CLOTH) {
          for (const space of lawyerTargets(s, seat)) out.push({ type: 'favourConvert', space });
        }
        break;
    }
  }
  out.push(FAVOUR_SKIP);
  return out;
}

export function applyEffect(d: Draft, seat: number, row: Row, a: CaylusAction): void {
  dropInterrupt(TASKS, d);
  const p = mine(d, seat);
  switch (a.type) {
    case 'favour':
      if (row === 'prestige') gainPP(d, seat, a.col * PRESTIGE_PER_COLUMN, 'favours');
      else if (row === 'deniers') p.money += a.col + DENIERS_OFFSET;
      else {
        payCubes(d, seat, a.give);
        addCubes(d, seat, a.take);
      }
      emit(d, 'caylus.event.favour', seat, { row, col: a.col });
      return;
    case 'favourBuild':
      build(d, seat, a);
      return;
    case 'favourConvert':
      convert(d, seat, a.space, 0);
      return;
    case 'favourSkip':
      return;
    default:
      return;
  }
}
