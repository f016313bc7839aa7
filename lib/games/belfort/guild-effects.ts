/**
 * What a worker on a Guild does when activated (§2.7), and the follow-up choices of the guilds
 * that need them: Architects (where, then which discount), Recruiters, Thieves, Bandits,
 * Wizards (which two locations, then Gatehouse halves) and Spies (each opponent reveals a card,
 * then the active player takes one).
 */
import type { BelfortAction, BelfortState, Cost, GuildId } from './types';
import { GOLD, METAL, PROPERTIES, STONE, WOOD } from './types';
import * as guildsTable from './tables/guilds';
import * as boardTable from './tables/board';
import { PROPERTY_CARDS } from './tables/properties';
import type { Draft } from './state';
import { emit, own, pushTaskFirst, pushTasksFirst, setMarker } from './state';
import { architectDiscounts, canPay, gain, minus, pay, symbolCost } from './costs';
import { placeCardMarkers } from './city';
import { drawInto, handSize, removeFromHand } from './cards';
import { canPlaceGnome, lockTypes, placeGnome } from './gnomes';
import { canGain, gainWorker } from './workers';
import { ARCHITECTS, RECRUIT_GNOME, RECRUIT_WORKER, SKIP, SPY_REVEAL, SPY_TAKE, WIZARDS, WIZARDS_SIDE } from './action-objects';

const {
  GUILD_TILES, LIBRARIANS_DISCARD, LIBRARIANS_DRAW, MERCHANTS_CONVERSIONS, MERCHANTS_VISITS, RESOURCE_GUILD_YIELD,
  STEAL_MAX_VICTIMS
} = guildsTable;
const { GATE_SYMBOLS, LOCATIONS, SYMBOL_COUNT, SYMBOL_LOCATION } = boardTable;
const PROPERTY_INDEX = Object.fromEntries(PROPERTIES.map((p, t) => [p, t])) as Record<string, number>;

/** Activates `seat`'s worker on the guild of district `g` (the worker is already back). */
export function activateGuild(d: Draft, seat: number, g: number): void {
  const guild = d.guilds[g]!;
  const p = own(d, seat);
  const name = GUILD_TILES[guild].name;
  const yieldCost = RESOURCE_GUILD_YIELD[guild];
  if (yieldCost) {
    gain(p, yieldCost);
    return;
  }
  switch (guild) {
    case 'merchants':
      p.conversions += MERCHANTS_CONVERSIONS;
      p.extraVisits += MERCHANTS_VISITS;
      return;
    case 'librarians': {
      const got = drawInto(d, seat, LIBRARIANS_DRAW);
      emit(d, 'draw', seat, { cards: got, why: 'librarians' }, `Player ${seat + 1} draws ${got} card${got === 1 ? '' : 's'} at the ${name}`);
      if (handSize(p.hand) > 0) pushTaskFirst(d, { k: 'discard', seat, n: LIBRARIANS_DISCARD, why: 'librarians' });
      return;
    }
    case 'recruiters':
    case 'architects':
    case 'thieves':
    case 'bandits':
    case 'wizards':
      // With no possible choice the flow logs the action as wasted.
      pushTaskFirst(d, { k: 'guild', seat, guild });
      return;
    case 'spies': {
      const seats = spyVictims(d, seat);
      if (seats.length === 0) {
        emit(d, 'wasted', seat, { guild }, `No opponent of Player ${seat + 1} holds a card: the ${name} finds nothing`);
        return;
      }
      for (const v of seats) own(d, v).spy = -1;
      pushTaskFirst(d, { k: 'spyTake', seat });
      return;
    }
    default:
      throw new Error(`belfort: no effect for ${guild} (internal error)`);
  }
}

// ------------------------------------------------------------------ follow-up choices

/** Free symbols the Architects can claim (one per Keep, both halves of a free Gatehouse), affordable with some discount. */
function architectTargets(s: BelfortState, seat: number): number[] {
  const res = s.ps[seat]!.res;
  const out: number[] = [];
  for (let sym = 0; sym < SYMBOL_COUNT; sym++) {
    if (s.marker[sym] !== -1) continue;
    const loc = LOCATIONS[SYMBOL_LOCATION[sym]!]!;
    if (loc.symbols.length === 2) {
      const other = loc.symbols[0] === sym ? loc.symbols[1]! : loc.symbols[0]!;
      if (s.marker[other] !== -1) continue;
      if (loc.gate < 0 && loc.symbols[0] !== sym) continue; // a Keep is claimed by its first symbol
    }
    const cost = symbolCost(s, sym);
    if (architectDiscounts(cost).some((off) => canPay(res, minus(cost, off)))) out.push(sym);
  }
  return out;
}

function stealTargets(s: BelfortState, seat: number, has: (p: BelfortState['ps'][number]) => boolean): number[] {
  const out: number[] = [];
  for (let v = 0; v < s.players; v++) if (v !== seat && has(s.ps[v]!)) out.push(v);
  return out;
}

/** Subsets of `xs` of sizes 2..max (ascending seat order). */
function subsets(xs: readonly number[], max: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, cur: number[]) => {
    if (cur.length >= 2) out.push(cur.slice());
    if (cur.length === max) return;
    for (let i = start; i < xs.length; i++) {
      cur.push(xs[i]!);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

const TAKE_WOOD: Cost = [1, 0, 0, 0], TAKE_STONE: Cost = [0, 1, 0, 0], TAKE_METAL: Cost = [0, 0, 1, 0], TAKE_GOLD: Cost = [0, 0, 0, 1];
const TAKE_TWO: readonly Cost[] = [[2, 0, 0, 0], [1, 1, 0, 0], [0, 2, 0, 0]];

/** Thieves (§2.7 #9, G6): all the Gold up to X from one player, or 1 Gold from each of 2–3 players. */
function thievesActions(s: BelfortState, seat: number): BelfortAction[] {
  const victims = stealTargets(s, seat, (p) => p.res[GOLD]! > 0);
  const out: BelfortAction[] = victims.map((v): BelfortAction => ({ type: 'steal', from: [v], take: [[0, 0, 0, Math.min(s.rules.thievesGold, s.ps[v]!.res[GOLD]!)]] }));
  for (const set of subsets(victims, STEAL_MAX_VICTIMS)) out.push({ type: 'steal', from: set, take: set.map(() => TAKE_GOLD) });
  return out;
}

/** Bandits (§2.7 #10, G22): 1 Metal or up to 2 Wood/Stone (any mix) from one player, or 1 Wood/Stone from each of 2–3 players. */
function banditsActions(s: BelfortState, seat: number): BelfortAction[] {
  const out: BelfortAction[] = [];
  const victims = stealTargets(s, seat, (p) => p.res[WOOD]! + p.res[STONE]! + p.res[METAL]! > 0);
  for (const v of victims) {
    const r = s.ps[v]!.res;
    if (r[METAL]! > 0) out.push({ type: 'steal', from: [v], take: [TAKE_METAL] });
    const ws = r[WOOD]! + r[STONE]!;
    if (ws === 1) out.push({ type: 'steal', from: [v], take: [r[WOOD]! > 0 ? TAKE_WOOD : TAKE_STONE] });
    else if (ws >= 2) {
      for (let w = 2; w >= 0; w--) {
        if (r[WOOD]! >= w && r[STONE]! >= 2 - w) out.push({ type: 'steal', from: [v], take: [TAKE_TWO[2 - w]!] });
      }
    }
  }
  const wsVictims = victims.filter((v) => s.ps[v]!.res[WOOD]! + s.ps[v]!.res[STONE]! > 0);
  for (const set of subsets(wsVictims, STEAL_MAX_VICTIMS)) {
    // Every Wood/Stone choice per victim, in order (Wood first).
    const add = (i: number, take: Cost[]) => {
      if (i === set.length) {
        out.push({ type: 'steal', from: set, take: take.slice() });
        return;
      }
      const r = s.ps[set[i]!]!.res;
      for (const [has, c] of [[r[WOOD]! > 0, TAKE_WOOD], [r[STONE]! > 0, TAKE_STONE]] as const) {
        if (!has) continue;
        take.push(c);
        add(i + 1, take);
        take.pop();
      }
    };
    add(0, []);
  }
  return out;
}

/** Locations holding at least one marker: where a Wizards' swap starts. */
function wizardsFrom(s: BelfortState): number[] {
  const out: number[] = [];
  for (const loc of LOCATIONS) if (loc.symbols.some((sym) => s.marker[sym] !== -1)) out.push(loc.id);
  return out;
}

/** Locations a Wizards' swap from `from` can go to: same kind (same building type), not itself. */
export function wizardsPairs(from: number): number[] {
  const a = LOCATIONS[from]!;
  return LOCATIONS.filter((b) => b.id !== from && b.kind === a.kind && b.type === a.type).map((b) => b.id);
}

/** The follow-up choices of guild `guild` for `seat` (empty = nothing possible). */
export function guildActions(s: BelfortState, seat: number, guild: GuildId): BelfortAction[] {
  const p = s.ps[seat]!;
  switch (guild) {
    case 'recruiters': {
      const out: BelfortAction[] = [];
      if (canGain(p, true)) out.push(RECRUIT_WORKER.elf);
      if (canGain(p, false)) out.push(RECRUIT_WORKER.dwarf);
      if (canPlaceGnome(s, seat)) for (const t of lockTypes(p)) out.push(RECRUIT_GNOME[t]!);
      return out;
    }
    case 'architects': {
      const targets = architectTargets(s, seat);
      return targets.length === 0 ? [] : [...targets.map((at) => ARCHITECTS[at]!), SKIP];
    }
    case 'thieves':
      return thievesActions(s, seat);
    case 'bandits':
      return banditsActions(s, seat);
    case 'wizards': {
      const from = wizardsFrom(s);
      return from.length === 0 ? [] : [...from.map((f) => WIZARDS[f]!), SKIP];
    }
    default:
      return [];
  }
}

export function architectsPayActions(s: BelfortState, seat: number, at: number): BelfortAction[] {
  const cost = symbolCost(s, at);
  const res = s.ps[seat]!.res;
  return architectDiscounts(cost).filter((off) => canPay(res, minus(cost, off))).map((discount): BelfortAction => ({ type: 'architectsPay', discount }));
}

/** Applies a follow-up choice of a guild prompt. */
export function applyGuildChoice(d: Draft, seat: number, guild: GuildId, a: BelfortAction): void {
  const p = own(d, seat);
  switch (a.type) {
    case 'skip':
      return;
    case 'recruit':
      if (a.take === 'elf' || a.take === 'dwarf') gainWorker(p, a.take === 'elf');
      else placeGnome(d, seat, PROPERTY_INDEX[a.take]!, 'recruiters');
      return;
    case 'architects':
      pushTaskFirst(d, { k: 'architectsPay', seat, at: a.at });
      return;
    case 'steal':
      a.from.forEach((v, i) => {
        const take = a.take[i]!;
        pay(own(d, v), take);
        gain(p, take);
      });
      return;
    case 'wizards':
      pushTaskFirst(d, { k: 'wizardsPair', seat, from: a.from });
      return;
    default:
      throw new Error(`belfort: ${a.type} is not a ${guild} choice (internal error)`);
  }
}

/** Architects (§2.7 #3, §8.20, §8.37): a marker on the free symbol for its cost less the discount; no card. */
export function applyArchitectsPay(d: Draft, seat: number, at: number, discount: Cost): void {
  const p = own(d, seat);
  pay(p, minus(symbolCost(d, at), discount));
  const loc = LOCATIONS[SYMBOL_LOCATION[at]!]!;
  if (loc.kind === 'property') placeCardMarkers(d, seat, loc.type, at);
  else setMarker(d, at, seat);
  if (loc.kind === 'wall') p.stats.walls += 1;
  if (loc.kind === 'guild') p.stats.guilds += 1;
}

/**
 * Wizards (§2.7 #11, §8.21–22, §8.39): all markers of the two locations change places. A
 * Gatehouse that receives a single marker asks which half (a `wizardsSide` task); two markers
 * fill both halves; a Keep's markers fill its symbols in order.
 */
export function applyWizardsSwap(d: Draft, seat: number, from: number, to: number): void {
  const a = LOCATIONS[from]!, b = LOCATIONS[to]!;
  const take = (loc: typeof a) => {
    let owner = -1, n = 0;
    for (const sym of loc.symbols) {
      if (d.marker[sym] !== -1) {
        owner = d.marker[sym]!;
        n++;
        setMarker(d, sym, -1);
      }
    }
    return { owner, n };
  };
  const ma = take(a), mb = take(b);
  const tasks = [];
  for (const [loc, m] of [[b, ma], [a, mb]] as const) {
    if (m.n === 0) continue;
    if (loc.gate >= 0 && m.n === 1) tasks.push({ k: 'wizardsSide' as const, seat, gate: loc.gate, n: 1, owner: m.owner });
    else for (let i = 0; i < m.n; i++) setMarker(d, loc.symbols[i]!, m.owner);
  }
  pushTasksFirst(d, tasks);
  emit(
    d, 'wizards', seat, { from, to },
    `The markers of ${locationText(a)} and ${locationText(b)} change places`
  );
}

export function wizardsSideActions(gate: number): BelfortAction[] {
  return GATE_SYMBOLS[gate]!.map((at) => WIZARDS_SIDE[at]!);
}

// ------------------------------------------------------------------ Spies

function spyVictims(s: BelfortState, seat: number): number[] {
  const out: number[] = [];
  for (let v = 0; v < s.players; v++) if (v !== seat && handSize(s.ps[v]!.hand) > 0) out.push(v);
  return out;
}

/** Seats still to choose the card they reveal to the Spies (simultaneous, hidden until all chose). */
export function spyRevealSeats(s: BelfortState): number[] {
  const out: number[] = [];
  for (let v = 0; v < s.players; v++) if (s.ps[v]!.spy === -1) out.push(v);
  return out;
}

export function spyRevealActions(s: BelfortState, seat: number): BelfortAction[] {
  const hand = s.ps[seat]!.hand;
  const out: BelfortAction[] = [];
  for (let t = 0; t < hand.length; t++) if (hand[t]! > 0) out.push(SPY_REVEAL[t]!);
  return out;
}

/** Everyone has chosen: the cards are shown (public from now on). */
export function revealSpies(d: Draft, spy: number): void {
  for (let v = 0; v < d.players; v++) {
    const t = d.ps[v]!.spy;
    if (t === null || t < 0) continue;
    const p = own(d, v);
    if (p.shown[t]! === 0) p.shown[t] = 1;
    emit(d, 'spyReveal', v, { card: PROPERTIES[t]!, target: spy }, `Player ${v + 1} reveals a ${PROPERTY_CARDS[PROPERTIES[t]!].name} to Player ${spy + 1}'s Spies`);
  }
}

export function spyTakeActions(s: BelfortState, seat: number): BelfortAction[] {
  const out: BelfortAction[] = [];
  for (let v = 0; v < s.players; v++) {
    const c = s.ps[v]!.spy;
    if (v !== seat && c !== null && c >= 0) out.push(SPY_TAKE[v]!);
  }
  return out;
}

export function applySpyTake(d: Draft, seat: number, from: number): void {
  const t = d.ps[from]!.spy!;
  removeFromHand(d, from, t);
  const p = own(d, seat);
  p.hand[t]! += 1;
  p.shown[t]! += 1;
  for (let v = 0; v < d.players; v++) if (d.ps[v]!.spy !== null) own(d, v).spy = null;
}

// ------------------------------------------------------------------ words

export function locationText(loc: { kind: string; type: number; district: number; gate: number }): string {
  if (loc.kind === 'wall') return `a Wall of District ${loc.district + 1}`;
  if (loc.kind === 'guild') return `the guild of District ${loc.district + 1}`;
  if (loc.gate >= 0) return `the Gatehouse between Districts ${loc.district + 1} and ${((loc.district + 1) % 5) + 1}`;
  return `the ${PROPERTY_CARDS[PROPERTIES[loc.type]!].name} of District ${loc.district + 1}`;
}

