/**
 * Belfort's own strings for the table (English). The facts (names, costs, guild texts, prompt and
 * event texts) come from the engine's view and data tables; this file only words the table's own
 * headings, labels and tooltips. Nothing here decides a rule.
 */
import type { BelfortAction, BelfortView, BoardView } from '$engine/games/belfort';
import { PROPERTY_CARDS } from '$engine/games/belfort';

export const TEXT = {
  'prompt.yours': 'Your decision',
  'prompt.waiting': 'Waiting for {name}',
  'prompt.back': 'Back',
  'prompt.chooseWhere': 'Where? Pick a highlighted symbol on the city, or a place below.',
  'prompt.over': 'The game is over: the score sheet is above.',
  'group.setup': 'Setup',
  'group.place': 'Place a worker',
  'group.pass': 'Pass',
  'group.send': 'Send to the Resource Areas',
  'group.camp': "King's Camp",
  'group.build': 'Build a Property',
  'group.wall': 'Build a Wall',
  'group.buyGuild': 'Buy a guild',
  'group.activate': 'Activate your workers',
  'group.trade': 'Trading Post',
  'group.gnomes': 'Gnomes',
  'group.cards': 'Buy a card (ends your turn)',
  'group.end': 'End of turn',
  'group.follow': 'Follow-up',
  'group.neutral': 'Neutral Player',
  'build.card': 'Build a {card} ({cost})',
  'build.step': 'Where should the {card} go?',
  'keep.label': 'Discard {a} and {b}',
  'spy.label': 'Reveal a {card}',
  'city.title': 'The city of Belfort',
  'city.legend': 'Each circle is a symbol of the city; a filled circle carries that player’s marker.',
  'city.free': 'free',
  'city.owned': 'marker of {name}',
  'city.target': 'click to choose it',
  'calendar.title': 'Calendar',
  'calendar.round': 'Round {round} of 7 · {month}',
  'calendar.scoring': 'scoring',
  'calendar.now': 'now',
  'calendar.setup': 'Setup',
  'collection.title': 'Collection board',
  'collection.recruit': 'Recruitment Office (2 Gold each, hires a worker of the type placed)',
  'collection.camp': "King's Camp (turn-order crests)",
  'collection.areas': 'Resource Areas',
  'collection.guilds': 'Guilds',
  'collection.free': 'free',
  'collection.blocked': 'blocked by {name}',
  'collection.owner': 'owner {name}',
  'collection.nobody': 'no owner',
  'collection.worker': 'worker of {name}',
  'collection.fee': 'fee {n} Gold',
  'collection.cost': 'costs {cost}',
  'collection.agreed': 'Agreed guilds entered so far: {list}',
  'area.forest': 'Forest (Wood)',
  'area.quarry': 'Quarry (Stone)',
  'area.mine': 'Mine (Metal)',
  'area.goldMine': 'Gold Mine (Gold)',
  'market.title': 'Cards and Trading Post',
  'market.display': 'Display',
  'market.deck': 'Deck: {n} cards (order hidden)',
  'market.discard': 'Discard pile',
  'market.empty': 'empty',
  'market.trade': 'Trading Post: buy Wood {bw}, Stone {bs}, Metal {bm} Gold; sell Wood/Stone/Metal for {sw}/{ss}/{sm} Gold. Gnome {gnome} Gold. Gnome supply: {supply}.',
  'scoring.title': 'Majorities (a scoring now would give)',
  'scoring.note': 'Scored after rounds 3, 5 and 7: each district, then Elves, Dwarves and Gnomes.',
  'scoring.row': 'What',
  'players.title': 'Players',
  'player.you': '(you)',
  'player.crest': 'crest {n}',
  'player.score': '{n} points',
  'player.tax': 'tax now {n} Gold (level {level})',
  'player.income': 'income {n} Gold',
  'player.workers': 'Workers',
  'player.inHand': 'in hand this round',
  'player.built': 'Properties',
  'player.none': 'none',
  'player.hand': 'Hand ({n})',
  'player.handHidden': 'Hand: {n} (hidden)',
  'player.known': 'known to all: {list}',
  'player.passed': 'passed',
  'player.turnInfo': 'Trading Post visits left {visits}; workers to activate {workers}; Gnome hired this round: {hired}',
  'player.markers': '{n} markers on the city',
  'neutral.title': 'Neutral Players',
  'neutral.line': '{name}: crest {crest}, controlled this round by {controller}; {markers} markers; scores as {elves} Elves and {dwarves} Dwarves',
  'neutral.dwarf': 'its Dwarf blocks the guild of {district}',
  'yes': 'yes',
  'no': 'no',
  'wood': 'Wood',
  'stone': 'Stone',
  'metal': 'Metal',
  'gold': 'Gold',
  'elf': 'Elves',
  'masterElf': 'Master Elves',
  'dwarf': 'Dwarves',
  'masterDwarf': 'Master Dwarves',
  'gnomes': 'Gnomes',
  'race.elves': 'Elves',
  'race.dwarves': 'Dwarves',
  'race.gnomes': 'Gnomes',
  'seat.points': 'pts',
  'seat.crest': 'crest',
  'seat.markers': 'markers'
} as const;

export type TextKey = keyof typeof TEXT;

/** The string for `key` with each `{name}` replaced. */
export function bt(key: TextKey, params: Readonly<Record<string, string | number>> = {}): string {
  let out: string = TEXT[key];
  for (const [k, v] of Object.entries(params)) out = out.split(`{${k}}`).join(String(v));
  return out;
}

type Bag = { readonly wood: number; readonly stone: number; readonly metal: number; readonly gold: number };

/** "1 card", "3 cards". */
export const cardsText = (n: number): string => (n === 1 ? '1 card' : `${n} cards`);

/** "1 Wood + 2 Stone + 1 Gold"; "nothing" for an empty cost. */
export function costText(c: Bag): string {
  const parts = (['wood', 'stone', 'metal', 'gold'] as const).filter((r) => c[r] > 0).map((r) => `${c[r]} ${bt(r)}`);
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
}

export const cardName = (card: string): string => PROPERTY_CARDS[card as keyof typeof PROPERTY_CARDS]?.name ?? card;
export const cardText = (card: string): string => PROPERTY_CARDS[card as keyof typeof PROPERTY_CARDS]?.text ?? '';

/** Short letters printed on each city symbol (colour is never the only signal). */
export const SLOT_LETTER: Readonly<Record<string, string>> = {
  gateLeft: 'Gh', gateRight: 'Gh', wallA: 'W', wallB: 'W', pub: 'Pu', gardens: 'Ga', tower: 'To', inn: 'In',
  keepA: 'K', keepB: 'K', guild: 'Gu', blacksmith: 'Bs', bank: 'Ba', market: 'Ma', library: 'Li'
};

/** "Pub of District II", "Gatehouse half of District I", "Wall of District III", "Guild of District IV (Merchants' Guild)". */
export function symbolName(view: BelfortView, board: BoardView, symbol: number): string {
  const sy = board.symbols[symbol]!;
  const district = board.districts[sy.district]!;
  if (sy.slot === 'gateLeft' || sy.slot === 'gateRight') return `Gatehouse half of ${district}`;
  if (sy.slot === 'keepA' || sy.slot === 'keepB') return `Keep of ${district}`;
  if (sy.slot === 'wallA' || sy.slot === 'wallB') return `Wall of ${district}`;
  if (sy.slot === 'guild') {
    const g = view.guilds[sy.district];
    return g ? `${g.name} (${district})` : `Guild of ${district}`;
  }
  return `${cardName(sy.slot)} of ${district}`;
}

/** A button label for actions whose log line hides the choice (hidden choices are the viewer's own). */
export function ownLabel(a: BelfortAction): string | null {
  if (a.type === 'keep') return bt('keep.label', { a: cardName(a.discard[0]), b: cardName(a.discard[1]) });
  if (a.type === 'spyReveal') return bt('spy.label', { card: cardName(a.card) });
  return null;
}

/** Our own short summary of the rules (the rules-reference panel). */
export const RULES_SUMMARY = [
  {
    h: 'Goal',
    p: [
      '7 rounds (months); scorings after rounds 3, 5 and 7. Most points wins; a tie goes to the most Wood + Stone + 2×Metal + Gold, then the victory is shared.',
      'Each scoring: every district by Property markers (5 / 3 points, and 1 for third at 4–5 players and with the Neutral Players), then the most Elves, Dwarves and Gnomes (3 / 1). Tied contestants take the next place’s points; nobody scores with 0.'
    ]
  },
  {
    h: 'A round',
    p: [
      'Placement, in crest order: put one Elf or Dwarf on a free space — the Recruitment Office (2 Gold, hires a worker of that type), the King’s Camp, a guild (pay its owner), or a space of one of your Properties — or pass: all pieces still in hand then go to the Resource Areas (Elves to Forest or Gold Mine, Dwarves to Quarry, Mine or Gold Mine).',
      'Collection: Forest, Quarry, Mine (pairs of Dwarves), Gold Mine, the Recruitment Office, the King’s Camp (swap turn-order crests), then income and taxes by score band (unpaid Gold costs 1 point each). Masters count double in the areas.',
      'Actions, in crest order: build Properties from your hand, Walls and guilds (as often as you can pay), activate every worker you placed, visit the Trading Post once, hire one Gnome (3 Gold) into a free lock, and buy a card last. Keep at most 5 cards.'
    ]
  },
  {
    h: 'Properties and Gnomes',
    p: [
      'Each Property card places a marker on a free symbol of its type in any district (a Keep takes 2 symbols, a Gatehouse half of a free Gatehouse). A Gnome on a Property gives its extra ability (Master workers, extra markers, cheaper Metal, Gold…).'
    ]
  },
  {
    h: 'Two players',
    p: [
      'Neutral Players 3 and 4 compete for the districts. The holder of crest 1 controls Neutral 3, crest 2 Neutral 4: after the Actions phase each picks a display card or the top of the deck for it, places its marker on a free symbol of that card and discards the card.',
      'Each Neutral Player’s Dwarf blocks a guild and moves one guild clockwise every round (the owner of the guild reached takes 1 Gold). Neutral Players count 4 Elves and 4 Dwarves and never win. Thieves’, Bandits’ and Spies’ guilds are not used.'
    ]
  }
] as const;

// ---------------------------------------------------------------- rules summary (table kit: RulesSummary.svelte)

import type { RulesSection } from '../../table/rules-summary';

/** Our own short summary of the Belfort rules for the rules-reference panel (from the rules file, in our words). */
export function rulesSummary(): readonly RulesSection[] {
  return RULES_SUMMARY.map((s) => ({ heading: s.h, items: s.p }));
}
