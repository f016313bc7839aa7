/**
 * Words for the Paris table: its own string table (one place to translate), tile effects put into
 * words from the engine's data tables, and small formatters. Nothing here decides a rule.
 */
import { BONUS_TILES, DISTRICT_DATA, END_TILE_DATA, ITEMS, LANDMARKS, VP_SOURCE_LABELS, VP_TILES, type TileEffect } from '$engine/games/paris';
import { addMessages, addTranslations, t, tn, tryT } from '../../i18n';
import { addLogFormatter, type LogWords } from '../../i18n/log';

export const PARIS_TEXT = {
  'prompt.yours': 'Your decision',
  'prompt.waiting': 'Waiting for {name}',
  'prompt.back': 'Back',
  'section.draw': 'Draw a building tile',
  'section.placeTile': 'Place the building',
  'section.keys': 'Action 1: place a key',
  'section.moves': 'Action 2: move a key',
  'section.end': 'Action 3: take an End Game tile',
  'section.choose': 'Choose',
  'section.free': 'Tiles and trade',
  'stack': 'Stack {n}',
  'stack.label': '{stack}: {back}',
  'stack.back.one': '{n} tile, back: {district}',
  'stack.back.other': '{n} tiles, back: {district}',
  'stack.empty': 'Stack {n} is empty',
  'from.arc': 'From the Arc de Triomphe',
  'from.bank': 'From the {district} bank',
  'from.site': 'From {site}',
  'from.building': '{district} {value}',
  'takeEnd': 'Take an End Game tile',
  'city': 'The city',
  'arc': 'Arc de Triomphe',
  'arc.tip': 'A key on the Arc may move to any building or landmark in any district, or build a new landmark anywhere.',
  'bank': 'Bank: {francs} francs',
  'bank.tip': 'Place a key here to take {francs} francs. A key on this bank may move to any building or landmark of {district}.',
  'space.empty': 'Empty {value} space',
  'space.name': '{district} {type}',
  'space.tip': '{name}, value {value}. Acquire: {francs} francs{need}. {token}{extra}',
  'space.emptyTip': 'Empty space of value {value}: a drawn {district} tile of value {value} goes here.',
  'space.token': 'Token beside it: {token}. ',
  'space.eight': 'A value-8 building gives 2 VP when acquired. ',
  'space.low': 'A value 1–3 building lets you take a bonus tile (value 3: for 2 francs). ',
  'space.keys': 'Keys: {names}.',
  'space.noKeys': 'No key yet.',
  'landmark.slot': '{metal} {vp} VP',
  'landmark.label': '{value} {name}',
  'landmark.tip': '{name}, value {value}, costs {value} francs{need}. Prestige slots: {slots}.',
  'landmarks.supply': 'Landmarks in the supply',
  'landmarks.none': 'All landmarks are built.',
  'district.keys': '{n} of {trigger} keys for a VP tile',
  'district.vp': 'VP tile {id}: {vp}',
  'district.noVp': 'No VP tile yet',
  'district.standing': '{name}: {total} (best {best})',
  'district.award': '{place}. {name} {vp} VP',
  'district.awards': 'If the game ended now',
  'track': 'Bonus track',
  'track.pos': 'Position {pos}',
  'track.tip': 'Tile {number} (zone {zone}, {count} left): {effect}',
  'track.empty': 'Position {pos}: no tile left',
  'track.start': 'Before the track',
  'supply': 'Supply',
  'supply.res': '{n} {res}',
  'endStack': 'End Game tiles left: {n}',
  'vpTiles': 'VP tiles left',
  'stacks': 'Building stacks',
  'removed.one': 'Out of play: {n} tile unseen',
  'removed.other': 'Out of play: {n} tiles unseen',
  'removedSeen': 'Removed in sight: {ids}',
  'round': 'Round {n}',
  'lastRound': 'Last round: {n}',
  'players': 'Players',
  'player.vp': '{n} VP',
  'unit.vp': 'VP',
  'player.keysOn': 'Keys on buildings: {n}',
  'player.keysWaiting': 'Keys on banks / Arc: {n}',
  'player.spare': 'Spare keys in supply: {n}',
  'player.meeple': 'Bonus pawn: {pos}',
  'player.used': 'Used tiles: {list}',
  'player.screen': 'Behind your screen',
  'player.hidden': 'Screen: hidden',
  'player.francs.one': '{n} franc',
  'player.francs.other': '{n} francs',
  'player.keys.one': '{n} key to place',
  'player.keys.other': '{n} keys to place',
  'player.onArc': '({arc})',
  'player.bonus': 'Bonus tiles: {list}',
  'player.endTiles': 'End Game tiles: {list}',
  'none': 'none',
  'item.wood': 'Wood',
  'item.marble': 'Marble',
  'item.gold': 'Gold',
  'item.bronze': 'Bronze prestige',
  'item.silver': 'Silver prestige',
  'item.goldPrestige': 'Gold prestige',
  'type.cafe': 'Café',
  'type.bakery': 'Bakery',
  'type.hotel': 'Hotel',
  'type.theatre': 'Theatre',
  'type.residence': 'Residence',
  'type.restaurant': 'Restaurant',
  'metal.0': 'Bronze',
  'metal.1': 'Silver',
  'metal.2': 'Gold',
  'fx.gain': '{parts} at once.',
  'fx.francs': '{n} francs',
  'fx.vp': '{n} VP',
  'fx.resource': 'Counts as 1 {res} when paying.',
  'fx.resourceAny.one': 'Counts as {n} resource of your choice when paying.',
  'fx.resourceAny.other': 'Counts as {n} resources of your choice when paying.',
  'fx.prestigeAny.one': 'Counts as {n} prestige token of your choice at a landmark.',
  'fx.prestigeAny.other': 'Counts as {n} prestige tokens of your choice at a landmark.',
  'fx.perBuilding': '{vp} VP for each value-{value} building you occupy.',
  'fx.perLandmark': '{vp} VP for each landmark you occupy.',
  'fx.perPlacedKey': '{vp} VP for each of your keys on a building or landmark.',
  'fx.perTopDistrict': '{vp} VP for each district whose highest occupied tile holds your key.',
  'fx.stackOwn': 'One move onto a tile you already occupy; it then counts double.',
  'fx.shareOpponent': 'One move onto a tile an opponent occupies.',
  'fx.extraKey': 'Pay {price} francs for one of your spare keys.',
  'fx.extraKeyVp': 'Take one of your spare keys for {price} francs, or {vp} VP with none left.',
  'fx.bonusTake': 'Take a bonus tile as after a value-1 building; if you cannot, {vp} VP.',
  'fx.takeAny': 'Take any bonus tile from the track; your pawn stays.',
  'fx.stepBack': 'Move your pawn back up to {max} positions and take the tile there.',
  'fx.unusedTiles': 'VP for each other unused bonus tile you hold (2/3/4 players: {vp}).',
  'fx.prestigePairs': 'Return pairs of identical prestige tokens: VP per pair (2/3/4 players: {vp}).',
  'fx.resourcePairs': 'Return pairs of identical resource tokens: VP per pair (2/3/4 players: {vp}).',
  'fx.endMoney': '{vp} VP per franc at the end of the game (never activated).',
  'fx.variety': 'VP for the building types you occupy (landmarks count as one type): 4/5/6/7 types = {vp}.',
  'tile.bonus': '{n} {name}: {effect}',
  'tile.end': '{id} {name}: {effect}',
  'over': 'The game is over: see the final scores.',
  'scoring': 'District scoring',
  'scoring.district': '{district} ({id}: {vp})',
  'rules.goalH': 'Goal',
  'rules.goal': 'Paris, 1889: own the most valuable buildings and landmarks of the six districts. The most VP after the last round wins; ties go to the highest total value of occupied buildings and landmarks.',
  'rules.turnH': 'Your turn',
  'rules.turn1': 'While building tiles remain, first draw one from a stack (its back shows the district) and place it on its space.',
  'rules.turn2': 'Then take exactly one action: place a key from behind your screen on a bank (take its francs) or on the Arc; or move a key; or, once the stacks are empty, take an End Game tile of your choice.',
  'rules.turn3': 'Any time in your turn you may use bonus tiles, buy resources from the supply and sell resources or prestige.',
  'rules.moveH': 'Moving keys',
  'rules.move1': 'From a bank: to a building or landmark of that district. From the Arc: anywhere. From a building or landmark: only to a higher one in the same district, paying the difference.',
  'rules.move2': 'Pay the value in francs and the resources printed on the space. Take the token beside it; a value-8 gives 2 VP; values 1–3 let you take a bonus tile forward on the track (value 3 for 2 francs).',
  'rules.move3': 'A new landmark must be worth more than the last one built in its district; hand in prestige tokens on its slots for VP.',
  'rules.endH': 'The end',
  'rules.end1': 'When a district holds 4 keys on buildings and landmarks, the active player puts a VP tile on it. Taking the last End Game tile ends the game after that round and one more.',
  'rules.end2': 'Each district with a VP tile pays its 1st, 2nd and 3rd by total value of occupied tiles (ties: highest tile). With 2 players the second scores only with at least half the first’s total.'
} as const;

export type ParisKey = keyof typeof PARIS_TEXT;
export type Params = Readonly<Record<string, string | number>>;

/** The Paris string for `key` with each `{name}` replaced by `params.name` (from the shared catalogue, as `paris.<key>`). */
export function pt(key: ParisKey, params: Params = {}): string {
  return tryT(`paris.${key}`, PARIS_TEXT[key], params);
}

/** A count's phrase: `key.one` / `key.other` by the language's plural rule (`{n}` is the count). */
export function ptn(key: string, n: number, params: Params = {}): string {
  return tn(`paris.${key}`, n, params);
}

/** `pt` for keys built at run time, with a fallback. */
export function ptOr(key: string, fallback: string, params: Params = {}): string {
  return key in PARIS_TEXT ? pt(key as ParisKey, params) : fallback;
}

export const itemName = (item: string): string => ptOr(`item.${item}`, item);
export const typeName = (type: string): string => ptOr(`type.${type}`, type);
const named = (key: string, english: string | undefined): string => (english === undefined ? '?' : tryT(key, english));
/** Names from the engine's data tables, through the catalogue (`PARIS_NAMES`). */
export const districtName = (d: number): string => named(`paris.district.${d}`, DISTRICT_DATA[d]?.name);
/** A landmark by its LANDMARKS index (its site minus the building sites). */
export const landmarkName = (l: number): string => named(`paris.landmark.${l}`, LANDMARKS[l]?.name);
export const bonusName = (n: number): string => named(`paris.bonus.${n}`, BONUS_TILES[n - 1]?.name);
export const endName = (id: string): string => named(`paris.end.${id}`, END_TILE_DATA.find((e) => e.id === id)?.name);
const RES = ['wood', 'marble', 'gold'];

/** "1 Marble + 2 Gold" for a (wood, marble, gold) need; "" when nothing. */
export function needText(need: readonly number[]): string {
  const parts: string[] = [];
  need.forEach((n, i) => {
    if (n > 0) parts.push(pt('supply.res', { n, res: itemName(RES[i]!) }));
  });
  return parts.join(' + ');
}

export function effectText(e: TileEffect): string {
  switch (e.kind) {
    case 'gain': {
      const parts = [e.francs > 0 ? pt('fx.francs', { n: e.francs }) : '', e.vp > 0 ? pt('fx.vp', { n: e.vp }) : ''].filter((x) => x !== '');
      return pt('fx.gain', { parts: parts.join(' + ') });
    }
    case 'resource':
      return pt('fx.resource', { res: itemName(RES[e.resource]!) });
    case 'resourceAny':
    case 'prestigeAny':
      return ptn(`fx.${e.kind}`, e.units);
    case 'perBuilding':
      return pt('fx.perBuilding', { vp: e.vpEach, value: e.value });
    case 'perLandmark':
    case 'perPlacedKey':
    case 'perTopDistrict':
      return pt(`fx.${e.kind}`, { vp: e.vpEach });
    case 'stackOwn':
    case 'shareOpponent':
    case 'takeAny':
      return pt(`fx.${e.kind}`);
    case 'extraKey':
      return e.fallbackVp > 0 ? pt('fx.extraKeyVp', { price: e.price, vp: e.fallbackVp }) : pt('fx.extraKey', { price: e.price });
    case 'bonusTake':
      return pt('fx.bonusTake', { vp: e.fallbackVp });
    case 'stepBack':
      return pt('fx.stepBack', { max: e.max });
    case 'unusedTiles':
    case 'prestigePairs':
    case 'resourcePairs':
      return pt(`fx.${e.kind}`, { vp: e.vpByPlayers.join('/') });
    case 'endMoney':
      return pt('fx.endMoney', { vp: e.vpPerFranc });
    case 'variety':
      return pt('fx.variety', { vp: e.vpByTypes.slice(4).join('/') });
  }
}

export const bonusTileText = (n: number): string => {
  const t = BONUS_TILES[n - 1];
  return t ? pt('tile.bonus', { n, name: bonusName(n), effect: effectText(t.effect) }) : String(n);
};

export const endTileText = (id: string): string => {
  const t = END_TILE_DATA.find((x) => x.id === id);
  return t ? pt('tile.end', { id, name: endName(id), effect: effectText(t.effect) }) : id;
};

export function landmarkTip(l: number): string {
  const lm = LANDMARKS[l]!;
  const need = needText([0, lm.marble, lm.gold]);
  const slots = lm.slots.map((s) => pt('landmark.slot', { metal: pt(`metal.${s.metal}` as ParisKey), vp: s.vp })).join(', ');
  return pt('landmark.tip', { name: landmarkName(l), value: lm.value, need: need ? ` + ${need}` : '', slots });
}

// ---- Log lines, prompts and action labels (issue 11 item 6), in the shared message catalogue
// under `paris.`: a template per describe() / prompt key, an imperative label per action key
// (`<key>.label`, without the actor), and the formatter that turns ids into names.

export const PARIS_LOG = {
  'paris.action.draw': '{who} draws the {district} {type} ({value}) from stack {stack}',
  'paris.action.draw.empty': '{who} draws from stack {stack}',
  'paris.action.placeTile': '{who} places the building in {district}',
  'paris.action.placeKey': '{who} places a key on the {district} bank',
  'paris.action.placeKey.arc': '{who} places a key on the Arc de Triomphe',
  'paris.action.move': '{who} moves a key from {from} to {to} for {francs}{via}',
  'paris.action.takeEnd': '{who} takes an End Game tile',
  'paris.action.pass': '{who} has no action and passes',
  'paris.action.pay': '{who} pays {payment}',
  'paris.action.takeBonus': '{who} takes {tile}{price}',
  'paris.action.skipBonus': '{who} takes no bonus tile',
  'paris.action.prestige': '{who} hands in {use}',
  'paris.action.pairs': '{who} returns {n} pair(s): {use}',
  'paris.action.vpTile': '{who} puts VP tile {id} ({vp}) on {district}',
  'paris.action.bonusTile': '{who} uses {tile}',
  'paris.action.endTile': '{who} uses {tile}',
  'paris.action.buy': '{who} buys 1 {item} from the supply',
  'paris.action.sell': '{who} sells 1 {item}',
  'paris.action.sellTile': '{who} sells {tile}',
  'paris.action.endTurn': '{who} ends the turn',
  // A draw's label never names the tile (the stack hides it until drawn).
  'paris.action.draw.label': 'Draw from stack {stack}',
  'paris.action.draw.empty.label': 'Draw from stack {stack}',
  'paris.action.placeTile.label': 'Place the building in {district}',
  'paris.action.placeKey.label': 'Place a key on the {district} bank',
  'paris.action.placeKey.arc.label': 'Place a key on the Arc de Triomphe',
  'paris.action.move.label': 'Move a key from {from} to {to} for {francs}{via}',
  'paris.action.takeEnd.label': 'Take an End Game tile',
  'paris.action.pass.label': 'Pass (no action left)',
  'paris.action.pay.label': 'Pay {payment}',
  'paris.action.takeBonus.label': 'Take {tile}{price}',
  'paris.action.skipBonus.label': 'Take no bonus tile',
  'paris.action.prestige.label': 'Hand in {use}',
  'paris.action.pairs.label': 'Return {n} pair(s): {use}',
  'paris.action.vpTile.label': 'Put VP tile {id} ({vp}) on {district}',
  'paris.action.bonusTile.label': 'Use {tile}',
  'paris.action.endTile.label': 'Use {tile}',
  'paris.action.buy.label': 'Buy 1 {item} from the supply',
  'paris.action.sell.label': 'Sell 1 {item}',
  'paris.action.sellTile.label': 'Sell {tile}',
  'paris.action.endTurn.label': 'End the turn',
  'paris.prompt.draw': '{who}: draw a building tile from a stack',
  'paris.prompt.placeTile': '{who}: place the {type} ({value}) on a free {value} space',
  'paris.prompt.main': '{who}: place a key, move a key (tiles and trade any time)',
  'paris.prompt.main.end': '{who}: place a key, move a key or take an End Game tile (tiles and trade any time)',
  'paris.prompt.pay': '{who}: pay the resources for {site}',
  'paris.prompt.bonus': '{who}: take a bonus tile',
  'paris.prompt.bonus.price': '{who}: take a bonus tile for {price} francs',
  'paris.prompt.bonus.back': '{who}: move your bonus pawn back and take a tile',
  'paris.prompt.bonus.any': '{who}: take any bonus tile',
  'paris.prompt.prestige': '{who}: hand in prestige at the {landmark}',
  'paris.prompt.pairs': '{who}: return pairs of identical resource tokens',
  'paris.prompt.pairs.prestige': '{who}: return pairs of identical prestige tokens',
  'paris.prompt.vpTile': '{who}: choose the VP tile for {district}',
  'paris.prompt.after': '{who}: use tiles or trade, or end your turn',
  'paris.log.arc': 'the Arc de Triomphe',
  'paris.log.bank': 'the {district} bank',
  'paris.log.landmark': 'the {name} ({value})',
  'paris.log.building': 'the {district} {type} ({value})',
  'paris.log.space': 'the {district} {value} space',
  'paris.log.newLandmark': 'a new {name} ({value}) in {district}',
  'paris.log.via': ' using {tile}',
  'paris.log.bonusTile': 'bonus tile {n} ({name})',
  'paris.log.endTile': 'End Game tile {name}',
  'paris.log.price': ' for {price} francs',
  // The engine writes "francs" for every count; other languages have their singular.
  'paris.log.francs.one': '{n} francs',
  'paris.log.francs.other': '{n} francs',
  'paris.log.count': '{n} {item}',
  'paris.log.bought': '{items} bought from the supply',
  'paris.log.sep': ', ',
  'paris.log.nothing': 'nothing',
  'paris.log.theDistrict': 'the district',
  'paris.log.vpSep': '/'
} as const;

/**
 * The names of districts, landmarks, bonus tiles and End Game tiles, and the score sheet's
 * categories (`paris.score.<source>`), from the engine's data tables (the single English source);
 * the translations list each key.
 */
export const PARIS_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(DISTRICT_DATA.map((d, i) => [`paris.district.${i}`, d.name])),
  ...Object.fromEntries(LANDMARKS.map((l, i) => [`paris.landmark.${i}`, l.name])),
  ...Object.fromEntries(BONUS_TILES.map((b) => [`paris.bonus.${b.number}`, b.name])),
  ...Object.fromEntries(END_TILE_DATA.map((e) => [`paris.end.${e.id}`, e.name])),
  ...Object.fromEntries(Object.entries(VP_SOURCE_LABELS).map(([source, label]) => [`paris.score.${source}`, label]))
};

/** Every string Paris adds to the catalogue, under `paris.` (`pt` reads `PARIS_TEXT`'s with the prefix). */
export const PARIS_CATALOGUE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(PARIS_TEXT).map(([k, v]) => [`paris.${k}`, v])),
  ...PARIS_LOG,
  ...PARIS_NAMES
};

addMessages(PARIS_CATALOGUE);
addTranslations('paris', { el: () => import('./messages.el'), da: () => import('./messages.da') });

type LogParams = Readonly<Record<string, string | number | boolean | null>>;

/** A bonus tile (a number) or an End Game tile (its id) by name. */
function tileWord(ref: string | number): string {
  const n = Number(ref);
  if (typeof ref === 'number' || (ref !== '' && !Number.isNaN(n))) return t('paris.log.bonusTile', { n, name: BONUS_TILES[n - 1] ? bonusName(n) : String(n) });
  return t('paris.log.endTile', { name: END_TILE_DATA.some((e) => e.id === ref) ? endName(ref) : ref });
}

const list = (v: unknown): string[] => (typeof v === 'string' && v !== '' ? v.split(',') : []);

/** "2 Wood, 1 Gold" from counts of the items from `base` on (ITEMS order). */
function counted(counts: unknown, base: number): string[] {
  return list(counts).flatMap((c, i) => (Number(c) > 0 ? [t('paris.log.count', { n: Number(c), item: itemName(ITEMS[base + i]!) })] : []));
}

const joinOrNothing = (parts: readonly string[]): string => (parts.length > 0 ? parts.join(t('paris.log.sep')) : t('paris.log.nothing'));

/** A site under prefix `pre` of the params: a landmark, a building, or an empty space. */
function siteWord(p: LogParams, pre: string): string {
  const landmark = p[`${pre}Landmark`];
  const value = Number(p[`${pre}Value`]);
  if (typeof landmark === 'number') return t('paris.log.landmark', { name: landmarkName(landmark), value });
  const district = districtName(Number(p[`${pre}District`]));
  const type = p[`${pre}Type`];
  return typeof type === 'string' ? t('paris.log.building', { district, type: typeName(type), value }) : t('paris.log.space', { district, value });
}

function fromWord(p: LogParams): string {
  if (p.fromAt === 'arc') return t('paris.log.arc');
  if (p.fromAt === 'bank') return t('paris.log.bank', { district: districtName(Number(p.fromDistrict)) });
  return siteWord(p, 'from');
}

addLogFormatter('paris', (e): LogWords => {
  const p = e.params;
  const key = e.key.slice(e.key.indexOf('.', 'paris.'.length) + 1);
  switch (e.key.startsWith('paris.prompt.') ? `prompt.${key}` : key) {
    case 'draw':
      return { stack: Number(p.stack) + 1, district: districtName(Number(p.district)), type: typeName(String(p.type)), value: Number(p.value) };
    case 'draw.empty':
      return { stack: Number(p.stack) + 1 };
    case 'placeTile':
    case 'placeKey':
    case 'prompt.vpTile':
      return { district: districtName(Number(p.district)) };
    case 'move': {
      const to = p.build === true ? t('paris.log.newLandmark', { name: landmarkName(Number(p.toLandmark)), value: Number(p.toValue), district: districtName(Number(p.district)) }) : siteWord(p, 'to');
      const via = p.viaBonus !== null && p.viaBonus !== undefined ? tileWord(Number(p.viaBonus)) : typeof p.viaEnd === 'string' ? tileWord(p.viaEnd) : '';
      return { from: fromWord(p), to, francs: tn('paris.log.francs', Number(p.francs)), via: via ? t('paris.log.via', { tile: via }) : '' };
    }
    case 'pay': {
      const parts = [...counted(p.tokens, 0), ...list(p.tiles).map(tileWord)];
      const bought = counted(p.buy, 0);
      if (bought.length > 0) parts.push(t('paris.log.bought', { items: bought.join(t('paris.log.sep')) }));
      return { payment: joinOrNothing(parts) };
    }
    case 'takeBonus':
      return { tile: tileWord(Number(p.tile)), price: Number(p.price) > 0 ? t('paris.log.price', { price: Number(p.price) }) : '' };
    case 'prestige':
      return { use: joinOrNothing([...counted(p.tokens, 3), ...list(p.tiles).map(tileWord)]) };
    case 'pairs':
      return { n: list(p.pairs).reduce((x, y) => x + Number(y), 0), use: joinOrNothing([...counted(p.tokens, Number(p.base)), ...list(p.tiles).map(tileWord)]) };
    case 'vpTile': {
      const tile = VP_TILES[Number(p.tile)];
      return {
        id: tile?.id ?? '?',
        vp: tile ? tile.vp.join(t('paris.log.vpSep')) : '?',
        district: typeof p.district === 'number' ? districtName(p.district) : t('paris.log.theDistrict')
      };
    }
    case 'bonusTile':
    case 'endTile':
    case 'sellTile':
      return { tile: tileWord(p.tile as string | number) };
    case 'buy':
    case 'sell':
      return { item: itemName(String(p.item)) };
    case 'prompt.placeTile':
      return { type: typeName(String(p.type)), value: Number(p.value) };
    case 'prompt.pay':
      return { site: siteWord(p, 'site') };
    case 'prompt.bonus.price':
      return { price: Number(p.price) };
    case 'prompt.prestige':
      return { landmark: landmarkName(Number(p.landmark)) };
    default:
      return {};
  }
});

// ---------------------------------------------------------------- rules summary (table kit: RulesSummary.svelte)

import { sectionsFromKeys, type RulesSection } from '../../table/rules-summary';

const RULES_SECTIONS: readonly { h: ParisKey; p: readonly ParisKey[] }[] = [
    { h: 'rules.goalH', p: ['rules.goal'] },
    { h: 'rules.turnH', p: ['rules.turn1', 'rules.turn2', 'rules.turn3'] },
    { h: 'rules.moveH', p: ['rules.move1', 'rules.move2', 'rules.move3'] },
    { h: 'rules.endH', p: ['rules.end1', 'rules.end2'] }
  ];

/** Our own short summary of the Paris rules for the rules-reference panel. */
export function rulesSummary(): readonly RulesSection[] {
  return sectionsFromKeys(RULES_SECTIONS, pt);
}
