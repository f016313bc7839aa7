/**
 * Engine checklist §10 of rules/belfort.md, points 27–45: the Actions phase.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import type { BelfortAction, BelfortState } from './types';
import type { Draft } from './state';
import { act, atPhase, atTurn, has, legal, mark, resOf, setBuilt, setCrests, setHand, setRes, situation, started, sym, types } from './testkit';
import { handSize } from './cards';

const base = (players = 4, seed = 'act') => situation(started(players, { seed }), (d) => setCrests(d, Array.from({ length: players }, (_, i) => i + 1)));
/** Seat 0's Actions turn after `patch`. */
const turn = (patch: (d: Draft) => void, players = 4): BelfortState =>
  situation(base(players), (d) => {
    setRes(d, 0, {});
    setHand(d, 0, {});
    patch(d);
    atTurn(d, 0);
  });
const END: BelfortAction = { type: 'endTurn' };

describe('§10 Actions', () => {
  test('§10.27 Actions turns go in crest order after the King\'s Camp swaps of this round', () => {
    let s = situation(base(3), (d) => {
      setCrests(d, [2, 1, 3]);
      d.camp = [0];
      atPhase(d, 'collection', 5);
    });
    s = act(s, { type: 'camp', swap: 1 });
    expect(s.phase).toBe('actions');
    expect(belfort.pending(s)).toEqual([0]);
    s = act(s, END);
    expect(belfort.pending(s)).toEqual([1]);
    s = act(s, END);
    expect(belfort.pending(s)).toEqual([2]);
  });

  test('§10.28 building needs the card in hand, its full cost and a free symbol of its type; the card is kept face up', () => {
    let s = turn((d) => {
      setHand(d, 0, { pub: 1, tower: 1 });
      setRes(d, 0, { wood: 1, stone: 2, gold: 1 }); // a Pub (1W 2S 1G), not a Tower (2W 3S 1M)
      for (let k = 0; k < 4; k++) mark(d, 1, k, 'pub'); // only district 5's Pub is free
    });
    const builds = legal(s).filter((a) => a.type === 'build');
    expect(builds).toEqual([{ type: 'build', card: 'pub', at: sym(4, 'pub') }]);
    s = act(s, builds[0]!);
    expect(resOf(s, 0)).toEqual({ wood: 0, stone: 0, metal: 0, gold: 0 });
    expect(s.ps[0]!.built[0]).toBe(1);
    expect(s.ps[0]!.hand[0]).toBe(0);
    expect(s.marker[sym(4, 'pub')]).toBe(0);
    expect(belfort.view(s, 1).ps[0]!.built.map((b) => b.card)).toEqual(['pub']);
    // No free Pub symbol: not buildable.
    const full = turn((d) => {
      setHand(d, 0, { pub: 1 });
      setRes(d, 0, { wood: 5, stone: 5, gold: 5 });
      for (let k = 0; k < 5; k++) mark(d, 1, k, 'pub');
    });
    expect(types(full)).not.toContain('build');
  });

  test('§10.29 a Keep places 2 markers in one district; a Gatehouse 1 marker on a half of an entirely free Gatehouse', () => {
    let s = turn((d) => {
      setHand(d, 0, { keep: 1, gatehouse: 1 });
      setRes(d, 0, { wood: 9, stone: 9, metal: 9, gold: 9 });
      mark(d, 1, 0, 'gateRight'); // gatehouse 0 (districts 1|2) half taken
      mark(d, 2, 1, 'keepA'); // district 2's Keep partly taken
    });
    const keeps = legal(s).filter((a) => a.type === 'build' && a.card === 'keep');
    expect(keeps.map((a) => (a as { at: number }).at)).toEqual([0, 2, 3, 4].map((k) => sym(k, 'keepA')));
    const gates = legal(s).filter((a) => a.type === 'build' && a.card === 'gatehouse').map((a) => (a as { at: number }).at);
    expect(gates).toEqual([sym(1, 'gateRight'), sym(2, 'gateLeft'), sym(2, 'gateRight'), sym(3, 'gateLeft'), sym(3, 'gateRight'), sym(4, 'gateLeft'), sym(4, 'gateRight'), sym(0, 'gateLeft')]);
    s = act(s, { type: 'build', card: 'keep', at: sym(3, 'keepA') });
    expect([s.marker[sym(3, 'keepA')], s.marker[sym(3, 'keepB')]]).toEqual([0, 0]);
    s = act(s, { type: 'build', card: 'gatehouse', at: sym(2, 'gateLeft') });
    expect([s.marker[sym(1, 'gateRight')], s.marker[sym(2, 'gateLeft')]]).toEqual([-1, 0]);
    expect(belfort.view(s, null).districts[2]!.markers[0]).toBe(1);
  });

  test('§10.30 a Wall costs exactly 3 Wood + 3 Stone, needs no card, any number per turn', () => {
    let s = turn((d) => setRes(d, 0, { wood: 6, stone: 6 }));
    expect(legal(s).filter((a) => a.type === 'wall').length).toBe(10);
    s = act(s, { type: 'wall', at: sym(0, 'wallA') });
    s = act(s, { type: 'wall', at: sym(0, 'wallB') });
    expect(resOf(s, 0)).toEqual({ wood: 0, stone: 0, metal: 0, gold: 0 });
    expect(types(s)).not.toContain('wall');
    const short = turn((d) => setRes(d, 0, { wood: 3, stone: 2, gold: 9 }));
    expect(types(short)).not.toContain('wall');
  });

  test('§10.31 a Guild can be bought only if unowned; its cost goes to the supply; the marker shows ownership', () => {
    let s = turn((d) => {
      setRes(d, 0, { wood: 9, stone: 9, metal: 9, gold: 9 });
      d.marker[sym(1, 'guild')] = 2;
    });
    const buys = legal(s).flatMap((a) => (a.type === 'buyGuild' ? [a.district] : []));
    expect(buys).toEqual([0, 2, 3, 4]);
    const g = s.guilds[0]!;
    s = act(s, { type: 'buyGuild', district: 0 });
    const cost = belfort.view(s, null).guilds[0]!.cost;
    expect(resOf(s, 0)).toEqual({ wood: 9 - cost.wood, stone: 9 - cost.stone, metal: 9 - cost.metal, gold: 9 - cost.gold });
    expect(belfort.view(s, null).guilds[0]).toMatchObject({ id: g, owner: 0 });
  });

  test('§10.32 every placed worker must be activated before the turn ends', () => {
    let s = turn((d) => {
      setBuilt(d, 0, { blacksmith: 1 });
      d.ps[0]!.onCard[4] = 1;
      d.guildWorker[2] = 0;
    });
    expect(types(s)).not.toContain('endTurn');
    expect(types(s)).not.toContain('buyCard');
    s = act(s, { type: 'activateCard', card: 'blacksmith' });
    expect(types(s)).not.toContain('endTurn');
    s = act(s, { type: 'activateGuild', district: 2 });
    while (s.prompt?.kind !== 'turn') s = act(s, legal(s)[legal(s).length - 1]!); // settle any guild choice
    expect(types(s)).toContain('endTurn');
  });

  test('§10.33 one Trading Post visit per round (+ extras); a visit is at most 1 buy and 1 sell', () => {
    let s = turn((d) => {
      setRes(d, 0, { wood: 2, metal: 1, gold: 0 });
      setBuilt(d, 0, { bank: 1 }, { bank: 1 }); // a second option keeps the turn open after the visit
    });
    const trades = legal(s).filter((a) => a.type === 'trade');
    // sell W or M (or nothing) × buy W/S/M affordable after the sale (buy Metal needs 3 Gold)
    expect(trades).toContainEqual({ type: 'trade', buy: 'wood', sell: 'metal' });
    expect(trades).toContainEqual({ type: 'trade', buy: 'stone', sell: 'wood' });
    expect(trades).not.toContainEqual({ type: 'trade', buy: 'metal', sell: 'wood' });
    expect(trades).not.toContainEqual({ type: 'trade', buy: 'wood', sell: 'wood' });
    s = act(s, { type: 'trade', buy: 'wood', sell: 'metal' }); // source example: sell 1 Metal → 1 Gold, buy 1 Wood
    expect(resOf(s, 0)).toEqual({ wood: 3, stone: 0, metal: 0, gold: 0 });
    expect(types(s)).not.toContain('trade');
  });

  test('§10.34 hiring a Gnome: 3 Gold, once per round, needs a free lock and a Gnome in supply', () => {
    let s = turn((d) => {
      setRes(d, 0, { gold: 9 });
      setBuilt(d, 0, { inn: 1, market: 1, keep: 1 });
    });
    expect(legal(s).filter((a) => a.type === 'hire')).toEqual([{ type: 'hire', card: 'inn' }, { type: 'hire', card: 'market' }]);
    const g = s.gnomes;
    s = act(s, { type: 'hire', card: 'inn' });
    expect(resOf(s, 0).gold).toBe(6);
    expect(s.gnomes).toBe(g - 1);
    expect(types(s)).not.toContain('hire');
    const none = turn((d) => {
      setRes(d, 0, { gold: 9 });
      setBuilt(d, 0, { inn: 1 });
      d.gnomes = 0;
    });
    expect(types(none)).not.toContain('hire');
    const noLock = turn((d) => {
      setRes(d, 0, { gold: 9 });
      setBuilt(d, 0, { keep: 1, inn: 1 }, { inn: 1 });
    });
    expect(types(noLock)).not.toContain('hire');
  });

  test('§10.35 a new Gnome unlocks at once; Tower/Inn spaces become usable from the next Placement', () => {
    let s = turn((d) => {
      setRes(d, 0, { gold: 9 });
      setBuilt(d, 0, { inn: 1 });
    });
    expect(belfort.view(s, 0).ps[0]!.built[0]!.openSpaces).toBe(0);
    s = act(s, { type: 'hire', card: 'inn' });
    expect(belfort.view(s, 0).ps[0]!.built[0]!.openSpaces).toBe(1);
    // Next Placement: the Inn is a target.
    const next = situation(s, (d) => {
      atPhase(d, 'placement', d.order.indexOf(0));
      d.passed.fill(false);
    });
    expect(has(next, { type: 'place', worker: 'elf', at: 'card', card: 'inn' }, 0)).toBe(true);
  });

  test('§10.36 a Pub Gnome flips a Dwarf to Master at once; a Gardens Gnome flips an Elf', () => {
    let s = turn((d) => {
      setRes(d, 0, { gold: 9 });
      setBuilt(d, 0, { pub: 1, gardens: 1 });
    });
    s = act(s, { type: 'hire', card: 'pub' });
    expect(belfort.view(s, 0).ps[0]).toMatchObject({ masterDwarves: 1, dwarves: 3, masterElves: 0 });
    expect(s.events.map((e) => e.text)).toContain("Player 1's Dwarf becomes a Master Dwarf");
    const g = situation(s, (d) => (d.ps[0]!.gnomes[1] = 1));
    expect(belfort.view(g, 0).ps[0]!.masterElves).toBe(1);
  });

  test('§10.37 Tower space (1 Gold at placement): a Gnome into a free lock, not using the once-per-round hire', () => {
    let s = turn((d) => {
      setRes(d, 0, { gold: 9 });
      setBuilt(d, 0, { tower: 1, bank: 1 }, { tower: 1 });
      d.ps[0]!.onCard[2] = 1;
    });
    const g = s.gnomes;
    s = act(s, { type: 'activateCard', card: 'tower' });
    expect(s.ps[0]!.gnomes[5]).toBe(1); // the only free lock (Bank): forced
    expect(s.gnomes).toBe(g - 1);
    expect(s.ps[0]!.hired).toBe(false);
    expect(types(s)).toContain('bank');
    // No free lock: nothing happens.
    // (The activation is the only choice, so the engine plays it at once and logs why.)
    const t = turn((d) => {
      setBuilt(d, 0, { tower: 1 }, { tower: 1 });
      d.ps[0]!.onCard[2] = 1;
    });
    expect(t.ps[0]!.gnomes).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(t.events.map((e) => e.text)).toContain("Player 1's Tower finds no Gnome or no free lock: nothing happens");
  });

  test('§10.38 Inn space (1 Gold at placement): an Elf or a Dwarf of one\'s colour from the worker supply', () => {
    let s = turn((d) => {
      setBuilt(d, 0, { inn: 1, bank: 1 }, { inn: 1, bank: 1 });
      d.ps[0]!.onCard[3] = 1;
    });
    s = act(s, { type: 'activateCard', card: 'inn' });
    expect(legal(s)).toEqual([{ type: 'inn', worker: 'elf' }, { type: 'inn', worker: 'dwarf' }]);
    s = act(s, { type: 'inn', worker: 'dwarf' });
    expect(s.ps[0]!.dwarves).toBe(4);
    // Only a Dwarf is left to take: activation and choice are forced and played by the engine.
    const full = turn((d) => {
      setBuilt(d, 0, { inn: 1 }, { inn: 1 });
      d.ps[0]!.onCard[3] = 1;
      d.ps[0]!.elves = 7;
    });
    expect([full.ps[0]!.elves, full.ps[0]!.dwarves]).toEqual([7, 4]);
  });

  test('§10.39 Blacksmith space +1 Metal; Blacksmith Gnome: once per round buy 1 Metal for 1 Gold', () => {
    let s = turn((d) => {
      setRes(d, 0, { gold: 3 });
      setBuilt(d, 0, { blacksmith: 1 }, { blacksmith: 1 });
      d.ps[0]!.onCard[4] = 1;
    });
    s = act(s, { type: 'activateCard', card: 'blacksmith' });
    expect(resOf(s, 0).metal).toBe(1);
    s = act(s, { type: 'smith' });
    expect(resOf(s, 0)).toMatchObject({ metal: 2, gold: 2 });
    expect(types(s)).not.toContain('smith');
  });

  test('§10.40 Bank Gnome: once per round +1 Gold', () => {
    let s = turn((d) => setBuilt(d, 0, { bank: 2 }, { bank: 1 }));
    s = act(s, { type: 'bank' });
    expect(resOf(s, 0).gold).toBe(1);
    expect(types(s)).not.toContain('bank');
  });

  test('§10.41 Market space +2 Gold; Market Gnome locks grant a 2nd and a 3rd Trading Post visit', () => {
    let s = turn((d) => {
      setRes(d, 0, { wood: 5 });
      setBuilt(d, 0, { market: 1 }, { market: 2 });
      d.ps[0]!.onCard[6] = 1;
    });
    s = act(s, { type: 'activateCard', card: 'market' });
    expect(resOf(s, 0).gold).toBe(2);
    expect(belfort.view(s, 0).ps[0]!.visitsLeft).toBe(3);
    for (let k = 0; k < 3; k++) s = act(s, { type: 'trade', buy: null, sell: 'wood' });
    expect(types(s)).not.toContain('trade');
    const one = turn((d) => setBuilt(d, 0, { market: 2 }, { market: 1 }));
    expect(belfort.view(one, 0).ps[0]!.visitsLeft).toBe(2);
  });

  test('§10.42 Gatehouse Gnome: a second marker on the free twin of a Gatehouse where the player has a marker', () => {
    let s = turn((d) => {
      setRes(d, 0, { gold: 3 });
      setBuilt(d, 0, { gatehouse: 2 });
      mark(d, 0, 1, 'gateRight'); // gatehouse 1 (districts 2|3)
      mark(d, 0, 4, 'gateLeft'); // gatehouse 3 (districts 4|5), left half in district 5
    });
    s = act(s, { type: 'hire', card: 'gatehouse' });
    expect(legal(s)).toEqual([{ type: 'twin', at: sym(2, 'gateLeft') }, { type: 'twin', at: sym(3, 'gateRight') }]);
    s = act(s, { type: 'twin', at: sym(3, 'gateRight') });
    expect(s.marker[sym(3, 'gateRight')]).toBe(0);
    expect(s.prompt?.kind).toBe('turn');
  });

  test('§10.43 Library space: draw 2 then discard any 2; Library Gnome: 1 free card after the turn', () => {
    let s = turn((d) => {
      setHand(d, 0, { keep: 1 });
      setBuilt(d, 0, { library: 1, bank: 1 }, { library: 1, bank: 1 });
      d.ps[0]!.onCard[8] = 1;
      d.deck = [0, 1, 2]; // top: tower, then gardens, then pub
    });
    s = act(s, { type: 'activateCard', card: 'library' });
    expect(handSize(s.ps[0]!.hand)).toBe(3);
    expect(s.prompt).toMatchObject({ kind: 'discard', n: 2 });
    s = act(s, { type: 'discard', card: 'keep' });
    s = act(s, { type: 'discard', card: 'tower' });
    expect(s.ps[0]!.hand).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    s = act(s, END);
    expect(s.ps[0]!.hand).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('§10.44 buying a card: 1 Gold, the last action, once per round; a display card is replaced at once', () => {
    let s = turn((d) => {
      setRes(d, 0, { gold: 2 });
      d.display = [0, 0, 9];
      d.deck = [...d.deck.slice(0, -1), 5];
    });
    expect(legal(s).filter((a) => a.type === 'buyCard')).toEqual([{ type: 'buyCard', from: 0 }, { type: 'buyCard', from: 2 }, { type: 'buyCard', from: 3 }]);
    s = act(s, { type: 'buyCard', from: 2 });
    expect(s.ps[0]!.hand[9]).toBe(1);
    expect(resOf(s, 0).gold).toBe(1);
    expect(s.display).toEqual([0, 0, 5]);
    expect(belfort.pending(s)).toEqual([1]); // the turn is over
    // From the deck: hidden from the others.
    let t = turn((d) => {
      setRes(d, 0, { gold: 1 });
      d.deck = [...d.deck.slice(0, -1), 7];
    });
    t = act(t, { type: 'buyCard', from: 3 });
    expect(t.ps[0]!.hand[7]).toBe(1);
    expect(belfort.view(t, 1).ps[0]!.hand).toBeNull();
    expect(belfort.describe(turn((d) => setRes(d, 0, { gold: 1 })), 0, { type: 'buyCard', from: 3 }).text).toBe('Player 1 buys the top card of the deck and ends their turn');
  });

  test('§10.45 after an Actions turn the hand is reduced to at most 5 cards', () => {
    // Nothing else to do: the turn ends by itself and the discard is asked at once.
    let s = turn((d) => setHand(d, 0, { pub: 3, keep: 4 }));
    expect(s.prompt).toMatchObject({ kind: 'discard', seat: 0, n: 2, why: 'handLimit' });
    s = act(s, { type: 'discard', card: 'keep' });
    s = act(s, { type: 'discard', card: 'keep' });
    expect(handSize(s.ps[0]!.hand)).toBe(5);
    expect(belfort.pending(s)).toEqual([1]);
  });
});
