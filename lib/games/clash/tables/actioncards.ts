/**
 * The 42 Action cards (rules file §4.6; the list is lost, G12). The Monumental deck has the same
 * count, 21 titles × 2, each card with a non-combat ("civil") half and a combat ("tactics") half —
 * the same shape as the 2012 cards (top non-combat, bottom combat with Army/Fortress/Ship tags).
 * Civil halves are the Monumental ones adapted to 2012 rules; the 2012 names Mercenaries ("can make
 * barbarians attack") and Inspiration ("played after capturing a city") keep their 2012 timing.
 * Tactics halves keep their Monumental effects, with 2012 tags; those built on Monumental die
 * symbols are redesigned.
 */
import type { Sourced } from './source';

/** How a civil half is played: `action` costs one of the 3 actions, `free` costs none. */
export type PlayCost = 'action' | 'free';

export const CIVIL_KINDS = [
  'quickAdvance', 'foreignIdeas', 'heroGeneral', 'spy', 'ideas', 'greatIdeas', 'mercenaries', 'culturalTakeover',
  'cityDevelopment', 'productionFocus', 'explorer', 'negotiations', 'leadership', 'assassination', 'massProduction',
  'newPlans', 'synergies', 'inspiration', 'militia', 'technologyTrade', 'newIdeas'
] as const;
export type CivilKind = (typeof CIVIL_KINDS)[number];

export interface CivilDef {
  readonly kind: CivilKind;
  readonly name: string;
  readonly cost: PlayCost;
  /** Culture tokens paid to play it. */
  readonly culture: number;
  readonly text: string;
  readonly src: Sourced;
}

export const TACTICS = [
  'peltasts', 'encircled', 'wedgeFormation', 'highMorale', 'heavyResistance', 'highGround', 'surprise', 'siege',
  'forThePeople', 'improvedDefenses', 'tacticalRetreat', 'defensiveFormation', 'scout', 'martyr', 'archers', 'flanking'
] as const;
export type TacticsKind = (typeof TACTICS)[number];

/** What you must have in the battle to play a combat half (§4.6): Army, Fortress, Ship. */
export interface TacticsDef {
  readonly kind: TacticsKind;
  readonly name: string;
  readonly army: boolean;
  readonly fortress: boolean;
  readonly ship: boolean;
  /** Only the attacker / only the defender may play it (null: either). */
  readonly role: 'attacker' | 'defender' | null;
  readonly text: string;
  readonly src: Sourced;
}

const MON = (why: string): Sourced => ({ tag: 'from-monumental', why });
const DES = (why: string): Sourced => ({ tag: 'designed', why });
const P12 = (why: string): Sourced => ({ tag: 'published-2012', why });

export const CIVIL: { readonly [K in CivilKind]: CivilDef } = {
  quickAdvance: { kind: 'quickAdvance', name: 'Quick Advance', cost: 'free', culture: 1, text: 'Pay 1 Culture token: gain one advance for free (Steel Weapons still needs its Ore).', src: MON('Monumental Quick Advance') },
  foreignIdeas: { kind: 'foreignIdeas', name: 'Foreign Ideas', cost: 'free', culture: 0, text: 'Gain for free one advance owned by a player with a unit or city within 2 spaces of one of yours.', src: DES('Monumental Inspiration effect, renamed because 2012 Inspiration is played after a capture') },
  heroGeneral: { kind: 'heroGeneral', name: 'Hero General', cost: 'free', culture: 0, text: 'If you won a land battle this Turn: improve one city one step; you may pay 1 Mood token for one more step.', src: MON('Monumental Hero General') },
  spy: { kind: 'spy', name: 'Spy', cost: 'action', culture: 1, text: "Look at another player's Action and Objective cards; you may swap one of your cards for one of theirs of the same kind.", src: MON('Monumental Spy without wonder cards (2012 Wonders are face up)') },
  ideas: { kind: 'ideas', name: 'Ideas', cost: 'free', culture: 0, text: 'If you own an Academy: +1 Idea per Academy you own.', src: MON('Monumental Ideas') },
  greatIdeas: { kind: 'greatIdeas', name: 'Great Ideas', cost: 'free', culture: 0, text: 'If you captured a city or won a land battle this Turn: +2 Ideas.', src: MON('Monumental Great Ideas') },
  mercenaries: { kind: 'mercenaries', name: 'Mercenaries', cost: 'action', culture: 0, text: "Pay 1 Gold: the barbarians of a settlement make a Barbarian Attack on another player's city within 2 spaces of it.", src: DES('2012 name and "can make barbarians attack"; the attack follows §4.9.2; a price of 1 Gold, like the Monumental 1 resource per stack') },
  culturalTakeover: { kind: 'culturalTakeover', name: 'Cultural Takeover', cost: 'action', culture: 0, text: 'A Cultural Influence attempt that may target a barbarian settlement in range; on success it becomes your Angry city and its barbarians leave.', src: MON('Monumental Cultural Takeover, made one action (2012 influence swaps pieces, so the takeover is the whole effect)') },
  cityDevelopment: { kind: 'cityDevelopment', name: 'City Development', cost: 'action', culture: 1, text: 'Increase City Size without paying its resources (still an activation).', src: MON('Monumental City Development') },
  productionFocus: { kind: 'productionFocus', name: 'Production Focus', cost: 'free', culture: 0, text: 'Your next Collect this Turn may take several resources from one space (the total is unchanged).', src: MON('Monumental Production Focus') },
  explorer: { kind: 'explorer', name: 'Explorer', cost: 'action', culture: 1, text: 'Explore an unexplored region next to a region with your city, and gain a free Settler in one of your cities.', src: MON('Monumental Explorer (both parts)') },
  negotiations: { kind: 'negotiations', name: 'Negotiations', cost: 'free', culture: 1, text: 'Before your first action: choose a player; you may not attack them this Turn and they may not attack you on their next Turn.', src: MON('Monumental Negotiations') },
  leadership: { kind: 'leadership', name: 'Leadership', cost: 'free', culture: 1, text: 'Gain 1 action this Turn.', src: MON('Monumental Leadership') },
  assassination: { kind: 'assassination', name: 'Assassination', cost: 'free', culture: 1, text: 'Another player has 1 action fewer on their next Turn.', src: MON('Monumental Assassination') },
  massProduction: { kind: 'massProduction', name: 'Mass Production', cost: 'free', culture: 0, text: 'Your next Collect this Turn gathers 2 more resources.', src: MON('Monumental Mass Production (2 extra spaces)') },
  newPlans: { kind: 'newPlans', name: 'New Plans', cost: 'action', culture: 1, text: 'Draw 2 Objective cards, keep one and put the other at the bottom of the deck.', src: MON('Monumental New Plans, without the hand swap') },
  synergies: { kind: 'synergies', name: 'Synergies', cost: 'action', culture: 0, text: 'Gain two advances of one category, paying for both.', src: MON('Monumental Synergies') },
  inspiration: { kind: 'inspiration', name: 'Inspiration', cost: 'free', culture: 0, text: 'Right after you capture a city: gain for free one advance its former owner has.', src: P12('2012 name and timing (played after capturing a city); effect from the Monumental Teach Us') },
  militia: { kind: 'militia', name: 'Militia', cost: 'free', culture: 1, text: 'Gain 1 Army in one of your cities.', src: MON('Monumental Militia') },
  technologyTrade: { kind: 'technologyTrade', name: 'Technology Trade', cost: 'free', culture: 0, text: 'Gain an advance of a player within 2 spaces; that player then gains one of yours. Both free.', src: MON('Monumental Technology Trade') },
  newIdeas: { kind: 'newIdeas', name: 'New Ideas', cost: 'free', culture: 0, text: 'When you acquire an advance (also the Status-Phase one): +2 Ideas.', src: DES('2012 has cards "played when you acquire an advance"; the Monumental New Ideas Ideas bonus moved to that trigger') }
};

export const TACTICS_DEFS: { readonly [K in TacticsKind]: TacticsDef } = {
  peltasts: { kind: 'peltasts', name: 'Peltasts', army: true, fortress: false, ship: false, role: null, text: 'Before the roll, roll a die per Army of yours in the battle: any 5–6 cancels 1 hit.', src: MON('Monumental Peltasts') },
  encircled: { kind: 'encircled', name: 'Encircled', army: true, fortress: false, ship: false, role: null, text: 'If you score at least as many hits as you take, roll a die: 5–6 is 1 more hit that cannot be cancelled.', src: MON('Monumental Encircled') },
  wedgeFormation: { kind: 'wedgeFormation', name: 'Wedge Formation', army: true, fortress: false, ship: false, role: 'attacker', text: '+1 combat value per defending Army.', src: MON('Monumental Wedge Formation') },
  highMorale: { kind: 'highMorale', name: 'High Morale', army: true, fortress: false, ship: true, role: null, text: '+2 combat value.', src: MON('Monumental High Morale') },
  heavyResistance: { kind: 'heavyResistance', name: 'Heavy Resistance', army: true, fortress: true, ship: false, role: 'defender', text: 'The attacker has −1 combat value per attacking unit.', src: MON('Monumental Heavy Resistance') },
  highGround: { kind: 'highGround', name: 'High Ground', army: true, fortress: false, ship: false, role: null, text: '+1 die.', src: DES('Monumental High Ground blocks die symbols, which 2012 dice lack: a plain +1 die') },
  surprise: { kind: 'surprise', name: 'Surprise', army: true, fortress: false, ship: true, role: null, text: '+1 combat value; if you score a hit this round, draw an Action card.', src: MON('Monumental Surprise') },
  siege: { kind: 'siege', name: 'Siege', army: true, fortress: false, ship: false, role: 'attacker', text: 'Attacking a city: +1 combat value and its Fortress gives no extra die this round.', src: DES('Monumental Siege (+1) with its die-symbol half replaced by a Fortress half') },
  forThePeople: { kind: 'forThePeople', name: 'For the People', army: false, fortress: true, ship: false, role: 'defender', text: '+1 die.', src: MON('Monumental For the People (defender at a city → Fortress tag)') },
  improvedDefenses: { kind: 'improvedDefenses', name: 'Improved Defenses', army: false, fortress: true, ship: false, role: 'defender', text: 'Cancel 1 hit.', src: MON('Monumental Improved Defenses (defender at a city → Fortress tag)') },
  tacticalRetreat: { kind: 'tacticalRetreat', name: 'Tactical Retreat', army: true, fortress: false, ship: false, role: 'defender', text: 'Before the roll, your units withdraw to an adjacent free land space; the attacker wins.', src: MON('Monumental Tactical Retreat') },
  defensiveFormation: { kind: 'defensiveFormation', name: 'Defensive Formation', army: true, fortress: true, ship: false, role: 'defender', text: '+1 die.', src: MON('Monumental Defensive Formation') },
  scout: { kind: 'scout', name: 'Scout', army: true, fortress: false, ship: true, role: null, text: "Cancel the opponent's combat card this round and take it into your hand.", src: MON('Monumental Scout') },
  martyr: { kind: 'martyr', name: 'Martyr', army: true, fortress: false, ship: true, role: null, text: "Before the roll, lose 1 unit; the opponent loses 1 unit and their combat card is ignored.", src: MON('Monumental Martyr') },
  archers: { kind: 'archers', name: 'Archers', army: true, fortress: true, ship: false, role: null, text: 'Before the roll, roll a die: 5–6 and the opponent loses 1 unit.', src: MON('Monumental Archers') },
  flanking: { kind: 'flanking', name: 'Flanking', army: true, fortress: false, ship: true, role: 'attacker', text: '+1 die.', src: MON('Monumental Flanking') }
};

export interface ActionCardDef {
  readonly civil: CivilKind;
  readonly tactics: TacticsKind;
}

const C = (civil: CivilKind, tactics: TacticsKind): ActionCardDef => ({ civil, tactics });

/** The 42 cards in Monumental id order (ids 1–42 there, 0–41 here). */
export const ACTION_CARDS: readonly ActionCardDef[] = [
  C('quickAdvance', 'peltasts'), C('quickAdvance', 'encircled'),
  C('foreignIdeas', 'encircled'), C('foreignIdeas', 'peltasts'),
  C('heroGeneral', 'wedgeFormation'), C('heroGeneral', 'highMorale'),
  C('spy', 'heavyResistance'), C('spy', 'highMorale'),
  C('ideas', 'highGround'), C('ideas', 'surprise'),
  C('greatIdeas', 'siege'), C('greatIdeas', 'highGround'),
  C('mercenaries', 'forThePeople'), C('mercenaries', 'heavyResistance'),
  C('culturalTakeover', 'heavyResistance'), C('culturalTakeover', 'improvedDefenses'),
  C('cityDevelopment', 'tacticalRetreat'), C('cityDevelopment', 'peltasts'),
  C('productionFocus', 'tacticalRetreat'), C('productionFocus', 'peltasts'),
  C('explorer', 'encircled'), C('explorer', 'defensiveFormation'),
  C('negotiations', 'scout'), C('negotiations', 'martyr'),
  C('leadership', 'highGround'), C('leadership', 'archers'),
  C('assassination', 'highGround'), C('assassination', 'archers'),
  C('massProduction', 'defensiveFormation'), C('massProduction', 'encircled'),
  C('newPlans', 'flanking'), C('newPlans', 'highMorale'),
  C('synergies', 'defensiveFormation'), C('synergies', 'archers'),
  C('inspiration', 'defensiveFormation'), C('inspiration', 'archers'),
  C('militia', 'wedgeFormation'), C('militia', 'highMorale'),
  C('technologyTrade', 'surprise'), C('technologyTrade', 'highGround'),
  C('newIdeas', 'highMorale'), C('newIdeas', 'flanking')
];

export const ACTION_CARD_COUNT = 42;
if (ACTION_CARDS.length !== ACTION_CARD_COUNT) throw new Error(`the Action deck must hold ${ACTION_CARD_COUNT} cards`);
