/**
 * The shared property suite (tests/kit/property-suite.ts) on the fixture game, and proof that each
 * of its checks catches a game that breaks it: every broken variant below yields a problem naming
 * what is wrong, and the sound fixture yields none.
 */
import { describe, expect, test } from 'vitest';
import { checkGame, containsJson, propertySuite, type Secrets } from '../kit/property-suite';
import { sealedBid, sealedBidEntry, type BidState, type BidAction, type BidView } from '../fixtures/sealed-bid';
import type { GameEntry } from '../../lib/core/entry';
import type { GameModule } from '../../lib/core/types';

/**
 * Seat s's bid is hidden until the round resolves; the deck order is hidden from everyone. Both
 * are numbers, so they are listed in context (a bare [4, 2] would also match the points [4, 2]).
 */
export const bidSecrets: Secrets<BidState> = (s, seat) => (seat === null ? [{ deck: s.deck }] : s.bids[seat] === null ? [] : [{ myBid: s.bids[seat]! }]);

propertySuite({ entry: sealedBidEntry, optionSets: [{ short: false }, { short: true }], secrets: bidSecrets });

type Game = GameModule<BidState, BidAction, BidView>;
const broken = (patch: Partial<Game>): GameEntry => ({ game: { ...sealedBid, ...patch }, bots: {} });
const problemsOf = (entry: GameEntry, extra: { forcedPlayed?: boolean } = {}) =>
  checkGame({ entry, players: 3, options: {}, seed: 'broken', bot: 'random', thorough: true, secrets: bidSecrets, ...extra }).join('\n');

let calls = 0;
describe('each check catches a game that breaks it', () => {
  test('the sound fixture passes', () => {
    expect(problemsOf(sealedBidEntry)).toBe('');
  });

  test.each([
    ['apply that changes its input', { apply: (s: BidState, seat: number, a: BidAction) => ((s.points[seat] = s.points[seat]! + 1), sealedBid.apply(s, seat, a)) }, 'apply changed its input state'],
    ['a state that is not plain JSON', { setup: (i: Parameters<Game['setup']>[0]) => ({ ...sealedBid.setup(i), extra: undefined }) as unknown as BidState }, 'not plain JSON'],
    ['a state with a fraction', { setup: (i: Parameters<Game['setup']>[0]) => ({ ...sealedBid.setup(i), prize: 1 / 2 }) }, 'non-integer'],
    ['a view that shows seat 0’s bid to everyone', { view: (s: BidState, seat: number | null) => ({ ...sealedBid.view(s, seat), myBid: s.bids[0]! }) }, "shows seat 0's secret"],
    ['a view that shows the deck order', { view: (s: BidState, seat: number | null) => ({ ...sealedBid.view(s, seat), deck: s.deck.slice() }) as unknown as BidView }, 'hidden-from-all secret'],
    ['describe without text', { describe: (s: BidState, seat: number, a: BidAction) => ({ ...sealedBid.describe(s, seat, a), text: '' }) }, 'describe() gives no key or no text'],
    ['a listed action that does not apply', { actions: (s: BidState, seat: number) => [...sealedBid.actions(s, seat), { type: 'bid' as const, amount: 99 }], apply: (s: BidState, seat: number, a: BidAction) => sealedBid.apply(s, seat, a) }, 'does not apply'],
    ['actions for a seat that is not pending', { actions: (s: BidState, seat: number) => (sealedBid.actions(s, seat).length ? sealedBid.actions(s, seat) : [{ type: 'bid' as const, amount: 0 }]) }, 'is not pending but has actions'],
    ['a pending seat without actions', { actions: (s: BidState, seat: number) => (seat === 2 ? [] : sealedBid.actions(s, seat)) }, 'has no legal action'],
    ['a result whose breakdown does not add up', { result: (s: BidState) => { const r = sealedBid.result(s); return r && { ...r, players: r.players.map((p) => ({ ...p, score: p.score + 1 })) }; } }, 'breakdown sums to'],
    ['a replay that differs (hidden state outside the game state)', { apply: (s: BidState, seat: number, a: BidAction) => ({ ...sealedBid.apply(s, seat, a), lastWinner: calls++ }) }, 'another final hash']
  ] as const)('%s', (_name, patch, expected) => {
    expect(problemsOf(broken(patch as Partial<Game>))).toContain(expected);
  });

  test('forced decisions: a game that claims to play them itself must not ask one-action decisions', () => {
    // In the fixture a seat with no coin left has one legal bid (0) and is still asked.
    const all: string[] = [];
    for (let k = 0; k < 20; k++) all.push(...checkGame({ entry: sealedBidEntry, players: 2, options: {}, seed: `forced-${k}`, bot: 'random', thorough: false, forcedPlayed: true }));
    expect(all.join('\n')).toContain('a single legal action');
  });

  test('a game’s own invariants are checked after setup and after every action', () => {
    const invariants = (s: BidState) => (s.points.some((p) => p > 0) ? [`points ${s.points.join(',')}`] : []);
    expect(checkGame({ entry: sealedBidEntry, players: 2, options: {}, seed: 'inv', bot: 'random', thorough: false, invariants }).join('\n')).toContain('invariant broken: points');
    expect(checkGame({ entry: sealedBidEntry, players: 2, options: {}, seed: 'inv', bot: 'random', thorough: false, invariants: () => [] })).toEqual([]);
  });

  test('secrets must be matchable values', () => {
    expect(() => checkGame({ entry: sealedBidEntry, players: 2, options: {}, seed: 's', bot: 'random', thorough: true, secrets: () => [3] })).toThrow(/wrap a number in context/);
  });
});

describe('containsJson (how secrets are looked for in views)', () => {
  test.each([
    ['a string anywhere', { a: [{ b: 'lumberyard' }] }, 'lumberyard', true],
    ['not a longer string', { a: 'lumberyards' }, 'lumberyard', false],
    ['an equal array', { hand: [3, 1, 2] }, [3, 1, 2], true],
    ['not the same items in another order', { hand: [1, 2, 3] }, [3, 1, 2], false],
    ['an object with every listed field equal', { players: [{ seat: 1, money: 17, pp: 3 }] }, { seat: 1, money: 17 }, true],
    ['not when one field differs', { players: [{ seat: 2, money: 17 }] }, { seat: 1, money: 17 }, false]
  ])('%s', (_name, view, secret, want) => {
    expect(containsJson(view, secret)).toBe(want);
  });
});
