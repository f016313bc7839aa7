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

function entry(seat: number, key: string, text: string, params: Params = {}): LogEntry {
  return { key: `clash.action.${key}`, seat, params, text: `${seatName(seat)} ${text}` };
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

function pickText(s: ClashState, f: PickFrame, v: number): string {
  if (v < 0) return 'declines';
  switch (f.q) {
    case 'barbarianSpawn': case 'barbarianSite': return `places barbarians at ${hexName(s, v)}`;
    case 'barbarianExtra': return `reinforces ${cityName(s, v)}`;
    case 'barbarianAttacker': case 'mercTarget': {
      const [b, c] = unpackPair(v);
      return `sends the barbarians of ${cityName(s, b)} against ${cityName(s, c)}`;
    }
    case 'exhaust': return `exhausts ${hexName(s, v)}`;
    case 'moodLoss': case 'angryCity': case 'floodCity': case 'fireCity': case 'civilWar': return `chooses ${cityName(s, v)}`;
    case 'myths': return v === 1 ? 'pays a Mood token to keep the mood (Myths)' : 'lets the mood drop';
    case 'sharePlayer': case 'settlerPlayer': case 'reformer': case 'truce': case 'assassinate': case 'spyTarget': case 'firstPlayer':
      return `chooses ${seatName(v)}`;
    case 'boomCity': case 'refugeeCity': case 'explorerSettler': case 'settlerCity': return `takes a Settler in ${cityName(s, v)}`;
    case 'loseUnit': return 'loses a unit';
    case 'volcano': return `loses ${cityName(s, v)} to the volcano`;
    case 'quakePiece': return `loses a ${pieceName(v % 4)} in ${cityName(s, Math.floor(v / 4))}`;
    case 'uprising': return `pays ${Math.floor(v / 10)} Mood and ${v % 10} Culture tokens`;
    case 'stability': return `takes ${v} Mood and ${f.ctx[0]! - v} Culture tokens`;
    case 'reformTemple': return `takes the Temple of ${cityName(s, v)}`;
    case 'keepRaze': return v === 0 ? 'keeps the barbarian city' : 'razes the barbarian city';
    case 'freeAdvance': case 'techTradeGive': case 'synergyFirst': return `takes ${advanceName(v)}`;
    case 'techTradeTake': return `takes ${advanceName(v % 64)} from ${seatName(Math.floor(v / 64))}`;
    case 'govCubes': return 'places the moved Government cubes';
    case 'reserveWonder': return `reserves the ${wonderName(v)}`;
    case 'ciPiece': return `takes the ${pieceName(v)}`;
    case 'ciBoost': return v === 1 ? 'pays Culture tokens to succeed' : 'accepts the failure';
    case 'temple': case 'nationalism': return v === 0 ? 'takes a Mood token' : 'takes a Culture token';
    case 'freeEducation': return v === 1 ? 'pays an Idea for a Mood token (Free Education)' : 'declines Free Education';
    case 'chemistry': return `takes back 1 ${resourceName(v)} (Chemistry)`;
    case 'raze': return `razes ${cityName(s, v)}`;
    case 'objective': return 'completes an objective';
    case 'fanaticismCity': case 'militiaCity': return `gains an Army in ${cityName(s, v)}`;
    case 'retreatHex': return `withdraws to ${hexName(s, v)}`;
    case 'heroStep': return `improves ${cityName(s, v)}`;
    case 'spySwap': return 'swaps a card';
    case 'newPlans': return 'keeps one of the drawn objectives';
    case 'explorerRegion': return 'explores a region';
    case 'optionalEvent': return v === 1 ? 'resolves the whole Event' : 'resolves only the symbol';
    case 'currency': return `takes ${v} Gold from Trade Routes`;
    case 'window': return 'plays New Ideas';
    case 'sanitation': return v === 1 ? 'pays for a Settler (Sanitation)' : 'declines a Settler';
    case 'pyramid': case 'culturalTakeover': return 'makes an influence attempt';
    case 'development': return `adds a ${pieceName(Math.floor((v % 1000) / 100))} to ${cityName(s, Math.floor(v / 1000))}`;
    default: return `chooses ${v}`;
  }
}

function actionText(s: ClashState, f: Frame | null, a: ClashAction): [string, string, Params] {
  switch (a.type) {
    case 'end': return ['end', 'ends the Turn', {}];
    case 'advance': return ['advance', `buys ${advanceName(a.a)}`, { advance: advanceName(a.a) }];
    case 'found': return ['found', `founds a city at ${hexName(s, a.hex)}`, { hex: hexName(s, a.hex) }];
    case 'collect': return ['collect', `collects ${amountText([a.gain[0]!, a.gain[1]!, a.gain[2]!, 0, a.gain[4]!, 0, a.gain[5]!])} in ${cityName(s, a.city)}`, { city: a.city }];
    case 'build': {
      const what = a.units.map((n, k) => (n > 0 ? `${n} ${UNIT_KINDS[k]}${n > 1 ? 's' : ''}` : '')).filter((x) => x).join(', ');
      return ['build', `builds ${what} in ${cityName(s, a.city)}${a.draft ? ' (Draft)' : ''}`, { city: a.city }];
    }
    case 'grow': return ['grow', `adds a ${pieceName(a.piece)} to ${cityName(s, a.city)}`, { city: a.city, piece: pieceName(a.piece) }];
    case 'wonder': return ['wonder', `builds the ${wonderName(a.w)} in ${cityName(s, a.city)}`, { wonder: wonderName(a.w) }];
    case 'move': return ['move', 'starts a Move action', {}];
    case 'civic': return ['civic', a.voting ? 'votes for a Civic Improvement' : 'starts a Civic Improvement', {}];
    case 'influence': return ['influence', `tries to influence ${cityName(s, a.to)} from ${cityName(s, a.from)}${a.art ? ' (Art & Sculptures)' : ''}`, { from: a.from, to: a.to }];
    case 'ability': return ['ability', ABILITY_TEXT[a.name] ?? a.name, { ability: a.name }];
    case 'play': {
      const def = CIVIL[ACTION_CARDS[a.card]!.civil];
      return ['play', `plays ${def.name}`, { card: def.name }];
    }
    case 'pay': return ['pay', `pays ${amountText(a.v)}`, {}];
    case 'pick': return ['pick', f && f.k === 'pick' ? pickText(s, f, a.v) : 'chooses', { q: f && f.k === 'pick' ? f.q : '' }];
    case 'from': return ['from', `moves from ${hexName(s, a.hex)}`, { hex: hexName(s, a.hex) }];
    case 'to': return ['to', `heads for ${hexName(s, a.hex)}`, { hex: hexName(s, a.hex) }];
    case 'group': return ['group', `moves ${a.units.length} unit${a.units.length > 1 ? 's' : ''}`, { units: a.units.length }];
    case 'back': return ['back', 'goes back a step', {}];
    case 'done': return ['done', 'is done', {}];
    case 'orient': return ['orient', 'places the explored region', {}];
    case 'raise': return ['raise', `improves the mood of ${cityName(s, a.city)}`, { city: a.city }];
    case 'combat':
      return a.card === NONE ? ['combat', 'plays no combat card', {}] : ['combat', `plays ${TACTICS_DEFS[ACTION_CARDS[a.card]!.tactics].name}`, {}];
    case 'siege': return ['siege', a.die || a.hit ? `uses Siegecraft${a.die ? ' against the Fortress die' : ''}${a.hit ? ' against its hit cancel' : ''}` : 'does not use Siegecraft', {}];
    case 'fight': return ['fight', a.go ? 'fights on' : 'stops the attack', {}];
    case 'hit': return ['hit', a.what >= 10 ? `loses ${a.what === 10 ? 'a Settler' : 'an Army'}` : `loses a ${pieceName(a.what)}`, {}];
    case 'trade': return ['trade', `proposes a trade to ${seatName(a.partner)}`, { partner: a.partner }];
    case 'offer': {
      const it = a.item;
      const what = 'r' in it ? `1 ${resourceName(it.r)}` : 'a' in it ? 'an Action card' : 'an Objective card';
      return ['offer', a.side === 'give' ? `offers ${what}` : `asks for ${what}`, {}];
    }
    case 'send': return ['send', 'sends the proposal', {}];
    case 'answer': return ['answer', a.yes ? 'accepts the trade' : 'declines the trade', { yes: a.yes }];
  }
}

export function describe(s: ClashState, seat: number, action: ClashAction): LogEntry {
  const [key, text, params] = actionText(s, top(s), action);
  return entry(seat, key, text, params);
}

/** The question a frame asks, for the table's prompt. */
export function promptText(s: ClashState, f: Frame): { key: string; text: string } {
  const who = f.k === 'auto' || f.k === 'status' ? '' : seatName(f.seat);
  switch (f.k) {
    case 'turn': return { key: 'clash.prompt.turn', text: `${who}: take an action (${s.t.left} left), use an ability, trade, or end the Turn` };
    case 'pay': return { key: 'clash.prompt.pay', text: `${who}: choose how to pay` };
    case 'move':
      if (f.from === NONE) return { key: 'clash.prompt.moveFrom', text: `${who}: choose units to move (${f.left} group${f.left > 1 ? 's' : ''} left), or stop` };
      if (f.to === NONE) return { key: 'clash.prompt.moveTo', text: `${who}: choose where the units at ${hexName(s, f.from)} go` };
      return { key: 'clash.prompt.moveUnits', text: `${who}: choose which units go to ${hexName(s, f.to)}` };
    case 'orient': return { key: 'clash.prompt.orient', text: `${who}: choose how to place the explored region` };
    case 'civic': return { key: 'clash.prompt.civic', text: `${who}: improve the mood of a city, or stop` };
    case 'combatCard': return { key: 'clash.prompt.combatCard', text: `${who}: play a combat card, or none` };
    case 'retreat': return { key: 'clash.prompt.retreat', text: `${who}: fight another round, or stop the attack` };
    case 'siege': return { key: 'clash.prompt.siege', text: `${who}: use Siegecraft against the Fortress?` };
    case 'hits': return { key: 'clash.prompt.hits', text: `${who}: the barbarians hit your city (${f.left} to take): choose what is lost` };
    case 'trade': return { key: 'clash.prompt.trade', text: `${who}: build a trade proposal for ${seatName(f.partner)}` };
    case 'answer': return { key: 'clash.prompt.answer', text: `${who}: accept the trade proposed by ${seatName(f.from)}?` };
    case 'pick': return { key: `clash.prompt.pick.${f.q}`, text: `${who}: ${PICK_PROMPTS[f.q] ?? 'choose'}` };
    case 'auto': case 'status': return { key: 'clash.prompt.none', text: '' };
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

