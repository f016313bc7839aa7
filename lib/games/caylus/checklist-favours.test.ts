/**
 * Engine checklist §13 of rules/caylus.md, points 57–68: favours, end of game, variants,
 * payments and determinism.
 */
import { describe, expect, test } from 'vitest';
import { caylus } from './index';
import { newMatch, replay } from '../../core/match';
import { hashState } from '../../core/hash';
import { Rng, seedRng } from '../../core/rng';
import type { Draft } from './state';
import { act, atPhase, cubesOf, fresh, legal, putTile, putWorkerOn, setCubes, setPP, situation, types } from './testkit';
import type { CaylusAction, CaylusState, FavourReason, Row } from './types';

/**
 * Seat 0 holds `n` favours to resolve now, in phase 6 before Player 2's castle decision (which
 * keeps the turn from moving on once the favours are done).
 */
function favours(n: number, patch: (d: Draft) => void = () => {}, why: FavourReason = 'castle', options: Record<string, string | boolean> = {}): CaylusState {
  return situation(fresh(3, { order: [0, 1, 2], options }), (d) => {
    atPhase(d, 'castle');
    d.castleWorkers = [1];
    setCubes(d, 1, { food: 1, wood: 1, stone: 1 });
    d.passed = [0, 1, 2];
    d.bailiff = 7;
    d.provost = 7;
    patch(d);
    d.queue = Array.from({ length: n }, () => ({ k: 'favour' as const, seat: 0, why }));
  });
}

const rowPick = (row: Row): CaylusAction => ({ type: 'favourRow', row });
const col = (c: number): CaylusAction => ({ type: 'favour', col: c, take: [], give: [] });

describe('§13 Favours', () => {
  test('§13.57 columns 3–4 open after the Dungeon scoring, 5 after the Walls; favours during a scoring use the old limit (§14.8 Orange)', () => {
    // Orange (seat 0) has 2 Dungeon houses and his prestige marker on column 2.
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'endTurn');
      d.bailiff = 11;
      d.provost = 5;
      d.castle = [[0, 0, 1], [], []];
      d.ps[0]!.fav[0] = 2;
    });
    expect(caylus.view(s, 0).favours.openColumns).toBe(2);
    s = act(s, rowPick('prestige'));
    expect(s.ps[0]!.fav[0]).toBe(2);
    expect(legal(s)).toEqual([col(1), col(2), { type: 'favourSkip' }]);
    s = act(s, col(2));
    expect(s.ps[0]!.pp).toBe(2);
    expect(s.section).toBe(1);
    expect(caylus.view(s, 0).favours.openColumns).toBe(4);
    // Walls scoring: a favour from it cannot reach column 5.
    let w = situation(s, (d) => {
      atPhase(d, 'endTurn');
      d.bailiff = 17;
      d.provost = 5;
      d.castle = [[0, 0, 1], [0, 0], []];
      d.ps[0]!.fav[1] = 4;
    });
    w = act(w, rowPick('deniers'));
    expect(w.ps[0]!.fav[1]).toBe(4);
    w = act(w, col(4));
    expect(caylus.view(w, 0).favours.openColumns).toBe(5);
    const later = favours(1, (d) => {
      d.section = 2;
      d.ps[0]!.fav[1] = 4;
    });
    expect(act(later, rowPick('deniers')).ps[0]!.fav[1]).toBe(5);
  });

  test('§13.58 a favour forces a row; its marker advances if it can; then one effect of that row at or left of the marker (§14.8 Blue)', () => {
    let s = favours(1, (d) => {
      d.section = 2;
      d.ps[0]!.fav[2] = 2;
    }, 'church');
    expect(types(s)).toEqual(['favourRow', 'favourRow', 'favourRow', 'favourRow']);
    s = act(s, rowPick('resources'));
    expect(s.ps[0]!.fav[2]).toBe(3);
    expect(legal(s)).toEqual([
      { type: 'favour', col: 1, take: ['food'], give: [] },
      { type: 'favour', col: 2, take: ['wood'], give: [] },
      { type: 'favour', col: 2, take: ['stone'], give: [] },
      { type: 'favour', col: 3, take: ['cloth'], give: [] },
      { type: 'favourSkip' }
    ]);
    const before = cubesOf(s, 0).food;
    s = act(s, { type: 'favour', col: 1, take: ['food'], give: [] });
    expect(cubesOf(s, 0).food).toBe(before + 1);
    // At column 5 the marker stays and the row can still be chosen.
    const top = favours(1, (d) => {
      d.section = 2;
      d.ps[0]!.fav[0] = 5;
    });
    const t = act(top, rowPick('prestige'));
    expect(t.ps[0]!.fav[0]).toBe(5);
    expect(act(t, col(5)).ps[0]!.pp).toBe(5);
  });

  test('§13.59 favours of one phase use pairwise different rows; a fifth is lost', () => {
    let s = favours(5);
    const rows: Row[] = ['prestige', 'deniers', 'resources'];
    for (const [i, row] of rows.entries()) {
      expect(legal(s)).toHaveLength(4 - i);
      s = act(s, rowPick(row));
      s = act(s, { type: 'favourSkip' });
    }
    // The fourth favour can only take the buildings row (chosen for the player: a forced choice;
    // column 1 has no effect), and the fifth finds no free row: it is lost.
    expect(s.ps[0]!.fav).toEqual([1, 1, 1, 1]);
    expect(s.events).toContainEqual({ key: 'caylus.event.favourLost', seat: 0, params: { why: 'castle' } });
    expect(s.queue).toEqual([]);
    expect(s.prompt).toEqual({ kind: 'castle', seat: 1 });
    // A new phase frees the rows again (§5.4 [INTERP]).
    const next = act(s, { type: 'castleDone' });
    expect(next.ps[0]!.rowsUsed).toBe(0);
  });

  test('§13.60 row values: a = column PP, b = column + 2 deniers, c = resources, d = buildings', () => {
    const open = (patch: (d: Draft) => void) => favours(1, (d) => {
      d.section = 2;
      patch(d);
    });
    for (let c = 1; c <= 5; c++) {
      const a = act(act(open((d) => (d.ps[0]!.fav[0] = c - 1)), rowPick('prestige')), col(c));
      expect(a.ps[0]!.pp).toBe(c);
      const m = open((d) => (d.ps[0]!.fav[1] = c - 1));
      const money = m.ps[0]!.money;
      expect(act(act(m, rowPick('deniers')), col(c)).ps[0]!.money).toBe(money + c + 2);
    }
    const c4 = act(open((d) => {
      d.ps[0]!.fav[2] = 4;
      setCubes(d, 0, { gold: 1 });
    }), rowPick('resources'));
    const swaps = legal(c4).filter((a) => a.type === 'favour' && a.col === 4);
    expect(swaps).toHaveLength(10); // give the gold, take any 2 non-gold cubes
    const swapped = act(c4, { type: 'favour', col: 4, take: ['stone', 'cloth'], give: ['gold'] });
    expect(cubesOf(swapped, 0)).toEqual({ food: 0, wood: 0, stone: 1, cloth: 1, gold: 0 });
    expect(legal(c4)).toContainEqual({ type: 'favour', col: 5, take: ['gold'], give: [] });
    const d = act(open((x) => {
      x.ps[0]!.fav[3] = 4;
      setCubes(x, 0, { food: 9, wood: 9, stone: 9, cloth: 9, gold: 9 });
      putTile(x, 9, 'residence', 0);
    }), rowPick('buildings'));
    const kinds = new Set(legal(d).map((a) => (a.type === 'favourBuild' ? `build${a.col}` : a.type === 'favourConvert' ? 'convert' : a.type)));
    expect(kinds).toEqual(new Set(['build2', 'build3', 'convert', 'build5', 'favourSkip']));
    const conv = act(d, { type: 'favourConvert', space: 1 });
    expect(conv.ps[0]!.money).toBe(d.ps[0]!.money); // 1 cloth only, no denier
    expect(cubesOf(conv, 0).cloth).toBe(8);
    expect(conv.tile[0]).toBe('residence');
  });

  test('§13.61 row d needs no such building on the board and follows every construction rule (§14.8 Green)', () => {
    // Walls phase (columns 3–4 open); Green's building marker on column 2; no Mason built.
    let s = favours(1, (d) => {
      d.section = 1;
      d.ps[0]!.fav[3] = 2;
      setCubes(d, 0, { food: 1 });
      putTile(d, 9, 'farmFood', 1);
    }, 'joust');
    s = act(s, rowPick('buildings'));
    expect(s.ps[0]!.fav[3]).toBe(3);
    const park = legal(s).find((a) => a.type === 'favourBuild' && a.building === 'park');
    expect(park).toEqual({ type: 'favourBuild', col: 3, building: 'park', pay: ['food'], space: 10 });
    s = act(s, park!);
    expect(s.tile[9]).toBe('park');
    expect(s.owner[9]).toBe(0);
    expect(s.ps[0]!.pp).toBe(3);
    // Tile availability: nothing to build when the stock is empty.
    const none = act(favours(1, (d) => {
      d.section = 1;
      d.ps[0]!.fav[3] = 2;
      setCubes(d, 0, { food: 1 });
      for (const id of ['stoneFarm', 'park', 'workshop', 'alchemist', 'architect'] as const) d.stock = { ...d.stock, [id]: 0 };
    }), rowPick('buildings'));
    expect(legal(none).filter((a) => a.type === 'favourBuild' && a.col === 3)).toEqual([]);
    // Builder favours: a Church built by favour brings a favour, which must use another row.
    let church = favours(1, (d) => {
      d.section = 1;
      d.ps[0]!.fav[3] = 2;
      setCubes(d, 0, { cloth: 1 });
    });
    church = act(church, rowPick('buildings'));
    church = act(church, { type: 'favourBuild', col: 3, building: 'church', pay: ['cloth'], space: 9 });
    expect(church.ps[0]!.pp).toBe(4);
    expect(church.prompt).toEqual({ kind: 'favourRow', seat: 0, why: 'church' });
    expect(legal(church).some((a) => a.type === 'favourRow' && a.row === 'buildings')).toBe(false);
  });
});

describe('§13 End of game and variants', () => {
  test('§13.62 the game ends right after the Towers scoring, its favours included', () => {
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'endTurn');
      d.section = 2;
      d.bailiff = 22;
      d.provost = 23;
      d.castle = [[], [], [0, 0]];
    });
    expect(s.bailiff).toBe(24);
    expect(s.prompt).toEqual({ kind: 'favourRow', seat: 0, why: 'towers' });
    expect(caylus.result(s)).toBeNull();
    s = act(s, rowPick('prestige'));
    s = act(s, col(1));
    expect(s.phase).toBe('over');
    expect(caylus.pending(s)).toEqual([]);
    expect(caylus.actions(s, 0)).toEqual([]);
    expect(caylus.result(s)).not.toBeNull();
    expect(() => caylus.apply(s, 0, { type: 'pass' })).toThrow(expect.objectContaining({ code: 'core/game-over' }));
  });

  test('§13.63 final bonus = 3 × gold + ⌊other cubes / 3⌋ + ⌊deniers / 4⌋', () => {
    const s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'endTurn');
      d.section = 2;
      d.bailiff = 23;
      d.provost = 5;
      d.castle = [[], [], [0]];
      for (let seat = 0; seat < 3; seat++) setPP(d, seat, 10);
      setCubes(d, 0, { food: 2, wood: 2, stone: 1, cloth: 0, gold: 2 });
      d.ps[0]!.money = 11;
    });
    const r = caylus.result(s)!;
    const p0 = r.players.find((p) => p.seat === 0)!;
    expect(p0.score).toBe(10 + 6 + 1 + 2);
    expect(p0.breakdown.slice(-3)).toEqual([
      { category: 'gold', label: 'Gold left (3 each)', points: 6 },
      { category: 'cubes', label: 'Other cubes left (1 per 3)', points: 1 },
      { category: 'deniers', label: 'Deniers left (1 per 4)', points: 2 }
    ]);
    for (const p of r.players) expect(p.breakdown.reduce((a, b) => a + b.points, 0)).toBe(p.score);
  });

  test('§13.64 the highest score wins; all tied leaders win', () => {
    const s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'endTurn');
      d.section = 2;
      d.bailiff = 23;
      d.castle = [[], [], [0, 1, 2]];
      setPP(d, 0, 20);
      setPP(d, 1, 20);
      setPP(d, 2, 30);
      for (const p of d.ps) {
        p.money = 0;
        p.cubes = [0, 0, 0, 0, 0];
      }
      d.ps[0]!.money = 40; // +10
      d.ps[1]!.cubes = [15, 15, 0, 0, 0]; // +10
    });
    const r = caylus.result(s)!;
    expect(r.winners).toEqual([0, 1, 2]);
    expect(r.players.map((p) => [p.seat, p.rank, p.score])).toEqual([[0, 1, 30], [1, 1, 30], [2, 1, 30]]);
    const t = situation(s, (d) => {
      setPP(d, 2, 31);
    });
    const r2 = caylus.result(t)!;
    expect(r2.winners).toEqual([2]);
    expect(r2.players.map((p) => p.rank)).toEqual([1, 2, 2]);
    expect(r2.players.every((p) => p.tiebreak.length === 0)).toBe(true);
  });

  test('§13.65 two players: the first player alternates every turn; Stables closed; 3 after a pass, own 1, Inn 1', () => {
    let s = fresh(2, { order: [1, 0] });
    expect(s.prompt).toEqual({ kind: 'place', seat: 1 });
    s = act(s, { type: 'pass' });
    expect(legal(s).find((a) => a.type === 'place' && a.at === 'gate')).toEqual({ type: 'place', at: 'gate', cost: 3 });
    const endTurn = (x: CaylusState) => {
      const turn = x.turn;
      while (x.turn === turn) x = act(x, legal(x)[0]!); // pass, then leave the provost
      return x;
    };
    s = endTurn(s);
    expect(s.turn).toBe(2);
    expect(s.order).toEqual([0, 1]);
    expect(s.prompt).toEqual({ kind: 'place', seat: 0 });
    s = endTurn(s);
    expect(s.order).toEqual([1, 0]);
    expect(s.prompt).toEqual({ kind: 'place', seat: 1 });
    expect(caylus.view(s, null).specials.stablesOpen).toBe(false);
  });

  test('§13.66 simplified favours: each favour is +3 PP at once, no table, no row limit', () => {
    const s = favours(0, (d) => {
      d.queue = [];
    }, 'castle', { simplifiedFavours: true });
    let t = situation(s, (d) => {
      atPhase(d, 'endTurn');
      d.bailiff = 17;
      d.provost = 5;
      d.section = 1;
      d.castle = [[], [0, 0, 0, 0, 0, 1, 1], []];
      for (const p of d.ps) p.pp = 0;
    });
    expect(t.ps[0]!.pp).toBe(9); // 3 favours
    expect(t.ps[1]!.pp).toBe(3); // 1 favour
    expect(t.queue).toEqual([]);
    expect(caylus.view(t, 0).favours.simplified).toBe(true);
    // Five favours in one phase all count.
    t = situation(s, (d) => {
      atPhase(d, 'road');
      d.provost = 10;
      putTile(d, 9, 'architect', 1);
      putWorkerOn(d, 9, 0);
      putTile(d, 12, 'residence', 0);
      putTile(d, 13, 'residence', 0);
      setCubes(d, 0, { food: 9, wood: 9, stone: 9, cloth: 9, gold: 9 });
      d.ps[0]!.pp = 0;
    });
    t = act(t, { type: 'build', building: 'monument', pay: ['stone', 'stone', 'stone', 'stone', 'gold', 'gold'], space: 12 });
    expect(t.ps[0]!.pp).toBe(14 + 6);
    expect(t.ps[0]!.src[4]).toBe(6);
  });

  test('§13.67 no payment beyond the payer’s deniers or cubes', () => {
    const poor = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'provost');
      d.passed = [0, 1, 2];
      d.provost = 10;
      d.ps[0]!.money = 2;
    });
    expect(legal(poor).map((a) => (a.type === 'provost' ? a.by : 0))).toEqual([0, -2, -1, 1, 2]);
    const place = situation(fresh(4, { order: [0, 1, 2, 3] }), (d) => {
      d.passed = [3, 2];
      d.ps[0]!.money = 2;
      putTile(d, 9, 'quarry', 0);
    });
    expect(legal(place)).toEqual([{ type: 'pass' }, { type: 'place', at: 'road', space: 9, cost: 1 }]);
    const carp = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'road');
      d.passed = [0, 1, 2];
      d.provost = 8;
      putWorkerOn(d, 8, 0);
      setCubes(d, 0, { wood: 1, cloth: 1 });
    });
    expect(legal(carp)).toEqual([
      { type: 'decline' },
      { type: 'build', building: 'peddler', pay: ['wood', 'cloth'], space: 9 },
      { type: 'build', building: 'marketplace', pay: ['wood', 'cloth'], space: 9 },
      { type: 'build', building: 'lawyer', pay: ['wood', 'cloth'], space: 9 }
    ]);
    const lawyer = situation(carp, (d) => {
      d.worker[7] = -1;
      putTile(d, 9, 'lawyer', 1);
      putWorkerOn(d, 9, 0);
      d.ps[0]!.money = 0;
      atPhase(d, 'road');
    });
    expect(lawyer.prompt?.kind).not.toBe('activate'); // no denier: the Lawyer could only be declined
  });

  test('§13.68 no randomness after setup: same seed and decisions replay to the same hash', () => {
    const rng = new Rng(seedRng('det'));
    let s = caylus.setup({ players: 4, seed: 'det', options: {} });
    const rngAfterSetup = s.rng;
    const log: { seat: number; action: CaylusAction }[] = [];
    while (caylus.result(s) === null) {
      const seat = caylus.pending(s)[0]!;
      const a = rng.pick(caylus.actions(s, seat));
      expect(caylus.reveals(s, seat, a)).toBe(false);
      s = caylus.apply(s, seat, a);
      log.push({ seat, action: a });
    }
    expect(s.rng).toEqual(rngAfterSetup);
    const m = { ...newMatch(caylus, { players: 4, seed: 'det' }), log };
    expect(replay(caylus, m).hashes.at(-1)).toBe(hashState(s));
  });
});
