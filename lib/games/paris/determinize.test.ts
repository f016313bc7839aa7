/**
 * The search bot's sample of a Paris state from one seat's view (issue 14 item 9): at decisions
 * of whole games (2–4 players, the four option sets, random and heuristic play) the sample shows
 * that seat exactly the same view and the same legal actions; what is public or the seat's own is
 * the true value; and every physical piece is in the sample exactly once with the true counts
 * (building tiles, End Game tiles, bonus tiles, resource tokens, keys).
 */
import { describe, expect, test } from 'vitest';
import { determinize, ITEM_TOTALS, keysBehindScreen } from './determinize';
import { cutoff, evaluate, EVALUATION_SCALE } from './evaluate';
import { paris } from './index';
import { scoringBot } from '../../bots/scoring';
import { parisScorer } from './bot';
import { Rng, seedRng } from '../../core/rng';
import type { ParisState } from './types';
import type { OptionValues } from '../../core/types';
import { BUILDING_SITES, END_TILES, ITEMS } from './types';
import { BONUS_TILES } from './tables/bonus';
import { BUILDINGS } from './tables/buildings';
import { SPARE_KEYS, START_KEYS } from './tables/players';
import { placedKeys, waitingKeys } from './board';
import { bitCount } from './state';
import { situation as rawSituation, putKeys, giveBonus } from './testkit';

/** A test situation with its building tiles consistent: the stacks kept, less the tiles placed. */
function situation(players: number, edit: (s: ParisState) => void): ParisState {
  return rawSituation(players, (t) => {
    edit(t);
    t.stacks = t.stacks.map((st) => st.filter((x) => t.space[x]! < 0));
    t.removed = t.removed.filter((x) => t.space[x]! < 0);
  }, { keepStacks: true });
}

const heuristic = scoringBot(parisScorer)(3);
const OPTION_SETS: OptionValues[] = [{}, { variantSetup: true }, { ignoreDistricts: true }, { variantSetup: true, ignoreDistricts: true }];

/** The view without the last apply's events (a sample starts with none). */
const seen = (s: ParisState, seat: number): unknown => ({ ...paris.view(s, seat), events: [] });

/** Every physical piece exactly once, with the counts the setup made. */
function expectWhole(d: ParisState): void {
  // Building tiles: on a space, in a stack, removed, or drawn and waiting to be placed.
  const pending = [d.prompt, ...d.queue].flatMap((t) => (t && ('kind' in t ? t.kind : t.k) === 'placeTile' ? [(t as { tile: number }).tile] : []));
  const tiles = [...d.space.filter((t) => t >= 0), ...d.stacks.flat(), ...d.removed, ...pending].sort((a, b) => a - b);
  expect(tiles).toEqual(BUILDINGS.map((_, i) => i));
  // End Game tiles: in the stack, held or used, each once.
  const ends = [...d.endStack, ...d.ps.flatMap((p) => [...p.usedEnd, ...END_TILES.flatMap((_, i) => ((p.endTiles >> i) & 1 ? [i] : []))])].sort((a, b) => a - b);
  expect(ends).toEqual(END_TILES.map((_, i) => i));
  // Bonus tiles: left on the track plus held plus used = the copies in play, number by number.
  for (const t of BONUS_TILES) {
    const pos = d.trackNumber.indexOf(t.number);
    const out = d.ps.reduce((a, p) => a + ((p.bonus >> t.number) & 1) + p.usedBonus.filter((n) => n === t.number).length, 0);
    expect(d.trackCount[pos]! + out).toBe(t.copies[d.players - 2]);
  }
  // Resources: next to a space, in the supply or behind a screen, 6 of each.
  for (let r = 0; r < 3; r++) {
    const board = d.token.filter((x) => x === r).length;
    expect(board + d.supply[r]! + d.ps.reduce((a, p) => a + p.items[r]!, 0)).toBe(ITEM_TOTALS[r]);
  }
  for (let m = 3; m < ITEMS.length; m++) expect(d.token.filter((x) => x === m).length + d.ps.reduce((a, p) => a + p.items[m]!, 0)).toBeLessThanOrEqual(ITEM_TOTALS[m]!);
  // Keys: behind the screen plus on the board = the start plus spare keys taken.
  d.ps.forEach((p, q) => expect(p.keys + placedKeys(d, q) + waitingKeys(d, q)).toBe(START_KEYS[d.players]! + SPARE_KEYS - p.spare));
  // Never two bonus tiles of one number behind one screen: the bit mask holds at most one.
  d.ps.forEach((p) => expect(p.francs).toBeGreaterThanOrEqual(0));
}

describe('Paris determinizer', () => {
  test.each([2, 3, 4])('%i players: the sample shows the seat its view and its actions, holds every piece once, keeps what is known', (players) => {
    let checked = 0;
    OPTION_SETS.forEach((options, k) => {
      const seed = `pdet-${players}-${k}`;
      const rng = new Rng(seedRng(seed));
      let s = paris.setup({ players, seed, options });
      for (let step = 0; paris.result(s) === null; step++) {
        const seat = paris.pending(s)[0]!;
        const actions = paris.actions(s, seat);
        if (step % 3 === 0) {
          const d = determinize(paris.view(s, seat), seat, rng, actions)!;
          expect(seen(d, seat)).toEqual(seen(s, seat));
          expect(JSON.stringify(paris.actions(d, seat))).toBe(JSON.stringify(actions));
          expectWhole(d);
          d.ps.forEach((p, q) => {
            expect(p.keys).toBe(s.ps[q]!.keys);
            expect(bitCount(p.bonus)).toBe(bitCount(s.ps[q]!.bonus));
            expect(bitCount(p.endTiles)).toBe(bitCount(s.ps[q]!.endTiles));
          });
          expect(d.ps[seat]).toEqual(s.ps[seat]);
          // The sample plays on: the seat's choice is legal there and the game goes on.
          const a = actions[rng.below(actions.length)]!;
          expect(() => paris.apply(d, seat, a)).not.toThrow();
          checked++;
        }
        const a = k % 2 === 0 ? actions[rng.below(actions.length)]! : heuristic.choose({ seat, view: paris.view(s, seat), actions, rng });
        s = paris.apply(s, seat, a);
      }
    });
    expect(checked).toBeGreaterThan(200);
  });

  test('the hidden parts are drawn: other screens and the stacks differ between samples, the seat’s own never', () => {
    let s = paris.setup({ players: 3, seed: 'draws', options: {} });
    const rng = new Rng(seedRng('draws'));
    for (let n = 0; n < 60; n++) {
      const seat = paris.pending(s)[0]!;
      const actions = paris.actions(s, seat);
      s = paris.apply(s, seat, heuristic.choose({ seat, view: paris.view(s, seat), actions, rng }));
    }
    const seat = paris.pending(s)[0]!;
    const samples = Array.from({ length: 12 }, (_, i) => determinize(paris.view(s, seat), seat, new Rng(seedRng(`d${i}`)))!);
    const distinct = (f: (d: ParisState) => unknown) => new Set(samples.map((d) => JSON.stringify(f(d)))).size;
    expect(distinct((d) => d.stacks)).toBeGreaterThan(1);
    expect(distinct((d) => d.removed)).toBeGreaterThan(1);
    expect(distinct((d) => d.ps.filter((_, q) => q !== seat).map((p) => [p.francs, p.items]))).toBeGreaterThan(1);
    expect(distinct((d) => d.ps[seat])).toBe(1);
    // Each stack's top tile shows the district its back shows.
    for (const d of samples) d.stacks.forEach((st, k) => st.length > 0 && expect(BUILDINGS[st[st.length - 1]!]!.district).toBe(s.stacks[k]!.length > 0 ? BUILDINGS[s.stacks[k]![s.stacks[k]!.length - 1]!]!.district : -1));
  });

  test('other seats’ bonus tiles: the tiles taken and not used, as many as each holds, never two of a number', () => {
    // Tile 2 has two copies at 3 players: seats 1 and 2 each took one; seat 0 (viewer) holds 12.
    const s = situation(3, (t) => {
      const at2 = t.trackNumber.indexOf(2);
      const at12 = t.trackNumber.indexOf(12);
      const at5 = t.trackNumber.indexOf(5);
      t.trackCount[at2] = 0;
      t.trackCount[at12]! -= 1;
      t.trackCount[at5] = 0;
      giveBonus(t, 0, 12);
      giveBonus(t, 1, 2, 5);
      giveBonus(t, 2, 2);
    });
    for (let i = 0; i < 20; i++) {
      const d = determinize(paris.view(s, 0), 0, new Rng(seedRng(`b${i}`)))!;
      expect(d.ps[0]!.bonus).toBe(1 << 12);
      // Seat 1 holds two tiles, seat 2 one; the two 2s cannot be behind one screen.
      expect((d.ps[1]!.bonus | d.ps[2]!.bonus) >> 2 & 1).toBe(1);
      expect(d.ps[1]!.bonus & d.ps[2]!.bonus).toBe(1 << 2);
      expect(bitCount(d.ps[1]!.bonus)).toBe(2);
      expect(bitCount(d.ps[2]!.bonus)).toBe(1);
    }
  });

  test('keys behind another screen follow from the board: start + spare keys taken − keys placed', () => {
    const s = situation(4, (t) => {
      putKeys(t, 0, 1);
      putKeys(t, BUILDING_SITES + 0, 1, 1, 2);
      t.bank[1] = 0b101;
      t.arc = 0b10;
      t.ps[1]!.spare = 1;
      t.ps[1]!.keys = START_KEYS[4]! + 1 - 5;
    });
    const v = paris.view(s, 0);
    expect(keysBehindScreen(v, v.ps[1]!)).toBe(START_KEYS[4]! + 1 - 5);
    expect(determinize(v, 0, new Rng(seedRng('k')))!.ps[1]!.keys).toBe(s.ps[1]!.keys);
  });

  test('nothing to sample once the game is over', () => {
    let s = paris.setup({ players: 2, seed: 'over', options: {} });
    const rng = new Rng(seedRng('o'));
    while (paris.result(s) === null) {
      const seat = paris.pending(s)[0]!;
      const actions = paris.actions(s, seat);
      s = paris.apply(s, seat, actions[rng.below(actions.length)]!);
    }
    expect(determinize(paris.view(s, 0), 0, rng)).toBeNull();
  });
});

describe('Paris evaluation and cut-off', () => {
  test('VP in tenths, plus a district with a VP tile in full and francs at 0.8 VP (1 VP with bonus 27)', () => {
    const base = situation(3, (t) => {
      t.vpTileAt[0] = 0; // tile A: 20 / 10 / 5
      putKeys(t, 5, 0); // value 8 in district 0: seat 0 first
      putKeys(t, 4, 1); // value 5: seat 1 second
      for (const p of t.ps) (p.keys = 0), (p.francs = 0);
      t.ps[0]!.vp = 7;
      t.ps[2]!.francs = 10;
      t.lastRound = t.round; // the final round: keys and tiles are worth nothing more
    });
    const [a, b, c] = evaluate(base);
    expect(EVALUATION_SCALE).toBe(10);
    expect(a).toBe(70 + 200);
    expect(b).toBe(100);
    expect(c).toBe(10 * 1);
    const with27 = situation(3, (t) => {
      for (const p of t.ps) (p.keys = 0), (p.francs = 0);
      t.ps[2]!.francs = 10;
      giveBonus(t, 2, 27);
      t.lastRound = t.round;
    });
    expect(evaluate(with27)[2]).toBe(100);
  });

  test('a rollout is cut off once a full round after the current turn has been played', () => {
    const s = paris.setup({ players: 3, seed: 'cut', options: {} });
    const at = (round: number, turnsAfterFirst: number): ParisState => ({ ...s, round, turn: (s.first + turnsAfterFirst) % 3 });
    expect(cutoff(s, at(1, 2))).toBe(false);
    expect(cutoff(s, at(2, 0))).toBe(false);
    expect(cutoff(s, at(2, 1))).toBe(true);
  });
});
