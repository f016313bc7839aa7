/**
 * Belfort's strings (English), added to the message catalogue under `belfort.` when the game
 * loads: the table's headings, labels and tooltips (`bt`), and the templates of its log lines,
 * button labels, prompts and events, filled from their key and params (no "Player N" parsing).
 * Names, costs and guild texts come from the engine's data tables. Nothing here decides a rule.
 */
import type { BelfortAction, BelfortView, BoardView } from '$engine/games/belfort';
import { BOARD_LAYOUT, GUILD_TILES, PROPERTY_CARDS, SCORE_CATEGORIES, SCORE_LABELS } from '$engine/games/belfort';
import type { LogEntry } from '$engine/core/types';
import { addMessages, addTranslations, locale, t, tn, type MessageKey, type Params } from '../../i18n';
import { addLogFormatter, logString, phrase, type LogWord, type LogWords } from '../../i18n/log';

/** The table's own strings, in the message catalogue under `belfort.` (`bt`). */
export const BELFORT_TEXT = {
  'belfort.prompt.yours': 'Your decision',
  'belfort.prompt.waiting': 'Waiting for {name}',
  'belfort.prompt.back': 'Back',
  'belfort.prompt.chooseWhere': 'Where? Pick a highlighted symbol on the city, or a place below.',
  'belfort.prompt.over': 'The game is over: the score sheet is above.',
  'belfort.group.setup': 'Setup',
  'belfort.group.place': 'Place a worker',
  'belfort.group.pass': 'Pass',
  'belfort.group.send': 'Send to the Resource Areas',
  'belfort.group.camp': "King's Camp",
  'belfort.group.build': 'Build a Property',
  'belfort.group.wall': 'Build a Wall',
  'belfort.group.buyGuild': 'Buy a guild',
  'belfort.group.activate': 'Activate your workers',
  'belfort.group.trade': 'Trading Post',
  'belfort.group.gnomes': 'Gnomes',
  'belfort.group.cards': 'Buy a card (ends your turn)',
  'belfort.group.end': 'End of turn',
  'belfort.group.follow': 'Follow-up',
  'belfort.group.neutral': 'Neutral Player',
  'belfort.build.card': 'Build a {card} ({cost})',
  'belfort.build.step': 'Where should the {card} go?',
  'belfort.keep.label': 'Discard {a} and {b}',
  'belfort.spy.label': 'Reveal a {card}',
  'belfort.city.title': 'The city of Belfort',
  'belfort.city.legend': 'Each circle is a symbol of the city; a filled circle carries that player’s marker.',
  'belfort.city.free': 'free',
  'belfort.city.owned': 'marker of {name}',
  'belfort.city.target': 'click to choose it',
  'belfort.calendar.title': 'Calendar',
  'belfort.calendar.round': 'Round {round} of 7 · {month}',
  'belfort.calendar.scoring': 'scoring',
  'belfort.calendar.now': 'now',
  'belfort.calendar.setup': 'Setup',
  'belfort.collection.title': 'Collection board',
  'belfort.collection.recruit': 'Recruitment Office (2 Gold each, hires a worker of the type placed)',
  'belfort.collection.camp': "King's Camp (turn-order crests)",
  'belfort.collection.areas': 'Resource Areas',
  'belfort.collection.guilds': 'Guilds',
  'belfort.collection.free': 'free',
  'belfort.collection.blocked': 'blocked by {name}',
  'belfort.collection.owner': 'owner {name}',
  'belfort.collection.nobody': 'no owner',
  'belfort.collection.worker': 'worker of {name}',
  'belfort.collection.fee': 'fee {n} Gold',
  'belfort.collection.cost': 'costs {cost}',
  'belfort.collection.agreed': 'Agreed guilds entered so far: {list}',
  'belfort.area.forest': 'Forest (Wood)',
  'belfort.area.quarry': 'Quarry (Stone)',
  'belfort.area.mine': 'Mine (Metal)',
  'belfort.area.goldMine': 'Gold Mine (Gold)',
  'belfort.tip.forest': 'Forest: 1 Wood per Elf (a Master Elf 2); the most Elves (a Master counts 1) take 1 more Wood; a tie gives nobody that bonus.',
  'belfort.tip.quarry': 'Quarry: 1 Stone per Dwarf (a Master Dwarf 2); the most Dwarves (a Master counts 1) take 1 more Stone; a tie gives nobody that bonus.',
  'belfort.tip.mine': 'Mine: 1 Metal per pair of an Elf and a Dwarf (a Master counts 2 of its kind); the most workers take 1 more Metal; a tie gives nobody that bonus.',
  'belfort.tip.goldMine': 'Gold Mine: 1 Gold per worker (a Master 2); the most workers take 1 more Gold; a tie gives nobody that bonus.',
  'belfort.tip.recruit': 'At Collection this worker of {name} comes back with a new {kind} of the same colour from the supply (2 Gold were paid when it was placed; with none of that kind left, only the worker comes back).',
  'belfort.tip.camp': 'King’s Camp space {n}: at Collection, in space order, {name} may swap crests with a player whose crest is face up; the crest taken turns face down until every Camp worker is resolved.',
  'belfort.tip.resource': '{what}: {n}. At the Trading Post it costs {buy} Gold and sells for {sell} Gold.',
  'belfort.tip.gold': 'Gold: {n}. It pays for buildings, the Recruitment Office, Gnomes, guild fees and taxes.',
  'belfort.tip.elves': 'Elves: {n}, of them {m} Masters (a Master collects double). Elves collect Wood in the Forest and count for the Elves majority.',
  'belfort.tip.dwarves': 'Dwarves: {n}, of them {m} Masters (a Master collects double). Dwarves collect Stone in the Quarry and count for the Dwarves majority.',
  'belfort.tip.gnomes': 'Gnomes: {n}. Each fills a Gnome Lock of a Property and counts for the Gnomes majority.',
  'belfort.market.title': 'Cards and Trading Post',
  'belfort.market.display': 'Display',
  'belfort.market.deck': 'Deck: {n} cards (order hidden)',
  'belfort.market.discard': 'Discard pile',
  'belfort.market.empty': 'empty',
  'belfort.market.trade': 'Trading Post: buy Wood {bw}, Stone {bs}, Metal {bm} Gold; sell Wood/Stone/Metal for {sw}/{ss}/{sm} Gold. Gnome {gnome} Gold. Gnome supply: {supply}.',
  'belfort.scoring.title': 'Majorities (a scoring now would give)',
  'belfort.scoring.note': 'Scored after rounds 3, 5 and 7: each district, then Elves, Dwarves and Gnomes.',
  'belfort.scoring.row': 'What',
  'belfort.players.title': 'Players',
  'belfort.player.you': '(you)',
  'belfort.player.crest': 'crest {n}',
  'belfort.player.score': '{n} points',
  'belfort.player.tax': 'tax now {n} Gold (level {level})',
  'belfort.player.income': 'income {n} Gold',
  'belfort.player.workers': 'Workers',
  'belfort.player.inHand': 'in hand this round',
  'belfort.player.built': 'Properties',
  'belfort.player.none': 'none',
  'belfort.player.hand': 'Hand ({n})',
  'belfort.player.handHidden': 'Hand: {n} (hidden)',
  'belfort.player.known': 'known to all: {list}',
  'belfort.player.passed': 'passed',
  'belfort.player.turnInfo': 'Trading Post visits left {visits}; workers to activate {workers}; Gnome hired this round: {hired}',
  'belfort.player.markers': '{n} markers on the city',
  'belfort.neutral.title': 'Neutral Players',
  'belfort.neutral.line': '{name}: crest {crest}, controlled this round by {controller}; {markers} markers; scores as {elves} Elves and {dwarves} Dwarves',
  'belfort.neutral.dwarf': 'its Dwarf blocks the guild of {district}',
  'belfort.yes': 'yes',
  'belfort.no': 'no',
  'belfort.wood': 'Wood',
  'belfort.stone': 'Stone',
  'belfort.metal': 'Metal',
  'belfort.gold': 'Gold',
  'belfort.elf': 'Elves',
  'belfort.masterElf': 'Master Elves',
  'belfort.dwarf': 'Dwarves',
  'belfort.masterDwarf': 'Master Dwarves',
  'belfort.gnomes': 'Gnomes',
  'belfort.race.elves': 'Elves',
  'belfort.race.dwarves': 'Dwarves',
  'belfort.race.gnomes': 'Gnomes',
  'belfort.seat.points': 'pts',
  'belfort.seat.crest': 'crest',
  'belfort.seat.markers': 'markers',
  'belfort.events.title': 'What happened',
  'belfort.neutral.name': 'Neutral {n}',
  'belfort.count': '{n} {what}',
  'belfort.cards.one': '{n} card',
  'belfort.cards.other': '{n} cards',
  'belfort.choices.one': '{title}: {n} choice',
  'belfort.choices.other': '{title}: {n} choices',
  'belfort.card.tip': '{name}: {text}',
  'belfort.card.costTip': '{name}: {text} ({cost})',
  'belfort.card.handTip': '{name}: {text} — {cost}',
  'belfort.card.copies': '{n}× {name}',
  'belfort.guild.tip': '{name}: {text} ({cost})',
  'belfort.guild.where': '{category} · {district}',
  'belfort.category.basic': 'basic',
  'belfort.category.resource': 'resource',
  'belfort.category.interactive': 'interactive',
  'belfort.collection.recruitPick': 'Recruitment Office',
  'belfort.collection.campPick': "King's Camp",
  'belfort.market.deckPick': 'Deck',
  'belfort.player.points': 'points',
  'belfort.player.masters': '({n} M)',
  'belfort.built.gnomes': '{n}/{m} Gnomes',
  'belfort.built.workers': ' · {n}/{m} workers',
  'belfort.built.income': ' · +{n} Gold',
  'belfort.sym.gate': 'Gatehouse half of {district}',
  'belfort.sym.keep': 'Keep of {district}',
  'belfort.sym.wall': 'Wall of {district}',
  'belfort.sym.guild': 'Guild of {district}',
  'belfort.sym.guildNamed': '{guild} ({district})',
  'belfort.sym.card': '{card} of {district}',
  // Short letters printed on each city symbol (colour is never the only signal).
  'belfort.letter.gate': 'Gh',
  'belfort.letter.wall': 'W',
  'belfort.letter.keep': 'K',
  'belfort.letter.guild': 'Gu',
  'belfort.letter.pub': 'Pu',
  'belfort.letter.gardens': 'Ga',
  'belfort.letter.tower': 'To',
  'belfort.letter.inn': 'In',
  'belfort.letter.blacksmith': 'Bs',
  'belfort.letter.bank': 'Ba',
  'belfort.letter.market': 'Ma',
  'belfort.letter.library': 'Li',
  'belfort.rules.goalH': 'Goal',
  'belfort.rules.goal1': '7 rounds (months); scorings after rounds 3, 5 and 7. Most points wins; a tie goes to the most Wood + Stone + 2×Metal + Gold, then the victory is shared.',
  'belfort.rules.goal2': 'Each scoring: every district by Property markers (5 / 3 points, and 1 for third at 4–5 players and with the Neutral Players), then the most Elves, Dwarves and Gnomes (3 / 1). Tied contestants take the next place’s points; nobody scores with 0.',
  'belfort.rules.roundH': 'A round',
  'belfort.rules.round1': 'Placement, in crest order: put one Elf or Dwarf on a free space — the Recruitment Office (2 Gold, hires a worker of that type), the King’s Camp, a guild (pay its owner), or a space of one of your Properties — or pass: all pieces still in hand then go to the Resource Areas (Elves to Forest or Gold Mine, Dwarves to Quarry, Mine or Gold Mine).',
  'belfort.rules.round2': 'Collection: Forest, Quarry, Mine (pairs of Dwarves), Gold Mine, the Recruitment Office, the King’s Camp (swap turn-order crests), then income and taxes by score band (unpaid Gold costs 1 point each). Masters count double in the areas.',
  'belfort.rules.round3': 'Actions, in crest order: build Properties from your hand, Walls and guilds (as often as you can pay), activate every worker you placed, visit the Trading Post once, hire one Gnome (3 Gold) into a free lock, and buy a card last. Keep at most 5 cards.',
  'belfort.rules.propertiesH': 'Properties and Gnomes',
  'belfort.rules.properties1': 'Each Property card places a marker on a free symbol of its type in any district (a Keep takes 2 symbols, a Gatehouse half of a free Gatehouse). A Gnome on a Property gives its extra ability (Master workers, extra markers, cheaper Metal, Gold…).',
  'belfort.rules.twoH': 'Two players',
  'belfort.rules.two1': 'Neutral Players 3 and 4 compete for the districts. The holder of crest 1 controls Neutral 3, crest 2 Neutral 4: after the Actions phase each picks a display card or the top of the deck for it, places its marker on a free symbol of that card and discards the card.',
  'belfort.rules.two2': 'Each Neutral Player’s Dwarf blocks a guild and moves one guild clockwise every round (the owner of the guild reached takes 1 Gold). Neutral Players count 4 Elves and 4 Dwarves and never win. Thieves’, Bandits’ and Spies’ guilds are not used.'
} as const;

addMessages(BELFORT_TEXT);

type Unprefixed<K> = K extends `belfort.${infer Rest}` ? Rest : never;
export type TextKey = Unprefixed<keyof typeof BELFORT_TEXT>;

/** The table string `belfort.<key>` with each `{name}` replaced. */
export function bt(key: TextKey, params: Params = {}): string {
  return t(`belfort.${key}` as MessageKey, params);
}

type Bag = { readonly wood: number; readonly stone: number; readonly metal: number; readonly gold: number };

/** "1 card", "3 cards". */
export const cardsText = (n: number): string => tn('belfort.cards', n);

/** "2 Elves", "3 Pub": a count and a word. */
export const countText = (n: number, what: string): string => bt('count', { n, what });

/** "1 Wood + 2 Stone + 1 Gold"; "nothing" for an empty cost. */
export function costText(c: Bag): string {
  const parts = (['wood', 'stone', 'metal', 'gold'] as const).filter((r) => c[r] > 0).map((r) => countText(c[r], bt(r)));
  return parts.length > 0 ? parts.join(' + ') : t('belfort.w.nothing' as MessageKey);
}

/**
 * Names and effect texts from the engine's data tables, in the catalogue under `belfort.card.*`,
 * `belfort.guild.*` and `belfort.district.*` (`BELFORT_NAMES`: the data stays the English source).
 */
const tableText = (key: string, fallback: string): string => (key in BELFORT_NAMES ? t(key as MessageKey) : fallback);
export const cardName = (card: string): string => tableText(`belfort.card.${card}.name`, card);
export const cardText = (card: string): string => tableText(`belfort.card.${card}.text`, '');
export const guildName = (guild: string): string => tableText(`belfort.guild.${guild}.name`, '?');
export const guildText = (guild: string): string => tableText(`belfort.guild.${guild}.text`, '');
/** A district by its index 0–4 ("District I"). */
export const districtName = (d: number): string => tableText(`belfort.district.${d}`, '?');

const LETTER: Readonly<Record<string, TextKey>> = {
  gateLeft: 'letter.gate', gateRight: 'letter.gate', wallA: 'letter.wall', wallB: 'letter.wall', keepA: 'letter.keep', keepB: 'letter.keep',
  guild: 'letter.guild', pub: 'letter.pub', gardens: 'letter.gardens', tower: 'letter.tower', inn: 'letter.inn',
  blacksmith: 'letter.blacksmith', bank: 'letter.bank', market: 'letter.market', library: 'letter.library'
};

/** The short letters printed on a city symbol of slot `slot` (colour is never the only signal). */
export const slotLetter = (slot: string): string => (LETTER[slot] ? bt(LETTER[slot]) : '?');

/** "Pub of District II", "Gatehouse half of District I", "Wall of District III", "Merchants' Guild (District IV)". */
export function symbolName(view: BelfortView, board: BoardView, symbol: number): string {
  const sy = board.symbols[symbol]!;
  const district = districtName(sy.district);
  if (sy.slot === 'gateLeft' || sy.slot === 'gateRight') return bt('sym.gate', { district });
  if (sy.slot === 'keepA' || sy.slot === 'keepB') return bt('sym.keep', { district });
  if (sy.slot === 'wallA' || sy.slot === 'wallB') return bt('sym.wall', { district });
  if (sy.slot === 'guild') {
    const g = view.guilds[sy.district];
    return g ? bt('sym.guildNamed', { guild: guildName(g.id), district }) : bt('sym.guild', { district });
  }
  return bt('sym.card', { card: cardName(sy.slot), district });
}

/** A button label for actions whose log line hides the choice (hidden choices are the viewer's own). */
export function ownLabel(a: BelfortAction): string | null {
  if (a.type === 'keep') return bt('keep.label', { a: cardName(a.discard[0]), b: cardName(a.discard[1]) });
  if (a.type === 'spyReveal') return bt('spy.label', { card: cardName(a.card) });
  return null;
}

/** Our own short summary of the rules (the rules-reference panel): its keys. */
const RULES_SECTIONS: readonly { h: TextKey; p: readonly TextKey[] }[] = [
  { h: 'rules.goalH', p: ['rules.goal1', 'rules.goal2'] },
  { h: 'rules.roundH', p: ['rules.round1', 'rules.round2', 'rules.round3'] },
  { h: 'rules.propertiesH', p: ['rules.properties1'] },
  { h: 'rules.twoH', p: ['rules.two1', 'rules.two2'] }
];

// ---------------------------------------------------------------- log lines, prompts and button labels
// Issue 11 item 6: every line is a catalogue template filled from the entry's key and params
// (lib/games/belfort/describe.ts); seats stay seats (the page names them), never "Player N".

/** Templates of log lines (`belfort.action.*`, `{who}` = the actor), button labels (`….label`, imperative, no actor), prompts and their words. */
export const BELFORT_LOG_TEXT = {
  'belfort.action.pickGuild': '{who} enters the {guild} (agreed guild {n} of 5)',
  'belfort.action.keep': '{who} chooses the starting cards to keep',
  'belfort.action.npGuild': "{who} blocks the {guild} ({district}) with a Neutral Player's Dwarf",
  'belfort.action.place.recruit': '{who} places {worker} at the Recruitment Office (2 Gold)',
  'belfort.action.place.camp': "{who} places {worker} in the King's Camp",
  'belfort.action.place.guild': '{who} places {worker} on the {guild}',
  'belfort.action.place.card': '{who} places {worker} on their {card}',
  'belfort.action.pass': '{who} passes',
  'belfort.action.send': '{who} sends {counts}',
  'belfort.action.camp.keep': "{who} keeps their crest (King's Camp)",
  'belfort.action.camp.swap': "{who} swaps crests with {target} (King's Camp)",
  'belfort.action.build': '{who} builds a {card} on {symbol}',
  'belfort.action.wall': '{who} builds {symbol}',
  'belfort.action.buyGuild': '{who} buys the {guild}',
  'belfort.action.activateCard': '{who} activates their {card}',
  'belfort.action.activateGuild': '{who} activates the {guild}',
  'belfort.action.trade.sell': '{who} sells 1 {sell} at the Trading Post',
  'belfort.action.trade.buy': '{who} buys 1 {buy} at the Trading Post',
  'belfort.action.trade.both': '{who} sells 1 {sell} and buys 1 {buy} at the Trading Post',
  'belfort.action.hire': '{who} hires a Gnome for their {card} (3 Gold)',
  'belfort.action.smith': '{who} buys 1 Metal for 1 Gold (Blacksmith Gnome)',
  'belfort.action.bank': '{who} takes 1 Gold (Bank Gnome)',
  'belfort.action.convert': "{who} trades 1 {give} for 1 Metal (Merchants' Guild)",
  'belfort.action.buyCard.deck': '{who} buys the top card of the deck and ends their turn',
  'belfort.action.buyCard.display': '{who} buys the {card} from the display and ends their turn',
  'belfort.action.endTurn': '{who} ends their turn',
  'belfort.action.discard': '{who} discards a {card}',
  'belfort.action.lock': '{who} puts the Gnome in their {card}',
  'belfort.action.twin': '{who} puts a second marker on {symbol}',
  'belfort.action.inn': '{who} takes {worker} (Inn)',
  'belfort.action.recruit.worker': "{who} takes {worker} (Recruiters' Guild)",
  'belfort.action.recruit.gnome': "{who} takes a Gnome for their {card} (Recruiters' Guild)",
  'belfort.action.architects': "{who} claims {symbol} (Architects' Guild)",
  'belfort.action.architectsPay': "{who} pays less {discount} (Architects' discount)",
  'belfort.action.steal.1': '{who} steals {take1} from {from1}',
  'belfort.action.steal.2': '{who} steals {take1} from {from1}, {take2} from {from2}',
  'belfort.action.steal.3': '{who} steals {take1} from {from1}, {take2} from {from2}, {take3} from {from3}',
  'belfort.action.wizards': "{who} chooses {location} for the Wizards' swap",
  'belfort.action.wizardsPair': '{who} swaps it with {location}',
  'belfort.action.wizardsSide': '{who} puts the marker on {symbol}',
  'belfort.action.spyReveal': '{who} chooses a card to reveal',
  'belfort.action.spyTake': "{who} takes {target}'s revealed {card} (Spies' Guild)",
  'belfort.action.spyTake.hidden': "{who} takes {target}'s revealed card (Spies' Guild)",
  'belfort.action.skip': '{who} does not use the guild',
  'belfort.action.npCard.deck': '{who} takes the top card of the deck for Neutral {np} (crest {crest} controls it)',
  'belfort.action.npCard.display': '{who} takes the {card} from the display for Neutral {np} (crest {crest} controls it)',
  'belfort.action.npPlace': '{who} chooses {symbol} for Neutral {np}',
  'belfort.action.pickGuild.label': 'Enter the {guild} (agreed guild {n} of 5)',
  'belfort.action.keep.label': 'Choose the starting cards to keep',
  'belfort.action.npGuild.label': "Block the {guild} ({district}) with a Neutral Player's Dwarf",
  'belfort.action.place.recruit.label': 'Place {worker} at the Recruitment Office (2 Gold)',
  'belfort.action.place.camp.label': "Place {worker} in the King's Camp",
  'belfort.action.place.guild.label': 'Place {worker} on the {guild}',
  'belfort.action.place.card.label': 'Place {worker} on your {card}',
  'belfort.action.pass.label': 'Pass',
  'belfort.action.send.label': 'Send {counts}',
  'belfort.action.camp.keep.label': "Keep your crest (King's Camp)",
  'belfort.action.camp.swap.label': "Swap crests with {target} (King's Camp)",
  'belfort.action.build.label': 'Build a {card} on {symbol}',
  'belfort.action.wall.label': 'Build {symbol}',
  'belfort.action.buyGuild.label': 'Buy the {guild}',
  'belfort.action.activateCard.label': 'Activate your {card}',
  'belfort.action.activateGuild.label': 'Activate the {guild}',
  'belfort.action.trade.sell.label': 'Sell 1 {sell} at the Trading Post',
  'belfort.action.trade.buy.label': 'Buy 1 {buy} at the Trading Post',
  'belfort.action.trade.both.label': 'Sell 1 {sell} and buy 1 {buy} at the Trading Post',
  'belfort.action.hire.label': 'Hire a Gnome for your {card} (3 Gold)',
  'belfort.action.smith.label': 'Buy 1 Metal for 1 Gold (Blacksmith Gnome)',
  'belfort.action.bank.label': 'Take 1 Gold (Bank Gnome)',
  'belfort.action.convert.label': "Trade 1 {give} for 1 Metal (Merchants' Guild)",
  'belfort.action.buyCard.deck.label': 'Buy the top card of the deck and end your turn',
  'belfort.action.buyCard.display.label': 'Buy the {card} from the display and end your turn',
  'belfort.action.endTurn.label': 'End your turn',
  'belfort.action.discard.label': 'Discard a {card}',
  'belfort.action.lock.label': 'Put the Gnome in your {card}',
  'belfort.action.twin.label': 'Put a second marker on {symbol}',
  'belfort.action.inn.label': 'Take {worker} (Inn)',
  'belfort.action.recruit.worker.label': "Take {worker} (Recruiters' Guild)",
  'belfort.action.recruit.gnome.label': "Take a Gnome for your {card} (Recruiters' Guild)",
  'belfort.action.architects.label': "Claim {symbol} (Architects' Guild)",
  'belfort.action.architectsPay.label': "Pay less {discount} (Architects' discount)",
  'belfort.action.steal.1.label': 'Steal {take1} from {from1}',
  'belfort.action.steal.2.label': 'Steal {take1} from {from1}, {take2} from {from2}',
  'belfort.action.steal.3.label': 'Steal {take1} from {from1}, {take2} from {from2}, {take3} from {from3}',
  'belfort.action.wizards.label': "Choose {location} for the Wizards' swap",
  'belfort.action.wizardsPair.label': 'Swap it with {location}',
  'belfort.action.wizardsSide.label': 'Put the marker on {symbol}',
  'belfort.action.spyReveal.label': 'Choose a card to reveal',
  'belfort.action.spyTake.label': "Take {target}'s revealed {card} (Spies' Guild)",
  'belfort.action.spyTake.hidden.label': "Take {target}'s revealed card (Spies' Guild)",
  'belfort.action.skip.label': 'Do not use the guild',
  'belfort.action.npCard.deck.label': 'Take the top card of the deck for Neutral {np} (crest {crest} controls it)',
  'belfort.action.npCard.display.label': 'Take the {card} from the display for Neutral {np} (crest {crest} controls it)',
  'belfort.action.npPlace.label': 'Choose {symbol} for Neutral {np}',
  'belfort.prompt.pickGuild': '{who}: enter the guilds the players agreed on ({n} of 5)',
  'belfort.prompt.keep': 'Choose the 2 starting cards to discard (keep 3)',
  'belfort.prompt.npGuild': "{who}: put a Neutral Player's Dwarf on a guild (it blocks that guild)",
  'belfort.prompt.place': '{who}: place an Elf or a Dwarf, or pass (the rest go to the Resource Areas)',
  'belfort.prompt.send': '{who}: send your {kind} pieces to the Resource Areas',
  'belfort.prompt.camp': '{who}: swap turn-order crests with another player, or keep yours',
  'belfort.prompt.turn': '{who}: your Actions turn — build, activate your workers, trade, hire, then end your turn',
  'belfort.prompt.discard.handLimit': '{who}: discard {cards} (hand limit 5)',
  'belfort.prompt.discard.library': '{who}: discard {cards} (Library)',
  'belfort.prompt.discard.librarians': "{who}: discard {cards} (Librarians' Guild)",
  'belfort.prompt.lock': '{who}: choose the Property whose lock takes the Gnome',
  'belfort.prompt.twin': '{who}: choose the Gatehouse for your second marker',
  'belfort.prompt.inn': '{who}: take an Elf or a Dwarf (Inn)',
  'belfort.prompt.guild': '{who}: use the {guild}',
  'belfort.prompt.architectsPay': "{who}: choose the Architects' discount for {symbol}",
  'belfort.prompt.wizardsPair': '{who}: choose the location to swap with {location}',
  'belfort.prompt.wizardsSide': '{who}: choose the Gatehouse half for the marker',
  'belfort.prompt.spyReveal': "Choose a card to reveal to {target}'s Spies",
  'belfort.prompt.spyTake': '{who}: take one of the revealed cards',
  'belfort.prompt.npCard': "{who}: choose Neutral {np}'s card (a display card or the top of the deck)",
  'belfort.prompt.npPlace': "{who}: place Neutral {np}'s marker on a free {card} symbol",
  'belfort.w.worker.elf': 'an Elf',
  'belfort.w.worker.masterElf': 'a Master Elf',
  'belfort.w.worker.dwarf': 'a Dwarf',
  'belfort.w.worker.masterDwarf': 'a Master Dwarf',
  'belfort.w.kind.elf': 'Elf',
  'belfort.w.kind.masterElf': 'Master Elf',
  'belfort.w.kind.dwarf': 'Dwarf',
  'belfort.w.kind.masterDwarf': 'Master Dwarf',
  'belfort.w.kinds.elf': 'Elves',
  'belfort.w.kinds.masterElf': 'Master Elves',
  'belfort.w.kinds.dwarf': 'Dwarves',
  'belfort.w.kinds.masterDwarf': 'Master Dwarves',
  'belfort.w.area.0': 'Forest',
  'belfort.w.area.1': 'Quarry',
  'belfort.w.area.2': 'Mine',
  'belfort.w.area.3': 'Gold Mine',
  'belfort.w.send': '{n} {kind} to the {area}',
  'belfort.w.res.wood': 'Wood',
  'belfort.w.res.stone': 'Stone',
  'belfort.w.res.metal': 'Metal',
  'belfort.w.res.gold': 'Gold',
  'belfort.w.amount': '{n} {resource}',
  'belfort.w.nothing': 'nothing',
  'belfort.w.unknownCard': '?',
  'belfort.w.cards.one': '{n} card',
  'belfort.w.cards.other': '{n} cards',
  'belfort.w.symbol.gate': 'the Gatehouse half in {district}',
  'belfort.w.symbol.keep': 'the Keep of {district}',
  'belfort.w.symbol.wall': 'a Wall of {district}',
  'belfort.w.symbol.guild': 'the guild of {district}',
  'belfort.w.symbol.card': 'the {card} of {district}',
  'belfort.w.location.wall': 'a Wall of District {n}',
  'belfort.w.location.guild': 'the guild of District {n}',
  'belfort.w.location.gate': 'the Gatehouse between Districts {n} and {m}',
  'belfort.w.location.card': 'the {card} of District {n}',
  'belfort.event.reshuffle': 'The discard pile ({n} cards) is shuffled into a new deck',
  'belfort.event.collect': '{who} collects {n} {resource} in {area}',
  'belfort.event.collect.bonus': '{who} collects {n} {resource} in {area} (with the bonus for most workers)',
  'belfort.event.recruit.hired': '{who} hires a new {kind} at the Recruitment Office',
  'belfort.event.recruit.wasted': '{who} has no {kind} left in the worker supply: the recruitment is wasted',
  'belfort.event.incomeTax': '{who} takes {income} Gold income and pays {paid} Gold tax',
  'belfort.event.incomeTax.unpaid.one': '{who} takes {income} Gold income and pays {paid} Gold tax, losing {unpaid} point for the unpaid Gold',
  'belfort.event.incomeTax.unpaid.other': '{who} takes {income} Gold income and pays {paid} Gold tax, losing {unpaid} points for the unpaid Gold',
  'belfort.event.month': 'Month {round} ({month}) begins',
  'belfort.event.gameOver': 'The game is over',
  'belfort.event.guilds': 'The agreed guilds: {guilds}',
  'belfort.event.keep': '{who} discards {cardList}',
  'belfort.event.npNothing': 'Neutral {np} takes no card because the deck and the discard pile are empty',
  'belfort.event.npNoSymbol': 'Neutral {np} places nothing because no {card} symbol is free; the card is discarded',
  'belfort.event.npDraw': "Neutral {np}'s card from the top of the deck is a {card}",
  'belfort.event.wasted.lock': '{who} has no Gnome to take or no free lock: nothing happens',
  'belfort.event.wasted.guild': '{who} can take nothing at the {guild}: the action is wasted',
  'belfort.event.wasted.spies': 'No opponent of {who} holds a card: the {guild} finds nothing',
  'belfort.event.wasted.tower': "{who}'s Tower finds no Gnome or no free lock: nothing happens",
  'belfort.event.wasted.inn': '{who} has no Elf or Dwarf left in the worker supply: the Inn does nothing',
  'belfort.event.forced': '{line} (the only choice)',
  'belfort.event.gnome.tower': '{who} puts a Gnome in their {card} (from the Tower)',
  'belfort.event.gnome.recruiters': "{who} puts a Gnome in their {card} (Recruiters' Guild)",
  'belfort.event.gnome.hired': '{who} puts a Gnome in their {card} (hired for 3 Gold)',
  'belfort.event.master.dwarf': "{who}'s Dwarf becomes a Master Dwarf",
  'belfort.event.master.elf': "{who}'s Elf becomes a Master Elf",
  'belfort.event.noTwin': '{who} has no Gatehouse with a free second half: the Gatehouse Gnome places no marker',
  'belfort.event.draw.librarians.one': '{who} draws {n} card at the {guild}',
  'belfort.event.draw.librarians.other': '{who} draws {n} cards at the {guild}',
  'belfort.event.draw.library.one': '{who} draws {n} card at their Library',
  'belfort.event.draw.library.other': '{who} draws {n} cards at their Library',
  'belfort.event.draw.libraryGnome.one': '{who} draws {n} free card (Library Gnome)',
  'belfort.event.draw.libraryGnome.other': '{who} draws {n} free cards (Library Gnome)',
  'belfort.event.wizards': 'The markers of {location} and {location2} change places',
  'belfort.event.spyReveal': "{who} reveals a {card} to {target}'s Spies",
  'belfort.event.npPlace.only': 'Neutral {np} places on {symbol} because it is the only free {card} symbol',
  'belfort.event.npPlace.chose': 'Neutral {np} places on {symbol} because {target} (crest {crest}) controls it and chose it',
  'belfort.event.npDwarf.owner': "Neutral {np}'s Dwarf moves clockwise to the {guild} ({district}); its owner {target} takes 1 Gold",
  'belfort.event.npDwarf.blocked': "Neutral {np}'s Dwarf moves clockwise to the {guild} ({district}), which blocks it",
  'belfort.event.scoring': 'Scoring after month {round}',
  'belfort.event.scoreDistrict.0': '{district}: nobody scores',
  'belfort.event.scoreRace.0': '{race}: nobody scores',
  'belfort.event.scoreDistrict.1': '{district}: {c1} {p1} ({m1} markers)',
  'belfort.event.scoreRace.1': '{race}: {c1} {p1} ({m1} {raceCount})',
  'belfort.event.scoreDistrict.2': '{district}: {c1} {p1} ({m1} markers), {c2} {p2} ({m2} markers)',
  'belfort.event.scoreRace.2': '{race}: {c1} {p1} ({m1} {raceCount}), {c2} {p2} ({m2} {raceCount})',
  'belfort.event.scoreDistrict.3': '{district}: {c1} {p1} ({m1} markers), {c2} {p2} ({m2} markers), {c3} {p3} ({m3} markers)',
  'belfort.event.scoreRace.3': '{race}: {c1} {p1} ({m1} {raceCount}), {c2} {p2} ({m2} {raceCount}), {c3} {p3} ({m3} {raceCount})',
  'belfort.event.scoreDistrict.4': '{district}: {c1} {p1} ({m1} markers), {c2} {p2} ({m2} markers), {c3} {p3} ({m3} markers), {c4} {p4} ({m4} markers)',
  'belfort.event.scoreRace.4': '{race}: {c1} {p1} ({m1} {raceCount}), {c2} {p2} ({m2} {raceCount}), {c3} {p3} ({m3} {raceCount}), {c4} {p4} ({m4} {raceCount})',
  'belfort.event.scoreDistrict.5': '{district}: {c1} {p1} ({m1} markers), {c2} {p2} ({m2} markers), {c3} {p3} ({m3} markers), {c4} {p4} ({m4} markers), {c5} {p5} ({m5} markers)',
  'belfort.event.scoreRace.5': '{race}: {c1} {p1} ({m1} {raceCount}), {c2} {p2} ({m2} {raceCount}), {c3} {p3} ({m3} {raceCount}), {c4} {p4} ({m4} {raceCount}), {c5} {p5} ({m5} {raceCount})',
  'belfort.w.area.in.forest': 'the Forest',
  'belfort.w.area.in.quarry': 'the Quarry',
  'belfort.w.area.in.mine': 'the Mine',
  'belfort.w.area.in.goldMine': 'the Gold Mine',
  'belfort.w.month.1': 'Spring I',
  'belfort.w.month.2': 'Spring II',
  'belfort.w.month.3': 'Spring III',
  'belfort.w.month.4': 'Summer I',
  'belfort.w.month.5': 'Summer II',
  'belfort.w.month.6': 'Autumn I',
  'belfort.w.month.7': 'Autumn II',
  'belfort.w.guildAt': '{guild} (District {n})',
  'belfort.w.and': ' and ',
  'belfort.w.race.elves': 'Elves',
  'belfort.w.race.dwarves': 'Dwarves',
  'belfort.w.race.gnomes': 'Gnomes',
  'belfort.w.raceCount.elves': 'elves',
  'belfort.w.raceCount.dwarves': 'dwarves',
  'belfort.w.raceCount.gnomes': 'gnomes'
} as const;

addMessages(BELFORT_LOG_TEXT);

/**
 * The names and effect texts of Property cards and guilds, the names of the districts and the score
 * sheet's categories (`belfort.score.<category>`), from the engine's data tables (the single
 * English source); the translations list each key.
 */
export const BELFORT_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(PROPERTY_CARDS).flatMap(([id, c]) => [[`belfort.card.${id}.name`, c.name], [`belfort.card.${id}.text`, c.text]])),
  ...Object.fromEntries(Object.entries(GUILD_TILES).flatMap(([id, g]) => [[`belfort.guild.${id}.name`, g.name], [`belfort.guild.${id}.text`, g.text]])),
  ...Object.fromEntries(BOARD_LAYOUT.districts.map((d, i) => [`belfort.district.${i}`, d])),
  ...Object.fromEntries(SCORE_CATEGORIES.map((c) => [`belfort.score.${c}`, SCORE_LABELS[c]]))
};

addMessages(BELFORT_NAMES);

/** Every string Belfort adds to the catalogue: what its translations must list, key for key. */
export const BELFORT_CATALOGUE: Readonly<Record<string, string>> = { ...BELFORT_TEXT, ...BELFORT_LOG_TEXT, ...BELFORT_NAMES };

addTranslations('belfort', { el: () => import('./messages.el'), da: () => import('./messages.da') });

type LogParam = LogEntry['params'][string];
const say = (key: string, params: Params = {}): string => t(key as MessageKey, params);

/** One worker of kind `kind` ("Elf", "Master Dwarf"). */
export const kindName = (kind: string): string => say(`belfort.w.kind.${kind}`);
/** The calendar's month of round 1–7 ("Spring I"). */
export const monthName = (round: number): string => say(`belfort.w.month.${round}`);
const RESOURCE_IDS = ['wood', 'stone', 'metal', 'gold'] as const;

/** "1 Wood + 2 Gold" from "1,0,0,2" (wood, stone, metal, gold); "nothing" when empty. */
function costWords(list: LogParam): string {
  const parts = String(list)
    .split(',')
    .map(Number)
    .flatMap((n, r) => (n > 0 ? [say('belfort.w.amount', { n, resource: say(`belfort.w.res.${RESOURCE_IDS[r]}`) })] : []));
  return parts.length > 0 ? parts.join(' + ') : say('belfort.w.nothing');
}

/** "2 Elves to the Forest, 1 Elf to the Mine" from the worker kind and "2,0,1,0" (per Resource Area). */
function sendWords(kind: LogParam, counts: LogParam): string {
  return String(counts)
    .split(',')
    .map(Number)
    .flatMap((n, a) => (n > 0 ? [say('belfort.w.send', { n, kind: say(`belfort.w.${form(n) === 'one' ? 'kind' : 'kinds'}.${String(kind)}`), area: say(`belfort.w.area.${a}`) })] : []))
    .join(', ');
}

/** A city symbol: "the Pub of District II", "the Gatehouse half in District I", "a Wall of District III". */
function symbolWords(symbol: number): string {
  const sy = BOARD_LAYOUT.symbols[symbol];
  if (!sy) return '?';
  const district = districtName(sy.district);
  if (sy.slot === 'gateLeft' || sy.slot === 'gateRight') return say('belfort.w.symbol.gate', { district });
  if (sy.slot === 'keepA' || sy.slot === 'keepB') return say('belfort.w.symbol.keep', { district });
  if (sy.slot === 'wallA' || sy.slot === 'wallB') return say('belfort.w.symbol.wall', { district });
  if (sy.slot === 'guild') return say('belfort.w.symbol.guild', { district });
  return say('belfort.w.symbol.card', { card: cardName(sy.slot), district });
}

/** A board location (the Wizards' swap): "the Tower of District 2", "the Gatehouse between Districts 1 and 2". */
function locationWords(location: number): string {
  const loc = BOARD_LAYOUT.locations[location];
  if (!loc) return '?';
  const n = loc.district + 1;
  if (loc.kind === 'wall') return say('belfort.w.location.wall', { n });
  if (loc.kind === 'guild') return say('belfort.w.location.guild', { n });
  if (loc.gate >= 0) return say('belfort.w.location.gate', { n, m: (n % 5) + 1 });
  return say('belfort.w.location.card', { card: cardName(loc.card ?? '?'), n });
}

/** The words of log-line and prompt params, by param name (see describe.ts). */
function paramWords(params: LogEntry['params']): LogWords {
  const words: Record<string, LogWord> = {};
  for (const [k, v] of Object.entries(params)) {
    switch (k) {
      case 'guild': words[k] = guildName(String(v)); break;
      case 'district': words[k] = districtName(Number(v) - 1); break;
      case 'worker': words[k] = say(`belfort.w.worker.${String(v)}`); break;
      case 'kind': words[k] = say(`belfort.w.kind.${String(v)}`); break;
      case 'card': words[k] = v === null ? say('belfort.w.unknownCard') : cardName(String(v)); break;
      case 'symbol': words[k] = symbolWords(Number(v)); break;
      case 'location': case 'location2': words[k] = locationWords(Number(v)); break;
      case 'resource': words[k] = say(`belfort.w.res.${String(v)}`); break;
      case 'area': words[k] = say(`belfort.w.area.in.${String(v)}`); break;
      case 'month': words[k] = say(`belfort.w.month.${String(v)}`); break;
      case 'race': words[k] = say(`belfort.w.race.${String(v)}`); break;
      case 'raceCount': words[k] = say(`belfort.w.raceCount.${String(v)}`); break;
      case 'cardList': words[k] = String(v).split(',').map(cardName).join(say('belfort.w.and')); break;
      case 'guilds': words[k] = String(v).split(',').map((g, i) => say('belfort.w.guildAt', { guild: guildName(g), n: i + 1 })).join(', '); break;
      case 'c1': case 'c2': case 'c3': case 'c4': case 'c5': words[k] = { seat: Number(v) }; break;
      case 'counts': words[k] = sendWords(params.worker ?? null, v); break;
      case 'target': case 'from1': case 'from2': case 'from3': words[k] = { seat: Number(v) }; break;
      case 'sell': case 'buy': case 'give': words[k] = v === null ? '' : say(`belfort.w.res.${String(v)}`); break;
      case 'discount': case 'take1': case 'take2': case 'take3': words[k] = costWords(v); break;
      case 'cards': words[k] = tn('belfort.w.cards', Number(v)); break;
      default: if (typeof v === 'string' || typeof v === 'number') words[k] = v;
    }
  }
  return words;
}

/**
 * Belfort's formatter: each param as words; a forced move's `line` is the move's own log line
 * (the describe() key under `belfort.action.` with the same params and seat), as a phrase.
 */
addLogFormatter('belfort', (entry) => {
  const words = paramWords(entry.params);
  if (entry.key !== 'belfort.event.forced' || typeof entry.params.line !== 'string') return words;
  const who: LogWords = entry.seat === null ? {} : { who: { seat: entry.seat } };
  return { ...words, line: phrase(`belfort.action.${entry.params.line}`, { ...words, ...who }) };
});

/** An action's button label: its describe() entry through the `….label` template (imperative, no actor). */
export function actionLabel(entry: LogEntry, name: (seat: number) => string): string {
  return logString({ ...entry, key: `${entry.key}.label` }, name);
}

/** The view's prompt as words (`{who}` is the deciding seat, if one). */
export function promptLine(prompt: NonNullable<BelfortView['prompt']>, name: (seat: number) => string): string {
  return logString({ key: prompt.key, seat: prompt.seat, params: prompt.params, text: prompt.text }, name);
}

type BelfortEvent = BelfortView['events'][number];
const AREA_RESOURCE: Readonly<Record<string, string>> = { forest: 'wood', quarry: 'stone', mine: 'metal', goldMine: 'gold' };

/** "one" or "other": the plural form of a count's sentence, by the rule of the language in use. */
const form = (n: number): string => (new Intl.PluralRules(locale()).select(n) === 'one' ? 'one' : 'other');

/**
 * A game event (what a move set off, kept in the state with its key and params) as a log entry
 * whose key names its exact sentence. The params hold every fact the sentence states (ids, counts,
 * seats), so the line needs nothing else: a forced move carries its own action line's key and
 * params (`line`), a Neutral Player's placement its reason and controller, a scoring the counts
 * behind it.
 */
export function eventEntry(e: BelfortEvent): LogEntry {
  const kind = e.key.slice('belfort.event.'.length);
  const p = e.params;
  const as = (key: string, params: LogEntry['params'] = {}, seat: number | null = e.seat): LogEntry => ({ key: `belfort.event.${key}`, seat, params, text: e.text });
  switch (kind) {
    case 'reshuffle': return as(kind, { n: Number(p.cards) });
    case 'collect': return as(p.bonus ? 'collect.bonus' : 'collect', { n: Number(p.gain), resource: AREA_RESOURCE[String(p.area)] ?? '?', area: String(p.area) });
    case 'recruit': return as(p.hired ? 'recruit.hired' : 'recruit.wasted', { kind: String(p.worker) });
    case 'incomeTax': {
      const unpaid = Number(p.unpaid);
      return as(unpaid > 0 ? `incomeTax.unpaid.${form(unpaid)}` : 'incomeTax', { income: Number(p.income), paid: Number(p.paid), unpaid });
    }
    case 'month': return as(kind, { round: Number(p.round), month: Number(p.round) });
    case 'guilds': return as(kind, { guilds: String(p.guilds) });
    case 'keep': return as(kind, { cardList: String(p.discard) });
    case 'wasted':
      if (p.guild !== undefined) return as(p.guild === 'spies' ? 'wasted.spies' : 'wasted.guild', { guild: String(p.guild) });
      if (p.card === 'tower' || p.card === 'inn') return as(`wasted.${p.card}`);
      return as('wasted.lock');
    case 'gnome': return as(`gnome.${String(p.how)}`, { card: String(p.card) });
    case 'master': return as(`master.${p.worker === 'elf' ? 'elf' : 'dwarf'}`);
    case 'draw': return as(`draw.${String(p.why)}.${form(Number(p.cards))}`, { n: Number(p.cards), guild: 'librarians' });
    case 'wizards': return as(kind, { location: Number(p.from), location2: Number(p.to) });
    case 'spyReveal': return as(kind, { card: String(p.card), target: Number(p.target) });
    case 'npPlace': {
      const params = { np: Number(p.np), symbol: Number(p.at), card: String(p.card) };
      return p.reason === 'only' ? as('npPlace.only', params) : as('npPlace.chose', { ...params, target: Number(p.by), crest: Number(p.crest) });
    }
    case 'npDwarf': {
      const params = { np: Number(p.np), district: Number(p.district), guild: String(p.guild) };
      return p.owner === null ? as('npDwarf.blocked', params) : as('npDwarf.owner', { ...params, target: Number(p.owner) });
    }
    case 'scoreDistrict':
    case 'scoreRace': {
      const points = String(p.points).split(',').map(Number);
      const counts = String(kind === 'scoreDistrict' ? p.markers : p.counts).split(',').map(Number);
      const params: Record<string, string | number> = kind === 'scoreDistrict' ? { district: Number(p.district) } : { race: String(p.race), raceCount: String(p.race) };
      let n = 0;
      points.forEach((pts, c) => {
        if (pts <= 0) return;
        n += 1;
        params[`c${n}`] = c;
        params[`p${n}`] = pts;
        params[`m${n}`] = counts[c] ?? 0;
      });
      return as(`${kind}.${n}`, params);
    }
    default: return as(kind, p);
  }
}

/** An event as words, seats named by `name` (contestants: the players, then the Neutral Players). */
export function eventLine(e: BelfortEvent, name: (seat: number) => string): string {
  return logString(eventEntry(e), name);
}

// ---------------------------------------------------------------- rules summary (table kit: RulesSummary.svelte)

import { sectionsFromKeys, type RulesSection } from '../../table/rules-summary';

/** Our own short summary of the Belfort rules for the rules-reference panel (from the rules file, in our words). */
export function rulesSummary(): readonly RulesSection[] {
  return sectionsFromKeys(RULES_SECTIONS, (k) => bt(k));
}
