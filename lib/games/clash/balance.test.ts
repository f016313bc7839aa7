/**
 * The self-play report counts what happened: a small run of heuristic games, each replayed here
 * a second time and counted independently from the final states and the engine's events.
 * `CLASH_BALANCE_GAMES=100` prints the full 3-player report (docs/rules-decisions.md § Clash,
 * Self-play, comes from `npx tsx lib/games/clash/balance.bench.ts 3 100`).
 */
import { describe, expect, test } from 'vitest';
import { balanceStats, deadContent, eventLabel } from './balance';
import { selfPlay } from './balance.bench';
import { clash } from './index';
import type { ClashAction, ClashState } from './types';
import { NONE } from './types';
import { EVENTS, SYMBOL_NAMES } from './tables/events';
import { OBJECTIVES, OBJECTIVE_CARDS } from './tables/objectives';
import { WONDERS } from './tables/wonders';

const REPORT = Number(process.env.CLASH_BALANCE_GAMES ?? 0);

describe('Clash self-play report', () => {
  test('3 players, 4 heuristic games: every count agrees with a second reading of the games', () => {
    const recs = selfPlay(3, 4, 3);
    const r = balanceStats(recs);
    expect(r.games).toBe(4);
    expect(r.players).toBe(3);
    let done = 0, drawn = 0, plays = 0, wondersAtEnd = 0, cityLosses = 0;
    const byName = new Map<string, number>();
    const objDone = new Map<string, number>();
    const wonderBuilt = new Map<string, number>();
    const winnerScores: number[] = [], rounds: number[] = [];
    for (const rec of recs) {
      let s: ClashState = clash.setup({ players: rec.players, seed: rec.seed, options: rec.options });
      const built = new Set<string>();
      for (const it of rec.log) {
        s = clash.apply(s, it.seat, it.action as ClashAction);
        for (const e of s.events) {
          if (e.key === 'clash.event.eventDrawn') {
            drawn++;
            const k = `${String(e.params['event'])}|${String(e.params['symbol'])}`;
            byName.set(k, (byName.get(k) ?? 0) + 1);
          }
          if (e.key === 'clash.event.playCard') plays++;
          if (e.key === 'clash.event.wonderBuilt') built.add(String(e.params['wonder']));
          if (e.key === 'clash.event.cityDestroyed' || e.key === 'clash.event.capture') cityLosses++;
        }
      }
      for (const w of built) wonderBuilt.set(w, (wonderBuilt.get(w) ?? 0) + 1);
      for (const p of s.ps) for (const d of p.done) {
        done++;
        const name = OBJECTIVES[OBJECTIVE_CARDS[d.card]![d.half]!].name;
        objDone.set(name, (objDone.get(name) ?? 0) + 1);
      }
      wondersAtEnd += s.cities.filter((c) => c.w !== NONE).length;
      const res = clash.result(s)!;
      winnerScores.push(Math.max(...res.players.map((p) => p.score)));
      rounds.push(s.round);
    }
    // Objectives: per player per game, and each objective's completions.
    expect(r.objectivesPerPlayer).toBe(Math.round((10 * done) / 12) / 10);
    for (const [name, line] of Object.entries(r.objectives)) expect([name, line.completedPerGame]).toEqual([name, Math.round((10 * (objDone.get(name) ?? 0)) / 4) / 10]);
    // Events: the deck reading finds exactly the drawn cards, by name and symbol.
    const fires = Object.entries(r.events).map(([, x]) => Math.round(x * 4));
    expect(fires.reduce((a, b) => a + b, 0)).toBe(drawn);
    const fromReport = new Map<string, number>();
    EVENTS.forEach((e, i) => {
      const k = `${e.name}|${SYMBOL_NAMES[e.symbol]}`;
      fromReport.set(k, (fromReport.get(k) ?? 0) + fires[i]!);
    });
    for (const [k, v] of byName) expect([k, fromReport.get(k)]).toEqual([k, v]);
    expect(Object.keys(r.events)[0]).toBe(eventLabel(0));
    // Cards, Wonders, length.
    expect(Math.round(Object.values(r.civilPlays).reduce((a, b) => a + b, 0) * 4)).toBe(plays);
    for (const w of WONDERS) expect([w.name, r.wonders[w.name]!.built]).toEqual([w.name, 25 * (wonderBuilt.get(w.name) ?? 0)]);
    if (cityLosses === 0) expect(r.wondersPerGame).toBe(Math.round((10 * wondersAtEnd) / 4) / 10);
    expect(r.winner.max).toBe(Math.max(...winnerScores));
    expect(r.rounds.max).toBe(Math.max(...rounds));
    expect(Object.values(r.endedBy).reduce((a, b) => a + b, 0)).toBe(100);
    expect(r.winRateBySeat.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(100);
    // A dead entry is one the report counts zero times.
    const dead = deadContent(r);
    for (const name of dead.objectives) expect(objDone.get(name) ?? 0).toBe(0);
    for (const name of dead.wonders) expect(wonderBuilt.get(name) ?? 0).toBe(0);
  });

  test.runIf(REPORT > 0)('report: 3 players', () => {
    const r = balanceStats(selfPlay(3, REPORT, 3));
    console.log(JSON.stringify(r));
    console.log(JSON.stringify(deadContent(r)));
    expect(r.games).toBe(REPORT);
  });
});
