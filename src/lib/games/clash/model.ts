/**
 * Plain helpers for the Clash of Cultures table: where each hex is drawn, which map space an
 * action points at (so the map can highlight it), the prompt's button groups. Everything is
 * read from the engine's view() and actions(); nothing here decides a rule.
 */
import type { Seat } from '$engine/core/types';
import type { GameModule } from '$engine/core/types';
import type { ClashAction, ClashState, ClashView, HexView, Question } from '$engine/games/clash';
import type { TableSession } from '../../table/table-session';
import { cachedView } from '../../table/view-cache';

export type { ClashAction, ClashState, ClashView, HexView } from '$engine/games/clash';

/** The engine's view of the current state for `seat` (read inside `$derived` to follow changes). */
export function viewOf(session: TableSession, seat: Seat | null): ClashView {
  return cachedView<ClashView>(session, seat);
}

// ---------------------------------------------------------------- geometry (flat-topped hexes)

/** Hex radius in SVG units. */
export const HEX_R = 30;
const ROOT3 = Math.sqrt(3);

/** Centre of a hex: columns 1.5 radii apart, odd columns half a hex lower (the board's naming). */
export function hexCentre(h: Pick<HexView, 'col' | 'row'>): { x: number; y: number } {
  return { x: h.col * 1.5 * HEX_R, y: (h.row + (h.col & 1) / 2) * ROOT3 * HEX_R };
}

/** The six corners of a flat-topped hex around (x, y), as an SVG `points` string. */
export function hexPoints(x: number, y: number, r = HEX_R): string {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The box around every hex, with a margin of one radius. */
export function mapBox(hexes: readonly HexView[]): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const h of hexes) {
    const { x, y } = hexCentre(h);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const m = HEX_R * 1.2;
  return { x: x0 - m, y: y0 - m, w: x1 - x0 + 2 * m, h: y1 - y0 + 2 * m };
}

/** `box` zoomed by `factor` (> 1 zooms in) around its centre, clamped to 0.25–1 of `full`. */
export function zoomBox(box: Box, full: Box, factor: number): Box {
  const w = Math.min(full.w, Math.max(full.w / 4, box.w / factor));
  const h = (w * full.h) / full.w;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

/** `box` moved by (dx, dy) SVG units, kept overlapping `full`. */
export function panBox(box: Box, full: Box, dx: number, dy: number): Box {
  const x = Math.min(full.x + full.w - box.w / 2, Math.max(full.x - box.w / 2, box.x + dx));
  const y = Math.min(full.y + full.h - box.h / 2, Math.max(full.y - box.h / 2, box.y + dy));
  return { x, y, w: box.w, h: box.h };
}

// ---------------------------------------------------------------- actions on the map

/** Pick questions whose options are city ids. */
const CITY_QUESTIONS: ReadonlySet<Question> = new Set<Question>([
  'barbarianExtra', 'moodLoss', 'angryCity', 'floodCity', 'fireCity', 'civilWar', 'boomCity', 'refugeeCity', 'explorerSettler',
  'settlerCity', 'volcano', 'reformTemple', 'raze', 'fanaticismCity', 'militiaCity', 'heroStep'
]);
/** Pick questions whose options are hexes. */
const HEX_QUESTIONS: ReadonlySet<Question> = new Set<Question>(['barbarianSpawn', 'barbarianSite', 'exhaust', 'retreatHex']);

/**
 * The map space an action points at, or null: the hex of a found/move step, the city of a
 * collect/build/grow/wonder/mood/influence action or of a city choice.
 */
export function actionHex(view: ClashView, a: ClashAction): number | null {
  const cityHex = (id: number): number | null => view.cities.find((c) => c.id === id)?.hex ?? null;
  switch (a.type) {
    case 'found':
    case 'from':
    case 'to':
      return a.hex;
    case 'collect':
    case 'build':
    case 'grow':
    case 'wonder':
    case 'raise':
      return cityHex(a.city);
    case 'influence':
      return cityHex(a.to);
    case 'pick': {
      const f = view.prompt?.frame;
      if (!f || f.k !== 'pick' || a.v < 0) return null;
      if (HEX_QUESTIONS.has(f.q)) return a.v;
      if (CITY_QUESTIONS.has(f.q)) return cityHex(a.v);
      if (f.q === 'quakePiece') return cityHex(Math.floor(a.v / 4));
      if (f.q === 'development') return cityHex(Math.floor(a.v / 1000));
      return null;
    }
    default:
      return null;
  }
}

/** Hex → indexes (into `actions`) of the actions pointing at it. */
export function targetsByHex(view: ClashView, actions: readonly ClashAction[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  actions.forEach((a, i) => {
    const h = actionHex(view, a);
    if (h === null) return;
    const list = out.get(h);
    if (list) list.push(i);
    else out.set(h, [i]);
  });
  return out;
}

/** Units standing on a hex, per owner and kind: [owner, kind, count] sorted by owner then kind. */
export function stacksOf(view: ClashView, hex: number): [number, number, number][] {
  const counts = new Map<number, number>();
  for (const u of view.units) if (u.hex === hex) counts.set(u.owner * 4 + u.kind, (counts.get(u.owner * 4 + u.kind) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([k, n]) => [Math.floor(k / 4), k % 4, n]);
}

/**
 * The spaces the engine would offer as Move origins once `seat` starts a Move action, or none
 * when no Move action is offered. Asked of the engine (apply the offered Move, list its actions):
 * starting a Move draws and reveals nothing, so a selected unit can say "Move units from here".
 */
export function moveOrigins(game: Pick<GameModule<ClashState, ClashAction>, 'apply' | 'actions'>, state: ClashState, seat: number, actions: readonly ClashAction[]): Set<number> {
  const start = actions.find((a) => a.type === 'move');
  if (!start) return new Set();
  const next = game.actions(game.apply(state, seat, start), seat);
  return new Set(next.flatMap((a) => (a.type === 'from' ? [a.hex] : [])));
}

// ---------------------------------------------------------------- keyboard moves between hexes

const DIRECTIONS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 }
};

/**
 * The hex an arrow key moves to from `from`: the nearest hex whose centre lies less than 60° off the
 * key's direction (so Up/Down walk a column, Left/Right the zig-zag of a row), or null at the edge
 * or for another key.
 */
export function hexToward(hexes: readonly HexView[], from: number, key: string): number | null {
  const d = DIRECTIONS[key];
  const start = hexes[from];
  if (!d || !start) return null;
  const o = hexCentre(start);
  let best: number | null = null, bestDist = Infinity;
  for (const h of hexes) {
    if (h.hex === from) continue;
    const c = hexCentre(h);
    const dx = c.x - o.x, dy = c.y - o.y;
    const dist = Math.hypot(dx, dy);
    // Within 60° of the direction, the edges excluded (Up never slides to a diagonal neighbour).
    if ((dx * d.x + dy * d.y) / dist <= 0.5 + 1e-9) continue;
    if (dist < bestDist - 1e-9) {
      best = h.hex;
      bestDist = dist;
    }
  }
  return best;
}

/** `box` moved (not zoomed) so that the point (x, y) lies inside it with a margin of one hex, or `box` itself. */
export function boxShowing(box: Box, x: number, y: number): Box {
  const m = HEX_R * 1.2;
  const nx = x - m < box.x ? x - m : x + m > box.x + box.w ? x + m - box.w : box.x;
  const ny = y - m < box.y ? y - m : y + m > box.y + box.h ? y + m - box.h : box.y;
  return nx === box.x && ny === box.y ? box : { x: nx, y: ny, w: box.w, h: box.h };
}
