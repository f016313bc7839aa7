/**
 * Setup (rules file §3). RNG use, in this order: shuffle of the regular regions (the first 8/12/14
 * go face down into the slots), the 4-player seating rotation, the Event, Action, Objective and
 * Wonder decks, then the First Player. Each player then draws 1 Action + 1 Objective card in seat
 * order. The first Turn starts at once.
 */
import type { SetupInput } from '../../core/types';
import { RuleError, CORE_CODES } from '../../core/errors';
import { Rng, seedRng } from '../../core/rng';
import type { ClashState, PlayerState, Rules } from './types';
import * as typesMod from './types';
import * as boardMod from './board';
import * as tablesAdvancesMod from './tables/advances';
import * as tablesEventsMod from './tables/events';
import * as tablesActioncardsMod from './tables/actioncards';
import * as tablesObjectivesMod from './tables/objectives';
import * as tablesWondersMod from './tables/wonders';
import type { Length } from './tables/rules';
import * as tablesRulesMod from './tables/rules';
import * as turnorderMod from './turnorder';
import * as flowMod from './flow';
import * as stateMod from './state';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { HAPPY, NEUTRAL, NONE } = typesMod;
const { boardFor, TILE_TERRAIN } = boardMod;
const { ADV } = tablesAdvancesMod;
const { EVENT_COUNT } = tablesEventsMod;
const { ACTION_CARD_COUNT } = tablesActioncardsMod;
const { OBJECTIVE_CARD_COUNT } = tablesObjectivesMod;
const { WONDERS } = tablesWondersMod;
const { LENGTHS, SETTLER } = tablesRulesMod;
const { beginTurn } = turnorderMod;
const { advance } = flowMod;
const { draftOf } = stateMod;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

export function rulesOf(options: SetupInput['options']): Rules {
  const length = (options.length ?? 'standard') as Length;
  if (!(LENGTHS as readonly string[]).includes(length)) throw new RuleError(CORE_CODES.badOptions, `Unknown game length "${String(length)}"`);
  const events = (options.events ?? 'full') as Rules['events'];
  if (events !== 'full' && events !== 'symbols' && events !== 'optional') throw new RuleError(CORE_CODES.badOptions, `Unknown events option "${String(events)}"`);
  return { length, events };
}

export function setup(input: SetupInput): ClashState {
  const { players, seed } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError(CORE_CODES.badPlayers, `Clash of Cultures is for ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${players}`);
  }
  const rules = rulesOf(input.options);
  const board = boardFor(players);
  const rng = new Rng(seedRng(seed));
  const tiles = rng.shuffled(range(TILE_TERRAIN.length)).slice(0, board.slots);
  const rotation = players === 4 ? rng.below(4) : 0;
  const seatStart = range(players).map((i) => (i + rotation) % players);
  const eventDeck = rng.shuffled(range(EVENT_COUNT));
  const actionDeck = rng.shuffled(range(ACTION_CARD_COUNT));
  const objectiveDeck = rng.shuffled(range(OBJECTIVE_CARD_COUNT));
  const wonderDeck = rng.shuffled(range(WONDERS.length));
  const first = rng.below(players);

  const ter = board.startTerrain.slice();
  const short = rules.length === 'short';
  const units: ClashState['units'] = [];
  const cities: ClashState['cities'] = [];
  let nextId = 1;
  const ps: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    const hex = board.startFertile[seatStart[seat]!]!;
    cities.push({ id: nextId++, h: hex, o: seat, pc: [NONE, NONE, NONE, NONE], port: NONE, mood: short ? HAPPY : NEUTRAL, act: 0, w: NONE });
    for (let k = 0; k < (short ? 2 : 1); k++) units.push({ id: nextId++, o: seat, k: SETTLER, h: hex, c: NONE, f: 0 });
    ps.push({
      res: [2, 0, 0, 0, 0], cl: 0, hl: 0, ct: 0, mt: 0,
      a0: (1 << ADV.farming) | (1 << ADV.mining), a1: 0,
      hand: [actionDeck.pop()!], obj: [objectiveDeck.pop()!], done: [], evp: 0, kept: [],
      reserved: NONE, lose: 0, truce: NONE, start: hex, anarchy: 0
    });
  }
  const s: ClashState = {
    players, rules, rng: rng.state(), rev: 0, round: 1, turn: 1, pos: 0, first, phase: 'play', stack: [],
    t: {
      seat: first, once: 0, left: 0, taken: 0, collects: 0, drafts: 0, battles: [], wins: [], proposals: 0,
      truce: NONE, window: null, elFromStart: false
    },
    tiles, orient: tiles.map(() => NONE), explored: 0, ter, exhausted: [], seatStart, units, cities, nextId, ps,
    eventDeck, eventDiscard: [], actionDeck, actionDiscard: [], objectiveDeck, wonderDeck, wondersOpen: [],
    battle: null, event: NONE, endAfterRound: NONE, statusDone: range(players).map(() => []), events: []
  };
  const d = draftOf(s);
  beginTurn(d);
  advance(d);
  return d;
}
