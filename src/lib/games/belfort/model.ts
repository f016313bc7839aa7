/**
 * Plain helpers for the Belfort table: the memoised view, where each city symbol is drawn on the
 * pentagon, and the prompt's choices sorted into short groups. Every choice carries the engine's
 * own action object from actions(); nothing is added, removed or priced here, and the labels come
 * from the action's describe() key and params (or, for the viewer's hidden choices, the card names).
 */
import type { Seat } from '$engine/core/types';
import type { BelfortAction, BelfortView, BoardView } from '$engine/games/belfort';
import { canonicalJson } from '$engine/core/hash';
import { seatStyle } from '../../seats';
import type { TableSession } from '../../table/table-session';
import { cachedView } from '../../table/view-cache';
import { bt, cardName, costText, ownLabel, type TextKey } from './text';
import { tn } from '../../i18n';

export type { BelfortView, BoardView } from '$engine/games/belfort';

export function viewOf(session: TableSession, seat: Seat | null): BelfortView {
  return cachedView<BelfortView>(session, seat);
}

/** Colour of a contestant (humans and the Neutral Players, numbered after them). */
export function contestantColour(c: number): string {
  return seatStyle(c).color;
}

// ---------------------------------------------------------------- the pentagon

/** Symbol slots on three rings of each district's wedge, outermost first (the guild in the middle). */
const RINGS: readonly { readonly f: number; readonly slots: readonly string[] }[] = [
  { f: 0.86, slots: ['gateLeft', 'wallA', 'keepA', 'keepB', 'wallB', 'gateRight'] },
  { f: 0.64, slots: ['pub', 'gardens', 'tower', 'inn', 'blacksmith'] },
  { f: 0.43, slots: ['bank', 'market', 'library'] },
  { f: 0.22, slots: ['guild'] }
];

/** Pentagon corner k, in percent of the square drawing (centre 50,50, circumradius 48). */
export function corner(k: number): { x: number; y: number } {
  const a = ((-90 - 36 + 72 * k) * Math.PI) / 180;
  return { x: 50 + 48 * Math.cos(a), y: 50 + 48 * Math.sin(a) };
}

export const PENTAGON_POINTS = [0, 1, 2, 3, 4].map((k) => corner(k)).map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ');

/**
 * Where each symbol is drawn (percent of the drawing): district d is the wedge from corner d to
 * corner d+1 (clockwise, district I at the top); a symbol sits on its ring at a fraction of the
 * way from the centre to the pentagon's edge, so every ring follows the walls, evenly spaced
 * along the ring. The two halves of a Gatehouse (right half of d, left half of d+1) sit side by
 * side across the border.
 */
export function symbolPositions(board: BoardView): readonly { x: number; y: number }[] {
  const inradius = 48 * Math.cos(Math.PI / 5);
  return board.symbols.map((sy) => {
    const ring = RINGS.find((r) => r.slots.includes(sy.slot))!;
    const i = ring.slots.indexOf(sy.slot);
    const n = ring.slots.length;
    const t = (i + 0.5) / n; // evenly spaced, across the district borders too
    const mid = -90 + 72 * sy.district; // the district's edge midpoint
    const deg = mid - 36 + 72 * t;
    const rad = (deg * Math.PI) / 180;
    const edge = inradius / Math.cos(((deg - mid) * Math.PI) / 180);
    const r = edge * ring.f;
    return { x: 50 + r * Math.cos(rad), y: 50 + r * Math.sin(rad) };
  });
}

/** Where each district's name is written (outside the wedge's middle, inside the drawing). */
export function districtLabel(d: number): { x: number; y: number } {
  const rad = ((-90 + 72 * d) * Math.PI) / 180;
  return { x: 50 + 8 * Math.cos(rad), y: 50 + 8 * Math.sin(rad) };
}

// ---------------------------------------------------------------- choices

/** Where on the table a choice points: a city symbol, a guild, an office space, a display card. */
export type Target = `sym:${number}` | `guild:${number}` | 'recruit' | 'camp' | `card:${string}` | `display:${number}`;

export interface Choice {
  readonly key: string;
  readonly label: string;
  readonly action: BelfortAction;
  readonly target: Target | null;
}

/** One button: a single choice, or several variants that open a second step ("where?"). */
export interface Option {
  readonly key: string;
  readonly label: string;
  readonly step: string | null;
  readonly choices: readonly Choice[];
}

export interface Section {
  readonly key: string;
  readonly title: string;
  readonly options: readonly Option[];
}

const GROUP: Readonly<Record<BelfortAction['type'], TextKey>> = {
  pickGuild: 'group.setup', keep: 'group.setup', npGuild: 'group.setup',
  place: 'group.place', pass: 'group.pass', send: 'group.send', camp: 'group.camp',
  build: 'group.build', wall: 'group.wall', buyGuild: 'group.buyGuild',
  activateCard: 'group.activate', activateGuild: 'group.activate',
  trade: 'group.trade', convert: 'group.trade', smith: 'group.trade', bank: 'group.trade',
  hire: 'group.gnomes', buyCard: 'group.cards', endTurn: 'group.end',
  discard: 'group.follow', lock: 'group.follow', twin: 'group.follow', inn: 'group.follow', recruit: 'group.follow',
  architects: 'group.follow', architectsPay: 'group.follow', steal: 'group.follow', wizards: 'group.follow',
  wizardsPair: 'group.follow', wizardsSide: 'group.follow', spyReveal: 'group.follow', spyTake: 'group.follow', skip: 'group.follow',
  npCard: 'group.neutral', npPlace: 'group.neutral'
};

/** More variants of one type than this become one button with a second step. */
const STEP_ABOVE = 6;

/** The table target of an action, so the board can offer it too. */
export function targetOf(a: BelfortAction, board: BoardView): Target | null {
  switch (a.type) {
    case 'build':
    case 'wall':
    case 'twin':
    case 'architects':
    case 'wizardsSide':
    case 'npPlace':
      return `sym:${a.at}`;
    case 'wizards':
      return `sym:${board.locations[a.from]!.symbols[0]!}`;
    case 'wizardsPair':
      return `sym:${board.locations[a.to]!.symbols[0]!}`;
    case 'place':
      return a.at === 'guild' ? `guild:${a.district}` : a.at === 'card' ? `card:${a.card}` : a.at;
    case 'buyGuild':
    case 'activateGuild':
    case 'npGuild':
      return `guild:${a.district}`;
    case 'activateCard':
    case 'hire':
      return `card:${a.card}`;
    case 'buyCard':
    case 'npCard':
      return `display:${a.from}`;
    default:
      return null;
  }
}

/**
 * The viewer's choices in groups. `label` gives an action's button label (its describe() entry
 * through the `….label` template: text.ts `actionLabel`). Labels that would read alike get the
 * action's fields appended so every button stays distinct.
 */
export function promptSections(view: BelfortView, board: BoardView, actions: readonly BelfortAction[], label: (a: BelfortAction) => string): Section[] {
  const labels = actions.map((a) => ownLabel(a) ?? label(a));
  const seen = new Map<string, number>();
  for (const l of labels) seen.set(l, (seen.get(l) ?? 0) + 1);
  const choices: Choice[] = actions.map((a, i) => {
    const key = canonicalJson(a);
    const label = seen.get(labels[i]!)! > 1 ? `${labels[i]} (${key})` : labels[i]!;
    return { key, label, action: a, target: targetOf(a, board) };
  });
  // Variants of one kind: a build per card type, or a type with many variants (Walls, Architects…).
  // The starting keep stays flat: its ten pairs are the whole decision.
  const optionKey = (c: Choice, many: boolean): string =>
    c.action.type === 'build' ? `build:${c.action.card}` : many && c.action.type !== 'keep' ? `type:${c.action.type}` : c.key;
  const perType = new Map<string, number>();
  for (const a of actions) perType.set(a.type, (perType.get(a.type) ?? 0) + 1);
  const sections = new Map<TextKey, Map<string, Choice[]>>();
  for (const c of choices) {
    const g = GROUP[c.action.type];
    let sec = sections.get(g);
    if (!sec) sections.set(g, (sec = new Map()));
    const k = optionKey(c, perType.get(c.action.type)! > STEP_ABOVE);
    const list = sec.get(k);
    if (list) list.push(c);
    else sec.set(k, [c]);
  }
  return [...sections].map(([g, opts]) => ({
    key: g,
    title: bt(g),
    options: [...opts].map(([k, cs]) => optionOf(view, k, cs))
  }));
}

function optionOf(view: BelfortView, key: string, cs: readonly Choice[]): Option {
  const first = cs[0]!.action;
  if (first.type === 'build') {
    const label = bt('build.card', { card: cardName(first.card), cost: costText(view.prices.cards[first.card]) });
    return { key, label, step: cs.length > 1 ? bt('build.step', { card: cardName(first.card) }) : null, choices: cs };
  }
  if (cs.length === 1) return { key, label: cs[0]!.label, step: null, choices: cs };
  const title = bt(GROUP[first.type]);
  return { key, label: tn('belfort.choices', cs.length, { title }), step: `${title}: ${bt('prompt.chooseWhere')}`, choices: cs };
}

/** Every choice of the sections pointing at a target, by target. */
export function targetsOf(sections: readonly Section[]): Map<Target, Choice[]> {
  const out = new Map<Target, Choice[]>();
  for (const s of sections) {
    for (const o of s.options) {
      for (const c of o.choices) {
        if (c.target === null) continue;
        const list = out.get(c.target);
        if (list) list.push(c);
        else out.set(c.target, [c]);
      }
    }
  }
  return out;
}
