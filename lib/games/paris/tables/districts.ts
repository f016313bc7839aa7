/** The six districts and their banks (paris.md §2.2, designed-data §2). */
import type { District } from '../types';
import { designed, known, type Source } from './source';

export interface DistrictData {
  readonly id: District;
  readonly name: string;
  readonly code: string;
  /** Francs taken when a key is placed on this district's bank. */
  readonly bank: number;
  readonly bankSource: Source;
}

const BANK_WHY = 'mean 6 francs per bank turn pays for one mid building; 4–8 spread follows Belle Époque wealth (designed-data §2)';

/** In DISTRICTS order. Names: [SRC] examples, Chaillot from public sources. */
export const DISTRICT_DATA: readonly DistrictData[] = [
  { id: 'montmartre', name: 'Montmartre', code: 'MO', bank: 6, bankSource: designed(BANK_WHY) },
  { id: 'laVillette', name: 'La Villette', code: 'LV', bank: 4, bankSource: designed(BANK_WHY) },
  { id: 'belleville', name: 'Belleville', code: 'BE', bank: 5, bankSource: designed(BANK_WHY) },
  { id: 'saintGermain', name: 'Saint-Germain', code: 'SG', bank: 8, bankSource: designed(BANK_WHY) },
  { id: 'batignolles', name: 'Batignolles', code: 'BA', bank: 6, bankSource: designed(BANK_WHY) },
  { id: 'chaillot', name: 'Chaillot', code: 'CH', bank: 7, bankSource: designed(BANK_WHY) }
];

export const DISTRICT_NAME_SOURCE: Source = known('five names in the source examples; Chaillot from public sources (paris.md §2.2)');

/** Bank francs by district index (hot-path array). */
export const BANK_FRANCS: readonly number[] = DISTRICT_DATA.map((d) => d.bank);
