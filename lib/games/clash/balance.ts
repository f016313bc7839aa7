/**
 * Self-play statistics of the lost content (issue 16 item 2): replays each game's log and counts
 * how often each Wonder is revealed, reserved and built (and by the winner), how often each
 * objective is held and completed, how often each Event fires and each Action card is played,
 * score spread and sources, game length and how each game ended. `balance.bench.ts` plays the
 * games (level-3 heuristic bots) and prints this report; `balance.test.ts` checks the counting.
 * Rates are per cent with one decimal (integers ×10 are not needed: the report is not state).
 */
import type { PlayedLog } from '../../core/types';
import type { ClashAction, ClashState } from './types';
import { clash } from './index';
import { WONDERS } from './tables/wonders';
import { OBJECTIVES, OBJECTIVE_CARDS, OBJECTIVE_KEYS } from './tables/objectives';
import { EVENTS, SYMBOL_NAMES } from './tables/events';
import { CIVIL, CIVIL_KINDS, TACTICS, TACTICS_DEFS } from './tables/actioncards';
import { CATEGORY_KEYS } from './scoring';

/** A played game the report reads (the kit's `PlayedLog`). */
export type GameRecord = PlayedLog;

export interface WonderLine {
  /** Share (%) of games in which it was revealed / reserved through Monuments / built. */
  revealed: number;
  reserved: number;
  built: number;
  /** Share (%) of the builds made by the game's winner. */
  builtByWinner: number;
  /** Mean Round of the build. */
  round: number;
}

export interface ObjectiveLine {
  /** Player-games (%) in which a card carrying it was in hand at some point. */
  held: number;
  /** Completions per game, and share (%) of holdings that completed it. */
  completedPerGame: number;
  completedWhenHeld: number;
  /** Games with at least one completion (%). */
  games: number;
}

export interface BalanceReport {
  games: number;
  players: number;
  /** Final scores in VP. */
  winner: { median: number; min: number; max: number };
  last: { median: number; min: number; max: number };
  /** Winner minus second, median; share (%) of games with a shared win. */
  margin: number;
  sharedWins: number;
  /** Mean VP per player by source (pieces, advances, wonders, objectives, events). */
  vpBySource: Record<string, number>;
  wonders: Record<string, WonderLine>;
  /** Wonders built per game. */
  wondersPerGame: number;
  objectives: Record<string, ObjectiveLine>;
  /** Objectives completed per player per game; objective cards drawn per player per game. */
  objectivesPerPlayer: number;
  objectiveCardsPerPlayer: number;
  /** Fires per game of each Event card (indexed as `#n name (symbol)`, n from 1 as in the docs table). */
  events: Record<string, number>;
  eventsPerGame: number;
  /** Plays per game of each non-combat half and each combat half. */
  civilPlays: Record<string, number>;
  combatPlays: Record<string, number>;
  /** Rounds played (median, min, max); actions in the log per game (median). */
  rounds: { median: number; min: number; max: number };
  actionsPerGame: number;
  /** Games (%) by how they ended: last Round played, a player without cities, end roll, Wonderful End. */
  endedBy: Record<string, number>;
  /** Win rate (%) by seat. */
  winRateBySeat: number[];
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const pct = (n: number, d: number) => (d === 0 ? 0 : r1((100 * n) / d));
const median = (xs: readonly number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[s.length >> 1]!;
};
const spread = (xs: readonly number[]) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/** The Event card's report name: its number in the docs table, name and symbol. */
export function eventLabel(card: number): string {
  const e = EVENTS[card]!;
  return `#${card + 1} ${e.name} (${SYMBOL_NAMES[e.symbol]})`;
}

/**
 * Cards drawn from the Event deck by one apply: the top `k` of the deck before it, newest first
 * popped last. After a reshuffle inside the same apply the order is not known from the two
 * states: the rest are matched by name and symbol to the first such card not already counted.
 */
function eventsDrawn(before: ClashState, after: ClashState): number[] {
  const drawn = after.events.filter((e) => e.key === 'clash.event.eventDrawn');
  if (drawn.length === 0) return [];
  const out: number[] = [];
  const deck = before.eventDeck.slice();
  let reshuffled = false;
  for (const e of after.events) {
    if (e.key === 'clash.event.reshuffle' && e.params['deck'] === 'Event') reshuffled = true;
    if (e.key !== 'clash.event.eventDrawn') continue;
    if (!reshuffled && deck.length > 0) {
      out.push(deck.pop()!);
      continue;
    }
    const i = EVENTS.findIndex((x) => x.name === e.params['event'] && SYMBOL_NAMES[x.symbol] === e.params['symbol']);
    out.push(i);
  }
  return out;
}

export function balanceStats(records: readonly GameRecord[]): BalanceReport {
  const n = records.length;
  const players = records[0]?.players ?? 0;
  const winners: number[] = [], lasts: number[] = [], margins: number[] = [], roundsPlayed: number[] = [], actions: number[] = [];
  let shared = 0;
  const src = CATEGORY_KEYS.map(() => 0);
  const wRevealed = WONDERS.map(() => 0), wReserved = WONDERS.map(() => 0), wBuilt = WONDERS.map(() => 0);
  const wByWinner = WONDERS.map(() => 0), wRound = WONDERS.map(() => 0);
  const oHeld: Record<string, number> = {}, oDone: Record<string, number> = {}, oDoneHeld: Record<string, number> = {}, oGames: Record<string, number> = {};
  for (const k of OBJECTIVE_KEYS) oHeld[k] = oDone[k] = oDoneHeld[k] = oGames[k] = 0;
  let objCards = 0, objDone = 0;
  const evFires = EVENTS.map(() => 0);
  const civil: Record<string, number> = {}, combat: Record<string, number> = {};
  for (const k of CIVIL_KINDS) civil[CIVIL[k].name] = 0;
  for (const k of TACTICS) combat[TACTICS_DEFS[k].name] = 0;
  const civilByName = new Map(CIVIL_KINDS.map((k) => [CIVIL[k].name, CIVIL[k].name]));
  const endedBy: Record<string, number> = { lastRound: 0, noCities: 0, roll: 0, wonder: 0 };
  const wins = Array<number>(players).fill(0);
  const wonderIndex = new Map(WONDERS.map((w, i) => [w.name, i]));

  for (const rec of records) {
    let s: ClashState = clash.setup({ players: rec.players, seed: rec.seed, options: rec.options });
    const held = Array.from({ length: rec.players }, () => new Set<number>());
    const builtIn: { w: number; seat: number; round: number }[] = [];
    const revealed = new Set<number>(), reserved = new Set<number>();
    let ending = '';
    const note = (x: ClashState) => {
      x.ps.forEach((p, seat) => {
        for (const c of p.obj) held[seat]!.add(c);
      });
      for (const w of x.wondersOpen) revealed.add(w);
    };
    note(s);
    for (const item of rec.log) {
      const before = s;
      s = clash.apply(s, item.seat, item.action as ClashAction);
      note(s);
      for (const card of eventsDrawn(before, s)) if (card >= 0) evFires[card]! += 1;
      for (const e of s.events) {
        switch (e.key) {
          case 'clash.event.wonderBuilt': {
            const w = wonderIndex.get(String(e.params['wonder']))!;
            builtIn.push({ w, seat: e.seat!, round: s.round });
            revealed.add(w);
            break;
          }
          case 'clash.event.reserve': reserved.add(Number(e.params['wonder'])); break;
          case 'clash.event.playCard': {
            const name = civilByName.get(String(e.params['card']));
            if (name !== undefined) civil[name]! += 1;
            break;
          }
          case 'clash.event.combatCard': combat[String(e.params['card'])] = (combat[String(e.params['card'])] ?? 0) + 1; break;
          case 'clash.event.endRoll': if (e.params['ends'] === true) ending = 'roll'; break;
          case 'clash.event.wonderfulEnd': ending = 'wonder'; break;
          case 'clash.event.gameOver': if (ending === '') ending = e.params['noCities'] === true ? 'noCities' : 'lastRound'; break;
        }
      }
    }
    const res = clash.result(s);
    if (res === null) throw new Error(`game ${rec.seed} did not finish`);
    const scores = res.players.map((p) => p.score).sort((a, b) => b - a);
    winners.push(scores[0]!);
    lasts.push(scores[scores.length - 1]!);
    margins.push(scores[0]! - scores[1]!);
    if (res.winners.length > 1) shared++;
    for (const w of res.winners) wins[w]! += 1;
    for (const p of res.players) p.breakdown.forEach((b, i) => (src[i]! += b.points));
    roundsPlayed.push(s.round);
    actions.push(rec.log.length);
    endedBy[ending || 'lastRound']! += 1;
    for (const w of revealed) wRevealed[w]! += 1;
    for (const w of reserved) wReserved[w]! += 1;
    const builtOnce = new Set<number>();
    for (const b of builtIn) {
      if (builtOnce.has(b.w)) continue;
      builtOnce.add(b.w);
      wBuilt[b.w]! += 1;
      wRound[b.w]! += b.round;
      if (res.winners.includes(b.seat)) wByWinner[b.w]! += 1;
    }
    const doneHere = new Set<string>();
    s.ps.forEach((p, seat) => {
      objCards += held[seat]!.size;
      const keys = new Set<string>();
      for (const c of held[seat]!) for (const k of OBJECTIVE_CARDS[c]!) keys.add(k);
      for (const k of keys) oHeld[k]! += 1;
      for (const d of p.done) {
        const k = OBJECTIVE_CARDS[d.card]![d.half]!;
        oDone[k]! += 1;
        objDone++;
        doneHere.add(k);
      }
      for (const k of new Set(p.done.map((d) => OBJECTIVE_CARDS[d.card]![d.half]!))) if (keys.has(k)) oDoneHeld[k]! += 1;
    });
    for (const k of doneHere) oGames[k]! += 1;
  }

  const playerGames = n * players;
  const wonders: Record<string, WonderLine> = {};
  WONDERS.forEach((w, i) => {
    wonders[w.name] = {
      revealed: pct(wRevealed[i]!, n), reserved: pct(wReserved[i]!, n), built: pct(wBuilt[i]!, n),
      builtByWinner: pct(wByWinner[i]!, wBuilt[i]!), round: wBuilt[i] === 0 ? 0 : r1(wRound[i]! / wBuilt[i]!)
    };
  });
  const objectives: Record<string, ObjectiveLine> = {};
  for (const k of OBJECTIVE_KEYS) {
    objectives[OBJECTIVES[k].name] = {
      held: pct(oHeld[k]!, playerGames), completedPerGame: n === 0 ? 0 : r1(oDone[k]! / n),
      completedWhenHeld: pct(oDoneHeld[k]!, oHeld[k]!), games: pct(oGames[k]!, n)
    };
  }
  const events: Record<string, number> = {};
  evFires.forEach((x, i) => (events[eventLabel(i)] = n === 0 ? 0 : Math.round((100 * x) / n) / 100));
  const perGame = (rec: Record<string, number>) => Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, n === 0 ? 0 : Math.round((100 * v) / n) / 100]));
  return {
    games: n,
    players,
    winner: spread(winners),
    last: spread(lasts),
    margin: median(margins),
    sharedWins: pct(shared, n),
    vpBySource: Object.fromEntries(CATEGORY_KEYS.map((k, i) => [k, playerGames === 0 ? 0 : r1(src[i]! / playerGames)])),
    wonders,
    wondersPerGame: n === 0 ? 0 : r1(wBuilt.reduce((a, b) => a + b, 0) / n),
    objectives,
    objectivesPerPlayer: playerGames === 0 ? 0 : r1(objDone / playerGames),
    objectiveCardsPerPlayer: playerGames === 0 ? 0 : r1(objCards / playerGames),
    events,
    eventsPerGame: n === 0 ? 0 : r1(evFires.reduce((a, b) => a + b, 0) / n),
    civilPlays: perGame(civil),
    combatPlays: perGame(combat),
    rounds: spread(roundsPlayed),
    actionsPerGame: median(actions),
    endedBy: Object.fromEntries(Object.entries(endedBy).map(([k, v]) => [k, pct(v, n)])),
    winRateBySeat: wins.map((w) => pct(w, n))
  };
}

/** Never built Wonders, never completed objectives, never fired Events (names), from a report. */
export function deadContent(r: BalanceReport): { wonders: string[]; objectives: string[]; events: string[] } {
  return {
    wonders: Object.entries(r.wonders).filter(([, x]) => x.built === 0).map(([k]) => k),
    objectives: Object.entries(r.objectives).filter(([, x]) => x.games === 0).map(([k]) => k),
    events: Object.entries(r.events).filter(([, x]) => x === 0).map(([k]) => k)
  };
}
