/**
 * The search bot's determinizer for 7 Wonders: a full state drawn at random among those a seat
 * cannot tell apart from the truth, built from that seat's view alone (issue 13, item 2).
 *
 * Known to the seat (taken from the view): every city's Wonder, side, coins, built structures,
 * conflict tokens and stage count; its own hand, own committed plays, own tucked stage cards;
 * the discard pile while it builds from it (Halicarnassus), Babylon's 7th card when it plays it;
 * the counts of every hand, the Free City pile and the discard pile.
 * Hidden (drawn here): the other hands, the Free City pile, the other cities' tucked stage
 * cards, the discard pile, the guilds in play (those seen are in play), the future deals (a
 * fresh RNG), and the other players' plays committed this round — those seats simply choose
 * again in the sample, since a hidden simultaneous choice tells nothing.
 * Not used, because the view does not carry it: the cards the seat has seen pass through its
 * hands earlier in the Age (a player remembers them; see docs/bots.md).
 */
import { RuleError } from '../../core/errors';
import { Rng, seedRng } from '../../core/rng';
import { GUILD_INSTANCES, INSTANCE_CARD, ageDeck, cardIndex } from './catalog';
import { cityCount } from './production';
import type { CityState, Commit, PlayAction, SwState } from './types';
import type { CardRef, SwView } from './view';

const uidOf = (c: CardRef): number => Number(c.uid.slice(1));

/** Guilds in play: N + 2, and 5 with two players (the 3-player deck). */
const guildsInPlay = (players: number): number => Math.max(3, players) + 2;

function take(pool: number[], n: number, what: string): number[] {
  if (pool.length < n) throw new RuleError('sevenwonders/determinize', `The view does not add up: ${n} ${what} from ${pool.length} unseen cards.`, { what });
  return pool.splice(0, n);
}

/**
 * A state consistent with `view` as seen by `seat`, hidden cards drawn from `rng`; null before
 * the first Age (Wonder and side choices are left to the heuristic) and once the game is over.
 */
export function determinize(view: SwView, seat: number, rng: Rng): SwState | null {
  if (view.phase === 'wonders' || view.phase === 'sides' || view.phase === 'over' || view.age < 1) return null;
  const { players, age } = view;
  const n = cityCount(players);
  const seen = new Set<number>();
  const see = (uids: readonly number[]): void => uids.forEach((u) => seen.add(u));

  for (const c of view.cities) see(c.built.map(uidOf));
  const mine = view.cities[seat]!;
  const ownStages = mine.stages.flatMap((s) => (s.card ? [uidOf(s.card)] : []));
  see(ownStages);
  const hand = view.phase === 'seventh' ? [] : (view.hand ?? []).map(uidOf);
  see(hand);
  const seventh = view.seventh ? uidOf(view.seventh) : -1;
  if (seventh >= 0) seen.add(seventh);
  const discardKnown = view.discard ? view.discard.map(uidOf) : null;
  if (discardKnown) see(discardKnown);
  // Own discards revealed this round: known members of the discard pile.
  // (A card Halicarnassus has since built from the pile is among the built ones, already seen.)
  const ownDiscards = discardKnown ? [] : view.revealed.flatMap((r) => (r.card && r.kind.endsWith('discard') && !seen.has(uidOf(r.card)) ? [uidOf(r.card)] : []));
  see(ownDiscards);

  // Guilds: those seen (own committed plays included) are in play; the rest of the N + 2 are
  // drawn among the unseen ones.
  for (const action of view.committed) {
    const ci = cardIndex(action.card);
    for (const u of GUILD_INSTANCES) if (INSTANCE_CARD[u] === ci) seen.add(u);
  }
  const seenGuilds = GUILD_INSTANCES.filter((u) => seen.has(u));
  const guilds = [...seenGuilds, ...rng.shuffled(GUILD_INSTANCES.filter((u) => !seen.has(u))).slice(0, guildsInPlay(players) - seenGuilds.length)];

  const current = ageDeck(age, players);
  if (age === 3) current.push(...guilds);
  // Own committed plays: the physical copy does not matter (identical cards), any unseen one of this Age.
  const commits: (Commit | null)[] = Array.from({ length: n }, () => null);
  const committed: number[] = [];
  for (const action of view.committed) {
    const ci = cardIndex(action.card);
    const guild = GUILD_INSTANCES.find((u) => INSTANCE_CARD[u] === ci);
    const uid = guild ?? current.find((u) => INSTANCE_CARD[u] === ci && !seen.has(u));
    if (uid === undefined) throw new RuleError('sevenwonders/determinize', `No unseen copy of the committed "${action.card}".`, { card: action.card });
    seen.add(uid);
    committed.push(uid);
    commits[action.city] = { action: action as PlayAction, uid };
  }

  const pool = rng.shuffleInPlace(current.filter((u) => !seen.has(u)));
  const hands = view.handCounts.map((count, s) => (s === seat ? [...hand, ...committed] : take(pool, count, 'hand cards')));
  const pile = take(pool, view.pileCount, 'pile cards');
  // What is left of this Age and the unseen cards of earlier Ages lie tucked under other Wonders or discarded.
  for (let a = 1; a < age; a++) for (const u of ageDeck(a, players)) if (!seen.has(u)) pool.push(u);
  rng.shuffleInPlace(pool);
  const cities: CityState[] = view.cities.map((c, i) => ({
    wonder: c.wonder,
    side: c.side ?? 'A',
    coins: c.coins,
    built: c.built.map(uidOf),
    stages: i === seat ? ownStages : take(pool, c.stagesBuilt, 'tucked cards'),
    tokens: c.tokens.slice(),
    olympiaAge: c.olympiaFreeBuild === 'used' ? age : 0
  }));
  const discard = discardKnown ?? [...ownDiscards, ...take(pool, view.discardCount - ownDiscards.length, 'discarded cards')];
  if (pool.length > 0) throw new RuleError('sevenwonders/determinize', `The view does not add up: ${pool.length} cards unplaced.`, {});

  return {
    players,
    sides: 'random',
    wonderPick: 'random',
    rng: seedRng(`determinized/${rng.uint32()}`),
    phase: view.phase,
    age,
    round: view.round,
    cities,
    hands,
    pile,
    discard,
    guilds,
    commits,
    sideChoices: Array.from({ length: players }, () => null),
    actor: view.actor ?? -1,
    seventh,
    mausoleum: -1,
    revealed: []
  };
}
