/**
 * The 32 Objective cards (rules file §4.8; the list is lost, G13). Monumental cards 1–32 use only
 * 2012 components and match every 2012 example (Conqueror; kill armies in one battle; most Ports;
 * complete advance categories; first Wonder). Each card: top objective developmental, bottom
 * military. `status` objectives are checked in Status Phase step 1; `instant` ones complete when
 * their condition happens. Conditions are implemented in objectives.ts by key.
 */
import type { Sourced } from './source';

export const OBJECTIVE_KEYS = [
  // developmental
  'largeCivilization', 'scientificLead', 'coastalCulture', 'advancedCulture', 'religiousFervor', 'cityPlanner',
  'eureka', 'happyPopulation', 'educationLead', 'optimizedStorage', 'wealth', 'oreSupplies', 'woodSupplies',
  'foodSupplies', 'architecture', 'goalFocused', 'colony', 'cultureFocus', 'consulate', 'scienceFocus',
  'tradeFocus', 'metropolis', 'seafarers', 'government', 'expansionist', 'cityFounder', 'tradePower',
  'shippingRoutes', 'diversifiedResearch', 'culturePower', 'magnificentCulture',
  // military
  'draft', 'conqueror', 'warmonger', 'general', 'greatBattle', 'defiance', 'seaBlockade', 'navalAssault',
  'largeFleet', 'largeArmy', 'fortifications', 'standingArmy', 'militarized', 'bold', 'threat',
  'legendaryBattle', 'scavenger', 'aggressor', 'barbarianConquest', 'militaryMight', 'resistance',
  'terrorRegime', 'outpost'
] as const;
export type ObjectiveKey = (typeof OBJECTIVE_KEYS)[number];

export interface ObjectiveDef {
  readonly key: ObjectiveKey;
  readonly name: string;
  readonly when: 'status' | 'instant';
  readonly text: string;
  readonly src: Sourced;
}

const MON = (why = 'Monumental objective'): Sourced => ({ tag: 'from-monumental', why });
const DES = (why: string): Sourced => ({ tag: 'designed', why });

function o(key: ObjectiveKey, name: string, when: 'status' | 'instant', text: string, src: Sourced = MON()): ObjectiveDef {
  return { key, name, when, text, src };
}

export const OBJECTIVES: { readonly [K in ObjectiveKey]: ObjectiveDef } = {
  largeCivilization: o('largeCivilization', 'Large Civilization', 'status', 'Own at least 6 cities.'),
  scientificLead: o('scientificLead', 'Scientific Lead', 'status', 'More cities with an Academy than any other player.'),
  coastalCulture: o('coastalCulture', 'Coastal Culture', 'status', 'More cities with a Port than any other player.', MON('Monumental; the 2012 example "have the most Ports"')),
  advancedCulture: o('advancedCulture', 'Advanced Culture', 'status', 'At least 6 advances and more advances than any other player.'),
  religiousFervor: o('religiousFervor', 'Religious Fervor', 'status', 'More cities with a Temple than any other player.'),
  cityPlanner: o('cityPlanner', 'City Planner', 'status', 'All 4 Construction advances.'),
  eureka: o('eureka', 'Eureka!', 'status', 'Hold at least 5 Ideas; pay 2 Ideas.', MON('Monumental; threshold kept though the 2012 cap is 8')),
  happyPopulation: o('happyPopulation', 'Happy Population', 'status', 'At least 4 Happy cities.'),
  educationLead: o('educationLead', 'Education Lead', 'status', 'All 4 Education advances.'),
  optimizedStorage: o('optimizedStorage', 'Optimized Storage', 'status', 'Hold at least 3 Food, 3 Ore and 3 Wood.'),
  wealth: o('wealth', 'Wealth', 'status', 'Hold at least 5 Gold; pay 2 Gold.'),
  oreSupplies: o('oreSupplies', 'Ore Supplies', 'status', 'Hold at least 5 Ore; pay 2 Ore (no Gold).'),
  woodSupplies: o('woodSupplies', 'Wood Supplies', 'status', 'Hold at least 5 Wood; pay 2 Wood (no Gold).'),
  foodSupplies: o('foodSupplies', 'Food Supplies', 'status', 'Hold at least 5 Food; pay 2 Food (no Gold).'),
  architecture: o('architecture', 'Architecture', 'status', 'Temple, Fortress, Academy and Port of your colour all stand in your cities.'),
  goalFocused: o('goalFocused', 'Goal Focused', 'status', 'More complete advance categories than any other player (at least 1).', MON('Monumental; the 2012 example "complete sets of techs"')),
  colony: o('colony', 'Colony', 'status', 'A city of yours at least 5 spaces from your starting city space.'),
  cultureFocus: o('cultureFocus', 'Culture Focus', 'status', 'All 4 Culture advances.'),
  consulate: o('consulate', 'Consulate', 'status', 'Pieces of your colour in at least 2 cities of other players.'),
  scienceFocus: o('scienceFocus', 'Science Focus', 'status', 'All 4 Science advances.'),
  tradeFocus: o('tradeFocus', 'Trade Focus', 'status', 'All 4 Economy advances.'),
  metropolis: o('metropolis', 'Metropolis', 'status', 'A city of size 5.'),
  seafarers: o('seafarers', 'Seafarers', 'status', 'All 4 Seafaring advances.'),
  government: o('government', 'Government', 'status', 'All 4 advances of one Government.'),
  expansionist: o('expansionist', 'Expansionist', 'status', 'At least 4 of your cities with no city on an adjacent space.'),
  cityFounder: o('cityFounder', 'City Founder', 'instant', 'Found a city at least 5 spaces from your starting city space.'),
  tradePower: o('tradePower', 'Trade Power', 'status', 'Your Settlers and Ships could form at least 3 trade routes (not with Shipping Routes in the same Status Phase).'),
  shippingRoutes: o('shippingRoutes', 'Shipping Routes', 'status', 'Your Ships alone could form at least 2 trade routes (not with Trade Power in the same Status Phase).'),
  diversifiedResearch: o('diversifiedResearch', 'Diversified Research', 'status', 'At least one advance in 9 categories.'),
  culturePower: o('culturePower', 'Culture Power', 'status', "More pieces of your colour in other players' cities than any other player has."),
  magnificentCulture: o('magnificentCulture', 'Magnificent Culture', 'instant', 'Build a Wonder.', MON('Monumental; the 2012 example "be the first to build a Wonder"')),
  draft: o('draft', 'Draft', 'instant', 'Build twice in one Turn using Draft.'),
  conqueror: o('conqueror', 'Conqueror', 'instant', "Capture a player's city defended by at least 1 Army or a Fortress.", MON('Monumental; the 2012 name Conqueror')),
  warmonger: o('warmonger', 'Warmonger', 'instant', 'Fight a second land battle in one Turn, in another space, having won at least one of the two.'),
  general: o('general', 'General', 'instant', 'Kill at least 3 enemy Armies in one land battle.', MON('Monumental; the 2012 example "kill a number of armies in one battle"')),
  greatBattle: o('greatBattle', 'Great Battle', 'instant', 'Take part in a land battle with at least 6 Armies in all.'),
  defiance: o('defiance', 'Defiance', 'instant', 'Win a battle against a player despite having fewer units.'),
  seaBlockade: o('seaBlockade', 'Sea Blockade', 'status', "At least 2 of your Ships on other players' Port spaces."),
  navalAssault: o('navalAssault', 'Naval Assault', 'instant', "Capture a player's city with Armies that disembarked from Ships."),
  largeFleet: o('largeFleet', 'Large Fleet', 'status', 'At least 4 Ships, or at least 2 and more than any other player.'),
  largeArmy: o('largeArmy', 'Large Army', 'status', 'At least 4 more Armies than any other player.'),
  fortifications: o('fortifications', 'Fortifications', 'status', 'More cities with a Fortress than any other player.'),
  standingArmy: o('standingArmy', 'Standing Army', 'status', 'At least 4 of your cities hold an Army (not with Military Might in the same Status Phase).'),
  militarized: o('militarized', 'Militarized', 'status', 'All 4 Warfare advances.'),
  bold: o('bold', 'Bold', 'instant', 'Win a battle with fewer units than the opponent, or against a player with more Warfare advances.', MON('Monumental text (the Monumental code also credits a loss; here a win is needed)')),
  threat: o('threat', 'Threat', 'status', "At least 4 of your Armies next to other players' cities."),
  legendaryBattle: o('legendaryBattle', 'Legendary Battle', 'instant', 'Attack a city holding a Wonder with at least 3 Armies.',
    DES('the Monumental size-5 condition: no city with a Wonder reached size 5 in self-play (engine v4, rules-decisions row 64)')),
  scavenger: o('scavenger', 'Scavenger', 'instant', "Kill a Settler or Ship that was within 2 spaces of a non-Angry city of a third player."),
  aggressor: o('aggressor', 'Aggressor', 'instant', 'Win a land battle as attacker, killing at least 2 Armies.'),
  barbarianConquest: o('barbarianConquest', 'Barbarian Conquest', 'instant', 'Capture a barbarian settlement defended by at least 2 Armies.'),
  militaryMight: o('militaryMight', 'Military Might', 'status', 'At least 8 Armies and Ships in all (not with Standing Army in the same Status Phase).',
    DES('the Monumental 12 units (about 24 resources for 2 VP) were never held in self-play; 8 (engine v4, rules-decisions row 64)')),
  resistance: o('resistance', 'Resistance', 'instant', 'Kill at least 1 barbarian while defending a city against a barbarian attack.', DES('the Monumental text duplicates Barbarian Conquest; a defensive barbarian objective instead')),
  terrorRegime: o('terrorRegime', 'Terror Regime', 'instant', 'After one of your actions, at least 4 of your cities are Angry.'),
  outpost: o('outpost', 'Outpost', 'status', 'Armies on at least 3 spaces neither in nor next to your cities.')
};

/** The 32 cards: [top (developmental), bottom (military)], Monumental cards 1–32. */
export const OBJECTIVE_CARDS: readonly (readonly [ObjectiveKey, ObjectiveKey])[] = [
  ['largeCivilization', 'draft'], ['scientificLead', 'conqueror'], ['coastalCulture', 'warmonger'], ['advancedCulture', 'warmonger'],
  ['religiousFervor', 'general'], ['cityPlanner', 'greatBattle'], ['eureka', 'defiance'], ['happyPopulation', 'conqueror'],
  ['educationLead', 'seaBlockade'], ['optimizedStorage', 'navalAssault'], ['wealth', 'largeFleet'], ['oreSupplies', 'largeArmy'],
  ['woodSupplies', 'fortifications'], ['foodSupplies', 'standingArmy'], ['architecture', 'militarized'], ['goalFocused', 'bold'],
  ['colony', 'threat'], ['cultureFocus', 'legendaryBattle'], ['consulate', 'greatBattle'], ['scienceFocus', 'navalAssault'],
  ['tradeFocus', 'scavenger'], ['metropolis', 'general'], ['seafarers', 'aggressor'], ['government', 'barbarianConquest'],
  ['government', 'aggressor'], ['expansionist', 'militaryMight'], ['cityFounder', 'resistance'], ['tradePower', 'resistance'],
  ['shippingRoutes', 'terrorRegime'], ['diversifiedResearch', 'bold'], ['culturePower', 'barbarianConquest'], ['magnificentCulture', 'outpost']
];

export const OBJECTIVE_CARD_COUNT = 32;
if (OBJECTIVE_CARDS.length !== OBJECTIVE_CARD_COUNT) throw new Error(`the Objective deck must hold ${OBJECTIVE_CARD_COUNT} cards`);

/** Status objectives that exclude each other within one Status Phase. */
export const EXCLUSIVE_PAIRS: readonly (readonly [ObjectiveKey, ObjectiveKey])[] = [
  ['standingArmy', 'militaryMight'],
  ['tradePower', 'shippingRoutes']
];
/** Armies and Ships in all for Military Might (designed: 8; Monumental 12). */
export const MILITARY_MIGHT_UNITS = 8;
/** Spaces between a city and its owner's starting city space for Colony and City Founder. */
export const COLONY_DISTANCE = 5;
