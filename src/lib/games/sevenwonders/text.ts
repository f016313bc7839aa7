/**
 * Words for 7 Wonders data: resources, card types, card and stage effects, costs, payments and
 * build statuses. The data comes from the engine (cards.ts / wonders.ts via index.ts, view(),
 * actions()); this file only puts it into the translatable strings of src/lib/i18n.
 */
import type { BuildShortfall, BuildStatus, CardEffect, Payment, StageDef, StageEffect } from '$engine/games/sevenwonders';
import { t, tryT } from '../../i18n';

type Resource = Payment['left'][number];
export type Colour = 'brown' | 'grey' | 'blue' | 'green' | 'yellow' | 'red' | 'purple';
export type Symbol3 = 'compass' | 'gear' | 'tablet';

export const resourceName = (r: Resource): string => tryT(`sw.res.${r}`, r);
export const symbolName = (s: Symbol3): string => tryT(`sw.sym.${s}`, s);
/** The card type a colour stands for ("Civilian"): always written next to the colour. */
export const colourType = (c: Colour): string => tryT(`sw.type.${c}`, c);
/** The colour as a word ("blue"), for "per blue card". */
export const colourWord = (c: Colour): string => tryT(`sw.colour.${c}`, c);

export function coinsText(n: number): string {
  return n === 1 ? t('sw.coin1') : t('sw.coinsN', { n });
}

export function shieldsText(n: number): string {
  return n === 1 ? t('sw.shieldsCount1') : t('sw.shieldsCount', { n });
}

export function structuresText(n: number): string {
  return n === 1 ? t('sw.structures1') : t('sw.structures', { n });
}

export function pointsText(n: number): string {
  return n === 1 ? t('sw.point1') : t('sw.pointsN', { n });
}

/** "wood, wood, ore" → "2 wood, 1 ore" (in the order first seen). */
export function resourcesText(list: readonly Resource[]): string {
  if (list.length === 0) return t('sw.nothing');
  const counts = new Map<Resource, number>();
  for (const r of list) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].map(([r, n]) => `${n} ${resourceName(r)}`).join(', ');
}

/**
 * Why a card cannot be paid, from the engine's shortfall: the resources lacking and those no
 * neighbour sells, or the coins short. Null when the view gives no shortfall.
 */
export function shortfallText(sf: BuildShortfall | null): string | null {
  if (!sf) return null;
  if (sf.unsold.length > 0) return t('sw.reason.unsold', { missing: resourcesText(sf.missing), unsold: sf.unsold.map(resourceName).join(t('sw.or')) });
  if (sf.coinsShort > 0 && sf.missing.length > 0) return t('sw.reason.coinsShortBuying', { missing: resourcesText(sf.missing), coins: coinsText(sf.coinsShort) });
  if (sf.coinsShort > 0) return t('sw.reason.coinsShort', { coins: coinsText(sf.coinsShort) });
  return null;
}

export function costText(cost: { readonly coins: number; readonly resources: readonly Resource[] }): string {
  const parts: string[] = [];
  if (cost.coins > 0) parts.push(coinsText(cost.coins));
  if (cost.resources.length > 0) parts.push(resourcesText(cost.resources));
  return parts.length === 0 ? t('sw.costFree') : parts.join(' + ');
}

const orList = (rs: readonly Resource[]): string => rs.map(resourceName).join(t('sw.or'));

export function cardEffectText(e: CardEffect): string {
  switch (e.kind) {
    case 'produce':
      return t('sw.fx.produce', { what: resourcesText(e.resources) });
    case 'choice':
      return t(e.sellable ? 'sw.fx.choice' : 'sw.fx.choiceKept', { what: orList(e.resources) });
    case 'vp':
      return pointsText(e.vp);
    case 'science':
      return t('sw.fx.science', { symbol: symbolName(e.symbol) });
    case 'shields':
      return e.shields === 1 ? t('sw.fx.shield1') : t('sw.fx.shieldsN', { n: e.shields });
    case 'coins':
      return t('sw.fx.coins', { coins: coinsText(e.coins) });
    case 'discount':
      return t(`sw.fx.discount.${e.goods}.${e.from}`);
    case 'coinsPerCard':
      return t('sw.fx.coinsPerCard', { coins: coinsText(e.coins), colour: colourWord(e.colour) });
    case 'commerce':
      return t('sw.fx.commerce', { coins: coinsText(e.coins), points: pointsText(e.vp), what: t(`sw.fx.counts.${e.counts}`) });
    case 'neighbourCards':
      return t('sw.fx.neighbourCards', { points: pointsText(e.vp), colour: colourWord(e.colour) });
    case 'neighbourDefeats':
      return t('sw.fx.neighbourDefeats', { points: pointsText(e.vp) });
    case 'ownCards':
      return t('sw.fx.ownCards', { points: pointsText(e.vp), colours: e.colours.map((c) => colourWord(c)).join(', ') });
    case 'allStages':
      return t('sw.fx.allStages', { points: pointsText(e.vp) });
    case 'scienceWild':
      return t('sw.fx.scienceWild');
  }
}

export function stageEffectText(e: StageEffect): string {
  const parts: string[] = [];
  if (e.vp) parts.push(pointsText(e.vp));
  if (e.shields) parts.push(e.shields === 1 ? t('sw.fx.shield1') : t('sw.fx.shieldsN', { n: e.shields }));
  if (e.coins) parts.push(t('sw.fx.coins', { coins: coinsText(e.coins) }));
  if (e.power) parts.push(t(`sw.power.${e.power}`));
  return parts.join('; ');
}

export function stageText(k: number, s: Pick<StageDef, 'cost' | 'effect'>): string {
  return t('sw.stageLine', { n: k + 1, cost: resourcesText(s.cost), effect: stageEffectText(s.effect) });
}

/** Short status of a hand card, from the view's `status` and `cheapest`. */
export function statusText(status: BuildStatus, cheapest: number | null, freeCity: boolean): string {
  switch (status) {
    case 'owned':
      return t('sw.status.owned');
    case 'free':
      return t('sw.status.free');
    case 'chain':
      return t('sw.status.chain');
    case 'own':
      return cheapest ? t('sw.status.ownCoins', { coins: coinsText(cheapest) }) : t(freeCity ? 'sw.status.ownFc' : 'sw.status.own');
    case 'trade':
      return t('sw.status.trade', { coins: coinsText(cheapest ?? 0) });
    case 'olympia':
      return t('sw.status.olympia');
    case 'unaffordable':
      return t('sw.status.unaffordable');
  }
}

export function roman(n: number): string {
  return ['', 'I', 'II', 'III'][n] ?? String(n);
}
