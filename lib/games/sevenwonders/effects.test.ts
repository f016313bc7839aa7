/** Rules §10 "Immediate effects" (33–41) and "Military" (42–44). */
import { describe, expect, test } from 'vitest';
import { sevenWonders } from './index';
import { cityInfo } from './production';
import { scoreCity } from './scoring';
import { build, cardIds, others, play, plays, type CitySpec } from './testkit';
import type { DiscardBuildAction, SwState, WonderId } from './types';

const apply = sevenWonders.apply;
const city = (wonder: WonderId, built: string[] = [], extra: Partial<CitySpec> = {}): CitySpec => ({ wonder, built, ...extra });
const trio = (a: CitySpec, b: CitySpec, c: CitySpec, hands: string[][], age = 1, round = 1): SwState =>
  build({ players: 3, age, round, cities: [a, b, c], hands });

describe('§10 Immediate effects', () => {
  test('10.33 Tavern gives 5 coins once, when built', () => {
    const s = others(play(trio(city('giza'), city('rhodes'), city('ephesus'), [['tavern'], ['altar'], ['theater']]), 0, 'tavern', 'build'), [0]);
    expect(s.cities[0]!.coins).toBe(8);
  });

  test('10.34 Vineyard: 1 coin per Brown in own and neighbouring cities (same-round cards count); Bazar: 2 per Grey', () => {
    const s0 = build({
      players: 4,
      age: 2,
      cities: [
        city('giza', ['lumber-yard']),
        city('rhodes', ['stone-pit', 'clay-pool', 'loom']),
        city('ephesus', ['ore-vein', 'tree-farm', 'mine', 'glassworks']), // not a neighbour of seat 0
        city('babylon', ['clay-pit', 'press'])
      ],
      hands: [['vineyard'], ['bazar'], ['altar'], ['quarry']]
    });
    let s = play(s0, 0, 'vineyard', 'build');
    s = play(s, 1, 'bazar', 'build');
    s = play(s, 2, 'altar', 'discard');
    s = play(s, 3, 'quarry', 'build'); // placed this round: counted by Vineyard
    expect(s.cities[0]!.coins).toBe(3 + 1 + 2 + 2); // own 1, left 2, right 1 + Quarry
    // Bazar (seat 1): Grey in own (1), left = seat 2 (1), right = seat 0 (0): 2 × 2 coins
    expect(s.cities[1]!.coins).toBe(3 + 4);
    expect(s.cities[3]!.coins).toBe(3 - 1);
  });

  test.each([
    ['haven', ['lumber-yard', 'stone-pit', 'sawmill', 'forum'], 3, 3],
    ['lighthouse', ['tavern', 'marketplace', 'caravansery'], 4, 4],
    ['chamber-of-commerce', ['loom', 'press', 'glassworks', 'brickyard'], 6, 6],
    ['arena', ['dispensary'], 6, 2]
  ])('10.35 %s pays coins when built and scores VP at the end', (card, built, coins, vp) => {
    const s0 = trio(city('giza', built, { coins: 0, stages: card === 'arena' ? 2 : 0 }), city('rhodes'), city('ephesus'), [[card], ['altar'], ['theater']], 3);
    const free = plays(s0, 0, card, 'build');
    expect(free).toHaveLength(1);
    expect(free[0]!.how === 'build' && free[0]!.pay.toLeft + free[0]!.pay.toRight + free[0]!.pay.toBank).toBe(0);
    const s = others(apply(s0, 0, free[0]!), [0]);
    expect(s.cities[0]!.coins).toBe(coins);
    expect(scoreCity(s, 0).commerce).toBe(vp);
  });

  test('10.36 Ephesus A stage 2 gives 9 coins once; Ephesus B stages give 4 coins each', () => {
    const a = others(play(trio(city('ephesus', ['lumber-yard', 'sawmill'], { stages: 1 }), city('rhodes'), city('giza'), [['altar'], ['loom'], ['press']]), 0, 'altar', 'wonder'), [0]);
    expect(a.cities[0]!.coins).toBe(3 + 9);
    const b = others(play(trio(city('ephesus', ['stone-pit', 'quarry'], { side: 'B' }), city('rhodes'), city('giza'), [['altar'], ['loom'], ['press']]), 0, 'altar', 'wonder'), [0]);
    expect(b.cities[0]!.coins).toBe(3 + 4);
    expect(scoreCity(b, 0).wonder).toBe(2);
  });

  test('10.37 Rhodes A stage 2 adds 2 shields; Rhodes B stages add 1 shield + 3/4 coins + 3/4 VP', () => {
    const a = others(play(trio(city('rhodes', ['clay-pool', 'brickyard'], { stages: 1 }), city('giza'), city('ephesus'), [['altar'], ['loom'], ['press']]), 0, 'altar', 'wonder'), [0]);
    expect(cityInfo(a.cities[0]!).shields).toBe(2);
    let b = others(play(trio(city('rhodes', ['stone-pit', 'quarry'], { side: 'B' }), city('giza'), city('ephesus'), [['altar'], ['loom'], ['press']]), 0, 'altar', 'wonder'), [0]);
    expect([cityInfo(b.cities[0]!).shields, b.cities[0]!.coins, scoreCity(b, 0).wonder]).toEqual([1, 6, 3]);
    b = others(play(trio(city('rhodes', ['foundry', 'ore-vein'], { side: 'B', stages: 1 }), city('giza'), city('ephesus'), [['altar'], ['loom'], ['press']]), 0, 'altar', 'wonder'), [0]);
    expect([cityInfo(b.cities[0]!).shields, b.cities[0]!.coins, scoreCity(b, 0).wonder]).toEqual([2, 7, 7]);
  });

  test('10.38 Alexandria stage resources serve their owner every round and are never sold', () => {
    const s0 = trio(city('alexandria', [], { side: 'B', stages: 2 }), city('rhodes', [], { coins: 9 }), city('giza', [], { coins: 9 }), [['stockade', 'apothecary'], ['stockade', 'apothecary'], ['apothecary', 'stockade']]);
    expect(plays(s0, 0, 'stockade', 'build').map((a) => a.how === 'build' && a.pay.toLeft + a.pay.toRight)).toEqual([0]);
    expect(plays(s0, 0, 'apothecary', 'build').map((a) => a.how === 'build' && a.pay.toLeft + a.pay.toRight)).toEqual([0]);
    // neighbours cannot buy Alexandria's Wood or Textile
    expect(plays(s0, 1, 'stockade', 'build')).toEqual([]);
    expect(plays(s0, 2, 'apothecary', 'build')).toEqual([]);
    // again next round
    const s1 = others(play(s0, 0, 'stockade', 'build'), [0]);
    expect(plays(s1, 0, 'apothecary', 'build').map((a) => a.how === 'build' && a.pay.toLeft + a.pay.toRight)).toEqual([0]);
  });

  test('10.39 Olympia A builds one structure free per Age (all costs waived); the use resets each Age', () => {
    const s0 = trio(city('olympia', [], { stages: 2, coins: 0 }), city('rhodes'), city('giza'), [['palace', 'timber-yard', 'altar'], ['loom', 'press', 'pawnshop'], ['tavern', 'pantheon', 'senate']], 3);
    const free = plays(s0, 0).filter((a) => a.how === 'build');
    expect(free.map((a) => [a.card, a.how === 'build' && a.via])).toEqual([
      ['timber-yard', 'olympia'], // waives the coin it could not pay
      ['altar', 'cost'], // already free: no Olympia option (dominated)
      ['palace', 'olympia']
    ]);
    let s = others(play(s0, 0, 'palace', 'build'), [0]);
    expect(s.cities[0]!.olympiaAge).toBe(3);
    expect(cardIds(s.hands[0]!)).toEqual(['pantheon', 'senate']);
    expect(plays(s, 0).some((a) => a.how === 'build' && a.via === 'olympia')).toBe(false);
    expect(sevenWonders.view(s, 0).cities[0]!.olympiaFreeBuild).toBe('used');
    // used in Age 1: available again in Age 2
    s = trio(city('olympia', [], { stages: 2, olympiaAge: 1 }), city('rhodes'), city('giza'), [['palace'], ['loom'], ['baths']], 2);
    expect(plays(s, 0, 'palace', 'build').map((a) => a.how === 'build' && a.via)).toEqual(['olympia']);
    // the stage built this round gives the power from the next round of the same Age
    s = trio(city('olympia', ['stone-pit'], { stages: 1 }), city('rhodes'), city('giza'), [['altar', 'palace'], ['loom', 'press'], ['tavern', 'pantheon', 'senate']], 3);
    expect(plays(s, 0, 'palace', 'build')).toEqual([]);
    s = others(play(s, 0, 'altar', 'wonder'), [0]);
    expect(plays(s, 0).filter((a) => a.how === 'build' && a.via === 'olympia').length).toBeGreaterThan(0);
  });

  test('10.40 Halicarnassus builds a discarded card for free at the end of the round, same-round discards included', () => {
    const s0 = build({
      players: 3,
      round: 6,
      cities: [city('halicarnassus', ['ore-vein', 'foundry', 'altar'], { stages: 1 }), city('rhodes'), city('giza')],
      hands: [['theater', 'altar'], ['tavern', 'loom'], ['press', 'pawnshop']],
      discard: ['palace']
    });
    let s = play(s0, 0, 'theater', 'wonder'); // stage 2 (3 Ore): Ore Vein + Foundry
    s = play(s, 1, 'tavern', 'discard');
    s = play(s, 2, 'press', 'build');
    expect(s.phase).toBe('discardBuild');
    expect(sevenWonders.pending(s)).toEqual([0]);
    const options = sevenWonders.actions(s, 0) as DiscardBuildAction[];
    // the old Palace, this round's Tavern, and the round-6 leftovers; Altar is owned: excluded
    expect(options.map((a) => a.card)).toEqual(['loom', 'pawnshop', 'tavern', 'palace', null]);
    expect(sevenWonders.view(s, 0).discard!.map((c) => c.card).sort()).toEqual(['altar', 'loom', 'palace', 'pawnshop', 'tavern']);
    expect(sevenWonders.view(s, 1).discard).toBeNull();
    const coins = s.cities[0]!.coins;
    const after = apply(s, 0, options.find((a) => a.card === 'tavern')!);
    expect(cardIds(after.cities[0]!.built)).toContain('tavern');
    expect(after.cities[0]!.coins).toBe(coins + 5); // its immediate effect applies
    expect(cardIds(after.discard)).not.toContain('tavern');
    expect(after.age).toBe(2);
    // declining is allowed ("may")
    expect(apply(s, 0, options.at(-1)!).cities[0]!.built).toHaveLength(3);
  });

  test('10.41 Babylon B stage 2: in round 6 the 7th card is played too (here stage 2 built with the 6th card)', () => {
    const s0 = trio(
      city('babylon', ['lumber-yard', 'sawmill', 'glassworks'], { side: 'B', stages: 1 }),
      city('rhodes'),
      city('giza'),
      [['altar', 'pawnshop'], ['tavern', 'loom'], ['press', 'theater']],
      1,
      6
    );
    let s = play(s0, 0, 'altar', 'wonder');
    s = play(s, 1, 'tavern', 'build');
    s = play(s, 2, 'press', 'build');
    expect(s.phase).toBe('seventh');
    expect(sevenWonders.pending(s)).toEqual([0]);
    expect(sevenWonders.view(s, 0).seventh!.card).toBe('pawnshop');
    expect(sevenWonders.view(s, 1)).toMatchObject({ phase: 'seventh', actor: 0, seventh: null, pending: [0] });
    expect(plays(s, 0).map((a) => a.how)).toEqual(['build', 'discard']); // stage 3 not affordable
    s = play(s, 0, 'pawnshop', 'discard');
    expect(s.cities[0]!.coins).toBe(3 + 3);
    expect(s.age).toBe(2);
    expect(cardIds(s.discard).sort()).toEqual(['loom', 'pawnshop', 'theater']);
  });
});

describe('Babylon and Halicarnassus decisions (docs/rules-decisions.md)', () => {
  test('Babylon\'s 7th card is played after round 6 with the coins Babylon holds then (§8.6.42)', () => {
    const s0 = trio(city('babylon', [], { side: 'B', stages: 2, coins: 0 }), city('olympia'), city('giza'), [['altar', 'stockade'], ['loom', 'press'], ['theater', 'pawnshop']], 1, 6);
    let s = play(s0, 0, 'altar', 'discard'); // +3 coins this round
    s = others(s, [0]);
    expect(s.phase).toBe('seventh');
    expect(s.cities[0]!.coins).toBe(3);
    // Stockade needs Wood bought from Olympia for 2: affordable only with this round's income
    expect(plays(s, 0, 'stockade', 'build').map((a) => a.how === 'build' && a.pay.toLeft)).toEqual([2]);
  });

  test('Babylon\'s 7th card resolves before Halicarnassus, which may take it if discarded (§8.6.41)', () => {
    const s0 = trio(
      city('babylon', [], { side: 'B', stages: 2 }),
      city('halicarnassus', ['ore-vein', 'foundry'], { stages: 1 }),
      city('giza'),
      [['altar', 'tavern'], ['theater', 'loom'], ['press', 'pawnshop']],
      1,
      6
    );
    let s = play(s0, 0, 'altar', 'build');
    s = play(s, 1, 'theater', 'wonder');
    s = play(s, 2, 'press', 'build');
    expect(s.phase).toBe('seventh');
    s = play(s, 0, 'tavern', 'discard');
    expect(s.phase).toBe('discardBuild');
    expect(sevenWonders.pending(s)).toEqual([1]);
    expect((sevenWonders.actions(s, 1) as DiscardBuildAction[]).map((a) => a.card)).toEqual(['loom', 'pawnshop', 'tavern', null]);
  });
});

describe('§10 Military', () => {
  const endAge = (age: number, shields: [string[], string[], string[]], tokens: number[][] = [[], [], []]): SwState => {
    let s = build({
      players: 3,
      age,
      round: 6,
      cities: [city('giza', shields[0], { tokens: tokens[0] }), city('ephesus', shields[1], { tokens: tokens[1] }), city('babylon', shields[2], { tokens: tokens[2] })],
      hands: [['altar', 'loom'], ['theater', 'press'], ['pawnshop', 'glassworks']]
    });
    s = others(s);
    return s;
  };

  test.each([
    [1, 1],
    [2, 3],
    [3, 5]
  ])('10.42 Age %i: the stronger neighbour takes +%i, the weaker −1, a tie gives nothing', (age, win) => {
    const s = endAge(age, [['stockade', 'barracks'], ['guard-tower'], ['stockade']]);
    expect(s.cities.map((c) => c.tokens)).toEqual([[win, win], [-1], [-1]]);
  });

  test('10.43 0, 1 or 2 tokens per Age; defeats are −1 in every Age', () => {
    const s = endAge(3, [[], ['stockade'], ['stockade', 'barracks']], [[1, -1], [3], [-1]]);
    expect(s.phase).toBe('over');
    expect(s.cities.map((c) => c.tokens)).toEqual([[1, -1, -1, -1], [3, 5, -1], [-1, 5, 5]]);
  });

  test('10.44 shields come from Red cards and Rhodes stages only', () => {
    const c = build({ players: 3, cities: [city('rhodes', ['stockade', 'walls', 'tavern'], { stages: 2 }), city('giza'), city('ephesus')] }).cities[0]!;
    expect(cityInfo(c).shields).toBe(1 + 2 + 2);
    const b = build({ players: 3, cities: [city('rhodes', ['barracks'], { side: 'B', stages: 2 }), city('giza'), city('ephesus')] }).cities[0]!;
    expect(cityInfo(b).shields).toBe(3);
  });
});
