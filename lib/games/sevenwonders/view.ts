/**
 * What a seat (or a spectator) may see (rules §11). Own hand only; other hands are counts;
 * this round's choices hidden until revealed; Wonder-stage cards only to their owner; discard
 * pile contents only to the Halicarnassus controller while it builds; unused guilds never.
 * Everything a UI needs is precomputed here or in actions(); the UI recomputes no rule.
 */
import { CARDS, type CardEffect } from './cards';
import { CARD_COINS, CARD_COST, CARD_INDEX, INSTANCES, INSTANCE_CARD, resourceList, stagesOf, wonderDef } from './catalog';
import { packedCount } from '../../core/resources';
import { listActions } from './flow';
import { pendingSeats, tradeSides } from './legal';
import { buildShortfall, type BuildShortfall } from './shortfall';
import { IdentityMemo } from '../../core/memo';
import { cityInfo, hasCard, hasPower, type CityInfo } from './production';
import { scoreCity, type CityScore } from './scoring';
import { controllerOf, hasFreeCity, holderSeat, leftCity, passDirection, rightCity } from './seats';
import {
  COLOURS,
  FREE_CITY,
  RESOURCES,
  WONDER_IDS,
  type ByColour,
  type ByResource,
  type Colour,
  type Payment,
  type Phase,
  type PlayAction,
  type Resource,
  type Side,
  type SwState,
  type WonderId
} from './types';
import type { StageEffect } from './wonders';

/** A card instance as shown: `uid` is stable per physical card, for keyed rendering. */
export interface CardRef {
  readonly uid: string;
  readonly card: string;
  readonly name: string;
  readonly colour: Colour;
  readonly age: number;
}

/** How a hand card can be built by the city it would be played for (derived from actions()). */
export type BuildStatus = 'owned' | 'free' | 'chain' | 'own' | 'trade' | 'olympia' | 'unaffordable';

export interface HandCard extends CardRef {
  readonly cost: { readonly coins: number; readonly resources: readonly Resource[] };
  readonly chainFrom: readonly string[];
  readonly effect: CardEffect;
  /** Null when the seat has nothing to decide for this card now. */
  readonly status: BuildStatus | null;
  /** Fewest coins spent to build it by its cost or chain (bank + neighbours); null if it cannot be (Olympia aside). */
  readonly cheapest: number | null;
  /** For an "unaffordable" card: the resources lacking, those no neighbour sells, or the coins short. */
  readonly shortfall: BuildShortfall | null;
  readonly canWonder: boolean;
  readonly canDiscard: boolean;
}

export interface StageView {
  readonly cost: readonly Resource[];
  readonly effect: StageEffect;
  readonly built: boolean;
  /** The card tucked under it: shown to its owner only. */
  readonly card: CardRef | null;
}

export interface ProductionView {
  readonly fixed: ByResource<number>;
  readonly choices: readonly (readonly Resource[])[];
}

export interface CityView {
  readonly index: number;
  /** The seat playing this city, or null for the Free City. */
  readonly seat: number | null;
  readonly controller: number;
  readonly left: number;
  readonly right: number;
  readonly wonder: WonderId;
  readonly wonderName: string;
  /** Null while sides are still being chosen (hidden until all have chosen). */
  readonly side: Side | null;
  readonly resource: Resource;
  readonly coins: number;
  readonly built: readonly CardRef[];
  readonly byColour: ByColour<readonly CardRef[]>;
  readonly stages: readonly StageView[];
  readonly stagesBuilt: number;
  readonly production: ProductionView;
  readonly sellable: ProductionView;
  /** What this city pays per unit bought from its left / right neighbour. */
  readonly prices: { readonly left: ByResource<number>; readonly right: ByResource<number> };
  readonly shields: number;
  readonly science: { readonly compass: number; readonly gear: number; readonly tablet: number; readonly wild: number };
  readonly tokens: readonly number[];
  readonly olympiaFreeBuild: 'none' | 'available' | 'used';
  /** Has committed its play (or side) this round. */
  readonly chosen: boolean;
  readonly handCount: number;
  /** Score if the game ended now (public information only); final when the game is over. */
  readonly score: CityScore;
}

export interface RevealView {
  readonly city: number;
  readonly kind: 'build' | 'wonder' | 'discard' | 'seventh-build' | 'seventh-wonder' | 'seventh-discard' | 'discardBuild';
  /** The card, when public (built structures) or when the viewer played it. */
  readonly card: CardRef | null;
  readonly via: string | null;
  /** Trades are public (§11.1). */
  readonly pay: Payment | null;
}

export interface SwView {
  readonly seat: number | null;
  readonly players: number;
  readonly phase: Phase;
  readonly age: number;
  readonly round: number;
  readonly direction: 'left' | 'right' | 'swap';
  readonly pending: readonly number[];
  /** The Free City's city index with 2 players, else null. */
  readonly freeCity: number | null;
  /** The seat holding the Free City card this round (2 players), else null. */
  readonly holder: number | null;
  /** The city playing its 7th card (`seventh`) or building from the discard pile (`discardBuild`), else null. */
  readonly actor: number | null;
  readonly cities: readonly CityView[];
  /** The viewer's hand (minus cards already committed this round); null for spectators. */
  readonly hand: readonly HandCard[] | null;
  /** The city the hand statuses are computed for (own city, or the Free City for the holder). */
  readonly handFor: number | null;
  /** The viewer's own commitments this round. */
  readonly committed: readonly PlayAction[];
  readonly handCounts: readonly number[];
  readonly pileCount: number;
  readonly discardCount: number;
  /** Discard pile contents: only for the Halicarnassus controller while it builds from it. */
  readonly discard: readonly CardRef[] | null;
  /** Babylon's 7th card: only for its controller. */
  readonly seventh: CardRef | null;
  /** Chosen-Wonders pick: the Wonders taken so far (seat order) and those still free. */
  readonly wondersTaken: readonly WonderId[];
  readonly wondersLeft: readonly WonderId[];
  readonly revealed: readonly RevealView[];
}

/** One shared, frozen reference per physical card (views are data: sharing them is safe). */
const CARD_REFS: readonly CardRef[] = INSTANCES.map((x, uid) => {
  const def = CARDS[x.card]!;
  return Object.freeze({ uid: `u${uid}`, card: def.id, name: def.name, colour: def.colour, age: x.age });
});

export function cardRef(uid: number): CardRef {
  return CARD_REFS[uid]!;
}

/** Seven counts by resource, keyed in RESOURCES order (a literal: one fixed shape). */
function byResource(v: readonly number[]): ByResource<number> {
  return { wood: v[0]!, stone: v[1]!, clay: v[2]!, ore: v[3]!, glass: v[4]!, textile: v[5]!, papyrus: v[6]! };
}

/** The resources of a "/" source's bit mask, in RESOURCES order: one shared frozen list per mask. */
const CHOICE_LISTS: readonly (readonly Resource[])[] = Array.from({ length: 1 << RESOURCES.length }, (_, m) =>
  Object.freeze(RESOURCES.filter((_, r) => (m >> r) & 1))
);

function production(fixed: number, choices: readonly number[]): ProductionView {
  return {
    fixed: { wood: packedCount(fixed, 0), stone: packedCount(fixed, 1), clay: packedCount(fixed, 2), ore: packedCount(fixed, 3), glass: packedCount(fixed, 4), textile: packedCount(fixed, 5), papyrus: packedCount(fixed, 6) },
    choices: choices.map((m) => CHOICE_LISTS[m]!)
  };
}

/** The parts of a city's view that follow from what it has built: shared frozen objects, made once per city summary. */
interface BuiltParts {
  readonly built: readonly CardRef[];
  readonly byColour: ByColour<readonly CardRef[]>;
  readonly production: ProductionView;
  readonly sellable: ProductionView;
  readonly prices: CityView['prices'];
  readonly science: CityView['science'];
}

const BUILT_PARTS = new IdentityMemo<CityInfo, number, BuiltParts>(32);

function builtParts(built: readonly number[], info: CityInfo): BuiltParts {
  let parts = BUILT_PARTS.get(info, 0);
  if (parts === undefined) {
    const refs = built.map(cardRef);
    const colours: Partial<Record<Colour, CardRef[]>> = {};
    for (const c of COLOURS) colours[c] = [];
    for (const b of refs) colours[b.colour]!.push(b);
    for (const c of COLOURS) Object.freeze(colours[c]);
    parts = Object.freeze({
      built: Object.freeze(refs),
      byColour: Object.freeze(colours as ByColour<readonly CardRef[]>),
      production: deepFrozen(production(info.ownFixed, info.ownChoices)),
      sellable: deepFrozen(production(info.sellFixed, info.sellChoices)),
      prices: Object.freeze({ left: Object.freeze(byResource(info.priceLeft)), right: Object.freeze(byResource(info.priceRight)) }),
      science: Object.freeze({ compass: info.science[0]!, gear: info.science[1]!, tablet: info.science[2]!, wild: info.wild })
    });
    BUILT_PARTS.set(info, 0, parts);
  }
  return parts;
}

function deepFrozen(p: ProductionView): ProductionView {
  Object.freeze(p.fixed);
  Object.freeze(p.choices);
  return Object.freeze(p);
}

function cityView(state: SwState, seat: number | null, i: number): CityView {
  const cs = state.cities[i]!;
  const info = cityInfo(cs);
  const isFc = hasFreeCity(state) && i === FREE_CITY;
  const parts = builtParts(cs.built, info);
  const sideHidden = state.phase === 'sides' && !isFc;
  const owner = !isFc && seat === i;
  const stages = stagesOf(cs.wonder, cs.side).map((s, k) => ({
    cost: s.cost,
    effect: s.effect,
    built: k < cs.stages.length,
    card: owner && k < cs.stages.length ? cardRef(cs.stages[k]!) : null
  }));
  const chosen = state.phase === 'sides' ? !isFc && state.sideChoices[i] !== null : state.phase === 'play' && state.commits[i] !== null;
  return {
    index: i,
    seat: isFc ? null : i,
    controller: state.phase === 'over' ? (isFc ? -1 : i) : controllerOf(state, i),
    left: leftCity(state, i),
    right: rightCity(state, i),
    wonder: cs.wonder,
    wonderName: wonderDef(cs.wonder).name,
    side: sideHidden && !(owner && state.sideChoices[i] !== null) ? null : owner && sideHidden ? state.sideChoices[i]! : cs.side,
    resource: wonderDef(cs.wonder).resource,
    coins: cs.coins,
    built: parts.built,
    byColour: parts.byColour,
    stages: sideHidden ? [] : stages,
    stagesBuilt: cs.stages.length,
    production: parts.production,
    sellable: parts.sellable,
    prices: parts.prices,
    shields: info.shields,
    science: parts.science,
    tokens: cs.tokens,
    olympiaFreeBuild: !hasPower(info, 'freeBuild') ? 'none' : cs.olympiaAge === state.age ? 'used' : 'available',
    chosen,
    handCount: isFc ? 0 : (state.hands[i]?.length ?? 0),
    score: scoreCity(state, i)
  };
}

// What the listed plays allow for each card (by card index), gathered in one pass over them.
const CAN_BUILD = 1, VIA_CHAIN = 2, VIA_COST = 4, VIA_COST_OWN = 8, VIA_OLYMPIA = 16, CAN_WONDER = 32, CAN_DISCARD = 64;
const playFlags: number[] = new Array<number>(CARDS.length).fill(0);
const playCheapest: number[] = new Array<number>(CARDS.length).fill(-1);

/** A card's cost as the view shows it: one shared frozen object per card. */
const CARD_COST_VIEW: readonly { readonly coins: number; readonly resources: readonly Resource[] }[] = CARDS.map((def, ci) =>
  Object.freeze({ coins: def.coins, resources: resourceList(CARD_COST[ci]!) })
);

function handCards(state: SwState, seat: number): { cards: HandCard[]; handFor: number | null } {
  let uids: readonly number[];
  if (state.phase === 'seventh' && controllerOf(state, state.actor) === seat) uids = [state.seventh];
  else {
    let committed: number[] | null = null;
    for (const c of state.commits) if (c && controllerOf(state, c.action.city) === seat) (committed ??= []).push(c.uid);
    const hand = state.hands[seat]!;
    uids = committed === null ? hand : hand.filter((u) => !committed.includes(u));
  }
  for (const uid of uids) {
    const ci = INSTANCE_CARD[uid]!;
    playFlags[ci] = 0;
    playCheapest[ci] = -1;
  }
  const listed = listActions(state, seat);
  let handFor: number | null = null;
  for (const a of listed) {
    if (a.type !== 'play') continue;
    if (handFor === null) handFor = a.city;
    const ci = CARD_INDEX.get(a.card)!;
    if (a.how === 'build') {
      let f = CAN_BUILD;
      if (a.via === 'chain') f |= VIA_CHAIN;
      else if (a.via === 'cost') f |= a.pay.left.length + a.pay.right.length === 0 ? VIA_COST | VIA_COST_OWN : VIA_COST;
      else if (a.via === 'olympia') f |= VIA_OLYMPIA;
      playFlags[ci]! |= f;
      if (a.via !== 'olympia') {
        const spent = a.pay.toLeft + a.pay.toRight + a.pay.toBank;
        if (playCheapest[ci]! < 0 || spent < playCheapest[ci]!) playCheapest[ci] = spent;
      }
    } else playFlags[ci]! |= a.how === 'wonder' ? CAN_WONDER : CAN_DISCARD;
  }
  const info = handFor === null ? null : cityInfo(state.cities[handFor]!);
  const cards: HandCard[] = [];
  for (const uid of uids) {
    const ci = INSTANCE_CARD[uid]!;
    const def = CARDS[ci]!;
    const f = playFlags[ci]!;
    let status: BuildStatus | null = null;
    if (info !== null) {
      if (hasCard(info, ci)) status = 'owned';
      else if (f & VIA_CHAIN) status = 'chain';
      else if (CARD_COST[ci] === 0 && CARD_COINS[ci] === 0 && f & CAN_BUILD) status = 'free';
      else if (f & VIA_COST_OWN) status = 'own';
      else if (f & VIA_COST) status = 'trade';
      else if (f & VIA_OLYMPIA) status = 'olympia';
      else status = 'unaffordable';
    }
    const shortfall = status === 'unaffordable' && handFor !== null ? buildShortfall(tradeSides(state, handFor), CARD_COST[ci]!, CARD_COINS[ci]!, state.cities[handFor]!.coins) : null;
    const ref = cardRef(uid);
    cards.push({
      uid: ref.uid,
      card: ref.card,
      name: ref.name,
      colour: ref.colour,
      age: ref.age,
      cost: CARD_COST_VIEW[ci]!,
      chainFrom: def.chainFrom,
      effect: def.effect,
      status,
      cheapest: playCheapest[ci]! < 0 ? null : playCheapest[ci]!,
      shortfall,
      canWonder: (f & CAN_WONDER) !== 0,
      canDiscard: (f & CAN_DISCARD) !== 0
    });
  }
  return { cards, handFor };
}

function revealView(state: SwState, seat: number | null): RevealView[] {
  return state.revealed.map((r, k) => {
    const a = r.action;
    const mine = seat !== null && a.city === seat;
    if (a.type === 'discardBuild') {
      return { city: a.city, kind: 'discardBuild', card: cardRef(r.uid), via: null, pay: null };
    }
    const extra = k >= state.cities.length && a.type === 'play';
    const prefix = extra ? 'seventh-' : '';
    const kind = `${prefix}${a.how}` as RevealView['kind'];
    const card = a.how === 'build' || mine ? cardRef(r.uid) : null;
    return { city: a.city, kind, card, via: a.how === 'build' ? a.via : null, pay: a.how === 'discard' ? null : a.pay };
  });
}

export function viewFor(state: SwState, seat: number | null): SwView {
  const s = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players ? seat : null;
  const fc = hasFreeCity(state);
  const ready = state.phase !== 'wonders';
  const hand = s === null || !ready || state.phase === 'sides' ? null : handCards(state, s);
  const committed = s === null ? [] : state.commits.flatMap((c) => (c && controllerOf(state, c.action.city) === s ? [c.action] : []));
  const controlsActor = s !== null && state.actor >= 0 && controllerOf(state, state.actor) === s;
  const taken = state.cities.map((c) => c.wonder);
  return {
    seat: s,
    players: state.players,
    phase: state.phase,
    age: state.age,
    round: state.round,
    direction: passDirection(state),
    pending: pendingSeats(state),
    freeCity: fc ? FREE_CITY : null,
    holder: fc && state.phase !== 'over' && state.age > 0 ? holderSeat(state) : null,
    actor: state.actor >= 0 ? state.actor : null,
    cities: ready ? state.cities.map((_, i) => cityView(state, s, i)) : [],
    hand: hand ? hand.cards : null,
    handFor: hand ? hand.handFor : null,
    committed,
    handCounts: state.hands.map((h) => h.length),
    pileCount: state.pile.length,
    discardCount: state.discard.length,
    discard: state.phase === 'discardBuild' && controlsActor ? state.discard.map(cardRef) : null,
    seventh: state.phase === 'seventh' && controlsActor ? cardRef(state.seventh) : null,
    wondersTaken: state.phase === 'wonders' ? taken : [],
    wondersLeft: state.phase === 'wonders' ? WONDER_IDS.filter((w) => !taken.includes(w)) : [],
    revealed: revealView(state, s)
  };
}
