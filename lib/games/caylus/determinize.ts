/**
 * The search bot's determinizer for Caylus: the full state rebuilt from one seat's view.
 *
 * Caylus hides nothing (§12), so there is nothing to draw: the view carries the board, every
 * supply, the favour tracks, the stock and the decision awaited. Two pieces of the flow are not
 * in the view and are rebuilt here as the rules make them:
 *  - the phase cursor `step` (whose turn to place, which special building, which road space…),
 *    from the awaited decision; on the road, the next space still holding a worker (the spaces
 *    before it are empty, so the flow would skip them anyway);
 *  - the interrupt queue: only its first task (the favour, favour effect or owner's cube asked
 *    now) is visible. Favours still waiting behind it (several seats' favours after a castle
 *    scoring, a second favour of the same seat) are not in the view and are left out: the
 *    sampled game goes on without them (docs/bots.md lists this for the engine's next change).
 * The future holds no chance at all; `rng` only seeds the state's unused generator.
 */
import { Rng, seedRng } from '../../core/rng';
import { ROAD_LENGTH } from './tables/board';
import { STOCK_IDS } from './tables/buildings';
import { NOBODY } from './state';
import { PP_SOURCES, RESOURCES, ROWS, SPECIALS, type BuildingId, type CaylusState, type PlayerState, type Prompt, type Task } from './types';
import type { CaylusView, PromptView } from './view';

const seatOr = (x: number | null): number => (x === null ? NOBODY : x);

/** The awaited decision as the state holds it. */
function promptOf(p: PromptView): Prompt {
  switch (p.kind) {
    case 'activate':
      return { kind: 'activate', seat: p.seat, space: p.space! };
    case 'bonus':
      return { kind: 'bonus', seat: p.seat, space: p.space!, building: p.building! };
    case 'favourRow':
      return { kind: 'favourRow', seat: p.seat, why: p.why as Extract<Prompt, { kind: 'favourRow' }>['why'] };
    case 'favourEffect':
      return { kind: 'favourEffect', seat: p.seat, why: p.why as Extract<Prompt, { kind: 'favourEffect' }>['why'], row: p.row! };
    default:
      return { kind: p.kind, seat: p.seat };
  }
}

/** The interrupt now asked, when the decision is one (favours and the owner's cube). */
function taskOf(p: Prompt): Task | null {
  switch (p.kind) {
    case 'favourRow':
      return { k: 'favour', seat: p.seat, why: p.why };
    case 'favourEffect':
      return { k: 'favourEffect', seat: p.seat, why: p.why, row: p.row };
    case 'bonus':
      return { k: 'bonus', seat: p.seat, space: p.space, building: p.building };
    default:
      return null;
  }
}

/** endTurn cursor once a section is scored and its favours are being chosen. */
const SECTION_SCORED = 2;

/** The phase cursor for the awaited decision (see CaylusState.step). */
function stepOf(view: CaylusView, p: Prompt): number {
  switch (view.phase) {
    case 'placement':
      return view.order.indexOf(p.seat);
    case 'specials': {
      const at = (SPECIALS as readonly string[]).indexOf(p.kind);
      // A favour won at the joust is asked once the joust has resolved.
      return at >= 0 ? at : SPECIALS.indexOf('joust') + 1;
    }
    case 'provost':
      return view.passing.indexOf(p.seat);
    case 'road': {
      if (p.kind === 'activate') return p.space;
      if (p.kind === 'bonus') return p.space + 1;
      const last = Math.min(view.provost, ROAD_LENGTH);
      for (let space = 1; space <= last; space++) if (view.road[space - 1]!.worker !== null) return space;
      return last + 1;
    }
    case 'castle': {
      const at = view.castle.workers.indexOf(p.seat);
      // A favour in phase 6 is the best builder's, granted after the last worker's deliveries.
      return p.kind === 'castle' ? at : view.castle.workers.length + 1;
    }
    case 'endTurn':
      return SECTION_SCORED;
    case 'over':
      return 0;
  }
}

function playerOf(view: CaylusView, seat: number): PlayerState {
  const p = view.seats[seat]!;
  let rowsUsed = 0;
  ROWS.forEach((r, i) => {
    if (p.rowsUsedThisPhase.includes(r)) rowsUsed |= 1 << i;
  });
  return {
    money: p.money,
    pp: p.pp,
    cubes: RESOURCES.map((r) => p.cubes[r]),
    workers: p.workers,
    housesUsed: p.housesUsed,
    fav: ROWS.map((r) => p.favours[r]),
    rowsUsed,
    src: PP_SOURCES.map((s) => p.ppBySource[s]),
    batches: p.batchesThisTurn
  };
}

/** The state behind `view` (the same for every seat: nothing is hidden); null once the game is over. */
export function determinize(view: CaylusView, _seat: number, rng: Rng): CaylusState | null {
  if (view.over || view.prompt === null) return null;
  const prompt = promptOf(view.prompt);
  const task = taskOf(prompt);
  const stock: Partial<Record<BuildingId, number>> = {};
  for (const list of [view.stock.wood, view.stock.stone, view.stock.prestige]) for (const { id, left } of list) stock[id] = left;
  const ids = [...STOCK_IDS.wood, ...STOCK_IDS.stone, ...STOCK_IDS.prestige];
  for (const id of ids) stock[id] ??= 0;
  return {
    players: view.players,
    rules: { ...view.rules },
    rng: seedRng(`determinized/${rng.uint32()}`),
    turn: view.turn,
    phase: view.phase,
    step: stepOf(view, prompt),
    order: view.order.slice(),
    passed: view.passing.slice(),
    tile: view.road.map((r) => r.building),
    owner: view.road.map((r) => seatOr(r.owner)),
    worker: view.road.map((r) => seatOr(r.worker)),
    bailiff: view.bailiff,
    provost: view.provost,
    gate: seatOr(view.specials.gate),
    tradingPost: seatOr(view.specials.tradingPost),
    guild: seatOr(view.specials.guild),
    joust: seatOr(view.specials.joust),
    innLeft: seatOr(view.specials.inn.left),
    innRight: seatOr(view.specials.inn.right),
    stables: view.specials.stables.map(seatOr),
    castleWorkers: view.castle.workers.slice(),
    castle: view.castle.sections.map((s) => s.houses.slice()),
    section: view.castle.sections.filter((s) => s.scored).length,
    stock,
    discarded: view.stock.discarded.slice(),
    conversions: view.road.flatMap((r) => (r.conversionBy === null ? [] : [{ space: r.space, seat: r.conversionBy }])),
    queue: task ? [task] : [],
    prompt,
    ps: view.seats.map((_, seat) => playerOf(view, seat)),
    events: []
  };
}
