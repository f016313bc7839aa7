/**
 * The 48 advances: 12 categories × 4, in board order (position 1 = the category's first advance).
 * Rules file §2.9. Borders (blue = culture, yellow = mood), the order inside categories, three of
 * the five red prerequisites, the government access advances and eight effects were lost in 2012;
 * each such value is tagged. Effects are implemented in the rules modules by advance key.
 */
import type { Sourced } from './source';

export const CATEGORIES = [
  'agriculture', 'construction', 'seafaring', 'education', 'warfare', 'spirituality',
  'economy', 'culture', 'science', 'democracy', 'autocracy', 'theocracy'
] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_NAMES: { readonly [C in Category]: string } = {
  agriculture: 'Agriculture', construction: 'Construction', seafaring: 'Seafaring', education: 'Education',
  warfare: 'Warfare', spirituality: 'Spirituality', economy: 'Economy', culture: 'Culture', science: 'Science',
  democracy: 'Democracy', autocracy: 'Autocracy', theocracy: 'Theocracy'
};
/** Category indexes of the three governments (grey categories). */
export const GOVERNMENTS: readonly number[] = [9, 10, 11];

export type Border = 'culture' | 'mood' | null;

export interface AdvanceDef {
  readonly key: string;
  readonly name: string;
  readonly category: Category;
  /** 1 = the category's first (top) advance. */
  readonly pos: number;
  readonly border: Border;
  /** Red prerequisite (same category), by key. */
  readonly requires: string | null;
  /** For a government's first advance: the advance that gives access (the arrow). */
  readonly access: string | null;
  readonly text: string;
  /** Where the lost parts (border, position, prerequisite, access, effect) come from. */
  readonly src: Sourced;
}

const P12 = (why: string): Sourced => ({ tag: 'published-2012', why });
const MON = (why: string): Sourced => ({ tag: 'from-monumental', why });
const DES = (why: string): Sourced => ({ tag: 'designed', why });
const BORDER = 'border colour from the Monumental bonus token (G5)';

function adv(
  key: string, name: string, category: Category, pos: number, border: Border, text: string, src: Sourced,
  extra: { requires?: string; access?: string } = {}
): AdvanceDef {
  return { key, name, category, pos, border, requires: extra.requires ?? null, access: extra.access ?? null, text, src };
}

export const ADVANCES: readonly AdvanceDef[] = [
  // Agriculture
  adv('farming', 'Farming', 'agriculture', 1, null, 'Collect Food from Fertile and Wood from Forest spaces. Every player starts with it.', P12('source and the English board text')),
  adv('storage', 'Storage', 'agriculture', 2, 'mood', 'You may hold more than 2 Food (up to 8).', MON(`effect 2012; ${BORDER}`)),
  adv('irrigation', 'Irrigation', 'agriculture', 3, 'mood', 'Collect Food from Barren spaces. Ignore Famine events.', MON(`effect 2012; ${BORDER}`)),
  adv('husbandry', 'Husbandry', 'agriculture', 4, 'mood', 'Once per Turn, pay 1 Food (0 with Roads) before a Collect: it may use land spaces up to 2 away.', MON(`effect 2012; ${BORDER}`)),
  // Construction
  adv('mining', 'Mining', 'construction', 1, null, 'Collect Ore from Mountain spaces. Every player starts with it.', P12('source and the English board text')),
  adv('engineering', 'Engineering', 'construction', 2, null, 'On acquiring: reveal the top Wonder. AAA: build a face-up Wonder in a non-Angry city.', P12('effect 2012; no border in Monumental either')),
  adv('sanitation', 'Sanitation', 'construction', 3, 'mood', 'When you Increase City Size you may pay 1 Food for a Settler there. Ignore Plague and Epidemic.', MON(`effect 2012; ${BORDER}`)),
  adv('roads', 'Roads', 'construction', 4, 'culture', 'Moving from or to your city: 1 Food to move 2 spaces, 1 Ore to ignore terrain.', MON(`effect and prerequisite 2012; ${BORDER}`), { requires: 'engineering' }),
  // Seafaring
  adv('fishing', 'Fishing', 'seafaring', 1, 'mood', 'Collect Food from one adjacent Sea space; unlocks the Port (Gold or Mood from the sea).', MON(`effect 2012; ${BORDER}`)),
  adv('navigation', 'Navigation', 'seafaring', 2, 'culture', 'Ships may sail around the edge of the board to the next sea.', MON(`effect and prerequisite 2012 (review); ${BORDER}`), { requires: 'cartography' }),
  adv('warships', 'Warships', 'seafaring', 3, null, 'Cancel 1 hit in the first round of naval battles and of land battles you start by disembarking.', P12('effect 2012; no border in Monumental either')),
  adv('cartography', 'Cartography', 'seafaring', 4, 'culture', 'AAA, once per Turn: 1 Culture token and 1 Idea per region holding one of your Ships.', MON(`effect 2012; ${BORDER}`)),
  // Education
  adv('writing', 'Writing', 'education', 1, 'culture', 'Draw 1 Action + 1 Objective card with your first Government advance (at once if you have one). Unlocks the Academy.', MON(`effect 2012; ${BORDER}`)),
  adv('publicEducation', 'Public Education', 'education', 2, 'mood', 'Once per Turn, when a city with an Academy Collects: +1 Idea.', MON('2012 effect lost (G8); Monumental effect and border')),
  adv('freeEducation', 'Free Education', 'education', 3, 'mood', 'After buying an advance paid with Gold or Ideas, you may pay 1 more Idea for 1 Mood token.', DES('2012 effect lost (G8): Monumental effect and border; prerequisite Public Education designed (source: five red prerequisites)'), { requires: 'publicEducation' }),
  adv('philosophy', 'Philosophy', 'education', 4, 'mood', '+1 Idea on acquiring it and for each later Science advance. Access to Democracy.', MON(`effect 2012; access to Democracy (G7) and ${BORDER}`)),
  // Warfare
  adv('tactics', 'Tactics', 'warfare', 1, 'culture', 'Armies may move; Action cards may be played for combat. Unlocks the Fortress.', MON(`effect 2012; ${BORDER}`)),
  adv('siegecraft', 'Siegecraft', 'warfare', 2, null, 'Attacking a Fortress: 2 Wood cancels its die, 2 Ore its hit cancel.', P12('effect 2012; no border in Monumental either')),
  adv('steelWeapons', 'Steel Weapons', 'warfare', 3, null, '+1 hit in the first round of land combat against enemies without it. Costs 2 more Ore.', P12('effect 2012; no border in Monumental either')),
  adv('draft', 'Draft', 'warfare', 4, 'culture', 'In each Build, one Army may be paid with 1 Mood token (2 with Civil Liberties). Access to Autocracy.', MON(`effect and access 2012; ${BORDER}`)),
  // Spirituality
  adv('myths', 'Myths', 'spirituality', 1, 'mood', 'Pay 1 Mood token per city to stop an Event lowering its mood. Unlocks the Temple.', MON(`effect 2012; ${BORDER}`)),
  adv('rituals', 'Rituals', 'spirituality', 2, 'culture', 'Civic Improvement may be paid with resources (not Ideas) instead of Mood tokens.', MON(`effect 2012; ${BORDER}`)),
  adv('priesthood', 'Priesthood', 'spirituality', 3, null, 'Once per Turn, one Science advance costs you nothing.', MON('2012 effect lost (G9); Monumental effect')),
  adv('stateReligion', 'State Religion', 'spirituality', 4, 'mood', 'Once per Turn, a Temple costs no Food. Access to Theocracy.', MON(`effect 2012; access to Theocracy (G7) and ${BORDER}`)),
  // Economy
  adv('bartering', 'Bartering', 'economy', 1, 'mood', 'Once per Turn, free: discard an Action card for 1 Gold or 1 Culture token.', MON('2012 effect and first slot lost (G8, G10); Monumental effect without the Market, and border')),
  adv('tradeRoutes', 'Trade Routes', 'economy', 2, null, 'Start of your Turn: 1 Food per Settler/Ship within 2 of a distinct non-Angry foreign city (max 4).', P12('effect 2012; no border in Monumental either')),
  adv('taxes', 'Taxes', 'economy', 3, null, 'AAA, once per Turn: pay 1 Mood token, gain 1 Gold per city.', P12('effect 2012; no border in Monumental either')),
  adv('currency', 'Currency', 'economy', 4, 'culture', 'Trade Routes income may be taken as Gold instead of Food.', DES('2012 effect lost (G8): Monumental effect (Trade Routes part) and border; prerequisite Taxes designed (source: five red prerequisites)'), { requires: 'taxes' }),
  // Culture
  adv('artSculptures', 'Art & Sculptures', 'culture', 1, 'culture', 'Once per Turn, pay 1 Culture token for a Cultural Influence with no action.', MON(`effect 2012; first slot (G10) and ${BORDER}`)),
  adv('circusSports', 'Circus & Sports', 'culture', 2, 'mood', 'For Civic Improvement your cities count as 1 size smaller (minimum 1).', MON(`effect 2012; ${BORDER}`)),
  adv('monuments', 'Monuments', 'culture', 3, 'culture', 'On acquiring: reveal the top Wonder and reserve a face-up Wonder, buildable by you only and without an action.', MON(`effect 2012; ${BORDER}`)),
  adv('theaterMusic', 'Theater & Music', 'culture', 4, 'mood', 'Once per Turn (not in the Status Phase): exchange 1 Mood token for 1 Culture token or back.', MON(`effect 2012; ${BORDER}`)),
  // Science
  adv('math', 'Math', 'science', 1, 'culture', 'Engineering and Roads cost you nothing.', MON('2012 effect and first slot lost (G8, G10); Monumental effect without the Observatory, and border')),
  adv('astronomy', 'Astronomy', 'science', 2, 'culture', 'Navigation and Cartography cost you nothing.', MON('2012 effect lost (G8); Monumental effect and border')),
  adv('chemistry', 'Chemistry', 'science', 3, 'culture', 'After each Build, take back 1 natural resource you paid for it.', DES("2012 effect lost and Monumental has Medicine here: Medicine's effect moved to this slot, with its border")),
  adv('metallurgy', 'Metallurgy', 'science', 4, 'culture', 'Steel Weapons costs you nothing; if you own it when you gain Metallurgy, +2 Ore.', DES(`effect 2012; ${BORDER}; prerequisite Chemistry designed (source: five red prerequisites)`), { requires: 'chemistry' }),
  // Democracy
  adv('voting', 'Voting', 'democracy', 1, null, 'Pay 1 Mood token for a Civic Improvement with no action.', MON('effect 2012; access Philosophy (G7)'), { access: 'philosophy' }),
  adv('separationOfPower', 'Separation of Power', 'democracy', 2, null, 'Opponents may not boost Cultural Influence against your Happy cities.', P12('effect 2012')),
  adv('civilLiberties', 'Civil Liberties', 'democracy', 3, null, 'AAA: gain 3 Mood tokens. Your Draft armies cost 2 Mood tokens.', P12('effect 2012')),
  adv('economicLiberty', 'Economic Liberty', 'democracy', 4, null, 'The first Collect each Turn costs no action; each further Collect costs 2 Mood tokens.', P12('effect 2012')),
  // Autocracy
  adv('nationalism', 'Nationalism', 'autocracy', 1, null, 'Whenever you Build at least one Army or Ship: +1 Mood or Culture token.', MON('2012 effect lost (G9); Monumental effect; access Draft is 2012'), { access: 'draft' }),
  adv('totalitarianism', 'Totalitarianism', 'autocracy', 2, null, 'Opponents may not boost Cultural Influence against your cities holding an Army.', P12('effect 2012')),
  adv('absolutePower', 'Absolute Power', 'autocracy', 3, null, 'Once per Turn, free: pay 2 Mood tokens for 1 extra action.', MON('2012 effect lost (G8); Monumental effect')),
  adv('forcedLabor', 'Forced Labor', 'autocracy', 4, null, 'Pay 1 Mood token: this Turn your Angry cities act as Neutral (still one activation each).', P12('effect 2012')),
  // Theocracy
  adv('dogma', 'Dogma', 'theocracy', 1, null, 'Each new Temple gives a free Theocracy advance. You may hold at most 2 Ideas.', MON('effect 2012; first slot (G10) and access State Religion (G7)'), { access: 'stateReligion' }),
  adv('devotion', 'Devotion', 'theocracy', 2, null, 'Opponents may not boost Cultural Influence against your cities with a Temple.', P12('effect 2012')),
  adv('conversion', 'Conversion', 'theocracy', 3, null, 'Your Cultural Influence succeeds on 4+; each success gives 1 Culture token.', P12('effect 2012')),
  adv('fanaticism', 'Fanaticism', 'theocracy', 4, null, '+2 CV on the first roll of a battle in a city with a Temple; lose a battle: 1 free Army.', P12('effect 2012'))
];

export const ADVANCE_COUNT = ADVANCES.length;
const INDEX: Record<string, number> = {};
ADVANCES.forEach((a, i) => (INDEX[a.key] = i));

/** Advance index by key; throws on a typo (tables are checked at load). */
export function advanceId(key: string): number {
  const i = INDEX[key];
  if (i === undefined) throw new Error(`unknown advance ${key}`);
  return i;
}

/** Index of the category of advance `id`. */
export const CATEGORY_OF: readonly number[] = ADVANCES.map((a) => CATEGORIES.indexOf(a.category));
/** Prerequisite advance id or -1, per advance. */
export const REQUIRES: readonly number[] = ADVANCES.map((a) => (a.requires === null ? -1 : advanceId(a.requires)));
/** Government access advance id or -1, per advance. */
export const ACCESS: readonly number[] = ADVANCES.map((a) => (a.access === null ? -1 : advanceId(a.access)));

/** Advance cost (rules file §4.2.1): 2 Food, Ideas may replace Food, Gold anything. */
export const ADVANCE_FOOD = 2;
/** Steel Weapons' extra Ore (waived by Metallurgy). */
export const STEEL_EXTRA_ORE = 2;

/** Advance ids by name, for the rules code (checked against the table below at load). */
export const ADV = {
  farming: 0, storage: 1, irrigation: 2, husbandry: 3,
  mining: 4, engineering: 5, sanitation: 6, roads: 7,
  fishing: 8, navigation: 9, warships: 10, cartography: 11,
  writing: 12, publicEducation: 13, freeEducation: 14, philosophy: 15,
  tactics: 16, siegecraft: 17, steelWeapons: 18, draft: 19,
  myths: 20, rituals: 21, priesthood: 22, stateReligion: 23,
  bartering: 24, tradeRoutes: 25, taxes: 26, currency: 27,
  artSculptures: 28, circusSports: 29, monuments: 30, theaterMusic: 31,
  math: 32, astronomy: 33, chemistry: 34, metallurgy: 35,
  voting: 36, separationOfPower: 37, civilLiberties: 38, economicLiberty: 39,
  nationalism: 40, totalitarianism: 41, absolutePower: 42, forcedLabor: 43,
  dogma: 44, devotion: 45, conversion: 46, fanaticism: 47
} as const;
for (const [k, v] of Object.entries(ADV)) if (advanceId(k) !== v) throw new Error(`ADV.${k} is out of step with ADVANCES`);
