import { describe, expect, test } from 'vitest';
import { belfort, BOARD_LAYOUT, type BelfortAction, type BelfortState } from '$engine/games/belfort';
import { canonicalJson } from '$engine/core/hash';
import { promptSections, symbolPositions, targetsOf } from './model';
import { actionLabel } from './text';
import { playerN } from '../../i18n/log';

/** Plays the first listed action until `stop` holds (a deterministic walk). */
function walk(players: number, stop: (s: BelfortState) => boolean): BelfortState {
  let s = belfort.setup({ players, seed: 'ui-model', options: {} });
  for (let n = 0; n < 2000 && !stop(s) && belfort.result(s) === null; n++) {
    const seat = belfort.pending(s)[0]!;
    s = belfort.apply(s, seat, belfort.actions(s, seat)[0]!);
  }
  return s;
}

const labelOf = (s: BelfortState, seat: number) => (a: BelfortAction) => actionLabel(belfort.describe(s, seat, a), playerN);

describe('Belfort table model', () => {
  test('every one of the 75 symbols has its own place inside the drawing, 6+ % from any other (a symbol is 6 % wide)', () => {
    const pos = symbolPositions(BOARD_LAYOUT);
    expect(pos).toHaveLength(75);
    for (const p of pos) {
      expect(p.x).toBeGreaterThan(2);
      expect(p.x).toBeLessThan(98);
      expect(p.y).toBeGreaterThan(2);
      expect(p.y).toBeLessThan(98);
    }
    let closest = Infinity;
    pos.forEach((a, i) => pos.forEach((b, j) => {
      if (i < j) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
    }));
    expect(closest).toBeGreaterThan(6);
  });

  test('the two halves of a Gatehouse sit next to each other across the district border', () => {
    const pos = symbolPositions(BOARD_LAYOUT);
    for (const loc of BOARD_LAYOUT.locations.filter((l) => l.gate >= 0)) {
      const [a, b] = loc.symbols.map((s) => pos[s]!);
      expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeLessThan(9);
    }
  });

  test('the prompt offers every listed action exactly once, builds grouped per card with their symbols as targets', () => {
    const s = walk(3, (x) => x.phase === 'actions' && belfort.actions(x, belfort.pending(x)[0]!).some((a) => a.type === 'build'));
    const seat = belfort.pending(s)[0]!;
    const actions = belfort.actions(s, seat);
    const view = belfort.view(s, seat);
    const sections = promptSections(view, BOARD_LAYOUT, actions, labelOf(s, seat));
    const offered = sections.flatMap((x) => x.options.flatMap((o) => o.choices.map((c) => canonicalJson(c.action))));
    expect(offered.slice().sort()).toEqual(actions.map((a) => canonicalJson(a)).sort());
    const builds = sections.find((x) => x.key === 'group.build')!;
    for (const o of builds.options) {
      const cards = new Set(o.choices.map((c) => (c.action as { card: string }).card));
      expect(cards.size).toBe(1);
      expect(o.label).toMatch(/^Build a /);
      for (const c of o.choices) expect(c.target).toBe(`sym:${(c.action as { at: number }).at}`);
    }
    const targets = targetsOf(sections);
    const build = actions.find((a) => a.type === 'build') as { at: number };
    expect(targets.get(`sym:${build.at}`)!.map((c) => c.action)).toContain(build);
  });

  test('the hidden setup choice is labelled by the viewer’s own cards, each label distinct', () => {
    const s = belfort.setup({ players: 4, seed: 'ui-keep', options: {} });
    const actions = belfort.actions(s, 0);
    expect(actions.every((a) => a.type === 'keep')).toBe(true);
    const sections = promptSections(belfort.view(s, 0), BOARD_LAYOUT, actions, labelOf(s, 0));
    const labels = sections.flatMap((x) => x.options.flatMap((o) => (o.choices.length === 1 ? [o.label] : o.choices.map((c) => c.label))));
    expect(new Set(labels).size).toBe(actions.length);
    for (const l of labels) expect(l).toMatch(/^Discard \w+ and \w+$/);
  });

  test('labels read as commands from the action’s key and params', () => {
    const label = (key: string, params: Record<string, string | number | null> = {}) => actionLabel({ key: `belfort.action.${key}`, seat: 0, params, text: '' }, (s) => ['Ann', 'Bo'][s]!);
    expect(label('buyCard.display', { slot: 0, card: 'tower' })).toBe('Buy the Tower from the display and end your turn');
    expect(label('pass')).toBe('Pass');
    expect(label('trade.both', { sell: 'stone', buy: 'wood' })).toBe('Sell 1 Stone and buy 1 Wood at the Trading Post');
    expect(label('camp.keep')).toBe("Keep your crest (King's Camp)");
    expect(label('camp.swap', { target: 1 })).toBe("Swap crests with Bo (King's Camp)");
    expect(label('skip')).toBe('Do not use the guild');
  });
});
