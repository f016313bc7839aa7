/**
 * The search bot's determinizer for Belfort: a full state drawn from one seat's view (belfort.md §11).
 *
 * Rebuilt exactly from the view (all public, or the seat's own): the round, phase and the flow's
 * cursor, follow-ups and reshuffles (the view's `flow`), crests and turn order, the board's
 * markers, guilds, guild workers, the Neutral Players' Dwarves, the Recruitment Office and King's
 * Camp, the display and the discard pile, the Gnome supply, and every player's resources, score,
 * workers, Gnomes, built cards, pieces placed, once-a-turn counters, statistics, the cards of
 * each hand the Spies made public, and the seat's own hand and Spies card.
 *
 * Drawn from `rng`, consistently with the view: the cards the seat has not seen (every copy less
 * the display, the discard pile, the built cards, the seat's own hand, the cards known in the
 * others' hands and a Neutral Player's card being placed) are shuffled and dealt: the rest of
 * each other hand (as many as it holds), then the deck (as many as it holds, in a random order).
 * Hidden choices made by others and not yet revealed (the two starting cards to discard while
 * the others still choose; the card shown to the Spies while others still choose) are drawn
 * from the drawn hands. The state's own generator (reshuffles, agreed guilds' districts) is
 * seeded from `rng`.
 */
import { Rng, seedRng } from '../../core/rng';
import type { BelfortAction, BelfortState, PlayerState } from './types';
import { AREAS, KINDS, PROPERTIES } from './types';
import type { BelfortView } from './view';
import { PROPERTY_CARDS } from './tables/properties';
import { DISTRICTS } from './tables/board';

const PROPERTY_INDEX: ReadonlyMap<string, number> = new Map(PROPERTIES.map((p, t) => [p, t]));
const KIND_INDEX: ReadonlyMap<string, number> = new Map(KINDS.map((k, i) => [k, i]));
/** Copies of each card type in the game (50 cards). */
export const CARD_COPIES: readonly number[] = PROPERTIES.map((p) => PROPERTY_CARDS[p].copies);

const counts = (byName: { readonly [P in (typeof PROPERTIES)[number]]: number }): number[] => PROPERTIES.map((p) => byName[p]);

/** A player as the view shows it; the hand holds only the cards known to everyone (filled by the caller). */
function publicPlayer(view: BelfortView, seat: number): PlayerState {
  const p = view.ps[seat]!;
  const used = view.flow.used[seat]!;
  const built = PROPERTIES.map(() => 0);
  const gnomes = PROPERTIES.map(() => 0);
  const onCard = PROPERTIES.map(() => 0);
  for (const b of p.built) {
    const t = PROPERTY_INDEX.get(b.card)!;
    built[t] = b.count;
    gnomes[t] = b.gnomes;
    onCard[t] = b.workers;
  }
  // Pieces placed = pieces owned of the kind − pieces in hand; Masters follow from the Gnomes.
  const owned = [p.elves - p.masterElves, p.masterElves, p.dwarves - p.masterDwarves, p.masterDwarves];
  const areas: number[] = [];
  for (const a of AREAS) for (const k of KINDS) areas.push(p.areas[a][k]);
  const st = p.stats;
  return {
    res: [p.resources.wood, p.resources.stone, p.resources.metal, p.resources.gold],
    score: p.score,
    points: p.points.slice(),
    elves: p.elves,
    dwarves: p.dwarves,
    placed: KINDS.map((k, i) => owned[i]! - p.inHand[k]),
    areas,
    hand: counts(p.knownCards),
    shown: counts(p.knownCards),
    built,
    gnomes,
    onCard,
    hired: p.hired,
    visits: used.visits,
    extraVisits: used.extraVisits,
    conversions: p.conversions,
    bankUsed: used.bankUsed,
    smithUsed: used.smithUsed,
    keep: null,
    spy: null,
    stats: {
      taxPaid: st.taxPaid,
      taxUnpaid: st.taxUnpaid,
      feesReceived: st.feesReceived,
      visits: st.visits,
      metalBought: st.metalBought,
      metalSold: st.metalSold,
      areaPieces: st.areaPieces.slice(),
      firstBuilt: st.firstBuilt.slice(),
      walls: st.walls,
      guilds: st.guilds
    }
  };
}

/** The card types of a hand, one entry per card. */
function cardsOf(hand: readonly number[]): number[] {
  const out: number[] = [];
  hand.forEach((n, t) => {
    for (let k = 0; k < n; k++) out.push(t);
  });
  return out;
}

/** A state consistent with what `seat` sees in `view` (and its legal actions); null once the game is over. */
export function determinize(view: BelfortView, seat: number, rng: Rng, _actions: readonly BelfortAction[] = []): BelfortState | null {
  const prompt = view.prompt?.detail ?? null;
  if (prompt === null || view.phase === 'over') return null;
  const n = view.players;
  const ps = view.ps.map((_, q) => publicPlayer(view, q));
  const me = ps[seat]!;
  me.hand = counts(view.ps[seat]!.hand!);

  // The cards nobody has shown the seat: every copy less what lies open, is built, is its own or known in another hand.
  const display = view.display.map((c) => (c === null ? -1 : PROPERTY_INDEX.get(c)!));
  const discard = counts(view.discard);
  const unseen = CARD_COPIES.slice();
  for (const t of display) if (t >= 0) unseen[t]! -= 1;
  for (let t = 0; t < unseen.length; t++) {
    unseen[t]! -= discard[t]!;
    for (let q = 0; q < n; q++) unseen[t]! -= ps[q]!.built[t]! + (q === seat ? me.hand[t]! : ps[q]!.shown[t]!);
  }
  // A Neutral Player's card being placed (public: taken from the display or shown from the deck);
  // its decision is the queue's first task.
  for (const task of view.flow.queue) if (task.k === 'npPlace') unseen[task.card]! -= 1;
  const pool = cardsOf(unseen);
  if (pool.some((t) => t < 0) || unseen.some((c) => c < 0)) throw new Error('belfort determinize: more cards seen than the game has');
  rng.shuffleInPlace(pool);
  for (let q = 0; q < n; q++) {
    if (q === seat) continue;
    const missing = view.ps[q]!.handSize - cardsOf(ps[q]!.hand).length;
    for (const t of pool.splice(0, missing)) ps[q]!.hand[t]! += 1;
  }
  if (pool.length !== view.deckSize) throw new Error(`belfort determinize: ${pool.length} unseen cards for a deck of ${view.deckSize}`);

  // Hidden choices already made by the others (and the seat's own when it is not asked now).
  if (prompt.kind === 'keep') {
    for (let q = 0; q < n; q++) {
      if (prompt.seats.includes(q)) continue;
      const hand = cardsOf(ps[q]!.hand);
      const a = rng.below(hand.length);
      let b = rng.below(hand.length - 1);
      if (b >= a) b++;
      ps[q]!.keep = [Math.min(hand[a]!, hand[b]!), Math.max(hand[a]!, hand[b]!)];
    }
  }
  for (let q = 0; q < n; q++) {
    const shown = view.ps[q]!.spyCard;
    if (shown !== null) ps[q]!.spy = PROPERTY_INDEX.get(shown)!;
  }
  if (prompt.kind === 'spyReveal') {
    for (let q = 0; q < n; q++) {
      if (q === prompt.spy || view.ps[q]!.handSize === 0) continue;
      if (prompt.seats.includes(q)) ps[q]!.spy = -1;
      else if (ps[q]!.spy === null) ps[q]!.spy = rng.pick(cardsOf(ps[q]!.hand));
    }
  }

  const neutrals = view.neutrals;
  const guildsPhase = view.phase === 'guilds';
  return {
    players: n,
    contestants: view.contestants,
    rules: view.rules,
    rng: seedRng(`determinized/${rng.uint32()}`),
    round: view.round,
    phase: view.phase,
    step: view.flow.step,
    crest: [...view.ps.map((p) => p.crest), ...neutrals.map((x) => x.crest)],
    order: view.order.slice(),
    passed: view.ps.map((p) => p.passed),
    guilds: guildsPhase ? view.agreedGuilds.slice() : view.guilds.map((g) => g.id),
    marker: view.owner.map((o) => (o === null ? -1 : o)),
    npDwarf: neutrals.map((x) => x.dwarf),
    gnomes: view.gnomeSupply,
    deck: pool,
    display,
    discard,
    recruit: view.recruit.map((r) => (r === null ? -1 : r.seat * 4 + KIND_INDEX.get(r.worker)!)),
    camp: view.camp.slice(),
    crestDown: view.crestDown.slice(),
    guildWorker: guildsPhase ? Array<number>(DISTRICTS).fill(-1) : view.guilds.map((g) => (g.worker === null ? -1 : g.worker)),
    queue: view.flow.queue.slice(),
    prompt,
    ps,
    reshuffles: view.flow.reshuffles,
    events: []
  };
}
