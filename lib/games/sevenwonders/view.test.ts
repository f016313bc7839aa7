/** Hidden information in views (rules §11), what the view offers a UI, and the log entries. */
import { describe, expect, test } from 'vitest';
import { sevenWonders } from './index';
import { build, others, play, plays, type CitySpec } from './testkit';
import type { WonderId } from './types';

const city = (wonder: WonderId, built: string[] = [], extra: Partial<CitySpec> = {}): CitySpec => ({ wonder, built, ...extra });

describe('view: hidden information (§11)', () => {
  const s0 = build({
    players: 3,
    cities: [city('giza', ['stone-pit']), city('rhodes'), city('ephesus')],
    hands: [['altar', 'baths'], ['theater', 'loom'], ['press', 'stockade']],
    discard: ['palace']
  });

  test('a seat sees its own hand only; others are counts; a spectator sees no hand', () => {
    const v = sevenWonders.view(s0, 1);
    expect(v.hand!.map((c) => c.card)).toEqual(['theater', 'loom']);
    expect(v.handCounts).toEqual([2, 2, 2]);
    const json = JSON.stringify(v);
    for (const u of [...s0.hands[0]!, ...s0.hands[2]!]) expect(json).not.toContain(`"u${u}"`);
    const spectator = sevenWonders.view(s0, null);
    expect(spectator.hand).toBeNull();
    expect(spectator.seat).toBeNull();
  });

  test('the discard pile is a count; a discarded card is hidden from others, stage cards from everyone but their owner', () => {
    const s = others(play(s0, 0, 'altar', 'discard'), [0]);
    const v1 = sevenWonders.view(s, 1);
    expect(v1.discardCount).toBe(s.discard.length);
    expect(v1.discard).toBeNull();
    expect(v1.revealed[0]).toMatchObject({ city: 0, kind: 'discard', card: null });
    expect(sevenWonders.view(s, 0).revealed[0]!.card!.card).toBe('altar');
    // a stage: Giza builds stage 1 with Baths (2 Stone: board + Stone Pit)
    const st = others(play(build({ players: 3, cities: [city('giza', ['stone-pit']), city('rhodes'), city('ephesus')], hands: [['baths'], ['loom'], ['press']] }), 0, 'baths', 'wonder'), [0]);
    expect(sevenWonders.view(st, 0).cities[0]!.stages[0]).toMatchObject({ built: true, card: { card: 'baths' } });
    expect(sevenWonders.view(st, 1).cities[0]!.stages[0]).toMatchObject({ built: true, card: null });
    expect(sevenWonders.view(st, 1).revealed[0]).toMatchObject({ kind: 'wonder', card: null });
    expect(JSON.stringify(sevenWonders.view(st, 1))).not.toContain(`"u${st.cities[0]!.stages[0]}"`);
  });
});

describe('view: what a UI can draw without rules', () => {
  test('hand cards carry cost, chain and how they can be built (from actions())', () => {
    const s = build({
      players: 3,
      age: 2,
      cities: [city('olympia', ['altar', 'west-trading-post'], { stages: 2, coins: 3 }), city('rhodes', [], { coins: 3 }), city('giza', ['stone-pit'])],
      hands: [['temple', 'loom', 'baths', 'aqueduct', 'stockade', 'altar', 'statue'], ['theater'], ['press']]
    });
    const v = sevenWonders.view(s, 0);
    const st = Object.fromEntries(v.hand!.map((c) => [c.card, [c.status, c.cheapest]]));
    expect(st).toEqual({
      temple: ['chain', 0],
      loom: ['free', 0],
      baths: ['trade', 2], // Stone from Giza (right, 2): not discounted by the West Trading Post
      aqueduct: ['olympia', null], // 3 Stone: Giza sells 2 only, so only Olympia's free build
      stockade: ['own', 0], // Olympia's own Wood
      altar: ['owned', null],
      statue: ['olympia', null]
    });
  });

  test('cities show production, what neighbours may buy, prices, shields, science, tokens and the score estimate', () => {
    const s = build({
      players: 3,
      cities: [city('alexandria', ['tree-farm', 'forum', 'stockade', 'apothecary', 'marketplace'], { side: 'B', stages: 1, tokens: [1, -1] }), city('rhodes'), city('ephesus')]
    });
    const c = sevenWonders.view(s, 2).cities[0]!;
    expect(c.production.fixed).toMatchObject({ glass: 1, wood: 0 });
    expect(c.production.choices).toEqual([['wood', 'clay'], ['glass', 'textile', 'papyrus'], ['wood', 'stone', 'clay', 'ore']]);
    expect(c.sellable.choices).toEqual([['wood', 'clay']]);
    expect(c.prices.left.glass).toBe(1);
    expect([c.shields, c.science.compass, c.tokens, c.stagesBuilt, c.side]).toEqual([1, 1, [1, -1], 1, 'B']);
    expect(c.byColour.yellow.map((x) => x.card)).toEqual(['forum', 'marketplace']);
    expect(c.score.total).toBe(0 + 1 + 0 + 0 + 1 + 0 + 0);
  });
});

describe('describe() and reveals()', () => {
  const s0 = build({
    players: 3,
    cities: [city('giza'), city('rhodes'), city('olympia')],
    hands: [['altar', 'stockade'], ['theater', 'loom'], ['press', 'baths']]
  });

  test('a hidden commitment is logged without its card; the completing action describes the reveal', () => {
    const a = plays(s0, 0, 'altar', 'build')[0]!;
    const e = sevenWonders.describe(s0, 0, a);
    expect(e).toMatchObject({ key: 'sevenwonders.chose', seat: 0, text: 'Player 1 chose a card.' });
    expect(JSON.stringify(e)).not.toContain('altar');
    let s = sevenWonders.apply(s0, 0, a);
    s = play(s, 1, 'theater', 'discard');
    const last = plays(s, 2, 'baths', 'build')[0]!;
    const r = sevenWonders.describe(s, 2, last);
    expect(r.key).toBe('sevenwonders.round');
    expect(r.params).toMatchObject({ how0: 'build', card0: 'altar', how1: 'discard', card1: null, how2: 'build', card2: 'baths', toLeft2: 2 });
    expect(r.text).toBe('Age 1, round 1: Player 1 built Altar; Player 2 discarded a card for 3 coins; Player 3 built Baths (paying 2 to Player 1 for stone).');
    expect(sevenWonders.reveals(s, 2, last)).toBe(true);
    expect(sevenWonders.reveals(s0, 0, a)).toBe(false);
  });
});
