/**
 * Words for the Clash of Cultures table, added to the message catalogue under `clash.` when the
 * game loads: the table's own strings (`ct`), and the templates of its log lines, button labels
 * and prompts, filled from their key and params (no "Player N" parsing). Names and effect texts
 * of advances, Wonders, cards, objectives and events are catalogue keys whose English entries are
 * generated from the engine's data tables (lib/games/clash/tables, `CLASH_DATA_TEXT`), so the data
 * stays the one English source. Greek and Danish: messages.el.ts, messages.da.ts. Nothing here
 * decides a rule.
 */
import {
  ACTION_CARDS, ADVANCES, CATEGORIES, CATEGORY_NAMES, CIVIL, EVENTS, MOOD_NAMES, OBJECTIVES, OBJECTIVE_CARDS, PIECE_NAMES,
  RESOURCE_NAMES, SCORE_CATEGORIES, SCORE_LABELS, TACTICS_DEFS, TERRAIN_NAMES, WONDERS, BARBARIAN
} from '$engine/games/clash';
import type { Battle, TradeItem } from '$engine/games/clash';
import type { ClashView, PromptView } from '$engine/games/clash';
import { stacksOf } from './model';
import type { LogEntry } from '$engine/core/types';
import { addMessages, addTranslations, t, tn, type MessageKey, type Params } from '../../i18n';
import { addLogFormatter, logString, type LogWord, type LogWords } from '../../i18n/log';

type LogParam = LogEntry['params'][string];

/** The table's own strings, in the message catalogue under `clash.` (`ct`). */
export const CLASH_TEXT = {
  'clash.map': 'The map',
  'clash.mapHelp': 'The map: arrow keys pan, + and − zoom, 0 resets. On a space, arrow keys move between spaces and Enter selects it. Highlighted spaces are where your current choice can go.',
  'clash.zoomIn': 'Zoom in',
  'clash.zoomOut': 'Zoom out',
  'clash.zoomReset': 'Whole map',
  'clash.prompt': 'Your decision',
  'clash.waiting': 'Waiting for {name}.',
  'clash.atHex': 'Choices at {hex}',
  'clash.showAll': 'Show every choice',
  'clash.selected': 'Space {hex}',
  'clash.noneHere': 'Nothing to do here now.',
  'clash.players': 'Players',
  'clash.resources': 'Resources',
  'clash.levels': 'Culture {c} · Happiness {h}',
  'clash.tokens': 'Culture tokens {c} · Mood tokens {m}',
  'clash.advances': 'Advances',
  'clash.owned': 'owned',
  'clash.available': 'available',
  'clash.locked': 'locked',
  'clash.government': 'Government: {g}',
  'clash.noGovernment': 'No Government',
  'clash.hand': 'Action cards',
  'clash.handCount': '{n} Action cards',
  'clash.objectives': 'Objectives',
  'clash.objectiveCount': '{n} Objective cards',
  'clash.completed': 'Completed: {list}',
  'clash.vp': 'VP',
  'clash.score': 'Score {total} (pieces {pieces}, advances {advances}, Wonders {wonders}, objectives {objectives}, events {events})',
  'clash.cities': '{n} cities',
  'clash.wonders': 'Wonders',
  'clash.wondersOpen': 'Face up',
  'clash.wondersBuilt': 'Built',
  'clash.wonderDeck': '{n} in the deck',
  'clash.battle': 'Battle at {hex}',
  'clash.battleRound': 'Round {n}: {att} attack, {def} defend',
  'clash.dice': '{side}: dice {dice}, {hits} hits',
  'clash.event': 'Event: {name}',
  'clash.round': 'Round {round} of {rounds}, Turn {turn}',
  'clash.statusPhase': 'Status Phase',
  'clash.gameOver': 'The game is over.',
  'clash.actionsLeft': '{n} actions left',
  'clash.decks': 'Decks: {e} Events, {a} Action cards, {o} Objectives',
  'clash.noCards': 'none',
  'clash.trade': 'Trade: {from} gives {give}; {to} gives {get}',
  'clash.hiddenCard': 'a hidden card',
  'clash.barbarians': 'Barbarians',
  'clash.exhausted': 'exhausted',
  'clash.unexplored': 'unexplored',
  'clash.back': 'Back',
  'clash.sec.main': 'Choices',
  'clash.sec.city': 'Cities',
  'clash.sec.advance': 'Advances',
  'clash.sec.card': 'Action cards',
  'clash.sec.ability': 'Abilities',
  'clash.sec.trade': 'Trade',
  'clash.opt.collect': 'Collect in {hex}',
  'clash.opt.build': 'Build units in {hex}',
  'clash.opt.grow': 'Add a piece in {hex}',
  'clash.opt.wonder': 'Build a Wonder in {hex}',
  'clash.opt.influence': 'Cultural Influence from {hex}',
  'clash.opt.influenceArt': 'Cultural Influence from {hex} (Art & Sculptures)',
  'clash.step.collect': 'What do you collect?',
  'clash.step.build': 'Which units?',
  'clash.step.grow': 'Which piece?',
  'clash.step.wonder': 'Which Wonder?',
  'clash.step.influence': 'Cities in range of {hex}',
  'clash.variants': '{n} ways',
  'clash.inRange': 'in range',
  'clash.moveFromHere': 'Move units from here',
  'clash.tacticsFor': '{who} plays {tactics}: {text}',
  'clash.battleStep.cards': 'Combat cards are being chosen.',
  'clash.needs': 'needs {what}',
  'clash.needs.army': 'Army',
  'clash.needs.fortress': 'Fortress',
  'clash.needs.ship': 'Ship',
  'clash.role.attacker': 'attacker only',
  'clash.role.defender': 'defender only',
  'clash.rules.cards': 'The 42 Action cards',
  'clash.rules.cardsIntro': 'Each card has a civil half (played on your Turn) and a combat half (a tactic played in a battle); each pair below is one card.',
  'clash.rules.card': '{n}. {civil} ({cost}): {civilText} — Combat: {tactics} ({needs}): {tacticsText}',
  'clash.rules.costAction': 'costs an action',
  'clash.rules.costFree': 'free',
  'clash.rules.culture': '{n} Culture token',
  'clash.cost.join': '{a}, {b}',
  'clash.hex.city': 'city of {owner}, size {size}, {mood}',
  'clash.hex.units.0.one': '{n} Settler of {owner}',
  'clash.hex.units.0.other': '{n} Settlers of {owner}',
  'clash.hex.units.1.one': '{n} Army of {owner}',
  'clash.hex.units.1.other': '{n} Armies of {owner}',
  'clash.hex.units.2.one': '{n} Ship of {owner}',
  'clash.hex.units.2.other': '{n} Ships of {owner}',
  'clash.hex.choices.one': '{n} choice',
  'clash.hex.choices.other': '{n} choices',
  'clash.range.one': '{n} Culture token for range',
  'clash.range.other': '{n} Culture tokens for range',
  'clash.boost.one': 'costs {n} Culture token',
  'clash.boost.other': 'costs {n} Culture tokens',
  'clash.letter.terrain.0': '?',
  'clash.letter.terrain.1': 'F',
  'clash.letter.terrain.2': 'M',
  'clash.letter.terrain.3': 'W',
  'clash.letter.terrain.4': 'S',
  'clash.letter.terrain.5': 'B',
  'clash.letter.piece.0': 'T',
  'clash.letter.piece.1': 'F',
  'clash.letter.piece.2': 'A',
  'clash.letter.piece.3': 'P',
  'clash.letter.unit.0': 'S',
  'clash.letter.unit.1': 'A',
  'clash.letter.unit.2': 'Sh',
  'clash.legend': 'F Fertile · M Mountain · W Forest · S Sea · B Barren · city: size, T Temple, F Fortress, A Academy, P Port, ring gold Happy / red Angry · S Settler, A Army, Sh Ship',
  'clash.counter.vp.one': 'VP',
  'clash.counter.vp.other': 'VP',
  'clash.counter.cities.one': 'city',
  'clash.counter.cities.other': 'cities',
  'clash.counter.advances.one': 'advance',
  'clash.counter.advances.other': 'advances',
  'clash.counter.cards.one': 'card',
  'clash.counter.cards.other': 'cards',
  'clash.battleKind.land': 'land',
  'clash.battleKind.naval': 'naval',
  'clash.battleKind.barbarian': 'barbarian',
  'clash.item.action': 'an Action card',
  'clash.item.objective': 'an Objective card',
  'clash.tip.advance': '{name} ({category}): {text}',
  'clash.tip.requires': 'Requires {name}.',
  'clash.tip.opened': 'Opened by {name}.',
  'clash.tip.border.culture': 'Culture border: +1 Culture token.',
  'clash.tip.border.mood': 'Mood border: +1 Mood token.',
  'clash.tip.wonder': '{name}: {text} Cost {cost} and {culture} Culture tokens; needs {engineering} and {req}.',
  'clash.tip.wonderPort': '{name}: {text} Cost {cost} and {culture} Culture tokens; needs {engineering} and {req} and a Port.',
  'clash.tip.card': '{civil} ({cost}): {civilText} — Combat: {tactics}: {tacticsText}',
  'clash.tip.objective': '{name}: {text} ({when})',
  'clash.when.status': 'Status Phase',
  'clash.when.instant': 'at once'
} as const;

addMessages(CLASH_TEXT);

/**
 * Names and effect texts from the engine's data tables, one key each: the English entries are the
 * data itself (generated here), so the tables stay the one English source and the translations
 * (messages.el.ts, messages.da.ts) list every key. Card halves by kind, objectives by key,
 * advances, Wonders and Events by index; the score sheet's categories by key (`clash.score.<category>`).
 */
export const CLASH_DATA_TEXT: Readonly<Record<string, string>> = Object.fromEntries([
  ...CATEGORIES.map((c, i) => [`clash.category.${i}`, CATEGORY_NAMES[c]]),
  ...ADVANCES.flatMap((a, i) => [[`clash.advance.${i}.name`, a.name], [`clash.advance.${i}.text`, a.text]]),
  ...WONDERS.flatMap((w, i) => [[`clash.wonder.${i}.name`, w.name], [`clash.wonder.${i}.text`, w.text]]),
  ...Object.values(CIVIL).flatMap((c) => [[`clash.civil.${c.kind}.name`, c.name], [`clash.civil.${c.kind}.text`, c.text]]),
  ...Object.values(TACTICS_DEFS).flatMap((c) => [[`clash.tactics.${c.kind}.name`, c.name], [`clash.tactics.${c.kind}.text`, c.text]]),
  ...Object.values(OBJECTIVES).flatMap((o) => [[`clash.objective.${o.key}.name`, o.name], [`clash.objective.${o.key}.text`, o.text]]),
  ...EVENTS.flatMap((e, i) => [[`clash.eventCard.${i}.name`, e.name], [`clash.eventCard.${i}.text`, e.text]]),
  ...TERRAIN_NAMES.map((n, i) => [`clash.terrain.${i}`, n]),
  ...MOOD_NAMES.map((n, i) => [`clash.mood.${i}`, n]),
  ...PIECE_NAMES.map((n, i) => [`clash.piece.${i}`, n]),
  ...RESOURCE_NAMES.map((n, i) => [`clash.resource.${i}`, n]),
  // The same names as words of log lines and labels (Greek declines them there: "builds a Temple").
  ...PIECE_NAMES.map((n, i) => [`clash.word.piece.${i}`, n]),
  ...RESOURCE_NAMES.map((n, i) => [`clash.word.resource.${i}`, n]),
  // Amounts of resources 0–4 and of Culture (5) and Mood (6) tokens, as the engine's log writes them.
  ...[...RESOURCE_NAMES, 'Culture token', 'Mood token'].flatMap((n, r) => [[`clash.amount.${r}.one`, `{n} ${n}`], [`clash.amount.${r}.other`, `{n} ${n}`]]),
  ...SCORE_CATEGORIES.map((c, i) => [`clash.score.${c}`, SCORE_LABELS[i]!])
]);

addMessages(CLASH_DATA_TEXT);
addTranslations('clash', { el: () => import('./messages.el'), da: () => import('./messages.da') });

type Unprefixed<K> = K extends `clash.${infer Rest}` ? Rest : never;
export type ClashTextKey = Unprefixed<keyof typeof CLASH_TEXT>;

/** The table string `clash.<key>` with each `{name}` replaced. */
export function ct(key: ClashTextKey, params: Params = {}): string {
  return t(`clash.${key}` as MessageKey, params);
}

/** A data table's string by its key (built at run time from an index or a kind). */
const dt = (key: string, params: Params = {}): string => t(key as MessageKey, params);

export const terrainName = (t: number): string => (t >= 0 && t < TERRAIN_NAMES.length ? dt(`clash.terrain.${t}`) : '?');
export const moodName = (m: number): string => (m >= 0 && m < MOOD_NAMES.length ? dt(`clash.mood.${m}`) : '?');
export const pieceName = (p: number): string => (p >= 0 && p < PIECE_NAMES.length ? dt(`clash.piece.${p}`) : '?');
export const resourceName = (r: number): string => (r >= 0 && r < RESOURCE_NAMES.length ? dt(`clash.resource.${r}`) : '?');
/** The map's letter for a terrain, a city piece, a unit kind (the legend explains them). */
export const terrainLetter = (t: number): string => (t >= 0 && t < TERRAIN_NAMES.length ? dt(`clash.letter.terrain.${t}`) : '?');
export const pieceLetter = (p: number): string => (p >= 0 && p < PIECE_NAMES.length ? dt(`clash.letter.piece.${p}`) : '?');
export const unitLetter = (k: number): string => (k >= 0 && k < 3 ? dt(`clash.letter.unit.${k}`) : '?');

export const advanceName = (a: number): string => (ADVANCES[a] ? dt(`clash.advance.${a}.name`) : '?');
const advanceText = (a: number): string => dt(`clash.advance.${a}.text`);
const advanceByKey = (key: string | null): number => ADVANCES.findIndex((x) => x.key === key);
export function advanceTip(a: number): string {
  const d = ADVANCES[a];
  if (!d) return '';
  const parts = [ct('tip.advance', { name: advanceName(a), category: categoryName(CATEGORIES.indexOf(d.category)), text: advanceText(a) })];
  if (d.requires) parts.push(ct('tip.requires', { name: advanceName(advanceByKey(d.requires)) }));
  if (d.access) parts.push(ct('tip.opened', { name: advanceName(advanceByKey(d.access)) }));
  if (d.border) parts.push(ct(d.border === 'culture' ? 'tip.border.culture' : 'tip.border.mood'));
  return parts.join(' ');
}
export const categoryName = (c: number): string => (CATEGORIES[c] ? dt(`clash.category.${c}`) : '?');

export const wonderName = (w: number): string => (WONDERS[w] ? dt(`clash.wonder.${w}.name`) : '?');
export function wonderTip(w: number): string {
  const d = WONDERS[w];
  if (!d) return '';
  const cost = d.cost.flatMap((n, r) => (n > 0 ? [amountOf(r, n)] : [])).join(', ');
  const req = advanceByKey(d.requires);
  return ct(d.needsPort ? 'tip.wonderPort' : 'tip.wonder', {
    name: wonderName(w), text: dt(`clash.wonder.${w}.text`), cost, culture: d.culture,
    engineering: advanceName(advanceByKey('engineering')), req: req >= 0 ? advanceName(req) : d.requires
  });
}

/** "2 Food", "1 Culture token": resources 0–4, 5 and 6 the Culture and Mood tokens. */
function amountOf(r: number, n: number): string {
  return tn(`clash.amount.${r}`, n);
}

const civilName = (kind: string): string => (kind in CIVIL ? dt(`clash.civil.${kind}.name`) : '?');
const civilText = (kind: string): string => dt(`clash.civil.${kind}.text`);
const tacticsName = (kind: string): string => (kind in TACTICS_DEFS ? dt(`clash.tactics.${kind}.name`) : '?');
const tacticsText = (kind: string): string => dt(`clash.tactics.${kind}.text`);

export function cardName(card: number): string {
  const c = ACTION_CARDS[card];
  return c ? `${civilName(c.civil)} / ${tacticsName(c.tactics)}` : '?';
}
export function cardTip(card: number): string {
  const c = ACTION_CARDS[card];
  if (!c) return '';
  const cost = ct(CIVIL[c.civil].cost === 'action' ? 'rules.costAction' : 'rules.costFree');
  return ct('tip.card', { civil: civilName(c.civil), cost, civilText: civilText(c.civil), tactics: tacticsName(c.tactics), tacticsText: tacticsText(c.tactics) });
}

/** An influence target's note: in range, or the Culture tokens spent on range. */
export function rangeWords(n: number): string {
  return n === 0 ? ct('inRange') : tn('clash.range', n);
}
/** The Culture tokens a pick would spend to make an influence attempt succeed. */
export const boostWords = (n: number): string => tn('clash.boost', n);

/** What a tactic needs (Army / Fortress / Ship) and who may play it, in words. */
export function tacticsNeeds(card: number): string {
  const c = ACTION_CARDS[card];
  if (!c) return '';
  const tac = TACTICS_DEFS[c.tactics];
  const what = (['army', 'fortress', 'ship'] as const).filter((k) => tac[k]).map((k) => ct(`needs.${k}`)).join(' / ');
  const parts = [ct('needs', { what })];
  if (tac.role) parts.push(ct(tac.role === 'attacker' ? 'role.attacker' : 'role.defender'));
  return parts.join(', ');
}
/** A combat choice's note: the tactic's effect and what it needs. */
export function tacticsHint(card: number): string {
  const c = ACTION_CARDS[card];
  return c ? `${tacticsText(c.tactics)} (${tacticsNeeds(card)})` : '';
}
/** A combat card played in a battle (public once played): its tactic's name and effect. */
export function playedTactics(card: number): { name: string; text: string } | null {
  const c = ACTION_CARDS[card];
  return card >= 0 && c ? { name: tacticsName(c.tactics), text: tacticsText(c.tactics) } : null;
}
/** A civil play's note: its cost and effect. */
export function civilHint(card: number): string {
  const c = ACTION_CARDS[card];
  if (!c) return '';
  return `${civilCost(card)}: ${civilText(c.civil)}`;
}
function civilCost(card: number): string {
  const civil = CIVIL[ACTION_CARDS[card]!.civil];
  const base = ct(civil.cost === 'action' ? 'rules.costAction' : 'rules.costFree');
  return civil.culture > 0 ? ct('cost.join', { a: base, b: ct('rules.culture', { n: civil.culture }) }) : base;
}

/** One objective (a half of an Objective card): 0 the top (developmental), 1 the bottom (military). */
export function objectiveHalfName(card: number, half: number): string {
  const key = OBJECTIVE_CARDS[card]?.[half];
  return key ? dt(`clash.objective.${key}.name`) : '?';
}
function objectiveHalfTip(card: number, half: number): string {
  const key = OBJECTIVE_CARDS[card]![half]!;
  return ct('tip.objective', { name: dt(`clash.objective.${key}.name`), text: dt(`clash.objective.${key}.text`), when: ct(OBJECTIVES[key].when === 'status' ? 'when.status' : 'when.instant') });
}
export function objectiveName(card: number): string {
  return OBJECTIVE_CARDS[card] ? `${objectiveHalfName(card, 0)} / ${objectiveHalfName(card, 1)}` : '?';
}
export function objectiveTip(card: number): string {
  return OBJECTIVE_CARDS[card] ? `${objectiveHalfTip(card, 0)} — ${objectiveHalfTip(card, 1)}` : '';
}

export const eventName = (card: number): string => (EVENTS[card] ? dt(`clash.eventCard.${card}.name`) : '?');
export const eventText = (card: number): string => (EVENTS[card] ? dt(`clash.eventCard.${card}.text`) : '');
export const eventTip = (card: number): string => (EVENTS[card] ? `${eventName(card)}: ${eventText(card)}` : '');

/** A seat-bar counter's word after its number ("3 cities"). */
export const counterWord = (what: 'vp' | 'cities' | 'advances' | 'cards', n: number): string => tn(`clash.counter.${what}`, n).trim();

/** A battle's kind in words (land, naval, barbarian). */
export const battleKind = (kind: Battle['kind']): string => ct(`battleKind.${kind}`);
/** A trade item: a resource or token by name, an Action or Objective card (hidden ones as such). */
export function tradeItemText(it: TradeItem | 'card'): string {
  if (it === 'card') return ct('hiddenCard');
  if ('r' in it) return resourceWord(it.r);
  return ct('a' in it ? 'item.action' : 'item.objective');
}

export function ownerName(owner: number, name: (seat: number) => string): string {
  return owner === BARBARIAN ? ct('barbarians') : name(owner);
}

/**
 * A map space in words (its accessible name): name, terrain, exhausted, the city (owner, size,
 * mood, pieces, Wonder), the units per owner, and how many choices of the decision concern it.
 */
export function hexDescription(view: ClashView, hex: number, name: (seat: number) => string, choices = 0): string {
  const h = view.hexes[hex];
  if (!h) return '';
  const parts = [h.name, h.terrain === 0 ? ct('unexplored') : terrainName(h.terrain)];
  if (h.exhausted) parts.push(ct('exhausted'));
  const c = view.cities.find((x) => x.hex === hex);
  if (c) {
    const pieces = c.pieces.flatMap((o, p) => (o >= 0 ? [pieceName(p)] : []));
    if (c.wonder >= 0) pieces.push(wonderName(c.wonder));
    parts.push([ct('hex.city', { owner: ownerName(c.owner, name), size: c.size, mood: moodName(c.mood) }), ...pieces].join(', '));
  }
  for (const [o, k, n] of stacksOf(view, hex)) if (k < 3) parts.push(tn(`clash.hex.units.${k}`, n, { owner: ownerName(o, name) }));
  if (choices > 0) parts.push(tn('clash.hex.choices', choices));
  return parts.join('; ');
}

// ---------------------------------------------------------------- log lines, prompts and button labels
// Issue 11 item 6: every line is a catalogue template filled from the entry's key and params
// (lib/games/clash/describe.ts); seats stay seats (the page names them), never "Player N".

/** Templates of log lines (`clash.action.*`, `{who}` = the actor), button labels (`….label`, imperative, no actor), prompts and their words. */
export const CLASH_LOG_TEXT = {
  'clash.action.end': '{who} ends the Turn',
  'clash.action.advance': '{who} buys {advance}',
  'clash.action.found': '{who} founds a city at {hex}',
  'clash.action.collect': '{who} collects {amount} in {city}',
  'clash.action.build': '{who} builds {units} in {city}',
  'clash.action.build.draft': '{who} builds {units} in {city} (Draft)',
  'clash.action.grow': '{who} adds a {piece} to {city}',
  'clash.action.wonder': '{who} builds the {wonder} in {city}',
  'clash.action.move': '{who} starts a Move action',
  'clash.action.civic': '{who} starts a Civic Improvement',
  'clash.action.civic.vote': '{who} votes for a Civic Improvement',
  'clash.action.influence': '{who} tries to influence {toCity} from {fromCity}',
  'clash.action.influence.art': '{who} tries to influence {toCity} from {fromCity} (Art & Sculptures)',
  'clash.action.ability': '{who} {ability}',
  'clash.action.ability.cartography': '{who} uses Cartography',
  'clash.action.ability.taxes': '{who} collects Taxes',
  'clash.action.ability.civilLiberties': '{who} uses Civil Liberties for 3 Mood tokens',
  'clash.action.ability.gardens': '{who} uses the Hanging Gardens',
  'clash.action.ability.theaterToCulture': '{who} exchanges a Mood token for a Culture token (Theater & Music)',
  'clash.action.ability.theaterToMood': '{who} exchanges a Culture token for a Mood token (Theater & Music)',
  'clash.action.ability.forcedLabor': '{who} uses Forced Labor',
  'clash.action.ability.absolutePower': '{who} uses Absolute Power for an extra action',
  'clash.action.ability.greatScientist': '{who} calls on the Great Scientist',
  'clash.action.ability.bartering': '{who} barters an Action card',
  'clash.action.play': '{who} plays {civil}',
  'clash.action.pay': '{who} pays {amount}',
  'clash.action.pick': '{who} chooses',
  'clash.action.pick.decline': '{who} declines',
  'clash.action.pick.barbarians': '{who} places barbarians at {hex}',
  'clash.action.pick.reinforce': '{who} reinforces {city}',
  'clash.action.pick.attack': '{who} sends the barbarians of {fromCity} against {toCity}',
  'clash.action.pick.exhaust': '{who} exhausts {hex}',
  'clash.action.pick.city': '{who} chooses {city}',
  'clash.action.pick.myths.pay': '{who} pays a Mood token to keep the mood (Myths)',
  'clash.action.pick.myths.drop': '{who} lets the mood drop',
  'clash.action.pick.player': '{who} chooses {target}',
  'clash.action.pick.settler': '{who} takes a Settler in {city}',
  'clash.action.pick.loseUnit': '{who} loses a unit',
  'clash.action.pick.volcano': '{who} loses {city} to the volcano',
  'clash.action.pick.quake': '{who} loses a {piece} in {city}',
  'clash.action.pick.uprising': '{who} pays {mood} Mood and {culture} Culture tokens',
  'clash.action.pick.stability': '{who} takes {mood} Mood and {culture} Culture tokens',
  'clash.action.pick.reformTemple': '{who} takes the Temple of {city}',
  'clash.action.pick.keepRaze.keep': '{who} keeps the barbarian city',
  'clash.action.pick.keepRaze.raze': '{who} razes the barbarian city',
  'clash.action.pick.advance': '{who} takes {advance}',
  'clash.action.pick.techTradeTake': '{who} takes {advance} from {target}',
  'clash.action.pick.govCubes': '{who} places the moved Government cubes',
  'clash.action.pick.reserveWonder': '{who} reserves the {wonder}',
  'clash.action.pick.ciPiece': '{who} takes the {piece}',
  'clash.action.pick.ciBoost.pay': '{who} pays Culture tokens to succeed',
  'clash.action.pick.ciBoost.fail': '{who} accepts the failure',
  'clash.action.pick.token.mood': '{who} takes a Mood token',
  'clash.action.pick.token.culture': '{who} takes a Culture token',
  'clash.action.pick.freeEducation.pay': '{who} pays an Idea for a Mood token (Free Education)',
  'clash.action.pick.freeEducation.decline': '{who} declines Free Education',
  'clash.action.pick.chemistry': '{who} takes back 1 {resource} (Chemistry)',
  'clash.action.pick.raze': '{who} razes {city}',
  'clash.action.pick.objective': '{who} completes an objective',
  'clash.action.pick.army': '{who} gains an Army in {city}',
  'clash.action.pick.retreat': '{who} withdraws to {hex}',
  'clash.action.pick.improve': '{who} improves {city}',
  'clash.action.pick.spySwap': '{who} swaps a card',
  'clash.action.pick.newPlans': '{who} keeps one of the drawn objectives',
  'clash.action.pick.explore': '{who} explores a region',
  'clash.action.pick.event.whole': '{who} resolves the whole Event',
  'clash.action.pick.event.symbol': '{who} resolves only the symbol',
  'clash.action.pick.currency': '{who} takes {gold} Gold from Trade Routes',
  'clash.action.pick.window': '{who} plays New Ideas',
  'clash.action.pick.sanitation.pay': '{who} pays for a Settler (Sanitation)',
  'clash.action.pick.sanitation.decline': '{who} declines a Settler',
  'clash.action.pick.influence': '{who} makes an influence attempt',
  'clash.action.pick.development': '{who} adds a {piece} to {city}',
  'clash.action.pick.other': '{who} chooses {v}',
  'clash.action.from': '{who} moves from {hex}',
  'clash.action.to': '{who} heads for {hex}',
  'clash.action.group': '{who} moves {units} units',
  'clash.action.group.one': '{who} moves {units} unit',
  'clash.action.back': '{who} goes back a step',
  'clash.action.done': '{who} is done',
  'clash.action.orient': '{who} places the explored region',
  'clash.action.raise': '{who} improves the mood of {city}',
  'clash.action.combat.none': '{who} plays no combat card',
  'clash.action.combat': '{who} plays {tactics}',
  'clash.action.siege.none': '{who} does not use Siegecraft',
  'clash.action.siege.die': '{who} uses Siegecraft against the Fortress die',
  'clash.action.siege.hit': '{who} uses Siegecraft against its hit cancel',
  'clash.action.siege.both': '{who} uses Siegecraft against the Fortress die against its hit cancel',
  'clash.action.fight.go': '{who} fights on',
  'clash.action.fight.stop': '{who} stops the attack',
  'clash.action.hit.settler': '{who} loses a Settler',
  'clash.action.hit.army': '{who} loses an Army',
  'clash.action.hit': '{who} loses a {piece}',
  'clash.action.trade': '{who} proposes a trade to {partner}',
  'clash.action.offer.give.resource': '{who} offers 1 {resource}',
  'clash.action.offer.give.action': '{who} offers an Action card',
  'clash.action.offer.give.objective': '{who} offers an Objective card',
  'clash.action.offer.ask.resource': '{who} asks for 1 {resource}',
  'clash.action.offer.ask.action': '{who} asks for an Action card',
  'clash.action.offer.ask.objective': '{who} asks for an Objective card',
  'clash.action.send': '{who} sends the proposal',
  'clash.action.answer.yes': '{who} accepts the trade',
  'clash.action.answer.no': '{who} declines the trade',
  'clash.action.end.label': 'End the Turn',
  'clash.action.advance.label': 'Buy {advance}',
  'clash.action.found.label': 'Found a city at {hex}',
  'clash.action.collect.label': 'Collect {amount} in {city}',
  'clash.action.build.label': 'Build {units} in {city}',
  'clash.action.build.draft.label': 'Build {units} in {city} (Draft)',
  'clash.action.grow.label': 'Add a {piece} to {city}',
  'clash.action.wonder.label': 'Build the {wonder} in {city}',
  'clash.action.move.label': 'Start a Move action',
  'clash.action.civic.label': 'Start a Civic Improvement',
  'clash.action.civic.vote.label': 'Vote for a Civic Improvement',
  'clash.action.influence.label': 'Try to influence {toCity} from {fromCity}',
  'clash.action.influence.art.label': 'Try to influence {toCity} from {fromCity} (Art & Sculptures)',
  'clash.action.ability.label': '{ability}',
  'clash.action.ability.cartography.label': 'Use Cartography',
  'clash.action.ability.taxes.label': 'Collect Taxes',
  'clash.action.ability.civilLiberties.label': 'Use Civil Liberties for 3 Mood tokens',
  'clash.action.ability.gardens.label': 'Use the Hanging Gardens',
  'clash.action.ability.theaterToCulture.label': 'Exchange a Mood token for a Culture token (Theater & Music)',
  'clash.action.ability.theaterToMood.label': 'Exchange a Culture token for a Mood token (Theater & Music)',
  'clash.action.ability.forcedLabor.label': 'Use Forced Labor',
  'clash.action.ability.absolutePower.label': 'Use Absolute Power for an extra action',
  'clash.action.ability.greatScientist.label': 'Call on the Great Scientist',
  'clash.action.ability.bartering.label': 'Barter an Action card',
  'clash.action.play.label': 'Play {civil}',
  'clash.action.pay.label': 'Pay {amount}',
  'clash.action.pick.label': 'Choose',
  'clash.action.pick.decline.label': 'Decline',
  'clash.action.pick.barbarians.label': 'Place barbarians at {hex}',
  'clash.action.pick.reinforce.label': 'Reinforce {city}',
  'clash.action.pick.attack.label': 'Send the barbarians of {fromCity} against {toCity}',
  'clash.action.pick.exhaust.label': 'Exhaust {hex}',
  'clash.action.pick.city.label': 'Choose {city}',
  'clash.action.pick.myths.pay.label': 'Pay a Mood token to keep the mood (Myths)',
  'clash.action.pick.myths.drop.label': 'Let the mood drop',
  'clash.action.pick.player.label': 'Choose {target}',
  'clash.action.pick.settler.label': 'Take a Settler in {city}',
  'clash.action.pick.loseUnit.label': 'Lose a unit',
  'clash.action.pick.volcano.label': 'Lose {city} to the volcano',
  'clash.action.pick.quake.label': 'Lose a {piece} in {city}',
  'clash.action.pick.uprising.label': 'Pay {mood} Mood and {culture} Culture tokens',
  'clash.action.pick.stability.label': 'Take {mood} Mood and {culture} Culture tokens',
  'clash.action.pick.reformTemple.label': 'Take the Temple of {city}',
  'clash.action.pick.keepRaze.keep.label': 'Keep the barbarian city',
  'clash.action.pick.keepRaze.raze.label': 'Raze the barbarian city',
  'clash.action.pick.advance.label': 'Take {advance}',
  'clash.action.pick.techTradeTake.label': 'Take {advance} from {target}',
  'clash.action.pick.govCubes.label': 'Place the moved Government cubes',
  'clash.action.pick.reserveWonder.label': 'Reserve the {wonder}',
  'clash.action.pick.ciPiece.label': 'Take the {piece}',
  'clash.action.pick.ciBoost.pay.label': 'Pay Culture tokens to succeed',
  'clash.action.pick.ciBoost.fail.label': 'Accept the failure',
  'clash.action.pick.token.mood.label': 'Take a Mood token',
  'clash.action.pick.token.culture.label': 'Take a Culture token',
  'clash.action.pick.freeEducation.pay.label': 'Pay an Idea for a Mood token (Free Education)',
  'clash.action.pick.freeEducation.decline.label': 'Decline Free Education',
  'clash.action.pick.chemistry.label': 'Take back 1 {resource} (Chemistry)',
  'clash.action.pick.raze.label': 'Raze {city}',
  'clash.action.pick.objective.label': 'Complete an objective',
  'clash.action.pick.army.label': 'Gain an Army in {city}',
  'clash.action.pick.retreat.label': 'Withdraw to {hex}',
  'clash.action.pick.improve.label': 'Improve {city}',
  'clash.action.pick.spySwap.label': 'Swap a card',
  'clash.action.pick.newPlans.label': 'Keep one of the drawn objectives',
  'clash.action.pick.explore.label': 'Explore a region',
  'clash.action.pick.event.whole.label': 'Resolve the whole Event',
  'clash.action.pick.event.symbol.label': 'Resolve only the symbol',
  'clash.action.pick.currency.label': 'Take {gold} Gold from Trade Routes',
  'clash.action.pick.window.label': 'Play New Ideas',
  'clash.action.pick.sanitation.pay.label': 'Pay for a Settler (Sanitation)',
  'clash.action.pick.sanitation.decline.label': 'Decline a Settler',
  'clash.action.pick.influence.label': 'Make an influence attempt',
  'clash.action.pick.development.label': 'Add a {piece} to {city}',
  'clash.action.pick.other.label': 'Choose {v}',
  'clash.action.from.label': 'Move from {hex}',
  'clash.action.to.label': 'Head for {hex}',
  'clash.action.group.label': 'Move {units} units',
  'clash.action.group.one.label': 'Move {units} unit',
  'clash.action.back.label': 'Go back a step',
  'clash.action.done.label': 'Done',
  'clash.action.orient.label': 'Place the explored region',
  'clash.action.raise.label': 'Improve the mood of {city}',
  'clash.action.combat.none.label': 'Play no combat card',
  'clash.action.combat.label': 'Play {tactics}',
  'clash.action.siege.none.label': 'Do not use Siegecraft',
  'clash.action.siege.die.label': 'Use Siegecraft against the Fortress die',
  'clash.action.siege.hit.label': 'Use Siegecraft against its hit cancel',
  'clash.action.siege.both.label': 'Use Siegecraft against the Fortress die against its hit cancel',
  'clash.action.fight.go.label': 'Fight on',
  'clash.action.fight.stop.label': 'Stop the attack',
  'clash.action.hit.settler.label': 'Lose a Settler',
  'clash.action.hit.army.label': 'Lose an Army',
  'clash.action.hit.label': 'Lose a {piece}',
  'clash.action.trade.label': 'Propose a trade to {partner}',
  'clash.action.offer.give.resource.label': 'Offer 1 {resource}',
  'clash.action.offer.give.action.label': 'Offer an Action card',
  'clash.action.offer.give.objective.label': 'Offer an Objective card',
  'clash.action.offer.ask.resource.label': 'Ask for 1 {resource}',
  'clash.action.offer.ask.action.label': 'Ask for an Action card',
  'clash.action.offer.ask.objective.label': 'Ask for an Objective card',
  'clash.action.send.label': 'Send the proposal',
  'clash.action.answer.yes.label': 'Accept the trade',
  'clash.action.answer.no.label': 'Decline the trade',
  'clash.prompt.turn': '{who}: take an action ({left} left), use an ability, trade, or end the Turn',
  'clash.prompt.pay': '{who}: choose how to pay',
  'clash.prompt.moveFrom': '{who}: choose units to move ({left} groups left), or stop',
  'clash.prompt.moveFrom.one': '{who}: choose units to move ({left} group left), or stop',
  'clash.prompt.moveTo': '{who}: choose where the units at {hex} go',
  'clash.prompt.moveUnits': '{who}: choose which units go to {hex}',
  'clash.prompt.orient': '{who}: choose how to place the explored region',
  'clash.prompt.civic': '{who}: improve the mood of a city, or stop',
  'clash.prompt.combatCard': '{who}: play a combat card, or none',
  'clash.prompt.retreat': '{who}: fight another round, or stop the attack',
  'clash.prompt.siege': '{who}: use Siegecraft against the Fortress?',
  'clash.prompt.hits': '{who}: the barbarians hit your city ({left} to take): choose what is lost',
  'clash.prompt.trade': '{who}: build a trade proposal for {partner}',
  'clash.prompt.answer': '{who}: accept the trade proposed by {fromSeat}?',
  'clash.prompt.pick': '{who}: choose',
  'clash.prompt.pick.barbarianSpawn': '{who}: choose where the barbarians appear',
  'clash.prompt.pick.barbarianExtra': '{who}: choose the barbarian settlement that gets an Army',
  'clash.prompt.pick.barbarianAttacker': '{who}: choose which barbarians attack which city',
  'clash.prompt.pick.exhaust': '{who}: choose the space to exhaust',
  'clash.prompt.pick.barbarianSite': '{who}: choose the Fertile space for the barbarians',
  'clash.prompt.pick.moodLoss': '{who}: choose the city whose mood drops',
  'clash.prompt.pick.angryCity': '{who}: choose the city that becomes Angry',
  'clash.prompt.pick.sharePlayer': '{who}: choose a player',
  'clash.prompt.pick.settlerPlayer': '{who}: choose the player who gains a Settler',
  'clash.prompt.pick.boomCity': '{who}: choose the city for the Settler',
  'clash.prompt.pick.loseUnit': '{who}: choose the unit to lose',
  'clash.prompt.pick.volcano': '{who}: choose the city the volcano destroys',
  'clash.prompt.pick.quakePiece': '{who}: choose the piece the earthquake destroys',
  'clash.prompt.pick.floodCity': '{who}: choose the flooded city',
  'clash.prompt.pick.civilWar': '{who}: choose the city of the civil war',
  'clash.prompt.pick.uprising': '{who}: choose how many tokens to pay',
  'clash.prompt.pick.stability': '{who}: choose how many Mood tokens (the rest Culture)',
  'clash.prompt.pick.reformer': '{who}: choose the reforming player',
  'clash.prompt.pick.reformTemple': '{who}: choose the Temple to take over',
  'clash.prompt.pick.fireCity': '{who}: choose the city where the fire starts',
  'clash.prompt.pick.myths': '{who}: pay a Mood token to keep the mood (Myths)?',
  'clash.prompt.pick.refugeeCity': '{who}: choose the city for the refugees',
  'clash.prompt.pick.keepRaze': '{who}: keep the barbarian city or raze it?',
  'clash.prompt.pick.freeAdvance': '{who}: choose a free advance',
  'clash.prompt.pick.govCubes': '{who}: choose where the moved Government cubes go',
  'clash.prompt.pick.reserveWonder': '{who}: choose the Wonder to reserve',
  'clash.prompt.pick.ciPiece': '{who}: choose the piece to take',
  'clash.prompt.pick.ciBoost': '{who}: pay Culture tokens to make the influence succeed?',
  'clash.prompt.pick.temple': '{who}: Mood or Culture token for the Temple?',
  'clash.prompt.pick.nationalism': '{who}: Mood or Culture token (Nationalism)?',
  'clash.prompt.pick.freeEducation': '{who}: pay an Idea for a Mood token (Free Education)?',
  'clash.prompt.pick.chemistry': '{who}: choose the resource to take back',
  'clash.prompt.pick.firstPlayer': '{who}: choose the First Player',
  'clash.prompt.pick.raze': '{who}: raze a size-1 city?',
  'clash.prompt.pick.objective': '{who}: complete an objective, or stop',
  'clash.prompt.pick.fanaticismCity': '{who}: choose the city for the free Army',
  'clash.prompt.pick.retreatHex': '{who}: choose where to withdraw',
  'clash.prompt.pick.heroStep': '{who}: choose the city to improve',
  'clash.prompt.pick.spyTarget': '{who}: choose the player to spy on',
  'clash.prompt.pick.spySwap': '{who}: swap a card?',
  'clash.prompt.pick.newPlans': '{who}: choose the objective to keep',
  'clash.prompt.pick.techTradeTake': '{who}: choose the advance to take',
  'clash.prompt.pick.techTradeGive': '{who}: choose the advance to take in return',
  'clash.prompt.pick.mercTarget': '{who}: choose the barbarians and the city they attack',
  'clash.prompt.pick.explorerRegion': '{who}: choose the region to explore',
  'clash.prompt.pick.optionalEvent': '{who}: resolve the whole Event?',
  'clash.prompt.pick.currency': '{who}: how much Gold from Trade Routes?',
  'clash.prompt.pick.militiaCity': '{who}: choose the city for the Army',
  'clash.prompt.pick.window': '{who}: play a card for the advance just gained?',
  'clash.prompt.pick.sanitation': '{who}: pay 1 Food for a Settler (Sanitation)?',
  'clash.prompt.pick.pyramid': '{who}: choose a city to influence (Great Pyramid)',
  'clash.prompt.pick.synergyFirst': '{who}: choose an advance',
  'clash.prompt.pick.culturalTakeover': '{who}: choose the barbarian settlement to take over',
  'clash.prompt.pick.development': '{who}: choose the city and piece',
  'clash.prompt.pick.truce': '{who}: choose the player for the truce',
  'clash.prompt.pick.assassinate': '{who}: choose the player who loses an action',
  'clash.prompt.none': '',
  'clash.word.cityAt': 'the city at {hex}',
  'clash.word.aCity': 'a city',
  'clash.word.nothing': 'nothing',
  'clash.word.barbarians': 'the barbarians',
  'clash.word.settlement': 'Settlement',
  'clash.word.cultureToken': 'Culture token',
  'clash.word.moodToken': 'Mood token',
  'clash.unit.0.one': '{n} settler',
  'clash.unit.0.other': '{n} settlers',
  'clash.unit.1.one': '{n} army',
  'clash.unit.1.other': '{n} armies',
  'clash.unit.2.one': '{n} ship',
  'clash.unit.2.other': '{n} ships'
} as const;

addMessages(CLASH_LOG_TEXT);

const say = (key: string, params: Params = {}): string => t(key as MessageKey, params);

/** A city param: the label of its hex, or null for a city gone from the board. */
const cityWord = (hex: LogParam): string => (typeof hex === 'string' ? say('clash.word.cityAt', { hex }) : say('clash.word.aCity'));
const seatWord = (seat: LogParam): LogWord => (seat === BARBARIAN ? say('clash.word.barbarians') : { seat: Number(seat) });
const pieceWord = (p: number): string => (p === 4 ? say('clash.word.settlement') : p >= 0 && p < PIECE_NAMES.length ? say(`clash.word.piece.${p}`) : '?');
/** Resources 0–4 by name, 5 and 6 the Culture and Mood tokens. */
function resourceWord(r: number): string {
  if (r === 5 || r === 6) return say(r === 5 ? 'clash.word.cultureToken' : 'clash.word.moodToken');
  return r >= 0 && r < RESOURCE_NAMES.length ? say(`clash.word.resource.${r}`) : '?';
}
const numbers = (list: LogParam): number[] => String(list).split(',').map(Number);

/** "2 Food, 1 Gold" from "2,0,0,0,1,0,0" (food, ore, wood, ideas, gold, culture, mood). */
function amountWords(list: LogParam): string {
  const parts = numbers(list).flatMap((n, r) => (n > 0 && r < 7 ? [amountOf(r, n)] : []));
  return parts.length > 0 ? parts.join(', ') : say('clash.word.nothing');
}

/** "1 settler, 2 armies" from "1,2,0" (settlers, armies, ships). */
const unitWords = (list: LogParam): string =>
  numbers(list).flatMap((n, k) => (n > 0 && k < 3 ? [tn(`clash.unit.${k}`, n)] : [])).join(', ');

/** The words of an entry's params, by param name (the same names in log lines, labels and prompts). */
function clashWords(entry: LogEntry): LogWords {
  const words: Record<string, LogWord> = {};
  for (const [k, v] of Object.entries(entry.params)) {
    if (v === undefined) continue;
    switch (k) {
      case 'city': case 'fromCity': case 'toCity': words[k] = cityWord(v); break;
      case 'partner': case 'target': case 'fromSeat': words[k] = seatWord(v); break;
      case 'advance': words[k] = advanceName(Number(v)); break;
      case 'wonder': words[k] = wonderName(Number(v)); break;
      case 'piece': words[k] = pieceWord(Number(v)); break;
      case 'resource': words[k] = resourceWord(Number(v)); break;
      case 'amount': words[k] = amountWords(v); break;
      case 'units': words[k] = typeof v === 'string' ? unitWords(v) : Number(v); break;
      case 'civil': words[k] = civilName(String(v)); break;
      case 'tactics': words[k] = tacticsName(String(v)); break;
      default: if (typeof v === 'string' || typeof v === 'number') words[k] = v;
    }
  }
  return words;
}

addLogFormatter('clash', clashWords);

/** An action's button label: its describe() entry through the `….label` template (imperative, no actor). */
export function actionLabel(entry: LogEntry, name: (seat: number) => string): string {
  return logString({ ...entry, key: `${entry.key}.label` }, name);
}

/** The view's prompt as words (`{who}` is the deciding seat). */
export function promptLine(prompt: PromptView, name: (seat: number) => string): string {
  return logString({ key: prompt.key, seat: prompt.seat, params: prompt.params, text: prompt.text }, name);
}

// ---------------------------------------------------------------- rules summary (table kit: RulesSummary.svelte)

import { sectionsFromKeys, type RulesSection } from '../../table/rules-summary';

/** Our own short summary of the Clash of Cultures rules (original edition), for the rules panel. */
export const CLASH_RULES_TEXT = {
  'clash.rules.goal': 'Goal',
  'clash.rules.goal.1': 'Grow a civilization over 6 Rounds (4 in the Four-Round game; the variable end may add a 7th): the most VP wins, halves count.',
  'clash.rules.goal.2': 'VP: 1 per city piece of your colour (Settlements included), ½ per advance, 5 per Wonder, 2 per completed objective, and Event VP.',
  'clash.rules.goal.3': 'Ties: the Great Pyramid wins; then city pieces, advances, Wonders, objectives, Events in that order; then a shared victory.',
  'clash.rules.round': 'A Round',
  'clash.rules.round.1': 'Three Turns for every player in seat order from the First Player (A1, B1, C1, A2 …), then the Status Phase.',
  'clash.rules.round.2': 'A Turn is up to 3 actions: Advance, Found City, Activate City (Build, Collect or Increase City Size), Move (up to 3 units or groups), Civic Improvement, Cultural Influence, and every AAA ability of advances, Wonders and cards.',
  'clash.rules.mood': 'Cities and mood',
  'clash.rules.mood.1': 'Happy cities count as one size larger for Collect and Build; Angry cities count as size 1, activate at most once a Turn and cannot grow.',
  'clash.rules.mood.2': 'Every extra activation of a city in one Turn makes it one step less happy.',
  'clash.rules.moving': 'Moving and fighting',
  'clash.rules.moving.1': 'Armies move only with Tactics; at most 4 Armies share a land space; Ships carry units; Roads and Navigation go further.',
  'clash.rules.moving.2': 'Combat goes in rounds: every 5 of combat value is a hit; Fortresses and tactics from Action cards change the dice.',
  'clash.rules.events': 'Events and barbarians',
  'clash.rules.events.1': 'Reaching Culture or Happiness level 3, 5 and 7 draws an Event; its symbol may bring Gold, exhaust land, or make barbarians appear or attack.',
  'clash.rules.status': 'Status Phase',
  'clash.rules.status.1': '1 objectives (the game may end here), 2 a free advance, 3 draw an Action and an Objective card, 4 raze a size-1 city for 1 Gold, 5 the highest Culture + Happiness chooses the First Player.'
} as const;

addMessages(CLASH_RULES_TEXT);

type RulesKey = keyof typeof CLASH_RULES_TEXT;
const RULES_SECTIONS: readonly { readonly h: RulesKey; readonly p: readonly RulesKey[] }[] = [
  { h: 'clash.rules.goal', p: ['clash.rules.goal.1', 'clash.rules.goal.2', 'clash.rules.goal.3'] },
  { h: 'clash.rules.round', p: ['clash.rules.round.1', 'clash.rules.round.2'] },
  { h: 'clash.rules.mood', p: ['clash.rules.mood.1', 'clash.rules.mood.2'] },
  { h: 'clash.rules.moving', p: ['clash.rules.moving.1', 'clash.rules.moving.2'] },
  { h: 'clash.rules.events', p: ['clash.rules.events.1'] },
  { h: 'clash.rules.status', p: ['clash.rules.status.1'] }
];

/** Our own short summary of the Clash of Cultures rules (original edition) for the rules panel. */
export function rulesSummary(): readonly RulesSection[] {
  return [...sectionsFromKeys(RULES_SECTIONS, (key) => dt(key)), actionCardsSection()];
}

/** The 42 Action cards from the engine's card data: names, cost or requirement, effects. */
export function actionCardsSection(): RulesSection {
  const items = ACTION_CARDS.map((c, i) => {
    return ct('rules.card', { n: i + 1, civil: civilName(c.civil), cost: civilCost(i), civilText: civilText(c.civil), tactics: tacticsName(c.tactics), needs: tacticsNeeds(i), tacticsText: tacticsText(c.tactics) });
  });
  return { heading: ct('rules.cards'), items: [ct('rules.cardsIntro'), ...items] };
}
