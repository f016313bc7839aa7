/**
 * What one seat (or a spectator, seat = null) may see. Hidden: the terrain of unexplored regions,
 * the order of every deck, other players' Action and Objective cards (counts only), the options of
 * other players' pending choices (they may name hidden cards). Everything a table needs to draw
 * is here, derived numbers included (sizes, Collect amounts, scores), so the UI computes nothing.
 */
import type { Battle, ClashAction, ClashState, Frame, TradeItem } from './types';
import * as typesMod from './types';
import * as boardMod from './board';
import * as stateMod from './state';
import * as cityMod from './city';
import * as scoringMod from './scoring';
import * as describeMod from './describe';
import * as stackMod from './stack';
import * as tablesObjectivesMod from './tables/objectives';
import * as tablesEventsMod from './tables/events';
import * as tablesWondersMod from './tables/wonders';
import * as eligibilityMod from './eligibility';
import * as influenceMod from './influence';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE } = typesMod;
const { boardFor } = boardMod;
const { citySize } = stateMod;
const { effectiveSize } = cityMod;
const { halfPoints } = scoringMod;
const { advancesOf } = stateMod;
const { promptText } = describeMod;
const { top } = stackMod;
const { OBJECTIVE_CARDS, OBJECTIVES } = tablesObjectivesMod;
const { EVENTS } = tablesEventsMod;
const { WONDERS } = tablesWondersMod;
const { eligible, governmentOf } = eligibilityMod;
const { influenceOptions, rangeCost } = influenceMod;

export interface HexView {
  hex: number;
  name: string;
  /** Drawing position: column (letter) and row (number) of the name; odd columns sit half a hex lower. */
  col: number;
  row: number;
  /** Terrain code (0 = unexplored). */
  terrain: number;
  region: number;
  exhausted: boolean;
  edge: boolean;
  /** Neighbouring hexes (for drawing and highlighting). */
  adj: readonly number[];
}

export interface PlayerView {
  seat: number;
  resources: { food: number; ore: number; wood: number; ideas: number; gold: number };
  cultureLevel: number;
  happinessLevel: number;
  cultureTokens: number;
  moodTokens: number;
  advances: number[];
  /** Advances this player may take next (not owned; first-advance, prerequisite and Government rules met). */
  available: number[];
  /** Government category index (9 Democracy, 10 Autocracy, 11 Theocracy), or −1. */
  government: number;
  /** Own seat: card ids; others: null. */
  hand: number[] | null;
  handCount: number;
  objectives: number[] | null;
  objectiveCount: number;
  completed: { card: number; half: number; name: string }[];
  eventVP: number;
  kept: number[];
  reserved: number;
  cities: number;
  /** Score so far by category (VP), and the total. */
  score: { pieces: number; advances: number; wonders: number; objectives: number; events: number; total: number };
}

export interface PromptView {
  seat: number;
  kind: Frame['k'];
  key: string;
  /** The prompt's facts for its key's template (`{who}` is `seat`); `text` is the English fallback. */
  params: Readonly<Record<string, string | number | boolean | null>>;
  text: string;
  /** The full frame, only for the seat it waits for (it may name that seat's hidden cards). */
  frame: Frame | null;
  /** A trade proposal being answered, visible to its two parties (cards named) or to all (cards counted). */
  trade: { from: number; to: number; give: (TradeItem | 'card')[]; get: (TradeItem | 'card')[] } | null;
}

export interface ClashView {
  seat: number | null;
  players: number;
  round: number;
  turn: number;
  phase: ClashState['phase'];
  first: number;
  active: number;
  actionsLeft: number;
  rules: ClashState['rules'];
  hexes: HexView[];
  cities: {
    id: number; hex: number; owner: number; pieces: readonly number[]; port: number; mood: number; size: number;
    amount: number; activations: number; wonder: number;
  }[];
  units: { id: number; owner: number; kind: number; hex: number; carrier: number; flags: number }[];
  seats: PlayerView[];
  /** `gone`: Wonders out of the game (built in a city since destroyed): public, and what the deck is not. */
  wonders: { open: readonly number[]; deck: number; built: { wonder: number; city: number; owner: number }[]; gone: number[] };
  decks: { events: number; eventDiscard: number; actions: number; actionDiscard: number; objectives: number };
  battle: Battle | null;
  /** The Event being resolved (public once drawn). */
  event: { card: number; name: string; text: string } | null;
  prompt: PromptView | null;
  log: ClashState['events'];
  /**
   * The Cultural Influence attempts the viewer may make now (their own Turn decision only), with
   * the Culture tokens each spends on range; empty otherwise. The table shows range and cost.
   */
  influence: { from: number; to: number; tokens: number }[];
  /**
   * The public engine state the table does not draw, for the search bot's determinizer
   * (determinize.ts): the turn's progress, the decision stack (a frame that names another seat's
   * hidden cards is null), region orientations, discard piles and per-player counters.
   */
  pub: PublicState;
}

/** Public parts of ClashState beyond what the table draws (see `ClashView.pub`). */
export interface PublicState {
  rev: number;
  pos: number;
  t: ClashState['t'];
  stack: (Frame | null)[];
  orient: readonly number[];
  explored: number;
  exhausted: readonly number[];
  seatStart: readonly number[];
  nextId: number;
  eventDiscard: readonly number[];
  actionDiscard: readonly number[];
  endAfterRound: number;
  statusDone: readonly (readonly string[])[];
  /** Per seat: actions lost next Turn, truce seat, starting space, Governments lost, Event VP in halves. */
  seats: { lose: number; truce: number; start: number; anarchy: number; evp: number }[];
}

/** Pick questions whose options or facts name the deciding seat's hidden cards. */
const CARD_QUESTIONS: ReadonlySet<string> = new Set(['objective', 'newPlans', 'spySwap']);

/** The frame as `seat` may see it: null when it names cards hidden from `seat`. */
function publicFrame(f: Frame, seat: number | null): Frame | null {
  if (f.k === 'auto' || f.k === 'status' || f.seat === seat) return f;
  if (f.k === 'pick') return CARD_QUESTIONS.has(f.q) ? null : f;
  if (f.k === 'trade' || f.k === 'answer') {
    const party = f.k === 'answer' && seat === f.from;
    const cards = f.give.some((it) => !('r' in it)) || f.get.some((it) => !('r' in it));
    return cards && !party ? null : f;
  }
  return f;
}

function publicState(s: ClashState, seat: number | null): PublicState {
  return {
    rev: s.rev, pos: s.pos, t: s.t, stack: s.stack.map((f) => publicFrame(f, seat)), orient: s.orient, explored: s.explored,
    exhausted: s.exhausted, seatStart: s.seatStart, nextId: s.nextId, eventDiscard: s.eventDiscard, actionDiscard: s.actionDiscard,
    endAfterRound: s.endAfterRound, statusDone: s.statusDone,
    seats: s.ps.map((p) => ({ lose: p.lose, truce: p.truce, start: p.start, anarchy: p.anarchy, evp: p.evp }))
  };
}

const ADVANCE_IDS: readonly number[] = Array.from({ length: 48 }, (_, a) => a);

function hideCards(items: readonly TradeItem[], open: boolean): (TradeItem | 'card')[] {
  return items.map((it) => ('r' in it || open ? it : 'card'));
}

export function view(s: ClashState, seat: number | null): ClashView {
  const board = boardFor(s.players);
  const f = top(s);
  let prompt: PromptView | null = null;
  if (f !== null && f.k !== 'auto' && f.k !== 'status') {
    const { key, params, text } = promptText(s, f);
    let trade: PromptView['trade'] = null;
    if (f.k === 'answer') {
      const open = seat === f.seat || seat === f.from;
      trade = { from: f.from, to: f.seat, give: hideCards(f.give, open), get: hideCards(f.get, open) };
    } else if (f.k === 'trade') {
      const open = seat === f.seat;
      trade = { from: f.seat, to: f.partner, give: hideCards(f.give, open), get: hideCards(f.get, open) };
    }
    prompt = { seat: f.seat, kind: f.k, key, params, text, frame: seat === f.seat ? f : null, trade };
  }
  return {
    seat,
    players: s.players,
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    first: s.first,
    active: s.t.seat,
    actionsLeft: s.t.left,
    rules: s.rules,
    hexes: board.names.map((name, hex) => ({
      hex, name, col: name.charCodeAt(0) - 65, row: Number(name.slice(1)), terrain: s.ter[hex]!, region: board.regionOf[hex]!, exhausted: s.exhausted.includes(hex), edge: board.edge[hex]!, adj: board.adj[hex]!
    })),
    cities: s.cities.map((c) => ({
      id: c.id, hex: c.h, owner: c.o, pieces: c.pc, port: c.port, mood: c.mood, size: citySize(c),
      amount: c.o < 4 ? effectiveSize(s, c) : 1, activations: c.act, wonder: c.w
    })),
    units: s.units.map((u) => ({ id: u.id, owner: u.o, kind: u.k, hex: u.h, carrier: u.c, flags: u.f })),
    seats: s.ps.map((p, i) => {
      const half = halfPoints(s, i);
      const mine = seat === i;
      return {
        seat: i,
        resources: { food: p.res[0]!, ore: p.res[1]!, wood: p.res[2]!, ideas: p.res[3]!, gold: p.res[4]! },
        cultureLevel: p.cl, happinessLevel: p.hl, cultureTokens: p.ct, moodTokens: p.mt,
        advances: advancesOf(p),
        available: ADVANCE_IDS.filter((a) => eligible(p, a)),
        government: governmentOf(p),
        hand: mine ? p.hand.slice() : null,
        handCount: p.hand.length,
        objectives: mine ? p.obj.slice() : null,
        objectiveCount: p.obj.length,
        completed: p.done.map((x) => ({ card: x.card, half: x.half, name: OBJECTIVES[OBJECTIVE_CARDS[x.card]![x.half]!].name })),
        eventVP: p.evp / 2,
        kept: p.kept.slice(),
        reserved: p.reserved,
        cities: s.cities.filter((c) => c.o === i).length,
        score: {
          pieces: half[0]! / 2, advances: half[1]! / 2, wonders: half[2]! / 2, objectives: half[3]! / 2, events: half[4]! / 2,
          total: half.reduce((a, b) => a + b, 0) / 2
        }
      };
    }),
    wonders: {
      open: s.wondersOpen,
      deck: s.wonderDeck.length,
      built: s.cities.filter((c) => c.w !== NONE).map((c) => ({ wonder: c.w, city: c.id, owner: c.o })),
      gone: goneWonders(s)
    },
    decks: {
      events: s.eventDeck.length, eventDiscard: s.eventDiscard.length, actions: s.actionDeck.length,
      actionDiscard: s.actionDiscard.length, objectives: s.objectiveDeck.length
    },
    battle: s.battle,
    event: s.event === NONE ? null : { card: s.event, name: EVENTS[s.event]!.name, text: EVENTS[s.event]!.text },
    prompt,
    log: s.events,
    influence: seat !== null && f !== null && f.k === 'turn' && f.seat === seat ? influenceCosts(s, seat) : [],
    pub: publicState(s, seat)
  };
}

function influenceCosts(s: ClashState, seat: number): ClashView['influence'] {
  const byId = (id: number) => s.cities.find((c) => c.id === id)!;
  return influenceOptions(s, seat).map(([from, to]) => ({ from, to, tokens: rangeCost(s, seat, byId(from), byId(to)) }));
}

export type { ClashAction };

/** Wonders neither in the deck, face up nor in a city: built in a city that was later destroyed. */
function goneWonders(s: ClashState): number[] {
  const out: number[] = [];
  for (let w = 0; w < WONDERS.length; w++) if (!s.wonderDeck.includes(w) && !s.wondersOpen.includes(w) && !s.cities.some((c) => c.w === w)) out.push(w);
  return out;
}
