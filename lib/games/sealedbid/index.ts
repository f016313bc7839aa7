/**
 * A tiny game that exercises the whole engine contract without being a real game:
 * simultaneous hidden bids, a shuffled deck, coins, a result with a breakdown and a tie-break.
 * The test fixture of the unit and browser tests (tests/fixtures/sealed-bid.ts re-exports it).
 * Not in the registry (lib/games/index.ts): the app offers it only in a VITE_FIXTURE_GAMES=1
 * build, for the table-kit browser tests; a normal build contains none of it.
 *
 * Each round a prize card (1–8 points) is revealed; every player secretly bids 0..coins;
 * the highest unique bid wins the prize and pays its bid. Five rounds (three with `short`).
 */
import { Rng, seedRng, type RngState } from '../../core/rng';
import { RuleError } from '../../core/errors';
import type { GameModule, GameResult, LogEntry, Seat } from '../../core/types';
import type { GameEntry } from '../../core/entry';
import { SEALED_BID_META } from './meta';

export { SEALED_BID_META } from './meta';

export interface BidState {
  rng: RngState;
  deck: number[];
  prize: number;
  round: number;
  rounds: number;
  coins: number[];
  points: number[];
  bids: (number | null)[];
  lastWinner: number | null;
}
export type BidAction = { type: 'bid'; amount: number };
export interface BidView {
  prize: number;
  round: number;
  rounds: number;
  coins: number[];
  points: number[];
  /** My own bid, or null. Others' bids are never shown, only whether they have bid. */
  myBid: number | null;
  hasBid: boolean[];
  lastWinner: number | null;
}

const START_COINS = 10;

function clone(s: BidState): BidState {
  return { ...s, deck: s.deck.slice(), coins: s.coins.slice(), points: s.points.slice(), bids: s.bids.slice() };
}

export const sealedBid: GameModule<BidState, BidAction, BidView> = {
  id: 'sealedbid',
  title: 'Sealed Bid (test fixture)',
  minPlayers: 2,
  maxPlayers: 4,
  version: 1,
  options: SEALED_BID_META.options,

  setup({ players, seed, options }) {
    const rng = new Rng(seedRng(seed));
    const deck = rng.shuffled([1, 2, 3, 4, 5, 6, 7, 8]);
    const prize = deck.pop()!;
    return {
      rng: rng.state(),
      deck,
      prize,
      round: 1,
      rounds: options.short === true ? 3 : 5,
      coins: Array<number>(players).fill(START_COINS),
      points: Array<number>(players).fill(0),
      bids: Array<number | null>(players).fill(null),
      lastWinner: null
    };
  },
  pending(s) {
    if (s.round > s.rounds) return [];
    return s.bids.flatMap((b, i) => (b === null ? [i] : []));
  },
  actions(s, seat) {
    if (s.round > s.rounds || s.bids[seat] !== null) return [];
    return Array.from({ length: s.coins[seat]! + 1 }, (_, amount) => ({ type: 'bid' as const, amount }));
  },
  apply(state, seat, action) {
    if (!this.actions(state, seat).some((a) => a.type === action.type && a.amount === action.amount)) {
      throw new RuleError('sealedbid/illegal-bid', `Seat ${seat + 1} cannot bid ${String(action.amount)}`);
    }
    const s = clone(state);
    s.bids[seat] = action.amount;
    if (s.bids.every((b) => b !== null)) resolveRound(s);
    return s;
  },
  view(s, seat) {
    return {
      prize: s.prize,
      round: s.round,
      rounds: s.rounds,
      coins: s.coins.slice(),
      points: s.points.slice(),
      myBid: seat === null ? null : s.bids[seat]!,
      hasBid: s.bids.map((b) => b !== null),
      lastWinner: s.lastWinner
    };
  },
  result(s) {
    if (s.round <= s.rounds) return null;
    return rank(s);
  },
  describe(_s, seat: Seat, action): LogEntry {
    return { key: 'sealedbid.bid', seat, params: { amount: action.amount }, text: `Player ${seat + 1} bids ${action.amount}` };
  },
  reveals(s) {
    // The last bid of a round reveals every bid and the next prize.
    return s.bids.filter((b) => b === null).length === 1;
  }
};

function resolveRound(s: BidState): void {
  const bids = s.bids as number[];
  const top = Math.max(...bids);
  const winners = bids.flatMap((b, i) => (b === top ? [i] : []));
  s.lastWinner = winners.length === 1 ? winners[0]! : null;
  if (s.lastWinner !== null) {
    s.points[s.lastWinner]! += s.prize;
    s.coins[s.lastWinner]! -= top;
  }
  s.bids = bids.map(() => null);
  s.round += 1;
  const rng = new Rng(s.rng);
  // Draw the next prize from a reshuffled deck (exercises RNG use mid-game).
  rng.shuffleInPlace(s.deck);
  s.prize = s.deck.pop() ?? 0;
  s.rng = rng.state();
}

function rank(s: BidState): GameResult {
  const rows = s.points.map((p, seat) => ({ seat, score: p + s.coins[seat]!, points: p, coins: s.coins[seat]! }));
  rows.sort((a, b) => b.score - a.score || b.coins - a.coins || a.seat - b.seat);
  const players = rows.map((r) => ({
    seat: r.seat,
    rank: 1 + rows.filter((o) => o.score > r.score || (o.score === r.score && o.coins > r.coins)).length,
    score: r.score,
    breakdown: [
      { category: 'prizes', label: 'Prizes', points: r.points },
      { category: 'coins', label: 'Coins', points: r.coins }
    ],
    tiebreak: [r.coins]
  }));
  return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
}

export const sealedBidEntry: GameEntry = { game: sealedBid, bots: { heuristic: () => ({ name: 'heuristic', choose: ({ actions }) => actions[Math.min(actions.length - 1, 3)]! }) } };
