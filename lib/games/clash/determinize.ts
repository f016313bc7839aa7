/**
 * The search bot's determinizer for Clash of Cultures: a full state drawn from one seat's view.
 *
 * Rebuilt exactly from the view (all public, or the seat's own): the map's explored terrain,
 * region orientations and exhausted spaces, every city and unit, each player's resources, levels,
 * tokens, advances, completed objectives, Event VP, kept Events and reserved Wonder, the seat's
 * own Action and Objective cards, the battle, the Event being resolved, the open Wonders, the
 * discard piles, and the engine's progress (`view.pub`: the turn, the decision stack, counters).
 *
 * Drawn from `rng`, with the true counts, from what the seat has not seen:
 *  - the other players' Action cards (as many as each holds) and the Action deck's order: every
 *    card not in the seat's hand, the discard pile or the battle; a Spy swap the seat is choosing
 *    names the target's cards, which are then placed in that hand;
 *  - the other players' Objective cards and the Objective deck: every card not in the seat's
 *    hand, not completed and not among the New Plans draws the seat is choosing from;
 *  - the Event deck: every Event not discarded, kept (Great Scientist) or being resolved;
 *  - the Wonder deck: every Wonder not open and not built;
 *  - the face-down regions: each unexplored slot gets a tile from those not lying face up
 *    (explored slots keep a tile that shows their terrain; the tiles out of the game are unseen
 *    too, so they are among the draws).
 * Nobody knows more about these than that (the rules reveal no card or tile otherwise), so the
 * draws are uniform. A decision whose stack holds another seat's choice among its hidden cards
 * (`view.pub.stack` has null there) is not sampled: the heuristic decides it.
 */
import { Rng, seedRng } from '../../core/rng';
import type { City, ClashAction, ClashState, Frame, PlayerState, Unit } from './types';
import { NONE } from './types';
import type { ClashView } from './view';
import { boardFor, TILE_TERRAIN } from './board';
import { EVENT_COUNT } from './tables/events';
import { ACTION_CARD_COUNT } from './tables/actioncards';
import { OBJECTIVE_CARD_COUNT } from './tables/objectives';
import { WONDERS } from './tables/wonders';

/** The cards of `all` not in `known`, shuffled. */
function unseen(all: number, known: Iterable<number>, rng: Rng): number[] {
  const seen = new Set(known);
  const out: number[] = [];
  for (let c = 0; c < all; c++) if (!seen.has(c)) out.push(c);
  rng.shuffleInPlace(out);
  return out;
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`clash determinize: ${what} unaccounted for`);
}

/** The target's cards named by a Spy swap the seat is choosing (Action cards, Objective cards). */
function spied(top: Frame | null): { seat: number; hand: number[]; obj: number[] } | null {
  if (top === null || top.k !== 'pick' || top.q !== 'spySwap') return null;
  const hand = new Set<number>(), obj = new Set<number>();
  for (const v of top.opts) {
    if (v < 0) continue;
    if (v >= 10000) obj.add(v % 100);
    else hand.add(v % 100);
  }
  return { seat: top.ctx[0]!, hand: [...hand], obj: [...obj] };
}

/** Tile index per slot: explored slots get a tile showing their terrain, the others random unseen tiles. */
function drawTiles(view: ClashView, rng: Rng): number[] {
  const board = boardFor(view.players);
  const { explored, orient } = view.pub;
  const used = new Set<number>();
  const tiles = Array<number>(board.slots).fill(NONE);
  for (let r = 0; r < board.slots; r++) {
    if (((explored >> r) & 1) === 0) continue;
    const o = orient[r]!;
    const shows = (t: number) => board.regionHexes[r]!.every((h, j) => TILE_TERRAIN[t]![o === 0 ? j : 3 - j] === view.hexes[h]!.terrain);
    let t = 0;
    while (t < TILE_TERRAIN.length && (used.has(t) || !shows(t))) t++;
    check(t < TILE_TERRAIN.length, `the terrain of region ${r}`);
    tiles[r] = t;
    used.add(t);
  }
  const left = unseen(TILE_TERRAIN.length, used, rng);
  for (let r = 0; r < board.slots; r++) if (tiles[r] === NONE) tiles[r] = left.pop()!;
  return tiles;
}

/** A state consistent with what `seat` sees in `view` (and its legal `actions`); null when it cannot be sampled. */
export function determinize(view: ClashView, seat: number, rng: Rng, _actions: readonly ClashAction[] = []): ClashState | null {
  const pub = view.pub;
  if (view.phase === 'over' || pub.stack.some((f) => f === null)) return null;
  const stack = pub.stack as Frame[];
  const top = stack.length === 0 ? null : stack[stack.length - 1]!;
  const me = view.seats[seat]!;
  const others = view.seats.filter((p) => p.seat !== seat).map((p) => p.seat);
  const spy = spied(top !== null && top.k === 'pick' && top.seat === seat ? top : null);

  const ps: PlayerState[] = view.seats.map((p, i) => {
    let a0 = 0, a1 = 0;
    for (const a of p.advances) {
      if (a < 24) a0 |= 1 << a;
      else a1 |= 1 << (a - 24);
    }
    const x = pub.seats[i]!;
    return {
      res: [p.resources.food, p.resources.ore, p.resources.wood, p.resources.ideas, p.resources.gold],
      cl: p.cultureLevel, hl: p.happinessLevel, ct: p.cultureTokens, mt: p.moodTokens, a0, a1,
      hand: i === seat ? me.hand!.slice() : [], obj: i === seat ? me.objectives!.slice() : [],
      done: p.completed.map((c) => ({ card: c.card, half: c.half })), evp: x.evp, kept: p.kept.slice(),
      reserved: p.reserved, lose: x.lose, truce: x.truce, start: x.start, anarchy: x.anarchy
    };
  });

  // Action cards: the seat's hand, the discard pile and the battle's cards are seen.
  const battleCards = view.battle ? view.battle.cards.filter((c) => c !== NONE) : [];
  const knownActions = [...me.hand!, ...pub.actionDiscard, ...battleCards, ...(spy ? spy.hand : [])];
  if (spy) ps[spy.seat]!.hand.push(...spy.hand);
  const actions = unseen(ACTION_CARD_COUNT, knownActions, rng);
  for (const q of others) {
    const want = view.seats[q]!.handCount - ps[q]!.hand.length;
    check(want >= 0 && want <= actions.length, `the Action cards of seat ${q}`);
    ps[q]!.hand.push(...actions.splice(0, want));
  }
  check(actions.length === view.decks.actions, 'Action cards');

  // Objective cards: the seat's own, every completed one and the New Plans draws it chooses from.
  const plans = top !== null && top.k === 'pick' && top.q === 'newPlans' && top.seat === seat ? top.ctx : [];
  const knownObjectives = [...me.objectives!, ...plans, ...(spy ? spy.obj : [])];
  for (const p of view.seats) for (const c of p.completed) knownObjectives.push(c.card);
  if (spy) ps[spy.seat]!.obj.push(...spy.obj);
  const objectives = unseen(OBJECTIVE_CARD_COUNT, knownObjectives, rng);
  for (const q of others) {
    const want = view.seats[q]!.objectiveCount - ps[q]!.obj.length;
    check(want >= 0 && want <= objectives.length, `the Objective cards of seat ${q}`);
    ps[q]!.obj.push(...objectives.splice(0, want));
  }
  check(objectives.length === view.decks.objectives, 'Objective cards');

  // Events: discarded, kept and being resolved are seen.
  const knownEvents: number[] = [...pub.eventDiscard];
  for (const p of view.seats) knownEvents.push(...p.kept);
  if (view.event !== null) knownEvents.push(view.event.card);
  const eventDeck = unseen(EVENT_COUNT, knownEvents, rng);
  check(eventDeck.length === view.decks.events, 'Event cards');

  // Wonders: open (reserved ones stay open), built and gone (their city destroyed) are seen.
  const wonderDeck = unseen(WONDERS.length, [...view.wonders.open, ...view.wonders.built.map((b) => b.wonder), ...view.wonders.gone], rng);
  check(wonderDeck.length === view.wonders.deck, 'Wonders');

  const tiles = drawTiles(view, rng);
  const cities: City[] = view.cities.map((c) => ({ id: c.id, h: c.hex, o: c.owner, pc: c.pieces.slice(), port: c.port, mood: c.mood, act: c.activations, w: c.wonder }));
  const units: Unit[] = view.units.map((u) => ({ id: u.id, o: u.owner, k: u.kind, h: u.hex, c: u.carrier, f: u.flags }));
  return {
    players: view.players,
    rules: view.rules,
    rng: seedRng(`clash/determinized/${rng.uint32()}`),
    rev: pub.rev,
    round: view.round,
    turn: view.turn,
    pos: pub.pos,
    first: view.first,
    phase: view.phase,
    stack: stack.slice(),
    t: pub.t,
    tiles,
    orient: pub.orient.slice(),
    explored: pub.explored,
    ter: view.hexes.map((h) => h.terrain),
    exhausted: pub.exhausted.slice(),
    seatStart: pub.seatStart.slice(),
    units,
    cities,
    nextId: pub.nextId,
    ps,
    eventDeck,
    eventDiscard: pub.eventDiscard.slice(),
    actionDeck: actions,
    actionDiscard: pub.actionDiscard.slice(),
    objectiveDeck: objectives,
    wonderDeck,
    wondersOpen: view.wonders.open.slice(),
    battle: view.battle,
    event: view.event === null ? NONE : view.event.card,
    endAfterRound: pub.endAfterRound,
    statusDone: pub.statusDone.map((d) => d.slice()),
    events: []
  };
}
