/**
 * Turns the seat's legal actions (exactly what the engine's actions() lists) into the prompt's
 * sections and the board's click targets. Labels come from the action's describe() key and params
 * (its `.label` template, passed in as `label`), except the draw: a stack is labelled with what
 * its back shows (from the view). Pure: no rule is decided here, nothing is filtered.
 */
import type { ParisAction, ParisView } from '$engine/games/paris';
import { ARC, BANK_BASE, BUILDING_SITES } from '$engine/games/paris';
import { districtName, endTileText, landmarkName, pt, ptn } from './text';

export interface Choice {
  readonly key: string;
  readonly action: ParisAction;
  readonly label: string;
  /** The board piece this action is about (see `targetOf`), or null. */
  readonly target: string | null;
}

export interface Option {
  readonly key: string;
  readonly label: string;
  /** Title of the second step when there are several choices. */
  readonly step?: string;
  readonly choices: readonly Choice[];
  readonly quiet?: boolean;
}

export interface Section {
  readonly key: string;
  readonly title: string;
  readonly options: readonly Option[];
}

/** The board piece an action points at: `stack:i`, `district:d`, `bank:d`, `arc`, `site:n`, `track:pos`, `vp:i`. */
export function targetOf(a: ParisAction): string | null {
  switch (a.type) {
    case 'draw':
      return `stack:${a.stack}`;
    case 'placeTile':
      return `district:${a.district}`;
    case 'placeKey':
      return a.at === ARC ? 'arc' : `bank:${a.at}`;
    case 'move':
      return `site:${a.to}`;
    case 'takeBonus':
      return `track:${a.pos}`;
    case 'vpTile':
      return `vp:${a.tile}`;
    default:
      return null;
  }
}

function fromLabel(view: ParisView, from: number): string {
  if (from === ARC) return pt('from.arc');
  if (from >= BANK_BASE) return pt('from.bank', { district: districtName(from - BANK_BASE) });
  if (from >= BUILDING_SITES) return pt('from.site', { site: landmarkName(from - BUILDING_SITES) });
  const b = view.buildings[from]!;
  return pt('from.site', { site: pt('from.building', { district: districtName(b.district), value: b.value }) });
}

const QUIET = new Set(['endTurn', 'pass', 'skipBonus']);
const FREE = new Set(['bonusTile', 'endTile', 'buy', 'sell', 'sellTile']);

export function promptSections(view: ParisView, actions: readonly ParisAction[], label: (a: ParisAction) => string): Section[] {
  const choice = (a: ParisAction, i: number, text?: string): Choice => ({ key: `${i}`, action: a, label: text ?? label(a), target: targetOf(a) });
  const single = (c: Choice, quiet = false): Option => ({ key: `o${c.key}`, label: c.label, choices: [c], quiet });
  const draws: Option[] = [], places: Option[] = [], keys: Option[] = [], free: Option[] = [], quiet: Option[] = [], other: Option[] = [];
  const moves = new Map<number, Choice[]>();
  const ends: Choice[] = [];
  actions.forEach((a, i) => {
    if (a.type === 'draw') {
      const st = view.stacks[a.stack]!;
      const back = st.topDistrict === null ? '' : ptn('stack.back', st.count, { district: districtName(st.topDistrict) });
      draws.push(single(choice(a, i, pt('stack.label', { stack: pt('stack', { n: a.stack + 1 }), back }))));
    } else if (a.type === 'placeTile') places.push(single(choice(a, i)));
    else if (a.type === 'placeKey') keys.push(single(choice(a, i)));
    else if (a.type === 'move') {
      const list = moves.get(a.from) ?? [];
      if (list.length === 0) moves.set(a.from, list);
      list.push(choice(a, i));
    } else if (a.type === 'takeEnd') ends.push(choice(a, i, endTileText(a.tile)));
    else if (QUIET.has(a.type)) quiet.push(single(choice(a, i), true));
    else if (FREE.has(a.type)) free.push(single(choice(a, i)));
    else other.push(single(choice(a, i)));
  });
  const sections: Section[] = [];
  if (draws.length) sections.push({ key: 'draw', title: pt('section.draw'), options: draws });
  if (places.length) sections.push({ key: 'placeTile', title: pt('section.placeTile'), options: places });
  if (other.length) sections.push({ key: 'choose', title: pt('section.choose'), options: other });
  if (keys.length) sections.push({ key: 'keys', title: pt('section.keys'), options: keys });
  if (moves.size) {
    const options = [...moves].sort((x, y) => x[0] - y[0]).map(([from, list]): Option => {
      const title = fromLabel(view, from);
      return list.length === 1 ? { key: `from${from}`, label: list[0]!.label, choices: list } : { key: `from${from}`, label: `${title} (${list.length})`, step: title, choices: list };
    });
    sections.push({ key: 'moves', title: pt('section.moves'), options });
  }
  if (ends.length) sections.push({ key: 'end', title: pt('section.end'), options: [{ key: 'takeEnd', label: pt('takeEnd'), step: pt('takeEnd'), choices: ends }] });
  if (free.length) sections.push({ key: 'free', title: pt('section.free'), options: free });
  if (quiet.length) sections.push({ key: 'quiet', title: '', options: quiet });
  return sections;
}

/** Every choice of the sections, by board target (a piece may be the target of several). */
export function targetsOf(sections: readonly Section[]): Map<string, Choice[]> {
  const out = new Map<string, Choice[]>();
  for (const s of sections)
    for (const o of s.options)
      for (const c of o.choices) {
        if (c.target === null) continue;
        const list = out.get(c.target) ?? [];
        if (list.length === 0) out.set(c.target, list);
        list.push(c);
      }
  return out;
}
