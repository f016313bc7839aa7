/**
 * Self-play statistics for checking the designed data (paris-designed-data.md §12): game length,
 * score spread and sources, how often each landmark, End Game tile, bonus tile and building value
 * is taken, money left, VP tiles placed, the 2-player half rule, seat fairness; and, for the
 * bonus tiles, how often each is offered at a forward take and how far the heuristic's score of
 * taking it falls below its best choice there (why a tile is never taken).
 *
 *   npx tsx lib/games/paris/balance.bench.ts [players] [games] [bot] [variant]
 *     (bot: heuristic | random; variant: the variant setup, bonus tiles shuffled within their zones)
 *
 * Reads whole games played by `playGame` (bots see only their views) and replays each log to read
 * the engine's events.
 */
import { paris } from './index';
import { parisScorer, UNIT } from './bot';
import { Rng, seedRng } from '../../core/rng';
import { scoringBot } from '../../bots/scoring';
import { playGame } from '../../cli/simulate';
import { resolveOptions } from '../../core/options';
import { randomBot } from '../../bots/random';
import type { Bot } from '../../core/entry';
import type { OptionValues } from '../../core/types';
import type { ParisAction, ParisState } from './types';
import { BUILDING_SITES, END_TILES, SLOTS, SLOT_VALUES, VP_SOURCES } from './types';
import { LANDMARKS } from './tables/landmarks';
import { districtScores } from './scoring';
import { waitingKeys } from './board';

export interface BalanceReport {
  players: number;
  games: number;
  turnsPerPlayer: { median: number; min: number; max: number };
  /** Turns after the building stacks ran out, per player. */
  endPhaseTurnsPerPlayer: number;
  winnerScore: { median: number; min: number; max: number };
  loserScore: number;
  winnerMargin: number;
  vpShareBySource: Record<string, number>;
  landmarkBuiltRate: Record<string, number>;
  landmarksPerGame: number;
  endTileTakenRate: Record<string, number>;
  endTileFirstPick: Record<string, number>;
  bonusPickRate: Record<string, number>;
  /** Forward takes (after a value 1–3 building, E10) per game at which the tile could be taken. */
  bonusOfferedPerGame: Record<string, number>;
  /** Median of (the heuristic's best score − its score for taking the tile) where offered, in VP. */
  bonusGapVp: Record<string, number>;
  /** Share of the acquisitions (moves) that went to each building value / to landmarks. */
  acquisitionsByValue: Record<string, number>;
  prestigeHandedInShare: number;
  francsAtEndMedian: number;
  vpTilesPlaced: number;
  halfRuleZeroShare: number | null;
  firstSeatWinRate: number;
  winRateBySeat: number[];
  passesPerGame: number;
  /** Per player at the end: keys never placed, keys left on a bank or the Arc. */
  keysUnplaced: number;
  keysStuck: number;
  bonusTakesPerPlayer: number;
}

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 0;
};
const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((1000 * n) / d) / 10);

export function balance(players: number, games: number, botName: 'heuristic' | 'random' = 'heuristic', level = 3, options: OptionValues = {}): BalanceReport {
  const heuristic = scoringBot(parisScorer);
  const entry = { game: paris, bots: { heuristic } };
  const bots: Bot[] = Array.from({ length: players }, () => (botName === 'heuristic' ? (heuristic(level) as Bot) : randomBot));
  const turns: number[] = [], endTurns: number[] = [], winner: number[] = [], loser: number[] = [], margin: number[] = [], francsEnd: number[] = [];
  const src = VP_SOURCES.map(() => 0);
  const landmarkBuilt = LANDMARKS.map(() => 0);
  const endTaken = END_TILES.map(() => 0);
  const endFirst = END_TILES.map(() => 0);
  const bonusPicked = Array<number>(31).fill(0);
  const bonusOffered = Array<number>(31).fill(0);
  const bonusGaps: number[][] = Array.from({ length: 31 }, () => []);
  const scorer = parisScorer;
  const acq = new Map<string, number>();
  let acqTotal = 0, prestigeIn = 0, prestigeGot = 0, vpTiles = 0, halfZero = 0, halfCases = 0, passes = 0;
  const wins = Array<number>(players).fill(0);
  let firstWins = 0, unplaced = 0, stuck = 0, takes = 0;
  for (let g = 0; g < games; g++) {
    const played = playGame(entry, players, `balance-${players}-${g}`, bots, options);
    if (!played.result) throw new Error(`game ${g}: ${played.failure?.message ?? 'no result'}`);
    let s = paris.setup({ players, seed: played.seed, options: resolveOptions(paris, players, options) });
    const first = s.first;
    let emptyRound = 0;
    let firstEnd = true;
    const bonusSeen = new Set<string>();
    for (const item of played.log) {
      const a = item.action as ParisAction;
      const before = s;
      if (s.prompt?.kind === 'bonus' && s.prompt.how === 'forward') offers(s, item.seat);
      s = paris.apply(s, item.seat, a);
      for (const e of s.events) {
        if (e.key === 'paris.event.bonusTaken') bonusSeen.add(String(e.params['tile'])), takes++;
        if (e.key === 'paris.event.token' && Number(e.params['item']) >= 3) prestigeGot++;
        if (e.key === 'paris.auto' && e.params['action'] === 'paris.action.pass') passes++;
        if (e.key === 'paris.auto' && e.params['action'] === 'paris.action.move') countMove(before, e.params['to'] as number);
      }
      if (a.type === 'move') countMove(before, a.to);
      if (a.type === 'pass') passes++;
      if (emptyRound === 0 && s.stacks.every((st) => st.length === 0)) emptyRound = s.round;
      if (a.type === 'takeEnd') {
        endTaken[END_TILES.indexOf(a.tile)]! += 1;
        if (firstEnd) endFirst[END_TILES.indexOf(a.tile)]! += 1;
        firstEnd = false;
      }
      if (a.type === 'prestige') prestigeIn += a.use.tokens.reduce((x, y) => x + y, 0);
    }
    const final = played.state as ParisState;
    for (const n of bonusSeen) bonusPicked[Number(n)]! += 1;
    // Turns per player = rounds; the end phase counts from the round the stacks ran out.
    turns.push(final.round);
    endTurns.push(final.round - emptyRound);
    final.landmarkAt.forEach((d, l) => (landmarkBuilt[l]! += d >= 0 ? 1 : 0));
    final.ps.forEach((p, seat) => {
      unplaced += p.keys;
      stuck += waitingKeys(final, seat);
      p.src.forEach((v, i) => (src[i]! += v));
      francsEnd.push(p.francs);
    });
    const ds = districtScores(final);
    vpTiles += ds.length;
    if (players === 2) {
      for (const d of ds) {
        const second = d.awards.find((x) => x.place === 2);
        if (second) {
          halfCases++;
          if (second.vp === 0) halfZero++;
        }
      }
    }
    const ranked = played.result.players;
    winner.push(ranked[0]!.score);
    loser.push(ranked[ranked.length - 1]!.score);
    margin.push(ranked[0]!.score - (ranked[1]?.score ?? 0));
    for (const w of played.result.winners) wins[w]! += 1 / played.result.winners.length;
    if (played.result.winners.includes(first)) firstWins += 1 / played.result.winners.length;
  }
  /** The heuristic's view of a forward take: each offered tile and its score gap to the best action. */
  function offers(s: ParisState, seat: number): void {
    const actions = paris.actions(s, seat);
    const score = scorer.prepare({ seat, view: paris.view(s, seat), actions, rng: new Rng(seedRng('offers')) }, level);
    const scores = actions.map(score);
    const best = Math.max(...scores);
    actions.forEach((b, i) => {
      if (b.type !== 'takeBonus') return;
      const n = s.trackNumber[b.pos]!;
      bonusOffered[n]! += 1;
      bonusGaps[n]!.push((best - scores[i]!) / UNIT);
    });
  }
  function countMove(s: ParisState, to: number): void {
    const key = to >= BUILDING_SITES ? 'landmark' : String(SLOT_VALUES[to % SLOTS]);
    acq.set(key, (acq.get(key) ?? 0) + 1);
    acqTotal++;
  }
  const totalVp = src.reduce((a, b) => a + b, 0);
  return {
    players,
    games,
    turnsPerPlayer: { median: median(turns), min: Math.min(...turns), max: Math.max(...turns) },
    endPhaseTurnsPerPlayer: median(endTurns),
    winnerScore: { median: median(winner), min: Math.min(...winner), max: Math.max(...winner) },
    loserScore: median(loser),
    winnerMargin: median(margin),
    vpShareBySource: Object.fromEntries(VP_SOURCES.map((k, i) => [k, pct(src[i]!, totalVp)])),
    landmarkBuiltRate: Object.fromEntries(LANDMARKS.map((l, i) => [l.id, pct(landmarkBuilt[i]!, games)])),
    landmarksPerGame: Math.round((10 * landmarkBuilt.reduce((a, b) => a + b, 0)) / games) / 10,
    endTileTakenRate: Object.fromEntries(END_TILES.map((id, i) => [id, pct(endTaken[i]!, games)])),
    endTileFirstPick: Object.fromEntries(END_TILES.map((id, i) => [id, pct(endFirst[i]!, games)])),
    bonusPickRate: Object.fromEntries(bonusPicked.slice(1).map((n, i) => [String(i + 1), pct(n, games)])),
    bonusOfferedPerGame: Object.fromEntries(bonusOffered.slice(1).map((n, i) => [String(i + 1), Math.round((10 * n) / games) / 10])),
    bonusGapVp: Object.fromEntries(bonusGaps.slice(1).map((g, i) => [String(i + 1), median(g)])),
    acquisitionsByValue: Object.fromEntries([...acq.entries()].sort().map(([k, n]) => [k, pct(n, acqTotal)])),
    prestigeHandedInShare: pct(prestigeIn, prestigeGot),
    francsAtEndMedian: median(francsEnd),
    vpTilesPlaced: Math.round((10 * vpTiles) / games) / 10,
    halfRuleZeroShare: players === 2 ? pct(halfZero, halfCases) : null,
    firstSeatWinRate: pct(firstWins, games),
    winRateBySeat: wins.map((w) => pct(w, games)),
    passesPerGame: Math.round((10 * passes) / games) / 10,
    keysUnplaced: Math.round((10 * unplaced) / (games * players)) / 10,
    keysStuck: Math.round((10 * stuck) / (games * players)) / 10,
    bonusTakesPerPlayer: Math.round((10 * takes) / (games * players)) / 10
  };
}

const argv = typeof process !== 'undefined' ? process.argv : [];
if (argv[1]?.endsWith('balance.bench.ts')) {
  const players = Number(argv[2] ?? 3);
  const games = Number(argv[3] ?? 200);
  const bot = argv[4] === 'random' ? 'random' : 'heuristic';
  console.log(JSON.stringify(balance(players, games, bot, 3, { variantSetup: argv[5] === 'variant' }), null, 1));
}
