/**
 * Engine checklist §10 of rules/belfort.md, points 9–17: placement.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import type { BelfortAction } from './types';
import { act, has, legal, resOf, setBuilt, setCrests, setRes, situation, started } from './testkit';

const base4 = () => situation(started(4, { seed: 'pl' }), (d) => setCrests(d, [1, 2, 3, 4]));
const place = (worker: 'elf' | 'dwarf' | 'masterElf' | 'masterDwarf', target: Record<string, unknown>): BelfortAction => ({ type: 'place', worker, ...target }) as BelfortAction;

describe('§10 Placement', () => {
  test('§10.9 placement goes in crest order, one worker per turn; passed players are skipped', () => {
    let s = situation(base4(), (d) => setCrests(d, [3, 1, 4, 2]));
    expect(belfort.pending(s)).toEqual([1]);
    s = act(s, place('elf', { at: 'camp' }));
    expect(belfort.pending(s)).toEqual([3]);
    s = act(s, { type: 'pass' });
    // Seat 3 passes: it sends its 3 Elves and 3 Dwarves (two decisions), then seat 0 plays.
    expect(belfort.pending(s)).toEqual([3]);
    s = act(s, { type: 'send', worker: 'elf', counts: [3, 0, 0, 0] });
    s = act(s, { type: 'send', worker: 'dwarf', counts: [0, 3, 0, 0] });
    expect(belfort.pending(s)).toEqual([0]);
    s = act(s, place('dwarf', { at: 'camp' }));
    expect(belfort.pending(s)).toEqual([2]);
    s = act(s, place('dwarf', { at: 'camp' }));
    expect(belfort.pending(s)).toEqual([1]); // seat 3 (crest 2) has passed and is skipped
  });

  test('§10.10 passing sends every remaining worker to the Resource Areas at once; no more placement turns', () => {
    let s = base4();
    s = act(s, place('elf', { at: 'camp' }));
    for (const seat of [1, 2, 3]) s = act(s, place('elf', { at: 'camp' }), seat);
    s = act(s, { type: 'pass' }, 0);
    expect(belfort.pending(s)).toEqual([0]);
    expect(legal(s).every((a) => a.type === 'send')).toBe(true);
    expect(legal(s).length).toBe(6); // 2 Elves over Forest/Mine/Gold Mine
    s = act(s, { type: 'send', worker: 'elf', counts: [1, 0, 1, 0] });
    s = act(s, { type: 'send', worker: 'dwarf', counts: [0, 2, 1, 0] });
    expect(s.ps[0]!.areas.slice(0, 16)).toEqual([1, 0, 0, 0, 0, 0, 2, 0, 1, 0, 1, 0, 0, 0, 0, 0]);
    expect(belfort.view(s, null).ps[0]!.inHand).toEqual({ elf: 0, masterElf: 0, dwarf: 0, masterDwarf: 0 });
    // Round continues without seat 0.
    for (let k = 0; k < 6 && s.prompt?.kind === 'place'; k++) {
      expect(belfort.pending(s)[0]).not.toBe(0);
      s = sendAll(act(s, { type: 'pass' }));
    }
    expect(s.phase).toBe('collection');
  });

  test('§10.10 a player with no worker left in hand must pass (the engine passes for them)', () => {
    let s = situation(base4(), (d) => {
      d.ps[0]!.placed = [3, 0, 2, 0];
      d.recruit = [0 * 4 + 0, -1];
    });
    s = act(s, place('dwarf', { at: 'camp' }), 0);
    // Seat 0 now has no piece in hand: its next turn is a forced pass (logged).
    for (const seat of [1, 2, 3]) s = act(s, { type: 'pass' }, seat), (s = sendAll(s));
    expect(s.passed[0]).toBe(true);
    expect(s.phase).not.toBe('placement');
  });

  test('§10.11 Gnomes are never placed: only Elves and Dwarves appear in placement actions', () => {
    const s = situation(base4(), (d) => setBuilt(d, 0, { blacksmith: 1 }, { blacksmith: 1 }));
    for (const a of legal(s)) if (a.type === 'place') expect(['elf', 'dwarf', 'masterElf', 'masterDwarf']).toContain(a.worker);
    expect(JSON.stringify(legal(s))).not.toContain('gnome');
  });

  test('§10.12 no worker space ever holds two workers', () => {
    let s = situation(base4(), (d) => setBuilt(d, 0, { blacksmith: 1 }));
    s = act(s, place('elf', { at: 'guild', district: 0 }));
    expect(has(s, place('elf', { at: 'guild', district: 0 }), 1)).toBe(false);
    s = act(s, place('elf', { at: 'recruit' }), 1);
    s = act(s, place('elf', { at: 'recruit' }), 2);
    expect(has(s, place('elf', { at: 'recruit' }), 3)).toBe(false); // 4 players: 2 spaces, both taken
    s = act(s, { type: 'pass' }, 3);
    s = sendAll(s);
    s = act(s, place('dwarf', { at: 'card', card: 'blacksmith' }), 0);
    s = act(s, place('dwarf', { at: 'camp' }), 1);
    s = act(s, place('dwarf', { at: 'camp' }), 2);
    expect(has(s, place('elf', { at: 'card', card: 'blacksmith' }), 0)).toBe(false);
  });

  test('§10.13 Recruitment Office spaces 1/1/2/3 for 2/3/4/5 players, 2 Gold each, paid at placement', () => {
    for (const [n, spaces] of [[2, 1], [3, 1], [4, 2], [5, 3]] as const) {
      const s = started(n, { seed: 'r' });
      expect(s.recruit.length).toBe(spaces);
    }
    let s = base4();
    s = act(s, place('elf', { at: 'recruit' }));
    expect(resOf(s, 0).gold).toBe(3);
    const poor = situation(base4(), (d) => setRes(d, 1, { gold: 1 }));
    expect(has(act(poor, place('elf', { at: 'camp' })), place('elf', { at: 'recruit' }), 1)).toBe(false);
  });

  test('§10.14 King\'s Camp: lowest free space; at most one worker per player per round', () => {
    let s = base4();
    s = act(s, place('elf', { at: 'camp' }));
    s = act(s, place('dwarf', { at: 'camp' }), 1);
    expect(s.camp).toEqual([0, 1]);
    s = act(s, { type: 'pass' }, 2);
    s = sendAll(s);
    s = act(s, { type: 'pass' }, 3);
    s = sendAll(s);
    expect(has(s, place('dwarf', { at: 'camp' }), 0)).toBe(false);
    expect(belfort.view(s, null).camp).toEqual([0, 1]);
  });

  test('§10.15 guild fee: unowned 1 Gold to the supply; own guild free; another\'s guild 1 Gold to its owner', () => {
    // Unowned: 1 Gold to the supply.
    const s = act(base4(), place('elf', { at: 'guild', district: 1 }));
    expect(resOf(s, 0).gold).toBe(4);
    // Own guild: free.
    const own = situation(base4(), (d) => (d.marker[8 + 15 * 1] = 0));
    expect(resOf(act(own, place('elf', { at: 'guild', district: 1 })), 0).gold).toBe(5);
    // Another's guild: 1 Gold to its owner.
    const x = situation(base4(), (d) => {
      d.marker[8 + 15 * 3] = 0;
      setCrests(d, [2, 1, 3, 4]);
    });
    const y = act(x, place('elf', { at: 'guild', district: 3 }), 1);
    expect(resOf(y, 1).gold).toBe(4);
    expect(resOf(y, 0).gold).toBe(6);
    expect(y.ps[0]!.stats.feesReceived).toBe(1);
  });

  test('§10.16 workers only on own built Properties; Tower/Inn need a Gnome and cost 1 Gold', () => {
    const s = situation(base4(), (d) => {
      setBuilt(d, 0, { blacksmith: 1, inn: 1, tower: 1 }, { tower: 1 });
      d.ps[0]!.hand = [0, 0, 0, 0, 0, 0, 2, 0, 0, 0]; // Markets in hand do not count
      setBuilt(d, 1, { market: 1 });
    });
    expect(has(s, place('elf', { at: 'card', card: 'blacksmith' }))).toBe(true);
    expect(has(s, place('elf', { at: 'card', card: 'inn' }))).toBe(false);
    expect(has(s, place('elf', { at: 'card', card: 'tower' }))).toBe(true);
    expect(has(s, place('elf', { at: 'card', card: 'market' }))).toBe(false);
    const t = act(s, place('elf', { at: 'card', card: 'tower' }));
    expect(resOf(t, 0).gold).toBe(4);
    const b = act(s, place('elf', { at: 'card', card: 'blacksmith' }));
    expect(resOf(b, 0).gold).toBe(5);
  });

  test('§10.17 2 players: a guild with an NP Dwarf on it accepts no worker', () => {
    const s = situation(started(2, { seed: 'np17' }), (d) => {
      d.npDwarf = [1, 3];
    });
    const seat = belfort.pending(s)[0]!;
    const guilds = legal(s, seat).flatMap((a) => (a.type === 'place' && a.at === 'guild' ? [a.district] : []));
    expect(new Set(guilds)).toEqual(new Set([0, 2, 4]));
  });
});

/** Plays every pending `send` decision with its first option. */
function sendAll(s: ReturnType<typeof started>) {
  while (s.prompt?.kind === 'send') s = act(s, legal(s)[0]!);
  return s;
}
