/**
 * The Belfort heuristic player. It reads only its seat's view and the legal actions (never the
 * state) and gives every action a value in tenths of a point (bot-value.ts): markers by the
 * majority points they add for the scorings left, workers and Gnomes by what they produce and
 * their races, resources by their use for the cards in hand. It places workers on the spaces
 * worth more than a worker in the Resource Areas, then passes with the best split over the
 * areas; in its Actions turn it activates everything first, then builds, trades and hires while
 * something is worth more than ending the turn. The Neutral Players it controls (2 players) put
 * their markers where they hurt the other player most.
 */
import type { BotInput, Scorer } from '../../core/entry';
import type { BelfortAction, Cost, GuildId, Prompt } from './types';
import { KINDS, PROPERTIES } from './types';
import type { BelfortView } from './view';
import {
  UNIT, bestSpot, buildable, cardExtra, costValue, districtOf, gnomeValue, makeCtx, markerGain, resValue,
  workerValue, DEFAULT_TUNING, type Ctx, type Tuning
} from './bot-value';
import { majorityPoints } from './majority';
import { PROPERTY_CARDS, WALL_COST } from './tables/properties';
import { GUILD_TILES, RESOURCE_GUILD_YIELD } from './tables/guilds';
import { LOCATIONS, SYMBOLS } from './tables/board';
import { districtPoints, FROM_DECK, GNOME_PRICE, RECRUIT_PRICE, TRADE_BUY, TRADE_SELL } from './tables/economy';
import { architectDiscounts, minus } from './costs';
import { wizardsPairs } from './guild-effects';
import { SEND } from './action-objects';

type Input = BotInput<BelfortView, BelfortAction>;

/** Agreed guilds the bot enters, best first (placements a round in self-play, resource guilds first). */
const GUILD_PREFERENCE: readonly GuildId[] = ['recruiters', 'lumberjacks', 'stonemasons', 'bankers', 'architects', 'miners', 'wizards', 'merchants', 'thieves', 'librarians', 'spies', 'bandits'];

const T = Object.fromEntries(PROPERTIES.map((p, t) => [p, t])) as Record<string, number>;
const GOLD_WORTH = UNIT + 1;

// ------------------------------------------------------------------ small helpers

function visibleCounts(c: Ctx, d: number): number[] {
  return c.v.districts[d]!.markers.slice();
}

/**
 * What a change of markers (`changes[i]` = [district, contestant, +/−k]) is worth to `me`: own
 * points gained; in 2 players minus what the other human gains; else plus half the largest loss
 * of a rival. Times the scorings left.
 */
function boardDelta(c: Ctx, changes: readonly (readonly [number, number, number])[]): number {
  if (c.scorings === 0) return 0;
  const table = districtPoints(c.v.players);
  const byDistrict = new Map<number, number[]>();
  for (const [d, who, k] of changes) {
    const counts = byDistrict.get(d) ?? visibleCounts(c, d);
    counts[who]! += k;
    byDistrict.set(d, counts);
  }
  let x = 0;
  for (const [d, after] of byDistrict) {
    const before = majorityPoints(visibleCounts(c, d), table, c.v.rules.ties);
    const now = majorityPoints(after, table, c.v.rules.ties);
    x += (now[c.me]! - before[c.me]!) * 10;
    if (c.v.players === 2) x -= (now[1 - c.me]! - before[1 - c.me]!) * 10;
    else {
      let loss = 0;
      for (let i = 0; i < now.length; i++) if (i !== c.me) loss = Math.max(loss, before[i]! - now[i]!);
      x += loss * 5;
    }
  }
  return x * c.scorings;
}

function symbolDistrictCount(sym: number): number {
  return SYMBOLS[sym]!.district;
}

/** Worth of keeping a card of type `t` in hand: what building it would give, if it can be built at all. */
function cardWorth(c: Ctx, t: number): number {
  if (!buildable(c.v, t)) return -5;
  const spot = bestSpot(c, t, spotsFor(c, t));
  return Math.max(0, spot.gain) / 2 + cardExtra(c, t) + costValue(c, PROPERTY_CARDS[PROPERTIES[t]!].cost) / 2 + 20;
}

// ------------------------------------------------------------------ placement

/** Value of what a guild gives when activated (before its fee). */
function guildWorth(c: Ctx, district: number): number {
  const g = c.v.guilds[district]!;
  const y = RESOURCE_GUILD_YIELD[g.id];
  if (y) return resValue(c, y);
  const me = c.v.ps[c.me]!;
  switch (g.id) {
    case 'merchants':
      return (me.resources.wood + me.resources.stone > 0 ? 2 * UNIT : 0) + 4;
    case 'librarians':
      return c.collections >= 2 ? 18 : 2;
    case 'architects':
      return c.res[0]! + c.res[1]! + c.res[2]! * 2 + c.res[3]! >= 5 ? 40 : 0;
    case 'recruiters':
      return Math.max(workerValue(c, true), workerValue(c, false)) - 4;
    case 'thieves':
      return Math.min(c.v.rules.thievesGold, Math.max(...c.v.ps.filter((p) => p.seat !== c.me).map((p) => p.resources.gold))) * GOLD_WORTH;
    case 'bandits':
      return 2 * UNIT;
    case 'wizards':
      return 18;
    case 'spies':
      return 8;
    default:
      return 0;
  }
}

/** Value of a worker of kind `kind` sent to the Resource Areas (what placing it elsewhere gives up). */
function areaWorth(c: Ctx, kind: number): number {
  const units = kind === 1 || kind === 3 ? 2 : 1;
  return units * UNIT + 1;
}

function placeValue(c: Ctx, a: Extract<BelfortAction, { type: 'place' }>): number {
  const kind = KINDS.indexOf(a.worker);
  const lose = areaWorth(c, kind);
  const me = c.v.ps[c.me]!;
  switch (a.at) {
    case 'recruit': {
      if (c.collections < 2) return -50;
      const elf = kind < 2;
      return workerValue(c, elf) - RECRUIT_PRICE * GOLD_WORTH - lose;
    }
    case 'camp': {
      const gain = (me.crest - 1) * c.k.campPerCrest;
      return gain - lose - 1;
    }
    case 'guild': {
      const g = c.v.guilds[a.district]!;
      const fee = g.fee ?? 1;
      return guildWorth(c, a.district) - fee * GOLD_WORTH - (g.owner !== null && g.owner !== c.me ? 3 : 0) - lose;
    }
    case 'card': {
      switch (a.card) {
        case 'market':
          return 2 * GOLD_WORTH - lose + 1;
        case 'blacksmith':
          return c.worth[2]! - lose + 1;
        case 'library':
          return (c.collections >= 1 ? 10 : 0) - lose;
        case 'tower': {
          let best = 0;
          for (const b of me.built) if (b.freeLocks > 0) best = Math.max(best, gnomeValue(c, T[b.card]!));
          return (c.v.gnomeSupply > 0 ? best : 0) - GOLD_WORTH - lose;
        }
        case 'inn':
          return Math.max(workerValue(c, true), workerValue(c, false)) - GOLD_WORTH - lose;
        default:
          return -lose;
      }
    }
  }
}

// ------------------------------------------------------------------ passing: the split over the areas

/** Best split of every piece still in hand over the areas; returns the counts chosen for `worker`. */
function bestSend(c: Ctx, worker: number): readonly number[] {
  const me = c.v.ps[c.me]!;
  const inHand = [me.inHand.elf, me.inHand.masterElf, me.inHand.dwarf, me.inHand.masterDwarf];
  const placed = KINDS.map((k) => [me.areas.forest[k], me.areas.quarry[k], me.areas.mine[k], me.areas.goldMine[k]]);
  // Others' pieces already in each area (passed players): the bonus needs strictly more.
  const others = [0, 0, 0, 0];
  for (const p of c.v.ps) {
    if (p.seat === c.me) continue;
    const a = [p.areas.forest, p.areas.quarry, p.areas.mine, p.areas.goldMine];
    a.forEach((x, i) => (others[i] = Math.max(others[i]!, x.elf + x.masterElf + x.dwarf + x.masterDwarf)));
  }
  const kinds = [0, 1, 2, 3].filter((k) => k >= worker && inHand[k]! > 0);
  let best = -1_000_000;
  let bestCounts: readonly number[] = [0, 0, 0, 0];
  const chosen: (readonly number[])[] = [];
  const evaluate = () => {
    const units = [0, 0, 0, 0, 0, 0, 0, 0]; // per area: elf units, dwarf units
    const pieces = [0, 0, 0, 0];
    for (let k = 0; k < 4; k++) {
      const counts = kinds.includes(k) ? chosen[kinds.indexOf(k)]! : placed[k]!;
      for (let area = 0; area < 4; area++) {
        const n = counts[area]!;
        pieces[area]! += n;
        units[area * 2 + (k < 2 ? 0 : 1)]! += n * (k === 1 || k === 3 ? 2 : 1);
      }
    }
    let x = units[0]! * c.worth[0]! + units[3]! * c.worth[1]! + Math.min(units[4]!, units[5]!) * c.worth[2]! + (units[6]! + units[7]!) * c.worth[3]!;
    for (let area = 0; area < 4; area++) if (pieces[area]! > others[area]!) x += c.worth[area]! / 2;
    return x;
  };
  const rec = (i: number) => {
    if (i === kinds.length) {
      const x = evaluate();
      if (x > best) {
        best = x;
        bestCounts = chosen[0]!;
      }
      return;
    }
    for (const a of SEND[kinds[i]!]![inHand[kinds[i]!]!]!) {
      chosen[i] = (a as { counts: readonly number[] }).counts;
      rec(i + 1);
    }
  };
  rec(0);
  return bestCounts;
}

// ------------------------------------------------------------------ actions phase

/** The best build value affordable with `res` (hand cards, a Wall), 0 when nothing is. */
function bestBuild(c: Ctx, res: readonly number[]): number {
  let best = 0;
  const fits = (cost: Cost) => res[0]! >= cost[0] && res[1]! >= cost[1] && res[2]! >= cost[2] && res[3]! >= cost[3];
  for (let t = 0; t < PROPERTIES.length; t++) {
    if (c.hand[t]! === 0) continue;
    const cost = PROPERTY_CARDS[PROPERTIES[t]!].cost;
    if (!fits(cost) || !buildable(c.v, t)) continue;
    best = Math.max(best, 30 + cardExtra(c, t) / 2);
  }
  if (fits(WALL_COST)) best = Math.max(best, 20);
  return best;
}

function buildValue(c: Ctx, t: number, at: number): number {
  const k = PROPERTIES[t] === 'keep' ? 2 : 1;
  return markerGain(c, districtOf(at), k) + cardExtra(c, t) + costValue(c, PROPERTY_CARDS[PROPERTIES[t]!].cost) + c.k.buildBonus;
}

function tradeValue(c: Ctx, a: Extract<BelfortAction, { type: 'trade' }>): number {
  const delta = [0, 0, 0, 0];
  const idx = (r: string) => ['wood', 'stone', 'metal'].indexOf(r);
  if (a.sell) {
    delta[idx(a.sell)]! -= 1;
    delta[3]! += TRADE_SELL[idx(a.sell)]!;
  }
  if (a.buy) {
    delta[idx(a.buy)]! += 1;
    delta[3]! -= TRADE_BUY[idx(a.buy)]!;
  }
  const after = c.res.map((x, r) => x + delta[r]!);
  const enable = bestBuild(c, after) - bestBuild(c, c.res);
  return enable + resValue(c, delta) - 2;
}

function turnValue(c: Ctx, a: BelfortAction): number {
  switch (a.type) {
    case 'activateCard':
    case 'activateGuild':
      return 1000;
    case 'build':
      return buildValue(c, T[a.card]!, a.at);
    case 'wall':
      return markerGain(c, districtOf(a.at), 1) + costValue(c, WALL_COST) + c.k.wallBonus;
    case 'buyGuild': {
      const g = c.v.guilds[a.district]!;
      const tile = GUILD_TILES[g.id];
      const fees = c.collections * (c.v.players > 2 ? 4 : 3);
      return markerGain(c, a.district, 1) + fees + costValue(c, tile.cost) + c.k.guildBonus;
    }
    case 'trade':
      return tradeValue(c, a);
    case 'hire':
      return gnomeValue(c, T[a.card]!) - GNOME_PRICE * GOLD_WORTH;
    case 'smith':
      return c.worth[2]! - GOLD_WORTH;
    case 'bank':
      return GOLD_WORTH;
    case 'convert':
      return c.worth[2]! - c.worth[a.give === 'wood' ? 0 : 1]!;
    case 'buyCard': {
      if (c.collections < 1 || c.hand.reduce((x, y) => x + y, 0) >= 4) return -5;
      const t = a.from === FROM_DECK ? -1 : T[c.v.display[a.from]!]!;
      const worth = t < 0 ? 14 : Math.min(30, cardWorth(c, t)) / 2;
      return worth > GOLD_WORTH ? 1 + (t < 0 ? 0 : Math.min(3, Math.floor(worth / 10))) : -1;
    }
    case 'endTurn':
      return 0;
    default:
      return 0;
  }
}

// ------------------------------------------------------------------ follow-ups

function wizardsSwapValue(c: Ctx, from: number, to: number): number {
  const a = LOCATIONS[from]!, b = LOCATIONS[to]!;
  const changes: [number, number, number][] = [];
  const move = (src: typeof a, dst: typeof a) => {
    const held = src.symbols.filter((s) => c.v.owner[s] !== null);
    held.forEach((sym, i) => {
      const o = c.v.owner[sym]!;
      changes.push([symbolDistrictCount(sym), o, -1]);
      changes.push([symbolDistrictCount(dst.symbols[i]!), o, 1]);
    });
  };
  move(a, b);
  move(b, a);
  return boardDelta(c, changes);
}

function npPlaceValue(c: Ctx, np: number, card: number, at: number): number {
  const k = PROPERTIES[card] === 'keep' && c.v.rules.npKeepMarkers === 2 ? 2 : 1;
  return boardDelta(c, [[districtOf(at), np, k]]);
}

function spotsFor(c: Ctx, card: number): number[] {
  const id = PROPERTIES[card]!;
  const out: number[] = [];
  const own = c.v.owner;
  for (const s of SYMBOLS) {
    if (own[s.id] !== null) continue;
    if (id === 'keep') {
      if (s.slot === 'keepA' && own[s.id + 1] === null) out.push(s.id);
    } else if (id === 'gatehouse') {
      if (s.slot === 'gateRight' && own[((s.district + 1) % 5) * 15] === null) out.push(s.id, ((s.district + 1) % 5) * 15);
    } else if (s.slot === id) out.push(s.id);
  }
  return out;
}

/** Every action's value for the current decision. */
export function scoreActions(v: BelfortView, seat: number, actions: readonly BelfortAction[], k: Tuning = DEFAULT_TUNING): number[] {
  const c = makeCtx(v, seat, k);
  const p: Prompt | undefined = v.prompt?.detail;
  const kind = p?.kind;
  if (kind === 'send') {
    const plan = bestSend(c, p!.kind === 'send' ? p!.worker : 0);
    return actions.map((a) => (a.type === 'send' && a.counts.every((n, i) => n === plan[i]) ? 1 : 0));
  }
  return actions.map((a): number => {
    switch (a.type) {
      case 'pickGuild':
        return GUILD_PREFERENCE.length - GUILD_PREFERENCE.indexOf(a.guild);
      case 'keep':
        return -(cardWorth(c, T[a.discard[0]]!) + cardWorth(c, T[a.discard[1]]!));
      case 'npGuild':
        return -guildWorth(c, a.district);
      case 'place':
        return placeValue(c, a);
      case 'pass':
        return 0;
      case 'camp': {
        if (a.swap === null) return 0;
        return (v.ps[seat]!.crest - v.ps[a.swap]!.crest) * 5;
      }
      case 'discard':
        return -cardWorth(c, T[a.card]!);
      case 'lock':
        return gnomeValue(c, T[a.card]!);
      case 'twin':
        return markerGain(c, districtOf(a.at), 1);
      case 'inn':
        return workerValue(c, a.worker === 'elf');
      case 'recruit':
        return a.take === 'elf' || a.take === 'dwarf' ? workerValue(c, a.take === 'elf') : gnomeValue(c, T[a.take]!);
      case 'architects': {
        const loc = LOCATIONS[SYMBOLS[a.at]!.location]!;
        const cost: Cost = loc.kind === 'property' ? PROPERTY_CARDS[loc.card!].cost : loc.kind === 'wall' ? WALL_COST : GUILD_TILES[v.guilds[loc.district]!.id].cost;
        const offs = architectDiscounts(cost).filter((o) => {
          const rest = minus(cost, o);
          return c.res.every((x, r) => x >= rest[r]!);
        });
        const pay = Math.max(...offs.map((o) => costValue(c, minus(cost, o))));
        const k = loc.kind === 'property' && loc.card === 'keep' ? 2 : 1;
        return markerGain(c, SYMBOLS[a.at]!.district, k) + pay + (loc.kind === 'guild' ? c.collections * 3 : 0);
      }
      case 'architectsPay':
        return resValue(c, a.discount);
      case 'steal': {
        let x = 0;
        a.take.forEach((t, i) => {
          x += resValue(c, t);
          const victim = v.ps[a.from[i]!]!;
          if (v.ps.every((q) => q.score <= victim.score)) x += 3;
        });
        return x;
      }
      case 'wizards': {
        let best = -1_000_000;
        for (const to of wizardsPairs(a.from)) best = Math.max(best, wizardsSwapValue(c, a.from, to));
        return best;
      }
      case 'wizardsPair':
        return p?.kind === 'wizardsPair' ? wizardsSwapValue(c, p.from, a.to) : 0;
      case 'wizardsSide': {
        if (p?.kind !== 'wizardsSide') return 0;
        return boardDelta(c, [[districtOf(a.at), p.owner, 1]]);
      }
      case 'skip':
        return 0;
      case 'spyReveal':
        return -cardWorth(c, T[a.card]!);
      case 'spyTake': {
        const card = v.ps[a.from]!.spyCard;
        return card ? cardWorth(c, T[card]!) : 0;
      }
      case 'npCard': {
        if (p?.kind !== 'npCard') return 0;
        if (a.from === FROM_DECK) return 5;
        const card = T[v.display[a.from]!]!;
        let best = -20;
        for (const at of spotsFor(c, card)) best = Math.max(best, npPlaceValue(c, p.np, card, at));
        return best;
      }
      case 'npPlace':
        return p?.kind === 'npPlace' ? npPlaceValue(c, p.np, p.card, a.at) : 0;
      default:
        return turnValue(c, a);
    }
  });
}

/**
 * The heuristic as a scorer for the shared scoring-bot driver (lib/bots/scoring.ts; the registry
 * makes it the `heuristic` bot): every action's value in tenths of a point; `unit` 5 (half a
 * point) is the difference that matters, so level 1's noise (±4 units) is ±2 points.
 * `tunedScorer` takes other knobs (self-play experiments).
 */
export function tunedScorer(k: Tuning): Scorer<BelfortView, BelfortAction> {
  return {
    name: 'heuristic',
    unit: 5,
    prepare({ seat, view, actions }: Input): (action: BelfortAction) => number {
      const scores = scoreActions(view, seat, actions, k);
      const index = new Map<BelfortAction, number>();
      actions.forEach((a, i) => index.set(a, i));
      return (a) => scores[index.get(a) ?? -1] ?? -1_000_000;
    }
  };
}

export const belfortScorer = tunedScorer(DEFAULT_TUNING);
