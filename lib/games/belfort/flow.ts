/**
 * The flow of a round (§4): runs every automatic step until someone must decide, dispatches
 * decisions to the rules modules, and plays decisions with a single legal action by itself,
 * logging each with its reason. Functions taking a Draft mutate it.
 *
 * Round: Calendar → Placement → Collection (Forest, Quarry, Mine, Gold Mine, Recruitment Office,
 * King's Camp, Income & Taxes) → Actions (crest order) → [2 players: Neutral Players] → Scoring
 * (rounds 3, 5, 7). Setup decisions first: every player keeps 3 of 5 cards (simultaneous), and in
 * 2-player games each human blocks a guild with a Neutral Player's Dwarf.
 */
import type { BelfortAction, BelfortState, Prompt, Task } from './types';
import { AREAS, PROPERTIES } from './types';
import * as economy from './tables/economy';
import { PROPERTY_CARDS } from './tables/properties';
import { GUILD_TILES } from './tables/guilds';
import type { Draft } from './state';
import { dropTask, emit, mut, own, pushTaskFirst, setMarker } from './state';
import { applyPass, applyPlace, applySend, placementActions, sendActions } from './placement';
import { applyCamp, campActions, collectArea, incomeAndTaxes, resolveRecruit } from './collection';
import { applyTurn, settleEndTurn, turnActions } from './turn';
import { discardFromHand } from './cards';
import { canPlaceGnome, lockActions, placeGnome } from './gnomes';
import { canGain, gainWorker } from './workers';
import { twinTargets } from './city';
import {
  applyArchitectsPay, applyGuildChoice, applySpyTake, applyWizardsSwap, architectsPayActions, guildActions,
  revealSpies, spyRevealActions, spyRevealSeats, spyTakeActions, wizardsPairs, wizardsSideActions
} from './guild-effects';
import { NP3, NP4, controllerOf, moveNpDwarves, npCardActions, npGuildActions, npPlaceActions, placeNp, takeNpCard, wasteNp } from './neutral';
import { scoreRound } from './scoring';
import { describeAction } from './describe';
import { ActionCache } from '../../core/actions';
import { FLOW_END, advance as kitAdvance, withInterrupts, type Flow, type InterruptQueue } from '../../core/flow';
import { DISCARD, INN, PICK_GUILD, TWIN, WIZARDS_PAIR } from './action-objects';
import { allowedGuilds } from './setup';
import { Rng } from '../../core/rng';

const { ROUNDS, SCORING_ROUNDS, MONTH_LABELS } = economy;
const cardName = (t: number) => PROPERTY_CARDS[PROPERTIES[t]!].name;
const PROPERTY_INDEX = Object.fromEntries(PROPERTIES.map((p, t) => [p, t])) as Record<string, number>;

/** Collection steps: the four areas, the Recruitment Office, then the King's Camp (one step per worker), then Income & Taxes. */
const RECRUIT_STEP = AREAS.length;
const CAMP_STEP = RECRUIT_STEP + 1;
const INCOME_STEP = 100;


// ------------------------------------------------------------------ phases

function beginRound(d: Draft): void {
  d.round += 1;
  d.phase = 'placement';
  d.step = 0;
  for (let i = 0; i < d.players; i++) {
    if (d.passed[i]) mut(d, 'passed')[i] = false;
    if (d.ps[i]!.placed.some((n) => n > 0)) own(d, i).placed.fill(0);
  }
  emit(d, 'month', null, { round: d.round }, `Month ${d.round} (${MONTH_LABELS[d.round]}) begins`);
}

function beginActions(d: Draft): void {
  d.phase = 'actions';
  d.step = 0;
  for (let i = 0; i < d.players; i++) {
    const p = own(d, i);
    p.hired = false;
    p.visits = 0;
    p.extraVisits = 0;
    p.conversions = 0;
    p.bankUsed = 0;
    p.smithUsed = 0;
  }
}

function endRound(d: Draft): void {
  if (SCORING_ROUNDS.includes(d.round)) scoreRound(d);
  if (d.round >= ROUNDS) {
    d.phase = 'over';
    d.step = 0;
    emit(d, 'gameOver', null, {}, 'The game is over');
    return;
  }
  beginRound(d);
}

/** The agreed guilds go to the districts in a random order ("it does not matter where"). */
function placeAgreedGuilds(d: Draft): void {
  const rng = new Rng(d.rng);
  d.guilds = rng.shuffled(d.guilds);
  d.rng = rng.state();
  emit(d, 'guilds', null, { guilds: d.guilds.join(',') }, `The agreed guilds: ${d.guilds.map((g, i) => `${GUILD_TILES[g].name} (District ${i + 1})`).join(', ')}`);
}

/** All players chose their 2 discards: the discards go face up to the pile together (§3.1.7). */
function revealKeeps(d: Draft): void {
  d.ps.forEach((_, seat) => {
    const p = own(d, seat);
    for (const t of p.keep!) discardFromHand(d, seat, t);
    emit(d, 'keep', seat, { discard: p.keep!.map((t) => PROPERTIES[t]!).join(',') }, `Player ${seat + 1} discards ${p.keep!.map((t) => cardName(t)).join(' and ')}`);
    p.keep = null;
  });
}

/** One automatic step of the current phase; returns the decision now needed, or null to go on. */
function phaseStep(d: Draft): Prompt | null {
  switch (d.phase) {
    case 'guilds':
      if (d.guilds.length < 5) return { kind: 'pickGuild', seat: 0 };
      placeAgreedGuilds(d);
      d.phase = 'keep';
      return null;
    case 'keep': {
      const seats: number[] = [];
      d.ps.forEach((p, i) => {
        if (p.keep === null) seats.push(i);
      });
      if (seats.length > 0) return simultaneous(d, { kind: 'keep', seats });
      revealKeeps(d);
      if (d.players === 2) {
        d.phase = 'npGuild';
        d.step = 0;
      } else beginRound(d);
      return null;
    }
    case 'npGuild':
      if (d.step < 2) return { kind: 'npGuild', seat: d.order[d.step]! };
      beginRound(d);
      return null;
    case 'placement': {
      if (d.passed.every((x) => x)) {
        d.phase = 'collection';
        d.step = 0;
        return null;
      }
      const seat = d.order[d.step]!;
      if (d.passed[seat]) {
        d.step = (d.step + 1) % d.players;
        return null;
      }
      return { kind: 'place', seat };
    }
    case 'collection':
      if (d.step < RECRUIT_STEP) {
        collectArea(d, d.step);
        d.step += 1;
        return null;
      }
      if (d.step === RECRUIT_STEP) {
        resolveRecruit(d);
        d.step += 1;
        return null;
      }
      if (d.step < INCOME_STEP) {
        const i = d.step - CAMP_STEP;
        if (i < d.camp.length) return { kind: 'camp', seat: d.camp[i]! };
        d.camp = [];
        if (d.crestDown.includes(true)) mut(d, 'crestDown').fill(false);
        d.step = INCOME_STEP;
        return null;
      }
      incomeAndTaxes(d);
      beginActions(d);
      return null;
    case 'actions':
      if (d.step < d.order.length) return { kind: 'turn', seat: d.order[d.step]! };
      if (d.players === 2) {
        d.phase = 'neutral';
        d.step = 0;
      } else endRound(d);
      return null;
    case 'neutral':
      if (d.step < 2) {
        const np = d.step === 0 ? NP3 : NP4;
        const seat = controllerOf(d, np);
        if (npCardActions(d).length > 0) return { kind: 'npCard', seat, np };
        emit(d, 'npNothing', null, { np: np + 1 }, `Neutral ${np + 1} takes no card because the deck and the discard pile are empty`);
        d.step += 1;
        return null;
      }
      moveNpDwarves(d);
      endRound(d);
      return null;
    case 'over':
      return null;
  }
}

/** A follow-up with nothing to choose is dropped (the caller logged what was lost). */
function settled(d: Draft): null {
  dropTask(d);
  return null;
}

/**
 * A simultaneous decision (the starting keep, the Spies' reveal): the seats with a single choice
 * are played at once (nothing to hide: the choice was forced); the others decide. Null when
 * nobody is left to ask.
 */
function simultaneous(d: Draft, p: Extract<Prompt, { kind: 'keep' | 'spyReveal' }>): Prompt | null {
  for (const seat of p.seats) {
    const acts = actionsFor(d, p, seat);
    if (acts.length === 1) applyDecision(d, p, seat, acts[0]!);
  }
  const left = p.seats.filter((seat) => (p.kind === 'keep' ? d.ps[seat]!.keep === null : d.ps[seat]!.spy === -1));
  if (left.length === 0) return null;
  return p.kind === 'keep' ? { kind: 'keep', seats: left } : { kind: 'spyReveal', seats: left, spy: p.spy };
}

/** The decision a queued task asks for, or null after settling it by itself. */
function taskPrompt(d: Draft, t: Task): Prompt | null {
  switch (t.k) {
    case 'send':
      return { kind: 'send', seat: t.seat, worker: t.worker };
    case 'discard':
      if (d.ps[t.seat]!.hand.every((n) => n === 0)) return settled(d);
      return { kind: 'discard', seat: t.seat, n: t.n, why: t.why };
    case 'lock':
      if (!canPlaceGnome(d, t.seat)) {
        emit(d, 'wasted', t.seat, {}, `Player ${t.seat + 1} has no Gnome to take or no free lock: nothing happens`);
        return settled(d);
      }
      return { kind: 'lock', seat: t.seat, why: t.why };
    case 'twin':
      if (twinTargets(d.marker, t.seat).length === 0) return settled(d);
      return { kind: 'twin', seat: t.seat };
    case 'inn':
      return { kind: 'inn', seat: t.seat };
    case 'guild':
      if (guildActions(d, t.seat, t.guild).length === 0) {
        emit(d, 'wasted', t.seat, { guild: t.guild }, `Player ${t.seat + 1} can take nothing at the ${GUILD_TILES[t.guild].name}: the action is wasted`);
        return settled(d);
      }
      return { kind: 'guild', seat: t.seat, guild: t.guild };
    case 'architectsPay':
      return { kind: 'architectsPay', seat: t.seat, at: t.at };
    case 'wizardsPair':
      return { kind: 'wizardsPair', seat: t.seat, from: t.from };
    case 'wizardsSide':
      return { kind: 'wizardsSide', seat: t.seat, gate: t.gate, n: t.n, owner: t.owner };
    case 'spyTake': {
      const seats = spyRevealSeats(d);
      if (seats.length > 0) return simultaneous(d, { kind: 'spyReveal', seats, spy: t.seat });
      return { kind: 'spyTake', seat: t.seat };
    }
    case 'endTurn':
      dropTask(d);
      settleEndTurn(d, t.seat, (n) => pushTaskFirst(d, { k: 'discard', seat: t.seat, n, why: 'handLimit' }));
      return null;
    case 'npPlace': {
      const n = npPlaceActions(d, t.card).length;
      if (n === 0) {
        dropTask(d);
        wasteNp(d, t.np, t.card);
        d.step += 1;
        return null;
      }
      return { kind: 'npPlace', seat: t.seat, np: t.np, card: t.card };
    }
  }
}

// ------------------------------------------------------------------ decisions

/** Every legal action of `seat` for the decision `p` (the one legality source). */
export function actionsFor(s: BelfortState, p: Prompt, seat: number): readonly BelfortAction[] {
  switch (p.kind) {
    case 'keep':
      return p.seats.includes(seat) ? keepActions(s.ps[seat]!.hand) : [];
    case 'spyReveal':
      return p.seats.includes(seat) ? spyRevealActions(s, seat) : [];
    default:
      if (p.seat !== seat) return [];
  }
  switch (p.kind) {
    case 'pickGuild':
      return allowedGuilds(s.players).filter((g) => !s.guilds.includes(g)).map((g) => PICK_GUILD[g]);
    case 'npGuild':
      return npGuildActions(s);
    case 'place':
      return placementActions(s, seat);
    case 'send':
      return sendActions(s, seat, p.worker);
    case 'camp':
      return campActions(s, seat);
    case 'turn':
      return turnActions(s, seat);
    case 'discard':
      return handActions(s.ps[seat]!.hand);
    case 'lock':
      return lockActions(s, seat);
    case 'twin':
      return twinTargets(s.marker, seat).map((at) => TWIN[at]!);
    case 'inn': {
      const out: BelfortAction[] = [];
      if (canGain(s.ps[seat]!, true)) out.push(INN.elf);
      if (canGain(s.ps[seat]!, false)) out.push(INN.dwarf);
      return out;
    }
    case 'guild':
      return guildActions(s, seat, p.guild);
    case 'architectsPay':
      return architectsPayActions(s, seat, p.at);
    case 'wizardsPair':
      return wizardsPairs(p.from).map((to) => WIZARDS_PAIR[to]!);
    case 'wizardsSide':
      return wizardsSideActions(p.gate);
    case 'spyTake':
      return spyTakeActions(s, seat);
    case 'npCard':
      return npCardActions(s);
    case 'npPlace':
      return npPlaceActions(s, p.card);
  }
}

/** One action per card type in hand (copies are identical). */
function handActions(hand: readonly number[]): BelfortAction[] {
  const out: BelfortAction[] = [];
  for (let t = 0; t < hand.length; t++) if (hand[t]! > 0) out.push(DISCARD[t]!);
  return out;
}

/** Every distinct pair of cards to discard from a starting hand of 5 (keep the other 3). */
function keepActions(hand: readonly number[]): BelfortAction[] {
  const out: BelfortAction[] = [];
  for (let a = 0; a < hand.length; a++) {
    if (hand[a]! === 0) continue;
    for (let b = a; b < hand.length; b++) {
      if (hand[b]! === 0 || (a === b && hand[a]! < 2)) continue;
      out.push({ type: 'keep', discard: [PROPERTIES[a]!, PROPERTIES[b]!] });
    }
  }
  return out;
}

/** Applies a legal action `a` of `seat` (one of `actionsFor(d, p, seat)`). */
export function applyDecision(d: Draft, p: Prompt, seat: number, a: BelfortAction): void {
  switch (p.kind) {
    case 'pickGuild':
      if (a.type === 'pickGuild') d.guilds = [...d.guilds, a.guild];
      return;
    case 'keep':
      if (a.type === 'keep') own(d, seat).keep = [PROPERTY_INDEX[a.discard[0]]!, PROPERTY_INDEX[a.discard[1]]!];
      return;
    case 'npGuild':
      if (a.type === 'npGuild') mut(d, 'npDwarf')[d.step] = a.district;
      d.step += 1;
      return;
    case 'place':
      if (a.type === 'place') applyPlace(d, seat, a);
      else applyPass(d, seat);
      d.step = (d.step + 1) % d.players;
      return;
    case 'send':
      dropTask(d);
      if (a.type === 'send') applySend(d, seat, a);
      return;
    case 'camp':
      if (a.type === 'camp') applyCamp(d, seat, a.swap);
      d.step += 1;
      return;
    case 'turn':
      applyTurn(d, seat, a);
      return;
    case 'discard':
      dropTask(d);
      if (a.type === 'discard') discardFromHand(d, seat, PROPERTY_INDEX[a.card]!);
      if (p.n > 1) pushTaskFirst(d, { k: 'discard', seat, n: p.n - 1, why: p.why });
      return;
    case 'lock':
      dropTask(d);
      if (a.type === 'lock') placeGnome(d, seat, PROPERTY_INDEX[a.card]!, p.why);
      return;
    case 'twin':
      dropTask(d);
      if (a.type === 'twin') setMarker(d, a.at, seat);
      return;
    case 'inn':
      dropTask(d);
      if (a.type === 'inn') gainWorker(own(d, seat), a.worker === 'elf');
      return;
    case 'guild':
      dropTask(d);
      applyGuildChoice(d, seat, p.guild, a);
      return;
    case 'architectsPay':
      dropTask(d);
      if (a.type === 'architectsPay') applyArchitectsPay(d, seat, p.at, a.discount);
      return;
    case 'wizardsPair':
      dropTask(d);
      if (a.type === 'wizardsPair') applyWizardsSwap(d, seat, p.from, a.to);
      return;
    case 'wizardsSide':
      dropTask(d);
      if (a.type === 'wizardsSide') setMarker(d, a.at, p.owner);
      return;
    case 'spyReveal':
      if (a.type === 'spyReveal') own(d, seat).spy = PROPERTY_INDEX[a.card]!;
      if (spyRevealSeats(d).length === 0) revealSpies(d, p.spy);
      return;
    case 'spyTake':
      dropTask(d);
      if (a.type === 'spyTake') applySpyTake(d, seat, a.from);
      return;
    case 'npCard': {
      if (a.type !== 'npCard') return;
      const card = takeNpCard(d, a.from);
      if (a.from === economy.FROM_DECK) emit(d, 'npDraw', null, { np: p.np + 1, card: PROPERTIES[card]! }, `Neutral ${p.np + 1}'s card from the top of the deck is a ${cardName(card)}`);
      pushTaskFirst(d, { k: 'npPlace', seat, np: p.np, card });
      return;
    }
    case 'npPlace':
      dropTask(d);
      if (a.type === 'npPlace') placeNp(d, p.np, p.card, a.at, seat, npPlaceActions(d, p.card).length === 1);
      d.step += 1;
      return;
  }
}

/** Seats that must decide in prompt `p`. */
export function promptSeats(p: Prompt | null): readonly number[] {
  if (p === null) return [];
  return p.kind === 'keep' || p.kind === 'spyReveal' ? p.seats : [p.seat];
}

/**
 * A decision the flow played by itself: its event carries the action's log line (`line`, the
 * describe() key under `belfort.action.`, and that line's params) so the table words the move
 * itself in every language, with the reason: it was the only choice.
 */
function forcedEvent(d: Draft, seat: number, a: BelfortAction): void {
  const move = describeAction(d, seat, a);
  emit(d, 'forced', seat, { ...move.params, action: a.type, line: move.key.slice('belfort.action.'.length) }, `${move.text} (the only choice)`);
}

/** The interrupt queue (follow-up decisions) lives in `state.queue`. */
const QUEUE: InterruptQueue<BelfortState, Task> = {
  get: (s) => s.queue,
  set: (d, q) => {
    d.queue = q;
  }
};

/** The legal actions of settled states (a few identity-keyed slots; a miss recomputes). */
export const CACHE = new ActionCache<BelfortState, readonly BelfortAction[]>();

/**
 * Belfort's flow on the engine kit: the decision is `state.prompt`, follow-ups are served first,
 * then the round's automatic steps; one-action decisions are played and logged by `advance`
 * (`forced`), except the simultaneous ones (the keep, the Spies' reveal), which settle their
 * single-choice seats themselves and never autoplay a hidden choice.
 */
export const FLOW: Flow<BelfortState, Prompt, BelfortAction> = {
  decision: (s) => s.prompt,
  setDecision: (d, p) => {
    d.prompt = p;
  },
  seats: (_s, p) => promptSeats(p),
  actions: (s, p, seat) => actionsFor(s, p, seat),
  apply: (d, p, seat, a) => applyDecision(d, p, seat, a),
  next: withInterrupts(QUEUE, taskPrompt, (d) => (d.phase === 'over' ? FLOW_END : phaseStep(d))),
  forced: (d, _p, seat, a) => forcedEvent(d, seat, a),
  autoplay: (_s, p) => p.kind !== 'keep' && p.kind !== 'spyReveal'
};

/** Runs `d` forward to the next real decision (or the end). */
export function advance(d: Draft): void {
  kitAdvance(d, FLOW, CACHE);
}
