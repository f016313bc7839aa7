/**
 * Wonder boards (rules §2.12), first edition, both sides. Data only.
 */
import type { Resource, WonderId } from './types';

/** A stage's reward. Every field is optional; `power` names the special effects. */
export interface StageEffect {
  readonly vp?: number;
  readonly shields?: number;
  /** Coins taken once, when the stage is built. */
  readonly coins?: number;
  readonly power?: StagePower;
}

export const STAGE_POWERS = [
  /** Alexandria: one raw material of choice each round, not sellable. */
  'rawChoice',
  /** Alexandria B: one manufactured good of choice each round, not sellable. */
  'goodsChoice',
  /** Babylon: one science symbol of choice at the end. */
  'scienceWild',
  /** Babylon B: play the 7th card of each Age. */
  'seventhCard',
  /** Olympia A: once per Age, build a structure for free. */
  'freeBuild',
  /** Olympia B: raw materials from both neighbours for 1 coin. */
  'rawDiscount',
  /** Olympia B: copy a neighbour's guild at the end. */
  'copyGuild',
  /** Halicarnassus: build a card from the discard pile at the end of the round. */
  'discardBuild'
] as const;
export type StagePower = (typeof STAGE_POWERS)[number];

export interface StageDef {
  readonly cost: readonly Resource[];
  readonly effect: StageEffect;
}

export interface WonderDef {
  readonly id: WonderId;
  readonly name: string;
  /** The board's starting resource (both sides); sellable. */
  readonly resource: Resource;
  readonly A: readonly StageDef[];
  readonly B: readonly StageDef[];
}

const W = 'wood', S = 'stone', C = 'clay', O = 'ore', G = 'glass', T = 'textile', P = 'papyrus';
const stage = (cost: readonly Resource[], effect: StageEffect): StageDef => ({ cost, effect });

export const WONDERS: readonly WonderDef[] = [
  {
    id: 'rhodes', name: 'The Colossus of Rhodes', resource: O,
    A: [stage([W, W], { vp: 3 }), stage([C, C, C], { shields: 2 }), stage([O, O, O, O], { vp: 7 })],
    B: [stage([S, S, S], { shields: 1, coins: 3, vp: 3 }), stage([O, O, O, O], { shields: 1, coins: 4, vp: 4 })]
  },
  {
    id: 'alexandria', name: 'The Lighthouse of Alexandria', resource: G,
    A: [stage([S, S], { vp: 3 }), stage([O, O], { power: 'rawChoice' }), stage([G, G], { vp: 7 })],
    B: [stage([C, C], { power: 'rawChoice' }), stage([W, W], { power: 'goodsChoice' }), stage([S, S, S], { vp: 7 })]
  },
  {
    id: 'ephesus', name: 'The Temple of Artemis in Ephesus', resource: P,
    A: [stage([S, S], { vp: 3 }), stage([W, W], { coins: 9 }), stage([P, P], { vp: 7 })],
    B: [stage([S, S], { coins: 4, vp: 2 }), stage([W, W], { coins: 4, vp: 3 }), stage([G, T, P], { coins: 4, vp: 5 })]
  },
  {
    id: 'babylon', name: 'The Hanging Gardens of Babylon', resource: C,
    A: [stage([C, C], { vp: 3 }), stage([W, W, W], { power: 'scienceWild' }), stage([C, C, C, C], { vp: 7 })],
    B: [stage([C, T], { vp: 3 }), stage([W, W, G], { power: 'seventhCard' }), stage([C, C, C, P], { power: 'scienceWild' })]
  },
  {
    id: 'olympia', name: 'The Statue of Zeus in Olympia', resource: W,
    A: [stage([W, W], { vp: 3 }), stage([S, S], { power: 'freeBuild' }), stage([O, O], { vp: 7 })],
    B: [stage([W, W], { power: 'rawDiscount' }), stage([S, S], { vp: 5 }), stage([O, O, T], { power: 'copyGuild' })]
  },
  {
    id: 'halicarnassus', name: 'The Mausoleum of Halicarnassus', resource: T,
    A: [stage([C, C], { vp: 3 }), stage([O, O, O], { power: 'discardBuild' }), stage([T, T], { vp: 7 })],
    B: [
      stage([O, O], { vp: 2, power: 'discardBuild' }),
      stage([C, C, C], { vp: 1, power: 'discardBuild' }),
      stage([G, P, T], { power: 'discardBuild' })
    ]
  },
  {
    id: 'giza', name: 'The Pyramids of Giza', resource: S,
    A: [stage([S, S], { vp: 3 }), stage([W, W, W], { vp: 5 }), stage([S, S, S, S], { vp: 7 })],
    B: [stage([W, W], { vp: 3 }), stage([S, S, S], { vp: 5 }), stage([C, C, C], { vp: 5 }), stage([S, S, S, S, P], { vp: 7 })]
  }
];
