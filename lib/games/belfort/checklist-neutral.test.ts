/**
 * Engine checklist §10 of rules/belfort.md, points 61–65: the 2-player game's Neutral Players.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import type { BelfortState } from './types';
import type { Draft } from './state';
import { act, atPhase, legal, mark, resOf, setCrests, setRes, situation, started, sym } from './testkit';

/** The start of the Neutral Players' turn (after the Actions phase) of a 2-player game, round 1. */
function npTurn(patch: (d: Draft) => void = () => {}): BelfortState {
  return situation(started(2, { seed: 'np' }), (d) => {
    setCrests(d, [2, 1, 3, 4]); // seat 1 holds crest 1 → controls NP3
    d.npDwarf = [0, 2];
    patch(d);
    atPhase(d, 'neutral', 0);
  });
}

describe('§10 Two players', () => {
  test('§10.61 crest 1 makes NP3 take a display or top card, place 1 NP3 marker on a matching free symbol and discard it; then crest 2 for NP4', () => {
    let s = npTurn((d) => {
      d.display = [0, 0, 9]; // Pub, Pub, Keep
      d.deck = [...d.deck.slice(0, -2), 6, 2]; // top: Tower, then Market
    });
    expect(belfort.pending(s)).toEqual([1]);
    expect(s.prompt).toMatchObject({ kind: 'npCard', np: 2 });
    expect(legal(s)).toEqual([{ type: 'npCard', from: 0 }, { type: 'npCard', from: 2 }, { type: 'npCard', from: 3 }]);
    s = act(s, { type: 'npCard', from: 0 });
    expect(s.prompt).toMatchObject({ kind: 'npPlace', seat: 1, np: 2, card: 0 });
    expect(legal(s).length).toBe(5);
    const discards = s.discard[0]!;
    s = act(s, { type: 'npPlace', at: sym(3, 'pub') });
    expect(s.marker[sym(3, 'pub')]).toBe(2);
    expect(s.discard[0]).toBe(discards + 1);
    expect(s.display).toEqual([2, 0, 9]); // refilled from the deck top (Tower)
    expect(s.events.map((e) => e.text)).toContain('Neutral 3 places on the Pub of District IV because Player 2 (crest 1) controls it and chose it');
    // NP4: crest 2 = seat 0; a blind top card (Market).
    expect(belfort.pending(s)).toEqual([0]);
    s = act(s, { type: 'npCard', from: 3 });
    expect(s.events.map((e) => e.text)).toContain("Neutral 4's card from the top of the deck is a Market");
    s = act(s, legal(s)[0]!);
    expect(s.marker[sym(0, 'market')]).toBe(3);
  });

  test('§10.61 the only free symbol is taken by the engine with the reason; no free symbol: the card is discarded (G10a)', () => {
    let s = npTurn((d) => {
      d.display = [1, 9, 9];
      for (let k = 0; k < 4; k++) mark(d, 0, k, 'gardens');
      for (let k = 0; k < 5; k++) mark(d, 1, k, 'keepA', 'keepB');
    });
    s = act(s, { type: 'npCard', from: 0 });
    expect(s.marker[sym(4, 'gardens')]).toBe(2);
    expect(s.events.map((e) => e.text)).toContain('Neutral 3 places on the Gardens of District V because it is the only free Gardens symbol');
    s = act(s, { type: 'npCard', from: 1 }, s.order[1]);
    expect(s.events.map((e) => e.text)).toContain('Neutral 4 places nothing because no Keep symbol is free; the card is discarded');
  });

  test('§10.61 an NP Keep takes both Keep symbols (G10b; 1 with the option)', () => {
    const two = act(npTurn((d) => (d.display = [9, 0, 0])), { type: 'npCard', from: 0 });
    const k = act(two, { type: 'npPlace', at: sym(2, 'keepA') });
    expect([k.marker[sym(2, 'keepA')], k.marker[sym(2, 'keepB')]]).toEqual([2, 2]);
    const one = situation(npTurn((d) => (d.display = [9, 0, 0])), (d) => ((d as { rules: object }).rules = { ...d.rules, npKeepMarkers: 1 }));
    const k1 = act(act(one, { type: 'npCard', from: 0 }), { type: 'npPlace', at: sym(2, 'keepA') });
    expect([k1.marker[sym(2, 'keepA')], k1.marker[sym(2, 'keepB')]]).toEqual([2, -1]);
  });

  test('§10.62 after the NPs, both NP Dwarves move one guild clockwise; the owner of a guild reached gains 1 Gold', () => {
    let s = npTurn((d) => {
      d.npDwarf = [4, 2];
      d.marker[sym(0, 'guild')] = 1; // seat 1 owns the guild of district 1
      setRes(d, 1, { gold: 0 });
      d.display = [0, 1, 2];
    });
    s = act(s, { type: 'npCard', from: 0 });
    s = act(s, legal(s)[0]!);
    s = act(s, { type: 'npCard', from: 0 });
    s = act(s, legal(s)[0]!);
    expect(s.npDwarf).toEqual([0, 3]);
    expect(resOf(s, 1).gold).toBe(1);
    expect(s.events.map((e) => e.text).filter((t) => t.includes('Dwarf moves'))).toHaveLength(2);
    expect(s.phase).toBe('placement');
    expect(s.round).toBe(2);
  });

  test('§10.63 NPs count 4 Elves and 4 Dwarves and take part in district majorities with 3rd place 1 point', () => {
    const s = situation(started(2, { seed: 'np63' }), (d) => {
      setCrests(d, [1, 2, 3, 4]);
      d.round = 3;
      mark(d, 2, 0, 'pub', 'tower', 'inn'); // NP3 3 markers
      mark(d, 0, 0, 'bank', 'market');
      mark(d, 1, 0, 'library');
      d.ps[0]!.elves = 5;
      d.ps[1]!.dwarves = 4;
      atPhase(d, 'neutral', 2);
    });
    expect(s.ps.map((p) => p.points[0])).toEqual([3, 1]); // NP3 5, seat 0 3, seat 1 1
    expect(s.ps.map((p) => p.points[5])).toEqual([3, 0]); // Elves: seat 0 5; NPs 4, 4 tie → 0 for the rest
    expect(s.ps.map((p) => p.points[6])).toEqual([0, 1]); // Dwarves: NPs and seat 1 tied at 4 → 1 each; seat 0 has 3 → 0
    expect(belfort.view(s, null).races[0]!.counts).toEqual([5, 3, 4, 4]);
  });

  test('§10.64 NP crests 3 and 4 never change hands; King\'s Camp swaps in 2 players are between the humans only', () => {
    let s = situation(started(2, { seed: 'np64' }), (d) => {
      setCrests(d, [2, 1, 3, 4]);
      d.camp = [0];
      atPhase(d, 'collection', 5);
    });
    expect(legal(s)).toEqual([{ type: 'camp', swap: null }, { type: 'camp', swap: 1 }]);
    s = act(s, { type: 'camp', swap: 1 });
    expect(s.crest).toEqual([1, 2, 3, 4]);
  });

  test('§10.65 control of NP3/NP4 follows whoever holds crest 1/crest 2', () => {
    const a = npTurn((d) => setCrests(d, [1, 2, 3, 4]));
    expect(belfort.pending(a)).toEqual([0]);
    const b = npTurn((d) => setCrests(d, [2, 1, 3, 4]));
    expect(belfort.pending(b)).toEqual([1]);
    expect(belfort.view(b, null).neutrals.map((n) => [n.name, n.controller])).toEqual([['Neutral 3', 1], ['Neutral 4', 0]]);
  });
});
