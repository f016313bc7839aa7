/**
 * Log lines for actions and the text of prompts: a translation key, its parameters, and an
 * English fallback (never HTML). Log lines are public: a hidden choice (the cards kept at setup,
 * the card shown to the Spies before everyone has chosen, a card bought blind) is never named.
 */
import type { LogEntry } from '../../core/types';
import type { BelfortAction, BelfortState, Prompt } from './types';
import { KINDS, PROPERTIES, RESOURCES } from './types';
import * as propertiesTable from './tables/properties';
import * as guildsTable from './tables/guilds';
import * as economy from './tables/economy';
import * as boardTable from './tables/board';
import { sendText } from './placement';
import { symbolText } from './neutral';
import { locationText } from './guild-effects';

const { PROPERTY_CARDS } = propertiesTable;
const { GUILD_TILES } = guildsTable;
const { FROM_DECK } = economy;
const { LOCATIONS, DISTRICT_NAMES } = boardTable;
const RES_WORD: Record<string, string> = { wood: 'Wood', stone: 'Stone', metal: 'Metal', gold: 'Gold' };
/** A kind of worker by name ("your Master Elf pieces"; the raw id read "your masterElf pieces"). */
const KIND_NAME: Record<string, string> = { elf: 'Elf', masterElf: 'Master Elf', dwarf: 'Dwarf', masterDwarf: 'Master Dwarf' };
const KIND_WORD: Record<string, string> = { elf: 'an Elf', masterElf: 'a Master Elf', dwarf: 'a Dwarf', masterDwarf: 'a Master Dwarf' };

export function seatName(seat: number): string {
  return `Player ${seat + 1}`;
}

const cardName = (id: string) => PROPERTY_CARDS[id as keyof typeof PROPERTY_CARDS].name;
const guildName = (s: BelfortState, district: number) => GUILD_TILES[s.guilds[district]!].name;

function costText(c: readonly number[]): string {
  const parts: string[] = [];
  c.forEach((n, r) => {
    if (n > 0) parts.push(`${n} ${RES_WORD[RESOURCES[r]!]}`);
  });
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
}

/** The Property id of display card `from`, or null for an empty slot (the text says "?"). */
function displayCard(s: BelfortState, from: number): string | null {
  const c = s.display[from]!;
  return c >= 0 ? PROPERTIES[c]! : null;
}

function displayText(s: BelfortState, from: number): string {
  if (from === FROM_DECK) return 'the top card of the deck';
  const c = s.display[from]!;
  return `the ${c >= 0 ? PROPERTY_CARDS[PROPERTIES[c]!].name : '?'} from the display`;
}

/**
 * A prompt: key, the deciding seat (`{who}`; null when several decide at once), params (raw
 * facts for the key's template) and English fallback.
 */
export interface PromptText {
  readonly key: string;
  readonly seat: number | null;
  readonly params: LogEntry['params'];
  readonly text: string;
}

export function promptText(_s: BelfortState, p: Prompt): PromptText {
  const at = (key: string, text: string, params: LogEntry['params'] = {}): PromptText => ({ key: `belfort.prompt.${key}`, seat: p.kind === 'keep' || p.kind === 'spyReveal' ? null : p.seat, params, text });
  const who = p.kind === 'keep' || p.kind === 'spyReveal' ? '' : seatName(p.seat);
  switch (p.kind) {
    case 'pickGuild':
      return at('pickGuild', `${who}: enter the guilds the players agreed on (${_s.guilds.length + 1} of 5)`, { n: _s.guilds.length + 1 });
    case 'keep':
      return at('keep', 'Choose the 2 starting cards to discard (keep 3)');
    case 'npGuild':
      return at('npGuild', `${who}: put a Neutral Player's Dwarf on a guild (it blocks that guild)`);
    case 'place':
      return at('place', `${who}: place an Elf or a Dwarf, or pass (the rest go to the Resource Areas)`);
    case 'send':
      return at('send', `${who}: send your ${KIND_NAME[KINDS[p.worker]!]} pieces to the Resource Areas`, { kind: KINDS[p.worker]! });
    case 'camp':
      return at('camp', `${who}: swap turn-order crests with another player, or keep yours`);
    case 'turn':
      return at('turn', `${who}: your Actions turn — build, activate your workers, trade, hire, then end your turn`);
    case 'discard':
      return at(`discard.${p.why}`, `${who}: discard ${p.n} card${p.n === 1 ? '' : 's'} (${p.why === 'handLimit' ? 'hand limit 5' : p.why === 'library' ? 'Library' : "Librarians' Guild"})`, { cards: p.n });
    case 'lock':
      return at('lock', `${who}: choose the Property whose lock takes the Gnome`);
    case 'twin':
      return at('twin', `${who}: choose the Gatehouse for your second marker`);
    case 'inn':
      return at('inn', `${who}: take an Elf or a Dwarf (Inn)`);
    case 'guild':
      return at('guild', `${who}: use the ${GUILD_TILES[p.guild].name}`, { guild: p.guild });
    case 'architectsPay':
      return at('architectsPay', `${who}: choose the Architects' discount for ${symbolText(p.at)}`, { symbol: p.at });
    case 'wizardsPair':
      return at('wizardsPair', `${who}: choose the location to swap with ${locationText(LOCATIONS[p.from]!)}`, { location: p.from });
    case 'wizardsSide':
      return at('wizardsSide', `${who}: choose the Gatehouse half for the marker`);
    case 'spyReveal':
      return at('spyReveal', `Choose a card to reveal to Player ${p.spy + 1}'s Spies`, { target: p.spy });
    case 'spyTake':
      return at('spyTake', `${who}: take one of the revealed cards`);
    case 'npCard':
      return at('npCard', `${who}: choose Neutral ${p.np + 1}'s card (a display card or the top of the deck)`, { np: p.np + 1 });
    case 'npPlace':
      return at('npPlace', `${who}: place Neutral ${p.np + 1}'s marker on a free ${cardName(PROPERTIES[p.card]!)} symbol`, { np: p.np + 1, card: PROPERTIES[p.card]! });
  }
}

/**
 * The log line for `seat` taking `a` in state `s` (the state before the action). The key says
 * which sentence (`belfort.action.<type>[.<case>]`); the params carry every fact it states, by
 * name: guild (id), district (1–5), worker (kind), card (Property id), symbol and location (board
 * ids), target and from1… (seats), resources and costs ("1,0,0,2": wood, stone, metal, gold).
 */
export function describeAction(s: BelfortState, seat: number, a: BelfortAction): LogEntry {
  const who = seatName(seat);
  const line = (key: string, params: LogEntry['params'], text: string): LogEntry => ({ key: `belfort.action.${key}`, seat, params, text: `${who} ${text}` });
  switch (a.type) {
    case 'pickGuild':
      return line('pickGuild', { guild: a.guild, n: s.guilds.length + 1 }, `enters the ${GUILD_TILES[a.guild].name} (agreed guild ${s.guilds.length + 1} of 5)`);
    case 'keep':
      return line('keep', {}, 'chooses the starting cards to keep');
    case 'npGuild':
      return line('npGuild', { district: a.district + 1, guild: s.guilds[a.district]! }, `blocks the ${guildName(s, a.district)} (${DISTRICT_NAMES[a.district]}) with a Neutral Player's Dwarf`);
    case 'place': {
      const w = KIND_WORD[a.worker];
      switch (a.at) {
        case 'recruit':
          return line('place.recruit', { worker: a.worker }, `places ${w} at the Recruitment Office (2 Gold)`);
        case 'camp':
          return line('place.camp', { worker: a.worker }, `places ${w} in the King's Camp`);
        case 'guild':
          return line('place.guild', { worker: a.worker, district: a.district + 1, guild: s.guilds[a.district]! }, `places ${w} on the ${guildName(s, a.district)}`);
        case 'card':
          return line('place.card', { worker: a.worker, card: a.card }, `places ${w} on their ${cardName(a.card)}`);
      }
      break;
    }
    case 'pass':
      return line('pass', {}, 'passes');
    case 'send': {
      const kind = KINDS.indexOf(a.worker);
      return line('send', { worker: a.worker, counts: a.counts.join(',') }, `sends ${sendText(kind, a.counts)}`);
    }
    case 'camp':
      return a.swap === null ? line('camp.keep', {}, "keeps their crest (King's Camp)") : line('camp.swap', { target: a.swap }, `swaps crests with Player ${a.swap + 1} (King's Camp)`);
    case 'build':
      return line('build', { card: a.card, symbol: a.at }, `builds a ${cardName(a.card)} on ${symbolText(a.at)}`);
    case 'wall':
      return line('wall', { symbol: a.at }, `builds ${symbolText(a.at)}`);
    case 'buyGuild':
      return line('buyGuild', { district: a.district + 1, guild: s.guilds[a.district]! }, `buys the ${guildName(s, a.district)}`);
    case 'activateCard':
      return line('activateCard', { card: a.card }, `activates their ${cardName(a.card)}`);
    case 'activateGuild':
      return line('activateGuild', { district: a.district + 1, guild: s.guilds[a.district]! }, `activates the ${guildName(s, a.district)}`);
    case 'trade': {
      const parts: string[] = [];
      if (a.sell) parts.push(`sells 1 ${RES_WORD[a.sell]}`);
      if (a.buy) parts.push(`buys 1 ${RES_WORD[a.buy]}`);
      const key = a.sell && a.buy ? 'trade.both' : a.sell ? 'trade.sell' : 'trade.buy';
      return line(key, { buy: a.buy ?? null, sell: a.sell ?? null }, `${parts.join(' and ')} at the Trading Post`);
    }
    case 'hire':
      return line('hire', { card: a.card }, `hires a Gnome for their ${cardName(a.card)} (3 Gold)`);
    case 'smith':
      return line('smith', {}, 'buys 1 Metal for 1 Gold (Blacksmith Gnome)');
    case 'bank':
      return line('bank', {}, 'takes 1 Gold (Bank Gnome)');
    case 'convert':
      return line('convert', { give: a.give }, `trades 1 ${RES_WORD[a.give]} for 1 Metal (Merchants' Guild)`);
    case 'buyCard':
      return a.from === FROM_DECK
        ? line('buyCard.deck', {}, `buys ${displayText(s, a.from)} and ends their turn`)
        : line('buyCard.display', { slot: a.from, card: displayCard(s, a.from) }, `buys ${displayText(s, a.from)} and ends their turn`);
    case 'endTurn':
      return line('endTurn', {}, 'ends their turn');
    case 'discard':
      return line('discard', { card: a.card }, `discards a ${cardName(a.card)}`);
    case 'lock':
      return line('lock', { card: a.card }, `puts the Gnome in their ${cardName(a.card)}`);
    case 'twin':
      return line('twin', { symbol: a.at }, `puts a second marker on ${symbolText(a.at)}`);
    case 'inn':
      return line('inn', { worker: a.worker }, `takes ${a.worker === 'elf' ? 'an Elf' : 'a Dwarf'} (Inn)`);
    case 'recruit':
      return a.take === 'elf' || a.take === 'dwarf'
        ? line('recruit.worker', { worker: a.take }, `takes ${a.take === 'elf' ? 'an Elf' : 'a Dwarf'} (Recruiters' Guild)`)
        : line('recruit.gnome', { card: a.take }, `takes a Gnome for their ${cardName(a.take)} (Recruiters' Guild)`);
    case 'architects':
      return line('architects', { symbol: a.at }, `claims ${symbolText(a.at)} (Architects' Guild)`);
    case 'architectsPay':
      return line('architectsPay', { discount: a.discount.join(',') }, `pays less ${costText(a.discount)} (Architects' discount)`);
    case 'steal': {
      const parts = a.from.map((v, i) => `${costText(a.take[i]!)} from Player ${v + 1}`);
      const params: Record<string, number | string> = {};
      a.from.forEach((v, i) => {
        params[`from${i + 1}`] = v;
        params[`take${i + 1}`] = a.take[i]!.join(',');
      });
      return line(`steal.${a.from.length}`, params, `steals ${parts.join(', ')}`);
    }
    case 'wizards':
      return line('wizards', { location: a.from }, `chooses ${locationText(LOCATIONS[a.from]!)} for the Wizards' swap`);
    case 'wizardsPair':
      return line('wizardsPair', { location: a.to }, `swaps it with ${locationText(LOCATIONS[a.to]!)}`);
    case 'wizardsSide':
      return line('wizardsSide', { symbol: a.at }, `puts the marker on ${symbolText(a.at)}`);
    case 'spyReveal':
      return line('spyReveal', {}, 'chooses a card to reveal');
    case 'spyTake': {
      const c = s.ps[a.from]!.spy;
      return c !== null && c >= 0
        ? line('spyTake', { target: a.from, card: PROPERTIES[c]! }, `takes Player ${a.from + 1}'s revealed ${cardName(PROPERTIES[c]!)} (Spies' Guild)`)
        : line('spyTake.hidden', { target: a.from }, `takes Player ${a.from + 1}'s revealed card (Spies' Guild)`);
    }
    case 'skip':
      return line('skip', {}, 'does not use the guild');
    case 'npCard': {
      const np = s.prompt && s.prompt.kind === 'npCard' ? s.prompt.np + 1 : 0;
      const crest = np === 3 ? 1 : 2;
      const text = `takes ${displayText(s, a.from)} for Neutral ${np} (crest ${crest} controls it)`;
      return a.from === FROM_DECK ? line('npCard.deck', { np, crest }, text) : line('npCard.display', { np, crest, slot: a.from, card: displayCard(s, a.from) }, text);
    }
    case 'npPlace': {
      const np = s.prompt && s.prompt.kind === 'npPlace' ? s.prompt.np + 1 : 0;
      return line('npPlace', { np, symbol: a.at }, `chooses ${symbolText(a.at)} for Neutral ${np}`);
    }
  }
  return line((a as { type: string }).type, {}, (a as { type: string }).type);
}
