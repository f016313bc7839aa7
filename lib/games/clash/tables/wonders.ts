/**
 * The 7 Wonders (rules file §2.10). Requirements and powers are 2012; the costs were lost (G4).
 * They came from the Monumental wonder with the same required advance (12 resources + 5 Culture
 * tokens each); self-play (balance.ts, docs/rules-decisions.md § Clash, Self-play) showed that
 * price never pays here, so each is now 9 resources in the Monumental proportions + 3 Culture
 * tokens (the Lighthouse, which also needs a Port, 8).
 */
import type { Sourced } from './source';

export interface WonderDef {
  readonly key: string;
  readonly name: string;
  /** The advance required besides Engineering. */
  readonly requires: string;
  /** The city must have a Port (Great Lighthouse). */
  readonly needsPort: boolean;
  /** Cost as [food, ore, wood, ideas, gold] plus Culture tokens. */
  readonly cost: readonly number[];
  readonly culture: number;
  readonly text: string;
  readonly src: Sourced;
}

/** Monumental costs (12 + 5) this replaced, for the record: Gardens 5/2/5, Pyramid 2/7/3, Library 3/3/6, Colossus 3/5/4, Lighthouse 3/4/5, Wall 3/7/2, Mausoleum 4/4/4. */
const COST: Sourced = {
  tag: 'designed',
  why: 'cost lost (G4); the Monumental 12 resources + 5 Culture never paid in self-play (a Wonder-seeking heuristic lost 0.18–0.31 of 3-player games to one that ignores them): 9 resources in its proportions + 3 Culture'
};
const LIGHTHOUSE_COST: Sourced = { tag: 'designed', why: `${COST.why}; one resource less for the Port it also needs` };

export const WONDERS: readonly WonderDef[] = [
  {
    key: 'hangingGardens', name: 'Hanging Gardens', requires: 'irrigation', needsPort: false, cost: [4, 1, 4, 0, 0], culture: 3,
    text: 'After this city Collects, +1 Food. AAA: pay 1 Mood token to improve one of your cities one step.', src: COST
  },
  {
    key: 'greatPyramid', name: 'Great Pyramid', requires: 'rituals', needsPort: false, cost: [2, 5, 2, 0, 0], culture: 3,
    text: 'You win all VP ties. When built, this city makes two free Cultural Influence attempts.', src: COST
  },
  {
    key: 'greatLibrary', name: 'Great Library', requires: 'philosophy', needsPort: false, cost: [2, 2, 5, 0, 0], culture: 3,
    text: 'When built: +2 Ideas. +1 Idea when the player on your left acquires, on their Turn, an advance you lack.', src: COST
  },
  {
    key: 'colossus', name: 'Colossus', requires: 'monuments', needsPort: false, cost: [2, 4, 3, 0, 0], culture: 3,
    text: '+1 Cultural Influence range for this city; your cities within 2 spaces of it cannot be influenced.', src: COST
  },
  {
    key: 'greatLighthouse', name: 'Great Lighthouse', requires: 'cartography', needsPort: true, cost: [2, 2, 4, 0, 0], culture: 3,
    text: 'When built: a free Ship at this city. After you activate this city you may move one Ship.', src: LIGHTHOUSE_COST
  },
  {
    key: 'greatWall', name: 'Great Wall', requires: 'siegecraft', needsPort: false, cost: [2, 5, 2, 0, 0], culture: 3,
    text: 'Barbarians never attack your cities. Your Fortress cities can be attacked only by owners of Siegecraft.', src: COST
  },
  {
    key: 'mausoleum', name: 'Mausoleum', requires: 'priesthood', needsPort: false, cost: [3, 3, 3, 0, 0], culture: 3,
    text: 'Attackers of this city pay 1 Mood or Culture token per Army. Adding a Temple never activates your city.', src: COST
  }
];

export const W = { hangingGardens: 0, greatPyramid: 1, greatLibrary: 2, colossus: 3, greatLighthouse: 4, greatWall: 5, mausoleum: 6 } as const;
WONDERS.forEach((w, i) => {
  if ((W as Record<string, number>)[w.key] !== i) throw new Error(`W.${w.key} is out of step with WONDERS`);
});
