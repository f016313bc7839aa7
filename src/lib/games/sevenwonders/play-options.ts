/**
 * A chosen card's plays as the kit's staged choice (table/staged-choice.ts): Build, Wonder stage
 * and Discard are the first step's options, each way to pay one of the second step's choices.
 * Every choice is an action actions() listed (grouped by playsOf); a play that is not offered is
 * an unavailable option carrying the reason the view gives (already built, cannot be paid, the
 * Free City's duties…). Nothing here decides a rule.
 */
import type { CityView, HandCard, PlayAction } from '$engine/games/sevenwonders';
import type { StagedItem, StagedOption, StagedSection } from '../../table/staged-choice';
import { buysNothing, coinsSpent, type CardPlays } from './model';
import { cardName, coinsText, resourcesText, shortfallText } from './text';
import { t, tn } from '../../i18n';

/** One way to pay (or the one play of an option): its place in the engine's list and whether it is the cheapest. */
export interface PlayItem extends StagedItem<PlayAction> {
  /** 1-based, in the engine's order. */
  readonly n: number;
  readonly cheapest: boolean;
}
export type PlayOption = StagedOption<PlayItem>;

export interface PlayContext {
  readonly card: HandCard;
  readonly plays: CardPlays;
  /** The city the card would be played for (own, or the Free City). */
  readonly buyer: CityView;
  readonly forFreeCity: boolean;
}

function items(actions: readonly PlayAction[]): PlayItem[] {
  const least = Math.min(...actions.map(coinsSpent));
  return actions.map((a, i) => ({
    key: String(i),
    label: t('sw.pay.option', { n: i + 1 }),
    hint: t('sw.pay.total', { coins: coinsText(coinsSpent(a)) }),
    action: a,
    n: i + 1,
    cheapest: coinsSpent(a) === least
  }));
}

/** True when a play's list is one action that buys nothing: it acts at once, no payment to look at. */
function direct(actions: readonly PlayAction[]): boolean {
  return actions.length === 1 && buysNothing(actions[0]!);
}

/** The hint under an available paid play: what it costs. */
function costHint(actions: readonly PlayAction[], forFreeCity: boolean): string {
  if (direct(actions)) {
    const spent = coinsSpent(actions[0]!);
    return spent > 0 ? t('sw.hint.bank', { coins: coinsText(spent) }) : t(forFreeCity ? 'sw.hint.ownFc' : 'sw.hint.own');
  }
  const from = coinsText(Math.min(...actions.map(coinsSpent)));
  return tn('sw.hint.ways', actions.length, { coins: from });
}

function buildReason({ card, plays, forFreeCity }: PlayContext): string | null {
  if (plays.chain || plays.build.length > 0 || plays.olympia) return null;
  if (card.status === 'owned') return t('sw.reason.owned');
  if (card.status === 'unaffordable') return shortfallText(card.shortfall) ?? t(forFreeCity ? 'sw.reason.unaffordableFc' : 'sw.reason.unaffordable');
  return t('sw.reason.notOffered');
}

function wonderReason({ plays, buyer, forFreeCity }: PlayContext): string | null {
  if (plays.wonder.length > 0) return null;
  if (buyer.stages.length > 0 && buyer.stagesBuilt >= buyer.stages.length) return t('sw.reason.allStages');
  if (forFreeCity && plays.chain) return t('sw.reason.fcChain');
  return t('sw.reason.stageCost', { n: buyer.stagesBuilt + 1, cost: resourcesText(buyer.stages[buyer.stagesBuilt]?.cost ?? []) });
}

function discardReason({ plays, forFreeCity }: PlayContext): string | null {
  if (plays.discard) return null;
  if (forFreeCity) return t(plays.chain ? 'sw.reason.fcChain' : 'sw.reason.fcMustPlay');
  return t('sw.reason.notOffered');
}

/** The card's plays, in the prompt's order: Build (by chain, paid, or unavailable), Olympia's free build, Wonder stage, Discard. */
export function playSections(ctx: PlayContext): StagedSection<PlayOption>[] {
  const { card, plays, buyer, forFreeCity } = ctx;
  const stage = buyer.stagesBuilt + 1;
  const options: PlayOption[] = [];
  if (plays.chain) {
    options.push({ key: 'chain', label: t('sw.act.buildChain'), hint: t('sw.hint.chain'), choices: items([plays.chain]), primary: true });
  } else if (plays.build.length > 0) {
    options.push({
      key: 'build',
      label: direct(plays.build) ? t('sw.act.build') : t('sw.act.buildPay'),
      hint: costHint(plays.build, forFreeCity),
      step: t('sw.pay.titleBuild', { name: cardName(card.card) }),
      choices: items(plays.build),
      confirm: !direct(plays.build),
      primary: true
    });
  }
  if (plays.olympia) {
    options.push({ key: 'olympia', label: t('sw.act.buildOlympia'), hint: t('sw.hint.olympia'), choices: items([plays.olympia]) });
  }
  const noBuild = buildReason(ctx);
  if (noBuild) options.push({ key: 'build', label: t('sw.act.build'), reason: noBuild, choices: [] });
  const paidStage = plays.wonder.length > 0 && !direct(plays.wonder);
  options.push({
    key: 'wonder',
    label: paidStage ? t('sw.act.wonderPay', { n: stage }) : t('sw.act.wonder', { n: stage }),
    hint: plays.wonder.length > 0 ? costHint(plays.wonder, forFreeCity) : undefined,
    reason: wonderReason(ctx),
    step: t('sw.pay.titleWonder', { n: stage }),
    choices: items(plays.wonder),
    confirm: paidStage
  });
  options.push({
    key: 'discard',
    label: t('sw.act.discard'),
    hint: t('sw.hint.discard'),
    reason: discardReason(ctx),
    choices: plays.discard ? items([plays.discard]) : []
  });
  return [{ key: 'plays', title: null, options }];
}
