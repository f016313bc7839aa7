/**
 * 7 Wonders runs the kit's property suite (tests/kit/property-suite.ts): PROPERTY_GAMES games per
 * player count (CI 2,000), half with random and half with heuristic players, the eight option sets in turn:
 * contract, plain JSON, purity, every listed action applies, replay hashes, views and log texts,
 * hidden information (hands, the Free City's hand and pile, commitments, side choices, stage
 * cards, the discard pile, guilds: propertykit.ts) and 7 Wonders' own invariants.
 *
 * No decision is played by the flow (a hidden pick is the player's even with one card left), so
 * `forcedPlayed` stays off.
 */
import { describe, expect, test } from 'vitest';
import { findGame } from '../index';
import { checkGame, propertySuite } from '../../../tests/kit/property-suite';
import type { GameEntry } from '../../core/entry';
import type { AnyGame } from '../../core/types';
import { GUILD_INSTANCES } from './catalog';
import { sevenWonders } from './index';
import { cardRef } from './view';
import type { SwState } from './types';
import { GAMES, OPTION_SETS, sevenWondersInvariants, sevenWondersSecrets } from './propertykit';

propertySuite({
  entry: findGame('sevenwonders')!,
  games: Math.max(1, Math.ceil(GAMES / 2)),
  optionSets: OPTION_SETS,
  cycleOptions: true,
  secrets: sevenWondersSecrets,
  invariants: sevenWondersInvariants
});

describe('the hooks catch what they are for', () => {
  const entry = findGame('sevenwonders')!;
  const leaky = (extra: (s: SwState, seat: number | null) => unknown): GameEntry => ({
    game: { ...sevenWonders, view: (s: SwState, seat: number | null) => ({ ...sevenWonders.view(s, seat), leak: extra(s, seat) }) } as AnyGame,
    bots: {}
  });
  const problems = (e: GameEntry, players: number, options: Record<string, string>) =>
    checkGame({ entry: e, players, options, seed: 'hooks', bot: 'random', thorough: true, secrets: sevenWondersSecrets, invariants: sevenWondersInvariants }).join('\n');

  test('the sound game passes (2 and 4 players, chosen sides)', () => {
    expect(problems(entry, 2, { sides: 'choose', wonders: 'choose' })).toBe('');
    expect(problems(entry, 4, { sides: 'choose', wonders: 'random' })).toBe('');
  });

  test.each([
    ['another seat’s hand', 4, (s: SwState) => s.hands[1]!.map((u) => cardRef(u)), "shows seat 1's secret"],
    ['the Free City’s draw pile', 2, (s: SwState) => s.pile.map((u) => cardRef(u)), 'hidden-from-all secret'],
    ['the discard pile', 4, (s: SwState) => s.discard.map((u) => cardRef(u)), 'hidden-from-all secret'],
    ['a committed card', 4, (s: SwState) => s.commits.map((c) => (c ? cardRef(c.uid) : null)), 'secret "u'],
    ['a hidden side choice', 4, (s: SwState) => s.sideChoices.map((side, index) => ({ index, side })), 'secret {"index":'],
    ['the guilds left out', 4, (s: SwState) => GUILD_INSTANCES.filter((u) => !s.guilds.includes(u)).map((u) => cardRef(u).card), 'hidden-from-all secret']
  ] as const)('a view showing %s is caught', (_name, players, extra, expected) => {
    expect(problems(leaky(extra), players, { sides: 'choose', wonders: 'random' })).toContain(expected);
  });

  test('the invariants name a card in two places, a debt and a wonder power out of its phase', () => {
    const s = sevenWonders.setup({ players: 3, seed: 'inv', options: { sides: 'A' } });
    expect(sevenWondersInvariants(s)).toEqual([]);
    const u = s.hands[0]![0]!;
    const bad: SwState = { ...s, discard: [u], cities: s.cities.map((c, i) => (i === 2 ? { ...c, coins: -1 } : c)), actor: 1 };
    expect(sevenWondersInvariants(bad)).toEqual([`city 2 has -1 coins`, `card u${u} is both in hand 0 and in the discard pile`, 'phase play with actor 1, 7th card -1, Halicarnassus -1']);
  });
});
