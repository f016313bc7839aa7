/**
 * Engine checklist of paris.md §10, points 1–12 (setup and turn structure) and 65–67 (variants).
 * Each test builds the exact situation and asserts the exact outcome.
 */
import { describe, expect, test } from 'vitest';
import { paris } from './index';
import { resolveOptions } from '../../core/options';
import type { ParisAction, ParisState } from './types';
import { ITEMS, SLOTS } from './types';
import { BUILDINGS } from './tables/buildings';
import { BONUS_TILES } from './tables/bonus';
import { B, D, clone, situation } from './testkit';

const start = (players: number, seed = 'setup', options: Record<string, boolean> = {}) => paris.setup({ players, seed, options });
const types = (list: readonly ParisAction[]) => [...new Set(list.map((a) => a.type))];

describe('Setup', () => {
  test('1 only 2, 3 or 4 players can start; no solo mode', () => {
    for (const n of [1, 5]) expect(() => resolveOptions(paris, n, {})).toThrow(/2–4 players/);
    for (const n of [2, 3, 4]) expect(() => resolveOptions(paris, n, {})).not.toThrow();
    expect([paris.minPlayers, paris.maxPlayers]).toEqual([2, 4]);
  });

  test('2 each player starts with 3 francs, 0 VP, the meeple before position 1', () => {
    for (const n of [2, 3, 4]) {
      for (const p of start(n).ps) {
        expect(p.francs).toBe(3);
        expect(p.vp).toBe(0);
        expect(p.meeple).toBe(0);
        expect(p.items).toEqual([0, 0, 0, 0, 0, 0]);
        expect(p.bonus).toBe(0);
      }
    }
  });

  test('3 keys behind the screen 10 / 9 / 7, plus exactly 2 spares per colour in the supply', () => {
    expect([2, 3, 4].map((n) => start(n).ps.map((p) => [p.keys, p.spare]))).toEqual([
      [[10, 2], [10, 2]],
      [[9, 2], [9, 2], [9, 2]],
      [[7, 2], [7, 2], [7, 2], [7, 2]]
    ]);
  });

  test('4 three of the 36 buildings are removed unseen; 33 form 3 face-down stacks of 11', () => {
    const s = start(3, 'stacks');
    expect(s.removed).toHaveLength(3);
    expect(s.stacks.map((st) => st.length)).toEqual([11, 11, 11]);
    const all = [...s.removed, ...s.stacks.flat()].sort((a, b) => a - b);
    expect(all).toEqual(BUILDINGS.map((_, i) => i));
    // Nobody sees them: no view names a removed tile or a tile under the top of a stack.
    const hidden = [...s.removed, ...s.stacks.flatMap((st) => st.slice(0, -1))].map((t) => BUILDINGS[t]!.id);
    for (const seat of [null, 0, 1, 2]) {
      const text = JSON.stringify(paris.view(s, seat));
      for (const id of hidden) expect(text.includes(`"${id}"`)).toBe(false);
    }
    expect(paris.view(s, 0).removedUnseen).toBe(3);
    // Different seeds deal differently.
    expect(new Set(Array.from({ length: 20 }, (_, i) => start(3, `d${i}`).removed.join())).size).toBeGreaterThan(15);
  });

  test('5 bonus tiles: 30 at 2 players (one per number), 36 at 3, all 42 at 4; same numbers stacked on their position', () => {
    const total = (s: ParisState) => s.trackCount.reduce((a, b) => a + b, 0);
    expect([2, 3, 4].map((n) => total(start(n)))).toEqual([30, 36, 42]);
    const s4 = start(4);
    for (let pos = 1; pos <= 30; pos++) {
      expect(s4.trackNumber[pos]).toBe(pos);
      expect(s4.trackCount[pos]).toBe(BONUS_TILES[pos - 1]!.copies[2]);
    }
    expect(start(2).trackCount.slice(1).every((c) => c === 1)).toBe(true);
  });

  test('6 VP tiles and landmarks start face up beside the board; End Game tiles face down', () => {
    const v = paris.view(start(3), 1);
    expect(v.vpTilesLeft).toEqual([0, 1, 2, 3, 4, 5]);
    expect(v.landmarks.every((l) => l.district === null && l.keys.length === 0)).toBe(true);
    expect(v.landmarks.map((l) => l.value)).toEqual([10, 11, 11, 12, 13, 14, 15, 16]);
    expect(v.endStackCount).toBe(12);
    expect(JSON.stringify(v).includes('"E1"')).toBe(false);
  });

  test('7 the general resource supply starts empty: nothing can be bought on turn 1', () => {
    const s = start(3);
    expect(s.supply).toEqual([0, 0, 0]);
    const seat = paris.pending(s)[0]!;
    const after = paris.apply(s, seat, paris.actions(s, seat)[0]!);
    expect(paris.actions(after, seat).some((a) => a.type === 'buy')).toBe(false);
  });
});

describe('Turn structure', () => {
  test('8 a turn starts with step 1 (draw only), then step 2; nothing else is offered before the draw', () => {
    const s = start(3, 'turn');
    const seat = s.first;
    expect(paris.pending(s)).toEqual([seat]);
    expect(types(paris.actions(s, seat))).toEqual(['draw']);
    const t = paris.apply(s, seat, paris.actions(s, seat)[0]!);
    expect(t.prompt).toEqual({ kind: 'main', seat });
    expect(types(paris.actions(t, seat))).toEqual(['placeKey']); // no key on the board yet, stacks not empty
    // The action ends step 2; with nothing more to do the turn passes on.
    const u = paris.apply(t, seat, { type: 'placeKey', at: D('saintGermain') });
    expect(paris.pending(u)).toEqual([(seat + 1) % 3]);
    expect(u.prompt?.kind).toBe('draw');
  });

  test('9 the drawn tile goes on the space of its printed district and value (base game)', () => {
    const s = situation(3, (x) => (x.stacks = [[B(D('laVillette'), 8)], [], []]), { keepStacks: true, prompt: { kind: 'draw', seat: 0 } });
    const t = paris.apply(s, 0, { type: 'draw', stack: 0 });
    expect(t.space[B(D('laVillette'), 8)]).toBe(B(D('laVillette'), 8));
    expect(t.stacks[0]).toEqual([]);
    expect(BUILDINGS[t.space[B(D('laVillette'), 8)]!]!.type).toBe('theatre');
  });

  test('10 once all three stacks are empty, step 1 never happens again', () => {
    const s = situation(3, () => {}, { prompt: null });
    s.prompt = { kind: 'after', seat: 2 };
    s.turn = 2;
    const t = paris.apply(s, 2, { type: 'endTurn' });
    expect(t.prompt).toEqual({ kind: 'main', seat: 0 });
  });

  test('11 taking an End Game tile is illegal while any building stack holds a tile', () => {
    const withTile = situation(3, (x) => (x.stacks = [[], [5], []]), { keepStacks: true });
    expect(paris.actions(withTile, 0).some((a) => a.type === 'takeEnd')).toBe(false);
    expect(() => paris.apply(withTile, 0, { type: 'takeEnd', tile: 'E1' })).toThrow(/not a legal action/);
    const empty = situation(3, () => {});
    expect(paris.actions(empty, 0).filter((a) => a.type === 'takeEnd')).toHaveLength(12);
  });

  test('12 with a legal action the player must take one (no pass); with none they pass step 2', () => {
    const s = situation(3, () => {});
    expect(paris.actions(s, 0).some((a) => a.type === 'pass')).toBe(false);
    // No key behind the screen, none on the board, End Game tiles all taken: only pass.
    const stuck = situation(3, (x) => {
      x.ps[0]!.keys = 0;
      x.endStack = [];
      x.lastRound = 5;
    });
    expect(paris.actions(stuck, 0)).toEqual([{ type: 'pass' }]);
    // A single forced pass is played by the flow: the turn goes on to the next player.
    const before = clone(stuck);
    before.prompt = { kind: 'after', seat: 2 };
    before.turn = 2;
    const next = paris.apply(before, 2, { type: 'endTurn' });
    expect(next.turn).toBe(1);
    expect(next.events.some((e) => e.key === 'paris.auto' && e.params['action'] === 'paris.action.pass')).toBe(true);
  });
});

describe('Variants', () => {
  test('65 variant setup: resource Gold beside the six 8s, the other 30 tokens at random on values 1–5', () => {
    const tokensOf = (seed: string) => start(3, seed, { variantSetup: true }).token;
    const t = tokensOf('v1');
    const gold = ITEMS.indexOf('gold');
    for (let d = 0; d < 6; d++) expect(t[d * SLOTS + 5]).toBe(gold);
    const counts = ITEMS.map((_, i) => t.filter((x) => x === i).length);
    expect(counts).toEqual([6, 6, 6, 6, 6, 6]);
    expect(new Set(Array.from({ length: 10 }, (_, i) => tokensOf(`v${i}`).join())).size).toBeGreaterThan(8);
    // The basic layout is fixed.
    expect(start(3, 'a').token).toEqual(start(3, 'b').token);
  });

  test('66 variant setup: one tile of each number shuffled within its zone; extra copies on their twin', () => {
    const s = start(4, 'zones', { variantSetup: true });
    const zone = (pos: number) => (pos <= 10 ? 0 : pos <= 20 ? 1 : 2);
    for (let pos = 1; pos <= 30; pos++) {
      const n = s.trackNumber[pos]!;
      expect(zone(n)).toBe(zone(pos));
      expect(s.trackCount[pos]).toBe(BONUS_TILES[n - 1]!.copies[2]);
    }
    expect(s.trackNumber.slice(1).slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(s.trackNumber.slice(1)).not.toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  test('67 ignore district names: all 36 tiles in stacks of 12; a tile goes on any free space of its value in a district without its type; if none, it is removed', () => {
    const s0 = start(3, 'ign', { ignoreDistricts: true });
    expect(s0.removed).toEqual([]);
    expect(s0.stacks.map((st) => st.length)).toEqual([12, 12, 12]);
    // Draw the La Villette Theatre (8): Theatres stand in Montmartre (4) and Batignolles (1) already.
    const lvTheatre = B(D('laVillette'), 8);
    const s = situation(3, (x) => {
      x.stacks = [[lvTheatre], [], []];
      x.space[B(D('montmartre'), 4)] = B(D('montmartre'), 4);
      x.space[B(D('batignolles'), 1)] = B(D('batignolles'), 1);
      x.space[B(D('chaillot'), 8)] = B(D('chaillot'), 8);
    }, { options: { ignoreDistricts: true }, keepStacks: true, prompt: { kind: 'draw', seat: 0 } });
    const t = paris.apply(s, 0, { type: 'draw', stack: 0 });
    expect(t.prompt).toEqual({ kind: 'placeTile', seat: 0, tile: lvTheatre });
    expect(paris.actions(t, 0)).toEqual([D('laVillette'), D('belleville'), D('saintGermain')].map((district) => ({ type: 'placeTile', district })));
    const u = paris.apply(t, 0, { type: 'placeTile', district: D('belleville') });
    expect(u.space[B(D('belleville'), 8)]).toBe(lvTheatre);
    expect(paris.view(u, 1).buildings[B(D('belleville'), 8)]!.tile).toEqual({ id: 'LV8', type: 'theatre', printedDistrict: D('laVillette') });
    // A tile that fits nowhere is removed, in sight of all: every value-8 space is already built.
    const others8 = [0, 2, 3, 4, 5].map((d) => B(d, 8));
    const full = situation(3, (x) => {
      x.stacks = [[lvTheatre], [], []];
      others8.forEach((tile, i) => (x.space[B(i, 8)] = tile));
      x.space[B(5, 8)] = B(D('chaillot'), 8);
    }, { options: { ignoreDistricts: true }, keepStacks: true, prompt: { kind: 'draw', seat: 0 } });
    const v = paris.apply(full, 0, { type: 'draw', stack: 0 });
    expect(v.removed).toEqual([lvTheatre]);
    expect(v.prompt?.kind).toBe('main');
    expect(paris.view(v, 2).removedSeen).toEqual(['LV8']);
  });
});
