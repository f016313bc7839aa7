/**
 * The search bot's evaluation for Clash of Cultures: each player's expected final score, in half
 * points (the engine's own unit, scoring.ts), from the state a rollout stopped at. It is the score
 * now (city pieces, advances, Wonders, objectives, Event VP) plus what the position will probably
 * turn into before the end, in proportion to the game left: Settlers that will found cities,
 * resources that will buy advances and pieces, objectives in hand that may be completed, tokens,
 * city moods, a reserved Wonder (weights in `POTENTIAL`, half points per item at the game's
 * start).
 * Rollouts are cut off when the player after the current one begins a Turn (`ROLLOUT_TURNS`
 * player Turns later): a Clash Turn is 3 actions and tens of decisions of the heuristic, and a
 * rollout to the end would be hundreds of Turns.
 */
import type { BotInput } from '../../core/entry';
import type { ClashAction, ClashState } from './types';
import { ANGRY, HAPPY, NONE } from './types';
import type { ClashView } from './view';
import { clashScorer } from './bot';
import { totalHalf } from './scoring';
import { ARMY, ROUNDS, SETTLER } from './tables/rules';

/** Units per VP: the engine scores in half points. */
export const EVALUATION_SCALE = 2;

/** Player Turns after the current one begins before a rollout is evaluated. */
export const ROLLOUT_TURNS = 1;

/**
 * What a holding is expected to add to the final score, in hundredths of a half point, at the
 * start of the game; scaled down linearly as the game runs out (nothing at the end). Designed
 * values: a Settler founds a city (1 VP) most of the time; two food/ideas/gold buy an advance
 * (½ VP) and open more; ore and wood build pieces (1 VP for about 3); an objective card (2 VP for
 * a half) is completed about a third of the time; a Happy city collects and grows better, an
 * Angry one cannot.
 */
export const POTENTIAL = {
  settler: 160,
  army: 20,
  /** food, ore, wood, ideas, gold */
  resource: [45, 40, 40, 50, 50],
  objective: 130,
  cultureToken: 25,
  moodToken: 25,
  happyCity: 60,
  angryCity: -80,
  reservedWonder: 300,
  /** Each Action card in hand. */
  actionCard: 40
} as const;
/** POTENTIAL's units per half point. */
const HUNDREDTHS = 100;

/** 1000 at the start … 0 at the last Turn of the last Round. */
function gameLeft(s: ClashState): number {
  const turns = ROUNDS[s.rules.length] * 3;
  const done = (s.round - 1) * 3 + (s.turn - 1);
  return Math.max(0, Math.floor((1000 * (turns - done)) / turns));
}

export function evaluate(s: ClashState): number[] {
  const left = gameLeft(s);
  const out: number[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const p = s.ps[seat]!;
    let pot = 0;
    for (let r = 0; r < 5; r++) pot += p.res[r]! * POTENTIAL.resource[r]!;
    pot += p.obj.length * POTENTIAL.objective + p.hand.length * POTENTIAL.actionCard;
    pot += p.ct * POTENTIAL.cultureToken + p.mt * POTENTIAL.moodToken;
    if (p.reserved !== NONE) pot += POTENTIAL.reservedWonder;
    for (const u of s.units) {
      if (u.o !== seat) continue;
      if (u.k === SETTLER) pot += POTENTIAL.settler;
      else if (u.k === ARMY) pot += POTENTIAL.army;
    }
    for (const c of s.cities) {
      if (c.o !== seat) continue;
      if (c.mood === HAPPY) pot += POTENTIAL.happyCity;
      else if (c.mood === ANGRY) pot += POTENTIAL.angryCity;
    }
    out.push(totalHalf(s, seat) + (pot * left) / (1000 * HUNDREDTHS));
  }
  return out;
}

/** Player Turns played since the game began (the Status Phase belongs to the Round's last Turn). */
function turnIndex(s: ClashState): number {
  return ((s.round - 1) * 3 + (s.turn - 1)) * s.players + s.pos;
}

export function cutoff(start: ClashState, now: ClashState): boolean {
  return turnIndex(now) >= turnIndex(start) + ROLLOUT_TURNS;
}

/**
 * The heuristic's score of each action (tenths of a VP), for the search's candidate list: a Turn
 * decision lists many actions (every city's Collect choices, builds, moves, advances) and only
 * the best few are worth rollouts.
 */
export function rank(input: BotInput<ClashView, ClashAction>): number[] {
  const score = clashScorer.prepare(input, 3);
  return input.actions.map(score);
}
