/** Rules §10 "Costs and production" (19–23) and "Trading" (24–32), and the payment enumerator's listing rule. */
import { describe, expect, test } from 'vitest';
import { sevenWonders } from './index';
import { build, buys, cardIds, others, play, plays, type CitySpec } from './testkit';
import type { PlayAction, WonderId } from './types';

const apply = sevenWonders.apply;
const paid = (a: PlayAction): [string, string, number, number, number] =>
  a.how === 'discard' ? ['', '', 0, 0, 0] : [a.pay.left.join('+'), a.pay.right.join('+'), a.pay.toLeft, a.pay.toRight, a.pay.toBank];

/** Three cities: 0 = the buyer, 1 = its left neighbour, 2 = its right neighbour. */
function trio(buyer: CitySpec, left: CitySpec, right: CitySpec, hand: string[], age = 1) {
  return build({ players: 3, age, cities: [buyer, left, right], hands: [hand, ['altar'], ['theater']] });
}
const city = (wonder: WonderId, built: string[] = [], extra: Partial<CitySpec> = {}): CitySpec => ({ wonder, built, ...extra });

describe('§10 Costs and production', () => {
  test('10.19 a 1-coin Brown card pays its coin to the bank', () => {
    const s0 = trio(city('giza'), city('rhodes'), city('ephesus'), ['timber-yard']);
    expect(plays(s0, 0, 'timber-yard', 'build').map(paid)).toEqual([['', '', 0, 0, 1]]);
    const s = others(play(s0, 0, 'timber-yard', 'build'), [0]);
    expect(s.cities.map((c) => c.coins)).toEqual([2, 6, 6]);
  });

  test('10.20 production is reused every round and never consumed', () => {
    const s0 = build({
      players: 3,
      cities: [city('giza', ['stone-pit']), city('rhodes'), city('ephesus')],
      hands: [['baths', 'altar', 'pawnshop'], ['theater', 'loom', 'press'], ['stockade', 'barracks', 'tavern']]
    });
    expect(plays(s0, 0, 'baths', 'build').map(paid)).toEqual([['', '', 0, 0, 0]]);
    let s = others(play(s0, 0, 'baths', 'build'), [0]);
    // round 2: the same two Stone pay for stage 1 (2 Stone), again without buying
    const stage = plays(s, 0, undefined, 'wonder');
    expect(stage.map(paid)[0]).toEqual(['', '', 0, 0, 0]);
    s = others(apply(s, 0, stage[0]!), [0]);
    expect(s.cities[0]!.stages).toHaveLength(1);
  });

  test('10.21 a "/" card supplies exactly one of its resources per round', () => {
    // Rhodes (Ore) with Tree Farm (Wood/Clay) wants Temple (Wood + Clay + Glass)
    const s0 = trio(city('rhodes', ['tree-farm'], { coins: 4 }), city('olympia', ['clay-pool']), city('alexandria'), ['temple'], 2);
    const ways = plays(s0, 0, 'temple', 'build').map(paid);
    // must buy Glass (Alexandria, right) and one of Wood (Olympia board) / Clay (Clay Pool), never both
    expect(ways).toEqual([
      ['wood', 'glass', 2, 2, 0],
      ['clay', 'glass', 2, 2, 0]
    ]);
  });

  test('10.22 a double card (Sawmill) supplies two units every round', () => {
    const s0 = trio(city('rhodes', ['sawmill']), city('giza'), city('ephesus'), ['archery-range'], 2);
    expect(plays(s0, 0, 'archery-range', 'build').map(paid)).toEqual([['', '', 0, 0, 0]]);
  });

  test('10.23 a chain makes the successor free; Forum accepts either Trading Post', () => {
    const s0 = trio(city('rhodes', ['altar']), city('giza'), city('ephesus'), ['temple'], 2);
    const temple = plays(s0, 0, 'temple', 'build');
    expect(temple).toHaveLength(1);
    expect(temple[0]).toMatchObject({ via: 'chain', pay: { left: [], right: [], toLeft: 0, toRight: 0, toBank: 0 } });
    for (const post of ['east-trading-post', 'west-trading-post']) {
      const s = trio(city('rhodes', [post]), city('giza'), city('ephesus'), ['forum'], 2);
      expect(plays(s, 0, 'forum', 'build').map((a) => a.how === 'build' && a.via)).toEqual(['chain']);
    }
  });
});

describe('§10 Trading', () => {
  test('10.24 resources can be bought only from the two neighbours', () => {
    // 5 players: seat 0's neighbours are 1 (left) and 4 (right); only seat 2 has Wood.
    const s0 = build({
      players: 5,
      cities: [city('rhodes'), city('ephesus'), city('olympia'), city('giza'), city('babylon')],
      hands: [['stockade'], ['altar'], ['theater'], ['loom'], ['press']]
    });
    expect(plays(s0, 0, 'stockade', 'build')).toEqual([]);
    const s1 = build({
      players: 5,
      cities: [city('rhodes'), city('olympia'), city('ephesus'), city('giza'), city('babylon')],
      hands: [['stockade'], ['altar'], ['theater'], ['loom'], ['press']]
    });
    expect(plays(s1, 0, 'stockade', 'build').map(paid)).toEqual([['wood', '', 2, 0, 0]]);
  });

  test('10.25 board, Brown and Grey are for sale; Forum, Caravansery and Alexandria are not', () => {
    // Left: Alexandria (board Glass) with Forum, Caravansery and its stages 1-2 (side B: raw + goods choice)
    const left = city('alexandria', ['forum', 'caravansery'], { side: 'B', stages: 2 });
    const s0 = trio(city('rhodes'), left, city('giza'), ['workshop', 'stockade', 'apothecary'], 2);
    expect(plays(s0, 0, 'workshop', 'build').map(paid)).toEqual([['glass', '', 2, 0, 0]]); // the board's Glass
    expect(plays(s0, 0, 'stockade', 'build')).toEqual([]); // Caravansery / Alexandria Wood not for sale
    expect(plays(s0, 0, 'apothecary', 'build')).toEqual([]); // Forum / Alexandria Textile not for sale
    const s1 = trio(city('rhodes'), city('giza', ['lumber-yard', 'loom']), city('ephesus'), ['stockade', 'apothecary']);
    expect(plays(s1, 0, 'stockade', 'build').map(paid)).toEqual([['wood', '', 2, 0, 0]]);
    expect(plays(s1, 0, 'apothecary', 'build').map(paid)).toEqual([['textile', '', 2, 0, 0]]);
  });

  test('10.26 the base price is 2 coins per unit, paid to the seller', () => {
    const s0 = trio(city('rhodes'), city('olympia'), city('giza'), ['stockade']);
    const s = others(play(s0, 0, 'stockade', 'build'), [0]);
    expect(s.cities.map((c) => c.coins)).toEqual([1, 3 + 2 + 3, 6]);
  });

  test.each([
    ['east-trading-post', [2, 1, 2, 2]],
    ['west-trading-post', [1, 2, 2, 2]],
    ['marketplace', [2, 2, 1, 1]]
  ])('10.27 %s discounts (prices: left raw, right raw, left goods, right goods)', (card, prices) => {
    const s0 = trio(city('rhodes', [card]), city('olympia', ['loom']), city('giza', ['press']), ['stockade', 'barracks'], 1);
    const v = sevenWonders.view(s0, 0).cities[0]!.prices;
    expect([v.left.wood, v.right.stone, v.left.textile, v.right.papyrus]).toEqual(prices);
  });

  test('10.27 Olympia B stage 1 makes raw materials 1 coin from both sides, not cumulative with a Trading Post', () => {
    const s0 = trio(city('olympia', ['east-trading-post'], { side: 'B', stages: 1 }), city('rhodes'), city('giza'), ['barracks']);
    const v = sevenWonders.view(s0, 0).cities[0]!.prices;
    expect([v.left.ore, v.right.stone, v.left.glass, v.right.glass]).toEqual([1, 1, 2, 2]);
    expect(plays(s0, 0, 'barracks', 'build').map(paid)).toEqual([['ore', '', 1, 0, 0]]);
  });

  test('10.28 a buyer cannot buy more units than the seller produces', () => {
    // Left has one Stone (board); Aqueduct needs 3 Stone
    const s0 = trio(city('rhodes'), city('giza'), city('ephesus'), ['aqueduct'], 2);
    expect(plays(s0, 0, 'aqueduct', 'build')).toEqual([]);
    const s1 = trio(city('rhodes', [], { coins: 10 }), city('giza', ['stone-pit', 'excavation']), city('ephesus'), ['aqueduct'], 2);
    expect(plays(s1, 0, 'aqueduct', 'build').map(paid)).toEqual([['stone+stone+stone', '', 6, 0, 0]]);
  });

  test('10.29 selling does not consume: both neighbours buy the same Stone while its owner uses it', () => {
    const s0 = build({
      players: 3,
      cities: [city('rhodes'), city('olympia', ['stone-pit']), city('ephesus')],
      hands: [['baths'], ['baths'], ['baths']]
    });
    let s = play(s0, 0, 'baths', 'build', buys(['stone'], []));
    s = play(s, 1, 'baths', 'build');
    s = play(s, 2, 'baths', 'build', buys([], ['stone']));
    expect(s.cities.map((c) => cardIds(c.built))).toEqual([['baths'], ['stone-pit', 'baths'], ['baths']]);
    expect(s.cities.map((c) => c.coins)).toEqual([1, 7, 1]);
  });

  test('10.30 a neighbour cannot refuse: the sale happens whatever the seller does', () => {
    const s0 = trio(city('rhodes'), city('olympia', [], { coins: 0 }), city('ephesus'), ['stockade']);
    expect(sevenWonders.actions(s0, 1).every((a) => a.type === 'play')).toBe(true); // no way to refuse
    let s = play(s0, 0, 'stockade', 'build');
    s = play(s, 1, 'altar', 'build');
    s = play(s, 2, 'theater', 'build');
    expect(s.cities[1]!.coins).toBe(2);
  });

  test('10.31 coins held at the start of the round bound every spend; income cannot be spent that round', () => {
    // Example C: she has Clay, needs a second Clay for Forum, holds 1 coin; a neighbour buys from her this round.
    const s0 = build({
      players: 3,
      age: 2,
      cities: [city('babylon', [], { coins: 1 }), city('olympia', ['clay-pool']), city('ephesus', [], { coins: 5 })],
      hands: [['forum', 'timber-yard'], ['altar', 'loom'], ['guard-tower', 'press']]
    });
    expect(plays(s0, 0, 'forum', 'build')).toEqual([]);
    let s = play(s0, 0, 'forum', 'discard');
    s = play(s, 1, 'altar', 'build');
    s = play(s, 2, 'guard-tower', 'build', buys(['clay'], [])); // Ephesus buys Babylon's Clay
    expect(s.cities[0]!.coins).toBe(1 + 3 + 2);
    // coin costs count too: a 1-coin card with 0 coins is not buildable
    const poor = trio(city('giza', [], { coins: 0 }), city('rhodes'), city('ephesus'), ['timber-yard']);
    expect(plays(poor, 0, 'timber-yard', 'build')).toEqual([]);
    // a purchase exactly equal to the coins held is fine
    const exact = trio(city('rhodes', [], { coins: 2 }), city('olympia'), city('ephesus'), ['stockade']);
    expect(plays(exact, 0, 'stockade', 'build')).toHaveLength(1);
  });

  test('10.32 purchased resources last for the current round only', () => {
    const s0 = build({
      players: 3,
      cities: [city('rhodes', [], { coins: 10 }), city('olympia'), city('ephesus')],
      hands: [['stockade', 'pawnshop'], ['altar', 'loom'], ['theater', 'press']]
    });
    let s = others(play(s0, 0, 'stockade', 'build'), [0]);
    expect(s.round).toBe(2);
    // next round Stockade is gone, but a Wood need (stage 1 of Rhodes: 2 Wood) must be bought again
    expect(plays(s, 0, undefined, 'wonder').map(paid)).toEqual([]); // Olympia sells one Wood only
    // (had the Wood bought in round 1 persisted, Rhodes would now hold 2 Wood with Olympia's)
  });
});

describe('the payment enumerator (§4.6, §8.2, §8.6.46; listing rule in docs/rules-decisions.md)', () => {
  test('lets the buyer pick the dearer seller (§8.2.17)', () => {
    const s0 = trio(city('rhodes', ['east-trading-post']), city('olympia'), city('giza', ['lumber-yard']), ['stockade']);
    expect(plays(s0, 0, 'stockade', 'build').map(paid)).toEqual([
      ['', 'wood', 0, 1, 0],
      ['wood', '', 2, 0, 0]
    ]);
  });

  test('never lists a payment that buys more than needed, but may buy to free an own "/" card (§8.6.46)', () => {
    // Rhodes with Tree Farm (Wood/Clay) wants Gardens (Wood + 2 Clay): buys either Wood or a Clay … or two Clay
    const s0 = trio(city('rhodes', ['tree-farm'], { coins: 10 }), city('olympia', ['clay-pool']), city('babylon'), ['gardens'], 3);
    const ways = plays(s0, 0, 'gardens', 'build').map(paid);
    expect(ways).toContainEqual(['wood+clay', '', 4, 0, 0]); // farm gives Clay
    expect(ways).toContainEqual(['wood', 'clay', 2, 2, 0]);
    expect(ways).toContainEqual(['clay', 'clay', 2, 2, 0]); // farm gives Wood
    expect(ways).toHaveLength(3);
    for (const [l, r] of ways) expect(l.split('+').filter(Boolean).length + r.split('+').filter(Boolean).length).toBe(2);
    expect(new Set(ways.map((w) => w.join())).size).toBe(ways.length);
  });

  test('prunes payments above the budget and orders the cheapest first', () => {
    const s0 = trio(city('rhodes', [], { coins: 3 }), city('olympia'), city('giza', ['lumber-yard']), ['archery-range'], 2);
    // 2 Wood needed, one from each side (each has one): 4 coins > 3
    expect(plays(s0, 0, 'archery-range', 'build')).toEqual([]);
    const rich = trio(city('rhodes', ['west-trading-post'], { coins: 3 }), city('olympia'), city('giza', ['lumber-yard']), ['archery-range'], 2);
    expect(plays(rich, 0, 'archery-range', 'build').map(paid)).toEqual([['wood', 'wood', 1, 2, 0]]);
  });

  test('apply accepts a listed payment whatever its field order, and rejects any other payment with a coded reason', () => {
    const s0 = trio(city('rhodes', [], { coins: 9 }), city('olympia'), city('giza', ['lumber-yard']), ['stockade']);
    const reordered = { pay: { toBank: 0, right: [], toRight: 0, toLeft: 2, left: ['wood'] }, via: 'cost', how: 'build', card: 'stockade', city: 0, type: 'play' } as const;
    expect(apply(s0, 0, reordered as unknown as PlayAction).commits[0]!.action).toEqual(plays(s0, 0, 'stockade', 'build').find(buys(['wood'], [])));
    const bad = (pay: object, code: string): void => {
      expect(() => apply(s0, 0, { type: 'play', city: 0, card: 'stockade', how: 'build', via: 'cost', pay } as PlayAction)).toThrow(expect.objectContaining({ code }));
    };
    bad({ left: ['wood'], right: [], toLeft: 1, toRight: 0, toBank: 0 }, 'sevenwonders/bad-payment'); // wrong price
    bad({ left: ['wood'], right: ['wood'], toLeft: 2, toRight: 2, toBank: 0 }, 'sevenwonders/bad-payment'); // buys too much
    bad({ left: [], right: [], toLeft: 0, toRight: 0, toBank: 0 }, 'sevenwonders/bad-payment'); // does not cover
    bad({ left: ['gold'], right: [], toLeft: 2, toRight: 0, toBank: 0 }, 'sevenwonders/bad-payment'); // no such resource
    bad({ left: ['clay', 'wood'], right: [], toLeft: 4, toRight: 0, toBank: 0 }, 'sevenwonders/bad-payment'); // not as listed (resources in order)
    expect(() => apply(s0, 0, { type: 'play', city: 0, card: 'palace', how: 'discard' })).toThrow(expect.objectContaining({ code: 'sevenwonders/not-in-hand' }));
    expect(() => apply(s0, 1, { type: 'play', city: 0, card: 'stockade', how: 'discard' })).toThrow(expect.objectContaining({ code: 'sevenwonders/wrong-city' }));
    expect(() => apply(s0, 0, { type: 'side', side: 'A' })).toThrow(expect.objectContaining({ code: 'sevenwonders/wrong-phase' }));
    // Not a 7 Wonders action at all, or junk: the kit's code, with its reason.
    expect(() => apply(s0, 0, { type: 'nonsense' } as unknown as PlayAction)).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
    expect(() => apply(s0, 0, { type: 'play', city: 0, card: 'x'.repeat(500), how: 'discard' })).toThrow(expect.objectContaining({ code: 'core/illegal-action' }));
  });
});
