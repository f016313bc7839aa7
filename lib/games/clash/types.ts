/**
 * The vocabulary of the Clash of Cultures engine: state, decision frames and actions. All plain
 * JSON with integers (DESIGN.md §2). Rules file: /work/shared/rules/clash-of-cultures.md ("§").
 */
import type { RngState } from '../../core/rng';
import type { Length } from './tables/rules';

/** Owner code of barbarian cities and units (seats are 0–3). */
export const BARBARIAN = 4;
/** No owner / none. */
export const NONE = -1;

/** City moods. */
export const ANGRY = 0, NEUTRAL = 1, HAPPY = 2;
export const MOOD_NAMES: string[] = ['Angry', 'Neutral', 'Happy'];

/** Unit flags, reset at the start of every Turn. */
export const F_STOP = 1; // entered a Mountain or fought: cannot move again this Turn
export const F_FOREST = 2; // entered a Forest: may move, but not into a battle, this Turn
export const F_MOVED = 4; // moved in the current Move action
export const F_FOUGHT = 8; // took part in a battle this Turn (may not board ships)
export const F_ROAD_ORE = 16; // (internal) unused marker kept for clarity of flag space

export interface Unit {
  id: number;
  /** Owner: seat or BARBARIAN. */
  o: number;
  /** Kind: SETTLER, ARMY, SHIP. */
  k: number;
  /** Hex index. */
  h: number;
  /** Carrying ship's id when aboard, else NONE. */
  c: number;
  f: number;
}

export interface City {
  id: number;
  h: number;
  /** Owner = colour of the Settlement: seat or BARBARIAN. */
  o: number;
  /** Colour of the Temple, Fortress, Academy, Port (NONE = not built). */
  pc: number[];
  /** The Port's sea hex (NONE without Port). */
  port: number;
  mood: number;
  /** Activations this Turn. */
  act: number;
  /** Wonder id or NONE (one per city). */
  w: number;
}

export interface CompletedObjective {
  card: number;
  /** 0 = top (developmental), 1 = bottom (military). */
  half: number;
}

export interface PlayerState {
  /** [food, ore, wood, ideas, gold]. */
  res: number[];
  /** Culture level, Happiness level (0–8). */
  cl: number;
  hl: number;
  /** Culture tokens, Mood tokens. */
  ct: number;
  mt: number;
  /** Owned advances as bits: advances 0–23 in `a0`, 24–47 in `a1`. */
  a0: number;
  a1: number;
  /** Action cards and Objective cards in hand (card ids). */
  hand: number[];
  obj: number[];
  done: CompletedObjective[];
  /** Event VP in half points. */
  evp: number;
  /** Event cards kept in front of the player (Great Scientist). */
  kept: number[];
  /** Wonder reserved through Monuments, or NONE. */
  reserved: number;
  /** Actions lost on the next Turn (Assassination). */
  lose: number;
  /** Seat this player may not attack on their next Turn (Negotiations), or NONE. */
  truce: number;
  /** Starting city space (Colony, City Founder). */
  start: number;
  /** Government advances lost to Anarchy (for VP only). */
  anarchy: number;
}

/** Once-per-Turn abilities and per-Turn facts of the active player (bits of `TurnState.once`). */
export const ONCE = {
  husbandry: 1, cartography: 2, taxes: 4, stateReligion: 8, theater: 16, art: 32, bartering: 64,
  priesthood: 128, absolutePower: 256, publicEducation: 512, ciSuccess: 1024, forcedLabor: 2048,
  econLiberty: 4096, wonLand: 8192, captured: 16384, productionFocus: 32768, massProduction: 65536,
  negotiations: 131072, library: 262144, leadership: 524288
} as const;

export interface TurnState {
  seat: number;
  once: number;
  /** Actions left this Turn. */
  left: number;
  /** Actions taken this Turn (Negotiations must come first). */
  taken: number;
  /** Collect actions this Turn (Economic Liberty). */
  collects: number;
  /** Build actions paid with Draft this Turn (Draft objective). */
  drafts: number;
  /** Hexes of the land battles fought this Turn, and whether each was won (Warmonger). */
  battles: number[];
  wins: boolean[];
  /** Trade proposals made this Turn. */
  proposals: number;
  /** Seat that may not be attacked this Turn (Negotiations), or NONE. */
  truce: number;
  /** An Action-card trigger open right now (played on it or lost at the next action). */
  window: Window | null;
  /** Economic Liberty was owned when the Turn's first Collect happened (§8.17). */
  elFromStart: boolean;
}

/** A trigger for Action cards: a city just captured (Inspiration), an advance just acquired (New Ideas). */
export type Window =
  | { on: 'capture'; from: number; used: string[] }
  | { on: 'advance'; used: string[] };

/** Resource and token sources of a payment: [food, ore, wood, ideas, gold, culture, mood]. */
export const SRC_CULTURE = 5, SRC_MOOD = 6;
export interface Need {
  n: number;
  /** Bit i set = source i may pay this need. */
  src: number;
}

/** What happens once a payment is made. */
export type Intent =
  | { i: 'advance'; a: number; how: AdvanceHow }
  | { i: 'build'; city: number; units: number[]; draft: number }
  | { i: 'grow'; city: number; piece: number; port: number; free: boolean }
  | { i: 'wonder'; city: number; w: number; action: boolean }
  | { i: 'civic'; city: number; voting: boolean }
  | { i: 'siegecraft'; die: boolean; hit: boolean }
  | { i: 'mausoleum' }
  | { i: 'husbandry' }
  | { i: 'synergy'; first: number }
  | { i: 'group'; units: number[]; from: number; to: number; mode: number; roads: number }
  | { i: 'collect'; city: number; gain: number[]; husbandry: boolean; free: boolean }
  | { i: 'steel'; seat: number }
  | { i: 'mercenaries'; pair: number }
  | { i: 'sanitation'; city: number };

/** How an advance is gained: bought (Advance action), free (status phase, cards, Dogma). */
export type AdvanceHow = 'buy' | 'free';

/** Questions asked by a `pick` frame: choose one of `opts` (or skip with −1 when allowed). */
export type Question =
  | 'barbarianSpawn' | 'barbarianExtra' | 'barbarianAttacker' | 'exhaust' | 'barbarianSite'
  | 'moodLoss' | 'angryCity' | 'settlerCity' | 'sharePlayer' | 'settlerPlayer' | 'loseUnit' | 'volcano'
  | 'quakePiece' | 'floodCity' | 'civilWar' | 'uprising' | 'stability' | 'reformer' | 'reformTemple'
  | 'fireCity' | 'myths' | 'refugeeCity' | 'keepRaze' | 'freeAdvance' | 'reserveWonder' | 'ciPiece'
  | 'ciBoost' | 'temple' | 'nationalism' | 'freeEducation' | 'chemistry' | 'firstPlayer' | 'raze'
  | 'objective' | 'fanaticismCity' | 'lighthouseShip' | 'retreatHex' | 'civicMore' | 'heroStep'
  | 'spyTarget' | 'spySwap' | 'newPlans' | 'techTradeGive' | 'mercTarget' | 'explorerRegion'
  | 'optionalEvent' | 'currency' | 'militiaCity' | 'window' | 'bartering' | 'sanitation' | 'govCubes' | 'pyramid'
  | 'explorerSettler' | 'boomCity' | 'techTradeTake' | 'synergyFirst' | 'culturalTakeover' | 'development'
  | 'truce' | 'assassinate';

/** Why a free advance is being chosen (`freeAdvance` pick, ctx[0]). */
export const FREE_STATUS = 0, FREE_DOGMA = 1, FREE_CARD = 2, FREE_SCIENTIST = 3;

export interface PickFrame {
  k: 'pick';
  seat: number;
  q: Question;
  opts: number[];
  /** Question-specific numbers (city id, card, amount…). */
  ctx: number[];
}

/** The Turn's top decision: an action, a free ability, a trade, or ending the Turn. */
export interface TurnFrame { k: 'turn'; seat: number }
export interface PayFrame { k: 'pay'; seat: number; needs: Need[]; then: Intent }
/**
 * A Move action in progress: `left` groups may still move. Staged: choose the origin space
 * (`from`), then the destination (`to`, with Roads/Navigation options), then the units.
 */
export interface MoveFrame {
  k: 'move'; seat: number; left: number;
  from: number; to: number; roads: number; mode: number;
  /** 1: the Great Lighthouse's free move (one Ship). */
  only: number;
  /** Steps taken back in this Move action (at most 3: every Move action ends). */
  backs: number;
}
/** Orientation of a region being explored (0 = default, 1 = turned 180°). */
export interface OrientFrame {
  k: 'orient'; seat: number; region: number; opts: number[];
  cont: ExploreCont;
}
/** Civic Improvement in progress (one action raises any cities any steps). */
export interface CivicFrame { k: 'civic'; seat: number; voting: boolean; raised: number }
/** Cultural Influence attempt waiting for the after-roll boost or the piece to swap. */
export interface CombatCardFrame { k: 'combatCard'; seat: number }
export interface RetreatFrame { k: 'retreat'; seat: number }
export interface SiegeFrame { k: 'siege'; seat: number }
/** Barbarian attack hits on a city: the owner chooses what each hit removes. */
export interface HitsFrame { k: 'hits'; seat: number; left: number }
export interface TradeFrame {
  k: 'trade'; seat: number; partner: number;
  give: TradeItem[]; get: TradeItem[];
}
export interface AnswerFrame {
  k: 'answer'; seat: number; from: number;
  give: TradeItem[]; get: TradeItem[];
}
/** Status Phase driver (automatic). */
export interface StatusFrame { k: 'status'; step: number; i: number; pass: number }
/** Automatic continuation steps. */
export interface AutoFrame { k: 'auto'; a: AutoStep }

export type AutoStep =
  | { s: 'acquired'; seat: number; adv: number; how: AdvanceHow; firstGov: boolean; paidGI: boolean }
  | { s: 'event'; seat: number; card: number; full: boolean; step: number; i: number }
  | { s: 'battle' }
  | { s: 'endTurn' }
  | { s: 'endAction'; seat: number }
  | { s: 'moveEnd'; seat: number }
  | { s: 'drawEvent'; seat: number }
  | { s: 'beginTurn' }
  | { s: 'synergy'; seat: number; first: number }
  | { s: 'ciRoll'; seat: number; from: number; to: number; free: boolean; takeover: boolean }
  | { s: 'pyramid'; seat: number; city: number; left: number }
  | { s: 'barbAttack'; seat: number; settlement: number; city: number; symbol: boolean };

/** How an explore continues once the region is placed. */
export type ExploreCont =
  | { c: 'land'; units: number[]; from: number; to: number; roads: number }
  | { c: 'ship'; units: number[]; reach: number[]; nav: boolean }
  | { c: 'card' };

export type Frame =
  | TurnFrame | PayFrame | PickFrame | MoveFrame | OrientFrame | CivicFrame | CombatCardFrame | RetreatFrame
  | SiegeFrame | HitsFrame | TradeFrame | AnswerFrame | StatusFrame | AutoFrame;
/** A frame that waits for a seat's decision (the flow's decision). */
export type Decision = Exclude<Frame, StatusFrame | AutoFrame>;

/** A trade item: resource (0–4), culture token (5), mood token (6) by `r`; or an Action (`a`) / Objective (`o`) card. */
export type TradeItem = { r: number } | { a: number } | { o: number };

/** The battle being fought (one at a time). */
export interface Battle {
  /** 'land' | 'naval' | 'barbarian' (barbarians attack a city for one round). */
  kind: 'land' | 'naval' | 'barbarian';
  hex: number;
  att: number;
  def: number;
  /** Attacking unit ids (moving group; barbarian attackers). */
  units: number[];
  /** Where attackers retreat to (hex), per attacking unit in `units` order; NONE = no retreat. */
  back: number[];
  /** Ships that carried disembarking attackers back, per unit (NONE if not from a ship). */
  backShip: number[];
  round: number;
  step: number;
  /** Combat cards played this round by attacker / defender (card id or NONE). */
  cards: number[];
  /** Siegecraft: cancel the Fortress die / hit cancel. */
  noFortDie: boolean;
  noFortCancel: boolean;
  /** The attack started by disembarking from own ships (Warships). */
  disembark: boolean;
  /** A new ship was built into enemy ships: no retreat (G23). */
  built: boolean;
  /** City mood when attacked (War Spoils, Refugees), NONE without a city. */
  cityMood: number;
  /** Defending Armies / total units at the start (objectives). */
  defArmies0: number;
  attUnits0: number;
  defUnits0: number;
  /** Enemy units killed so far by attacker / defender (armies in land battles). */
  killedByAtt: number;
  killedByDef: number;
  /** The barbarian settlement the attackers came from (barbarian attacks). */
  from: number;
  /** The event symbol started this barbarian attack (Myths never applies then). */
  symbol: boolean;
  /** Outcome once over: 'att' | 'def' | 'none' | 'retreat' | '' (running). */
  winner: string;
  /** Barbarian attack: pieces the city lost, hits its units absorbed. */
  lostPieces: number;
  absorbed: number;
  /** Hits still to allocate by the city owner (barbarian attack). */
  pending: number;
  /** Dice of the last round (public, for the log and the table). */
  dice: (number[])[];
  hits: number[];
}

/** A public happening of the last apply, for the log and the table (never a hidden card). */
export interface GameEvent {
  key: string;
  seat: number | null;
  params: Readonly<Record<string, string | number | boolean | null>>;
}

export interface Rules {
  length: Length;
  events: 'full' | 'symbols' | 'optional';
}

export interface ClashState {
  players: number;
  rules: Rules;
  rng: RngState;
  /** Bumped by every draw, reveal and die roll (undo never crosses them). */
  rev: number;
  round: number;
  /** Turn of the Round, 1–3. */
  turn: number;
  /** Index into the seat order of the player whose Turn it is (0 = First Player). */
  pos: number;
  first: number;
  phase: 'play' | 'status' | 'over';
  stack: Frame[];
  t: TurnState;
  /** Slot regions: tile index (hidden until explored) and orientation (NONE while unexplored). */
  tiles: number[];
  orient: number[];
  /** Bit per explored slot region. */
  explored: number;
  /** Terrain code per hex (0 unexplored). */
  ter: number[];
  /** Exhausted hexes. */
  exhausted: number[];
  /** Starting position index per seat. */
  seatStart: number[];
  units: Unit[];
  cities: City[];
  nextId: number;
  ps: PlayerState[];
  /** Draw piles (top = last) and discard piles. */
  eventDeck: number[];
  eventDiscard: number[];
  actionDeck: number[];
  actionDiscard: number[];
  objectiveDeck: number[];
  wonderDeck: number[];
  /** Face-up Wonders not yet built. */
  wondersOpen: number[];
  battle: Battle | null;
  /** The Event being resolved, public (NONE when none). */
  event: number;
  /** Wonderful End: the Round in which a Wonder ended the game (NONE). */
  endAfterRound: number;
  /** Status Phase: objectives completed in this Status Phase, by key, per seat (exclusions). */
  statusDone: (string[])[];
  events: GameEvent[];
}

/** Every action a seat can send. */
export type ClashAction =
  | { type: 'end' }
  | { type: 'advance'; a: number }
  | { type: 'found'; hex: number }
  | { type: 'collect'; city: number; gain: number[]; husbandry: boolean }
  | { type: 'build'; city: number; units: number[]; draft: number }
  | { type: 'grow'; city: number; piece: number; port: number }
  | { type: 'wonder'; city: number; w: number }
  | { type: 'move' }
  | { type: 'civic'; voting: boolean }
  | { type: 'influence'; from: number; to: number; art: boolean }
  | { type: 'ability'; name: AbilityName; arg: number }
  | { type: 'play'; card: number; arg: number }
  | { type: 'pay'; v: number[] }
  | { type: 'pick'; v: number }
  | { type: 'from'; hex: number }
  | { type: 'to'; hex: number; mode: number; roads: number }
  | { type: 'group'; units: number[] }
  | { type: 'back' }
  | { type: 'done' }
  | { type: 'orient'; o: number }
  | { type: 'raise'; city: number }
  | { type: 'combat'; card: number }
  | { type: 'siege'; die: boolean; hit: boolean }
  | { type: 'fight'; go: boolean }
  | { type: 'hit'; what: number }
  | { type: 'trade'; partner: number }
  | { type: 'offer'; side: 'give' | 'get'; item: TradeItem }
  | { type: 'send' }
  | { type: 'answer'; yes: boolean };

export type AbilityName =
  | 'cartography' | 'taxes' | 'civilLiberties' | 'gardens' | 'theaterToCulture' | 'theaterToMood' | 'voting'
  | 'forcedLabor' | 'absolutePower' | 'greatScientist' | 'bartering';
