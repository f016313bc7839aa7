import { describe, expect, test } from 'vitest';
import { clash, type ClashAction, type ClashState } from '$engine/games/clash';
import { NONE } from '$engine/games/clash';
import { act, addCityAt, addUnitAt, fresh, hex, learn, rigDice, setTerrain, situation, topFrame, turnOf } from '$engine/games/clash/testkit';
import type { Draft } from '$engine/games/clash/state';
import { allChoices, clashSections, hexCounts, hexOption, rangeTokens } from './choices';
import { moveOrigins } from './model';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const [E4, D4, C7, F4] = [H('E4'), H('D4'), H('C7'), H('F4')];
const FERTILE = 1, MOUNTAIN = 2, ARMY = 1;
const cityAt = (s: ClashState, h: number) => s.cities.find((c) => c.h === h)!;
const name = (seat: number) => `P${seat + 1}`;

function base(patch: (d: Draft) => void): ClashState {
  return situation(S0, (d) => {
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) p.hand = [];
    for (const h of ['D4', 'E5', 'D5', 'E6', 'C4', 'C5', 'C6', 'B6', 'D6', 'C7']) setTerrain(d, H(h), FERTILE);
    setTerrain(d, F4, MOUNTAIN);
    patch(d);
  });
}

function sectionsOf(s: ClashState, seat = 0) {
  const view = clash.view(s, seat);
  const actions = clash.actions(s, seat);
  return { view, actions, sections: clashSections(view, actions, (a) => clash.describe(s, seat, a), name) };
}

describe('Clash choices', () => {
  // Seat 0's size-3 city at E4 reaches a size-2 city at D4 (in range) and one at C7 (1 token for range).
  const influence = base((d) => {
    d.ps[0]!.cl = 5;
    d.ps[0]!.ct = 3;
    cityAt(d, E4).pc = [0, 0, NONE, NONE];
    addCityAt(d, 1, D4, [1, NONE, NONE, NONE]);
    addCityAt(d, 1, C7, [1, NONE, NONE, NONE]);
  });

  test('the view gives each influence attempt its range tokens; the choices group them by source with that cost', () => {
    const { view, sections } = sectionsOf(influence);
    const src = cityAt(influence, E4).id, near = cityAt(influence, D4).id, far = cityAt(influence, C7).id;
    expect(view.influence).toEqual(expect.arrayContaining([{ from: src, to: near, tokens: 0 }, { from: src, to: far, tokens: 1 }]));
    // Nobody else sees them.
    expect(clash.view(influence, 1).influence).toEqual([]);
    expect(clash.view(influence, null).influence).toEqual([]);

    const option = sections.flatMap((s) => s.options).find((o) => o.key === `influence@${src}`)!;
    expect(option.label).toBe('Cultural Influence from E4');
    expect(option.step).toBe('Cities in range of E4');
    const byTarget = new Map(option.choices.map((c) => [c.hexes[0], c]));
    expect(byTarget.get(D4)!.hint).toBe('in range');
    expect(byTarget.get(C7)!.hint).toBe('1 Culture token for range');
    expect(rangeTokens(view, byTarget.get(C7)!.action)).toBe(1);
    // An attempt concerns its target, then its source.
    expect(byTarget.get(C7)!.hexes).toEqual([C7, E4]);
    // Highlighting the opened source: its targets (and itself).
    expect([...hexCounts(option.choices).keys()].sort((a, b) => a - b)).toEqual([E4, D4, C7].sort((a, b) => a - b));
  });

  test('a short influence roll: paying the boost says its cost in Culture tokens (from the pick frame)', () => {
    const s = situation(influence, (d) => {
      d.rng = rigDice([3]);
    });
    const m = act(s, { type: 'influence', from: cityAt(s, E4).id, to: cityAt(s, C7).id, art: false });
    expect(topFrame(m)).toMatchObject({ k: 'pick', q: 'ciBoost', ctx: [cityAt(s, C7).id, 2, 0] });
    const options = sectionsOf(m).sections.flatMap((x) => x.options);
    expect(options.find((o) => o.choices[0]!.action.type === 'pick' && (o.choices[0]!.action as { v: number }).v === 1)!.hint).toBe('costs 2 Culture tokens');
  });

  test('sections: city activations grouped per city, advances and trades apart, End the Turn quiet and last', () => {
    const { actions, sections } = sectionsOf(influence);
    expect(sections.map((s) => s.key)).toEqual(['city', 'advance', 'trade', 'quiet']);
    expect(sections.at(-1)!.options.map((o) => o.choices[0]!.action)).toEqual([{ type: 'end' }]);
    expect(sections.at(-1)!.title).toBeNull();
    const collect = sections.find((s) => s.key === 'city')!.options.find((o) => o.key === `collect@${cityAt(influence, E4).id}`)!;
    expect(collect.choices.length).toBe(actions.filter((a) => a.type === 'collect').length);
    expect(collect.label).toBe(collect.choices.length > 1 ? 'Collect in E4' : collect.choices[0]!.label);
    // Every legal action is offered exactly once, as the engine's own object.
    const all = allChoices(sections).map((c) => c.action);
    expect(all).toHaveLength(actions.length);
    for (const a of actions) expect(all).toContain(a);
  });

  test('a selected space lists what can be done there; an own unit adds "Move units from here" when the engine would offer it as an origin', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      cityAt(d, E4).pc = [0, NONE, NONE, NONE];
      addUnitAt(d, 0, ARMY, E4);
    });
    const { view, actions, sections } = sectionsOf(s);
    const origins = moveOrigins(clash, s, 0, actions);
    // The origins are exactly the engine's `from` choices once the Move starts.
    const started = act(s, { type: 'move' });
    expect(topFrame(started)).toMatchObject({ k: 'move' });
    expect([...origins]).toEqual(clash.actions(started, 0).flatMap((a: ClashAction) => (a.type === 'from' ? [a.hex] : [])));
    expect(origins.has(E4)).toBe(true);

    const here = hexOption(view, sections, E4, origins.has(E4));
    expect(here.key).toBe(`hex@${E4}`);
    expect(here.step).toBe('Choices at E4');
    expect(here.choices[0]).toMatchObject({ label: 'Move units from here', action: { type: 'move' } });
    expect(here.choices.slice(1).map((c) => c.action.type)).toContain('collect');
    for (const c of here.choices.slice(1)) expect(c.hexes).toContain(E4);
    // An empty space offers nothing.
    expect(hexOption(view, sections, F4, false).choices).toEqual([]);
    // Without a Move action offered there are no origins.
    expect(moveOrigins(clash, s, 0, actions.filter((a) => a.type !== 'move')).size).toBe(0);
  });

  test('combat cards carry their tactic effect and what it needs; declining is quiet', () => {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
      d.ps[0]!.hand = [5]; // Hero General / High Morale
    });
    let m = act(s, { type: 'move' });
    m = act(m, { type: 'from', hex: E4 });
    if ((topFrame(m) as { to: number }).to === NONE) m = act(m, { type: 'to', hex: D4, mode: 0, roads: 0 });
    if (topFrame(m).k === 'move') m = act(m, { type: 'group', units: m.units.filter((u) => u.o === 0 && u.h === E4).map((u) => u.id) });
    expect(topFrame(m)).toMatchObject({ k: 'combatCard', seat: 0 });
    const { sections } = sectionsOf(m);
    const main = sections.find((x) => x.key === 'main')!.options;
    expect(main).toHaveLength(1);
    expect(main[0]!.label).toBe('Play High Morale');
    expect(main[0]!.hint).toBe('+2 combat value. (needs Army / Ship)');
    expect(sections.find((x) => x.key === 'quiet')!.options[0]!.label).toBe('Play no combat card');
  });
});

describe('Clash rules summary', () => {
  test('lists the 42 Action cards from the card data: both halves, cost, requirement and effect', async () => {
    const { rulesSummary } = await import('./text');
    const cards = rulesSummary().find((s) => s.heading === 'The 42 Action cards')!;
    expect(cards.items).toHaveLength(43);
    expect(new Set(cards.items).size).toBe(43);
    expect(cards.items[1]).toBe(
      '1. Quick Advance (free, 1 Culture token): Pay 1 Culture token: gain one advance for free (Steel Weapons still needs its Ore). — Combat: Peltasts (needs Army): Before the roll, roll a die per Army of yours in the battle: any 5–6 cancels 1 hit.'
    );
    expect(cards.items[8]).toMatch(/^8\. Spy \(costs an action, 1 Culture token\): .* — Combat: High Morale \(needs Army \/ Ship\): \+2 combat value\.$/);
    expect(cards.items[22]).toContain('Combat: Defensive Formation (needs Army / Fortress, defender only)');
  });
});
