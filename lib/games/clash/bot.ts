/**
 * The Clash of Cultures heuristic player. It reads only its seat's view and the legal actions
 * and scores each action in tenths of a victory point (10 = 1 VP): advances, cities, pieces,
 * Wonders and objectives are worth their VP plus what they make possible; resources are worth
 * what they buy; a wasted action costs. Combat and choices inside effects use short rules.
 */
import type { BotInput, Scorer } from '../../core/entry';
import type { ClashAction, Frame, TradeItem } from './types';
import { ANGRY, BARBARIAN, HAPPY, NONE } from './types';
import type { ClashView, PlayerView } from './view';
import { ADV, ADVANCES, CATEGORY_OF } from './tables/advances';
import { ACTION_CARDS } from './tables/actioncards';
import { EVENTS } from './tables/events';
import { MILITARY_MIGHT_UNITS, OBJECTIVE_CARDS } from './tables/objectives';
import { W, WONDERS } from './tables/wonders';
import { SEA, BARREN, FERTILE, FOREST, MOUNTAIN } from './board';
import { ARMY, SETTLER, SHIP, TRADE_ROUTES_RANGE } from './tables/rules';
import { tradePartner } from './routes';

/** Value of one unit of each payment source (food, ore, wood, ideas, gold, culture, mood), tenths of VP. */
const SOURCE_VALUE = [4, 4, 4, 3, 5, 3, 3];

/** Extra value of an advance beyond its ½ VP (what it unlocks or gives), tenths of VP. */
const ADVANCE_BONUS: Partial<Record<keyof typeof ADV, number>> = {
  storage: 6, irrigation: 3, husbandry: 2, engineering: 5, sanitation: 2, roads: 1,
  fishing: 5, navigation: 0, warships: 0, cartography: 1,
  writing: 7, publicEducation: 2, freeEducation: 1, philosophy: 5,
  tactics: 6, siegecraft: 0, steelWeapons: 1, draft: 2,
  myths: 7, rituals: 3, priesthood: 2, stateReligion: 3,
  bartering: 3, tradeRoutes: 2, taxes: 4, currency: 1,
  artSculptures: 3, circusSports: 3, monuments: 2, theaterMusic: 1,
  math: 3, astronomy: 1, chemistry: 2, metallurgy: 1,
  voting: 3, separationOfPower: 1, civilLiberties: 4, economicLiberty: 4,
  nationalism: 3, totalitarianism: 1, absolutePower: 4, forcedLabor: 2,
  dogma: 2, devotion: 1, conversion: 2, fanaticism: 1
};
const ADV_VALUE: readonly number[] = ADVANCES.map((a) => 5 + (ADVANCE_BONUS[a.key as keyof typeof ADV] ?? 0) + (a.border ? 3 : 0));

interface Ctx {
  v: ClashView;
  me: number;
  p: PlayerView;
  frame: Frame | null;
  /** Last Round: long-term values shrink. */
  late: boolean;
  myCities: ClashView['cities'];
  settlers: number;
  /** Objectives on the cards in hand (both halves). */
  goals: Set<string>;
  /** Culture tokens are being saved for a Wonder. */
  saveCulture: boolean;
  /** Levels 2–3: objectives, Wonders, barbarian hunting. */
  planning: boolean;
  /** The Wonder being saved for (its cost), when one can be built by this player. */
  wonderCost: readonly number[] | null;
  /**
   * Levels 2–3: the face-up Wonder this player is working towards (reserved by it, else the one
   * fewest steps away: Engineering, its advance, the Culture level its tokens need, a Port for the
   * Lighthouse), or NONE. Saving for it (fewer builds, growths and advances) starts once it can be built.
   */
  wonderPlan: number;
}

/**
 * The bot's reading of its view. `planning` (levels 2–3) follows the objectives in hand, saves for
 * a Wonder and hunts barbarians; level 1 plays each action on its face value.
 */
function ctxOf(input: BotInput<ClashView, ClashAction>, planning: boolean): Ctx {
  const v = input.view;
  const me = input.seat;
  const p = v.seats[me]!;
  const lastRound = v.rules.length === 'short' ? 4 : v.rules.length === 'standard' ? 6 : 7;
  const goals = new Set<string>();
  if (planning) for (const card of p.objectives ?? []) for (const k of OBJECTIVE_CARDS[card]!) goals.add(k);
  const myCities = v.cities.filter((c) => c.owner === me);
  const wonderPlan = planning ? planWonder(v, p, myCities) : NONE;
  const ready = wonderPlan !== NONE && wonderSteps(p, myCities, wonderPlan) === 0;
  return {
    v, me, p, frame: v.prompt?.frame ?? null, late: v.round >= lastRound,
    myCities,
    settlers: v.units.filter((u) => u.owner === me && u.kind === SETTLER).length,
    goals, saveCulture: ready, wonderCost: ready ? WONDERS[wonderPlan]!.cost : null, planning, wonderPlan
  };
}

/** Steps still missing before `p` may build Wonder `w`: Engineering, its advance, Culture level, a Port (Lighthouse), a city without a Wonder. */
function wonderSteps(p: PlayerView, myCities: Ctx['myCities'], w: number): number {
  const def = WONDERS[w]!;
  const req = advanceIndex(def.requires);
  let n = 0;
  if (!p.advances.includes(ADV.engineering)) n += 1;
  if (!p.advances.includes(req)) n += p.available.includes(req) ? 1 : 2;
  if (p.cultureLevel < def.culture) n += def.culture - p.cultureLevel > 2 ? 2 : 1;
  if (def.needsPort && !myCities.some((c) => c.pieces[3] !== NONE && c.wonder === NONE)) n += p.advances.includes(ADV.fishing) ? 1 : 2;
  if (!myCities.some((c) => c.wonder === NONE)) n += 9;
  return n;
}

/** The open Wonder this player can build soonest (its own reservation first), or NONE. */
function planWonder(v: ClashView, p: PlayerView, myCities: Ctx['myCities']): number {
  const open = v.wonders.open.filter((w) => !v.seats.some((o) => o.seat !== p.seat && o.reserved === w));
  if (p.reserved !== NONE && open.includes(p.reserved)) return p.reserved;
  let best = NONE, bestSteps = 7;
  for (const w of open) {
    const n = wonderSteps(p, myCities, w);
    if (n < bestSteps) {
      best = w;
      bestSteps = n;
    }
  }
  return best;
}

function advanceIndex(key: string): number {
  return ADVANCES.findIndex((a) => a.key === key);
}

/** Categories whose completion an objective in hand rewards. */
const CATEGORY_GOALS: Record<string, number[]> = {
  cityPlanner: [1], seafarers: [2], educationLead: [3], militarized: [4], tradeFocus: [6], cultureFocus: [7], scienceFocus: [8],
  government: [9, 10, 11]
};
/** Resources an objective in hand wants held (index into [food, ore, wood, ideas, gold]). */
const RESOURCE_GOALS: Record<string, number[]> = {
  foodSupplies: [0], oreSupplies: [1], woodSupplies: [2], eureka: [3], wealth: [4], optimizedStorage: [0, 1, 2]
};
/** Pieces an objective in hand wants built (Temple, Fortress, Academy, Port). */
const PIECE_GOALS: Record<string, number[]> = {
  religiousFervor: [0], fortifications: [1], scientificLead: [2], coastalCulture: [3], architecture: [0, 1, 2, 3], metropolis: [0, 1, 2, 3],
  largeFleet: [3], seaBlockade: [3], shippingRoutes: [3], navalAssault: [3]
};

/** Military Might: the build-up starts once this many Armies and Ships stand (MILITARY_MIGHT_UNITS complete it). */
const MIGHT_START = 4;

function goalBonus(c: Ctx, table: Record<string, number[]>, x: number): number {
  let b = 0;
  for (const g of c.goals) if (table[g]?.includes(x)) b += 3;
  return b;
}

/**
 * An objective in hand that asks for a whole category (City Planner, Seafarers, …, Government):
 * each advance of it is worth more the fewer the category still lacks (the last one completes 2 VP).
 */
function categoryStep(c: Ctx, a: number): number {
  const cat = CATEGORY_OF[a]!;
  const wanted = [...c.goals].some((g) => CATEGORY_GOALS[g]?.includes(cat) && (g !== 'government' || c.p.government < 0 || c.p.government === cat));
  if (!wanted) return 0;
  const owned = [0, 1, 2, 3].filter((i) => c.p.advances.includes(cat * 4 + i)).length;
  return 3 * owned + (owned === 3 ? 6 : 0);
}

/** Spaces from `from` over land and sea alike (for Colony and City Founder). */
function spaces(c: Ctx, from: number, to: number): number {
  const seen = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (h === to) return seen.get(h)!;
    for (const x of c.v.hexes[h]!.adj) {
      if (seen.has(x)) continue;
      seen.set(x, seen.get(h)! + 1);
      queue.push(x);
    }
  }
  return 0;
}

/**
 * Extra value of a city founded at `hex` for the objectives in hand (Colony, City Founder, Expansionist).
 * The starting city space is not in the view: the player's oldest city (lowest id) stands for it.
 */
function foundGoals(c: Ctx, hex: number): number {
  let x = 0;
  const home = homeOf(c);
  if (home !== null && (c.goals.has('colony') || c.goals.has('cityFounder'))) {
    if (spaces(c, home.hex, hex) >= 5) x += 12;
    // Still early: the Settler walks on towards a far site rather than founding near home.
    else if (wantsFarCity(c) && c.v.round <= 4) x -= 14;
  }
  if (c.goals.has('expansionist')) x += c.v.hexes[hex]!.adj.some((h) => c.v.cities.some((ct) => ct.hex === h)) ? -10 : 10;
  // Trade Power: a Settler standing on a trade route is worth keeping there.
  if (c.goals.has('tradePower') && !c.late && routeSpot(c, hex)) x -= 18;
  return x;
}

/** Hexes within `range` spaces of `from` over explored land and sea (trade-route reach, rules §2.9 #25). */
function within(c: Ctx, from: number, range: number): Set<number> {
  const seen = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    const d = seen.get(h)!;
    if (d === range) continue;
    for (const x of c.v.hexes[h]!.adj) {
      if (seen.has(x) || c.v.hexes[x]!.terrain === 0) continue;
      seen.set(x, d + 1);
      queue.push(x);
    }
  }
  return new Set(seen.keys());
}

/** A trade route of `seat` (this player unless given) could start at `hex`: a non-Angry city of another player within 2 spaces. */
function routeSpot(c: Ctx, hex: number, seat = c.me): boolean {
  const reach = within(c, hex, TRADE_ROUTES_RANGE);
  return c.v.cities.some((ct) => tradePartner(ct.owner, ct.mood, seat) && reach.has(ct.hex));
}

/** Trade routes pay (the Trade Routes advance) or an objective in hand counts them. */
function wantsRoutes(c: Ctx): boolean {
  return c.goals.has('tradePower') || (c.p.advances.includes(ADV.tradeRoutes) && !c.late);
}

/** The player's oldest city (it stands for the starting space, which the view does not show). */
function homeOf(c: Ctx): Ctx['myCities'][number] | null {
  return c.myCities.reduce((m, ct) => (m === null || ct.id < m.id ? ct : m), null as Ctx['myCities'][number] | null);
}

/** Colony or City Founder in hand and no city yet at 5 spaces from home: Settlers travel before founding. */
function wantsFarCity(c: Ctx): boolean {
  if (!c.goals.has('colony') && !c.goals.has('cityFounder')) return false;
  const home = homeOf(c);
  return home !== null && !c.myCities.some((ct) => spaces(c, home.hex, ct.hex) >= 5);
}

/** Other players' Port spaces (Sea Blockade). */
function foreignPorts(c: Ctx): number[] {
  return c.v.cities.filter((ct) => ct.owner !== c.me && ct.owner !== BARBARIAN && ct.port !== NONE).map((ct) => ct.port);
}

/** A Ship's station worth sailing to: a foreign Port space (Sea Blockade) or a trade-route spot (Shipping Routes, Trade Power). */
function shipStation(c: Ctx, hex: number): boolean {
  if (c.goals.has('seaBlockade') && foreignPorts(c).includes(hex)) return true;
  return (c.goals.has('shippingRoutes') || wantsRoutes(c)) && routeSpot(c, hex);
}

function resourceValue(c: Ctx, vec: readonly number[]): number {
  let x = 0;
  for (let i = 0; i < vec.length && i < 7; i++) x += vec[i]! * SOURCE_VALUE[i]!;
  return x;
}

/** Room left under each cap (food 2 without Storage; tokens under levels). */
function room(c: Ctx, r: number): number {
  const res = c.p.resources;
  const have = [res.food, res.ore, res.wood, res.ideas, res.gold][r]!;
  const cap = r === 0 && !c.p.advances.includes(ADV.storage) ? 2 : r === 3 && c.p.advances.includes(ADV.dogma) ? 2 : 8;
  return Math.max(0, cap - have);
}

function advanceValue(c: Ctx, a: number): number {
  let x = ADV_VALUE[a]! + goalBonus(c, CATEGORY_GOALS, CATEGORY_OF[a]!) + categoryStep(c, a);
  if (c.goals.has('diversifiedResearch') && ![0, 1, 2, 3].some((i) => c.p.advances.includes(CATEGORY_OF[a]! * 4 + i))) x += 3;
  // The advances Wonders need, once Engineering is owned.
  if (c.p.advances.includes(ADV.engineering) && WONDERS.some((w) => w.requires === ADVANCES[a]!.key)) x += 3;
  // The steps towards the planned Wonder: its advance, Culture levels, Fishing for the Lighthouse's Port.
  if (c.wonderPlan !== NONE) {
    if (ADVANCES[a]!.key === WONDERS[c.wonderPlan]!.requires) x += 6;
    if (ADVANCES[a]!.border === 'culture' && c.p.cultureLevel < WONDERS[c.wonderPlan]!.culture) x += 2;
    if (a === ADV.fishing && WONDERS[c.wonderPlan]!.needsPort) x += 6;
  }
  if (a === ADV.steelWeapons && !c.p.advances.includes(ADV.metallurgy)) x -= 8;
  // Pieces we can then build in our cities are worth more with more cities.
  if (a === ADV.myths || a === ADV.writing || a === ADV.tactics) x += c.myCities.length * 2;
  if (a === ADV.fishing && c.myCities.some((ct) => c.v.hexes[ct.hex]!.adj.some((h) => c.v.hexes[h]!.terrain === SEA))) x += 3;
  if (CATEGORY_OF[a]! >= 9 && c.p.advances.some((x2) => CATEGORY_OF[x2]! >= 9 && CATEGORY_OF[x2] !== CATEGORY_OF[a])) x -= 6;
  if (c.late) x = 5 + (ADVANCES[a]!.border ? 1 : 0);
  return x;
}

/** A city space worth founding on: Fertile or Forest/Mountain land not touching another city. */
function foundValue(c: Ctx, hex: number): number {
  const h = c.v.hexes[hex]!;
  let x = 18;
  for (const n of h.adj) {
    const t = c.v.hexes[n]!.terrain;
    if (t === FERTILE || t === FOREST || t === MOUNTAIN) x += 1;
    if (c.v.cities.some((ct) => ct.hex === n)) x -= 3;
  }
  if (h.terrain === FERTILE) x += 1;
  return x;
}

function canFound(c: Ctx, hex: number): boolean {
  const h = c.v.hexes[hex]!;
  if (h.terrain === 0 || h.terrain === SEA || h.terrain === BARREN || h.exhausted) return false;
  return !c.v.cities.some((ct) => ct.hex === hex);
}

/** Resources held in all (hoarding is worth less: resources count once they are spent). */
function stock(c: Ctx): number {
  const r = c.p.resources;
  return r.food + r.ore + r.wood + r.ideas + r.gold;
}

function gainValue(c: Ctx, gain: readonly number[]): number {
  // gain = [food, ore, wood, ideas, gold, mood]
  let x = 0;
  let held = stock(c);
  // Saving for a Wonder: the units of each kind still missing (Gold pays for any of them) are worth more.
  const missing = [0, 0, 0, 0, 0];
  if (c.wonderCost) {
    const res = c.p.resources;
    const have = [res.food, res.ore, res.wood];
    for (let r = 0; r < 3; r++) missing[r] = Math.max(0, c.wonderCost[r]! - have[r]!);
    missing[4] = Math.max(0, missing[0]! + missing[1]! + missing[2]! - res.gold);
  }
  for (let r = 0; r < 5; r++) {
    const n = Math.min(gain[r]!, room(c, r));
    const bonus = goalBonus(c, RESOURCE_GOALS, r) > 0 ? 2 : 0;
    for (let k = 0; k < n; k++, held++) x += (held < 6 ? SOURCE_VALUE[r]! : held < 10 ? SOURCE_VALUE[r]! - 1 : 1) + bonus + (k < missing[r]! ? 8 : 0);
  }
  x += Math.min(gain[5]!, Math.max(0, c.p.happinessLevel - c.p.moodTokens)) * SOURCE_VALUE[6]!;
  return x;
}

function activationPenalty(c: Ctx, cityId: number): number {
  const city = c.v.cities.find((x) => x.id === cityId);
  if (!city) return 0;
  return city.activations >= 1 && city.mood > ANGRY ? 5 : 0;
}

function itemValue(c: Ctx, it: TradeItem): number {
  if ('r' in it) return SOURCE_VALUE[it.r]!;
  return 15;
}

function opponentsByScore(c: Ctx): number[] {
  return c.v.seats.filter((s) => s.seat !== c.me).sort((a, b) => b.score.total - a.score.total || a.seat - b.seat).map((s) => s.seat);
}

/** Turn-level actions: the net value of doing it now (0 = not worth an action). */
function turnScore(c: Ctx, a: ClashAction): number {
  switch (a.type) {
    case 'end': return 0;
    case 'advance': return advanceValue(c, a.a) - 7 - (c.wonderCost ? 4 : 0);
    case 'found': return foundValue(c, a.hex) + foundGoals(c, a.hex);
    case 'collect': return gainValue(c, a.gain) - activationPenalty(c, a.city) - (a.husbandry ? 4 : 0) - 3;
    case 'build': {
      const [s, ar, sh] = a.units as [number, number, number];
      const spots = c.late ? 0 : Math.max(0, Math.min(2, 7 - c.myCities.length) - c.settlers);
      const armies = c.v.units.filter((u) => u.owner === c.me && u.kind === ARMY).length;
      const militaryGoals = ['general', 'aggressor', 'barbarianConquest', 'conqueror', 'greatBattle', 'largeArmy', 'standingArmy', 'militaryMight', 'outpost', 'threat']
        .filter((g) => c.goals.has(g)).length;
      const hasTactics = c.p.advances.includes(ADV.tactics);
      const barbarians = hasTactics ? c.v.cities.filter((ct) => ct.owner === BARBARIAN).length : 0;
      const ships0 = c.v.units.filter((u) => u.owner === c.me && u.kind === SHIP).length;
      // Military Might: once on the way, up to its Armies and Ships; each missing unit carries a share of the 2 VP.
      const might = c.planning && c.goals.has('militaryMight') && armies + ships0 >= MIGHT_START && !c.late ? MILITARY_MIGHT_UNITS - ships0 : 0;
      const mightShare = might > 0 ? Math.floor(20 / Math.max(1, MILITARY_MIGHT_UNITS - armies - ships0)) : 0;
      const plan = c.planning ? armyPlan(c, armies) : { want: 0, share: 0 };
      const wantArmies = Math.max(0, Math.max(might, plan.want, Math.min(c.myCities.length, 3) + (barbarians > 0 ? 2 : 0) + militaryGoals * (c.planning ? 2 : 1)) - armies);
      // Trade Power: Settlers to stand on trade routes (3 of them with Settlers and Ships).
      const routeSettlers = c.planning && c.goals.has('tradePower') && !c.late ? Math.max(0, 3 - c.settlers - ships0) : 0;
      const spots2 = spots + routeSettlers;
      let x = Math.min(s, spots2) * 14 - Math.max(0, s - spots2) * 10;
      // An Army is worth a little less than its cost (8) unless a military objective is in hand: measured, more Armies
      // without one lost head to head (0.23 of 300 games against the earlier heuristic with 9 a wanted Army).
      x += Math.min(ar, wantArmies) * ((c.planning && (militaryGoals > 0 || might > 0) ? 8 : 5) + Math.max(mightShare, plan.share)) - Math.max(0, ar - wantArmies) * 6;
      // Large Fleet: up to 4 Ships are worth building.
      const ships = ships0;
      const wantShips = c.goals.has('largeFleet') || c.goals.has('seaBlockade') || c.goals.has('shippingRoutes') || (might > 0 && c.goals.has('navalAssault')) ? Math.max(0, 4 - ships)
        : navalPlan(c) ? Math.max(0, 1 - ships) : 0;
      x += Math.min(sh, wantShips) * 14 - Math.max(0, sh - wantShips) * 6;
      // Standing Army: an Army in each of 4 cities.
      const city = c.v.cities.find((ct) => ct.id === a.city);
      if (c.goals.has('standingArmy') && ar > 0 && city !== undefined && !c.v.units.some((u) => u.hex === city.hex && u.owner === c.me && u.kind === ARMY)) x += 8;
      const cost = (s * 2 + ar * 2 + sh * 2 - a.draft * 2) * 4;
      return x - cost - activationPenalty(c, a.city) - (c.wonderCost ? 6 : 0);
    }
    case 'grow': {
      const port = a.piece === 3 && c.wonderPlan === W.greatLighthouse && !c.myCities.some((x) => x.pieces[3] !== NONE) ? 12 : 0;
      // Metropolis: the biggest city grows towards size 5.
      const city = c.myCities.find((x) => x.id === a.city);
      const metro = c.goals.has('metropolis') && city !== undefined && city.size >= 3 && city.size >= Math.max(...c.myCities.map((x) => x.size)) ? 4 * city.size - 6 : 0;
      return 16 + [4, 1, 6, 2][a.piece]! + goalBonus(c, PIECE_GOALS, a.piece) + port + metro - 12 - activationPenalty(c, a.city) - (c.wonderCost ? 6 : 0);
    }
    case 'wonder': return 60 - activationPenalty(c, a.city);
    case 'move': return moveWorth(c);
    case 'civic': return civicWorth(c) - (a.voting ? 0 : 4);
    case 'influence': return c.saveCulture ? -4 : (a.art ? 3 : 1) + (c.goals.has('consulate') || c.goals.has('culturePower') ? 8 : 0);
    case 'ability':
      switch (a.name) {
        case 'taxes': return c.myCities.length * 5 - 3 + (c.goals.has('wealth') ? 8 : 0);
        case 'cartography': return 4;
        case 'civilLiberties': return Math.min(3, c.p.happinessLevel - c.p.moodTokens) * 3 - 2;
        case 'gardens': return 2;
        case 'theaterToCulture': return c.saveCulture ? 3 : 0;
        case 'theaterToMood': return 0;
        case 'forcedLabor': return c.myCities.filter((x) => x.mood === ANGRY).length >= 2 ? 3 : -2;
        case 'absolutePower': return 1;
        case 'greatScientist': return 12;
        case 'bartering': return a.arg % 2 === 0 ? 2 : 1;
      }
      return 0;
    case 'play': return cardScore(c, a.card);
    case 'trade': return -20;
    default: return 0;
  }
}

function cardScore(c: Ctx, card: number): number {
  switch (ACTION_CARDS[card]!.civil) {
    case 'quickAdvance': case 'foreignIdeas': case 'inspiration': case 'technologyTrade': return 10;
    case 'newIdeas': return 6;
    case 'ideas': case 'greatIdeas': return 5;
    case 'leadership': return 8;
    case 'militia': return 2;
    case 'heroGeneral': return 4;
    case 'cityDevelopment': return 8;
    case 'synergies': return 3;
    case 'explorer': return 4;
    case 'productionFocus': case 'massProduction': return 1;
    case 'newPlans': return 1;
    case 'spy': case 'negotiations': case 'assassination': return -5;
    case 'mercenaries': return 3;
    case 'culturalTakeover': return 4;
  }
}

/** A Move action is worth taking when a Settler stands where no city can be founded, or barbarians are weak. */
function moveWorth(c: Ctx): number {
  const settlers = c.v.units.filter((u) => u.owner === c.me && u.kind === SETTLER && u.carrier === NONE);
  if (settlers.some((u) => !canFound(c, u.hex) || c.v.cities.some((ct) => ct.hex === u.hex))) return 6;
  if (c.planning) {
    // Settlers walk to a far site (Colony, City Founder) or onto a trade route; Ships sail to their stations.
    if (wantsFarCity(c) && settlers.length > 0) return 9;
    if (routeSettlersWanted(c) && settlers.some((u) => !routeSpot(c, u.hex) && stepsTo(c, u.hex, (h) => routeSpot(c, h), false) <= 3)) return 6;
    if (shipsToSail(c).length > 0) return 6;
    if (c.goals.has('threat') && threatArmies(c) < 4 && looseArmies(c).length > 0) return 5;
    if (c.goals.has('outpost') && outpostSpaces(c).size < 3 && looseArmies(c).some((u) => !outpostOk(c, u.hex))) return 5;
    const naval = navalStep(c);
    if (naval !== NONE) return naval === NAVAL_LAND ? 9 : 7;
  }
  // Armies (with Tactics) within 3 spaces of a barbarian settlement they outnumber go for it.
  if (c.planning && c.p.advances.includes(ADV.tactics)) {
    const barb = c.v.cities.filter((ct) => ct.owner === BARBARIAN);
    for (const u of c.v.units) {
      if (u.owner !== c.me || u.kind !== ARMY || u.carrier !== NONE || (u.flags & 1) !== 0) continue;
      const dd = bfs(c, u.hex);
      const mine = c.v.units.filter((x) => x.hex === u.hex && x.owner === c.me && x.kind === ARMY).length;
      for (const b of barb) {
        const theirs = c.v.units.filter((x) => x.hex === b.hex && x.owner === BARBARIAN).length;
        if ((dd.get(b.hex) ?? 99) <= 3 && mine > theirs) return 7;
      }
    }
  }
  if (c.planning && attackFrom(c) !== NONE) return 8;
  if (c.planning && scavengerMarch(c)) return 6;
  if (c.planning && marchTargets(c).length > 0) {
    for (const u of c.v.units) {
      if (u.owner !== c.me || u.kind !== ARMY || u.carrier !== NONE || (u.flags & 1) !== 0) continue;
      if (c.myCities.some((ct) => ct.hex === u.hex) && c.v.units.filter((x) => x.hex === u.hex && x.owner === c.me && x.kind === ARMY).length < 3) continue;
      const dd = bfs(c, u.hex);
      if (marchTargets(c).some((t) => (dd.get(t) ?? 99) <= 4)) return 5;
    }
  }
  return -3;
}

/** Trade Power in hand, or Trade Routes with 4 cities founded: Settlers may stand on trade routes instead of founding. */
function routeSettlersWanted(c: Ctx): boolean {
  return wantsRoutes(c) && (c.goals.has('tradePower') || c.myCities.length >= 4);
}

/** Steps from `from` to the nearest hex where `ok` holds, over explored land (or sea when `sea`), at most 6; 99 when none. */
function stepsTo(c: Ctx, from: number, ok: (h: number) => boolean, sea: boolean): number {
  const seen = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    const d = seen.get(h)!;
    if (ok(h)) return d;
    if (d >= 6) continue;
    for (const x of c.v.hexes[h]!.adj) {
      const t = c.v.hexes[x]!.terrain;
      if (seen.has(x) || t === 0 || (t === SEA) !== sea) continue;
      seen.set(x, d + 1);
      queue.push(x);
    }
  }
  return 99;
}

/** Own Ships, free to move, off station, with a station within 6 sea spaces (levels 2–3). */
function shipsToSail(c: Ctx): ClashView['units'] {
  if (!c.goals.has('seaBlockade') && !c.goals.has('shippingRoutes') && !wantsRoutes(c)) return [];
  return c.v.units.filter((u) => u.owner === c.me && u.kind === SHIP && (u.flags & 1) === 0 && !shipStation(c, u.hex) && stepsTo(c, u.hex, (h) => shipStation(c, h), true) < 99);
}

/** Spaces next to other players' cities (Threat). */
function threatSpaces(c: Ctx): Set<number> {
  const out = new Set<number>();
  for (const ct of c.v.cities) if (ct.owner !== c.me && ct.owner !== BARBARIAN) for (const h of c.v.hexes[ct.hex]!.adj) out.add(h);
  return out;
}

function threatArmies(c: Ctx): number {
  const near = threatSpaces(c);
  return c.v.units.filter((u) => u.owner === c.me && u.kind === ARMY && u.carrier === NONE && near.has(u.hex)).length;
}

/** Own Armies free to move (Tactics), not next to another player's city, not the last Army of a city. */
function looseArmies(c: Ctx): ClashView['units'] {
  if (!c.p.advances.includes(ADV.tactics)) return [];
  const near = threatSpaces(c);
  return c.v.units.filter((u) => u.owner === c.me && u.kind === ARMY && u.carrier === NONE && (u.flags & 1) === 0 && !near.has(u.hex) &&
    !(c.myCities.some((ct) => ct.hex === u.hex) && c.v.units.filter((x) => x.hex === u.hex && x.owner === c.me && x.kind === ARMY).length < 2));
}

/** Own cities' spaces and their neighbours (Outpost counts Armies outside them). */
function homeSpaces(c: Ctx): Set<number> {
  const out = new Set<number>();
  for (const ct of c.myCities) {
    out.add(ct.hex);
    for (const h of c.v.hexes[ct.hex]!.adj) out.add(h);
  }
  return out;
}

function outpostOk(c: Ctx, hex: number): boolean {
  return !homeSpaces(c).has(hex);
}

/** Spaces holding own Armies outside own cities and their neighbours (Outpost wants 3). */
function outpostSpaces(c: Ctx): Set<number> {
  const home = homeSpaces(c);
  return new Set(c.v.units.filter((u) => u.owner === c.me && u.kind === ARMY && u.carrier === NONE && !home.has(u.hex)).map((u) => u.hex));
}

/**
 * With a battle objective in hand (or 4 Armies: clearly the stronger side) and Tactics: the hexes of
 * other players' cities held by at most 1 Army.
 */
function marchTargets(c: Ctx): number[] {
  if (!c.p.advances.includes(ADV.tactics)) return [];
  const armies = c.v.units.filter((u) => u.owner === c.me && u.kind === ARMY).length;
  if (!BATTLE_GOALS.some((g) => c.goals.has(g)) && armies < 4) return [];
  return c.v.cities
    .filter((ct) => ct.owner !== c.me && ct.owner !== BARBARIAN && (c.v.units.filter((x) => x.hex === ct.hex && x.owner === ct.owner && x.kind === ARMY).length <= 1 ||
      (c.goals.has('legendaryBattle') && legendCity(ct))))
    .map((ct) => ct.hex);
}

/** A city Legendary Battle asks to attack: one holding a Wonder. */
function legendCity(ct: ClashView['cities'][number]): boolean {
  return ct.wonder !== NONE;
}

/** Battle objectives: won by attacking another player. */
const BATTLE_GOALS = ['conqueror', 'aggressor', 'general', 'greatBattle', 'bold', 'defiance', 'warmonger', 'legendaryBattle'];

/**
 * A hex of own Armies (free to move) next to another player's city or Armies they outnumber by 2
 * (a Fortress counts as an Army), when a battle objective is in hand or the city is worth taking
 * (size 3 or more): the attack a Move would start; NONE when there is none.
 */
function attackFrom(c: Ctx): number {
  const hunting = BATTLE_GOALS.some((g) => c.goals.has(g));
  if (!c.p.advances.includes(ADV.tactics)) return NONE;
  for (const u of c.v.units) {
    if (u.owner !== c.me || u.kind !== ARMY || u.carrier !== NONE || (u.flags & 1) !== 0) continue;
    const mine = c.v.units.filter((x) => x.hex === u.hex && x.owner === c.me && x.kind === ARMY && x.carrier === NONE).length;
    for (const h of c.v.hexes[u.hex]!.adj) {
      const city = c.v.cities.find((ct) => ct.hex === h && ct.owner !== c.me && ct.owner !== BARBARIAN);
      const foes = c.v.units.filter((x) => x.hex === h && x.owner !== c.me && x.owner !== BARBARIAN && x.kind === ARMY).length;
      if (city === undefined && foes === 0) continue;
      const theirs = foes + (city !== undefined && city.pieces[1] !== NONE ? 1 : 0);
      if (mine >= theirs + 2 && (hunting || city !== undefined)) return u.hex;
      // Legendary Battle asks only to attack a size-5 city holding a Wonder with 3 Armies; General to kill 3 Armies at once.
      if (c.goals.has('legendaryBattle') && city !== undefined && legendCity(city) && mine >= 3) return u.hex;
      const owner = city !== undefined ? city.owner : c.v.units.find((x) => x.hex === h && x.owner !== c.me && x.kind === ARMY)?.owner ?? NONE;
      if (defianceOdds(c, mine, foes, city !== undefined && city.pieces[1] !== NONE ? 1 : 0, owner)) return u.hex;
      if (c.goals.has('general') && foes >= 3 && mine >= theirs + 1) return u.hex;
      // Conqueror: a defended city (an Army or a Fortress) taken with one Army more than its defence.
      if (c.goals.has('conqueror') && city !== undefined && theirs >= 1 && mine >= theirs + 1) return u.hex;
    }
    // Scavenger: an Army kills a lone Settler or Ship of another player.
    if (scavengerTargets(c).some((h) => c.v.hexes[u.hex]!.adj.includes(h))) return u.hex;
  }
  return NONE;
}

function landHex(c: Ctx, hex: number): boolean {
  const t = c.v.hexes[hex]!.terrain;
  return t !== 0 && t !== SEA;
}

/**
 * Defiance in hand: an attack on another player with one Army fewer than the defending Armies, no
 * Fortress, is worth trying when the odds are not hopeless: 2 against 3 or more, or 1 against 2 with
 * Steel Weapons against a player without them (its extra first-round hit); winning completes 2 VP.
 */
function defianceOdds(c: Ctx, mine: number, theirs: number, fort: number, owner: number): boolean {
  if (!c.goals.has('defiance') || fort !== 0 || owner === BARBARIAN || owner === NONE || mine + 1 !== theirs) return false;
  const steel = c.p.advances.includes(ADV.steelWeapons) && !(c.v.seats[owner]?.advances.includes(ADV.steelWeapons) ?? true);
  return mine >= 2 || (mine >= 1 && steel);
}

/**
 * Scavenger: other players' Settlers standing alone (no Army, no city) within 2 spaces of a
 * non-Angry city of someone else (this player's included), where killing them completes it.
 */
function scavengerTargets(c: Ctx): number[] {
  if (!c.goals.has('scavenger')) return [];
  const out: number[] = [];
  for (const u of c.v.units) {
    if (u.owner === c.me || u.owner === BARBARIAN || u.kind !== SETTLER || u.carrier !== NONE || out.includes(u.hex)) continue;
    if (c.v.cities.some((ct) => ct.hex === u.hex) || c.v.units.some((x) => x.hex === u.hex && x.kind === ARMY)) continue;
    if (routeSpot(c, u.hex, u.owner)) out.push(u.hex); // the Settler could have formed a trade route
  }
  return out;
}

/** Own free Armies (Tactics) within 3 land spaces of a Scavenger target. */
function scavengerMarch(c: Ctx): boolean {
  const targets = scavengerTargets(c);
  if (targets.length === 0 || !c.p.advances.includes(ADV.tactics)) return false;
  return c.v.units.some((u) => u.owner === c.me && u.kind === ARMY && u.carrier === NONE && (u.flags & 1) === 0 && landSteps(c, u.hex, targets) <= 3);
}

/** Naval Assault in hand with Tactics and a Ship or a Port to build one: the landing is planned. */
function navalPlan(c: Ctx): boolean {
  if (!c.planning || c.late || !c.goals.has('navalAssault') || !c.p.advances.includes(ADV.tactics)) return false;
  if (navalTargets(c).length === 0) return false;
  return c.v.units.some((u) => u.owner === c.me && u.kind === SHIP) || c.myCities.some((ct) => ct.pieces[3] !== NONE);
}

/** Other players' coastal cities held by at most 1 Army (a Fortress counts as one): Naval Assault targets. */
function navalTargets(c: Ctx): number[] {
  return c.v.cities
    .filter((ct) => ct.owner !== c.me && ct.owner !== BARBARIAN && c.v.hexes[ct.hex]!.adj.some((h) => c.v.hexes[h]!.terrain === SEA) &&
      c.v.units.filter((u) => u.hex === ct.hex && u.owner === ct.owner && u.kind === ARMY).length + (ct.pieces[1] !== NONE ? 1 : 0) <= 1)
    .map((ct) => ct.hex);
}

const NAVAL_LAND = 1, NAVAL_SAIL = 2, NAVAL_BOARD = 3;

/**
 * The next step of a Naval Assault (NONE when there is none): land (loaded Ship next to a target),
 * sail (loaded Ship free to move), board (2 free Armies in a city next to an empty own Ship).
 */
function navalStep(c: Ctx): number {
  if (!navalPlan(c)) return NONE;
  const targets = navalTargets(c);
  let step = NONE;
  for (const sh of c.v.units) {
    if (sh.owner !== c.me || sh.kind !== SHIP) continue;
    // Sea spaces from this Ship to one next to a target (99: none within 6).
    const away = stepsTo(c, sh.hex, (y) => targets.some((t) => c.v.hexes[t]!.adj.includes(y)), true);
    if (away === 99) continue;
    const cargo = c.v.units.filter((u) => u.carrier === sh.id && u.kind === ARMY);
    if (cargo.length > 0) {
      if (away === 0 && cargo.some((u) => (u.flags & 1) === 0)) return NAVAL_LAND;
      if (away > 0 && (sh.flags & 1) === 0) step = NAVAL_SAIL;
    } else if (step === NONE && boardingArmies(c, sh.hex).length > 0) step = NAVAL_BOARD;
  }
  return step;
}

/** Own cities next to sea space `hex` holding 2 or more free Armies (one may stay). */
function boardingArmies(c: Ctx, hex: number): number[] {
  return c.myCities.filter((ct) => c.v.hexes[ct.hex]!.adj.includes(hex) &&
    c.v.units.filter((u) => u.hex === ct.hex && u.owner === c.me && u.kind === ARMY && u.carrier === NONE && (u.flags & 1) === 0).length >= 2).map((ct) => ct.hex);
}

/** The origins of the Naval Assault's next step: the loaded Ships' spaces, or the boarding cities. */
function navalFrom(c: Ctx): number[] {
  const out: number[] = [];
  for (const sh of c.v.units) {
    if (sh.owner !== c.me || sh.kind !== SHIP) continue;
    if (c.v.units.some((u) => u.carrier === sh.id && u.kind === ARMY)) out.push(sh.hex);
    else out.push(...boardingArmies(c, sh.hex));
  }
  return out;
}

function civicWorth(c: Ctx): number {
  const candidates = c.myCities.filter((x) => x.mood < HAPPY && x.size >= 2);
  return candidates.length > 0 ? 4 : -10;
}

/**
 * Armies the objectives in hand need (levels 2–3) and what each missing one is worth beyond its
 * cost (a share of 3 VP — the 2 VP and the Armies' other uses — larger as the objective nears): Outpost 3 outside plus one in each of
 * up to 2 cities, Naval Assault 2 to land plus 1 staying, Legendary Battle 3 (a Wonder city of
 * another player stands), Defiance 3, Scavenger 2.
 */
function armyPlan(c: Ctx, armies: number): { want: number; share: number } {
  if (c.late || !c.p.advances.includes(ADV.tactics)) return { want: 0, share: 0 };
  let want = 0, cap = 0;
  const need = (n: number, most: number) => {
    if (n > want) want = n;
    if (most > cap) cap = most;
  };
  if (c.goals.has('outpost')) need(3 + Math.min(c.myCities.length, 2), 10);
  if (navalPlan(c)) need(3, 8);
  // Legendary Battle: a Wonder stands or is reserved by another player (Wonders come late: the Armies come first).
  if (c.goals.has('legendaryBattle') && (c.v.cities.some((ct) => ct.owner !== c.me && ct.owner !== BARBARIAN && legendCity(ct)) ||
    c.v.seats.some((o) => o.seat !== c.me && o.reserved !== NONE))) need(4, 8);
  if (c.goals.has('defiance')) need(3, 4);
  if (c.goals.has('scavenger')) need(2, 4);
  const missing = want - armies;
  return missing <= 0 ? { want: 0, share: 0 } : { want, share: Math.min(cap, Math.floor(30 / missing)) };
}

/** Scores of each action of a move stage. */
function moveScore(c: Ctx, f: Extract<Frame, { k: 'move' }>, a: ClashAction): number {
  if (a.type === 'done') return -2;
  if (a.type === 'back') return -5;
  if (a.type === 'from') {
    const here = c.v.units.filter((u) => u.hex === a.hex && u.owner === c.me);
    const settlers = here.filter((u) => u.kind === SETTLER);
    if (settlers.length > 0 && (!canFound(c, a.hex) || c.v.cities.some((ct) => ct.hex === a.hex))) return 10;
    if (c.planning && a.hex === attackFrom(c)) return 9;
    if (c.planning && navalStep(c) !== NONE && navalFrom(c).includes(a.hex)) return 9;
    if (c.planning) {
      if (settlers.length > 0 && (wantsFarCity(c) || (routeSettlersWanted(c) && !routeSpot(c, a.hex)))) return 4;
      if (shipsToSail(c).some((u) => u.hex === a.hex)) return 4;
      if (c.goals.has('threat') && looseArmies(c).some((u) => u.hex === a.hex)) return 3;
      if (c.goals.has('outpost') && outpostSpaces(c).size < 3 && looseArmies(c).some((u) => u.hex === a.hex && !outpostOk(c, u.hex))) return 3;
      if (scavengerMarch(c) && here.some((u) => u.kind === ARMY)) return 3;
    }
    return settlers.length > 0 ? 2 : here.some((u) => u.kind === ARMY) ? 1 : 0;
  }
  if (a.type === 'to') {
    const h = c.v.hexes[a.hex]!;
    const movers = c.v.units.filter((u) => u.hex === f.from && u.owner === c.me && u.kind !== SHIP);
    const settlers = movers.filter((u) => u.kind === SETTLER).length;
    const foe = c.v.units.some((u) => u.hex === a.hex && u.owner !== c.me) || c.v.cities.some((ct) => ct.hex === a.hex && ct.owner !== c.me);
    if (foe) {
      const theirs = c.v.units.filter((u) => u.hex === a.hex && u.owner !== c.me && u.kind === ARMY).length;
      const mine = movers.filter((u) => u.kind === ARMY).length;
      const barb = c.v.cities.some((ct) => ct.hex === a.hex && ct.owner === BARBARIAN);
      if (barb) return mine > theirs ? 14 : -20;
      const city = c.v.cities.find((ct) => ct.hex === a.hex && ct.owner !== c.me);
      const fort = city !== undefined && city.pieces[1] !== NONE ? 1 : 0;
      if (mine > theirs + fort + 1) return 8;
      if (c.planning && c.goals.has('legendaryBattle') && city !== undefined && legendCity(city) && mine >= 3) return 8;
      if (c.planning && (c.goals.has('general') && theirs >= 3 || c.goals.has('conqueror') && city !== undefined && theirs + fort >= 1) && mine > theirs + fort) return 8;
      if (c.planning && c.goals.has('scavenger') && mine > 0 && theirs === 0 && city === undefined && scavengerTargets(c).includes(a.hex)) return 8;
      // Naval Assault: Armies landing from Ships on another player's city they outnumber (its Fortress counted).
      if (c.planning && c.goals.has('navalAssault') && c.v.hexes[f.from]!.terrain === SEA && city !== undefined && city.owner !== BARBARIAN && mine > theirs + fort) return 9;
      const owner = city !== undefined ? city.owner : c.v.units.find((u) => u.hex === a.hex && u.owner !== c.me)?.owner ?? NONE;
      if (c.planning && defianceOdds(c, mine, theirs, fort, owner)) return 8;
      return -20;
    }
    if (h.terrain === 0) return 6 + (settlers > 0 ? 2 : 0);
    if (c.planning && h.terrain === SEA && movers.length > 0 && navalPlan(c)) {
      // Naval Assault: Armies board an empty Ship; a loaded Ship sails next to a target city.
      if (c.v.hexes[f.from]!.terrain !== SEA) return navalFrom(c).includes(f.from) ? 7 : -5;
      const targets = navalTargets(c);
      if (targets.some((t) => c.v.hexes[t]!.adj.includes(a.hex))) return 9;
      const sea = (x: number) => stepsTo(c, x, (y) => targets.some((t) => c.v.hexes[t]!.adj.includes(y)), true);
      return sea(a.hex) < sea(f.from) ? 3 : 0;
    }
    if (c.planning && movers.length === 0) {
      // Ships sail to (or towards) their stations.
      if (shipStation(c, a.hex)) return shipStation(c, f.from) ? 0 : 7;
      const sea = (x: number) => stepsTo(c, x, (y) => shipStation(c, y), true);
      return sea(a.hex) < sea(f.from) ? 3 : a.mode === 0 ? 0 : 1;
    }
    if (c.planning && settlers > 0) {
      const home = homeOf(c);
      if (wantsFarCity(c) && home !== null && spaces(c, home.hex, a.hex) > spaces(c, home.hex, f.from)) return 4 + (canFound(c, a.hex) && spaces(c, home.hex, a.hex) >= 5 ? 6 : 0);
      if (routeSettlersWanted(c) && routeSpot(c, a.hex) && !routeSpot(c, f.from)) return 7;
    }
    if (settlers > 0 && canFound(c, a.hex)) return Math.floor((foundValue(c, a.hex) + foundGoals(c, a.hex)) / 3) - (a.roads ? 3 : 0);
    if (c.planning && settlers === 0 && c.goals.has('outpost') && outpostSpaces(c).size < 3 && !outpostOk(c, f.from)) {
      if (outpostOk(c, a.hex) && !outpostSpaces(c).has(a.hex)) return 5;
      // From a city onto its ring, towards the open: the next Move reaches an Outpost space.
      if (c.myCities.some((ct) => ct.hex === f.from) && !c.myCities.some((ct) => ct.hex === a.hex) && c.v.hexes[a.hex]!.adj.some((x) => outpostOk(c, x) && landHex(c, x))) return 4;
    }
    if (c.planning && settlers === 0 && scavengerMarch(c)) {
      const targets = scavengerTargets(c);
      if (landSteps(c, a.hex, targets) < landSteps(c, f.from, targets)) return 4;
    }
    if (c.planning && settlers === 0 && c.goals.has('threat') && threatArmies(c) < 4 && threatSpaces(c).has(a.hex) && !threatSpaces(c).has(f.from)) return 5;
    // Armies close in on the nearest barbarian settlement.
    if (settlers === 0 && movers.length > 0 && a.mode === 0) {
      const targets = [...c.v.cities.filter((ct) => ct.owner === BARBARIAN).map((ct) => ct.hex), ...(c.planning && movers.length >= 3 ? marchTargets(c) : [])];
      if (targets.length > 0) {
        const dist = bfs(c, a.hex), here = bfs(c, f.from);
        const best = (dd: Map<number, number>) => Math.min(...targets.map((t) => dd.get(t) ?? 99));
        if (best(dist) < best(here)) return 3 - (a.roads ? 2 : 0);
      }
    }
    return a.mode === 0 ? 0 : 1;
  }
  if (a.type === 'group') {
    // Outpost: one Army per space, and an Army stays in the city it leaves.
    if (c.planning && c.goals.has('outpost') && outpostSpaces(c).size < 3 && c.myCities.some((ct) => ct.hex === f.from) && c.v.hexes[f.to]?.terrain !== SEA &&
      !c.v.units.some((u) => u.hex === f.to && u.owner !== c.me) && !c.v.cities.some((ct) => ct.hex === f.to && ct.owner !== c.me)) {
      const left = c.v.units.filter((u) => u.hex === f.from && u.owner === c.me && u.kind === ARMY && u.carrier === NONE && !a.units.includes(u.id)).length;
      return left >= 1 && a.units.length === 1 ? 5 : a.units.length;
    }
    return a.units.length;
  }
  return 0;
}

/** Distances over explored hexes from `from` (the bot's own map reading). */
/** Land steps from `from` to the nearest of `targets` (99: none reachable). */
function landSteps(c: Ctx, from: number, targets: readonly number[]): number {
  const d = bfs(c, from);
  let best = 99;
  for (const t of targets) best = Math.min(best, d.get(t) ?? 99);
  return best;
}

function bfs(c: Ctx, from: number): Map<number, number> {
  const out = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const x of c.v.hexes[h]!.adj) {
      if (out.has(x) || c.v.hexes[x]!.terrain === 0 || c.v.hexes[x]!.terrain === SEA) continue;
      out.set(x, out.get(h)! + 1);
      queue.push(x);
    }
  }
  return out;
}

function pickScore(c: Ctx, f: Extract<Frame, { k: 'pick' }>, v: number): number {
  const cityById = (id: number) => c.v.cities.find((x) => x.id === id);
  switch (f.q) {
    case 'freeAdvance': case 'techTradeTake': case 'techTradeGive': case 'synergyFirst':
      return advanceValue(c, f.q === 'techTradeTake' ? v % 64 : v);
    case 'raze': return v < 0 ? 10 : -10;
    case 'objective': return v < 0 ? 0 : 10;
    case 'reserveWonder': {
      const req = advanceIndex(WONDERS[v]!.requires);
      return c.p.advances.includes(req) ? 10 : c.p.available.includes(req) ? 5 : 0;
    }
    case 'keepRaze': return v === 0 ? 10 : 0;
    case 'firstPlayer': return v === c.me ? 10 : 0;
    case 'temple': case 'nationalism': case 'stability':
      return (v === 0) === (c.p.happinessLevel - c.p.moodTokens >= c.p.cultureLevel - c.p.cultureTokens) ? 1 : 0;
    case 'myths': case 'ciBoost': case 'sanitation': case 'freeEducation': return v === 1 ? 1 : 0;
    case 'uprising': return Math.floor(v / 10) + (v % 10);
    case 'currency': return v;
    case 'optionalEvent': {
      const k = EVENTS[f.ctx[0]!]!.kind.k;
      const good = ['goodYear', 'populationBoom', 'envoy', 'scientificTrade', 'flourishingTrade', 'eraOfStability', 'greatScientist', 'successfulYear'];
      return (v === 1) === good.includes(k) ? 1 : 0;
    }
    case 'moodLoss': case 'angryCity': case 'floodCity': case 'fireCity': case 'civilWar': case 'volcano': {
      const city = cityById(v);
      return city ? -city.size * 3 - city.mood : 0;
    }
    case 'quakePiece': return -[3, 1, 4, 0][v % 4]!;
    case 'sharePlayer': case 'settlerPlayer': case 'reformer':
      return -(c.v.seats[v]?.score.total ?? 0);
    case 'truce': case 'assassinate': case 'spyTarget':
      return c.v.seats[v]?.score.total ?? 0;
    case 'boomCity': case 'refugeeCity': case 'explorerSettler': case 'settlerCity': case 'militiaCity': case 'fanaticismCity':
      return -(c.v.units.filter((u) => u.hex === cityById(v)?.hex).length);
    case 'loseUnit': {
      const u = c.v.units.find((x) => x.id === v);
      return u?.kind === SHIP ? 3 : u?.kind === ARMY ? 2 : 0;
    }
    case 'chemistry': return -[c.p.resources.food, c.p.resources.ore, c.p.resources.wood][v]!;
    case 'heroStep': return v < 0 ? 0 : cityById(v)?.size ?? 0;
    case 'spySwap': return v < 0 ? 1 : 0;
    case 'window': return v >= 0 ? 1 : 0;
    case 'barbarianSpawn': case 'exhaust': case 'barbarianSite': {
      // Far from own cities and units.
      let near = 0;
      for (const ct of c.myCities) if (c.v.hexes[ct.hex]!.adj.includes(v)) near++;
      return -near;
    }
    case 'barbarianExtra': return 0;
    case 'barbarianAttacker': case 'mercTarget': {
      const city = cityById(v % 65536);
      if (!city) return 0;
      return city.owner === c.me ? -city.size : city.owner === BARBARIAN ? 0 : city.size;
    }
    default: return 0;
  }
}

function payScore(c: Ctx, v: readonly number[]): number {
  // Wealth in hand: Gold is held (5 at the Status Phase), not spent as a wildcard.
  return -resourceValue(c, v) - (c.saveCulture ? v[5]! * 8 : 0) - (c.goals.has('wealth') ? v[4]! * 6 : 0);
}

function answerScore(c: Ctx, f: Extract<Frame, { k: 'answer' }>, yes: boolean): number {
  const gain = f.give.reduce((x, it) => x + itemValue(c, it), 0);
  const lose = f.get.reduce((x, it) => x + itemValue(c, it), 0);
  return yes ? gain - lose - 1 : 0;
}

function combatScore(c: Ctx, a: ClashAction): number {
  if (a.type === 'combat') return a.card === NONE ? 0 : 5;
  if (a.type === 'fight') {
    const b = c.v.battle;
    if (!b) return a.go ? 1 : 0;
    const mine = c.v.units.filter((u) => b.units.includes(u.id)).filter((u) => u.kind !== SETTLER).length;
    const kind = b.kind === 'naval' ? SHIP : ARMY;
    const theirs = c.v.units.filter((u) => u.hex === b.hex && u.owner === b.def && u.kind === kind && u.carrier === NONE).length;
    const fight = mine >= theirs || (c.planning && b.att === c.me && defianceOdds(c, mine, theirs, 0, b.def));
    return a.go === fight ? 1 : 0;
  }
  if (a.type === 'siege') return (a.die ? 2 : 0) + (a.hit ? 2 : 0);
  if (a.type === 'hit') return a.what === 11 ? 3 : a.what === 10 ? 2 : -[3, 1, 4, 0, 10][a.what]!;
  return 0;
}

/** Scores one legal action for the seat whose view this is. */
export function scoreAction(c: Ctx, a: ClashAction): number {
  const f = c.frame;
  if (f === null) return 0;
  switch (f.k) {
    case 'turn': return turnScore(c, a);
    case 'pay': return a.type === 'pay' ? payScore(c, a.v) : 0;
    case 'pick': return a.type === 'pick' ? pickScore(c, f, a.v) : 0;
    case 'move': return moveScore(c, f, a);
    case 'civic': {
      if (a.type === 'done') return 0;
      if (a.type !== 'raise') return 0;
      const city = c.v.cities.find((x) => x.id === a.city);
      return city ? city.size * 3 - (city.mood === ANGRY ? 0 : 1) - 2 : 0;
    }
    case 'answer': return a.type === 'answer' ? answerScore(c, f, a.yes) : 0;
    case 'trade': return a.type === 'back' ? 10 : 0;
    case 'orient': return 0;
    default: return combatScore(c, a);
  }
}

/**
 * The heuristic's scorer for the kit's scoring driver (the registry makes it a bot with
 * `scoringBot`). Scores are tenths of a VP; the unit that matters is 0.2 VP, so level noise is
 * ±0.8 VP at level 1 and ±0.2 VP at level 2. Level 1 also plays without plans (see `ctxOf`).
 */
export const clashScorer: Scorer<ClashView, ClashAction> = {
  name: 'heuristic',
  unit: 2,
  prepare(input, level) {
    const c = ctxOf(input, level >= 2);
    return (a) => scoreAction(c, a);
  }
};
