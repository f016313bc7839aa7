import { describe, expect, test } from 'vitest';
import { paris, type ParisAction, type ParisState } from '$engine/games/paris';
import { Rng, seedRng } from '$engine/core/rng';
import { promptSections, targetsOf } from './choices';

/** Plays random legal actions and checks the prompt at every decision of seat 0. */
function walk(players: number, seed: string, check: (s: ParisState, seat: number, actions: readonly ParisAction[]) => void): void {
  const rng = new Rng(seedRng(seed));
  let s = paris.setup({ players, seed, options: {} });
  for (let i = 0; i < 400 && !paris.result(s); i++) {
    const seat = paris.pending(s)[0]!;
    const actions = paris.actions(s, seat);
    check(s, seat, actions);
    s = paris.apply(s, seat, rng.pick(actions));
  }
}

describe('Paris prompt choices', () => {
  test('every legal action is offered exactly once, and nothing else', () => {
    walk(3, 'choices-1', (s, seat, actions) => {
      const sections = promptSections(paris.view(s, seat), actions, (a) => paris.describe(s, seat, a).text);
      const offered = sections.flatMap((x) => x.options.flatMap((o) => o.choices.map((c) => c.action)));
      expect(offered).toHaveLength(actions.length);
      expect(new Set(offered)).toEqual(new Set(actions));
    });
  });

  test('a stack is labelled with what its back shows, never with the face-down tile', () => {
    const s = paris.setup({ players: 2, seed: 'choices-2', options: {} });
    const seat = paris.pending(s)[0]!;
    const sections = promptSections(paris.view(s, seat), paris.actions(s, seat), (a) => paris.describe(s, seat, a).text);
    const draw = sections.find((x) => x.key === 'draw')!;
    expect(draw.options.map((o) => o.label)).toEqual(s.stacks.map((st, i) => expect.stringMatching(new RegExp(`^Stack ${i + 1}: ${st.length} tiles, back: `))));
    for (const o of draw.options) expect(o.label).not.toMatch(/Café|Bakery|Hotel|Theatre|Residence|Restaurant/);
  });

  test('moves are grouped by the key they move; board targets point at the pieces', () => {
    let seen = 0;
    walk(2, 'choices-3', (s, seat, actions) => {
      const moves = actions.filter((a) => a.type === 'move');
      if (moves.length === 0) return;
      const sections = promptSections(paris.view(s, seat), actions, (a) => paris.describe(s, seat, a).text);
      const group = sections.find((x) => x.key === 'moves')!;
      expect(group.options.length).toBe(new Set(moves.map((m) => m.from)).size);
      const targets = targetsOf(sections);
      for (const m of moves) expect(targets.get(`site:${m.to}`)!.some((c) => c.action === m)).toBe(true);
      seen++;
    });
    expect(seen).toBeGreaterThan(5);
  });
});
