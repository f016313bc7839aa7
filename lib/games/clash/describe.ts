/**
 * Log lines for actions and texts of prompts: a translation key, its parameters and an English
 * fallback. Log lines are public: they never name a hidden card (a card is named only once it is
 * played face up), a hidden objective, or an unexplored region's contents.
 */
import type { LogEntry } from '../../core/types';
import type { ClashAction, ClashState, Frame, PickFrame } from './types';
import * as typesMod from './types';
import * as tablesActioncardsMod from './tables/actioncards';
import * as tablesEventsMod from './tables/events';
import * as tablesRulesMod from './tables/rules';
import * as stackMod from './stack';
import * as namesMod from './names';
import * as barbariansMod from './barbarians';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { NONE } = typesMod;
const { ACTION_CARDS, CIVIL, TACTICS_DEFS } = tablesActioncardsMod;
const { EVENTS } = tablesEventsMod;
const { UNIT_KINDS } = tablesRulesMod;
const { top } = stackMod;
const { advanceName, amountText, cityName, hexName, pieceName, resourceName, seatName, wonderName } = namesMod;
const { unpackPair } = barbariansMod;

type Params = Record<string, string | number | boolean | null>;

/**
 * A log line: its key under `clash.action.`, its params (raw facts: ids, counts, seats, hex
 * labels, never English words) and its English fallback. The table words it from key and params
 * (src/lib/games/clash/text.ts), so every fact the text states is a param here.
 */
function entry(seat: number, key: string, text: string, params: Params = {}): LogEntry {
  return { key: `clash.action.${key}`, seat, params, text: `${seatName(seat)} ${text}` };
}

/** A city as a param: the label of its hex (the text says "the city at E4"), or null ("a city"). */
function cityRef(s: ClashState, id: number): string | null {
  const c = s.cities.find((x) => x.id === id);
  return c ? hexName(s, c.h) : null;
}

const ABILITY_TEXT: Record<string, string> = {
  cartography: 'uses Cartography',
  taxes: 'collects Taxes',
  civilLiberties: 'uses Civil Liberties for 3 Mood tokens',
  gardens: 'uses the Hanging Gardens',
  theaterToCulture: 'exchanges a Mood token for a Culture token (Theater & Music)',
  theaterToMood: 'exchanges a Culture token for a Mood token (Theater & Music)',
  forcedLabor: 'uses Forced Labor',
  absolutePower: 'uses Absolute Power for an extra action',
  greatScientist: 'calls on the Great Scientist',
  bartering: 'barters an Action card'
};

/** Plurals of UNIT_KINDS ("2 armies", not "2 armys"). */
const UNIT_PLURALS = ['settlers', 'armies', 'ships'] as const;

type Line = [key: string, text: string, params: Params];

/** A pick's line: key `pick.<what>` (questions that read alike share one), text, params. */
function pickLine(s: ClashState, f: PickFrame, v: number): Line {
  const q = f.q;
  const city = (id: number): Params => ({ q, city: cityRef(s, id) });
  if (v < 0) return ['pick.decline', 'declines', { q }];
  switch (q) {
    case 'barbarianSpawn': case 'barbarianSite': return ['pick.barbarians', `places barbarians at ${hexName(s, v)}`, { q, hex: hexName(s, v) }];
    case 'barbarianExtra': return ['pick.reinforce', `reinforces ${cityName(s, v)}`, city(v)];
    case 'barbarianAttacker': case 'mercTarget': {
      const [b, c] = unpackPair(v);
      return ['pick.attack', `sends the barbarians of ${cityName(s, b)} against ${cityName(s, c)}`, { q, fromCity: cityRef(s, b), toCity: cityRef(s, c) }];
    }
    case 'exhaust': return ['pick.exhaust', `exhausts ${hexName(s, v)}`, { q, hex: hexName(s, v) }];
    case 'moodLoss': case 'angryCity': case 'floodCity': case 'fireCity': case 'civilWar': return ['pick.city', `chooses ${cityName(s, v)}`, city(v)];
    case 'myths': return v === 1 ? ['pick.myths.pay', 'pays a Mood token to keep the mood (Myths)', { q }] : ['pick.myths.drop', 'lets the mood drop', { q }];
    case 'sharePlayer': case 'settlerPlayer': case 'reformer': case 'truce': case 'assassinate': case 'spyTarget': case 'firstPlayer':
      return ['pick.player', `chooses ${seatName(v)}`, { q, target: v }];
    case 'boomCity': case 'refugeeCity': case 'explorerSettler': case 'settlerCity': return ['pick.settler', `takes a Settler in ${cityName(s, v)}`, city(v)];
    case 'loseUnit': return ['pick.loseUnit', 'loses a unit', { q }];
    case 'volcano': return ['pick.volcano', `loses ${cityName(s, v)} to the volcano`, city(v)];
    case 'quakePiece': return ['pick.quake', `loses a ${pieceName(v % 4)} in ${cityName(s, Math.floor(v / 4))}`, { ...city(Math.floor(v / 4)), piece: v % 4 }];
    case 'uprising': return ['pick.uprising', `pays ${Math.floor(v / 10)} Mood and ${v % 10} Culture tokens`, { q, mood: Math.floor(v / 10), culture: v % 10 }];
    case 'stability': return ['pick.stability', `takes ${v} Mood and ${f.ctx[0]! - v} Culture tokens`, { q, mood: v, culture: f.ctx[0]! - v }];
    case 'reformTemple': return ['pick.reformTemple', `takes the Temple of ${cityName(s, v)}`, city(v)];
    case 'keepRaze': return v === 0 ? ['pick.keepRaze.keep', 'keeps the barbarian city', { q }] : ['pick.keepRaze.raze', 'razes the barbarian city', { q }];
    case 'freeAdvance': case 'techTradeGive': case 'synergyFirst': return ['pick.advance', `takes ${advanceName(v)}`, { q, advance: v }];
    case 'techTradeTake': return ['pick.techTradeTake', `takes ${advanceName(v % 64)} from ${seatName(Math.floor(v / 64))}`, { q, advance: v % 64, target: Math.floor(v / 64) }];
    case 'govCubes': return ['pick.govCubes', 'places the moved Government cubes', { q }];
    case 'reserveWonder': return ['pick.reserveWonder', `reserves the ${wonderName(v)}`, { q, wonder: v }];
    case 'ciPiece': return ['pick.ciPiece', `takes the ${pieceName(v)}`, { q, piece: v }];
    case 'ciBoost': return v === 1 ? ['pick.ciBoost.pay', 'pays Culture tokens to succeed', { q }] : ['pick.ciBoost.fail', 'accepts the failure', { q }];
    case 'temple': case 'nationalism': return v === 0 ? ['pick.token.mood', 'takes a Mood token', { q }] : ['pick.token.culture', 'takes a Culture token', { q }];
    case 'freeEducation': return v === 1 ? ['pick.freeEducation.pay', 'pays an Idea for a Mood token (Free Education)', { q }] : ['pick.freeEducation.decline', 'declines Free Education', { q }];
    case 'chemistry': return ['pick.chemistry', `takes back 1 ${resourceName(v)} (Chemistry)`, { q, resource: v }];
    case 'raze': return ['pick.raze', `razes ${cityName(s, v)}`, city(v)];
    case 'objective': return ['pick.objective', 'completes an objective', { q }];
    case 'fanaticismCity': case 'militiaCity': return ['pick.army', `gains an Army in ${cityName(s, v)}`, city(v)];
    case 'retreatHex': return ['pick.retreat', `withdraws to ${hexName(s, v)}`, { q, hex: hexName(s, v) }];
    case 'heroStep': return ['pick.improve', `improves ${cityName(s, v)}`, city(v)];
    case 'spySwap': return ['pick.spySwap', 'swaps a card', { q }];
    case 'newPlans': return ['pick.newPlans', 'keeps one of the drawn objectives', { q }];
    case 'explorerRegion': return ['pick.explore', 'explores a region', { q }];
    case 'optionalEvent': return v === 1 ? ['pick.event.whole', 'resolves the whole Event', { q }] : ['pick.event.symbol', 'resolves only the symbol', { q }];
    case 'currency': return ['pick.currency', `takes ${v} Gold from Trade Routes`, { q, gold: v }];
    case 'window': return ['pick.window', 'plays New Ideas', { q }];
    case 'sanitation': return v === 1 ? ['pick.sanitation.pay', 'pays for a Settler (Sanitation)', { q }] : ['pick.sanitation.decline', 'declines a Settler', { q }];
    case 'pyramid': case 'culturalTakeover': return ['pick.influence', 'makes an influence attempt', { q }];
    case 'development':
      return ['pick.development', `adds a ${pieceName(Math.floor((v % 1000) / 100))} to ${cityName(s, Math.floor(v / 1000))}`, { ...city(Math.floor(v / 1000)), piece: Math.floor((v % 1000) / 100) }];
    default: return ['pick.other', `chooses ${v}`, { q, v }];
  }
}

function actionText(s: ClashState, f: Frame | null, a: ClashAction): Line {
  switch (a.type) {
    case 'end': return ['end', 'ends the Turn', {}];
    case 'advance': return ['advance', `buys ${advanceName(a.a)}`, { advance: a.a }];
    case 'found': return ['found', `founds a city at ${hexName(s, a.hex)}`, { hex: hexName(s, a.hex) }];
    case 'collect': {
      const gain = [a.gain[0]!, a.gain[1]!, a.gain[2]!, 0, a.gain[4]!, 0, a.gain[5]!];
      return ['collect', `collects ${amountText(gain)} in ${cityName(s, a.city)}`, { city: cityRef(s, a.city), amount: gain.join(',') }];
    }
    case 'build': {
      const what = a.units.map((n, k) => (n > 0 ? `${n} ${n > 1 ? UNIT_PLURALS[k] : UNIT_KINDS[k]}` : '')).filter((x) => x).join(', ');
      return [a.draft ? 'build.draft' : 'build', `builds ${what} in ${cityName(s, a.city)}${a.draft ? ' (Draft)' : ''}`, { city: cityRef(s, a.city), units: a.units.join(',') }];
    }
    case 'grow': return ['grow', `adds a ${pieceName(a.piece)} to ${cityName(s, a.city)}`, { city: cityRef(s, a.city), piece: a.piece }];
    case 'wonder': return ['wonder', `builds the ${wonderName(a.w)} in ${cityName(s, a.city)}`, { wonder: a.w, city: cityRef(s, a.city) }];
    case 'move': return ['move', 'starts a Move action', {}];
    case 'civic': return a.voting ? ['civic.vote', 'votes for a Civic Improvement', {}] : ['civic', 'starts a Civic Improvement', {}];
    case 'influence':
      return [a.art ? 'influence.art' : 'influence', `tries to influence ${cityName(s, a.to)} from ${cityName(s, a.from)}${a.art ? ' (Art & Sculptures)' : ''}`, { toCity: cityRef(s, a.to), fromCity: cityRef(s, a.from) }];
    case 'ability':
      return a.name in ABILITY_TEXT ? [`ability.${a.name}`, ABILITY_TEXT[a.name]!, {}] : ['ability', a.name, { ability: a.name }];
    case 'play': {
      const def = CIVIL[ACTION_CARDS[a.card]!.civil];
      return ['play', `plays ${def.name}`, { civil: ACTION_CARDS[a.card]!.civil }];
    }
    case 'pay': return ['pay', `pays ${amountText(a.v)}`, { amount: a.v.join(',') }];
    case 'pick': return f && f.k === 'pick' ? pickLine(s, f, a.v) : ['pick', 'chooses', {}];
    case 'from': return ['from', `moves from ${hexName(s, a.hex)}`, { hex: hexName(s, a.hex) }];
    case 'to': return ['to', `heads for ${hexName(s, a.hex)}`, { hex: hexName(s, a.hex) }];
    case 'group': return [a.units.length > 1 ? 'group' : 'group.one', `moves ${a.units.length} unit${a.units.length > 1 ? 's' : ''}`, { units: a.units.length }];
    case 'back': return ['back', 'goes back a step', {}];
    case 'done': return ['done', 'is done', {}];
    case 'orient': return ['orient', 'places the explored region', {}];
    case 'raise': return ['raise', `improves the mood of ${cityName(s, a.city)}`, { city: cityRef(s, a.city) }];
    case 'combat': {
      if (a.card === NONE) return ['combat.none', 'plays no combat card', {}];
      const tactics = ACTION_CARDS[a.card]!.tactics;
      return ['combat', `plays ${TACTICS_DEFS[tactics].name}`, { tactics }];
    }
    case 'siege': {
      const key = a.die && a.hit ? 'siege.both' : a.die ? 'siege.die' : a.hit ? 'siege.hit' : 'siege.none';
      return [key, a.die || a.hit ? `uses Siegecraft${a.die ? ' against the Fortress die' : ''}${a.hit ? ' against its hit cancel' : ''}` : 'does not use Siegecraft', {}];
    }
    case 'fight': return a.go ? ['fight.go', 'fights on', {}] : ['fight.stop', 'stops the attack', {}];
    case 'hit':
      if (a.what >= 10) return a.what === 10 ? ['hit.settler', 'loses a Settler', {}] : ['hit.army', 'loses an Army', {}];
      return ['hit', `loses a ${pieceName(a.what)}`, { piece: a.what }];
    case 'trade': return ['trade', `proposes a trade to ${seatName(a.partner)}`, { partner: a.partner }];
    case 'offer': {
      const it = a.item;
      const side = a.side === 'give' ? 'give' : 'ask';
      const what = 'r' in it ? `1 ${resourceName(it.r)}` : 'a' in it ? 'an Action card' : 'an Objective card';
      const key = 'r' in it ? `offer.${side}.resource` : 'a' in it ? `offer.${side}.action` : `offer.${side}.objective`;
      return [key, a.side === 'give' ? `offers ${what}` : `asks for ${what}`, 'r' in it ? { resource: it.r } : {}];
    }
    case 'send': return ['send', 'sends the proposal', {}];
    case 'answer': return a.yes ? ['answer.yes', 'accepts the trade', {}] : ['answer.no', 'declines the trade', {}];
  }
}

export function describe(s: ClashState, seat: number, action: ClashAction): LogEntry {
  const [key, text, params] = actionText(s, top(s), action);
  return entry(seat, key, text, params);
}

/** A prompt: its key, params (raw facts; `{who}` is the deciding seat) and English fallback. */
export interface PromptText {
  readonly key: string;
  readonly params: Params;
  readonly text: string;
}

/** The question a frame asks, for the table's prompt. */
export function promptText(s: ClashState, f: Frame): PromptText {
  const who = f.k === 'auto' || f.k === 'status' ? '' : seatName(f.seat);
  const p = (key: string, text: string, params: Params = {}): PromptText => ({ key: `clash.prompt.${key}`, params, text: `${who}: ${text}` });
  switch (f.k) {
    case 'turn': return p('turn', `take an action (${s.t.left} left), use an ability, trade, or end the Turn`, { left: s.t.left });
    case 'pay': return p('pay', 'choose how to pay');
    case 'move':
      if (f.from === NONE) return p(f.left > 1 ? 'moveFrom' : 'moveFrom.one', `choose units to move (${f.left} group${f.left > 1 ? 's' : ''} left), or stop`, { left: f.left });
      if (f.to === NONE) return p('moveTo', `choose where the units at ${hexName(s, f.from)} go`, { hex: hexName(s, f.from) });
      return p('moveUnits', `choose which units go to ${hexName(s, f.to)}`, { hex: hexName(s, f.to) });
    case 'orient': return p('orient', 'choose how to place the explored region');
    case 'civic': return p('civic', 'improve the mood of a city, or stop');
    case 'combatCard': return p('combatCard', 'play a combat card, or none');
    case 'retreat': return p('retreat', 'fight another round, or stop the attack');
    case 'siege': return p('siege', 'use Siegecraft against the Fortress?');
    case 'hits': return p('hits', `the barbarians hit your city (${f.left} to take): choose what is lost`, { left: f.left });
    case 'trade': return p('trade', `build a trade proposal for ${seatName(f.partner)}`, { partner: f.partner });
    case 'answer': return p('answer', `accept the trade proposed by ${seatName(f.from)}?`, { fromSeat: f.from });
    case 'pick': return f.q in PICK_PROMPTS ? p(`pick.${f.q}`, PICK_PROMPTS[f.q]!) : p('pick', 'choose', { q: f.q });
    case 'auto': case 'status': return { key: 'clash.prompt.none', params: {}, text: '' };
  }
}

const PICK_PROMPTS: Record<string, string> = {
  barbarianSpawn: 'choose where the barbarians appear', barbarianExtra: 'choose the barbarian settlement that gets an Army',
  barbarianAttacker: 'choose which barbarians attack which city', exhaust: 'choose the space to exhaust',
  barbarianSite: 'choose the Fertile space for the barbarians', moodLoss: 'choose the city whose mood drops',
  angryCity: 'choose the city that becomes Angry', sharePlayer: 'choose a player', settlerPlayer: 'choose the player who gains a Settler',
  boomCity: 'choose the city for the Settler', loseUnit: 'choose the unit to lose', volcano: 'choose the city the volcano destroys',
  quakePiece: 'choose the piece the earthquake destroys', floodCity: 'choose the flooded city', civilWar: 'choose the city of the civil war',
  uprising: 'choose how many tokens to pay', stability: 'choose how many Mood tokens (the rest Culture)', reformer: 'choose the reforming player',
  reformTemple: 'choose the Temple to take over', fireCity: 'choose the city where the fire starts', myths: 'pay a Mood token to keep the mood (Myths)?',
  refugeeCity: 'choose the city for the refugees', keepRaze: 'keep the barbarian city or raze it?', freeAdvance: 'choose a free advance',
  govCubes: 'choose where the moved Government cubes go', reserveWonder: 'choose the Wonder to reserve', ciPiece: 'choose the piece to take',
  ciBoost: 'pay Culture tokens to make the influence succeed?', temple: 'Mood or Culture token for the Temple?', nationalism: 'Mood or Culture token (Nationalism)?',
  freeEducation: 'pay an Idea for a Mood token (Free Education)?', chemistry: 'choose the resource to take back', firstPlayer: 'choose the First Player',
  raze: 'raze a size-1 city?', objective: 'complete an objective, or stop', fanaticismCity: 'choose the city for the free Army',
  retreatHex: 'choose where to withdraw', heroStep: 'choose the city to improve', spyTarget: 'choose the player to spy on', spySwap: 'swap a card?',
  newPlans: 'choose the objective to keep', techTradeTake: 'choose the advance to take', techTradeGive: 'choose the advance to take in return',
  mercTarget: 'choose the barbarians and the city they attack', explorerRegion: 'choose the region to explore', optionalEvent: 'resolve the whole Event?',
  currency: 'how much Gold from Trade Routes?', militiaCity: 'choose the city for the Army', window: 'play a card for the advance just gained?',
  sanitation: 'pay 1 Food for a Settler (Sanitation)?', pyramid: 'choose a city to influence (Great Pyramid)', synergyFirst: 'choose an advance',
  culturalTakeover: 'choose the barbarian settlement to take over', development: 'choose the city and piece', truce: 'choose the player for the truce',
  assassinate: 'choose the player who loses an action'
};

