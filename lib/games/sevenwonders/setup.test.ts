/** Rules §10 "Setup and decks" (points 1–9), plus the card data checked against the rules tables. */
import { describe, expect, test } from 'vitest';
import { AGE_DECKS, CARDS, GUILD_IDS } from './cards';
import { CARD_INDEX, GUILD_INSTANCES, INSTANCES, INSTANCE_CARD, ageDeck } from './catalog';
import { sevenWonders } from './index';
import { RULES_CARD_TABLE } from './rules-table.fixture';
import { WONDERS } from './wonders';
import { cardIds } from './testkit';
import { RESOURCES, type SwState } from './types';

const idOf = (name: string): string => name.toLowerCase().split(' ').join('-');
const setup = (players: number, seed = 's', options = {}): SwState => sevenWonders.setup({ players, seed, options });
const COUNTS = [3, 4, 5, 6, 7];

describe('card data matches the rules tables', () => {
  test('every card of the rules tables exists with its colour, cost and chain', () => {
    expect(RULES_CARD_TABLE).toHaveLength(78);
    for (const [, name, colour, costText, , chain] of RULES_CARD_TABLE) {
      const card = CARDS[CARD_INDEX.get(idOf(name))!]!;
      expect(card, name).toBeDefined();
      expect(card.colour).toBe(colour);
      const want: string[] = [];
      let coins = 0;
      if (costText === '1 coin') coins = 1;
      else if (costText !== 'free') {
        for (const part of costText.split(' + ')) {
          const [n, res] = part.split(' ');
          for (let k = 0; k < Number(n); k++) want.push(res!.toLowerCase());
        }
      }
      expect(card.coins, name).toBe(coins);
      expect([...card.cost].sort(), name).toEqual(want.sort());
      const chainIds = chain === '—' ? [] : chain.split(' OR ').map(idOf);
      expect([...card.chainFrom].sort(), name).toEqual(chainIds.sort());
    }
    expect(CARDS).toHaveLength(75); // Loom, Glassworks, Press serve Ages I and II
    expect(CARDS.length).toBeLessThanOrEqual(96); // card bit sets use three 32-bit words
  });

  test('there are 26 chain links (§2.11)', () => {
    expect(CARDS.reduce((s, c) => s + c.chainFrom.length, 0)).toBe(26);
  });

  test('wonder boards: 7 boards, stage counts and stage VP totals of §2.12', () => {
    const vp = (stages: readonly { effect: { vp?: number } }[]): number => stages.reduce((s, x) => s + (x.effect.vp ?? 0), 0);
    const table: Record<string, [number, number, number, number]> = {
      rhodes: [3, 10, 2, 7],
      alexandria: [3, 10, 3, 7],
      ephesus: [3, 10, 3, 10],
      babylon: [3, 10, 3, 3],
      olympia: [3, 10, 3, 5],
      halicarnassus: [3, 10, 3, 3],
      giza: [3, 15, 4, 20]
    };
    expect(WONDERS).toHaveLength(7);
    for (const w of WONDERS) expect([w.A.length, vp(w.A), w.B.length, vp(w.B)], w.id).toEqual(table[w.id]);
    expect(WONDERS.map((w) => w.resource)).toEqual(['ore', 'glass', 'papyrus', 'clay', 'wood', 'textile', 'stone']);
    for (const w of WONDERS) for (const s of [...w.A, ...w.B]) for (const r of s.cost) expect(RESOURCES).toContain(r);
  });
});

describe('§10 Setup and decks', () => {
  test.each(COUNTS)('10.1 Age I and II decks hold 7N cards for %i players', (n) => {
    expect(ageDeck(1, n)).toHaveLength(7 * n);
    expect(ageDeck(2, n)).toHaveLength(7 * n);
  });

  test('10.2 copies of each card = number of thresholds ≤ N (as in the rules tables)', () => {
    for (const [age, name, , , counts] of RULES_CARD_TABLE) {
      if (name.endsWith('Guild')) continue;
      COUNTS.forEach((n, k) => {
        const ci = CARD_INDEX.get(idOf(name))!;
        const copies = ageDeck(age, n).filter((u) => INSTANCE_CARD[u] === ci).length;
        expect(copies, `${name} age ${age} ${n}p`).toBe(counts[k]);
      });
    }
    // and the deck data agree with the thresholds in the rules text for a sample
    expect(AGE_DECKS[0]!.find(([id]) => id === 'tavern')![1]).toEqual([4, 5, 7]);
  });

  test.each(COUNTS)('10.3 Age III = non-guild copies + N+2 random guilds = 7N for %i players', (n) => {
    expect(ageDeck(3, n)).toHaveLength([16, 22, 28, 34, 40][n - 3]!);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = setup(n, `g${i}`);
      expect(s.guilds).toHaveLength(n + 2);
      expect(new Set(s.guilds).size).toBe(n + 2);
      for (const g of s.guilds) expect(GUILD_INSTANCES).toContain(g);
      seen.add(cardIds(s.guilds).sort().join());
    }
    expect(seen.size).toBeGreaterThan(1); // drawn at random
    expect(GUILD_IDS).toHaveLength(10);
  });

  test('10.4 / 10.5 unused guilds and removed cards never reach the discard pile or any view', () => {
    const s0 = setup(4, 'discards');
    const unused = GUILD_INSTANCES.filter((g) => !s0.guilds.includes(g));
    const inPlay = new Set([...ageDeck(1, 4), ...ageDeck(2, 4), ...ageDeck(3, 4), ...s0.guilds]);
    let s = s0;
    const unusedNames = cardIds(unused);
    while (sevenWonders.pending(s).length > 0) {
      const seat = sevenWonders.pending(s)[0]!;
      const discard = sevenWonders.actions(s, seat).find((a) => a.type === 'play' && a.how === 'discard') ?? sevenWonders.actions(s, seat)[0]!;
      s = sevenWonders.apply(s, seat, discard);
      for (let v = 0; v < 4; v++) {
        const json = JSON.stringify(sevenWonders.view(s, v));
        for (const name of unusedNames) expect(json).not.toContain(`"${name}"`);
      }
    }
    expect(s.discard.length).toBeGreaterThan(60);
    for (const u of s.discard) {
      expect(unused).not.toContain(u);
      expect(inPlay.has(u)).toBe(true);
    }
  });

  test('10.6 two players use the 3-player deck: 7 each, 7 to the Free City pile, 5 guilds', () => {
    const s = setup(2, 'two');
    expect(s.guilds).toHaveLength(5);
    expect(ageDeck(1, 2)).toEqual(ageDeck(1, 3));
    // the holder (seat 0 in Age I) has already drawn the top pile card: 8 in hand, 6 in the pile
    expect(s.hands.map((h) => h.length)).toEqual([8, 7]);
    expect(s.pile).toHaveLength(6);
    expect(new Set([...s.hands[0]!, ...s.hands[1]!, ...s.pile]).size).toBe(21);
  });

  test.each([2, 3, 4, 5, 6, 7])('10.7 every city starts with 3 coins (%i players)', (n) => {
    const s = setup(n);
    expect(s.cities.map((c) => c.coins)).toEqual(Array.from({ length: n === 2 ? 3 : n }, () => 3));
  });

  test('10.8 distinct Wonders; sides random by default, all A / all B / chosen as options', () => {
    const sides = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = setup(7, `w${i}`);
      expect(new Set(s.cities.map((c) => c.wonder)).size).toBe(7);
      for (const c of s.cities) sides.add(c.side);
    }
    expect([...sides].sort()).toEqual(['A', 'B']);
    expect(setup(5, 'x', { sides: 'A' }).cities.every((c) => c.side === 'A')).toBe(true);
    expect(setup(5, 'x', { sides: 'B' }).cities.every((c) => c.side === 'B')).toBe(true);
    const chosen = setup(3, 'x', { sides: 'choose' });
    expect(chosen.phase).toBe('sides');
    expect(sevenWonders.pending(chosen)).toEqual([0, 1, 2]);
  });

  test('10.9 each Age deck is shuffled at the start of that Age and 7 cards are dealt to each player', () => {
    const a = setup(4, 'one');
    const b = setup(4, 'two');
    expect(a.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    expect(a.hands).not.toEqual(b.hands);
    for (const h of a.hands) for (const u of h) expect(INSTANCES[u]!.age).toBe(1);
    // play Age I out by discarding; Age II is dealt only then
    let s = a;
    while (s.age === 1) {
      const seat = sevenWonders.pending(s)[0]!;
      s = sevenWonders.apply(s, seat, sevenWonders.actions(s, seat).find((x) => x.type === 'play' && x.how === 'discard')!);
    }
    expect(s.age).toBe(2);
    expect(s.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    for (const h of s.hands) for (const u of h) expect(INSTANCES[u]!.age).toBe(2);
  });
});
