/**
 * A test-only game for lib/net with both kinds of step: players take 1–3 from a pile in turn
 * (sequential), and whenever the pile lands on a multiple of 5 everyone secretly votes 0–2 at
 * once (simultaneous, while the pile is at most 100); voters who hit (sum of votes mod 3) score a point. The pile's size comes
 * from the seed. Never registered in the app.
 */
import { RuleError } from '../core/errors';
import { Rng, seedRng } from '../core/rng';
import type { GameModule, GameResult, Seat } from '../core/types';
import type { GameEntry } from '../core/entry';

export interface PileState {
  pile: number;
  turn: Seat;
  score: number[];
  votes: (number | null)[] | null;
  /** Each seat's last vote, shown only to that seat (hidden information for view tests). */
  secret: (number | null)[];
}
export type PileAction = { type: 'take'; n: number } | { type: 'vote'; v: number };

export const pileGame: GameModule<PileState, PileAction, unknown> = {
  id: 'pile',
  title: 'Pile (net test fixture)',
  minPlayers: 2,
  maxPlayers: 4,
  version: 1,
  options: [
    {
      kind: 'choice',
      key: 'size',
      label: 'Pile',
      choices: [
        { value: 'small', label: 'Small (about 20 moves)' },
        { value: 'huge', label: 'Huge (over 1,000 moves: long-log tests)' }
      ],
      default: 'small'
    }
  ],
  setup({ players, seed, options }) {
    const rng = new Rng(seedRng(seed));
    return { pile: (options.size === 'huge' ? 2600 : 16) + rng.below(12), turn: 0, score: Array<number>(players).fill(0), votes: null, secret: Array<number | null>(players).fill(null) };
  },
  pending(s) {
    if (s.pile === 0) return [];
    if (s.votes) return s.votes.flatMap((v, i) => (v === null ? [i] : []));
    return [s.turn];
  },
  actions(s, seat) {
    if (s.pile === 0) return [];
    if (s.votes) return s.votes[seat] === null ? [0, 1, 2].map((v) => ({ type: 'vote' as const, v })) : [];
    if (seat !== s.turn) return [];
    return [1, 2, 3].filter((n) => n <= s.pile).map((n) => ({ type: 'take' as const, n }));
  },
  apply(state, seat, action) {
    const legal = this.actions(state, seat).some((a) => a.type === action.type && (a.type === 'take' ? a.n === (action as { n: number }).n : a.v === (action as { v: number }).v));
    if (!legal) throw new RuleError('pile/illegal', `Seat ${seat + 1} cannot ${action.type} ${JSON.stringify(action)} now`);
    const s: PileState = { ...state, score: state.score.slice(), votes: state.votes ? state.votes.slice() : null, secret: state.secret.slice() };
    if (action.type === 'take') {
      s.pile -= action.n;
      s.score[seat]! += action.n;
      s.turn = (s.turn + 1) % s.score.length;
      if (s.pile > 0 && s.pile <= 100 && s.pile % 5 === 0) s.votes = s.score.map(() => null);
    } else {
      s.votes![seat] = action.v;
      s.secret[seat] = action.v;
      if (s.votes!.every((v) => v !== null)) {
        const target = (s.votes as number[]).reduce((a, b) => a + b, 0) % 3;
        (s.votes as number[]).forEach((v, i) => {
          if (v === target) s.score[i]! += 1;
        });
        s.votes = null;
      }
    }
    return s;
  },
  view(s, seat) {
    return { pile: s.pile, turn: s.turn, score: s.score, voted: s.votes ? s.votes.map((v) => v !== null) : null, mine: seat === null ? null : s.secret[seat] };
  },
  result(s): GameResult | null {
    if (s.pile > 0) return null;
    const order = s.score.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score || a.seat - b.seat);
    const players = order.map((r) => ({
      seat: r.seat,
      rank: 1 + order.filter((o) => o.score > r.score).length,
      score: r.score,
      breakdown: [{ category: 'points', label: 'Points', points: r.score }],
      tiebreak: []
    }));
    return { players, winners: players.filter((p) => p.rank === 1).map((p) => p.seat) };
  },
  describe(_s, seat, action) {
    return { key: `pile.${action.type}`, seat, params: {}, text: `Seat ${seat + 1}: ${JSON.stringify(action)}` };
  },
  reveals(s) {
    return s.votes !== null && s.votes.filter((v) => v === null).length === 1;
  }
};

export const pileEntry: GameEntry = { game: pileGame, bots: {} };
