/**
 * Engine checklist §10 of rules/belfort.md, points 1–8: setup.
 * Each test builds the exact situation and asserts the exact outcome.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import { PROPERTIES } from './types';
import { GUILD_TILES } from './tables/guilds';
import { handSize } from './cards';
import { act, legal, started } from './testkit';

const setupOf = (players: number, seed: string, options: Record<string, string | boolean> = {}) => belfort.setup({ players, seed, options });

describe('§10 Setup', () => {
  test('§10.1 player count must be 2–5; 2 players activates the Neutral-Player rules', () => {
    expect(() => setupOf(1, 'a')).toThrow(/2–5/);
    expect(() => setupOf(6, 'a')).toThrow(/2–5/);
    for (const n of [2, 3, 4, 5]) {
      const s = setupOf(n, 'a');
      expect(s.players).toBe(n);
      expect(s.contestants).toBe(n === 2 ? 4 : n);
      expect(s.npDwarf.length).toBe(n === 2 ? 2 : 0);
      expect(belfort.ruleSeats!(n, {})).toEqual(n === 2 ? ['Neutral 3', 'Neutral 4'] : []);
    }
  });

  test('§10.2 Gnome supply is 9/14/18/22 for 2/3/4/5 players', () => {
    expect([2, 3, 4, 5].map((n) => setupOf(n, 'g').gnomes)).toEqual([9, 14, 18, 22]);
    expect([2, 3, 4, 5].map((n) => belfort.view(setupOf(n, 'g'), null).gnomeSupply)).toEqual([9, 14, 18, 22]);
  });

  test('§10.3 each player starts with 3 Elves, 3 Dwarves (no Master), 0 Gnomes, 1 Wood, 1 Stone, 1 Metal, 5 Gold, score 0', () => {
    for (const n of [2, 3, 4, 5]) {
      const v = belfort.view(setupOf(n, 's3'), null);
      for (const p of v.ps) {
        expect([p.elves, p.dwarves, p.masterElves, p.masterDwarves, p.gnomes, p.score]).toEqual([3, 3, 0, 0, 0, 0]);
        expect(p.resources).toEqual({ wood: 1, stone: 1, metal: 1, gold: 5 });
      }
    }
  });

  test('§10.4 each player is dealt 5 cards, keeps exactly 3 and discards exactly 2 face up', () => {
    let s = setupOf(3, 's4');
    expect(s.ps.map((p) => handSize(p.hand))).toEqual([5, 5, 5]);
    expect(belfort.pending(s)).toEqual([0, 1, 2]); // simultaneous
    for (const a of belfort.actions(s, 0)) expect(a.type === 'keep' && a.discard.length === 2).toBe(true);
    // Seat 1 chooses: nothing is revealed yet, and nobody else learns the choice.
    const a1 = belfort.actions(s, 1)[0]!;
    s = belfort.apply(s, 1, a1);
    expect(s.discard.every((n) => n === 0)).toBe(true);
    expect(handSize(s.ps[1]!.hand)).toBe(5);
    expect(belfort.view(s, 0).ps[1]!.keepChosen).toBe(true);
    expect(JSON.stringify(belfort.view(s, 0))).not.toContain('"keep":[');
    expect(belfort.pending(s)).toEqual([0, 2]);
    s = belfort.apply(s, 0, belfort.actions(s, 0)[0]!);
    s = belfort.apply(s, 2, belfort.actions(s, 2)[0]!);
    expect(s.ps.map((p) => handSize(p.hand))).toEqual([3, 3, 3]);
    expect(s.discard.reduce((a, b) => a + b, 0)).toBe(6);
    expect(s.phase).toBe('placement');
    expect(s.round).toBe(1);
  });

  test('§10.5 the deck has 50 cards: 5 of each of the ten types', () => {
    const s = setupOf(4, 's5');
    const all = Array<number>(10).fill(0);
    for (const t of s.deck) all[t]! += 1;
    for (const t of s.display) all[t]! += 1;
    for (const p of s.ps) p.hand.forEach((n, t) => (all[t]! += n));
    expect(all).toEqual(Array(10).fill(5));
    expect(PROPERTIES.length).toBe(10);
    expect(s.deck.length).toBe(50 - 4 * 5 - 3);
  });

  test('§10.6 three display cards are face up after setup', () => {
    const s = setupOf(5, 's6');
    expect(s.display.filter((t) => t >= 0).length).toBe(3);
    expect(belfort.view(s, null).display.every((c) => c !== null)).toBe(true);
  });

  test('§10.7 crests 1..N dealt at random; 2 players: humans hold 1 and 2, NP3 holds 3 and NP4 holds 4', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const s = setupOf(4, `c${i}`);
      expect(s.crest.slice().sort()).toEqual([1, 2, 3, 4]);
      firsts.add(s.order[0]!);
      expect(s.order.map((seat) => s.crest[seat])).toEqual([1, 2, 3, 4]);
    }
    expect(firsts.size).toBe(4);
    const holders = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = setupOf(2, `c${i}`);
      expect(s.crest.slice(0, 2).sort()).toEqual([1, 2]);
      expect(s.crest.slice(2)).toEqual([3, 4]);
      holders.add(s.order[0]!);
    }
    expect(holders).toEqual(new Set([0, 1]));
  });

  test('§10.8 exactly 5 guilds with the mode\'s composition; no Thieves/Bandits/Spies at 2 players', () => {
    const cats = (gs: readonly string[]) => gs.map((g) => GUILD_TILES[g as keyof typeof GUILD_TILES].category[0]).sort().join('');
    for (let i = 0; i < 30; i++) {
      const b = setupOf(4, `g${i}`, { guilds: 'beginner' });
      expect(b.guilds.length).toBe(5);
      expect(cats(b.guilds)).toBe('bbrrr');
      const n = setupOf(3, `g${i}`);
      expect(cats(n.guilds)).toBe('bbiir');
      expect(new Set(n.guilds).size).toBe(5);
      for (const mode of ['normal', 'beginner', 'random']) {
        const two = setupOf(2, `g${i}`, { guilds: mode });
        expect(two.guilds.length).toBe(5);
        for (const g of ['thieves', 'bandits', 'spies']) expect(two.guilds).not.toContain(g);
        if (mode === 'normal') expect(two.guilds).toContain('wizards');
      }
    }
  });

  test('§10.8 Advanced, agreed guilds: the first player enters the five (2 players: never Thieves\', Bandits\' or Spies\'), then they go to random districts', () => {
    let s = setupOf(4, 'agreed', { guilds: 'agreed' });
    expect(s.phase).toBe('guilds');
    expect(belfort.pending(s)).toEqual([0]);
    expect(belfort.actions(s, 0).length).toBe(12);
    for (const guild of ['merchants', 'miners', 'wizards', 'spies'] as const) s = belfort.apply(s, 0, { type: 'pickGuild', guild });
    expect(belfort.actions(s, 0).length).toBe(8);
    expect(belfort.view(s, 1).agreedGuilds).toEqual(['merchants', 'miners', 'wizards', 'spies']);
    expect(belfort.view(s, 1).guilds).toEqual([]);
    s = belfort.apply(s, 0, { type: 'pickGuild', guild: 'bankers' });
    expect(s.phase).toBe('keep');
    expect(s.guilds.slice().sort()).toEqual(['bankers', 'merchants', 'miners', 'spies', 'wizards']);
    expect(belfort.view(s, 1).guilds.map((g) => g.id).sort()).toEqual(['bankers', 'merchants', 'miners', 'spies', 'wizards']);
    const two = setupOf(2, 'agreed2', { guilds: 'agreed' });
    const offered = belfort.actions(two, 0).map((a) => (a.type === 'pickGuild' ? a.guild : ''));
    expect(offered.length).toBe(9);
    for (const g of ['thieves', 'bandits', 'spies']) expect(offered).not.toContain(g);
  });

  test('2 players: each human blocks a different guild with an NP Dwarf, crest 1 first', () => {
    let s = setupOf(2, 'np');
    for (const seat of [0, 1]) s = belfort.apply(s, seat, belfort.actions(s, seat)[0]!);
    expect(s.phase).toBe('npGuild');
    const first = s.order[0]!;
    expect(belfort.pending(s)).toEqual([first]);
    expect(legal(s).length).toBe(5);
    s = act(s, { type: 'npGuild', district: 2 });
    expect(belfort.pending(s)).toEqual([s.order[1]!]);
    expect(legal(s).map((a) => (a.type === 'npGuild' ? a.district : -1))).toEqual([0, 1, 3, 4]);
    s = act(s, { type: 'npGuild', district: 4 });
    expect(s.npDwarf).toEqual([2, 4]);
    expect(s.phase).toBe('placement');
  });

  test('the same seed gives the same setup; started() helper reaches round 1', () => {
    expect(JSON.stringify(setupOf(4, 'same'))).toBe(JSON.stringify(setupOf(4, 'same')));
    expect(started(3).round).toBe(1);
  });
});
