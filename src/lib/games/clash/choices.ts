/**
 * The Clash prompt's choices for the kit's StagedChoice: the legal actions of `actions()` sorted
 * into sections, variants of one thing grouped into one option (collect in a city → which
 * resources; influence from a city → which target), and the map's view of them (which spaces a
 * choice points at, what a selected space offers). Every choice carries the engine's own action
 * object; nothing is added, removed or priced here — costs come from the view (influence range
 * tokens, the boost a pick frame names) and effect texts from the engine's data tables.
 */
import type { LogEntry } from '$engine/core/types';
import { canonicalJson } from '$engine/core/hash';
import type { StagedItem, StagedOption, StagedSection } from '../../table/staged-choice';
import { actionHex, type ClashAction, type ClashView } from './model';
import { actionLabel, boostWords, civilHint, ct, rangeWords, tacticsHint } from './text';

export interface ClashChoice extends StagedItem<ClashAction> {
  /** Every map space the action concerns (an influence attempt: its target, then its source). */
  readonly hexes: readonly number[];
}
export type ClashOption = StagedOption<ClashChoice>;
export type ClashSection = StagedSection<ClashOption>;

/** Section order; `quiet` (end, back, decline, no card) is drawn apart, last. */
const SECTIONS = ['main', 'city', 'advance', 'card', 'ability', 'trade', 'quiet'] as const;
type SectionKey = (typeof SECTIONS)[number];

function sectionOf(view: ClashView, a: ClashAction): SectionKey {
  switch (a.type) {
    case 'end':
    case 'back':
    case 'done':
      return 'quiet';
    case 'pick':
      return a.v < 0 ? 'quiet' : 'main';
    case 'combat':
      return a.card < 0 ? 'quiet' : 'main';
    case 'fight':
      return a.go ? 'main' : 'quiet';
    case 'answer':
      return 'trade';
    case 'collect':
    case 'build':
    case 'grow':
    case 'wonder':
    case 'found':
    case 'influence':
      return view.prompt?.kind === 'turn' ? 'city' : 'main';
    case 'advance':
      return 'advance';
    case 'play':
      return 'card';
    case 'ability':
      return 'ability';
    case 'trade':
    case 'offer':
    case 'send':
      return 'trade';
    default:
      return 'main';
  }
}

/** Every map space an action concerns: its actionHex(), plus an influence attempt's source. */
export function actionHexes(view: ClashView, a: ClashAction): number[] {
  const h = actionHex(view, a);
  const out = h === null ? [] : [h];
  if (a.type === 'influence') {
    const src = view.cities.find((c) => c.id === a.from)?.hex;
    if (src !== undefined && src !== h) out.push(src);
  }
  return out;
}

/** Variants of one thing share a group: the city activations of a city, attempts from one source, a card's plays. */
function groupKey(a: ClashAction): string | null {
  switch (a.type) {
    case 'collect':
    case 'build':
    case 'grow':
    case 'wonder':
      return `${a.type}@${a.city}`;
    case 'influence':
      return `influence${a.art ? '.art' : ''}@${a.from}`;
    case 'play':
      return `play@${a.card}`;
    case 'ability':
      return `ability@${a.name}`;
    default:
      return null;
  }
}

const hexNameOfCity = (view: ClashView, id: number): string => {
  const c = view.cities.find((x) => x.id === id);
  return c ? (view.hexes[c.hex]?.name ?? '?') : '?';
};

/** The label of a group of several variants. */
function groupLabel(view: ClashView, a: ClashAction, first: string): string {
  switch (a.type) {
    case 'collect':
    case 'build':
    case 'grow':
    case 'wonder':
      return ct(`opt.${a.type}`, { hex: hexNameOfCity(view, a.city) });
    case 'influence':
      return ct(a.art ? 'opt.influenceArt' : 'opt.influence', { hex: hexNameOfCity(view, a.from) });
    default:
      return first;
  }
}

/** A group's second-step heading. */
function groupStep(view: ClashView, a: ClashAction): string | null {
  switch (a.type) {
    case 'collect':
      return ct('step.collect');
    case 'build':
      return ct('step.build');
    case 'grow':
      return ct('step.grow');
    case 'wonder':
      return ct('step.wonder');
    case 'influence':
      return ct('step.influence', { hex: hexNameOfCity(view, a.from) });
    default:
      return null;
  }
}

/** Culture tokens an influence attempt spends on range (from the view), or null when unknown. */
export function rangeTokens(view: ClashView, a: ClashAction): number | null {
  if (a.type !== 'influence') return null;
  return view.influence.find((x) => x.from === a.from && x.to === a.to)?.tokens ?? null;
}

/** A short note under a choice: effect texts, costs from the view and the prompt's frame. */
function hintOf(view: ClashView, a: ClashAction): string | undefined {
  if (a.type === 'combat' && a.card >= 0) return tacticsHint(a.card);
  if (a.type === 'play') return civilHint(a.card);
  if (a.type === 'influence') {
    const n = rangeTokens(view, a);
    return n === null ? undefined : rangeWords(n);
  }
  const f = view.prompt?.frame;
  if (a.type === 'pick' && a.v === 1 && f?.k === 'pick' && f.q === 'ciBoost') {
    return boostWords(f.ctx[1] ?? 0);
  }
  return undefined;
}

/**
 * The decision's choices in sections. `describe` gives each action's log entry (its label);
 * `name` names seats.
 */
export function clashSections(view: ClashView, actions: readonly ClashAction[], describe: (a: ClashAction) => LogEntry, name: (seat: number) => string): ClashSection[] {
  const choices = actions.map((a) => toChoice(view, a, describe, name));
  // Identical labels (two payments of the same amount) are told apart by their number.
  const count = new Map<string, number>();
  for (const c of choices) count.set(c.label, (count.get(c.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labelled = choices.map((c) => {
    if (count.get(c.label)! < 2) return c;
    const n = (seen.get(c.label) ?? 0) + 1;
    seen.set(c.label, n);
    return { ...c, label: `${c.label} (${n})` };
  });

  const groups = new Map<string, { section: SectionKey; choices: ClashChoice[] }>();
  labelled.forEach((c) => {
    const key = groupKey(c.action) ?? c.key;
    const g = groups.get(key) ?? groups.set(key, { section: sectionOf(view, c.action), choices: [] }).get(key)!;
    g.choices.push(c);
  });
  const bySection = new Map<SectionKey, ClashOption[]>();
  for (const [key, g] of groups) {
    const first = g.choices[0]!;
    const option: ClashOption =
      g.choices.length === 1
        ? { key, label: first.label, hint: first.hint, choices: g.choices, quiet: g.section === 'quiet' }
        : { key, label: groupLabel(view, first.action, first.label), step: groupStep(view, first.action), hint: ct('variants', { n: g.choices.length }), choices: g.choices };
    (bySection.get(g.section) ?? bySection.set(g.section, []).get(g.section)!).push(option);
  }
  return SECTIONS.filter((s) => bySection.has(s)).map((s) => ({ key: s, title: s === 'quiet' ? null : ct(`sec.${s as Exclude<SectionKey, 'quiet'>}`), options: bySection.get(s)! }));
}

function toChoice(view: ClashView, a: ClashAction, describe: (a: ClashAction) => LogEntry, name: (seat: number) => string): ClashChoice {
  const hexes = actionHexes(view, a);
  return { key: canonicalJson(a), label: actionLabel(describe(a), name), hint: hintOf(view, a), action: a, target: hexes.length > 0 ? (view.hexes[hexes[0]!]?.name ?? null) : null, hexes };
}

/** Every choice of the sections, in order. */
export function allChoices(sections: readonly ClashSection[]): ClashChoice[] {
  return sections.flatMap((s) => s.options.flatMap((o) => o.choices));
}

/** Map space → how many choices concern it (for the map's highlight), from the choices shown. */
export function hexCounts(choices: readonly ClashChoice[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const c of choices) for (const h of c.hexes) out.set(h, (out.get(h) ?? 0) + 1);
  return out;
}

/**
 * What a selected map space offers: the choices that concern it, and — when `moveFrom` says the
 * engine would offer this space as a Move origin once a Move action starts — the Move action
 * itself (picking it starts the Move; the next step offers this space). An option for the kit's
 * StagedChoice, opened as its second step.
 */
export function hexOption(view: ClashView, sections: readonly ClashSection[], hex: number, moveFrom: boolean): ClashOption {
  const here = allChoices(sections).filter((c) => c.hexes.includes(hex));
  const move = moveFrom ? allChoices(sections).find((c) => c.action.type === 'move') : undefined;
  const name = view.hexes[hex]?.name ?? '?';
  const choices = move ? [{ ...move, label: ct('moveFromHere'), hexes: [hex] }, ...here] : here;
  return { key: `hex@${hex}`, label: ct('atHex', { hex: name }), step: ct('atHex', { hex: name }), choices, confirm: true };
}
