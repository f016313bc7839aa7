/**
 * Words for Caylus data: resources, building names and effects, costs, castle sections, favour
 * rows, prompts and the engine's automatic events. The facts come from the engine's view and
 * data tables (lib/games/caylus/tables); this file only puts them into translatable strings.
 * Nothing here decides a rule.
 */
import type { GameEvent } from '$engine/games/caylus';
import type { BuildingId, Category, Resource, Row, Section, Special } from '$engine/games/caylus';
import { BUILDINGS } from '$engine/games/caylus';
import { CASTLE } from '$engine/games/caylus';
import { FAVOUR_TABLE } from '$engine/games/caylus';
import type { PromptView } from '$engine/games/caylus';
import { t, tryT } from '../../i18n';

export const resourceName = (r: Resource): string => tryT(`caylus.res.${r}`, r);
/** One letter per cube kind, printed on every cube so colour is never the only signal. */
export const resourceLetter = (r: Resource): string => tryT(`caylus.resLetter.${r}`, r.slice(0, 1).toUpperCase());

export const buildingName = (id: BuildingId): string => tryT(`caylus.building.${id}`, BUILDINGS[id].name);
export const categoryName = (c: Category): string => tryT(`caylus.category.${c}`, c);
export const sectionName = (s: Section): string => tryT(`caylus.section.${s}`, s);
export const rowName = (r: Row): string => tryT(`caylus.row.${r}`, r);
export const specialName = (s: Special | 'castle'): string => tryT(`caylus.special.${s}`, s);
export const specialEffect = (s: Special): string => tryT(`caylus.specialText.${s}`, '');

/** "2 food + 1 wood" (in the order first seen); "nothing" for an empty list. */
export function cubesText(list: readonly Resource[]): string {
  if (list.length === 0) return t('caylus.nothing');
  const counts = new Map<Resource, number>();
  for (const r of list) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].map(([r, n]) => `${n} ${resourceName(r)}`).join(' + ');
}

export function deniersText(n: number): string {
  return n === 1 ? t('caylus.denier1') : t('caylus.deniersN', { n });
}

export function ppText(n: number): string {
  return t('caylus.ppN', { n });
}

/** A building's cost as printed: fixed cubes plus "any" cubes. */
export function costText(id: BuildingId): string {
  const c = BUILDINGS[id].cost;
  const parts: string[] = [];
  if (c.fixed.length > 0) parts.push(cubesText(c.fixed));
  if (c.any > 0) parts.push(t('caylus.anyCube', { n: c.any }));
  return parts.length === 0 ? t('caylus.free') : parts.join(' + ');
}

/** The tile's effect text from the data table (the three last prestige tiles have none). */
export function effectText(id: BuildingId): string {
  const text = tryT(`caylus.buildingText.${id}`, BUILDINGS[id].text);
  return text === '' ? t('caylus.noEffect') : text;
}

/** Everything a building's tooltip says, one line each. */
export function buildingTip(id: BuildingId, churchPP: number): string[] {
  const def = BUILDINGS[id];
  const lines = [`${buildingName(id)} — ${categoryName(def.category)}`, effectText(id)];
  if (def.category === 'wood' || def.category === 'stone' || def.category === 'prestige') {
    const pp = id === 'church' ? churchPP : def.pp;
    lines.push(t('caylus.tip.build', { cost: costText(id), pp }));
  }
  if (def.category === 'residence') lines.push(t('caylus.tip.residence'));
  if (def.category === 'neutral') lines.push(t('caylus.tip.neutral'));
  if (def.category === 'fixed') lines.push(t('caylus.tip.fixed'));
  return lines;
}

export function sectionText(id: Section): { spaces: number; pp: number; trigger: number } {
  const c = CASTLE.find((x) => x.id === id)!;
  return { spaces: c.spaces, pp: c.ppPerBatch, trigger: c.trigger };
}

/** A favour table cell's text (data table, translatable by key). */
export function favourCellText(row: Row, col: number): string {
  const cell = FAVOUR_TABLE[row][col - 1];
  return cell ? tryT(`caylus.favourCell.${row}.${col}`, cell.text) : '';
}

export function ordinal(n: number): string {
  return tryT(`caylus.ordinal.${n}`, `#${n}`);
}

export function phaseName(n: number): string {
  return tryT(`caylus.phase.${n}`, String(n));
}

/** Where a worker goes: "space 12 (Farm)" or "the Gate". */
export function whereText(at: string, space: number | null, building: BuildingId | null): string {
  if (at === 'road' && space !== null) return building ? t('caylus.where.space', { space, building: buildingName(building) }) : t('caylus.where.empty', { space });
  return specialName(at as Special | 'castle');
}

/** The prompt in words, from the view's prompt (kind, seat, space, building, row, why). */
export function promptText(p: PromptView, name: string, cost: number): string {
  const building = p.building ? buildingName(p.building) : '';
  const why = p.why ? tryT(`caylus.why.${p.why}`, p.why) : '';
  const row = p.row ? rowName(p.row) : '';
  return tryT(`caylus.prompt.${p.kind}`, p.text, { name, cost: deniersText(cost), building, space: p.space ?? '', row, why });
}

type Params = GameEvent['params'];

function param(params: Params, key: string): string {
  const v = params[key];
  return v === null || v === undefined ? '' : String(v);
}

/** An automatic event of the engine in words; null for events the log already says. */
export function eventText(e: GameEvent, name: (seat: number) => string): string | null {
  const key = e.key.replace(/^caylus\.event\./, '');
  if (key === 'activated' || key === 'sectionScored') return null;
  const p = e.params;
  const building = typeof p.building === 'string' ? buildingName(p.building as BuildingId) : '';
  const section = typeof p.section === 'string' ? sectionName(p.section as Section) : '';
  const row = typeof p.row === 'string' ? rowName(p.row as Row) : '';
  const why = typeof p.why === 'string' ? tryT(`caylus.why.${p.why}`, p.why) : '';
  const where = key === 'gateMoved' ? whereText(param(p, 'at'), typeof p.space === 'number' ? p.space : null, null) : '';
  const by = typeof p.by === 'number' && key === 'visit' ? name(p.by) : param(p, 'by');
  const order = key === 'stables' ? param(p, 'order').split(',').filter((x) => x !== '').map((x) => name(Number(x))).join(', ') : '';
  const kind = key === 'forced' ? tryT(`caylus.kind.${param(p, 'kind')}`, param(p, 'kind')) : '';
  const action = key === 'forced' ? tryT(`caylus.actionWord.${param(p, 'action')}`, param(p, 'action')) : '';
  const values = {
    name: e.seat === null ? '' : name(e.seat),
    building,
    section,
    row,
    why,
    where,
    by,
    order,
    kind,
    action,
    space: param(p, 'space'),
    pp: param(p, 'pp'),
    money: param(p, 'money'),
    turn: param(p, 'turn'),
    col: param(p, 'col'),
    houses: param(p, 'houses'),
    favours: param(p, 'favours')
  };
  return tryT(`caylus.event.${key}`, key, values);
}
