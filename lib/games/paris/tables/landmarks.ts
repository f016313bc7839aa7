/** The 8 landmark tiles (paris.md §2.7–2.8, designed-data §6). Index l is site 36 + l. */
import { designed, known, type Source } from './source';

export interface PrestigeSlot {
  /** PRESTIGE index: 0 bronze, 1 silver, 2 gold. */
  readonly metal: number;
  readonly vp: number;
}

export interface Landmark {
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly marble: number;
  readonly gold: number;
  /** Up to 3 prestige tokens handed in on acquiring, one per slot (rules A16). */
  readonly slots: readonly PrestigeSlot[];
  readonly source: Source;
}

const B = 0, S = 1, G = 2;
const slots = (...xs: [number, number][]): PrestigeSlot[] => xs.map(([metal, vp]) => ({ metal, vp }));

export const LANDMARKS: readonly Landmark[] = [
  { id: 'L10', name: 'Luxembourg Gardens', value: 10, marble: 1, gold: 0, slots: slots([B, 3], [B, 3], [S, 3]),
    source: designed('value 10 known to exist; cheapest landmark: 1 Marble, 3-VP slots') },
  { id: 'L11A', name: 'Panthéon', value: 11, marble: 1, gold: 0, slots: slots([B, 3], [S, 3], [S, 3]),
    source: designed('value 11 known; cost and slots on the 1-resource step') },
  { id: 'L11B', name: 'Pont Alexandre III', value: 11, marble: 0, gold: 1, slots: slots([B, 3], [S, 3], [G, 4]),
    source: designed('second 11 lets scoring Examples 1 and 2 happen in one game (designed-data §6 note)') },
  { id: 'L12', name: 'Opéra Garnier', value: 12, marble: 1, gold: 1, slots: slots([B, 3], [S, 4], [G, 4]),
    source: known('value 12 costs 1 Marble + 1 Gold (La Villette example); name and slots designed') },
  { id: 'L13', name: 'Grand Palais', value: 13, marble: 0, gold: 2, slots: slots([S, 4], [G, 4], [G, 4]),
    source: designed('value 13 known; 2 resources on the 12–13 step') },
  { id: 'L14', name: 'Sacré-Cœur', value: 14, marble: 2, gold: 1, slots: slots([B, 4], [S, 4], [G, 5]),
    source: designed('3 resources on the 14–15 step, slots rising to 5') },
  { id: 'L15', name: 'Louvre', value: 15, marble: 1, gold: 2, slots: slots([S, 4], [G, 5], [G, 5]),
    source: known('Louvre = 15, 1 Marble + 2 Gold, Gold prestige 5 VP each (examples); Silver 4 slot designed') },
  { id: 'L16', name: 'Eiffel Tower', value: 16, marble: 2, gold: 2, slots: slots([B, 5], [S, 5], [G, 5]),
    source: designed('top landmark: 4 resources, 5-VP slots') }
];
