/** Rules §10 "Round flow" (points 10–18). */
import { describe, expect, test } from 'vitest';
import { Rng, seedRng } from '../../core/rng';
import { sevenWonders } from './index';
import { cityInfo } from './production';
import { build, cardIds, others, play, plays } from './testkit';
import type { PlayAction } from './types';

const apply = sevenWonders.apply;

describe('§10 Round flow', () => {
  test('10.10 six rounds per Age; each city plays exactly one card per round (all-A sides, 4 players)', () => {
    let s = sevenWonders.setup({ players: 4, seed: 'ten', options: { sides: 'A' } });
    const rng = new Rng(seedRng('pick'));
    const perAge = new Map<string, number>();
    const rounds = new Set<string>();
    while (sevenWonders.pending(s).length > 0) {
      const seat = sevenWonders.pending(s)[0]!;
      const a = rng.pick(sevenWonders.actions(s, seat));
      if (a.type === 'play' && s.phase === 'play') {
        const k = `${s.age}/${a.city}`;
        perAge.set(k, (perAge.get(k) ?? 0) + 1);
        rounds.add(`${s.age}/${s.round}`);
      }
      s = apply(s, seat, a);
    }
    expect(rounds.size).toBe(18);
    expect([...perAge.values()]).toEqual(Array.from({ length: 12 }, () => 6));
  });

  test('10.11 choices stay hidden until every player has committed, then are revealed together', () => {
    const s0 = build({
      players: 3,
      cities: [{ wonder: 'giza' }, { wonder: 'rhodes' }, { wonder: 'ephesus' }],
      hands: [['altar', 'baths'], ['theater', 'loom'], ['press', 'stockade']]
    });
    const s1 = play(s0, 0, 'altar', 'build');
    expect(s1.cities).toBe(s0.cities); // nothing played yet
    expect(sevenWonders.pending(s1)).toEqual([1, 2]);
    const v1 = sevenWonders.view(s1, 1);
    expect(v1.cities[0]!.chosen).toBe(true);
    expect(v1.committed).toEqual([]);
    const altarUid = `u${s1.commits[0]!.uid}`;
    expect(JSON.stringify(v1)).not.toContain(altarUid);
    expect(JSON.stringify(sevenWonders.view(s1, null))).not.toContain(altarUid);
    expect(sevenWonders.view(s1, 0).committed).toEqual([s1.commits[0]!.action]);
    expect(sevenWonders.reveals(s1, 1, plays(s1, 1, 'theater', 'build')[0]!)).toBe(false);
    const s2 = play(s1, 1, 'theater', 'build');
    expect(sevenWonders.reveals(s2, 2, plays(s2, 2, 'press', 'build')[0]!)).toBe(true);
    const s3 = play(s2, 2, 'press', 'build');
    expect(cardIds(s3.cities[0]!.built)).toEqual(['altar']);
    expect(cardIds(s3.cities[1]!.built)).toEqual(['theater']);
    expect(cardIds(s3.cities[2]!.built)).toEqual(['press']);
    expect(sevenWonders.view(s3, 1).revealed.map((r) => r.card?.card)).toEqual(['altar', 'theater', 'press']);
  });

  test.each([
    [1, [2, 0, 1]],
    [2, [1, 2, 0]],
    [3, [2, 0, 1]]
  ])('10.12 after a round of Age %i hands pass (I left, II right, III left)', (age, from) => {
    const hands = [['altar', 'baths', 'pawnshop'], ['theater', 'loom', 'tavern'], ['press', 'stockade', 'barracks']];
    const s0 = build({ players: 3, age, cities: [{ wonder: 'giza' }, { wonder: 'rhodes' }, { wonder: 'ephesus' }], hands });
    let s = s0;
    for (let seat = 0; seat < 3; seat++) s = apply(s, seat, plays(s, seat, hands[seat]![0]!, 'discard')[0]!);
    expect(s.round).toBe(2);
    // seat i now holds the rest of the hand of seat from[i]
    for (let seat = 0; seat < 3; seat++) expect(cardIds(s.hands[seat]!)).toEqual(hands[from[seat]!]!.slice(1));
    expect(sevenWonders.view(s, 0).direction).toBe(age === 2 ? 'right' : 'left');
  });

  test('10.13 round 6: two cards, one played, the other discarded face down for 0 coins', () => {
    const s0 = build({
      players: 3,
      round: 6,
      cities: [{ wonder: 'giza' }, { wonder: 'rhodes' }, { wonder: 'ephesus' }],
      hands: [['altar', 'baths'], ['theater', 'loom'], ['press', 'stockade']]
    });
    let s = play(s0, 0, 'altar', 'build');
    s = play(s, 1, 'theater', 'discard');
    s = play(s, 2, 'press', 'build');
    expect(s.age).toBe(2);
    expect(s.cities.map((c) => c.coins)).toEqual([3, 6, 3]);
    expect(cardIds(s.discard).sort()).toEqual(['baths', 'loom', 'stockade', 'theater']);
  });

  test('10.14 a chosen card may be built, used for the next stage, or discarded for exactly 3 coins', () => {
    const s0 = build({
      players: 3,
      cities: [{ wonder: 'giza', built: ['stone-pit'] }, { wonder: 'rhodes' }, { wonder: 'ephesus' }],
      hands: [['altar'], ['theater'], ['press']]
    });
    expect(plays(s0, 0, 'altar').map((a) => a.how)).toEqual(['build', 'wonder', 'discard']);
    const s = others(play(s0, 0, 'altar', 'discard'), [0]);
    expect(s.cities[0]!.coins).toBe(6);
  });

  test('10.15 no two structures of the same name: Loom (I) blocks Loom (II)', () => {
    const s0 = build({
      players: 3,
      age: 2,
      cities: [{ wonder: 'giza', built: ['loom', 'stone-pit'] }, { wonder: 'rhodes' }, { wonder: 'ephesus' }],
      hands: [['loom'], ['theater'], ['press']]
    });
    expect(plays(s0, 0, 'loom').map((a) => a.how)).toEqual(['wonder', 'discard']);
    expect(() => apply(s0, 0, { type: 'play', city: 0, card: 'loom', how: 'build', via: 'cost', pay: { left: [], right: [], toLeft: 0, toRight: 0, toBank: 0 } })).toThrow(
      expect.objectContaining({ code: 'sevenwonders/already-built' })
    );
  });

  test('10.16 stages are built in order, once each; a complete Wonder offers no stage', () => {
    const base = { players: 3, cities: [{ wonder: 'giza' as const, built: ['lumber-yard', 'stone-pit'], coins: 20 }, { wonder: 'rhodes' as const }, { wonder: 'ephesus' as const }], hands: [['altar'], ['theater'], ['press']] };
    const s0 = build(base);
    let s = others(play(s0, 0, 'altar', 'wonder'), [0]);
    expect(s.cities[0]!.stages).toHaveLength(1);
    // the next stage is stage 2 (3 Wood): Giza has 1 Wood, so it must buy two — none for sale here
    const s1 = build({ ...base, cities: [{ ...base.cities[0]!, stages: 1 }, base.cities[1]!, base.cities[2]!] });
    expect(plays(s1, 0, 'altar', 'wonder')).toEqual([]);
    const s2 = build({ ...base, cities: [{ ...base.cities[0]!, stages: 3 }, base.cities[1]!, base.cities[2]!] });
    expect(plays(s2, 0, 'altar', 'wonder')).toEqual([]);
    expect(() => apply(s2, 0, { type: 'play', city: 0, card: 'altar', how: 'wonder', pay: { left: [], right: [], toLeft: 0, toRight: 0, toBank: 0 } })).toThrow(
      expect.objectContaining({ code: 'sevenwonders/wonder-complete' })
    );
    s = build({ ...base, cities: [{ ...base.cities[0]!, stages: 2, built: ['stone-pit', 'excavation'] }, base.cities[1]!, base.cities[2]!] });
    expect(plays(s, 0, 'altar', 'wonder')).toHaveLength(0); // stage 3 needs 4 Stone; Giza has 3 and nobody sells
    s = build({ ...base, cities: [{ ...base.cities[0]!, stages: 2, built: ['stone-pit', 'quarry'] }, base.cities[1]!, base.cities[2]!] });
    expect(plays(s, 0, 'altar', 'wonder')).toHaveLength(1); // 1 board + 1 pit + 2 quarry = 4 Stone
  });

  test('10.17 a stage card has no effect and counts as no card of any colour', () => {
    const s0 = build({
      players: 3,
      cities: [{ wonder: 'giza', built: ['stone-pit'] }, { wonder: 'rhodes' }, { wonder: 'ephesus' }],
      hands: [['tavern'], ['vineyard'], ['press']]
    });
    const s = others(play(s0, 0, 'tavern', 'wonder'), [0]);
    expect(s.cities[0]!.coins).toBe(3); // no Tavern coins
    expect(s.cities[0]!.built).toHaveLength(1);
    expect(cityInfo(s.cities[0]!).colours).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  test('10.18 a card that can neither be built nor used for a stage can only be discarded', () => {
    const s0 = build({
      players: 3,
      age: 3,
      cities: [{ wonder: 'giza', coins: 0 }, { wonder: 'rhodes' }, { wonder: 'ephesus' }],
      hands: [['palace'], ['theater'], ['press']]
    });
    expect(plays(s0, 0).map((a: PlayAction) => a.how)).toEqual(['discard']);
    expect(() => play(s0, 0, 'palace', 'build')).toThrow();
    expect(() =>
      apply(s0, 0, { type: 'play', city: 0, card: 'palace', how: 'build', via: 'cost', pay: { left: ['wood'], right: [], toLeft: 2, toRight: 0, toBank: 0 } })
    ).toThrow(expect.objectContaining({ code: 'sevenwonders/not-affordable' }));
  });
});
