/**
 * The 38 Event cards (rules file §4.7, §2.11; the list is lost, G11). Built from the Monumental
 * incidents whose main text needs only 2012 components (rules reference §7.2), with their base
 * effects mapped to the 2012 symbols (Gold deposits → Gold Mine, Exhausted land → Exhaustion,
 * Barbarians spawn → Barbarians Appear, Barbarians move → Barbarian Attack; Pirates → a 2012
 * symbol or none). The 2012 names Famine, Plague, Epidemic, Flood, Earthquake, Volcano, civil war
 * and Great Scientist all appear. Effects are implemented in events.ts by `kind`.
 */
import type { Sourced } from './source';

export const EVENT_SYMBOLS = ['none', 'goldMine', 'exhaustion', 'barbariansAppear', 'barbarianAttack'] as const;
export type EventSymbol = (typeof EVENT_SYMBOLS)[number];
export const SYMBOL_NAMES: { readonly [S in EventSymbol]: string } = {
  none: 'no symbol', goldMine: 'Gold Mine!', exhaustion: 'Exhaustion!', barbariansAppear: 'Barbarians Appear', barbarianAttack: 'Barbarian Attack'
};

export type EventKind =
  | { readonly k: 'famine'; readonly food: number }
  | { readonly k: 'plague' }
  | { readonly k: 'epidemic' }
  | { readonly k: 'goodYear'; readonly food: number; readonly all: boolean; readonly share: number }
  | { readonly k: 'populationBoom' }
  | { readonly k: 'volcano' }
  | { readonly k: 'earthquake'; readonly pieces: number }
  | { readonly k: 'flood'; readonly all: boolean }
  | { readonly k: 'migration' }
  | { readonly k: 'civilWar' }
  | { readonly k: 'uprising'; readonly max: number }
  | { readonly k: 'envoy' }
  | { readonly k: 'scientificTrade' }
  | { readonly k: 'flourishingTrade' }
  | { readonly k: 'eraOfStability' }
  | { readonly k: 'reformation' }
  | { readonly k: 'greatScientist' }
  | { readonly k: 'fire' }
  | { readonly k: 'successfulYear' }
  | { readonly k: 'anarchy' };

export interface EventDef {
  readonly name: string;
  readonly symbol: EventSymbol;
  readonly kind: EventKind;
  readonly text: string;
  readonly src: Sourced;
}

const MON = (why: string): Sourced => ({ tag: 'from-monumental', why });
const DES = (why: string): Sourced => ({ tag: 'designed', why });
const FAMINE = MON('2012 name; Monumental Famine (Irrigation protects, as in 2012), Barbarians move → Barbarian Attack');

function ev(name: string, symbol: EventSymbol, kind: EventKind, text: string, src: Sourced): EventDef {
  return { name, symbol, kind, text, src };
}

export const EVENTS: readonly EventDef[] = [
  ev('Famine', 'barbarianAttack', { k: 'famine', food: 1 }, 'Pay 1 Food (no Gold). If you cannot pay it all, one of your cities becomes Angry. Irrigation ignores this.', FAMINE),
  ev('Famine', 'barbarianAttack', { k: 'famine', food: 1 }, 'Pay 1 Food (no Gold). If you cannot pay it all, one of your cities becomes Angry. Irrigation ignores this.', FAMINE),
  ev('Famine', 'barbarianAttack', { k: 'famine', food: 1 }, 'Pay 1 Food (no Gold). If you cannot pay it all, one of your cities becomes Angry. Irrigation ignores this.', FAMINE),
  ev('Severe Famine', 'barbarianAttack', { k: 'famine', food: 2 }, 'Pay 2 Food (no Gold). If you cannot pay it all, one of your cities becomes Angry. Irrigation ignores this.', FAMINE),
  ev('Severe Famine', 'barbarianAttack', { k: 'famine', food: 2 }, 'Pay 2 Food (no Gold). If you cannot pay it all, one of your cities becomes Angry. Irrigation ignores this.', FAMINE),
  ev('Plague', 'none', { k: 'plague' }, 'Every player with 2 or more cities lowers the mood of one of them. Sanitation ignores this.', MON('2012 name; Monumental Pestilence without its building ban (Sanitation protects, as in 2012)')),
  ev('Plague', 'barbariansAppear', { k: 'plague' }, 'Every player with 2 or more cities lowers the mood of one of them. Sanitation ignores this.', DES('second Plague with a Barbarians Appear symbol, to keep the deck at 38 with the symbol mix of the incidents')),
  ev('Epidemic', 'none', { k: 'epidemic' }, 'Every player with 2 or more units loses one unit of their choice. Sanitation ignores this.', MON('2012 name; Monumental Epidemics (Sanitation protects, as in 2012)')),
  ev('Epidemic', 'barbarianAttack', { k: 'epidemic' }, 'Every player with 2 or more units loses one unit of their choice. Sanitation ignores this.', DES('second Epidemic with a Barbarian Attack symbol, to keep the deck at 38')),
  ev('A Good Year', 'barbariansAppear', { k: 'goodYear', food: 1, all: true, share: 0 }, 'Every player gains 1 Food.', MON('Monumental A good year (all)')),
  ev('A Good Year', 'barbariansAppear', { k: 'goodYear', food: 1, all: false, share: 0 }, 'You gain 1 Food.', MON('Monumental A good year (drawer)')),
  ev('A Good Year', 'barbariansAppear', { k: 'goodYear', food: 1, all: false, share: 1 }, 'You gain 1 Food; another player of your choice gains 1 Food.', MON('Monumental A good year (share)')),
  ev('A Good Year', 'barbarianAttack', { k: 'goodYear', food: 1, all: false, share: 0 }, 'You gain 1 Food.', DES('fourth Good Year with a Barbarian Attack symbol, to keep the deck at 38')),
  ev('An Awesome Year', 'barbariansAppear', { k: 'goodYear', food: 2, all: false, share: 0 }, 'You gain 2 Food.', MON('Monumental An awesome year (drawer)')),
  ev('An Awesome Year', 'exhaustion', { k: 'goodYear', food: 2, all: true, share: 0 }, 'Every player gains 2 Food.', MON('Monumental An awesome year (all)')),
  ev('An Awesome Year', 'exhaustion', { k: 'goodYear', food: 2, all: false, share: 1 }, 'You gain 2 Food; another player of your choice gains 1 Food.', MON('Monumental An awesome year (hand out), one Food shared')),
  ev('A Fantastic Year', 'barbariansAppear', { k: 'goodYear', food: 3, all: true, share: 0 }, 'Every player gains 3 Food.', MON('Monumental A fantastic year (all)')),
  ev('Population Boom', 'barbariansAppear', { k: 'populationBoom' }, 'You gain 1 Settler in one of your cities; another player of your choice gains 1 Settler too.', MON('Monumental Population Boom')),
  ev('Population Boom', 'barbarianAttack', { k: 'populationBoom' }, 'You gain 1 Settler in one of your cities; another player of your choice gains 1 Settler too.', MON('Monumental Population Boom')),
  ev('Volcano', 'none', { k: 'volcano' }, 'If you have 4 or more cities, one of them (your choice) is destroyed with its units. Each piece lost gives its owner 1 VP.', DES('2012 name and "destroys cities, gives VP"; Monumental Vulcan, with 1 VP per lost piece so the catastrophe is remembered without profit')),
  ev('Earthquake', 'none', { k: 'earthquake', pieces: 2 }, 'If you have 3 or more cities, remove 2 non-Settlement pieces from your cities; each such city loses a mood step. Each piece lost gives its owner 1 VP.', DES('2012 name; Monumental Earthquake with a fixed 2 pieces and 1 VP per piece')),
  ev('Earthquake', 'none', { k: 'earthquake', pieces: 2 }, 'If you have 3 or more cities, remove 2 non-Settlement pieces from your cities; each such city loses a mood step. Each piece lost gives its owner 1 VP.', DES('2012 name; Monumental Earthquake with a fixed 2 pieces and 1 VP per piece')),
  ev('Flood', 'none', { k: 'flood', all: false }, 'Lower the mood of one of your cities next to the Sea.', MON('2012 name; Monumental Flood')),
  ev('Great Flood', 'none', { k: 'flood', all: true }, 'Every player lowers the mood of one of their cities next to the Sea.', MON('Monumental Heavy Flood')),
  ev('Migration', 'goldMine', { k: 'migration' }, 'Another player of your choice gains 1 Settler in one of their cities; lower the mood of one of your cities.', MON('Monumental Migration')),
  ev('Migration', 'goldMine', { k: 'migration' }, 'Another player of your choice gains 1 Settler in one of their cities; lower the mood of one of your cities.', MON('Monumental Migration')),
  ev('Civil War', 'none', { k: 'civilWar' }, 'In a non-Happy city of yours with an Army, lose 1 Army and lower its mood; with no such city, lower the mood of one of your cities.', MON('2012 "civil wars"; Monumental Civil War')),
  ev('Civil War', 'none', { k: 'civilWar' }, 'In a non-Happy city of yours with an Army, lose 1 Army and lower its mood; with no such city, lower the mood of one of your cities.', MON('2012 "civil wars"; Monumental Civil War')),
  ev('Uprising', 'none', { k: 'uprising', max: 4 }, 'You may pay up to 4 Mood and/or Culture tokens; each is worth ½ VP at the end.', MON('Monumental Uprising (2012: "some events offer VP")')),
  ev('Envoy', 'barbarianAttack', { k: 'envoy' }, 'You gain 1 Idea and 1 Culture token; another player of your choice gains 1 Culture token. Reveal the top Wonder.', MON('Monumental Envoy; its public wonder fits 2012 face-up Wonders')),
  ev('Scientific Trade', 'exhaustion', { k: 'scientificTrade' }, 'Every player gains 1 Idea per city with an Academy; you gain at least 2.', MON('Monumental Scientific Trade without Observatories; Pirates → Exhaustion')),
  ev('Flourishing Trade', 'goldMine', { k: 'flourishingTrade' }, 'Every player gains 1 Gold per city with a Port (at most 3); you gain at least 1.', MON('Monumental Flourishing Trade without Markets; Pirates → Gold Mine')),
  ev('Era of Stability', 'exhaustion', { k: 'eraOfStability' }, 'Every player gains 1 Mood or Culture token per city with a Temple (at most 3); you gain at least 1.', MON('Monumental Era of Stability without Obelisks')),
  ev('Reformation', 'barbariansAppear', { k: 'reformation' }, 'Another player of your choice replaces one of your Temples with one of theirs.', MON('Monumental Reformation; with no Temple of yours nothing happens (designed)')),
  ev('Great Scientist', 'goldMine', { k: 'greatScientist' }, 'Keep this card. On a later Turn of yours you may discard it to gain one advance for free.', DES('2012 name and "main effect happens later" with a Gold Mine symbol (the source\'s example); the free advance follows the Monumental great persons')),
  ev('Fire', 'goldMine', { k: 'fire' }, 'One of your cities on a Forest and every city on the same Forest area lose a mood step; with none, lose 1 Wood.', MON('Monumental Fire')),
  ev('A Successful Year', 'exhaustion', { k: 'successfulYear' }, 'Players with the fewest cities gain 1 Food per city they trail the leader by; if all are equal, everyone gains 1 Food.', MON('Monumental A successful year; Pirates → Exhaustion')),
  ev('Anarchy', 'none', { k: 'anarchy' }, 'Lose all your Government advances; each one lost is worth 1 VP at the end.', MON('Monumental Anarchy; 2012 has no event counter, so only the loss and the VP remain'))
];

export const EVENT_COUNT = 38;
if (EVENTS.length !== EVENT_COUNT) throw new Error(`the Event deck must hold ${EVENT_COUNT} cards, not ${EVENTS.length}`);
