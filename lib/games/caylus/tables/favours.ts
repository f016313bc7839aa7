/**
 * The royal favour table (rules §2.12, §5.5): what each row gives at each column 1–5.
 */
import type { Row } from '../types';

export const COLUMNS = 5;

export interface FavourCell {
  readonly col: number;
  readonly text: string;
}

export const FAVOUR_TABLE: { readonly [R in Row]: readonly FavourCell[] } = {
  prestige: [1, 2, 3, 4, 5].map((col) => ({ col, text: `${col} PP` })),
  deniers: [1, 2, 3, 4, 5].map((col) => ({ col, text: `${col + 2} deniers` })),
  resources: [
    { col: 1, text: '1 food' },
    { col: 2, text: '1 wood or 1 stone' },
    { col: 3, text: '1 cloth' },
    { col: 4, text: 'Give 1 cube, take 2 cubes (not gold)' },
    { col: 5, text: '1 gold' }
  ],
  buildings: [
    { col: 1, text: 'No effect' },
    { col: 2, text: 'Build a wood building, 1 wood less' },
    { col: 3, text: 'Build a stone building, 1 stone less' },
    { col: 4, text: 'Lawyer: make a residence for 1 cloth' },
    { col: 5, text: 'Architect: build a prestige building' }
  ]
};

/** Row a: PP = column. Row b: deniers = column + 2. */
export const PRESTIGE_PER_COLUMN = 1;
export const DENIERS_OFFSET = 2;
