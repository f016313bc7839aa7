/**
 * Test builders: construct exact situations as states, and drive them through the module's
 * public contract (actions/apply/view). Used only by the *.test.ts files beside it.
 */
import { seedRng } from '../../core/rng';
import { CARDS } from './cards';
import { CARD_INDEX, INSTANCES, INSTANCE_CARD, firstInstance } from './catalog';
import { sevenWonders } from './index';
import { cityCount } from './production';
import type { CityState, PlayAction, Side, SwAction, SwState, WonderId } from './types';

export interface CitySpec {
  readonly wonder: WonderId;
  readonly side?: Side;
  readonly coins?: number;
  /** Card ids of built structures. */
  readonly built?: readonly string[];
  /** Number of stages already built. */
  readonly stages?: number;
  readonly tokens?: readonly number[];
  readonly olympiaAge?: number;
}

export interface Spec {
  readonly players: number;
  readonly age?: number;
  readonly round?: number;
  readonly cities: readonly CitySpec[];
  /** Card ids in each seat's hand. */
  readonly hands?: readonly (readonly string[])[];
  readonly pile?: readonly string[];
  readonly discard?: readonly string[];
}

/** Hands out card instances: a fresh copy of each card while copies remain, then reuses. */
class Alloc {
  private readonly used = new Set<number>();
  take(cardId: string): number {
    const ci = CARD_INDEX.get(cardId);
    if (ci === undefined) throw new Error(`unknown card ${cardId}`);
    for (let u = 0; u < INSTANCES.length; u++) {
      if (INSTANCE_CARD[u] === ci && !this.used.has(u)) {
        this.used.add(u);
        return u;
      }
    }
    return firstInstance(cardId);
  }
  filler(): number {
    for (let u = INSTANCES.length - 1; u >= 0; u--) {
      if (!this.used.has(u)) {
        this.used.add(u);
        return u;
      }
    }
    return 0;
  }
}

/** A state in the `play` phase built exactly from the spec. */
export function build(spec: Spec): SwState {
  const alloc = new Alloc();
  const n = cityCount(spec.players);
  if (spec.cities.length !== n) throw new Error(`need ${n} cities`);
  const hands = (spec.hands ?? Array.from({ length: spec.players }, () => [])).map((h) => h.map((c) => alloc.take(c)));
  const cities: CityState[] = spec.cities.map((c) => ({
    wonder: c.wonder,
    side: c.side ?? 'A',
    coins: c.coins ?? 3,
    built: (c.built ?? []).map((id) => alloc.take(id)),
    stages: Array.from({ length: c.stages ?? 0 }, () => alloc.filler()),
    tokens: c.tokens ?? [],
    olympiaAge: c.olympiaAge ?? 0
  }));
  return {
    players: spec.players,
    sides: 'random',
    wonderPick: 'random',
    rng: seedRng('testkit'),
    phase: 'play',
    age: spec.age ?? 1,
    round: spec.round ?? 1,
    cities,
    hands,
    pile: (spec.pile ?? []).map((c) => alloc.take(c)),
    discard: (spec.discard ?? []).map((c) => alloc.take(c)),
    guilds: [],
    commits: Array.from({ length: n }, () => null),
    sideChoices: Array.from({ length: spec.players }, () => null),
    actor: -1,
    seventh: -1,
    mausoleum: -1,
    revealed: []
  };
}

/** Default wonders for quick specs: cities get these in order. */
export const W: readonly WonderId[] = ['giza', 'ephesus', 'rhodes', 'babylon', 'olympia', 'halicarnassus', 'alexandria'];

export function acts(state: SwState, seat: number): readonly SwAction[] {
  return sevenWonders.actions(state, seat);
}

export function plays(state: SwState, seat: number, card?: string, how?: PlayAction['how']): PlayAction[] {
  return acts(state, seat).filter(
    (a): a is PlayAction => a.type === 'play' && (card === undefined || a.card === card) && (how === undefined || a.how === how)
  );
}

/** Applies the first legal play of `card` by `how` (optionally the one `pick` selects). */
export function play(state: SwState, seat: number, card: string, how: PlayAction['how'], pick?: (a: PlayAction) => boolean): SwState {
  const list = plays(state, seat, card, how).filter((a) => !pick || pick(a));
  if (list.length === 0) throw new Error(`no legal ${how} of ${card} for seat ${seat}`);
  return sevenWonders.apply(state, seat, list[0]!);
}

/** Until the round ends: everyone pending and not listed discards their first (lowest) card. */
export function others(state: SwState, except: readonly number[] = []): SwState {
  let s = state;
  for (;;) {
    if (s.age !== state.age || s.round !== state.round) return s;
    const seat = sevenWonders.pending(s).find((p) => !except.includes(p));
    if (seat === undefined) return s;
    const first = plays(s, seat).find((a) => a.how === 'discard');
    if (!first) return s;
    s = sevenWonders.apply(s, seat, first);
  }
}

export function cardIds(uids: readonly number[]): string[] {
  return uids.map((u) => CARDS[INSTANCE_CARD[u]!]!.id);
}

/** Payment matcher for play(): what is bought from each side, as sorted lists. */
export const buys =
  (left: readonly string[], right: readonly string[]) =>
  (a: PlayAction): boolean =>
    a.how !== 'discard' && a.pay.left.join() === [...left].sort(byRes).join() && a.pay.right.join() === [...right].sort(byRes).join();

const ORDER = ['wood', 'stone', 'clay', 'ore', 'glass', 'textile', 'papyrus'];
const byRes = (a: string, b: string): number => ORDER.indexOf(a) - ORDER.indexOf(b);
