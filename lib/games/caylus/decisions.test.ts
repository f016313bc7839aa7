/**
 * Tests for the decisions recorded in docs/rules-decisions.md § Caylus (gaps and conflicts of
 * rules/caylus.md §11). Each test names the decision it covers.
 */
import { describe, expect, test } from 'vitest';
import { caylus, CAYLUS_OPTIONS } from './index';
import { resolveOptions } from '../../core/options';
import { NOBODY } from './state';
import { act, atPhase, fresh, legal, putTile, putWorkerOn, setCubes, setPP, situation } from './testkit';

describe('Caylus rules decisions', () => {
  test('D-church: the Church gives 4 PP by default (rulebook), 3 PP with churchPP=3 (printed tile)', () => {
    const run = (churchPP: string) => {
      const s = situation(fresh(3, { order: [0, 1, 2], options: { churchPP } }), (d) => {
        atPhase(d, 'road');
        d.passed = [0, 1, 2];
        d.provost = 10;
        putTile(d, 9, 'mason', 1);
        putWorkerOn(d, 9, 0);
        setCubes(d, 0, { stone: 1, cloth: 1 });
      });
      return act(s, { type: 'build', building: 'church', pay: ['stone', 'cloth'], space: 10 }).ps[0]!.pp;
    };
    expect(run('4')).toBe(4);
    expect(run('3')).toBe(3);
    expect(resolveOptions(caylus, 3, {})).toEqual({ simplifiedFavours: false, churchPP: '4', tailor: 'rulebook' });
    expect(CAYLUS_OPTIONS.map((o) => o.key)).toEqual(['simplifiedFavours', 'churchPP', 'tailor']);
  });

  test('D-ninth-stone-tile: the 9th stone tile is a second Architect', () => {
    const s = fresh(3);
    expect(s.stock.architect).toBe(2);
    const stone = caylus.view(s, null).stock.stone;
    expect(stone.reduce((n, x) => n + x.left, 0)).toBe(9);
    const wood = caylus.view(s, null).stock.wood;
    expect(wood.reduce((n, x) => n + x.left, 0)).toBe(8);
  });

  test('D-first-turn-income: turn 1 starts with phase 1 income like every turn', () => {
    const s = caylus.setup({ players: 4, seed: 'inc', options: {} });
    expect(s.events[0]).toEqual({ key: 'caylus.event.income', seat: null, params: { turn: 1 } });
    expect(s.order.map((seat) => s.ps[seat]!.money)).toEqual([7, 8, 8, 9]);
  });

  test('D-road-full: no wood or stone building can be built when no road space is empty (§11.14)', () => {
    const s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'road');
      d.passed = [0, 1, 2];
      d.provost = 10;
      for (let space = 9; space <= 28; space++) if (d.tile[space - 1] === null) putTile(d, space, 'residence', 2);
      putWorkerOn(d, 8, 0);
      setCubes(d, 0, { food: 5, wood: 5 });
    });
    // The Carpenter has nothing it could build: the worker goes home (no decision).
    expect(s.worker[7]).toBe(NOBODY);
    expect(s.events.some((e) => e.key === 'caylus.event.forced' && e.params.kind === 'activate')).toBe(true);
  });

  test('D-residences-unlimited: more than 8 residences work the same (a house marks the space)', () => {
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'road');
      d.passed = [0, 1, 2];
      d.provost = 10;
      for (let space = 11; space <= 18; space++) putTile(d, space, 'residence', 1);
      d.tile[0] = 'forest';
      putTile(d, 9, 'lawyer', 1);
      putWorkerOn(d, 9, 0);
      setCubes(d, 0, { cloth: 1 });
    });
    expect(caylus.view(s, null).stock.residenceTilesLeft).toBe(0);
    s = act(s, { type: 'convert', space: 1 });
    expect(s.tile[0]).toBe('residence');
    expect(caylus.view(s, null).seats[0]!.income).toBe(3);
  });

  test('D-houses-unlimited: a player may place more than 20 houses; the view shows 0 left', () => {
    const s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'castle');
      d.passed = [0, 1, 2];
      d.castleWorkers = [0];
      d.ps[0]!.housesUsed = 20;
      setCubes(d, 0, { food: 1, wood: 1, stone: 1 });
    });
    const t = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] });
    expect(t.castle[0]).toEqual([0]);
    expect(t.ps[0]!.housesUsed).toBe(21);
    expect(caylus.view(t, 0).seats[0]!.housesLeft).toBe(0);
  });

  test('D-several-sections: sections completed in one turn are scored in order, each opening its columns, and a full castle ends the game (§11.25, §11.4)', () => {
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'castle');
      d.passed = [0, 1, 2];
      d.castleWorkers = [0, 1];
      d.castle = [[2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]];
      setCubes(d, 0, { food: 9, wood: 9, stone: 9 });
      setCubes(d, 1, { food: 9, wood: 9, stone: 9 });
      for (let seat = 0; seat < 3; seat++) setPP(d, seat, 20);
    });
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] }); // Dungeon full
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] }); // Walls full
    s = act(s, { type: 'deliver', cubes: ['food', 'wood', 'stone'] }); // Towers full: nothing more possible
    expect(s.castle.map((h) => h.length)).toEqual([6, 10, 14]);
    expect(s.ps[0]!.pp).toBe(20 + 5 + 4 + 3);
    // Player 2 cannot deliver (no space) and is not penalised; the best builder (Player 1) gets a favour.
    expect(s.ps[1]!.pp).toBe(20);
    expect(s.prompt).toEqual({ kind: 'favourRow', seat: 0, why: 'castle' });
    s = act(s, { type: 'favourRow', row: 'prestige' });
    // Phase 7: the bailiff is far from 12, but the Dungeon is full: scored; then the Walls; then
    // the Towers, each after the favours of the one before (taken here as the first legal choice).
    const keys: unknown[] = [];
    const opened: number[] = [];
    for (;;) {
      s = act(s, legal(s)[0]!);
      keys.push(...s.events.filter((e) => e.key === 'caylus.event.scoring').map((e) => e.params.section));
      if (s.phase === 'over') break;
      opened.push(caylus.view(s, null).favours.openColumns);
    }
    expect(keys).toEqual(['dungeon', 'walls', 'towers']);
    expect(opened).toContain(4);
    expect(s.phase).toBe('over');
    expect(caylus.result(s)).not.toBeNull();
  });

  test('D-stables-now: the new turn order from the Stables is already the phase-7 scoring order (§11.26)', () => {
    const s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'specials');
      d.passed = [0, 1, 2];
      d.stables = [2, NOBODY, NOBODY];
      d.ps[2]!.workers -= 1;
      for (const p of d.ps) p.money = 0; // no provost bribes: straight to phase 7
      d.bailiff = 11;
      d.provost = 11;
      d.castle = [[0, 0, 1, 1, 2, 2], [], []];
    });
    // Dungeon full → scored in the new order 2, 0, 1: Player 3's favour comes first.
    expect(s.order).toEqual([2, 0, 1]);
    expect(s.queue.map((q) => q.seat)).toEqual([2, 0, 1]);
  });

  test('D-favour-order: a favour earned while resolving another (a Church by favour) is resolved before the next player’s', () => {
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'endTurn');
      d.bailiff = 11;
      d.provost = 5;
      d.castle = [[0, 0, 1, 1], [], []];
      d.ps[0]!.fav[3] = 2; // buildings row, column 2
      setCubes(d, 0, { cloth: 1 });
      d.section = 0;
    });
    expect(s.queue.map((q) => q.seat)).toEqual([0, 1]);
    s = act(s, { type: 'favourRow', row: 'buildings' }); // column 3 not open yet: stays on 2 (wood only)
    expect(s.ps[0]!.fav[3]).toBe(2);
    expect(legal(s).some((a) => a.type === 'favourBuild' && a.building === 'church')).toBe(false);
    const t = situation(s, (d) => {
      d.section = 1; // pretend the Dungeon was already open to show the nesting
      d.queue = [{ k: 'favourEffect', seat: 0, why: 'walls', row: 'buildings' }, { k: 'favour', seat: 1, why: 'walls' }];
      d.ps[0]!.fav[3] = 3;
    });
    const u = act(t, { type: 'favourBuild', col: 3, building: 'church', pay: ['cloth'], space: 9 });
    expect(u.prompt).toEqual({ kind: 'favourRow', seat: 0, why: 'church' });
    expect(u.queue.map((q) => q.seat)).toEqual([0, 1]);
  });

  test('D-lawyer-delay: a waiting conversion is paid at once and scores its +2 PP when it happens', () => {
    let s = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'road');
      d.passed = [0, 1, 2];
      d.provost = 12;
      putTile(d, 9, 'lawyer', 2);
      putWorkerOn(d, 9, 0);
      putTile(d, 11, 'sawmill', 0);
      putWorkerOn(d, 11, 1);
      setCubes(d, 0, { cloth: 1 });
      d.ps[0]!.money = 3;
    });
    s = act(s, { type: 'convert', space: 11 });
    // Player 2's worker on the Sawmill (one output) was activated by itself, then the conversion
    // happened; nothing else to decide, so the turn ended in the same step.
    const keys = s.events.map((e) => e.key);
    expect(keys.indexOf('caylus.event.conversionWaits')).toBeLessThan(keys.indexOf('caylus.event.converted'));
    expect(s.events.find((e) => e.key === 'caylus.event.converted')).toMatchObject({ seat: 0, params: { space: 11, building: 'sawmill', pp: 2 } });
    expect(s.tile[10]).toBe('residence');
    expect(s.ps[0]!.pp).toBe(2);
    expect(s.ps[0]!.money).toBe(3 - 1 + 2 + 1); // paid 1, then turn 2 income with the new residence
  });
});
