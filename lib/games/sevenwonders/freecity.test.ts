/** Rules §10 "2-player Free City" (56–63) and the Free City decisions of docs/rules-decisions.md. */
import { describe, expect, test } from 'vitest';
import { sevenWonders } from './index';
import { holderSeat } from './seats';
import { build, buys, cardIds, play, plays, type CitySpec } from './testkit';
import { FREE_CITY, type DiscardBuildAction, type SwState, type WonderId } from './types';

const apply = sevenWonders.apply;
const city = (wonder: WonderId, built: string[] = [], extra: Partial<CitySpec> = {}): CitySpec => ({ wonder, built, ...extra });
/** Cities: 0 = L (seat 0), 1 = R (seat 1), 2 = the Free City. */
const duo = (cities: [CitySpec, CitySpec, CitySpec], hands: [string[], string[]], extra: { age?: number; round?: number; pile?: string[]; discard?: string[] } = {}): SwState =>
  build({ players: 2, cities, hands, ...extra });

describe('§10 2-player Free City', () => {
  test('10.56 the holder draws the top pile card, then commits one card for itself and one for the Free City', () => {
    const s0 = sevenWonders.setup({ players: 2, seed: 'fc', options: {} });
    expect(holderSeat(s0)).toBe(0);
    expect(s0.hands.map((h) => h.length)).toEqual([8, 7]);
    expect(sevenWonders.pending(s0)).toEqual([0, 1]);
    expect(new Set(sevenWonders.actions(s0, 0).map((a) => a.type === 'play' && a.city))).toEqual(new Set([0]));
    const own = sevenWonders.actions(s0, 0).find((a) => a.type === 'play' && a.how === 'discard')!;
    const s1 = apply(s0, 0, own);
    expect(sevenWonders.pending(s1)).toEqual([0, 1]);
    const fcActs = sevenWonders.actions(s1, 0);
    expect(new Set(fcActs.map((a) => a.type === 'play' && a.city))).toEqual(new Set([FREE_CITY]));
    // the Free City chooses from the other 7 cards (the own pick is gone)
    const v = sevenWonders.view(s1, 0);
    expect(v.handFor).toBe(FREE_CITY);
    expect(v.hand).toHaveLength(7);
    expect(v.committed).toHaveLength(1);
    const s2 = apply(s1, 0, fcActs[0]!);
    expect(sevenWonders.pending(s2)).toEqual([1]);
    const s3 = apply(s2, 1, sevenWonders.actions(s2, 1)[0]!);
    expect(s3.round).toBe(2);
    expect(s3.revealed.map((r) => r.action.city)).toEqual([0, 1, 2]);
  });

  test('10.57 the Free City card travels with the hand: the holder alternates; Ages start with L, R, L', () => {
    let s = sevenWonders.setup({ players: 2, seed: 'alt', options: {} });
    const holders: string[] = [];
    while (s.phase !== 'over') {
      if (s.phase === 'play' && s.commits.every((c) => c === null)) {
        holders.push(`${s.age}.${s.round}:${holderSeat(s)}`);
        const h = holderSeat(s);
        // the holder has one card more than the other player (the draw)
        expect(s.hands[h]!.length).toBe(s.hands[1 - h]!.length + 1);
      }
      const seat = sevenWonders.pending(s)[0]!;
      s = apply(s, seat, sevenWonders.actions(s, seat).at(-1)!);
    }
    expect(holders).toEqual([
      '1.1:0', '1.2:1', '1.3:0', '1.4:1', '1.5:0', '1.6:1',
      '2.1:1', '2.2:0', '2.3:1', '2.4:0', '2.5:1', '2.6:0',
      '3.1:0', '3.2:1', '3.3:0', '3.4:1', '3.5:0', '3.6:1'
    ]);
  });

  test('10.58 the Free City buys with its own coins; the holder picks the seller even when dearer', () => {
    // FC neighbours: left = L (city 0), right = R (city 1). FC owns East Trading Post (raw from R at 1).
    const s0 = duo([city('olympia'), city('giza', ['lumber-yard']), city('rhodes', ['east-trading-post'], { coins: 5 })], [['altar', 'stockade'], ['theater']]);
    const s1 = play(s0, 0, 'altar', 'build');
    const ways = plays(s1, 0, 'stockade', 'build').map((a) => a.how === 'build' && [a.pay.left.join(), a.pay.right.join(), a.pay.toLeft, a.pay.toRight]);
    expect(ways).toEqual([
      ['', 'wood', 0, 1],
      ['wood', '', 2, 0]
    ]);
    let s = play(s1, 0, 'stockade', 'build', buys(['wood'], []));
    s = play(s, 1, 'theater', 'build');
    expect(s.cities.map((c) => c.coins)).toEqual([3 + 2, 3, 5 - 2]);
  });

  test('10.59 the Free City may discard only if no candidate card was playable for it', () => {
    // FC = Rhodes with 0 coins: it can build only free cards (Altar) among these; its stage needs 2 Wood.
    const cities: [CitySpec, CitySpec, CitySpec] = [city('giza'), city('babylon'), city('rhodes', [], { coins: 0 })];
    const s0 = duo(cities, [['altar', 'palace', 'pantheon'], ['theater']]);
    // the holder keeps the Palace: Altar is playable, so no discard for the Free City
    let s = play(s0, 0, 'palace', 'discard');
    expect(plays(s, 0).map((a) => [a.card, a.how])).toEqual([['altar', 'build']]);
    expect(() => apply(s, 0, { type: 'play', city: FREE_CITY, card: 'pantheon', how: 'discard' })).toThrow(
      expect.objectContaining({ code: 'sevenwonders/free-city-must-play' })
    );
    // the exception: the holder takes the only playable card (Altar) for itself; the Free City may discard
    s = play(s0, 0, 'altar', 'build');
    expect(plays(s, 0).map((a) => [a.card, a.how])).toEqual([
      ['pantheon', 'discard'],
      ['palace', 'discard']
    ]);
    // a Free City that can afford its next stage can play every card: no discard at all
    const rich = duo([city('olympia'), city('giza', ['lumber-yard']), city('rhodes', [], { coins: 9 })], [['palace', 'pantheon'], ['theater']]);
    s = play(rich, 0, 'palace', 'discard');
    expect(plays(s, 0).map((a) => [a.card, a.how])).toEqual([['pantheon', 'wonder']]);
  });

  test('10.60 a chain-free card chosen for the Free City must be built for free', () => {
    // Age II: R (seat 1) starts with the Free City card
    const s0 = duo([city('giza'), city('babylon', ['stone-pit', 'quarry']), city('rhodes', ['altar', 'timber-yard'], { coins: 9 })], [['theater'], ['temple', 'baths', 'pantheon']], { age: 2 });
    expect(holderSeat(s0)).toBe(1);
    const s = play(s0, 1, 'pantheon', 'discard');
    const temple = plays(s, 1, 'temple');
    expect(temple.map((a) => [a.how, a.how === 'build' && a.via])).toEqual([['build', 'chain']]);
    expect(() => apply(s, 1, { type: 'play', city: FREE_CITY, card: 'temple', how: 'wonder', pay: { left: [], right: ['stone'], toLeft: 0, toRight: 2, toBank: 0 } })).toThrow(
      expect.objectContaining({ code: 'sevenwonders/free-city-must-chain' })
    );
    // the other card (Baths) may still be built instead; neither card may be discarded
    expect(plays(s, 1, 'baths').map((a) => a.how)).toContain('build');
    expect(plays(s, 1).some((a) => a.how === 'discard')).toBe(false);
  });

  test('10.61 round 6: the holder\'s third card, the other player\'s second card and the last pile card go to the discard for 0 coins', () => {
    const s0 = duo([city('giza'), city('babylon'), city('rhodes')], [['altar', 'theater'], ['baths', 'loom', 'pawnshop']], { round: 6, pile: ['press'] });
    expect(holderSeat(s0)).toBe(1); // Age I round 6: R holds the card
    let s = play(s0, 1, 'baths', 'discard');
    s = play(s, 1, 'loom', 'build'); // for the Free City
    s = play(s, 0, 'altar', 'build');
    expect(s.age).toBe(2);
    expect(cardIds(s.discard).sort()).toEqual(['baths', 'pawnshop', 'press', 'theater']);
    expect(s.cities.map((c) => c.coins)).toEqual([3, 6, 3]);
  });

  test('10.62 military with 2 players: each of the three cities fights its two neighbours', () => {
    const s0 = duo([city('giza', ['stockade', 'barracks']), city('babylon', ['guard-tower']), city('rhodes')], [['altar', 'theater'], ['baths', 'loom', 'press']], { round: 6 });
    let s = s0;
    while (s.age === 1) {
      const seat = sevenWonders.pending(s)[0]!;
      const acts = sevenWonders.actions(s, seat);
      s = apply(s, seat, acts.find((a) => a.type === 'play' && a.how === 'discard') ?? acts[0]!);
    }
    expect(s.cities.map((c) => c.tokens)).toEqual([[1, 1], [-1, 1], [-1, -1]]);
  });

  test('10.63 only the two players can win; the Free City is scored for display only', () => {
    const s = { ...duo([city('giza'), city('babylon', ['altar']), city('rhodes', ['palace', 'pantheon'], { coins: 30 })], [[], []]), phase: 'over' as const, age: 3 };
    const r = sevenWonders.result(s)!;
    expect(r.players.map((p) => p.seat)).toEqual([1, 0]);
    expect(r.winners).toEqual([1]);
    expect(sevenWonders.view(s, 0).cities[FREE_CITY]!.score.total).toBe(25);
    expect(sevenWonders.ruleSeats!(2, {})).toEqual(['Free City']);
    // a full tie between the two players is shared (§9.3.8)
    const tie = { ...duo([city('giza', ['altar']), city('babylon', ['theater']), city('rhodes', ['palace'])], [[], []]), phase: 'over' as const, age: 3 };
    expect(sevenWonders.result(tie)!.winners).toEqual([0, 1]);
    expect(sevenWonders.ruleSeats!(3, {})).toEqual([]);
  });
});

describe('Free City decisions (docs/rules-decisions.md)', () => {
  test('FC order: the holder commits its own card first, then the Free City\'s', () => {
    const s0 = duo([city('giza'), city('babylon'), city('rhodes')], [['altar', 'theater'], ['baths']]);
    expect(plays(s0, 0).every((a) => a.city === 0)).toBe(true);
    expect(() => apply(s0, 0, { type: 'play', city: FREE_CITY, card: 'altar', how: 'build', via: 'cost', pay: { left: [], right: [], toLeft: 0, toRight: 0, toBank: 0 } })).toThrow();
  });

  test.each([
    ['the Free City', FREE_CITY],
    ['the holder', 1]
  ])('Babylon B in 2 players (%s): the round-6 holder\'s leftover third card is the 7th card', (_who, babylon) => {
    const cities: [CitySpec, CitySpec, CitySpec] = [city('giza'), city('rhodes'), city('ephesus')];
    cities[babylon] = city('babylon', [], { side: 'B', stages: 2 });
    const s0 = duo(cities, [['altar', 'theater'], ['pawnshop', 'glassworks', 'tavern']], { round: 6, pile: ['press'] });
    let s = play(s0, 1, 'pawnshop', 'build');
    s = play(s, 1, 'glassworks', 'build'); // for the Free City (it must play: both candidates are free)
    s = play(s, 0, 'altar', 'build');
    expect(s.phase).toBe('seventh');
    expect(s.actor).toBe(babylon);
    expect(sevenWonders.pending(s)).toEqual([1]);
    expect(sevenWonders.view(s, 1).seventh!.card).toBe('tavern');
    expect(sevenWonders.view(s, 0).seventh).toBeNull();
    const how = plays(s, 1).map((a) => a.how);
    // the Free City's 7th card follows its restrictions: a playable card may not be discarded
    expect(how).toEqual(babylon === FREE_CITY ? ['build'] : ['build', 'discard']);
    const coins = s.cities[babylon]!.coins;
    s = play(s, 1, 'tavern', 'build');
    expect(s.cities[babylon]!.coins).toBe(coins + 5);
    expect(s.age).toBe(2);
    expect(cardIds(s.discard).sort()).toEqual(['press', 'theater']);
  });

  test('FC Halicarnassus: the holder chooses the discarded card, and may decline', () => {
    const s0 = duo(
      [city('giza'), city('rhodes'), city('halicarnassus', ['ore-vein', 'foundry'], { stages: 1 })],
      [['altar', 'theater'], ['baths']],
      { discard: ['palace'], pile: ['press'] }
    );
    let s = play(s0, 0, 'altar', 'build');
    s = play(s, 0, 'theater', 'wonder');
    s = play(s, 1, 'baths', 'discard');
    expect(s.phase).toBe('discardBuild');
    expect(sevenWonders.pending(s)).toEqual([0]); // round 1's holder decides
    const opts = sevenWonders.actions(s, 0) as DiscardBuildAction[];
    expect(opts.map((a) => a.card)).toEqual(['baths', 'palace', null]);
    expect(sevenWonders.view(s, 0).discard).not.toBeNull();
    expect(sevenWonders.view(s, 1).discard).toBeNull();
    const declined = apply(s, 0, opts.at(-1)!);
    expect(declined.cities[FREE_CITY]!.built).toHaveLength(2);
    expect(declined.round).toBe(2);
  });

  test('FC Olympia A: the free build is optional and makes every new card playable', () => {
    const s0 = duo([city('giza'), city('rhodes'), city('olympia', [], { stages: 2, coins: 0 })], [['altar', 'palace', 'pantheon'], ['baths']]);
    const s = play(s0, 0, 'altar', 'build');
    expect(plays(s, 0).map((a) => [a.card, a.how, a.how === 'build' && a.via])).toEqual([
      ['pantheon', 'build', 'olympia'],
      ['palace', 'build', 'olympia']
    ]);
  });

  test('chosen Wonders in 2 players: seats pick in order, the Free City gets a random remaining Wonder; with chosen sides its side is random', () => {
    let s = sevenWonders.setup({ players: 2, seed: 'pick', options: { wonders: 'choose', sides: 'choose' } });
    expect(s.phase).toBe('wonders');
    expect(sevenWonders.pending(s)).toEqual([0]);
    s = apply(s, 0, { type: 'wonder', wonder: 'giza' });
    expect(sevenWonders.actions(s, 1)).toHaveLength(6);
    s = apply(s, 1, { type: 'wonder', wonder: 'rhodes' });
    expect(s.cities).toHaveLength(3);
    expect(['giza', 'rhodes']).not.toContain(s.cities[2]!.wonder);
    expect(s.phase).toBe('sides');
    expect(sevenWonders.pending(s)).toEqual([0, 1]);
    s = apply(s, 1, { type: 'side', side: 'B' });
    expect(sevenWonders.view(s, 0).cities[1]!.side).toBeNull(); // hidden until both have chosen
    expect(sevenWonders.view(s, 1).cities[1]!.side).toBe('B');
    s = apply(s, 0, { type: 'side', side: 'A' });
    expect(s.cities.slice(0, 2).map((c) => c.side)).toEqual(['A', 'B']);
    expect(s.phase).toBe('play');
    expect(s.age).toBe(1);
  });
});
