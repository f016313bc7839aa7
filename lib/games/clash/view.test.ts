/**
 * Views and log lines (issue 16 item 4): hands, objectives, unexplored terrain and deck order are
 * hidden from other seats and from spectators; the pending seat alone sees its choice's details;
 * views carry the derived numbers a table draws; log lines never name hidden cards.
 */
import { describe, expect, test } from 'vitest';
import { clash } from './index';
import { Rng, seedRng } from '../../core/rng';
import { ACTION_CARDS, CIVIL, TACTICS_DEFS } from './tables/actioncards';
import { OBJECTIVES, OBJECTIVE_CARDS } from './tables/objectives';
import { view } from './view';
import { act, fresh, pick, situation, turnOf } from './testkit';

describe('views', () => {
  test('own cards for the seat, counts for others, nothing for spectators; unexplored terrain and decks hidden', () => {
    const s = fresh(3);
    const mine = view(s, 0);
    expect(mine.seats[0]!.hand).toEqual(s.ps[0]!.hand);
    expect(mine.seats[0]!.objectives).toEqual(s.ps[0]!.obj);
    expect(mine.seats[1]!.hand).toBeNull();
    expect(mine.seats[1]!.handCount).toBe(1);
    const spectator = view(s, null);
    expect(spectator.seats.every((p) => p.hand === null && p.objectives === null)).toBe(true);
    expect(spectator.hexes.filter((h) => h.terrain !== 0).length).toBe(12); // the three starting regions
    const text = JSON.stringify(spectator);
    expect(text).not.toContain('eventDeck');
    expect(text).not.toContain('"tiles"');
  });

  test('the pending seat alone sees its choice in full (New Plans shows two objectives to their drawer only)', () => {
    const s = situation(fresh(3), (d) => {
      d.first = 0;
      turnOf(d, 0);
      d.ps[0]!.hand = [30];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
    });
    const m = act(s, { type: 'play', card: 30, arg: 0 });
    expect(pick(m).q).toBe('newPlans');
    expect(view(m, 0).prompt!.frame).toEqual(pick(m));
    expect(view(m, 1).prompt!.frame).toBeNull();
    expect(view(m, null).prompt!.frame).toBeNull();
    expect(view(m, 1).prompt!.text.length).toBeGreaterThan(10);
  });

  test('derived numbers: city size and Collect/Build amount, score by category', () => {
    const s = situation(fresh(3), (d) => {
      d.cities[0]!.pc = [d.cities[0]!.o, -1, -1, -1];
      d.cities[0]!.mood = 2;
    });
    const v = view(s, null);
    expect(v.cities[0]).toMatchObject({ size: 2, amount: 3 });
    const seat = s.cities[0]!.o;
    expect(v.seats[seat]!.score).toMatchObject({ pieces: 2, advances: 1, total: 3 });
  });

  test('log lines of a whole random game never name a card still hidden', () => {
    const hiddenNames = [
      ...ACTION_CARDS.map((c) => CIVIL[c.civil].name),
      ...ACTION_CARDS.map((c) => TACTICS_DEFS[c.tactics].name),
      ...OBJECTIVE_CARDS.flat().map((k) => OBJECTIVES[k].name)
    ];
    const rng = new Rng(seedRng('log'));
    let s = clash.setup({ players: 3, seed: 'log', options: {} });
    let n = 0;
    while (clash.result(s) === null && n < 3000) {
      const seat = clash.pending(s)[0]!;
      const a = rng.pick(clash.actions(s, seat));
      const line = clash.describe(s, seat, a);
      // Cards are named only when played face up ("plays …") or completed; never when offered, swapped or drawn.
      if (a.type === 'offer' || (a.type === 'pick' && s.stack[s.stack.length - 1]!.k === 'pick')) {
        const f = s.stack[s.stack.length - 1]!;
        if (a.type === 'offer' || (f.k === 'pick' && ['spySwap', 'newPlans', 'objective'].includes(f.q))) {
          for (const name of hiddenNames) expect(line.text.includes(`plays ${name}`) || !line.text.includes(name)).toBe(true);
        }
      }
      s = clash.apply(s, seat, a);
      for (const e of s.events) if (e.key === 'clash.event.drawAction' || e.key === 'clash.event.drawObjective') expect(Object.keys(e.params)).toEqual([]);
      n++;
    }
    expect(n).toBeGreaterThan(50);
  });
});
