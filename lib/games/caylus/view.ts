/**
 * What a seat (or a spectator) sees. Caylus has no hidden information (§12), so every seat sees
 * the same table; the view is still the only thing the UI and the bots read. It carries every
 * derived number the table needs (costs, income, activation range, open favour columns…) so the
 * UI never recomputes a rule.
 */
import type {
  BuildingId, ByResource, CaylusState, Category, Colour, GameEvent, Phase, PpSource, Prompt, Row, Rules, Section
} from './types';
import { COLOURS, PHASE_NUMBER, ROWS, SECTIONS } from './types';
import { BUILDINGS, RESIDENCE_TILES, STOCK_IDS, type Exchange } from './tables/buildings';
import { HOUSES, ROAD_LENGTH, WORKERS } from './tables/board';
import { incomes } from './phases';
import { CASTLE, openColumns } from './tables/castle';
import { FAVOUR_TABLE, type FavourCell } from './tables/favours';
import { placementCost, stablesOpen } from './placement';
import { castleTarget } from './castle';
import { NOBODY, cubeRecord } from './state';
import { promptText } from './describe';
import { rowReach } from './favours';
import { exchangeLines } from './activation';
import { buildPP } from './construction';
import { provostMoveList, type ProvostMove } from './provost';

export interface RoadSpaceView {
  /** 1–28 from the bridge. */
  readonly space: number;
  readonly building: BuildingId | null;
  readonly category: Category | null;
  readonly name: string | null;
  readonly owner: number | null;
  readonly worker: number | null;
  /** The castle section whose scoring this space triggers, if any. */
  readonly trigger: Section | null;
  readonly bailiff: boolean;
  readonly provost: boolean;
  /** Inside the provost's range (spaces 1..provost activate in phase 5). */
  readonly activates: boolean;
  /** Seat whose paid Lawyer conversion waits for this building's worker to leave. */
  readonly conversionBy: number | null;
  /** PP its builder scored for it (the Church's by the variant); 0 for neutral, fixed and residence tiles. */
  readonly pp: number;
}

export interface SectionView {
  readonly id: Section;
  readonly name: string;
  readonly spaces: number;
  /** Seats of the houses in slot order. */
  readonly houses: readonly number[];
  readonly ppPerBatch: number;
  readonly trigger: number;
  readonly scored: boolean;
  /** Under construction now. */
  readonly current: boolean;
  readonly full: boolean;
}

export interface PlayerView {
  readonly seat: number;
  readonly colour: Colour;
  readonly money: number;
  readonly cubes: ByResource<number>;
  readonly pp: number;
  readonly ppBySource: { readonly [S in PpSource]: number };
  /** Workers in the supply / on the board (the inn's right circle included). */
  readonly workers: number;
  readonly workersOut: number;
  readonly housesUsed: number;
  /** Houses left of the 20 in the box (never below 0: houses are not limited, §11.24). */
  readonly housesLeft: number;
  readonly residences: number;
  /** Deniers this player will get in the next phase 1. */
  readonly income: number;
  /** Favour marker column per row (0 = start space). */
  readonly favours: { readonly [R in Row]: number };
  readonly rowsUsedThisPhase: readonly Row[];
  readonly passed: boolean;
  /** Space on the passing scale (1 = passed first), or null. */
  readonly passPosition: number | null;
  /** 1-based place in the turn order. */
  readonly turnPosition: number;
  /** Price of this player's next placement on a building they do not own (own building: 1). */
  readonly placementCost: number;
  readonly inCastle: boolean;
  readonly onInn: boolean;
  readonly batchesThisTurn: number;
}

export interface PromptView {
  readonly kind: Prompt['kind'];
  readonly seat: number;
  /** Road space of the building being activated (activate / bonus). */
  readonly space: number | null;
  readonly building: BuildingId | null;
  readonly row: Row | null;
  readonly why: string | null;
  /** Choosing a favour row: per row, the column the marker reaches (its best effect); else null. */
  readonly reach: { readonly [R in Row]: number } | null;
  /**
   * Activating an exchange building (Church, Tailor, Bank, Alchemist…): its lines, indexed by the
   * `exchange` action's `option` (the Tailor's by the variant played); else null.
   */
  readonly exchanges: readonly Exchange[] | null;
  /** Activating a selling building: the deniers one cube fetches; else null. */
  readonly sellPrice: number | null;
  /** Activating a buying building: the price per number of cubes bought; else null. */
  readonly buyOffers: readonly { readonly count: number; readonly price: number }[] | null;
  /** Moving the provost (phase 4, or the guild's free move): each move's space and price; else null. */
  readonly provostMoves: readonly ProvostMove[] | null;
  /** Translation key and an English fallback. */
  readonly key: string;
  readonly text: string;
}

/** A tile in the stock and the PP its builder would score (the Church's by the variant played). */
export interface StockEntry {
  readonly id: BuildingId;
  readonly left: number;
  readonly pp: number;
}

export interface CaylusView {
  readonly viewer: number | null;
  readonly players: number;
  readonly turn: number;
  readonly phase: Phase;
  /** The rulebook's phase number, 1–7. */
  readonly phaseNumber: number;
  readonly over: boolean;
  readonly prompt: PromptView | null;
  readonly rules: Rules;
  /** Seats, first to last. */
  readonly order: readonly number[];
  /** Seats on the passing scale, space 1 first. */
  readonly passing: readonly number[];
  readonly bailiff: number;
  readonly provost: number;
  readonly road: readonly RoadSpaceView[];
  readonly firstFreeSpace: number | null;
  readonly specials: {
    readonly gate: number | null;
    readonly tradingPost: number | null;
    readonly guild: number | null;
    readonly joust: number | null;
    readonly stables: readonly (number | null)[];
    readonly stablesOpen: boolean;
    readonly inn: { readonly left: number | null; readonly right: number | null };
  };
  readonly castle: {
    /** Seats on castle spaces 1, 2, … */
    readonly workers: readonly number[];
    readonly sections: readonly SectionView[];
    readonly current: Section | null;
    /** Section the next batch would go to, or null when the castle is full. */
    readonly nextHouse: Section | null;
  };
  readonly favours: {
    readonly simplified: boolean;
    /** Highest open column (2, then 4 after the Dungeon, 5 after the Walls). */
    readonly openColumns: number;
    readonly rows: readonly Row[];
    readonly table: { readonly [R in Row]: readonly FavourCell[] };
  };
  readonly stock: {
    readonly wood: readonly StockEntry[];
    readonly stone: readonly StockEntry[];
    readonly prestige: readonly StockEntry[];
    readonly residenceTilesLeft: number;
    /** Neutral tiles removed from the game by lawyers. */
    readonly discarded: readonly BuildingId[];
  };
  readonly seats: readonly PlayerView[];
  /** What happened by itself after the last action (income, scorings, forced moves…). */
  readonly events: readonly GameEvent[];
}

const orNull = (x: number): number | null => (x === NOBODY ? null : x);

function triggerAt(space: number): Section | null {
  for (const c of CASTLE) if (c.trigger === space) return c.id;
  return null;
}

/** triggerAt per road space (index 0 = space 1): the view asks for all 28 every time. */
const TRIGGER_AT: readonly (Section | null)[] = Array.from({ length: ROAD_LENGTH }, (_, i) => triggerAt(i + 1));

/** A player's PP by source, keyed in PP_SOURCES order (a literal: one fixed shape, no dictionary building). */
function ppBySource(src: readonly number[]): { readonly [S in PpSource]: number } {
  return { visits: src[0]!, buildings: src[1]!, residences: src[2]!, castle: src[3]!, favours: src[4]!, exchanges: src[5]!, penalties: src[6]! };
}

function promptView(s: CaylusState, p: Prompt): PromptView {
  const space = p.kind === 'activate' || p.kind === 'bonus' ? p.space : null;
  const { key, text } = promptText(s, p);
  const building = p.kind === 'bonus' ? p.building : space === null ? null : s.tile[space - 1] ?? null;
  // What the activated tile offers, as the rules read it (the Tailor's lines depend on the variant).
  const effect = p.kind === 'activate' && building !== null ? BUILDINGS[building].effect : null;
  return {
    kind: p.kind,
    seat: p.seat,
    space,
    building,
    row: p.kind === 'favourEffect' ? p.row : null,
    why: p.kind === 'favourRow' || p.kind === 'favourEffect' ? p.why : null,
    reach: p.kind === 'favourRow' ? rowReach(s, p.seat) : null,
    exchanges: effect !== null && space !== null && (effect.kind === 'exchange' || effect.kind === 'tailor') ? exchangeLines(s, space) : null,
    sellPrice: effect?.kind === 'sell' ? effect.price : null,
    buyOffers: effect?.kind === 'buy' ? effect.offers : null,
    provostMoves: p.kind === 'provost' || p.kind === 'guild' ? provostMoveList(s, p.seat, p.kind === 'provost') : null,
    key,
    text
  };
}

/** The building stock of one category: tiles left and the PP each scores (the Church's by the variant). */
function stockList(s: CaylusState, ids: readonly BuildingId[]): readonly StockEntry[] {
  const out: StockEntry[] = [];
  for (const id of ids) out.push(Object.freeze({ id, left: s.stock[id] ?? 0, pp: buildPP(s.rules, id) }));
  return Object.freeze(out);
}

interface StockLists {
  readonly churchPP: number;
  readonly wood: readonly StockEntry[];
  readonly stone: readonly StockEntry[];
  readonly prestige: readonly StockEntry[];
}

/**
 * The stock lists by stock object: the engine replaces `s.stock` when a tile is built or returned
 * (never writes into it), so successive states share it and their views share these frozen lists.
 */
const STOCK_LISTS = new WeakMap<CaylusState['stock'], StockLists>();

function stockLists(s: CaylusState): StockLists {
  let lists = STOCK_LISTS.get(s.stock);
  if (lists === undefined || lists.churchPP !== s.rules.churchPP) {
    lists = { churchPP: s.rules.churchPP, wood: stockList(s, STOCK_IDS.wood), stone: stockList(s, STOCK_IDS.stone), prestige: stockList(s, STOCK_IDS.prestige) };
    STOCK_LISTS.set(s.stock, lists);
  }
  return lists;
}

/**
 * What the road's view takes from the tiles, their owners and the pending conversions, which
 * change only when something is built or converted: per road (tile array: the engine copies it
 * before a change, never writes into a state's), with the last road view made over it, whose
 * space objects (frozen) the next views reuse where the worker, bailiff and provost leave them as
 * they were: most actions change one space or none.
 */
interface RoadBase {
  readonly owner: readonly number[];
  readonly conversions: CaylusState['conversions'];
  readonly churchPP: number;
  readonly seats: number;
  readonly free: number | null;
  readonly residencesOf: readonly number[];
  readonly residencesOnRoad: number;
  readonly income: readonly number[];
  worker: readonly number[] | null;
  bailiff: number;
  provost: number;
  road: readonly RoadSpaceView[];
}

const ROAD_BASES = new WeakMap<CaylusState['tile'], RoadBase>();

function roadBase(s: CaylusState): RoadBase {
  const base = ROAD_BASES.get(s.tile);
  if (base !== undefined && base.owner === s.owner && base.conversions === s.conversions && base.churchPP === s.rules.churchPP && base.seats === s.ps.length) return base;
  let free: number | null = null;
  const residencesOf: number[] = s.ps.map(() => 0);
  let residencesOnRoad = 0;
  for (let i = 0; i < ROAD_LENGTH; i++) {
    const id = s.tile[i] ?? null;
    if (id === null && free === null) free = i + 1;
    if (id === 'residence') {
      residencesOnRoad++;
      const owner = s.owner[i]!;
      if (owner >= 0 && owner < residencesOf.length) residencesOf[owner]!++;
    }
  }
  const made: RoadBase = {
    owner: s.owner,
    conversions: s.conversions,
    churchPP: s.rules.churchPP,
    seats: s.ps.length,
    free,
    residencesOf,
    residencesOnRoad,
    income: incomes(s),
    worker: null,
    bailiff: 0,
    provost: 0,
    road: []
  };
  ROAD_BASES.set(s.tile, made);
  return made;
}

/** The road's view over `base`: the last one if nothing on it moved, else a new array reusing the unchanged spaces. */
function roadOf(s: CaylusState, base: RoadBase): readonly RoadSpaceView[] {
  if (base.worker === s.worker && base.bailiff === s.bailiff && base.provost === s.provost) return base.road;
  const last = base.road;
  const road: RoadSpaceView[] = [];
  const conversions = s.conversions;
  for (let i = 0; i < ROAD_LENGTH; i++) {
    const space = i + 1;
    const worker = orNull(s.worker[i]!);
    const bailiff = s.bailiff === space;
    const provost = s.provost === space;
    const activates = space <= s.provost;
    const was = last.length === 0 ? null : last[i]!;
    if (was !== null && was.worker === worker && was.bailiff === bailiff && was.provost === provost && was.activates === activates) {
      road.push(was);
      continue;
    }
    if (was !== null) {
      road.push(Object.freeze({ space, building: was.building, category: was.category, name: was.name, owner: was.owner, worker, trigger: was.trigger, bailiff, provost, activates, conversionBy: was.conversionBy, pp: was.pp }));
      continue;
    }
    const id = s.tile[i] ?? null;
    let conversionBy: number | null = null;
    for (let k = 0; k < conversions.length; k++) {
      if (conversions[k]!.space === space) {
        conversionBy = conversions[k]!.seat;
        break;
      }
    }
    const def = id === null ? null : BUILDINGS[id];
    road.push(
      Object.freeze({
        space,
        building: id,
        category: def === null ? null : def.category,
        name: def === null ? null : def.name,
        owner: orNull(s.owner[i]!),
        worker,
        trigger: TRIGGER_AT[i]!,
        bailiff,
        provost,
        activates,
        conversionBy,
        pp: def === null ? 0 : id === 'church' ? s.rules.churchPP : def.pp
      })
    );
  }
  Object.freeze(road);
  base.worker = s.worker;
  base.bailiff = s.bailiff;
  base.provost = s.provost;
  base.road = road;
  return road;
}

export function view(s: CaylusState, viewer: number | null): CaylusView {
  const base = roadBase(s);
  const road = roadOf(s, base);
  const free = base.free;
  const target = castleTarget(s);
  const stock = stockLists(s);
  const income = base.income;
  const residencesOf = base.residencesOf;
  const residencesOnRoad = base.residencesOnRoad;
  const players = s.ps.map((p, seat): PlayerView => {
    const passIdx = s.passed.indexOf(seat);
    const residences = residencesOf[seat]!;
    return {
      seat,
      colour: COLOURS[seat]!,
      money: p.money,
      cubes: cubeRecord(p.cubes),
      pp: p.pp,
      ppBySource: ppBySource(p.src),
      workers: p.workers,
      workersOut: WORKERS - p.workers,
      housesUsed: p.housesUsed,
      housesLeft: Math.max(0, HOUSES - p.housesUsed),
      residences,
      income: income[seat]!,
      favours: { prestige: p.fav[0]!, deniers: p.fav[1]!, resources: p.fav[2]!, buildings: p.fav[3]! },
      rowsUsedThisPhase: ROWS.filter((_, r) => (p.rowsUsed & (1 << r)) !== 0),
      passed: passIdx >= 0,
      passPosition: passIdx >= 0 ? passIdx + 1 : null,
      turnPosition: s.order.indexOf(seat) + 1,
      placementCost: placementCost(s, seat, { at: 'gate' }),
      inCastle: s.castleWorkers.includes(seat),
      onInn: s.innRight === seat,
      batchesThisTurn: s.phase === 'castle' ? p.batches : 0
    };
  });
  return {
    viewer,
    players: s.players,
    turn: s.turn,
    phase: s.phase,
    phaseNumber: PHASE_NUMBER[s.phase],
    over: s.phase === 'over',
    prompt: s.prompt ? promptView(s, s.prompt) : null,
    rules: { ...s.rules },
    order: s.order.slice(),
    passing: s.passed.slice(),
    bailiff: s.bailiff,
    provost: s.provost,
    road,
    firstFreeSpace: free,
    specials: {
      gate: orNull(s.gate),
      tradingPost: orNull(s.tradingPost),
      guild: orNull(s.guild),
      joust: orNull(s.joust),
      stables: s.stables.map(orNull),
      stablesOpen: stablesOpen(s),
      inn: { left: orNull(s.innLeft), right: orNull(s.innRight) }
    },
    castle: {
      workers: s.castleWorkers.slice(),
      sections: CASTLE.map((c, k): SectionView => ({
        id: c.id,
        name: c.name,
        spaces: c.spaces,
        houses: s.castle[k]!.slice(),
        ppPerBatch: c.ppPerBatch,
        trigger: c.trigger,
        scored: k < s.section,
        current: k === s.section,
        full: s.castle[k]!.length >= c.spaces
      })),
      current: s.section < SECTIONS.length ? SECTIONS[s.section]! : null,
      nextHouse: target < 0 ? null : SECTIONS[target]!
    },
    favours: { simplified: s.rules.simplifiedFavours, openColumns: openColumns(s.section), rows: ROWS, table: FAVOUR_TABLE },
    stock: {
      wood: stock.wood,
      stone: stock.stone,
      prestige: stock.prestige,
      residenceTilesLeft: Math.max(0, RESIDENCE_TILES - residencesOnRoad),
      discarded: s.discarded.slice()
    },
    seats: players,
    events: s.events.slice()
  };
}
