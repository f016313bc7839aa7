/**
 * The two Neutral Players of the 2-player game (§6). They are no bots: the rules drive them.
 * After the Actions phase the holder of crest 1 picks NP3's card (a display card or the top of
 * the deck) and where its marker goes, then the holder of crest 2 does the same for NP4; the
 * card is discarded; then both NP Dwarves move one guild clockwise and the owner of a guild a
 * Dwarf arrives on takes 1 Gold. Every automatic step is logged with its reason.
 */
import type { BelfortAction, BelfortState } from './types';
import { GOLD, PROPERTIES } from './types';
import * as economy from './tables/economy';
import * as boardTable from './tables/board';
import * as guildsTable from './tables/guilds';
import * as propertiesTable from './tables/properties';
import type { Draft } from './state';
import { contestantName, emit, mut, own } from './state';
import { buildTargets, guildOwner, placeCardMarkers } from './city';
import { drawTop, refillDisplay } from './cards';
import { NP_CARD, NP_GUILD, NP_PLACE } from './action-objects';

const { DISPLAY_SIZE, FROM_DECK, NP_DWARF_GOLD } = economy;
const { DISTRICTS, DISTRICT_NAMES, SYMBOLS } = boardTable;
const { GUILD_TILES } = guildsTable;
const { PROPERTY_CARDS } = propertiesTable;

/** NP contestants of the 2-player game: NP3 = contestant 2, NP4 = contestant 3. */
export const NP3 = 2, NP4 = 3;

/** The human controlling a Neutral Player now: crest 1 holder for NP3, crest 2 holder for NP4 (§6.1.3). */
export function controllerOf(s: BelfortState, np: number): number {
  const crest = np === NP3 ? 1 : 2;
  for (let seat = 0; seat < s.players; seat++) if (s.crest[seat] === crest) return seat;
  throw new Error('belfort: no controller for a Neutral Player (internal error)');
}

/** Card sources: each distinct display card, and the top of the deck (if any card is left). */
export function npCardActions(s: BelfortState): BelfortAction[] {
  const out: BelfortAction[] = [];
  for (let i = 0; i < DISPLAY_SIZE; i++) {
    const c = s.display[i]!;
    if (c >= 0 && s.display.indexOf(c) === i) out.push(NP_CARD[i]!);
  }
  if (s.deck.length > 0 || s.discard.some((n) => n > 0)) out.push(NP_CARD[FROM_DECK]!);
  return out;
}

export function npPlaceActions(s: BelfortState, card: number): BelfortAction[] {
  return buildTargets(s.marker, card).map((at) => NP_PLACE[at]!);
}

export function symbolText(sym: number): string {
  const sy = SYMBOLS[sym]!;
  if (sy.slot === 'gateLeft' || sy.slot === 'gateRight') return `the Gatehouse half in ${DISTRICT_NAMES[sy.district]}`;
  if (sy.slot === 'keepA' || sy.slot === 'keepB') return `the Keep of ${DISTRICT_NAMES[sy.district]}`;
  if (sy.slot === 'wallA' || sy.slot === 'wallB') return `a Wall of ${DISTRICT_NAMES[sy.district]}`;
  if (sy.slot === 'guild') return `the guild of ${DISTRICT_NAMES[sy.district]}`;
  return `the ${PROPERTY_CARDS[sy.slot].name} of ${DISTRICT_NAMES[sy.district]}`;
}

/** The controller takes a card for `np`: returns its type (−1: nothing left to draw). */
export function takeNpCard(d: Draft, from: number): number {
  if (from === FROM_DECK) return drawTop(d);
  const c = d.display[from]!;
  mut(d, 'display')[from] = -1;
  return c;
}

/**
 * Places `np`'s marker for `card` at `at` and discards the card. The log gives the reason: `only`
 * (the only free symbol of that type), else the controller `by` (who holds crest 1 for NP3,
 * crest 2 for NP4) chose it.
 */
export function placeNp(d: Draft, np: number, card: number, at: number, by: number, only: boolean): void {
  placeCardMarkers(d, np, card, at, d.rules.npKeepMarkers);
  mut(d, 'discard')[card]! += 1;
  refillDisplay(d);
  const crest = np === NP3 ? 1 : 2;
  const why = only ? `it is the only free ${PROPERTY_CARDS[PROPERTIES[card]!].name} symbol` : `Player ${by + 1} (crest ${crest}) controls it and chose it`;
  emit(d, 'npPlace', null, { np: np + 1, card: PROPERTIES[card]!, at, reason: only ? 'only' : 'chose', by, crest }, `${contestantName(d, np)} places on ${symbolText(at)} because ${why}`);
}

/** A card no free symbol can take (G10a): discarded, no marker. */
export function wasteNp(d: Draft, np: number, card: number): void {
  mut(d, 'discard')[card]! += 1;
  refillDisplay(d);
  emit(d, 'npNoSymbol', null, { np: np + 1, card: PROPERTIES[card]! }, `${contestantName(d, np)} places nothing because no ${PROPERTY_CARDS[PROPERTIES[card]!].name} symbol is free; the card is discarded`);
}

/** Both NP Dwarves move one guild clockwise; the owner of the guild reached takes 1 Gold (§6.2.4). */
export function moveNpDwarves(d: Draft): void {
  for (let i = 0; i < d.npDwarf.length; i++) {
    const g = (d.npDwarf[i]! + 1) % DISTRICTS;
    mut(d, 'npDwarf')[i] = g;
    const owner = guildOwner(d, g);
    const np = i === 0 ? NP3 : NP4;
    const name = GUILD_TILES[d.guilds[g]!].name;
    if (owner >= 0 && owner < d.players) {
      const p = own(d, owner);
      p.res[GOLD]! += NP_DWARF_GOLD;
      p.stats.feesReceived += NP_DWARF_GOLD;
      emit(d, 'npDwarf', null, { np: np + 1, district: g + 1, guild: d.guilds[g]!, owner }, `${contestantName(d, np)}'s Dwarf moves clockwise to the ${name} (${DISTRICT_NAMES[g]}); its owner Player ${owner + 1} takes 1 Gold`);
    } else {
      emit(d, 'npDwarf', null, { np: np + 1, district: g + 1, guild: d.guilds[g]!, owner: null }, `${contestantName(d, np)}'s Dwarf moves clockwise to the ${name} (${DISTRICT_NAMES[g]}), which blocks it`);
    }
  }
}

/** Setup (§6.1.4): the guilds a human may block with an NP Dwarf — any guild not blocked yet. */
export function npGuildActions(s: BelfortState): BelfortAction[] {
  const out: BelfortAction[] = [];
  for (let g = 0; g < DISTRICTS; g++) if (!s.npDwarf.includes(g)) out.push(NP_GUILD[g]!);
  return out;
}
