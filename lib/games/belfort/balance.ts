/**
 * Balance statistics of bot games (belfort-designed-data.md §13): replays each game's log and
 * counts what the designed values should produce — properties and Walls built, guilds owned
 * and used, Trading Post use, taxes, Gnomes, workers, scores… Used by balance-cli.ts and by a
 * test (`playBotGame` in testkit.ts plays the games); percentages are integers (per cent,
 * rounded down).
 */
import type { PlayedLog } from '../../core/types';
import type { BelfortAction, BelfortState } from './types';
import { AREAS, GOLD, PROPERTIES } from './types';
import { belfort } from './index';
import { GUILD_SYMBOL } from './tables/board';
import { SCORING_ROUNDS, taxLevel } from './tables/economy';
import { markersOnBoard } from './city';
import { handSize } from './cards';
import { gnomesOf, resourceValue } from './scoring';

/** A played game the report reads (the kit's `PlayedLog`). */
export type GameRecord = PlayedLog;

export interface BalanceStats {
  games: number;
  players: number;
  /** Per player per game. */
  propertiesPerPlayer: number;
  /** Copies of each type built per game (of 5). */
  builtPerType: Record<string, number>;
  /** Share of games in which all 5 of a type were built by the end of round 4. */
  allBuiltByRound4: Record<string, number>;
  wallsPerGame: number;
  guildsOwnedAtEnd: number;
  firstGuildRound: number;
  feesPerOwnerPerGame: number;
  /** Placements per guild per round, by guild id. */
  guildPlacementsPerRound: Record<string, number>;
  /** How often each guild id was in play. */
  guildGames: Record<string, number>;
  unspentUnitsMedian: number;
  visitsPerPlayerRound: number;
  metalBoughtPerPlayer: number;
  metalSoldPerPlayer: number;
  /** Share (%) of Resource-Area pieces per area. */
  areaShare: Record<string, number>;
  /** Share (%) of player-rounds (rounds 2–7) starting Placement with 0 Gold. */
  zeroGoldStarts: number;
  /** Tax paid per player per round, rounds 4–7: median player and leader. */
  taxMedian: number;
  taxLeader: number;
  unpaidTaxPerPlayer: number;
  /** Win rate (%) of the leader after the second scoring. */
  leaderAfter2Wins: number;
  /** Final score: mean of the winners, mean of everyone, lowest, highest. */
  winnerScore: number;
  meanScore: number;
  minScore: number;
  maxScore: number;
  /** Share (%) of players per tax level after scorings 1 and 2. */
  taxLevels: Record<string, number>;
  gnomesPerPlayer: number;
  /** Share (%) of games in which the Gnome supply ran out. */
  gnomesEmpty: number;
  workersPerPlayer: number;
  markersPerPlayer: number;
  /** Share (%) of players using more than 12 markers. */
  over12Markers: number;
  reshufflesPerGame: number;
  cardsHeldAtEnd: number;
  /** Win rate (%) by starting crest (1-based index). */
  winByCrest: number[];
  /** 2 players: share (%) of district first places taken by a Neutral Player. */
  neutralFirsts: number;
  /** Win rate (%) of players owning at least one of a type minus that of players owning none. */
  ownWinLift: Record<string, number>;
  /** Keeps: median round of a player's first Keep; share (%) of players building one in round 1. */
  firstKeepRound: number;
  keepRound1: number;
}

const pct = (x: number, n: number) => (n === 0 ? 0 : Math.floor((100 * x) / n));
const mean = (x: number, n: number) => (n === 0 ? 0 : Math.round((10 * x) / n) / 10);
const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[s.length >> 1]!;
};

export function balanceStats(records: readonly GameRecord[]): BalanceStats {
  const n = records.length;
  const players = records[0]?.players ?? 0;
  const built = Array<number>(PROPERTIES.length).fill(0);
  const allBy4 = Array<number>(PROPERTIES.length).fill(0);
  const guildPlacements: Record<string, number> = {};
  const guildGames: Record<string, number> = {};
  const unspent: number[] = [];
  const taxMed: number[] = [], taxLead: number[] = [];
  const taxLevels: Record<string, number> = {};
  const winByCrest = Array<number>(players).fill(0);
  const areaPieces = Array<number>(AREAS.length).fill(0);
  let props = 0, walls = 0, guildsOwned = 0, firstGuild = 0, firstGuildGames = 0, fees = 0, owners = 0, visits = 0, mBought = 0, mSold = 0;
  let zeroGold = 0, playerRounds = 0, unpaid = 0, leaderWins = 0, winnerScore = 0, winners = 0, scoreSum = 0;
  let minScore = Infinity, maxScore = -Infinity, gnomes = 0, empty = 0, workers = 0, markers = 0, over12 = 0, reshuffles = 0, held = 0;
  let npFirsts = 0, firsts = 0, levelCount = 0;
  const ownWins = Array<number>(PROPERTIES.length).fill(0), ownN = Array<number>(PROPERTIES.length).fill(0);
  const noWins = Array<number>(PROPERTIES.length).fill(0), noN = Array<number>(PROPERTIES.length).fill(0);
  const keepRounds: number[] = [];
  let keep1 = 0;
  for (const rec of records) {
    let s: BelfortState = belfort.setup({ players: rec.players, seed: rec.seed, options: rec.options });
    let startCrest: number[] | null = null;
    let leaderAfter2 = -1;
    let guildRound = 0;
    let taxBefore = s.ps.map(() => 0);
    let round = 0;
    for (const g of s.guilds) guildGames[g] = (guildGames[g] ?? 0) + 1;
    for (const item of rec.log) {
      const a = item.action as BelfortAction;
      if (a.type === 'place' && a.at === 'guild') {
        const id = s.guilds[a.district]!;
        guildPlacements[id] = (guildPlacements[id] ?? 0) + 1;
      }
      s = belfort.apply(s, item.seat, a);
      if (startCrest === null && s.round === 1) startCrest = s.crest.slice();
      if (s.round !== round && s.phase === 'placement') {
        round = s.round;
        if (round >= 2) {
          for (const p of s.ps) if (p.res[GOLD] === 0) zeroGold++;
          playerRounds += s.players;
        }
        if (round === 5) for (const p of s.ps) taxLevels[`after1:${taxLevel(p.score)}`] = (taxLevels[`after1:${taxLevel(p.score)}`] ?? 0) + 1;
        if (round === 6) {
          for (const p of s.ps) taxLevels[`after2:${taxLevel(p.score)}`] = (taxLevels[`after2:${taxLevel(p.score)}`] ?? 0) + 1;
          levelCount += s.players;
          const top = Math.max(...s.ps.map((p) => p.score));
          const leaders = s.ps.map((p, i) => (p.score === top ? i : -1)).filter((i) => i >= 0);
          leaderAfter2 = leaders.length === 1 ? leaders[0]! : -1;
        }
        if (round === 4) for (let t = 0; t < PROPERTIES.length; t++) if (s.ps.reduce((x, p) => x + p.built[t]!, 0) >= 5) allBy4[t]! += 1;
      }
      if (guildRound === 0 && GUILD_SYMBOL.some((sym) => s.marker[sym]! >= 0)) guildRound = s.round;
      // Tax per round (rounds 4–7), read after each Income & Taxes.
      if (s.phase === 'actions' && s.step === 0 && s.round >= 4) {
        const paid = s.ps.map((p, i) => p.stats.taxPaid + p.stats.taxUnpaid - taxBefore[i]!);
        if (paid.some((x) => x > 0)) {
          const order = s.ps.map((p, i) => [p.score, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
          taxLead.push(paid[order[0]![1]]!);
          taxMed.push(paid[order[order.length >> 1]![1]]!);
          taxBefore = s.ps.map((p) => p.stats.taxPaid + p.stats.taxUnpaid);
        }
      }
      if (SCORING_ROUNDS.includes(s.round) && s.players === 2) {
        for (const e of s.events) {
          if (e.key !== 'belfort.event.scoreDistrict') continue;
          const pts = String(e.params.points).split(',').map(Number);
          for (let c = 0; c < pts.length; c++) if (pts[c] === 5) {
            firsts++;
            if (c >= 2) npFirsts++;
          }
        }
      }
    }
    const r = belfort.result(s)!;
    for (const w of r.winners) {
      winnerScore += s.ps[w]!.score;
      winners++;
      if (startCrest) winByCrest[startCrest[w]! - 1]! += 1 / r.winners.length;
      if (w === leaderAfter2) leaderWins += 1 / r.winners.length;
    }
    const onBoard = markersOnBoard(s);
    s.ps.forEach((p, i) => {
      const won = r.winners.includes(i) ? 1 / r.winners.length : 0;
      for (let t = 0; t < PROPERTIES.length; t++) {
        if (p.built[t]! > 0) {
          ownWins[t]! += won;
          ownN[t]! += 1;
        } else {
          noWins[t]! += won;
          noN[t]! += 1;
        }
      }
      const k = p.stats.firstBuilt[9]!;
      if (k > 0) keepRounds.push(k);
      if (k === 1) keep1++;
      props += p.built.reduce((x, y) => x + y, 0);
      p.built.forEach((c, t) => (built[t]! += c));
      walls += p.stats.walls;
      visits += p.stats.visits;
      mBought += p.stats.metalBought;
      mSold += p.stats.metalSold;
      unpaid += p.stats.taxUnpaid;
      p.stats.areaPieces.forEach((x, a) => (areaPieces[a]! += x));
      unspent.push(resourceValue(p));
      scoreSum += p.score;
      minScore = Math.min(minScore, p.score);
      maxScore = Math.max(maxScore, p.score);
      gnomes += gnomesOf(p);
      workers += p.elves + p.dwarves;
      markers += onBoard[i]!;
      if (onBoard[i]! > 12) over12++;
      held += handSize(p.hand);
      if (p.stats.feesReceived > 0) {
        fees += p.stats.feesReceived;
      }
    });
    const owned = GUILD_SYMBOL.filter((sym) => s.marker[sym]! >= 0 && s.marker[sym]! < s.players).length;
    guildsOwned += owned;
    owners += new Set(GUILD_SYMBOL.map((sym) => s.marker[sym]!).filter((o) => o >= 0 && o < s.players)).size;
    if (guildRound > 0) {
      firstGuild += guildRound;
      firstGuildGames++;
    }
    if (s.gnomes === 0) empty++;
    reshuffles += s.reshuffles;
  }
  const pr = n * players;
  const areaTotal = areaPieces.reduce((x, y) => x + y, 0);
  return {
    games: n,
    players,
    propertiesPerPlayer: mean(props, pr),
    builtPerType: Object.fromEntries(PROPERTIES.map((p, t) => [p, mean(built[t]!, n)])),
    allBuiltByRound4: Object.fromEntries(PROPERTIES.map((p, t) => [p, pct(allBy4[t]!, n)])),
    wallsPerGame: mean(walls, n),
    guildsOwnedAtEnd: mean(guildsOwned, n),
    firstGuildRound: mean(firstGuild, firstGuildGames),
    feesPerOwnerPerGame: mean(fees, owners),
    guildPlacementsPerRound: Object.fromEntries(Object.keys(guildGames).sort().map((g) => [g, mean(guildPlacements[g] ?? 0, 7 * guildGames[g]!)])),
    guildGames,
    unspentUnitsMedian: median(unspent),
    visitsPerPlayerRound: mean(visits, 7 * pr),
    metalBoughtPerPlayer: mean(mBought, pr),
    metalSoldPerPlayer: mean(mSold, pr),
    areaShare: Object.fromEntries(AREAS.map((a, i) => [a, pct(areaPieces[i]!, areaTotal)])),
    zeroGoldStarts: pct(zeroGold, playerRounds),
    taxMedian: median(taxMed),
    taxLeader: mean(taxLead.reduce((x, y) => x + y, 0), taxLead.length),
    unpaidTaxPerPlayer: mean(unpaid, pr),
    leaderAfter2Wins: pct(leaderWins, n),
    winnerScore: mean(winnerScore, winners),
    meanScore: mean(scoreSum, pr),
    minScore,
    maxScore,
    taxLevels: Object.fromEntries(Object.entries(taxLevels).sort().map(([k, v]) => [k, pct(v, levelCount)])),
    gnomesPerPlayer: mean(gnomes, pr),
    gnomesEmpty: pct(empty, n),
    workersPerPlayer: mean(workers, pr),
    markersPerPlayer: mean(markers, pr),
    over12Markers: pct(over12, pr),
    reshufflesPerGame: mean(reshuffles, n),
    cardsHeldAtEnd: mean(held, pr),
    winByCrest: winByCrest.map((w) => pct(w, n)),
    neutralFirsts: pct(npFirsts, firsts),
    ownWinLift: Object.fromEntries(PROPERTIES.map((p, t) => [p, pct(ownWins[t]!, ownN[t]!) - pct(noWins[t]!, noN[t]!)])),
    firstKeepRound: median(keepRounds),
    keepRound1: pct(keep1, pr)
  };
}
