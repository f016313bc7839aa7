/**
 * The designed Action deck (tables/actioncards.ts): 42 cards, 21 non-combat halves and 16 combat
 * halves, each played and checked. Card ids: the two copies of a title are consecutive.
 */
import { describe, expect, test } from 'vitest';
import type { ClashState } from './types';
import { ANGRY, BARBARIAN, HAPPY, NEUTRAL, NONE, ONCE } from './types';
import { ACTION_CARDS, CIVIL, CIVIL_KINDS, TACTICS, TACTICS_DEFS } from './tables/actioncards';
import { ADV } from './tables/advances';
import { ARMY, SETTLER, TEMPLE, ACADEMY, FORTRESS } from './tables/rules';
import { FERTILE, FOREST, MOUNTAIN, SEA } from './board';
import { act, addCityAt, addUnitAt, fresh, give, hex, learn, legal, moveGroup, ofType, pick, rigDice, setTerrain, situation, topFrame, turnOf, unitsOf } from './testkit';
import type { Draft } from './state';
import { advancesOf } from './state';

const S0 = fresh(3);
const H = (n: string) => hex(S0, n);
const E4 = H('E4'), D4 = H('D4'), E5 = H('E5'), F4 = H('F4'), D5 = H('D5'), E6 = H('E6'), C4 = H('C4'), C5 = H('C5'), F5 = H('F5');
const cardOf = (kind: string) => ACTION_CARDS.findIndex((c) => c.civil === kind);
const tacticCard = (kind: string) => ACTION_CARDS.findIndex((c) => c.tactics === kind);

function base(patch: (d: Draft) => void = () => {}): ClashState {
  return situation(S0, (d) => {
    d.first = 0;
    turnOf(d, 0);
    d.units = [];
    for (const p of d.ps) p.hand = [];
    for (const [h, t] of [[D4, FERTILE], [E5, FERTILE], [F4, MOUNTAIN], [D5, FOREST], [E6, FERTILE], [C4, FERTILE], [C5, FERTILE], [F5, SEA]] as const) setTerrain(d, h, t);
    patch(d);
  });
}
const city = (s: ClashState, h: number) => s.cities.find((c) => c.h === h)!;
const play = (s: ClashState, card: number) => act(s, { type: 'play', card, arg: 0 });
const choose = (s: ClashState, v: number) => act(s, { type: 'pick', v });
const playable = (s: ClashState, card: number) => legal(s).some((a) => a.type === 'play' && a.card === card);

describe('the Action deck', () => {
  test('42 cards: 21 titles × 2, every civil and combat half used and sourced', () => {
    expect(ACTION_CARDS.length).toBe(42);
    for (const k of CIVIL_KINDS) expect(ACTION_CARDS.filter((c) => c.civil === k).length).toBe(2);
    for (const k of TACTICS) expect(ACTION_CARDS.some((c) => c.tactics === k)).toBe(true);
    for (const k of CIVIL_KINDS) expect(CIVIL[k].src.why.length).toBeGreaterThan(10);
    for (const k of TACTICS) expect(TACTICS_DEFS[k].src.why.length).toBeGreaterThan(10);
  });
});

describe('non-combat halves', () => {
  test('Quick Advance: 1 Culture token for a free advance', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('quickAdvance')];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
    });
    let m = play(s, cardOf('quickAdvance'));
    m = choose(m, ADV.writing);
    expect(advancesOf(m.ps[0]!)).toContain(ADV.writing);
    expect([m.ps[0]!.ct, m.t.left]).toEqual([1, 3]); // paid 1, Writing's border gave 1
    expect(m.actionDiscard).toContain(cardOf('quickAdvance'));
  });

  test('Foreign Ideas: a free advance owned by a player within 2 spaces', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('foreignIdeas')];
      addCityAt(d, 1, E6);
      learn(d, 1, 'fishing', 'writing');
    });
    let m = play(s, cardOf('foreignIdeas'));
    expect(pick(m).opts).toEqual([ADV.fishing, ADV.writing]);
    m = choose(m, ADV.fishing);
    expect(advancesOf(m.ps[0]!)).toContain(ADV.fishing);
  });

  test('Hero General: after winning a land battle, one step for a city, another for 1 Mood token', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('heroGeneral')];
      d.t.once |= ONCE.wonLand;
      d.ps[0]!.hl = 2;
      d.ps[0]!.mt = 1;
      city(d, E4).mood = ANGRY;
    });
    let m = play(s, cardOf('heroGeneral'));
    expect(city(m, E4).mood).toBe(NEUTRAL);
    m = choose(m, city(m, E4).id);
    expect([city(m, E4).mood, m.ps[0]!.mt]).toEqual([HAPPY, 0]);
    expect(playable(base((d) => (d.ps[0]!.hand = [cardOf('heroGeneral')])), cardOf('heroGeneral'))).toBe(false);
  });

  test('Spy: look at a player\'s cards and swap one of yours for one of theirs of the same kind', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('spy'), 40];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
      d.ps[0]!.obj = [3];
      d.ps[2]!.hand = [20];
      d.ps[2]!.obj = [7];
      d.ps[1]!.hand = [];
      d.ps[1]!.obj = [];
    });
    let m = play(s, cardOf('spy'));
    expect(m.t.left).toBe(2);
    expect(pick(m)).toMatchObject({ q: 'spySwap', ctx: [2] });
    expect(pick(m).opts).toEqual([-1, 40 * 100 + 20, 10000 + 3 * 100 + 7]);
    m = choose(m, 10000 + 307);
    expect([m.ps[0]!.obj, m.ps[2]!.obj]).toEqual([[7], [3]]);
  });

  test('Ideas: +1 Idea per Academy; Great Ideas: +2 Ideas after a capture or a land victory', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('ideas'), cardOf('greatIdeas')];
      city(d, E4).pc = [NONE, NONE, 0, NONE];
      addCityAt(d, 0, C5, [NONE, NONE, 0, NONE]);
    });
    expect(play(s, cardOf('ideas')).ps[0]!.res[3]).toBe(2);
    expect(playable(s, cardOf('greatIdeas'))).toBe(false);
    const won = situation(s, (d) => (d.t.once |= ONCE.captured));
    expect(play(won, cardOf('greatIdeas')).ps[0]!.res[3]).toBe(2);
  });

  test('Mercenaries: 1 Gold; barbarians within 2 of your city or Army attack another player\'s city within 2 of them', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('mercenaries')];
      give(d, 0, { gold: 1 });
      addCityAt(d, BARBARIAN, D5);
      addUnitAt(d, BARBARIAN, ARMY, D5);
      addUnitAt(d, BARBARIAN, ARMY, D5);
      addCityAt(d, 1, C5, [1, NONE, NONE, NONE]);
      d.rng = rigDice([6, 6]);
    });
    const m = play(s, cardOf('mercenaries'));
    expect(m.ps[0]!.res[4]).toBe(0);
    expect(m.t.left).toBe(2);
    // 12 → 2 hits on seat 1's size-2 city: the Temple, then the Settlement — destroyed.
    expect(m.cities.some((c) => c.h === C5)).toBe(false);
  });

  test('Cultural Takeover: an influence roll against a barbarian settlement; success makes it yours (Angry), its barbarians leave', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('culturalTakeover')];
      addCityAt(d, BARBARIAN, D4);
      addUnitAt(d, BARBARIAN, ARMY, D4);
      d.rng = rigDice([5]);
    });
    const m = play(s, cardOf('culturalTakeover'));
    expect(city(m, D4)).toMatchObject({ o: 0, mood: ANGRY });
    expect(unitsOf(m, BARBARIAN)).toEqual([]);
  });

  test('Cultural Takeover needs a Settlement left: not playable with all 7 cities on the board, playable with 6', () => {
    const withCities = (n: number) => base((d) => {
      d.ps[0]!.hand = [cardOf('culturalTakeover')];
      addCityAt(d, BARBARIAN, D4);
      for (const h of [E5, D5, E6, C4, C5, F4].slice(0, n)) addCityAt(d, 0, h);
    });
    const seven = withCities(6);
    expect(seven.cities.filter((c) => c.o === 0).length).toBe(7);
    expect(playable(seven, cardOf('culturalTakeover'))).toBe(false);
    const six = withCities(5);
    expect(six.cities.filter((c) => c.o === 0).length).toBe(6);
    expect(playable(six, cardOf('culturalTakeover'))).toBe(true);
  });

  test('City Development: a piece without resources, still an activation', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('cityDevelopment')];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
      learn(d, 0, 'myths');
      addCityAt(d, 0, C5);
    });
    let m = play(s, cardOf('cityDevelopment'));
    m = choose(m, city(m, E4).id * 1000 + TEMPLE * 100 + NONE + 1);
    m = choose(m, 0);
    expect(city(m, E4).pc[TEMPLE]).toBe(0);
    expect(city(m, E4).act).toBe(1);
    expect(m.ps[0]!.res).toEqual([2, 0, 0, 0, 0]);
  });

  test('Production Focus: the next Collect may take several resources from one space; Mass Production: 2 more', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('productionFocus'), cardOf('massProduction')];
      city(d, E4).pc = [0, NONE, NONE, NONE];
      learn(d, 0, 'storage');
      give(d, 0, {});
      d.exhausted = [H('D3'), D4, H('E3')];
    });
    const pf = play(s, cardOf('productionFocus'));
    // Reach: E4 Fertile, F3 and F4 Mountains; with the focus 2 Ore from one Mountain is no gain, but 2 Food from E4 is.
    expect(ofType(pf, 'collect').map((a) => a.gain.slice(0, 3).join())).toContain('2,0,0');
    expect(playable(pf, cardOf('massProduction'))).toBe(false);
    const mp = play(s, cardOf('massProduction'));
    // Size 2 + 2 = 4, and four spaces in reach (E4, E5, F3, F4).
    expect(Math.max(...ofType(mp, 'collect').map((a) => a.gain.reduce((x, y) => x + y, 0)))).toBe(4);
    const after = act(mp, ofType(mp, 'collect')[0]!);
    expect(after.t.once & ONCE.massProduction).toBe(0);
  });

  test('Explorer: explore a region next to one with your city, and a free Settler', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('explorer')];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
      d.tiles[0] = 12; // T13: no Sea, no barbarians
    });
    let m = play(s, cardOf('explorer'));
    expect(pick(m).q).toBe('explorerRegion');
    m = choose(m, 0);
    if (topFrame(m).k === 'orient') m = act(m, { type: 'orient', o: 0 });
    expect(m.explored & 1).toBe(1);
    expect(unitsOf(m, 0, SETTLER).map((u) => u.h)).toEqual([E4]);
  });

  test('Negotiations: before the first action, a truce with a player (no attacks this Turn and on their next)', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('negotiations')];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
      learn(d, 0, 'tactics');
      learn(d, 1, 'tactics');
      addUnitAt(d, 0, ARMY, E4);
      addUnitAt(d, 1, ARMY, D4);
    });
    let m = play(s, cardOf('negotiations'));
    m = choose(m, 1);
    expect([m.t.truce, m.ps[1]!.truce]).toEqual([1, 0]);
    let mv = act(m, { type: 'move' });
    if ((topFrame(mv) as { from: number }).from === NONE) mv = act(mv, { type: 'from', hex: E4 });
    expect(ofType(mv, 'to').some((a) => a.hex === D4)).toBe(false);
    const late = situation(s, (d) => (d.t.taken = 1));
    expect(playable(late, cardOf('negotiations'))).toBe(false);
  });

  test('Leadership: +1 action; Assassination: another player loses an action on their next Turn', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('leadership'), cardOf('assassination')];
      d.ps[0]!.cl = 2;
      d.ps[0]!.ct = 2;
    });
    expect(play(s, cardOf('leadership')).t.left).toBe(4);
    let m = play(s, cardOf('assassination'));
    m = choose(m, 1);
    expect(m.ps[1]!.lose).toBe(1);
    m = act(m, { type: 'end' });
    expect([m.t.seat, m.t.left]).toEqual([1, 2]);
  });

  test('New Plans: draw 2 Objectives, keep one, the other to the bottom of the deck', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('newPlans')];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
      d.ps[0]!.obj = [];
      d.objectiveDeck = [9, 10, 11];
    });
    let m = play(s, cardOf('newPlans'));
    expect(pick(m).opts).toEqual([11, 10]);
    m = choose(m, 10);
    expect(m.ps[0]!.obj).toEqual([10]);
    expect(m.objectiveDeck).toEqual([11, 9]);
  });

  test('Synergies: two advances of one category, both paid', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('synergies')];
      give(d, 0, { ideas: 4 });
    });
    let m = play(s, cardOf('synergies'));
    m = choose(m, ADV.writing);
    expect(pick(m).opts).toEqual([ADV.publicEducation, ADV.philosophy]);
    m = choose(m, ADV.philosophy);
    expect(advancesOf(m.ps[0]!)).toEqual(expect.arrayContaining([ADV.writing, ADV.philosophy]));
    expect(m.t.left).toBe(2);
  });

  test('Militia: 1 Culture token for an Army in one of your cities', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('militia')];
      d.ps[0]!.cl = 1;
      d.ps[0]!.ct = 1;
    });
    expect(unitsOf(play(s, cardOf('militia')), 0, ARMY).map((u) => u.h)).toEqual([E4]);
  });

  test('Technology Trade: take an advance of a player within 2; they take one of yours; both free', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('technologyTrade')];
      addCityAt(d, 1, E6);
      learn(d, 1, 'fishing');
      learn(d, 0, 'writing');
    });
    // One option each way: both choices are made by the engine.
    const m = play(s, cardOf('technologyTrade'));
    expect(advancesOf(m.ps[0]!)).toContain(ADV.fishing);
    expect(advancesOf(m.ps[1]!)).toContain(ADV.writing);
  });

  test('Inspiration and New Ideas are played on their trigger: a capture / an advance just acquired', () => {
    const s = base((d) => {
      d.ps[0]!.hand = [cardOf('newIdeas')];
      give(d, 0, { ideas: 4 });
    });
    expect(playable(s, cardOf('newIdeas'))).toBe(false);
    const m = act(s, { type: 'advance', a: ADV.writing });
    expect(playable(m, cardOf('newIdeas'))).toBe(true);
    expect(play(m, cardOf('newIdeas')).ps[0]!.res[3]).toBe(4);
    // The window closes at the next action (a new advance would open a new one).
    const next = act(m, ofType(m, 'collect')[0]!);
    expect(playable(next, cardOf('newIdeas'))).toBe(false);
  });
});

describe('combat halves', () => {
  /** Seat 0 attacks D4 (seat 1: `def` Armies, city with `pieces`) with `att` Armies; both play the given cards. */
  function fight(att: number, def: number, cards: [number | null, number | null], dice: number[], pieces: number[] | null = null): ClashState {
    const s = base((d) => {
      learn(d, 0, 'tactics');
      learn(d, 1, 'tactics');
      for (let i = 0; i < att; i++) addUnitAt(d, 0, ARMY, E4);
      for (let i = 0; i < def; i++) addUnitAt(d, 1, ARMY, D4);
      if (pieces) addCityAt(d, 1, D4, pieces);
      d.ps[0]!.hand = cards[0] === null ? [40] : [cards[0]];
      d.ps[1]!.hand = cards[1] === null ? [40] : [cards[1]];
      d.rng = rigDice(dice);
    });
    let m = moveGroup(s, E4, D4);
    m = act(m, { type: 'combat', card: cards[0] ?? NONE });
    if (topFrame(m).k === 'combatCard') m = act(m, { type: 'combat', card: cards[1] ?? NONE });
    return m;
  }
  const roll = (m: ClashState) => m.events.find((e) => e.key === 'clash.event.combatRoll')!.params;

  test.each([
    ['highMorale (+2 CV)', 'highMorale', null, [3, 1], { attackerHits: 1 }],
    ['flanking (+1 die, attacker)', 'flanking', null, [3, 2, 1], { attackerDice: '3 2', attackerHits: 1 }],
    ['highGround (+1 die)', 'highGround', null, [3, 2, 1], { attackerDice: '3 2', attackerHits: 1 }],
    ['surprise (+1 CV)', 'surprise', null, [4, 1], { attackerHits: 1 }],
    ['wedgeFormation (+1 CV per defending Army)', 'wedgeFormation', null, [3, 1, 1], { attackerHits: 1 }],
    ['defensiveFormation (+1 die, defender)', null, 'defensiveFormation', [1, 3, 2], { defenderDice: '3 2', defenderHits: 1 }],
    ['heavyResistance (−1 CV per attacker)', null, 'heavyResistance', [5, 1], { attackerHits: 0 }]
  ] as const)('%s', (_name, a, d, dice, want) => {
    const m = fight(1, a === 'wedgeFormation' ? 2 : 1, [a ? tacticCard(a) : null, d ? tacticCard(d) : null], [...dice]);
    expect(roll(m)).toMatchObject(want);
  });

  test('Fortress cards: For the People (+1 die) and Improved Defenses (cancel 1 hit) need a Fortress', () => {
    const m = fight(2, 0, [null, tacticCard('forThePeople')], [5, 5, 1, 1, 1], [NONE, 1, NONE, NONE]);
    expect(roll(m).defenderDice).toBe('1 1'); // no Army: the lone Fortress's die and the card's
    const m2 = fight(2, 0, [null, tacticCard('improvedDefenses')], [5, 5, 1], [NONE, 1, NONE, NONE]);
    expect(roll(m2).attackerHits).toBe(0); // 2 hits − Fortress − card
  });

  test('Peltasts: a die per own Army; any 5–6 cancels a hit', () => {
    const m = fight(1, 1, [null, tacticCard('peltasts')], [6, 5, 1]);
    expect(roll(m).attackerHits).toBe(0);
  });

  test('Archers: a die before the roll; 5–6 kills an enemy unit', () => {
    const m = fight(1, 2, [tacticCard('archers'), null], [6, 1, 1]);
    expect(roll(m).defenderDice).toBe('1');
  });

  test('Encircled: scoring at least as many hits as taken earns a die; 5–6 one more hit', () => {
    const m = fight(1, 2, [tacticCard('encircled'), null], [5, 1, 1, 6]);
    expect(roll(m).attackerHits).toBe(2);
  });

  test('Siege: +1 CV and the Fortress loses its die', () => {
    const m = fight(1, 1, [tacticCard('siege'), null], [4, 1], [NONE, 1, NONE, NONE]);
    expect(roll(m).defenderDice).toBe('1');
    expect(roll(m).attackerHits).toBe(0); // 5 → 1 hit, cancelled by the Fortress
  });

  test('Scout cancels the opponent\'s card and takes it; Martyr trades a unit for a unit and voids the other card', () => {
    const m = fight(1, 1, [tacticCard('highMorale'), tacticCard('scout')], [3, 1]);
    expect(roll(m).attackerHits).toBe(0);
    expect(m.ps[1]!.hand).toContain(tacticCard('highMorale'));
    const mt = fight(2, 2, [tacticCard('martyr'), tacticCard('defensiveFormation')], [1, 1]);
    expect([roll(mt).attackerDice, roll(mt).defenderDice]).toEqual(['1', '1']);
  });

  test('Tactical Retreat: the defenders withdraw to a free land space and the attacker wins', () => {
    const m = fight(1, 1, [null, tacticCard('tacticalRetreat')], []);
    let r = m;
    if (topFrame(r).k === 'pick') r = choose(r, pick(r).opts[0]!);
    expect(unitsOf(r, 1, ARMY).every((u) => u.h !== D4)).toBe(true);
    expect(unitsOf(r, 0, ARMY).map((u) => u.h)).toEqual([D4]);
  });
});

void FORTRESS;
void ACADEMY;
void C4;
void F4;
void E5;
