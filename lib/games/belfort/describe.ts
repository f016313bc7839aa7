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

function displayText(s: BelfortState, from: number): string {
  if (from === FROM_DECK) return 'the top card of the deck';
  const c = s.display[from]!;
  return `the ${c >= 0 ? PROPERTY_CARDS[PROPERTIES[c]!].name : '?'} from the display`;
}

export function promptText(_s: BelfortState, p: Prompt): { key: string; text: string } {
  const key = `belfort.prompt.${p.kind}`;
  switch (p.kind) {
    case 'pickGuild':
      return { key, text: `${seatName(p.seat)}: enter the guilds the players agreed on (${_s.guilds.length + 1} of 5)` };
    case 'keep':
      return { key, text: 'Choose the 2 starting cards to discard (keep 3)' };
    case 'npGuild':
      return { key, text: `${seatName(p.seat)}: put a Neutral Player's Dwarf on a guild (it blocks that guild)` };
    case 'place':
      return { key, text: `${seatName(p.seat)}: place an Elf or a Dwarf, or pass (the rest go to the Resource Areas)` };
    case 'send':
      return { key, text: `${seatName(p.seat)}: send your ${KINDS[p.worker]} pieces to the Resource Areas` };
    case 'camp':
      return { key, text: `${seatName(p.seat)}: swap turn-order crests with another player, or keep yours` };
    case 'turn':
      return { key, text: `${seatName(p.seat)}: your Actions turn — build, activate your workers, trade, hire, then end your turn` };
    case 'discard':
      return { key, text: `${seatName(p.seat)}: discard ${p.n} card${p.n === 1 ? '' : 's'} (${p.why === 'handLimit' ? 'hand limit 5' : p.why === 'library' ? 'Library' : "Librarians' Guild"})` };
    case 'lock':
      return { key, text: `${seatName(p.seat)}: choose the Property whose lock takes the Gnome` };
    case 'twin':
      return { key, text: `${seatName(p.seat)}: choose the Gatehouse for your second marker` };
    case 'inn':
      return { key, text: `${seatName(p.seat)}: take an Elf or a Dwarf (Inn)` };
    case 'guild':
      return { key, text: `${seatName(p.seat)}: use the ${GUILD_TILES[p.guild].name}` };
    case 'architectsPay':
      return { key, text: `${seatName(p.seat)}: choose the Architects' discount for ${symbolText(p.at)}` };
    case 'wizardsPair':
      return { key, text: `${seatName(p.seat)}: choose the location to swap with ${locationText(LOCATIONS[p.from]!)}` };
    case 'wizardsSide':
      return { key, text: `${seatName(p.seat)}: choose the Gatehouse half for the marker` };
    case 'spyReveal':
      return { key, text: `Choose a card to reveal to Player ${p.spy + 1}'s Spies` };
    case 'spyTake':
      return { key, text: `${seatName(p.seat)}: take one of the revealed cards` };
    case 'npCard':
      return { key, text: `${seatName(p.seat)}: choose Neutral ${p.np + 1}'s card (a display card or the top of the deck)` };
    case 'npPlace':
      return { key, text: `${seatName(p.seat)}: place Neutral ${p.np + 1}'s marker on a free ${cardName(PROPERTIES[p.card]!)} symbol` };
  }
}

/** The log line for `seat` taking `a` in state `s` (the state before the action). */
export function describeAction(s: BelfortState, seat: number, a: BelfortAction): LogEntry {
  const who = seatName(seat);
  const line = (params: LogEntry['params'], text: string): LogEntry => ({ key: `belfort.action.${a.type}`, seat, params, text: `${who} ${text}` });
  switch (a.type) {
    case 'pickGuild':
      return line({ guild: a.guild }, `enters the ${GUILD_TILES[a.guild].name} (agreed guild ${s.guilds.length + 1} of 5)`);
    case 'keep':
      return line({}, 'chooses the starting cards to keep');
    case 'npGuild':
      return line({ district: a.district + 1 }, `blocks the ${guildName(s, a.district)} (${DISTRICT_NAMES[a.district]}) with a Neutral Player's Dwarf`);
    case 'place': {
      const w = KIND_WORD[a.worker];
      switch (a.at) {
        case 'recruit':
          return line({ worker: a.worker, at: 'recruit' }, `places ${w} at the Recruitment Office (2 Gold)`);
        case 'camp':
          return line({ worker: a.worker, at: 'camp' }, `places ${w} in the King's Camp`);
        case 'guild':
          return line({ worker: a.worker, at: 'guild', district: a.district + 1 }, `places ${w} on the ${guildName(s, a.district)}`);
        case 'card':
          return line({ worker: a.worker, at: 'card', card: a.card }, `places ${w} on their ${cardName(a.card)}`);
      }
      break;
    }
    case 'pass':
      return line({}, 'passes');
    case 'send': {
      const kind = KINDS.indexOf(a.worker);
      return line({ worker: a.worker, counts: a.counts.join(',') }, `sends ${sendText(kind, a.counts)}`);
    }
    case 'camp':
      return a.swap === null ? line({ swap: null }, "keeps their crest (King's Camp)") : line({ swap: a.swap }, `swaps crests with Player ${a.swap + 1} (King's Camp)`);
    case 'build': {
      return line({ card: a.card, at: a.at }, `builds a ${cardName(a.card)} on ${symbolText(a.at)}`);
    }
    case 'wall':
      return line({ at: a.at }, `builds ${symbolText(a.at)}`);
    case 'buyGuild':
      return line({ district: a.district + 1 }, `buys the ${guildName(s, a.district)}`);
    case 'activateCard':
      return line({ card: a.card }, `activates their ${cardName(a.card)}`);
    case 'activateGuild':
      return line({ district: a.district + 1 }, `activates the ${guildName(s, a.district)}`);
    case 'trade': {
      const parts: string[] = [];
      if (a.sell) parts.push(`sells 1 ${RES_WORD[a.sell]}`);
      if (a.buy) parts.push(`buys 1 ${RES_WORD[a.buy]}`);
      return line({ buy: a.buy, sell: a.sell }, `${parts.join(' and ')} at the Trading Post`);
    }
    case 'hire':
      return line({ card: a.card }, `hires a Gnome for their ${cardName(a.card)} (3 Gold)`);
    case 'smith':
      return line({}, 'buys 1 Metal for 1 Gold (Blacksmith Gnome)');
    case 'bank':
      return line({}, 'takes 1 Gold (Bank Gnome)');
    case 'convert':
      return line({ give: a.give }, `trades 1 ${RES_WORD[a.give]} for 1 Metal (Merchants' Guild)`);
    case 'buyCard':
      return line({ from: a.from === FROM_DECK ? 'deck' : a.from }, `buys ${displayText(s, a.from)} and ends their turn`);
    case 'endTurn':
      return line({}, 'ends their turn');
    case 'discard':
      return line({ card: a.card }, `discards a ${cardName(a.card)}`);
    case 'lock':
      return line({ card: a.card }, `puts the Gnome in their ${cardName(a.card)}`);
    case 'twin':
      return line({ at: a.at }, `puts a second marker on ${symbolText(a.at)}`);
    case 'inn':
      return line({ worker: a.worker }, `takes ${a.worker === 'elf' ? 'an Elf' : 'a Dwarf'} (Inn)`);
    case 'recruit':
      return a.take === 'elf' || a.take === 'dwarf'
        ? line({ take: a.take }, `takes ${a.take === 'elf' ? 'an Elf' : 'a Dwarf'} (Recruiters' Guild)`)
        : line({ take: a.take }, `takes a Gnome for their ${cardName(a.take)} (Recruiters' Guild)`);
    case 'architects':
      return line({ at: a.at }, `claims ${symbolText(a.at)} (Architects' Guild)`);
    case 'architectsPay':
      return line({ discount: a.discount.join(',') }, `pays less ${costText(a.discount)} (Architects' discount)`);
    case 'steal': {
      const parts = a.from.map((v, i) => `${costText(a.take[i]!)} from Player ${v + 1}`);
      return line({ from: a.from.join(','), take: a.take.map((c) => c.join(',')).join(';') }, `steals ${parts.join(', ')}`);
    }
    case 'wizards':
      return line({ from: a.from }, `chooses ${locationText(LOCATIONS[a.from]!)} for the Wizards' swap`);
    case 'wizardsPair':
      return line({ to: a.to }, `swaps it with ${locationText(LOCATIONS[a.to]!)}`);
    case 'wizardsSide':
      return line({ at: a.at }, `puts the marker on ${symbolText(a.at)}`);
    case 'spyReveal':
      return line({}, 'chooses a card to reveal');
    case 'spyTake': {
      const c = s.ps[a.from]!.spy;
      return line({ from: a.from, card: c !== null && c >= 0 ? PROPERTIES[c]! : null }, `takes Player ${a.from + 1}'s revealed ${c !== null && c >= 0 ? cardName(PROPERTIES[c]!) : 'card'} (Spies' Guild)`);
    }
    case 'skip':
      return line({}, 'does not use the guild');
    case 'npCard': {
      const np = s.prompt && s.prompt.kind === 'npCard' ? s.prompt.np + 1 : 0;
      return line({ np, from: a.from === FROM_DECK ? 'deck' : a.from }, `takes ${displayText(s, a.from)} for Neutral ${np} (crest ${np === 3 ? 1 : 2} controls it)`);
    }
    case 'npPlace': {
      const np = s.prompt && s.prompt.kind === 'npPlace' ? s.prompt.np + 1 : 0;
      return line({ np, at: a.at }, `chooses ${symbolText(a.at)} for Neutral ${np}`);
    }
  }
  return line({}, (a as { type: string }).type);
}
