/**
 * Words for 7 Wonders data: resources, card types, card and stage effects, costs, payments and
 * build statuses. The data comes from the engine (cards.ts / wonders.ts via index.ts, view(),
 * actions()); this file only puts it into the translatable strings of src/lib/i18n.
 */
import type { BuildShortfall, BuildStatus, CardEffect, Payment, StageDef, StageEffect } from '$engine/games/sevenwonders';
import { CARDS, FREE_CITY, SCORE_CATEGORIES, WONDERS } from '$engine/games/sevenwonders';
import { addMessages, addTranslations, t, tn, tryT } from '../../i18n';
import { addLogFormatter, phrase, type LogPart, type LogWord, type LogWords } from '../../i18n/log';

/**
 * 7 Wonders's strings (keys `sw.*`), added to the message catalogue when this module loads:
 * the game's loader (src/lib/games/load.ts) and every table component of ui.ts load it first.
 */
export const SEVEN_WONDERS_TEXT = {
  'sw.freeCity': 'Free City',
  'sw.freeCityTag': 'run by the rules',
  'sw.fcHeldBy': 'Played this round by {name}.',
  'sw.youLower': 'you',
  'sw.or': ' or ',
  'sw.none': 'none',
  'sw.nothing': 'nothing',
  'sw.coins.one': '{n} coin',
  'sw.coins.other': '{n} coins',
  'sw.points.one': '{n} point',
  'sw.points.other': '{n} points',
  'sw.costFree': 'free',
  'sw.costLabel': 'Cost: {cost}',
  'sw.ageShort': 'Age {age}',
  'sw.chainFrom': 'Free with {names}',
  'sw.chainsTo': 'Makes free: {names}',
  'sw.chipTip': '{name} ({type}, Age {age}). {effect}. Cost: {cost}.',
  'sw.res.wood': 'wood',
  'sw.res.stone': 'stone',
  'sw.res.clay': 'clay',
  'sw.res.ore': 'ore',
  'sw.res.glass': 'glass',
  'sw.res.textile': 'textile',
  'sw.res.papyrus': 'papyrus',
  'sw.resN.wood.one': '{n} wood',
  'sw.resN.wood.other': '{n} wood',
  'sw.resN.stone.one': '{n} stone',
  'sw.resN.stone.other': '{n} stone',
  'sw.resN.clay.one': '{n} clay',
  'sw.resN.clay.other': '{n} clay',
  'sw.resN.ore.one': '{n} ore',
  'sw.resN.ore.other': '{n} ore',
  'sw.resN.glass.one': '{n} glass',
  'sw.resN.glass.other': '{n} glass',
  'sw.resN.textile.one': '{n} textile',
  'sw.resN.textile.other': '{n} textile',
  'sw.resN.papyrus.one': '{n} papyrus',
  'sw.resN.papyrus.other': '{n} papyrus',
  'sw.sym.compass': 'compass',
  'sw.sym.gear': 'gear',
  'sw.sym.tablet': 'tablet',
  'sw.type.brown': 'Raw material',
  'sw.type.grey': 'Manufactured good',
  'sw.type.blue': 'Civilian',
  'sw.type.green': 'Scientific',
  'sw.type.yellow': 'Commercial',
  'sw.type.red': 'Military',
  'sw.type.purple': 'Guild',
  'sw.colour.brown': 'brown',
  'sw.colour.grey': 'grey',
  'sw.colour.blue': 'blue',
  'sw.colour.green': 'green',
  'sw.colour.yellow': 'yellow',
  'sw.colour.red': 'red',
  'sw.colour.purple': 'purple',
  'sw.fx.produce': 'Produces {what} each round',
  'sw.fx.choice': 'Produces one of {what} each round',
  'sw.fx.choiceKept': 'Produces one of {what} each round, for this city only (neighbours cannot buy it)',
  'sw.fx.science': 'Science symbol: {symbol}',
  'sw.fx.coins': '{coins} once, when built',
  'sw.fx.discount.raw.left': 'Buy raw materials (wood, stone, clay, ore) from your left neighbour for 1 coin each',
  'sw.fx.discount.raw.right': 'Buy raw materials (wood, stone, clay, ore) from your right neighbour for 1 coin each',
  'sw.fx.discount.raw.both': 'Buy raw materials (wood, stone, clay, ore) from both neighbours for 1 coin each',
  'sw.fx.discount.manufactured.left': 'Buy manufactured goods (glass, textile, papyrus) from your left neighbour for 1 coin each',
  'sw.fx.discount.manufactured.right': 'Buy manufactured goods (glass, textile, papyrus) from your right neighbour for 1 coin each',
  'sw.fx.discount.manufactured.both': 'Buy manufactured goods (glass, textile, papyrus) from both neighbours for 1 coin each',
  'sw.fx.coinsPerCard': 'When built: {coins} per {colour} card in your city and both neighbours’ cities',
  'sw.fx.commerce': 'When built: {coins} per {what} in your city; at the end: {points} per {what}',
  'sw.fx.counts.brown': 'brown card',
  'sw.fx.counts.grey': 'grey card',
  'sw.fx.counts.yellow': 'yellow card',
  'sw.fx.counts.stages': 'Wonder stage built',
  'sw.fx.neighbourCards': 'At the end: {points} per {colour} card in your two neighbours’ cities',
  'sw.fx.neighbourDefeats': 'At the end: {points} per defeat token of your two neighbours',
  'sw.fx.ownCards': 'At the end: {points} per {colours} card in your city (this guild included)',
  'sw.fx.allStages': 'At the end: {points} per Wonder stage built in your city and your two neighbours’ cities',
  'sw.fx.scienceWild': 'At the end: one science symbol of your choice (chosen for your best score)',
  'sw.power.rawChoice': 'Each round: one raw material of your choice (not for sale)',
  'sw.power.goodsChoice': 'Each round: one manufactured good of your choice (not for sale)',
  'sw.power.scienceWild': 'At the end: one science symbol of your choice',
  'sw.power.seventhCard': 'Play the 7th card of each Age instead of discarding it',
  'sw.power.freeBuild': 'Once per Age: build a structure for free',
  'sw.power.rawDiscount': 'Buy raw materials from both neighbours for 1 coin each',
  'sw.power.copyGuild': 'At the end: copy one guild of a neighbour',
  'sw.power.discardBuild': 'At the end of the round: build one card from the discard pile for free',
  'sw.stageLine': 'Stage {n}: {cost} → {effect}',
  'sw.stageN': 'Stage {n}',
  'sw.stageBuilt': 'built',
  'sw.stageOpen': 'not built',
  'sw.stageTip': 'Stage {n} ({state}). Cost: {cost}. Gives: {effect}.',
  'sw.stagesOf': 'Stages of {wonder}: {built} of {total} built',
  'sw.underStage': 'Under it: {name}',
  'sw.side': 'Side {side}',
  'sw.sideHidden': 'side not shown yet',
  'sw.sideHiddenLong': 'The sides stay hidden until every player has chosen.',
  'sw.boardResource': 'The board produces 1 {resource} each round',
  'sw.olympiaAvailable': 'Olympia’s free build: available this Age.',
  'sw.olympiaUsed': 'Olympia’s free build: used this Age.',
  'sw.status.owned': 'Already built here',
  'sw.status.free': 'Free',
  'sw.status.chain': 'Free by chain',
  'sw.status.own': 'With your own resources',
  'sw.status.ownFc': 'With the Free City’s resources',
  'sw.status.ownCoins': 'Pays {coins} to the bank',
  'sw.status.trade': 'Buy from neighbours: from {coins}',
  'sw.status.olympia': 'Only with Olympia’s free build',
  'sw.status.unaffordable': 'Cannot be paid',
  'sw.tip.coins': 'Coins. Every 3 coins are worth 1 point at the end.',
  'sw.shields.one': '{n} shield',
  'sw.shields.other': '{n} shields',
  'sw.tip.shields': 'Shields: military strength, compared with both neighbours at the end of each Age.',
  'sw.tokensCount': 'Military tokens: {points} points ({defeats} defeats; tokens: {list})',
  'sw.tip.tokens': 'Military tokens: victories +1, +3, +5 (Ages I, II, III), defeats −1.',
  'sw.stagesCount': '{built} of {total} Wonder stages built',
  'sw.tip.stages': 'Wonder stages built, out of the stages on this side of the board.',
  'sw.scienceCount': 'Science: {compass} compass, {gear} gear, {tablet} tablet, {wild} of your choice',
  'sw.tip.science': 'Science symbols: each kind scores its count squared, and each set of all three scores 7 more.',
  'sw.pointsNow': '{points} if the game ended now',
  'sw.scoreTip': 'Points now: {total} = military {military}, treasury {coins}, Wonder {wonder}, civilian {civilian}, science {science}, commerce {commerce}, guilds {guilds}.',
  'sw.handCount.one': '{n} card in hand',
  'sw.handCount.other': '{n} cards in hand',
  'sw.tip.hand': 'Cards in hand.',
  'sw.hasChosen': 'has chosen',
  'sw.choosing': 'choosing…',
  'sw.produces': 'Produces:',
  'sw.producesN': '{units} each round',
  'sw.producesOneOf': 'One of {list} each round',
  'sw.tip.fixed': 'Produces {units} every round (fixed production).',
  'sw.tip.choice': 'Produces one of {list} each round, chosen when needed.',
  'sw.pricesCaption': 'Price per unit bought from each neighbour (coins)',
  'sw.neighbour': 'Neighbour',
  'sw.noStructures': 'No structures yet.',
  'sw.rel.own': 'your city',
  'sw.rel.left': 'left neighbour',
  'sw.rel.right': 'right neighbour',
  'sw.hand.title.one': 'Your hand ({n} card)',
  'sw.hand.title.other': 'Your hand ({n} cards)',
  'sw.hand.forFc': 'Choose the Free City’s card',
  'sw.hand.seventh': 'Babylon: play your 7th card',
  'sw.hand.seventhFc': 'The Free City’s Babylon: play its 7th card',
  'sw.hand.help': 'Choose a card, then build it, use it for a Wonder stage, or discard it.',
  'sw.hand.helpFc': 'Choose the card the Free City plays this round.',
  'sw.hand.empty': 'No cards in hand.',
  'sw.committed.build': 'Your choice this round{whose}: build {name}.',
  'sw.committed.wonder': 'Your choice this round{whose}: a Wonder stage with {name}.',
  'sw.committed.discard': 'Your choice this round{whose}: discard {name}.',
  'sw.forFcShort': ' for the Free City',
  'sw.panel.title': 'Play {name}',
  'sw.panel.titleFc': 'Play {name} for the Free City',
  'sw.act.build': 'Build it',
  'sw.act.buildPay': 'Build it: choose how to pay',
  'sw.act.buildChain': 'Build it for free (chain)',
  'sw.act.buildOlympia': 'Build it for free with Olympia’s power',
  'sw.act.wonder': 'Build Wonder stage {n} with it',
  'sw.act.wonderPay': 'Build Wonder stage {n}: choose how to pay',
  'sw.act.discard': 'Discard it for 3 coins',
  'sw.otherCard': 'Choose another card',
  'sw.back': 'Back',
  'sw.hint.bank': 'Pays {coins} to the bank.',
  'sw.hint.own': 'Uses your own resources.',
  'sw.hint.ownFc': 'Uses the Free City’s own resources.',
  'sw.hint.ways.one': 'One way to pay: {coins}.',
  'sw.hint.ways.other': '{n} ways to pay, from {coins}.',
  'sw.hint.chain': 'This city has the structure it chains from.',
  'sw.hint.olympia': 'Once per Age.',
  'sw.hint.discard': 'The card goes face down to the discard pile.',
  'sw.reason.owned': 'This city already has this structure (never two of the same name).',
  'sw.reason.unaffordable': 'You cannot pay for it this round, even buying from your neighbours.',
  'sw.reason.unsold': 'Missing {missing}; no neighbour sells {unsold}.',
  'sw.reason.coinsShortBuying': 'Missing {missing}: your neighbours sell it, but you are {coins} short.',
  'sw.reason.coinsShort': 'You are {coins} short.',
  'sw.reason.unaffordableFc': 'The Free City cannot pay for it this round.',
  'sw.reason.notOffered': 'Not allowed now.',
  'sw.reason.allStages': 'Every stage of this Wonder is built.',
  'sw.reason.stageCost': 'Stage {n} costs {cost}: it cannot be paid this round.',
  'sw.reason.fcChain': 'The Free City can build this card for free by chain, so it must build it.',
  'sw.reason.fcMustPlay': 'The Free City may only discard when none of its cards could be built or used for its Wonder.',
  'sw.pay.titleBuild': 'How to pay for {name}',
  'sw.pay.titleWonder': 'How to pay for Wonder stage {n}',
  'sw.pay.help': 'Coins available: {coins}. These are all the ways the rules allow; neighbours cannot refuse to sell.',
  'sw.pay.option': 'Way {n}',
  'sw.pay.total': '{coins} in all',
  'sw.pay.cheapest': 'cheapest',
  'sw.pay.buyLeft': 'From {seller} (left), {coins}',
  'sw.pay.buyRight': 'From {seller} (right), {coins}',
  'sw.pay.unit': '{units} at {price} each',
  'sw.pay.bank': '{coins} to the bank',
  'sw.pay.nothing': 'Nothing to buy.',
  'sw.fc.now': 'You play for the Free City this round.',
  'sw.fc.nowHelp': 'Choose the card it plays. It pays with its own coins ({coins}). It must build a card or a Wonder stage whenever it can, and a card it can build by chain is built for free.',
  'sw.fc.mine': 'You hold the Free City card this round.',
  'sw.fc.mineHelp': 'Choose your own card first; then you also choose the card the Free City plays.',
  'sw.fc.other': '{name} plays for the Free City this round.',
  'sw.fcFinal': 'The Free City (not ranked) finished with {points}.',
  'sw.phase.wonders': 'Choosing Wonders',
  'sw.phase.sides': 'Choosing Wonder sides',
  'sw.phase.over': 'After Age III: the final scores are above',
  'sw.phase.seventh': 'Babylon’s 7th card',
  'sw.phase.discardBuild': 'Halicarnassus builds from the discard pile',
  'sw.age': 'Age {age}',
  'sw.round': 'Round {round} of 6',
  'sw.dir.left': 'Hands pass left',
  'sw.dir.right': 'Hands pass right',
  'sw.dir.swap': 'Hands are swapped',
  'sw.dirTip.left': 'After each round, hands go to the left neighbour (clockwise), in Ages I and III.',
  'sw.dirTip.right': 'After each round, hands go to the right neighbour (counter-clockwise), in Age II.',
  'sw.dirTip.swap': 'With 2 players the two hands are swapped after every round; the Free City card travels with its hand.',
  'sw.discardPile': 'Discard pile: {n}',
  'sw.drawPile': 'Free City pile: {n}',
  'sw.tip.discardPile': 'The face-down discard pile. Halicarnassus may build from it.',
  'sw.tip.drawPile': 'The Free City’s draw pile: the holder draws its top card each round.',
  'sw.mil.titleAge': 'Military conflicts at the end of Age {age}',
  'sw.mil.titleAll': 'Military conflicts so far',
  'sw.mil.caption': 'End of Age {age}',
  'sw.mil.city': 'City',
  'sw.mil.shields': 'Shields',
  'sw.mil.tokens': 'Tokens taken',
  'sw.mil.victory': 'victory +{n}',
  'sw.mil.defeat': 'defeat −{n}',
  'sw.mil.nothing': 'none (ties)',
  'sw.militaryShort': 'military {n}',
  'sw.structures.one': '{n} structure',
  'sw.structures.other': '{n} structures',
  'sw.others': 'Other cities',
  'sw.rev.title': 'Last round',
  'sw.rev.build': '{who} built',
  'sw.rev.buildChain': '{who} built for free (chain)',
  'sw.rev.buildOlympia': '{who} built for free (Olympia)',
  'sw.rev.wonder': '{who} built a Wonder stage',
  'sw.rev.discard': '{who} discarded a card for 3 coins',
  'sw.rev.discardBuild': '{who} built from the discard pile',
  'sw.rev.paid': '{coins} to {to}',
  'sw.rev.paidBank': '{coins} to the bank',
  'sw.rev.seventh': 'with the 7th card',
  'sw.pickWonder': 'Choose your Wonder',
  'sw.pickWonderWait': '{name} is choosing a Wonder.',
  'sw.taken': 'Taken so far:',
  'sw.takeWonder': 'Take {name}',
  'sw.pickSide': 'Choose the side of your Wonder',
  'sw.pickSideWait': 'The players are choosing their sides.',
  'sw.sideChosen': 'You chose side {side}. The sides are shown once everyone has chosen.',
  'sw.playSide': 'Play side {side}',
  'sw.db.title': 'Halicarnassus: build a card from the discard pile for free',
  'sw.db.titleFc': 'The Free City’s Halicarnassus: build a card from the discard pile for free',
  'sw.db.help': 'You may build one card the city does not already have, for free, or build nothing.',
  'sw.db.wait': '{name} (Halicarnassus) may build a card from the discard pile.',
  'sw.db.build': 'Build {name} for free',
  'sw.db.none': 'Build nothing',
  'sw.word.coins': 'coins',
  'sw.word.shields': 'shields',
  'sw.word.military': 'military points',
  'sw.word.stages': 'Wonder stages',
  'sw.word.points': 'points',
  'sw.rules.goalH': 'Goal',
  'sw.rules.goal1': 'Lead an ancient city through three Ages. After Age III the player with the most points wins; on a tie, the most coins; still tied, the victory is shared.',
  'sw.rules.goal2': 'Points come from military tokens, coins (1 per 3), Wonder stages, blue buildings, science, some yellow buildings and guilds.',
  'sw.rules.roundH': 'A round',
  'sw.rules.round1': 'Each Age, everyone gets 7 cards and plays 6 rounds. In a round, everyone secretly picks one card at the same time; then all picks are revealed together.',
  'sw.rules.round2': 'A picked card is either built (pay its cost), used for the next stage of your Wonder (pay the stage’s cost; the card is hidden under the board), or discarded for 3 coins.',
  'sw.rules.round3': 'Then hands pass: to the left in Ages I and III, to the right in Age II. In round 6 the last card of each hand is discarded.',
  'sw.rules.round4': 'A city never builds two structures with the same name.',
  'sw.rules.costH': 'Costs',
  'sw.rules.cost1': 'Some cards are free; some brown cards cost 1 coin (paid to the bank); most cost resources.',
  'sw.rules.cost2': 'Your board, brown and grey cards produce resources every round; they are not used up. A card with “/” gives one of its resources each round.',
  'sw.rules.cost3': 'Chains: a card shows the earlier building that makes it free. If you have that building, you build the card for nothing.',
  'sw.rules.cost4': 'Coins used in a round are those you had when it began.',
  'sw.rules.tradeH': 'Trading',
  'sw.rules.trade1': 'Missing resources may be bought from your two neighbours: 2 coins each (1 with a trading post, marketplace or Olympia B), paid to that neighbour, who cannot refuse.',
  'sw.rules.trade2': 'Only what a board, brown and grey cards produce can be bought; yellow cards’ and Wonder stages’ resources are for their owner only.',
  'sw.rules.trade3': 'When you build, the table lists every way to pay that the rules allow, with the seller and price of each purchase.',
  'sw.rules.wonderH': 'Wonders',
  'sw.rules.wonder1': 'Stages are built in order, with any card, paying the stage’s cost. Side A is simpler; side B has different rewards.',
  'sw.rules.wonder2': 'A stage card is hidden and counts as no colour and for no chain.',
  'sw.rules.militaryH': 'Military',
  'sw.rules.military1': 'At the end of each Age, each city compares its shields with each neighbour: more shields take a victory token (+1, +3, +5 in Ages I, II, III), fewer take a defeat token (−1), equal takes nothing.',
  'sw.rules.military2': 'The table shows each Age’s results right after it ends.',
  'sw.rules.scoreH': 'Scoring',
  'sw.rules.score1': 'Military tokens add up (they can be negative); every 3 coins give 1 point.',
  'sw.rules.score2': 'Wonder stages and blue cards give their points.',
  'sw.rules.score3': 'Science: for each symbol (compass, gear, tablet) the count squared, plus 7 for each set of all three. Symbols “of your choice” are placed for your best score.',
  'sw.rules.score4': 'Yellow Age III cards and guilds score as written on them, from the final cities.',
  'sw.rules.typesH': 'Card types (colour, icon and word)',
  'sw.rules.types1': 'Brown, mountain icon: raw materials (wood, stone, clay, ore).',
  'sw.rules.types2': 'Grey, jar icon: manufactured goods (glass, textile, papyrus).',
  'sw.rules.types3': 'Blue, temple icon: civilian buildings, worth points.',
  'sw.rules.types4': 'Green, flask icon: science symbols.',
  'sw.rules.types5': 'Yellow, coin icon: commerce (coins, cheaper trading, resources for yourself).',
  'sw.rules.types6': 'Red, shield icon: shields for military conflicts.',
  'sw.rules.types7': 'Purple, crown icon: guilds (Age III only), points for what you and your neighbours built.',
  'sw.rules.twoH': 'Two players: the Free City',
  'sw.rules.two1': 'A third city, the Free City, sits between the two players and is a neighbour of both. Hands are swapped after every round.',
  'sw.rules.two2': 'Whoever holds the Free City card draws a card from its pile, picks a card for their own city, then one for the Free City; the card then passes with the hand, so the players take turns.',
  'sw.rules.two3': 'The Free City pays with its own coins. It must build a card or a Wonder stage whenever its cards allow, and it builds chained cards for free.',
  'sw.rules.two4': 'The Free City is scored but never ranked.',
  'sw.rules.powersH': 'Special Wonder powers',
  'sw.rules.powers1': 'Babylon B (stage 2): play the 7th card of each Age instead of discarding it.',
  'sw.rules.powers2': 'Halicarnassus: at the end of the round a stage is built, build one card from the discard pile for free.',
  'sw.rules.powers3': 'Olympia A (stage 2): once per Age, build a structure for free. Options may let players choose Wonders and sides.',
} as const;

addMessages(SEVEN_WONDERS_TEXT);

/**
 * The names of the cards and Wonders (keys `sw.card.<id>`, `sw.wonder.<id>`) and the score sheet's
 * categories (`sevenwonders.score.<category>`, drawn by the kit's ScoreSheet): the English entries
 * are the engine's data (cards.ts, wonders.ts, scoring.ts), so the data stays their one English source.
 */
export const SEVEN_WONDERS_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CARDS.map((c) => [`sw.card.${c.id}`, c.name])),
  ...Object.fromEntries(WONDERS.map((w) => [`sw.wonder.${w.id}`, w.name])),
  ...Object.fromEntries(SCORE_CATEGORIES.map(([category, label]) => [`sevenwonders.score.${category}`, label]))
};

addMessages(SEVEN_WONDERS_NAMES);

/** A card's name in the current language (its id if no card has it). */
export const cardName = (id: unknown): string => tryT(`sw.card.${String(id)}`, String(id));
/** A Wonder's name in the current language (its id if no Wonder has it). */
export const wonderName = (id: unknown): string => tryT(`sw.wonder.${String(id)}`, String(id));

type Resource = Payment['left'][number];
export type Colour = 'brown' | 'grey' | 'blue' | 'green' | 'yellow' | 'red' | 'purple';
export type Symbol3 = 'compass' | 'gear' | 'tablet';

export const resourceName = (r: Resource): string => tryT(`sw.res.${r}`, r);
export const symbolName = (s: Symbol3): string => tryT(`sw.sym.${s}`, s);
/** The card type a colour stands for ("Civilian"): always written next to the colour. */
export const colourType = (c: Colour): string => tryT(`sw.type.${c}`, c);
/** The colour as a word ("blue"), for "per blue card". */
export const colourWord = (c: Colour): string => tryT(`sw.colour.${c}`, c);

export const coinsText = (n: number): string => tn('sw.coins', n);
export const shieldsText = (n: number): string => tn('sw.shields', n);
export const structuresText = (n: number): string => tn('sw.structures', n);
export const pointsText = (n: number): string => tn('sw.points', n);
/** "2 wood": a count of one resource. */
export const unitsText = (r: Resource, n: number): string => tn(`sw.resN.${r}`, n);

/** "wood, wood, ore" → "2 wood, 1 ore" (in the order first seen). */
export function resourcesText(list: readonly Resource[]): string {
  if (list.length === 0) return t('sw.nothing');
  const counts = new Map<Resource, number>();
  for (const r of list) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].map(([r, n]) => unitsText(r, n)).join(t('sevenwonders.resource.sep'));
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
      return shieldsText(e.shields);
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
  if (e.shields) parts.push(shieldsText(e.shields));
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

// ---- Log lines (issue 11 item 6): a template per describe() key, and the formatter that turns
// the entry's params (card / Wonder ids, trades, cities) into words. One play of a round is a
// phrase of its own (it names a city), joined into the round's line.

/** 7 Wonders's log templates (keys `sevenwonders.*`, as the engine's describe() writes them). */
export const SEVEN_WONDERS_LOG = {
  'sevenwonders.wonder': '{who} chose {wonder}.',
  'sevenwonders.side': '{who} chose a side for their Wonder.',
  'sevenwonders.discardBuild': '{city} built {card} from the discard pile.',
  'sevenwonders.discardBuild.decline': '{city} built nothing from the discard pile.',
  'sevenwonders.chose': '{who} chose a card.',
  'sevenwonders.chose.freeCity': '{who} chose a card for the Free City.',
  'sevenwonders.seventh': '{play} with the 7th card.',
  /** The analysis of a finished game (analysis-line.ts): one play, or a side, named in full. */
  'sevenwonders.analysis.play': '{play}',
  'sevenwonders.analysis.side': '{who} chose side {side}',
  'sevenwonders.round': 'Age {age}, round {round}: {plays}.',
  'sevenwonders.play.build': '{city} built {card}{paying}',
  'sevenwonders.play.build.chain': '{city} built {card} for free (chain){paying}',
  'sevenwonders.play.build.olympia': '{city} built {card} for free (Olympia){paying}',
  'sevenwonders.play.wonder': '{city} built stage {stage} of {wonder}{paying}',
  'sevenwonders.play.discard': '{city} discarded a card for 3 coins',
  'sevenwonders.play.sep': '; ',
  'sevenwonders.paying': ' (paying {trades})',
  'sevenwonders.trade.sep': '; ',
  'sevenwonders.trade.neighbour': '{coins} to {city} for {resources}',
  'sevenwonders.trade.bank': '{coins} to the bank',
  'sevenwonders.resource.sep': ', ',
  /** The Free City named in a line, at its start and inside it. */
  'sevenwonders.city.FreeCity': 'The Free City',
  'sevenwonders.city.freeCity': 'the Free City'
} as const;

addMessages(SEVEN_WONDERS_LOG);

type Params = Readonly<Record<string, string | number | boolean | null>>;


/** A city: its seat, or the Free City (a 2-player game's third city, run by the rules). */
function cityWord(p: Params, city: number, start: boolean): LogWord {
  if (p.freeCity === true && city === FREE_CITY) return t(start ? 'sevenwonders.city.FreeCity' : 'sevenwonders.city.freeCity');
  return { seat: city };
}

function joined(items: readonly (readonly LogPart[])[], sep: string): LogPart[] {
  return items.flatMap((parts, i) => (i === 0 ? [...parts] : [sep, ...parts]));
}

/** One revealed play (params with suffix `i`) of `city`: "Player 1 built Altar (paying 2 to Player 2 for wood, clay)". */
function playPhrase(p: Params, i: number | '', city: number): LogPart[] {
  const how = p[`how${i}`];
  if (how === 'discard') return phrase('sevenwonders.play.discard', { city: cityWord(p, city, true) });
  const n = Number(p.cities);
  const trades: LogPart[][] = [];
  const resources = (list: unknown): string => String(list).split(',').map((r) => resourceName(r as Resource)).join(t('sevenwonders.resource.sep'));
  const neighbour = (coins: unknown, to: number, list: unknown): LogPart[] =>
    phrase('sevenwonders.trade.neighbour', { coins: Number(coins), city: cityWord(p, to, false), resources: resources(list) });
  if (Number(p[`toLeft${i}`]) > 0) trades.push(neighbour(p[`toLeft${i}`], (city + 1) % n, p[`left${i}`]));
  if (Number(p[`toRight${i}`]) > 0) trades.push(neighbour(p[`toRight${i}`], (city + n - 1) % n, p[`right${i}`]));
  if (Number(p[`toBank${i}`]) > 0) trades.push(phrase('sevenwonders.trade.bank', { coins: Number(p[`toBank${i}`]) }));
  const paying: LogWord = trades.length ? phrase('sevenwonders.paying', { trades: joined(trades, t('sevenwonders.trade.sep')) }) : '';
  const words: LogWords = { city: cityWord(p, city, true), paying };
  if (how === 'wonder') return phrase('sevenwonders.play.wonder', { ...words, stage: Number(p[`stage${i}`]), wonder: wonderName(p[`wonder${i}`]) });
  const via = p[`via${i}`];
  return phrase(via === 'chain' || via === 'olympia' ? `sevenwonders.play.build.${via}` : 'sevenwonders.play.build', { ...words, card: cardName(p[`card${i}`]) });
}

addLogFormatter('sevenwonders', (e): LogWords => {
  const p = e.params;
  switch (e.key) {
    case 'sevenwonders.wonder':
      return { wonder: wonderName(p.wonder) };
    case 'sevenwonders.discardBuild':
    case 'sevenwonders.discardBuild.decline':
      return { city: cityWord(p, Number(p.city), true), card: cardName(p.card) };
    case 'sevenwonders.seventh':
    case 'sevenwonders.analysis.play':
      return { play: playPhrase(p, '', Number(p.city)) };
    case 'sevenwonders.analysis.side':
      return { side: String(p.side) };
    case 'sevenwonders.round': {
      const plays = Array.from({ length: Number(p.cities) }, (_, c) => playPhrase(p, c, c));
      return { age: Number(p.age), round: Number(p.round), plays: joined(plays, t('sevenwonders.play.sep')) };
    }
    default:
      return {};
  }
});

// ---------------------------------------------------------------- rules summary (table kit: RulesSummary.svelte)

import { sectionsFromKeys, type RulesSection } from '../../table/rules-summary';

const RULES_SECTIONS = [
    { h: 'sw.rules.goalH', p: ['sw.rules.goal1', 'sw.rules.goal2'] },
    { h: 'sw.rules.roundH', p: ['sw.rules.round1', 'sw.rules.round2', 'sw.rules.round3', 'sw.rules.round4'] },
    { h: 'sw.rules.costH', p: ['sw.rules.cost1', 'sw.rules.cost2', 'sw.rules.cost3', 'sw.rules.cost4'] },
    { h: 'sw.rules.tradeH', p: ['sw.rules.trade1', 'sw.rules.trade2', 'sw.rules.trade3'] },
    { h: 'sw.rules.wonderH', p: ['sw.rules.wonder1', 'sw.rules.wonder2'] },
    { h: 'sw.rules.militaryH', p: ['sw.rules.military1', 'sw.rules.military2'] },
    { h: 'sw.rules.scoreH', p: ['sw.rules.score1', 'sw.rules.score2', 'sw.rules.score3', 'sw.rules.score4'] },
    { h: 'sw.rules.typesH', p: ['sw.rules.types1', 'sw.rules.types2', 'sw.rules.types3', 'sw.rules.types4', 'sw.rules.types5', 'sw.rules.types6', 'sw.rules.types7'] },
    { h: 'sw.rules.twoH', p: ['sw.rules.two1', 'sw.rules.two2', 'sw.rules.two3', 'sw.rules.two4'] },
    { h: 'sw.rules.powersH', p: ['sw.rules.powers1', 'sw.rules.powers2', 'sw.rules.powers3'] }
  ] as const;

/** Our own short summary of the 7 Wonders rules (first edition) for the rules-reference panel. */
export function rulesSummary(): readonly RulesSection[] {
  return sectionsFromKeys(RULES_SECTIONS, (key) => t(key));
}

addTranslations('sevenwonders', { el: () => import('./messages.el'), da: () => import('./messages.da') });
