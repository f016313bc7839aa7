/**
 * 7 Wonders' hooks for the kit's property suite (tests/kit/property-suite.ts): the option sets
 * played in turn, what each seat must keep hidden (rules §11, docs/rules-decisions.md § 7 Wonders,
 * Hidden information), and the invariants every state keeps.
 *
 * Cards are shown in views as `u<instance>` (view.ts `cardRef`), so a card instance is a
 * distinctive string: each secret card is listed as that string.
 */
import type { Json, Seat } from '../../core/types';
import { CARDS } from './cards';
import { GUILD_INSTANCES, INSTANCE_CARD } from './catalog';
import { controllerOf } from './seats';
import { FREE_CITY, type SwState } from './types';

/** Games per player count: PROPERTY_GAMES (default 100; CI runs 2,000). */
export const GAMES = Number(process.env.PROPERTY_GAMES ?? 100);

/** Every combination of the two options (sides × Wonder pick). */
export const OPTION_SETS: Record<string, string>[] = (['random', 'choose'] as const).flatMap((wonders) =>
  (['random', 'A', 'B', 'choose'] as const).map((sides) => ({ sides, wonders }))
);

const ref = (uid: number): string => `u${uid}`;

/**
 * What `seat` alone sees (seat null: what nobody sees):
 * - a seat: its hand (in 2 players the holder's hand holds the Free City's cards too), its
 *   commitments (its own city's and the Free City's), its stage cards, its side choice while sides
 *   are being chosen, Babylon's 7th card while it plays it, the discard pile while its
 *   Halicarnassus builds from it, and the cards it discarded this round still in the discard pile
 *   (shown to it in `revealed`);
 * - nobody: the Free City's draw pile, the discard pile, the Free City's stage cards, the guilds
 *   left out of the game (by card id: they never appear), and the chosen guilds until Age III.
 */
export function sevenWondersSecrets(s: SwState, seat: Seat | null): Json[] {
  const out: Json[] = [];
  if (seat === null) {
    for (const u of s.pile) out.push(ref(u));
    for (const u of s.discard) out.push(ref(u));
    if (s.players === 2 && s.cities.length > FREE_CITY) for (const u of s.cities[FREE_CITY]!.stages) out.push(ref(u));
    for (const u of GUILD_INSTANCES) if (!s.guilds.includes(u)) out.push(CARDS[INSTANCE_CARD[u]!]!.id);
    if (s.age < 3) for (const u of s.guilds) out.push(ref(u));
    return out;
  }
  for (const u of s.hands[seat] ?? []) out.push(ref(u));
  for (const c of s.commits) if (c !== null && controllerOf(s, c.action.city) === seat) out.push(ref(c.uid));
  for (const u of s.cities[seat]?.stages ?? []) out.push(ref(u));
  const side = s.sideChoices[seat];
  if (s.phase === 'sides' && side !== null && side !== undefined) out.push({ index: seat, side });
  const actsNow = s.actor >= 0 && controllerOf(s, s.actor) === seat;
  if (s.phase === 'seventh' && actsNow) out.push(ref(s.seventh));
  if (s.phase === 'discardBuild' && actsNow) for (const u of s.discard) out.push(ref(u));
  for (const r of s.revealed) {
    // Still face down (Halicarnassus may since have built it: then it is public).
    if (r.action.type === 'play' && r.action.how === 'discard' && r.action.city === seat && s.discard.includes(r.uid)) out.push(ref(r.uid));
  }
  return out;
}

/**
 * Rules that hold in every state, each broken one as a line: no city in debt; every card instance
 * in one place only (hands, pile, discard, structures, stages, the 7th card); a commitment uses a
 * card of its controller's hand; the wonder powers queued match the phase (flow.ts, powers.ts).
 */
export function sevenWondersInvariants(s: SwState): string[] {
  const broken: string[] = [];
  s.cities.forEach((c, i) => {
    if (c.coins < 0) broken.push(`city ${i} has ${c.coins} coins`);
  });
  const seen = new Map<number, string>();
  const place = (where: string, uids: readonly number[]) => {
    for (const u of uids) {
      const before = seen.get(u);
      if (before !== undefined) broken.push(`card u${u} is both in ${before} and in ${where}`);
      else seen.set(u, where);
    }
  };
  s.hands.forEach((h, i) => place(`hand ${i}`, h));
  place('the pile', s.pile);
  place('the discard pile', s.discard);
  s.cities.forEach((c, i) => {
    place(`city ${i}'s structures`, c.built);
    place(`city ${i}'s stages`, c.stages);
  });
  if (s.seventh >= 0) place('the 7th card', [s.seventh]);
  s.commits.forEach((c, city) => {
    if (c !== null && !s.hands[controllerOf(s, city)]!.includes(c.uid)) broken.push(`city ${city}'s commitment u${c.uid} is not in its controller's hand`);
  });
  const queued = s.phase === 'seventh' ? s.actor >= 0 && s.seventh >= 0 : s.phase === 'discardBuild' ? s.actor >= 0 && s.seventh < 0 && s.mausoleum < 0 : s.actor < 0 && s.seventh < 0 && s.mausoleum < 0;
  if (!queued) broken.push(`phase ${s.phase} with actor ${s.actor}, 7th card ${s.seventh}, Halicarnassus ${s.mausoleum}`);
  return broken;
}
