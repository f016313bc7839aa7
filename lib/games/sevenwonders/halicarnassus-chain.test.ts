/**
 * docs/rules-decisions.md 7 Wonders #43: a card Halicarnassus built from the discard pile earlier
 * in the same Age is a chain prerequisite like any other built card, although the rulebook speaks
 * of a structure "built in an earlier Age".
 */
import { expect, test } from 'vitest';
import { sevenWonders } from './index';
import { build, cardIds, play, plays } from './testkit';
import type { DiscardBuildAction } from './types';

test('Age II: Halicarnassus builds the Altar from the discards, then chains the Temple from it in the same Age', () => {
  const s0 = build({
    players: 3,
    age: 2,
    round: 1,
    cities: [
      { wonder: 'halicarnassus', built: ['ore-vein', 'foundry'], stages: 1, coins: 0 },
      { wonder: 'rhodes' },
      { wonder: 'giza' }
    ],
    hands: [['aqueduct', 'statue'], ['temple', 'courthouse'], ['statue', 'aqueduct']],
    discard: ['altar']
  });
  let s = play(s0, 0, 'aqueduct', 'wonder'); // stage 2 (3 Ore): Halicarnassus's power
  s = play(s, 1, 'courthouse', 'discard');
  s = play(s, 2, 'statue', 'discard');
  expect(s.phase).toBe('discardBuild');
  const altar = (sevenWonders.actions(s, 0) as DiscardBuildAction[]).find((a) => a.card === 'altar')!;
  s = sevenWonders.apply(s, 0, altar);
  expect(s.age).toBe(2);
  expect(s.round).toBe(2);
  expect(cardIds(s.cities[0]!.built)).toContain('altar');
  // Age II passes to the right: seat 1's Temple is now in Halicarnassus's hand, and with no coins
  // and no Wood, Clay or Glass the chain is its only way to build it.
  expect(cardIds(s.hands[0]!)).toEqual(['temple']);
  expect(plays(s, 0, 'temple', 'build').map((a) => a.how === 'build' && a.via)).toEqual(['chain']);
  expect(sevenWonders.view(s, 0).hand!.find((c) => c.card === 'temple')!.status).toBe('chain');
});
