/**
 * Log lines for actions and the text of prompts: a message key, its parameters and an English
 * fallback (never HTML). Public by construction: the End Game tile a player takes is never named
 * (the stack and the screens are hidden, paris.md §11), everything else a player does is seen.
 */
import type { LogEntry } from '../../core/types';
import type { GameEvent, ParisAction, ParisState, Payment, Prompt, PrestigeUse } from './types';
import { ARC, BANK_BASE, BUILDING_SITES, ITEMS, SITES, SLOTS } from './types';
import { DISTRICT_DATA } from './tables/districts';
import { BUILDINGS } from './tables/buildings';
import { LANDMARKS } from './tables/landmarks';
import { VP_TILES } from './tables/vptiles';
import { BONUS_TILES } from './tables/bonus';
import { END_TILE_DATA } from './tables/endtiles';
import { SITE_VALUE, siteDistrict } from './board';
import { moveFrancs, viaTile } from './moves';
import { endIndex, type TileRef } from './items';

export function seatName(seat: number): string {
  return `Player ${seat + 1}`;
}

export const ITEM_NAMES: readonly string[] = ['Wood', 'Marble', 'Gold', 'Bronze prestige', 'Silver prestige', 'Gold prestige'];

export function districtName(d: number): string {
  return DISTRICT_DATA[d]?.name ?? '?';
}

/** "the Montmartre Bakery (4)" / "the Louvre (15)". */
export function siteName(s: ParisState, site: number): string {
  if (site >= BUILDING_SITES) {
    const l = LANDMARKS[site - BUILDING_SITES]!;
    return `the ${l.name} (${l.value})`;
  }
  const tile = s.space[site]!;
  const d = districtName((site / SLOTS) | 0);
  return tile >= 0 ? `the ${d} ${typeName(BUILDINGS[tile]!.type)} (${SITE_VALUE[site]})` : `the ${d} ${SITE_VALUE[site]} space`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  cafe: 'Café', bakery: 'Bakery', hotel: 'Hotel', theatre: 'Theatre', residence: 'Residence', restaurant: 'Restaurant'
};
export const typeName = (t: string): string => TYPE_NAMES[t] ?? t;

export function tileName(ref: TileRef): string {
  if (typeof ref === 'number') return `bonus tile ${ref} (${BONUS_TILES[ref - 1]!.name})`;
  return `End Game tile ${END_TILE_DATA[endIndex(ref)]!.name}`;
}

function fromName(s: ParisState, from: number): string {
  if (from === ARC) return 'the Arc de Triomphe';
  if (from >= BANK_BASE) return `the ${districtName(from - BANK_BASE)} bank`;
  return from < SITES ? siteName(s, from) : '?';
}

function counted(counts: readonly number[], base: number, out: string[]): string[] {
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i]!;
    if (n > 0) out.push(`${n} ${ITEM_NAMES[base + i]}`);
  }
  return out;
}

function paymentText(pay: Payment): string {
  const parts = counted(pay.tokens, 0, []);
  for (const t of pay.tiles) parts.push(tileName(t));
  const bought = counted(pay.buy, 0, []);
  if (bought.length > 0) parts.push(`${bought.join(', ')} bought from the supply`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

function useText(use: PrestigeUse, base: number): string {
  const parts = counted(use.tokens, base, []);
  for (const t of use.tiles) parts.push(tileName(t));
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

/** The seat of the prompt `promptText` is writing (a module variable, not a closure per call). */
let promptSeat = 0;

function promptLine(key: string, params: Facts, text: string): { key: string; params: Facts; text: string } {
  return { key: `paris.prompt.${key}`, params, text: `${seatName(promptSeat)}: ${text}` };
}

/**
 * The prompt as a line: its key (one per wording), its params (every fact it states) and the
 * English text with "Player N" (the table renders it from key and params).
 */
export function promptText(s: ParisState, p: Prompt): { key: string; params: Facts; text: string } {
  promptSeat = p.seat;
  const line = promptLine;
  switch (p.kind) {
    case 'draw':
      return line('draw', {}, 'draw a building tile from a stack');
    case 'placeTile': {
      const b = BUILDINGS[p.tile]!;
      return line('placeTile', { tile: p.tile, type: b.type, value: b.value }, `place the ${typeName(b.type)} (${b.value}) on a free ${b.value} space`);
    }
    case 'main':
      return s.stacks.every((st) => st.length === 0)
        ? line('main.end', {}, 'place a key, move a key or take an End Game tile (tiles and trade any time)')
        : line('main', {}, 'place a key, move a key (tiles and trade any time)');
    case 'pay':
      return line('pay', { site: p.site, ...siteFacts(s, p.site, 'site') }, `pay the resources for ${siteName(s, p.site)}`);
    case 'bonus':
      if (p.how === 'back') return line('bonus.back', {}, 'move your bonus pawn back and take a tile');
      if (p.how === 'any') return line('bonus.any', {}, 'take any bonus tile');
      return p.price > 0 ? line('bonus.price', { price: p.price }, `take a bonus tile for ${p.price} francs`) : line('bonus', { price: 0 }, 'take a bonus tile');
    case 'prestige':
      return line('prestige', { landmark: p.landmark }, `hand in prestige at the ${LANDMARKS[p.landmark]!.name}`);
    case 'pairs':
      return p.tile === 23 ? line('pairs.prestige', { tile: 23 }, 'return pairs of identical prestige tokens') : line('pairs', { tile: p.tile }, 'return pairs of identical resource tokens');
    case 'vpTile':
      return line('vpTile', { district: p.district }, `choose the VP tile for ${districtName(p.district)}`);
    case 'after':
      return line('after', {}, 'use tiles or trade, or end your turn');
  }
}

type Facts = Record<string, string | number | boolean | null>;

/** A site's facts for a line, under `pre`: its landmark, or its district, building type (null: empty) and value. */
function siteFacts(s: ParisState, site: number, pre: string): Facts {
  if (site >= BUILDING_SITES) {
    const l = site - BUILDING_SITES;
    return { [`${pre}Landmark`]: l, [`${pre}District`]: null, [`${pre}Type`]: null, [`${pre}Value`]: LANDMARKS[l]!.value };
  }
  const tile = s.space[site]!;
  return { [`${pre}Landmark`]: null, [`${pre}District`]: (site / SLOTS) | 0, [`${pre}Type`]: tile >= 0 ? BUILDINGS[tile]!.type : null, [`${pre}Value`]: SITE_VALUE[site]! };
}

/** Where a key moves from: the Arc, a bank, or a site. */
function fromFacts(s: ParisState, from: number): Facts {
  if (from === ARC) return { fromAt: 'arc' };
  if (from >= BANK_BASE) return { fromAt: 'bank', fromDistrict: from - BANK_BASE };
  return { fromAt: 'site', ...siteFacts(s, from, 'from') };
}

/**
 * The log line for `seat` taking `a` in state `s` (the state before the action): the recorded
 * line (below) with a key for each wording and every fact its words need (the names of sites,
 * tiles and districts come from ids the message catalogue's formatter looks up).
 */
export function describe(s: ParisState, seat: number, a: ParisAction): LogEntry {
  const line = recordedLine(s, seat, a);
  const more = (key: string | null, facts: Facts): LogEntry => ({ ...line, key: key === null ? line.key : `paris.action.${key}`, params: { ...line.params, ...facts } });
  switch (a.type) {
    case 'draw': {
      const st = s.stacks[a.stack];
      const b = st && st.length > 0 ? BUILDINGS[st[st.length - 1]!] : undefined;
      return b ? more(null, { district: b.district, type: b.type, value: b.value }) : more('draw.empty', {});
    }
    case 'placeKey':
      return a.at === ARC ? more('placeKey.arc', {}) : line;
    case 'move': {
      const v = a.via ? viaTile(a.via) : null;
      const to = a.build ? { toLandmark: a.to - BUILDING_SITES, toDistrict: null, toType: null, toValue: SITE_VALUE[a.to]! } : siteFacts(s, a.to, 'to');
      return more(null, { ...fromFacts(s, a.from), ...to, viaBonus: v && v.bonus > 0 ? v.bonus : null, viaEnd: v && v.bonus <= 0 ? END_TILE_DATA[v.end]!.id : null });
    }
    case 'pairs':
      return more(null, { tokens: a.use.tokens.join(','), base: s.prompt?.kind === 'pairs' && s.prompt.tile === 24 ? 0 : 3 });
    default:
      return line;
  }
}

/** The seat of the line `recordedLine` is building (a module variable, not a closure per call). */
let lineSeat = 0;

function line(key: string, params: Facts, text: string): LogEntry {
  return { key: `paris.action.${key}`, seat: lineSeat, params, text: `${seatName(lineSeat)} ${text}` };
}

/**
 * The `paris.auto` event the flow records for a forced action: the recorded line's params with
 * its key (`action`) and its text added (the params object is the line's own, made for it).
 */
export function forcedEvent(s: ParisState, seat: number, a: ParisAction): GameEvent {
  const entry = recordedLine(s, seat, a);
  const params = entry.params as Facts;
  params['action'] = entry.key;
  params['text'] = entry.text;
  return { key: 'paris.auto', seat, params };
}

/**
 * The line as the flow records it in the state's `paris.auto` events (state is hashed by the
 * golden matches: its key and params never change).
 */
export function recordedLine(s: ParisState, seat: number, a: ParisAction): LogEntry {
  lineSeat = seat;
  const pr = s.prompt;
  switch (a.type) {
    case 'draw': {
      const st = s.stacks[a.stack];
      const tile = st && st.length > 0 ? st[st.length - 1]! : -1;
      const b = BUILDINGS[tile];
      return line('draw', { stack: a.stack, tile }, b ? `draws the ${districtName(b.district)} ${typeName(b.type)} (${b.value}) from stack ${a.stack + 1}` : `draws from stack ${a.stack + 1}`);
    }
    case 'placeTile':
      return line('placeTile', { district: a.district }, `places the building in ${districtName(a.district)}`);
    case 'placeKey':
      return a.at === ARC
        ? line('placeKey', { at: 'arc', district: null }, 'places a key on the Arc de Triomphe')
        : line('placeKey', { at: 'bank', district: a.at }, `places a key on the ${districtName(a.at)} bank`);
    case 'move': {
      const district = a.build ? a.district : siteDistrict(s, a.to);
      const target = a.build ? `a new ${LANDMARKS[a.to - BUILDING_SITES]!.name} (${SITE_VALUE[a.to]}) in ${districtName(district)}` : siteName(s, a.to);
      const v = a.via ? viaTile(a.via) : null;
      const via = v ? ` using ${v.bonus > 0 ? tileName(v.bonus) : `End Game tile ${END_TILE_DATA[v.end]!.name}`}` : '';
      return line('move', { from: a.from, to: a.to, build: a.build, district, via: a.via, francs: moveFrancs(a.from, a.to) }, `moves a key from ${fromName(s, a.from)} to ${target} for ${moveFrancs(a.from, a.to)} francs${via}`);
    }
    case 'takeEnd':
      return line('takeEnd', {}, 'takes an End Game tile');
    case 'pass':
      return line('pass', {}, 'has no action and passes');
    case 'pay':
      return line('pay', { tiles: a.pay.tiles.join(','), tokens: a.pay.tokens.join(','), buy: a.pay.buy.join(',') }, `pays ${paymentText(a.pay)}`);
    case 'takeBonus': {
      const n = s.trackNumber[a.pos]!;
      const price = pr?.kind === 'bonus' ? pr.price : 0;
      return line('takeBonus', { pos: a.pos, tile: n, price }, `takes ${tileName(n)}${price > 0 ? ` for ${price} francs` : ''}`);
    }
    case 'skipBonus':
      return line('skipBonus', {}, 'takes no bonus tile');
    case 'prestige':
      return line('prestige', { tiles: a.use.tiles.join(','), tokens: a.use.tokens.join(',') }, `hands in ${useText(a.use, 3)}`);
    case 'pairs':
      return line('pairs', { pairs: a.pairs.join(','), tiles: a.use.tiles.join(',') }, `returns ${a.pairs.reduce((x, y) => x + y, 0)} pair(s): ${useText(a.use, pr?.kind === 'pairs' && pr.tile === 24 ? 0 : 3)}`);
    case 'vpTile':
      return line('vpTile', { tile: a.tile, district: pr?.kind === 'vpTile' ? pr.district : null }, `puts VP tile ${VP_TILES[a.tile]!.id} (${VP_TILES[a.tile]!.vp.join('/')}) on ${pr?.kind === 'vpTile' ? districtName(pr.district) : 'the district'}`);
    case 'bonusTile':
      return line('bonusTile', { tile: a.tile }, `uses ${tileName(a.tile)}`);
    case 'endTile':
      return line('endTile', { tile: a.tile }, `uses ${tileName(a.tile)}`);
    case 'buy':
      return line('buy', { item: ITEMS[a.item]! }, `buys 1 ${ITEM_NAMES[a.item]} from the supply`);
    case 'sell':
      return line('sell', { item: ITEMS[a.item]! }, `sells 1 ${ITEM_NAMES[a.item]}`);
    case 'sellTile':
      return line('sellTile', { tile: String(a.tile) }, `sells ${tileName(a.tile)}`);
    case 'endTurn':
      return line('endTurn', {}, 'ends the turn');
  }
}
