/**
 * Words for the Clash of Cultures table. Names and effect texts of advances, Wonders, cards and
 * objectives come from the engine's data tables (lib/games/clash/tables); this file only puts
 * them into the table's sentences. Nothing here decides a rule.
 */
import {
  ACTION_CARDS, ADVANCES, CATEGORIES, CATEGORY_NAMES, CIVIL, EVENTS, MOOD_NAMES, OBJECTIVES, OBJECTIVE_CARDS, PIECE_NAMES,
  RESOURCE_NAMES, TACTICS_DEFS, TERRAIN_NAMES, UNIT_KINDS, WONDERS, BARBARIAN
} from '$engine/games/clash';

export const TEXT = {
  map: 'The map',
  mapHelp: 'Arrow keys pan, + and − zoom, 0 resets. Highlighted spaces are where your current choice can go.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Whole map',
  prompt: 'Your decision',
  waiting: 'Waiting for {name}.',
  atHex: 'Choices at {hex}',
  showAll: 'Show every choice',
  selected: 'Space {hex}',
  noneHere: 'Nothing to do here now.',
  players: 'Players',
  resources: 'Resources',
  levels: 'Culture {c} · Happiness {h}',
  tokens: 'Culture tokens {c} · Mood tokens {m}',
  advances: 'Advances',
  owned: 'owned',
  available: 'available',
  locked: 'locked',
  government: 'Government: {g}',
  noGovernment: 'No Government',
  hand: 'Action cards',
  handCount: '{n} Action cards',
  objectives: 'Objectives',
  objectiveCount: '{n} Objective cards',
  completed: 'Completed: {list}',
  vp: 'VP',
  score: 'Score {total} (pieces {pieces}, advances {advances}, Wonders {wonders}, objectives {objectives}, events {events})',
  cities: '{n} cities',
  wonders: 'Wonders',
  wondersOpen: 'Face up',
  wondersBuilt: 'Built',
  wonderDeck: '{n} in the deck',
  battle: 'Battle at {hex}',
  battleRound: 'Round {n}: {att} attack, {def} defend',
  dice: '{side}: dice {dice}, {hits} hits',
  event: 'Event: {name}',
  round: 'Round {round} of {rounds}, Turn {turn}',
  statusPhase: 'Status Phase',
  gameOver: 'The game is over.',
  actionsLeft: '{n} actions left',
  decks: 'Decks: {e} Events, {a} Action cards, {o} Objectives',
  noCards: 'none',
  trade: 'Trade: {from} gives {give}; {to} gives {get}',
  hiddenCard: 'a hidden card',
  barbarians: 'Barbarians',
  exhausted: 'exhausted',
  unexplored: 'unexplored'
} as const;

export function fill(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  let out = text;
  for (const [k, v] of Object.entries(params)) out = out.split(`{${k}}`).join(String(v));
  return out;
}

export const terrainName = (t: number): string => TERRAIN_NAMES[t] ?? '?';
export const moodName = (m: number): string => MOOD_NAMES[m] ?? '?';
export const pieceName = (p: number): string => PIECE_NAMES[p] ?? '?';
export const resourceName = (r: number): string => RESOURCE_NAMES[r] ?? '?';
export const unitName = (k: number, n = 1): string => {
  const base = UNIT_KINDS[k] ?? '?';
  return `${base.charAt(0).toUpperCase()}${base.slice(1)}${n === 1 ? '' : 's'}`;
};
export const unitLetter = (k: number): string => ['S', 'A', 'Sh'][k] ?? '?';

export const advanceName = (a: number): string => ADVANCES[a]?.name ?? '?';
export function advanceTip(a: number): string {
  const d = ADVANCES[a];
  if (!d) return '';
  const req = d.requires ? ` Requires ${ADVANCES.find((x) => x.key === d.requires)?.name}.` : '';
  const acc = d.access ? ` Opened by ${ADVANCES.find((x) => x.key === d.access)?.name}.` : '';
  const border = d.border === 'culture' ? ' Culture border: +1 Culture token.' : d.border === 'mood' ? ' Mood border: +1 Mood token.' : '';
  return `${d.name} (${CATEGORY_NAMES[d.category]}): ${d.text}${req}${acc}${border}`;
}
export const categoryName = (c: number): string => CATEGORY_NAMES[CATEGORIES[c]!] ?? '?';

export const wonderName = (w: number): string => WONDERS[w]?.name ?? '?';
export function wonderTip(w: number): string {
  const d = WONDERS[w];
  if (!d) return '';
  const cost = d.cost.map((n, i) => (n > 0 ? `${n} ${RESOURCE_NAMES[i]}` : '')).filter((x) => x).join(', ');
  const req = ADVANCES.find((x) => x.key === d.requires)?.name ?? d.requires;
  return `${d.name}: ${d.text} Cost ${cost} and ${d.culture} Culture tokens; needs Engineering and ${req}${d.needsPort ? ' and a Port' : ''}.`;
}

export function cardName(card: number): string {
  const c = ACTION_CARDS[card];
  return c ? `${CIVIL[c.civil].name} / ${TACTICS_DEFS[c.tactics].name}` : '?';
}
export function cardTip(card: number): string {
  const c = ACTION_CARDS[card];
  if (!c) return '';
  const civil = CIVIL[c.civil], tac = TACTICS_DEFS[c.tactics];
  return `${civil.name} (${civil.cost === 'action' ? 'costs an action' : 'free'}): ${civil.text} — Combat: ${tac.name}: ${tac.text}`;
}

export function objectiveName(card: number): string {
  const pair = OBJECTIVE_CARDS[card];
  return pair ? `${OBJECTIVES[pair[0]].name} / ${OBJECTIVES[pair[1]].name}` : '?';
}
export function objectiveTip(card: number): string {
  const pair = OBJECTIVE_CARDS[card];
  if (!pair) return '';
  const [a, b] = [OBJECTIVES[pair[0]], OBJECTIVES[pair[1]]];
  return `${a.name}: ${a.text} (${a.when === 'status' ? 'Status Phase' : 'at once'}) — ${b.name}: ${b.text} (${b.when === 'status' ? 'Status Phase' : 'at once'})`;
}

export const eventTip = (card: number): string => (EVENTS[card] ? `${EVENTS[card]!.name}: ${EVENTS[card]!.text}` : '');

export function ownerName(owner: number, name: (seat: number) => string): string {
  return owner === BARBARIAN ? TEXT.barbarians : name(owner);
}

// ---------------------------------------------------------------- rules summary (table kit: RulesSummary.svelte)

import type { RulesSection } from '../../table/rules-summary';

const RULES_SECTIONS = [
    { h: 'Goal', p: ['Grow a civilization over 6 Rounds (4 in the Four-Round game; the variable end may add a 7th): the most VP wins, halves count.', 'VP: 1 per city piece of your colour (Settlements included), ½ per advance, 5 per Wonder, 2 per completed objective, and Event VP.', 'Ties: the Great Pyramid wins; then city pieces, advances, Wonders, objectives, Events in that order; then a shared victory.'] },
    { h: 'A Round', p: ['Three Turns for every player in seat order from the First Player (A1, B1, C1, A2 …), then the Status Phase.', 'A Turn is up to 3 actions: Advance, Found City, Activate City (Build, Collect or Increase City Size), Move (up to 3 units or groups), Civic Improvement, Cultural Influence, and every AAA ability of advances, Wonders and cards.'] },
    { h: 'Cities and mood', p: ['Happy cities count as one size larger for Collect and Build; Angry cities count as size 1, activate at most once a Turn and cannot grow.', 'Every extra activation of a city in one Turn makes it one step less happy.'] },
    { h: 'Moving and fighting', p: ['Armies move only with Tactics; at most 4 Armies share a land space; Ships carry units; Roads and Navigation go further.', 'Combat goes in rounds: every 5 of combat value is a hit; Fortresses and tactics from Action cards change the dice.'] },
    { h: 'Events and barbarians', p: ['Reaching Culture or Happiness level 3, 5 and 7 draws an Event; its symbol may bring Gold, exhaust land, or make barbarians appear or attack.'] },
    { h: 'Status Phase', p: ['1 objectives (the game may end here), 2 a free advance, 3 draw an Action and an Objective card, 4 raze a size-1 city for 1 Gold, 5 the highest Culture + Happiness chooses the First Player.'] }
  ] as const;

/** Our own short summary of the Clash of Cultures rules (original edition) for the rules panel. */
export function rulesSummary(): readonly RulesSection[] {
  return RULES_SECTIONS.map((s) => ({ heading: s.h, items: s.p }));
}
