/**
 * The worked examples of the source (rules/belfort.md Appendix A), as tests. Colours are seats:
 * Red 0, Yellow 1, Purple 2, Blue 3.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import type { BelfortState } from './types';
import type { Draft } from './state';
import { act, atPhase, atTurn, has, mark, resOf, setBuilt, setCrests, setGuilds, setHand, setRes, situation, started, sym } from './testkit';
import { majorityPoints } from './majority';
import { districtScores, raceScores } from './scoring';

const RED = 0, YELLOW = 1, PURPLE = 2, BLUE = 3;
const four = (patch: (d: Draft) => void): BelfortState =>
  situation(started(4, { seed: 'ex' }), (d) => {
    setCrests(d, [1, 2, 3, 4]);
    for (let i = 0; i < 4; i++) setRes(d, i, { gold: 5 });
    patch(d);
  });
const put = (d: Draft, seat: number, area: number, kind: number, n: number) => (d.ps[seat]!.areas[area * 4 + kind] = n);

describe('Appendix A — worked examples', () => {
  test('A.1 Recruitment Office, 4 players: Red on space 1, Blue may take space 2 for 2 Gold, space 3 is unusable', () => {
    let s = four((d) => setCrests(d, [1, 3, 4, 2]));
    s = act(s, { type: 'place', worker: 'elf', at: 'recruit' }, RED);
    expect(has(s, { type: 'place', worker: 'dwarf', at: 'recruit' }, BLUE)).toBe(true);
    s = act(s, { type: 'place', worker: 'dwarf', at: 'recruit' }, BLUE);
    expect(resOf(s, BLUE).gold).toBe(3);
    expect(s.recruit.length).toBe(2);
    expect(has(s, { type: 'place', worker: 'elf', at: 'recruit' }, YELLOW)).toBe(false);
  });

  test('A.2 King\'s Camp: the first Camp worker takes space 1 and resolves first', () => {
    let s = four((d) => setCrests(d, [2, 1, 3, 4]));
    s = act(s, { type: 'place', worker: 'elf', at: 'camp' }, YELLOW);
    s = act(s, { type: 'place', worker: 'elf', at: 'camp' }, RED);
    expect(belfort.view(s, null).camp).toEqual([YELLOW, RED]);
    const c = situation(s, (d) => atPhase(d, 'collection', 5));
    expect(belfort.pending(c)).toEqual([YELLOW]);
  });

  test('A.3 guild fee: the Miners\' Guild is unowned, so the placer pays 1 Gold to the supply', () => {
    const s = four((d) => setGuilds(d, ['miners', 'merchants', 'architects', 'thieves', 'spies']));
    const t = act(s, { type: 'place', worker: 'dwarf', at: 'guild', district: 0 });
    expect(resOf(t, RED).gold).toBe(4);
    expect(t.ps.reduce((a, p) => a + p.res[3]!, 0)).toBe(19);
  });

  test('A.4 locked space: Blacksmith yes, Inn without a Gnome no', () => {
    const s = four((d) => setBuilt(d, RED, { blacksmith: 1, inn: 1 }));
    expect(has(s, { type: 'place', worker: 'elf', at: 'card', card: 'blacksmith' })).toBe(true);
    expect(has(s, { type: 'place', worker: 'elf', at: 'card', card: 'inn' })).toBe(false);
  });

  const collectWith = (patch: (d: Draft) => void) =>
    four((d) => {
      for (let i = 0; i < 4; i++) setRes(d, i, {});
      patch(d);
      atPhase(d, 'collection');
    });

  test('A.5 Forest: Red 1 Master Elf → 2 Wood; Yellow 2 Elves → 2 Wood + 1 bonus', () => {
    const s = collectWith((d) => {
      setBuilt(d, RED, { gardens: 1 }, { gardens: 1 });
      put(d, RED, 0, 1, 1);
      put(d, YELLOW, 0, 0, 2);
    });
    expect([resOf(s, RED).wood, resOf(s, YELLOW).wood]).toEqual([2, 3]);
  });

  test('A.6 Quarry: Blue 1 Dwarf, Red 1 Dwarf → 1 Stone each, no bonus', () => {
    const s = collectWith((d) => {
      put(d, BLUE, 1, 2, 1);
      put(d, RED, 1, 2, 1);
    });
    expect([resOf(s, BLUE).stone, resOf(s, RED).stone]).toEqual([1, 1]);
  });

  test('A.7 Mine: Yellow Elf+Dwarf → 1 Metal; Purple Master Dwarf + 2 Elves → 2 Metal + 1 bonus', () => {
    const s = collectWith((d) => {
      put(d, YELLOW, 2, 0, 1);
      put(d, YELLOW, 2, 2, 1);
      setBuilt(d, PURPLE, { pub: 1 }, { pub: 1 });
      put(d, PURPLE, 2, 3, 1);
      put(d, PURPLE, 2, 0, 2);
    });
    expect([resOf(s, YELLOW).metal, resOf(s, PURPLE).metal]).toEqual([1, 3]);
  });

  test('A.8 Gold Mine: Blue 2 workers → 2 Gold; Red 2 Master Elves → 4 Gold; tied on pieces → no bonus', () => {
    const s = collectWith((d) => {
      put(d, BLUE, 3, 0, 1);
      put(d, BLUE, 3, 2, 1);
      setBuilt(d, RED, { gardens: 2 }, { gardens: 2 });
      put(d, RED, 3, 1, 2);
    });
    expect([resOf(s, BLUE).gold, resOf(s, RED).gold - 2]).toEqual([2, 4]); // Red's two Gardens pay 2 income
  });

  test('A.9 Recruitment: Red\'s Elf returns with a new Elf; Blue\'s Dwarf with a new Dwarf', () => {
    const s = collectWith((d) => (d.recruit = [RED * 4 + 0, BLUE * 4 + 2]));
    expect([s.ps[RED]!.elves, s.ps[BLUE]!.dwarves]).toEqual([4, 4]);
  });

  test('A.10 King\'s Camp swaps: Yellow 4↔1 with Red, Red 4↔2 with Purple → Yellow 1, Red 2, Purple 4, Blue 3', () => {
    let s = four((d) => {
      setCrests(d, [1, 4, 2, 3]);
      d.camp = [YELLOW, RED];
      atPhase(d, 'collection', 5);
    });
    s = act(s, { type: 'camp', swap: RED });
    s = act(s, { type: 'camp', swap: PURPLE });
    expect([s.crest[YELLOW], s.crest[RED], s.crest[PURPLE], s.crest[BLUE]]).toEqual([1, 2, 4, 3]);
  });

  test('A.11 Income & Taxes: Keep + Gatehouse + Tower → +2 Gold; score 15 → pays 2 Gold', () => {
    const s = collectWith((d) => {
      setBuilt(d, RED, { keep: 1, gatehouse: 1, tower: 1 });
      d.ps[RED]!.score = 15;
      d.ps[RED]!.points[0] = 15;
    });
    expect([resOf(s, RED).gold, s.ps[RED]!.score]).toEqual([0, 15]);
    expect(s.events.map((e) => e.text)).toContain('Player 1 takes 2 Gold income and pays 2 Gold tax');
  });

  const turnOf = (seat: number, patch: (d: Draft) => void) =>
    four((d) => {
      for (let i = 0; i < 4; i++) setRes(d, i, {});
      setHand(d, seat, {});
      patch(d);
      atTurn(d, seat);
    });

  test('A.12 Build: Yellow holds Pub, Tower, Bank and builds the Tower where it gives him the majority', () => {
    let s = turnOf(YELLOW, (d) => {
      setHand(d, YELLOW, { pub: 1, tower: 1, bank: 1 });
      setRes(d, YELLOW, { wood: 2, stone: 3, metal: 1 });
      mark(d, YELLOW, 2, 'pub');
      mark(d, PURPLE, 2, 'inn');
    });
    s = act(s, { type: 'build', card: 'tower', at: sym(2, 'tower') });
    expect(districtScores(s)[2]!.slice(0, 4)).toEqual([0, 5, 3, 0]);
  });

  test('A.13 Wall: with no matching card, Yellow builds a Wall there for 3 Wood + 3 Stone', () => {
    let s = turnOf(YELLOW, (d) => setRes(d, YELLOW, { wood: 3, stone: 3, gold: 1 }));
    s = act(s, { type: 'wall', at: sym(1, 'wallA') });
    expect(s.marker[sym(1, 'wallA')]).toBe(YELLOW);
    expect(resOf(s, YELLOW)).toEqual({ wood: 0, stone: 0, metal: 0, gold: 1 });
  });

  test('A.14 Guild purchase: Yellow buys the Miners\' Guild and then receives the others\' fees', () => {
    let s = turnOf(YELLOW, (d) => {
      setGuilds(d, ['miners', 'merchants', 'architects', 'thieves', 'spies']);
      setRes(d, YELLOW, { wood: 3, stone: 3, gold: 3 });
    });
    s = act(s, { type: 'buyGuild', district: 0 });
    expect(resOf(s, YELLOW)).toEqual({ wood: 0, stone: 0, metal: 0, gold: 1 });
    const later = situation(s, (d) => {
      atPhase(d, 'placement', 0);
      setRes(d, RED, { gold: 1 });
    });
    const t = act(later, { type: 'place', worker: 'dwarf', at: 'guild', district: 0 }, RED);
    expect([resOf(t, RED).gold, resOf(t, YELLOW).gold]).toEqual([0, 2]);
  });

  test('A.15 Activation: Blacksmith → +1 Metal; Recruiters\' Guild → Yellow takes a Dwarf', () => {
    let s = turnOf(YELLOW, (d) => {
      setGuilds(d, ['recruiters', 'merchants', 'architects', 'thieves', 'spies']);
      setBuilt(d, YELLOW, { blacksmith: 1 });
      d.ps[YELLOW]!.onCard[4] = 1;
      d.guildWorker[0] = YELLOW;
    });
    s = act(s, { type: 'activateCard', card: 'blacksmith' });
    expect(resOf(s, YELLOW).metal).toBe(1);
    s = act(s, { type: 'activateGuild', district: 0 });
    s = act(s, { type: 'recruit', take: 'dwarf' });
    expect(s.ps[YELLOW]!.dwarves).toBe(4);
  });

  test('A.16 Trading Post: sell 1 Metal for 1 Gold, and buy 1 Wood with it', () => {
    let s = turnOf(YELLOW, (d) => {
      setRes(d, YELLOW, { metal: 1, stone: 1 });
      setBuilt(d, YELLOW, { bank: 1 }, { bank: 1 });
    });
    s = act(s, { type: 'trade', sell: 'metal', buy: 'wood' });
    expect(resOf(s, YELLOW)).toEqual({ wood: 1, stone: 1, metal: 0, gold: 0 });
  });

  test('A.17 Gnome hire: 3 Gold, a Gnome on the Inn\'s lock; the Inn space is usable at the next Placement', () => {
    let s = turnOf(YELLOW, (d) => {
      setRes(d, YELLOW, { gold: 4 });
      setBuilt(d, YELLOW, { inn: 1 });
    });
    s = act(s, { type: 'hire', card: 'inn' });
    expect(resOf(s, YELLOW).gold).toBe(1);
    const next = situation(s, (d) => atPhase(d, 'placement', d.order.indexOf(YELLOW)));
    expect(has(next, { type: 'place', worker: 'elf', at: 'card', card: 'inn' }, YELLOW)).toBe(true);
  });

  test('A.18 Buy card: 1 Gold for the blind top card (a Keep), hidden from the others; the turn ends', () => {
    let s = turnOf(YELLOW, (d) => {
      setRes(d, YELLOW, { gold: 1, wood: 1 });
      d.deck = [...d.deck.slice(0, -1), 9];
    });
    s = act(s, { type: 'buyCard', from: 3 });
    expect(s.ps[YELLOW]!.hand[9]).toBe(1);
    expect(belfort.view(s, RED).ps[YELLOW]!.hand).toBeNull();
    expect(belfort.view(s, RED).ps[YELLOW]!.handSize).toBe(1);
    expect(belfort.pending(s)).not.toEqual([YELLOW]);
  });

  test('A.19 district scoring (4p): Blue 4 → 5; Yellow 2, Purple 2 → 1 each; Red → 0', () => {
    expect(majorityPoints([0, 2, 2, 4], [5, 3, 1], 'oneTier')).toEqual([0, 1, 1, 5]);
    const s = four((d) => {
      mark(d, BLUE, 0, 'pub', 'tower', 'inn', 'bank');
      mark(d, YELLOW, 0, 'keepA', 'keepB');
      mark(d, PURPLE, 0, 'wallA', 'guild');
    });
    expect(districtScores(s)[0]).toEqual([0, 1, 1, 5]);
  });

  test('A.20 worker scoring (4p): Elves R5 Y4 P3 B3 → R3 Y1; Dwarves P5 Y5 B4 R3 → P1 Y1; Gnomes B3, others 2 → B3', () => {
    const s = four((d) => {
      [5, 4, 3, 3].forEach((n, i) => (d.ps[i]!.elves = n));
      [3, 5, 5, 4].forEach((n, i) => (d.ps[i]!.dwarves = n));
      [2, 2, 2, 3].forEach((n, i) => setBuilt(d, i, { bank: 3 }, { bank: n }));
    });
    expect(raceScores(s)).toEqual([[3, 1, 0, 0], [0, 1, 1, 0], [0, 0, 0, 3]]);
  });
});
