/**
 * Words for Caylus data: resources, building names and effects, costs, castle sections, favour
 * rows, prompts and the engine's automatic events. The facts come from the engine's view and
 * data tables (lib/games/caylus/tables); this file only puts them into translatable strings.
 * Nothing here decides a rule.
 */
import type { GameEvent } from '$engine/games/caylus';
import type { BuildingId, Category, Resource, Row, Section, Special } from '$engine/games/caylus';
import { BUILDINGS, PP_SOURCE_LABELS } from '$engine/games/caylus';
import { CASTLE } from '$engine/games/caylus';
import { FAVOUR_TABLE } from '$engine/games/caylus';
import type { PromptView } from '$engine/games/caylus';
import { addMessages, addTranslations, t, tn, tryT } from '../../i18n';
import { addLogFormatter, type LogWords } from '../../i18n/log';

/**
 * Caylus's strings (keys `caylus.*`), added to the message catalogue when this module loads:
 * the game's loader (src/lib/games/load.ts) and every table component of ui.ts load it first.
 */
export const CAYLUS_TEXT = {
  'caylus.nothing': 'nothing',
  'caylus.free': 'free',
  'caylus.deniers.one': '{n} denier',
  'caylus.deniers.other': '{n} deniers',
  'caylus.ppN': '{n} PP',
  'caylus.anyCube': '{n} cube of any kind',
  'caylus.plainCubes': '{n} cubes (no gold)',
  'caylus.noEffect': 'No effect for workers; worth its prestige when built.',
  'caylus.emptySpace': 'empty space',
  'caylus.res.food': 'food',
  'caylus.res.wood': 'wood',
  'caylus.res.stone': 'stone',
  'caylus.res.cloth': 'cloth',
  'caylus.res.gold': 'gold',
  'caylus.resN.food.one': '{n} food',
  'caylus.resN.food.other': '{n} food',
  'caylus.resN.wood.one': '{n} wood',
  'caylus.resN.wood.other': '{n} wood',
  'caylus.resN.stone.one': '{n} stone',
  'caylus.resN.stone.other': '{n} stone',
  'caylus.resN.cloth.one': '{n} cloth',
  'caylus.resN.cloth.other': '{n} cloth',
  'caylus.resN.gold.one': '{n} gold',
  'caylus.resN.gold.other': '{n} gold',
  'caylus.resLetter.food': 'F',
  'caylus.resLetter.wood': 'W',
  'caylus.resLetter.stone': 'S',
  'caylus.resLetter.cloth': 'C',
  'caylus.resLetter.gold': 'G',
  'caylus.category.neutral': 'Neutral',
  'caylus.category.fixed': 'Board',
  'caylus.category.wood': 'Wood',
  'caylus.category.stone': 'Stone',
  'caylus.category.residence': 'Residence',
  'caylus.category.prestige': 'Prestige',
  'caylus.section.dungeon': 'Dungeon',
  'caylus.section.walls': 'Walls',
  'caylus.section.towers': 'Towers',
  'caylus.row.prestige': 'Prestige',
  'caylus.row.deniers': 'Deniers',
  'caylus.row.resources': 'Resources',
  'caylus.row.buildings': 'Buildings',
  'caylus.special.gate': 'Gate',
  'caylus.special.tradingPost': 'Trading post',
  'caylus.special.guild': "Merchants' guild",
  'caylus.special.joust': 'Joust field',
  'caylus.special.stables': 'Stables',
  'caylus.special.inn': 'Inn',
  'caylus.special.castle': 'Castle',
  'caylus.specialText.gate': 'Phase 3: move this worker for free to any free space (another special building, the castle or a road building), or take it back.',
  'caylus.specialText.tradingPost': 'Phase 3: take 3 deniers.',
  'caylus.specialText.guild': 'Phase 3: move the provost up to 3 spaces forward or back, for free.',
  'caylus.specialText.joust': 'Phase 3: you may pay 1 denier and 1 cloth for a royal favour.',
  'caylus.specialText.stables': 'Phase 3: circles 1, 2 and 3 become first, second and third in turn order. Closed in 2-player games.',
  'caylus.specialText.inn': 'Phase 3: the left worker moves to the right circle; while you are on the right circle each of your workers costs 1 denier. If nobody came in, the right worker may stay or leave.',
  'caylus.phase.1': 'Income',
  'caylus.phase.2': 'Workers',
  'caylus.phase.3': 'Special buildings',
  'caylus.phase.4': 'Provost',
  'caylus.phase.5': 'Road buildings',
  'caylus.phase.6': 'Castle',
  'caylus.phase.7': 'End of turn',
  'caylus.ordinal.1': '1st',
  'caylus.ordinal.2': '2nd',
  'caylus.ordinal.3': '3rd',
  'caylus.ordinal.4': '4th',
  'caylus.ordinal.5': '5th',
  'caylus.why.joust': 'joust field',
  'caylus.why.church': 'Church built',
  'caylus.why.statue': 'Statue built',
  'caylus.why.theatre': 'Theatre built',
  'caylus.why.university': 'University built',
  'caylus.why.monument': 'Monument built',
  'caylus.why.castle': 'best castle builder',
  'caylus.why.dungeon': 'Dungeon scoring',
  'caylus.why.walls': 'Walls scoring',
  'caylus.why.towers': 'Towers scoring',
  'caylus.pp.visits': 'workers on your buildings',
  'caylus.pp.buildings': 'buildings',
  'caylus.pp.residences': 'residences',
  'caylus.pp.castle': 'castle',
  'caylus.pp.favours': 'favours',
  'caylus.pp.exchanges': 'Church and Tailor',
  'caylus.pp.penalties': 'penalties',
  'caylus.kind.place': 'placement',
  'caylus.kind.gate': 'gate',
  'caylus.kind.guild': 'guild',
  'caylus.kind.joust': 'joust',
  'caylus.kind.inn': 'inn',
  'caylus.kind.provost': 'provost',
  'caylus.kind.activate': 'building',
  'caylus.kind.bonus': "owner's cube",
  'caylus.kind.castle': 'castle',
  'caylus.kind.favourRow': 'favour row',
  'caylus.kind.favourEffect': 'favour',
  'caylus.actionWord.pass': 'pass',
  'caylus.actionWord.joust': 'no joust',
  'caylus.actionWord.provost': 'provost stays',
  'caylus.actionWord.produce': 'production',
  'caylus.actionWord.bonus': 'cube taken',
  'caylus.actionWord.decline': 'nothing done',
  'caylus.actionWord.castleDone': 'no batch',
  'caylus.actionWord.favourRow': 'last free row',
  'caylus.actionWord.favourSkip': 'no effect',
  'caylus.actionWord.gateReturn': 'worker back',
  'caylus.tip.build': 'Cost {cost}; {pp} PP for the builder.',
  'caylus.tip.residence': 'Its owner collects 1 more denier each turn.',
  'caylus.tip.neutral': 'Nobody owns it; a Lawyer can turn it into a residence.',
  'caylus.tip.fixed': 'Printed on the board; nobody owns it.',
  'caylus.where.space': 'space {space} ({building})',
  'caylus.where.empty': 'space {space}',
  'caylus.piece.worker': 'Worker of {name}',
  'caylus.piece.house': 'House of {name}',
  'caylus.piece.marker': 'Marker of {name}',
  'caylus.marker.provost': 'Provost',
  'caylus.marker.bailiff': 'Bailiff',
  'caylus.short.pp': 'PP',
  'caylus.short.deniers.one': 'denier',
  'caylus.short.deniers.other': 'deniers',
  'caylus.short.workers': 'workers',
  'caylus.turn.n': 'Turn {n}',
  'caylus.turn.over': 'Game over',
  'caylus.turn.phase': 'Phase {n}: {name}',
  'caylus.turn.phases': 'Phases of the turn',
  'caylus.turn.section': 'Building the {section}',
  'caylus.turn.castleDone': 'The castle is finished',
  'caylus.turn.finalNote': 'Final bonuses: 3 PP per gold, 1 PP per 3 other cubes, 1 PP per 4 deniers.',
  'caylus.prompt.yours': 'Your decision',
  'caylus.prompt.waiting': 'Waiting for {name}',
  'caylus.prompt.back': 'Back',
  'caylus.prompt.place': '{name}: place a worker (your next worker costs {cost}; 1 on your own building) or pass.',
  'caylus.prompt.gate': '{name}: move the worker on the Gate to a free space, or take it back.',
  'caylus.prompt.guild': "{name}: Merchants' guild — move the provost up to 3 spaces for free, or leave it.",
  'caylus.prompt.joust': '{name}: joust field — pay 1 denier and 1 cloth for a royal favour?',
  'caylus.prompt.inn': '{name}: keep your worker on the Inn for the next turn, or take it back?',
  'caylus.prompt.provost': '{name}: move the provost (1 denier per space, up to 3) or leave it.',
  'caylus.prompt.activate': '{name}: use the {building} on space {space}.',
  'caylus.prompt.bonus': "{name}: the {building} on space {space} was used — take your owner's cube.",
  'caylus.prompt.castle': '{name}: deliver a batch to the castle (1 food + 2 other different cubes), or stop.',
  'caylus.prompt.favourRow': '{name}: royal favour ({why}) — choose a row.',
  'caylus.prompt.favourEffect': '{name}: royal favour — choose an effect of the {row} row (your marker and the columns left of it).',
  'caylus.choice.specials': 'Special buildings and castle',
  'caylus.choice.road': 'Road buildings',
  'caylus.choice.space': 'Space {space}: {building}',
  'caylus.choice.pass': 'Pass',
  'caylus.choice.passHint': 'no more workers this turn',
  'caylus.choice.gateReturn': 'Take the worker back',
  'caylus.choice.free': 'free',
  'caylus.choice.here': 'Here',
  'caylus.choice.hereFor': 'Here · {hint}',
  'caylus.choice.provostStay': 'Leave the provost where it is',
  'caylus.choice.provostForward': 'Forward {n} to space {space} ({building})',
  'caylus.choice.provostBack': 'Back {n} to space {space} ({building})',
  'caylus.choice.joustYes': 'Joust for a royal favour',
  'caylus.choice.joustHint': 'pay {money} + {cloth}',
  'caylus.choice.joustNo': 'Do not joust',
  'caylus.choice.innKeep': 'Stay at the Inn',
  'caylus.choice.innKeepHint': 'your workers keep costing 1 denier',
  'caylus.choice.innLeave': 'Take the worker back',
  'caylus.choice.decline': 'Do nothing here',
  'caylus.choice.take': 'Take {cubes}',
  'caylus.choice.sell': 'Sell 1 {cube} for {price}',
  'caylus.choice.buyGroup': 'Buy {n} for {price}',
  'caylus.choice.convert': 'Space {space}: {building} → residence',
  'caylus.choice.exchange': 'Pay {pay} → {gain}',
  'caylus.choice.option': 'Option {n}',
  'caylus.choice.pay': 'Pay {pay}',
  'caylus.choice.payOn': 'Pay {pay}, on your residence at space {space}',
  'caylus.choice.buildHint': 'cost {cost} · {pp} PP · space {space}',
  'caylus.choice.castleDone': 'Stop delivering',
  'caylus.choice.castleIdle': 'you delivered nothing this turn: −2 PP',
  'caylus.choice.deliver': 'Deliver {cubes}',
  'caylus.choice.deliverHint': 'a house in the {section}, +{pp} PP',
  'caylus.choice.rowGain': '{row}: {effect}',
  'caylus.choice.rowOrLess': 'column {col}, or an effect to its left',
  'caylus.choice.rowStays': 'the next column is locked: your marker stays at column {col}',
  'caylus.choice.beyondProvost': 'beyond the provost: not activated unless he moves',
  'caylus.choice.favourSkip': 'Use no effect',
  'caylus.choice.giveGroup': 'Give {cube}, take 2 cubes',
  'caylus.choice.column': 'column {col}',
  'caylus.step.pay': '{building}: how do you pay?',
  'caylus.step.which': 'Which cubes?',
  'caylus.events.title': 'Since your last move',
  'caylus.events.titleAll': 'Latest moves',
  'caylus.events.none': 'Nothing yet.',
  'caylus.events.pp': '(+{pp} PP)',
  'caylus.event.bailiff': 'The bailiff moves {by} to space {space}.',
  'caylus.event.bestBuilder': '{name} delivered most batches this turn: 1 royal favour.',
  'caylus.event.built': '{name} builds the {building} on space {space} (+{pp} PP).',
  'caylus.event.castleIdle': '{name} delivered nothing to the castle: {pp} PP.',
  'caylus.event.conversionWaits': "{name}'s conversion of space {space} waits until its worker leaves.",
  'caylus.event.converted': '{name} turns the {building} on space {space} into a residence (+{pp} PP).',
  'caylus.event.delivered': '{name} delivers a batch to the {section} (+{pp} PP).',
  'caylus.event.favour': '{name} takes the {row} favour of column {col}.',
  'caylus.event.favourLost': '{name} has used every favour row this phase: a favour ({why}) is lost.',
  'caylus.event.favourRow': "{name}'s {row} marker is on column {col}.",
  'caylus.event.firstPass': '{name} passed first: +{money} denier.',
  'caylus.event.forced': '{name} had a single choice ({kind}), taken automatically: {action}.',
  'caylus.event.gameOver': 'The Towers are scored: the game is over.',
  'caylus.event.gateMoved': '{name} moves the Gate worker to {where}.',
  'caylus.event.income': 'Turn {turn} begins: everyone collects income.',
  'caylus.event.innEvicted': "{name}'s worker is driven out of the Inn.",
  'caylus.event.innMoved': "{name}'s worker moves to the Inn's right circle.",
  'caylus.event.notActivated': "{name}'s worker on space {space} is beyond the provost: no effect.",
  'caylus.event.scoring': 'Scoring of the {section}:',
  'caylus.event.sectionHouses': '{name}: {houses} houses in the {section}, {favours} royal favours.',
  'caylus.event.sectionPenalty': '{name}: no house in the {section}, {pp} PP.',
  'caylus.event.simpleFavour': '{name}: {favours} royal favours as {pp} PP ({why}).',
  'caylus.event.stables': 'The Stables set the turn order: {order}.',
  'caylus.event.tradingPost': '{name} takes {money} deniers at the Trading post.',
  'caylus.event.visit': '{name} gains {pp} PP: {by} placed a worker on their building on space {space}.',
  'caylus.road.title': 'The road',
  'caylus.road.provostAt': 'on space {space}: buildings up to it work in phase 5 (the others are hatched).',
  'caylus.road.bailiffAt': 'on space {space}.',
  'caylus.road.empty': 'empty',
  'caylus.road.nextBuild': 'next building',
  'caylus.road.emptyTip': 'Space {space}: not built yet. New buildings go on the first empty space.',
  'caylus.road.ownedBy': 'Owner: {name}.',
  'caylus.road.worker': 'worker',
  'caylus.road.activates': 'Up to the provost: works in phase 5.',
  'caylus.road.beyond': 'Beyond the provost: does not work this turn.',
  'caylus.road.trigger': '{section} scoring',
  'caylus.road.conversion': 'becomes {name}’s residence',
  'caylus.specials.title': 'Special buildings',
  'caylus.specials.free': 'free',
  'caylus.specials.circle': 'Circle {n}',
  'caylus.specials.innLeft': 'Left',
  'caylus.specials.innRight': 'Right',
  'caylus.specials.closed': 'Closed with 2 players',
  'caylus.bridge.title': 'Bridge and turn order',
  'caylus.bridge.order': 'Turn order',
  'caylus.bridge.passing': 'Passed (in order)',
  'caylus.bridge.nobody': 'Nobody has passed yet.',
  'caylus.bridge.passedAt': 'passed {n}.',
  'caylus.bridge.price': 'next worker {price}',
  'caylus.castle.title': 'The castle',
  'caylus.castle.workers': 'Castle workers',
  'caylus.castle.workersTip': 'Phase 6: in this order, each worker here may deliver batches of 1 food + 2 other different cubes; one who delivers none loses 2 PP. Whoever delivers most gets a royal favour.',
  'caylus.castle.scored': 'scored',
  'caylus.castle.current': 'being built',
  'caylus.castle.later': 'later',
  'caylus.castle.facts': '{pp} PP per batch · scored when the bailiff reaches space {trigger} · {n} of {spaces} houses.',
  'caylus.castle.next': 'The next batch goes here.',
  'caylus.castle.houses': 'House spaces of the {section}',
  'caylus.favours.title': 'Royal favours',
  'caylus.fold': 'Specials, castle, favours, players and buildings left',
  'caylus.favours.simplified': 'Simplified favours: every royal favour is worth 3 PP at once.',
  'caylus.favours.open': 'Columns 1–{n} are open; scoring the Dungeon opens 3–4, the Walls open 5.',
  'caylus.favours.row': 'Row',
  'caylus.favours.start': 'Start',
  'caylus.favours.locked': 'locked',
  'caylus.favours.lockedBy': 'opens when the {section} is scored',
  'caylus.players.title': 'Players',
  'caylus.player.turnPos': '{pos} in turn order',
  'caylus.player.passed': 'passed',
  'caylus.player.deciding': 'deciding',
  'caylus.player.pp': 'Prestige',
  'caylus.player.noPP': 'No prestige points yet.',
  'caylus.player.ppSource': '{source}: {pp}',
  'caylus.player.ppSep': '; ',
  'caylus.player.deniers': 'Deniers',
  'caylus.player.income': '+{n} next turn',
  'caylus.player.workers': 'Workers',
  'caylus.player.workersText': '{free} in supply, {out} out',
  'caylus.player.houses': 'Houses',
  'caylus.player.housesText': '{used} used, {left} left · {res} residences',
  'caylus.player.cubes': 'Cubes',
  'caylus.player.favours': 'Favour columns:',
  'caylus.player.rowUsed': '(used this phase)',
  'caylus.player.inCastle': 'Has a worker at the castle.',
  'caylus.player.batches': 'Batches this turn: {n}.',
  'caylus.player.onInn': 'At the Inn: each worker costs {price}.',
  'caylus.stock.title': 'Buildings left to build',
  'caylus.stock.built': 'built',
  'caylus.stock.residences': 'Residence tiles left: {n}.',
  'caylus.stock.discarded': 'Removed by lawyers: {list}.',
  'caylus.rules.goalH': 'Goal',
  'caylus.rules.goal1': 'Master builders earn prestige points (PP) by building the castle, putting up buildings along the road and winning royal favours. Most PP wins; ties share the win.',
  'caylus.rules.goal2': 'The game ends when the Towers are scored: the bailiff reaches space 24 or the Towers are full.',
  'caylus.rules.turnH': 'A turn in 7 phases',
  'caylus.rules.turn1': '1. Income: 2 deniers, +1 per residence, +1 Library, +2 Hotel.',
  'caylus.rules.turn2': '2. In turn order, place one worker at a time or pass. The first to pass gets 1 denier; passing order sets the price for the others.',
  'caylus.rules.turn3': '3. Special buildings work in order: Gate, Trading post, Merchants’ guild, Joust field, Stables, Inn.',
  'caylus.rules.turn4': '4. In passing order, each player may pay 1 denier per space to move the provost up to 3 spaces.',
  'caylus.rules.turn5': '5. Road buildings work from the bridge up to the provost; workers beyond it do nothing.',
  'caylus.rules.turn6': '6. Castle workers deliver batches (1 food + 2 other different cubes) for a house and PP; the best builder gets a favour, a worker who delivers nothing loses 2 PP.',
  'caylus.rules.turn7': '7. The bailiff moves 1 space (2 if the provost is ahead of it); a section is scored when the bailiff reaches its mark or it is full.',
  'caylus.rules.placeH': 'Placing workers',
  'caylus.rules.place1': 'A worker costs the number of the first free passing space (1 before anyone passes); on your own building it costs 1. With a worker on the Inn’s right circle every worker costs 1.',
  'caylus.rules.place2': 'One worker per building; workers cannot go on residences or prestige buildings. A worker on another player’s building gives its owner 1 PP.',
  'caylus.rules.place3': 'Stone production buildings also give their owner a cube when someone else uses them.',
  'caylus.rules.buildH': 'Building',
  'caylus.rules.build1': 'Carpenters build wood buildings and the Mason builds stone ones, on the first empty road space; you pay the cost, put a house on it and gain its PP.',
  'caylus.rules.build2': 'The Lawyer turns a neutral building or one of your own wood or stone buildings into a residence (1 cloth + 1 denier, +2 PP).',
  'caylus.rules.build3': 'The Architect builds a prestige building on one of your residences.',
  'caylus.rules.castleH': 'The castle',
  'caylus.rules.castle1': 'Dungeon: 6 houses, 5 PP a batch, scored at space 12. Walls: 10 houses, 4 PP, space 18. Towers: 14 houses, 3 PP, space 24.',
  'caylus.rules.castle2': 'At a scoring, a player with no house in the section loses 2, 3 or 4 PP; players with houses there gain royal favours by their number of houses.',
  'caylus.rules.castle3': 'Scoring the Dungeon opens favour columns 3 and 4; the Walls open column 5.',
  'caylus.rules.favourH': 'Royal favours',
  'caylus.rules.favour1': 'Choose a row — prestige, deniers, resources or buildings — move its marker one column right if that column is open, then use the effect of that column or of any column to its left.',
  'caylus.rules.favour2': 'Each row may be used only once per phase; a favour with no row left is lost.',
  'caylus.rules.endH': 'End of the game',
  'caylus.rules.end1': 'After the Towers scoring: 3 PP per gold cube, 1 PP per 3 other cubes, 1 PP per 4 deniers.',
  'caylus.rules.end2': 'The score sheet shows where every point came from.',
  'caylus.rules.twoH': 'With 2 players',
  'caylus.rules.two1': 'Both start with 5 deniers; the first player changes every turn; the Stables are closed.',
  'caylus.rules.two2': 'A worker costs 1 until the other player passes, then 3 (still 1 on your own buildings or from the Inn).',
  // Table kit (issue 11 item 7): the PP come from the engine's data, not the string.
  'caylus.choice.ownerGets': '+{pp} PP to {name}',
  'caylus.choice.convertHint': 'pay {cost}; +{pp} PP'
} as const;

addMessages(CAYLUS_TEXT);

/**
 * The data tables' words (keys `caylus.building.<id>`, `caylus.buildingText.<id>`,
 * `caylus.favourCell.<row>.<col>`, and the score sheet's categories `caylus.score.<category>`):
 * their English entries are the engine's data (BUILDINGS, FAVOUR_TABLE, PP_SOURCE_LABELS), so the
 * data stays their one English source. The three leftover bonuses have no table in the engine
 * (scoring.ts `result()` writes their labels inline): the same English here, which
 * src/lib/table/score-sheet.test.ts holds equal to a finished game's breakdown.
 */
export const CAYLUS_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(BUILDINGS).map((b) => [`caylus.building.${b.id}`, b.name])),
  ...Object.fromEntries(Object.values(BUILDINGS).flatMap((b) => (b.text === '' ? [] : [[`caylus.buildingText.${b.id}`, b.text]]))),
  ...Object.fromEntries(Object.entries(FAVOUR_TABLE).flatMap(([row, cells]) => cells.map((c) => [`caylus.favourCell.${row}.${c.col}`, c.text]))),
  ...Object.fromEntries(Object.entries(PP_SOURCE_LABELS).map(([category, label]) => [`caylus.score.${category}`, label])),
  'caylus.score.gold': 'Gold left (3 each)',
  'caylus.score.cubes': 'Other cubes left (1 per 3)',
  'caylus.score.deniers': 'Deniers left (1 per 4)'
};

addMessages(CAYLUS_NAMES);

export const resourceName = (r: Resource): string => tryT(`caylus.res.${r}`, r);
/** One letter per cube kind, printed on every cube so colour is never the only signal. */
export const resourceLetter = (r: Resource): string => tryT(`caylus.resLetter.${r}`, r.slice(0, 1).toUpperCase());

export const buildingName = (id: BuildingId): string => tryT(`caylus.building.${id}`, BUILDINGS[id].name);
export const categoryName = (c: Category): string => tryT(`caylus.category.${c}`, c);
export const sectionName = (s: Section): string => tryT(`caylus.section.${s}`, s);
export const rowName = (r: Row): string => tryT(`caylus.row.${r}`, r);
export const specialName = (s: Special | 'castle'): string => tryT(`caylus.special.${s}`, s);
export const specialEffect = (s: Special): string => tryT(`caylus.specialText.${s}`, '');

/** "2 food + 1 wood" (in the order first seen); "nothing" for an empty list. */
export function cubesText(list: readonly Resource[]): string {
  if (list.length === 0) return t('caylus.nothing');
  const counts = new Map<Resource, number>();
  for (const r of list) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].map(([r, n]) => unitsText(r, n)).join(t('caylus.log.cubeSep'));
}

/** "2 food": a count of one kind of cube. */
export const unitsText = (r: Resource, n: number): string => tn(`caylus.resN.${r}`, n);

export const deniersText = (n: number): string => tn('caylus.deniers', n);

export function ppText(n: number): string {
  return t('caylus.ppN', { n });
}

/** A building's cost as printed: fixed cubes plus "any" cubes. */
export function costText(id: BuildingId): string {
  const c = BUILDINGS[id].cost;
  const parts: string[] = [];
  if (c.fixed.length > 0) parts.push(cubesText(c.fixed));
  if (c.any > 0) parts.push(t('caylus.anyCube', { n: c.any }));
  return parts.length === 0 ? t('caylus.free') : parts.join(' + ');
}

/** The tile's effect text from the data table (the three last prestige tiles have none). */
export function effectText(id: BuildingId): string {
  const text = tryT(`caylus.buildingText.${id}`, BUILDINGS[id].text);
  return text === '' ? t('caylus.noEffect') : text;
}

/** Everything a building's tooltip says, one line each; `pp` is what it scores its builder (from the view). */
export function buildingTip(id: BuildingId, pp: number): string[] {
  const def = BUILDINGS[id];
  const lines = [`${buildingName(id)} — ${categoryName(def.category)}`, effectText(id)];
  if (def.category === 'wood' || def.category === 'stone' || def.category === 'prestige') {
    lines.push(t('caylus.tip.build', { cost: costText(id), pp }));
  }
  if (def.category === 'residence') lines.push(t('caylus.tip.residence'));
  if (def.category === 'neutral') lines.push(t('caylus.tip.neutral'));
  if (def.category === 'fixed') lines.push(t('caylus.tip.fixed'));
  return lines;
}

export function sectionText(id: Section): { spaces: number; pp: number; trigger: number } {
  const c = CASTLE.find((x) => x.id === id)!;
  return { spaces: c.spaces, pp: c.ppPerBatch, trigger: c.trigger };
}

/** A favour table cell's text (data table, translatable by key). */
export function favourCellText(row: Row, col: number): string {
  const cell = FAVOUR_TABLE[row][col - 1];
  return cell ? tryT(`caylus.favourCell.${row}.${col}`, cell.text) : '';
}

export function ordinal(n: number): string {
  return tryT(`caylus.ordinal.${n}`, `#${n}`);
}

export function phaseName(n: number): string {
  return tryT(`caylus.phase.${n}`, String(n));
}

/** Where a worker goes: "space 12 (Farm)" or "the Gate". */
export function whereText(at: string, space: number | null, building: BuildingId | null): string {
  if (at === 'road' && space !== null) return building ? t('caylus.where.space', { space, building: buildingName(building) }) : t('caylus.where.empty', { space });
  return specialName(at as Special | 'castle');
}

/** The prompt in words, from the view's prompt (kind, seat, space, building, row, why). */
export function promptText(p: PromptView, name: string, cost: number): string {
  const building = p.building ? buildingName(p.building) : '';
  const why = p.why ? tryT(`caylus.why.${p.why}`, p.why) : '';
  const row = p.row ? rowName(p.row) : '';
  return tryT(`caylus.prompt.${p.kind}`, p.text, { name, cost: deniersText(cost), building, space: p.space ?? '', row, why });
}

type Params = GameEvent['params'];

function param(params: Params, key: string): string {
  const v = params[key];
  return v === null || v === undefined ? '' : String(v);
}

/** An automatic event of the engine in words; null for events the log already says. */
export function eventText(e: GameEvent, name: (seat: number) => string): string | null {
  const key = e.key.replace(/^caylus\.event\./, '');
  if (key === 'activated' || key === 'sectionScored') return null;
  const p = e.params;
  const building = typeof p.building === 'string' ? buildingName(p.building as BuildingId) : '';
  const section = typeof p.section === 'string' ? sectionName(p.section as Section) : '';
  const row = typeof p.row === 'string' ? rowName(p.row as Row) : '';
  const why = typeof p.why === 'string' ? tryT(`caylus.why.${p.why}`, p.why) : '';
  const where = key === 'gateMoved' ? whereText(param(p, 'at'), typeof p.space === 'number' ? p.space : null, null) : '';
  const by = typeof p.by === 'number' && key === 'visit' ? name(p.by) : param(p, 'by');
  const order = key === 'stables' ? param(p, 'order').split(',').filter((x) => x !== '').map((x) => name(Number(x))).join(', ') : '';
  const kind = key === 'forced' ? tryT(`caylus.kind.${param(p, 'kind')}`, param(p, 'kind')) : '';
  const action = key === 'forced' ? tryT(`caylus.actionWord.${param(p, 'action')}`, param(p, 'action')) : '';
  const values = {
    name: e.seat === null ? '' : name(e.seat),
    building,
    section,
    row,
    why,
    where,
    by,
    order,
    kind,
    action,
    space: param(p, 'space'),
    pp: param(p, 'pp'),
    money: param(p, 'money'),
    turn: param(p, 'turn'),
    col: param(p, 'col'),
    houses: param(p, 'houses'),
    favours: param(p, 'favours')
  };
  return tryT(`caylus.event.${key}`, key, values);
}

// ---- Log lines (issue 11 item 6): a template per describe() key (`caylus.action.*`) and the
// formatter that turns the entry's params (building ids, spaces, cube lists) into words.

/** Caylus's log templates, and the sub-phrases its formatter fills them with (`caylus.log.*`). */
export const CAYLUS_LOG = {
  'caylus.action.pass': '{who} passes',
  'caylus.action.pass.first': '{who} passes first (+1 denier)',
  'caylus.action.place': '{who} places a worker on {where} for {cost}',
  'caylus.action.gate': '{who} moves the Gate worker to {where}',
  'caylus.action.gateReturn': '{who} takes the Gate worker back',
  'caylus.action.guild': '{who} moves the provost {by} (guild)',
  'caylus.action.guild.stay': '{who} leaves the provost (guild)',
  'caylus.action.joust': '{who} jousts for a royal favour',
  'caylus.action.joust.no': '{who} does not joust',
  'caylus.action.inn': '{who} stays at the Inn',
  'caylus.action.inn.leave': '{who} leaves the Inn',
  'caylus.action.provost': '{who} pays {cost} to move the provost {by}',
  'caylus.action.provost.stay': '{who} does not move the provost',
  'caylus.action.produce': '{who} takes {take}',
  'caylus.action.bonus': '{who} takes 1 {take} as owner',
  'caylus.action.sell': '{who} sells 1 {give}',
  'caylus.action.buy': '{who} buys {take}',
  'caylus.action.build': '{who} builds the {building} on space {space} paying {pay}',
  'caylus.action.convert': '{who} turns {where} into a residence',
  'caylus.action.exchange': '{who} uses exchange {option} of {where}',
  'caylus.action.decline': '{who} does not use {where}',
  'caylus.action.deliver': '{who} delivers a batch ({cubes})',
  'caylus.action.castleDone': '{who} stops delivering',
  'caylus.action.favourRow': '{who} chooses the {row} favour row',
  'caylus.action.favour': '{who} takes favour column {col}{take}{give}',
  'caylus.action.favourBuild': '{who} builds the {building} by favour paying {pay}',
  'caylus.action.favourConvert': '{who} turns {where} into a residence by favour',
  'caylus.action.favourSkip': '{who} uses no favour effect',
  /** A road space with its building, an empty one, a used building whose space is unknown. */
  'caylus.log.space': 'the {building} (space {space})',
  'caylus.log.emptySpace': 'space {space}',
  'caylus.log.theBuilding': 'the building',
  'caylus.log.spot.gate': 'the Gate',
  'caylus.log.spot.tradingPost': 'the Trading post',
  'caylus.log.spot.guild': "the Merchants' guild",
  'caylus.log.spot.joust': 'the Joust field',
  'caylus.log.spot.stables': 'the Stables',
  'caylus.log.spot.inn': 'the Inn',
  'caylus.log.spot.castle': 'the castle',
  'caylus.log.row.prestige': 'prestige',
  'caylus.log.row.deniers': 'deniers',
  'caylus.log.row.resources': 'resources',
  'caylus.log.row.buildings': 'buildings',
  /** Cubes one by one: "food + food + wood". */
  'caylus.log.cubeSep': ' + ',
  'caylus.log.nothing': 'nothing',
  'caylus.log.favourTake': ' ({cubes})',
  'caylus.log.favourGive': ' for {cubes}',
  /** A provost move: "+2", "-1". */
  'caylus.log.up': '+{n}',
  'caylus.log.down': '{n}'
} as const;

addMessages(CAYLUS_LOG);

type LogParams = Readonly<Record<string, string | number | boolean | null>>;

/** A comma list of cube ids ("food,wood") as "food + wood"; "nothing" when empty. */
function logCubes(list: unknown): string {
  const ids = typeof list === 'string' && list !== '' ? list.split(',') : Array.isArray(list) ? (list as string[]) : [];
  return ids.length === 0 ? t('caylus.log.nothing') : ids.map((r) => resourceName(r as Resource)).join(t('caylus.log.cubeSep'));
}

/** Where a line happens: a road space (with its building, if any), a special spot, or "the building". */
function logWhere(p: LogParams): string {
  const space = typeof p.space === 'number' ? p.space : null;
  if (p.at !== undefined && p.at !== 'road') return tryT(`caylus.log.spot.${String(p.at)}`, String(p.at));
  if (space === null) return t('caylus.log.theBuilding');
  return typeof p.building === 'string'
    ? t('caylus.log.space', { building: buildingName(p.building as BuildingId), space })
    : t('caylus.log.emptySpace', { space });
}

const signed = (n: number): string => t(n > 0 ? 'caylus.log.up' : 'caylus.log.down', { n });

addLogFormatter('caylus', (e): LogWords => {
  const p = e.params;
  const key = e.key.slice('caylus.action.'.length);
  const by = typeof p.by === 'number' ? p.by : 0;
  switch (key) {
    case 'place':
      return { where: logWhere(p), cost: Number(p.cost) };
    case 'gate':
    case 'convert':
    case 'favourConvert':
    case 'decline':
      return { where: logWhere(p) };
    case 'exchange':
      return { where: logWhere(p), option: Number(p.option) + 1 };
    case 'guild':
      return { by: signed(by) };
    case 'provost':
      return { by: signed(by), cost: Math.abs(by) };
    case 'produce':
    case 'buy':
      return { take: logCubes(p.take) };
    case 'bonus':
      return { take: resourceName(p.take as Resource) };
    case 'sell':
      return { give: resourceName(p.give as Resource) };
    case 'build':
    case 'favourBuild':
      return { building: buildingName(p.building as BuildingId), space: Number(p.space), pay: logCubes(p.pay) };
    case 'deliver':
      return { cubes: logCubes(p.cubes) };
    case 'favourRow':
      return { row: tryT(`caylus.log.row.${String(p.row)}`, String(p.row)) };
    case 'favour':
      return {
        col: Number(p.col),
        take: p.take ? t('caylus.log.favourTake', { cubes: logCubes(p.take) }) : '',
        give: p.give ? t('caylus.log.favourGive', { cubes: logCubes(p.give) }) : ''
      };
    default:
      return {};
  }
});

// ---------------------------------------------------------------- rules summary (table kit: RulesSummary.svelte)

import { sectionsFromKeys, type RulesSection } from '../../table/rules-summary';

const RULES_SECTIONS = [
    { h: 'caylus.rules.goalH', p: ['caylus.rules.goal1', 'caylus.rules.goal2'] },
    { h: 'caylus.rules.turnH', p: ['caylus.rules.turn1', 'caylus.rules.turn2', 'caylus.rules.turn3', 'caylus.rules.turn4', 'caylus.rules.turn5', 'caylus.rules.turn6', 'caylus.rules.turn7'] },
    { h: 'caylus.rules.placeH', p: ['caylus.rules.place1', 'caylus.rules.place2', 'caylus.rules.place3'] },
    { h: 'caylus.rules.buildH', p: ['caylus.rules.build1', 'caylus.rules.build2', 'caylus.rules.build3'] },
    { h: 'caylus.rules.castleH', p: ['caylus.rules.castle1', 'caylus.rules.castle2', 'caylus.rules.castle3'] },
    { h: 'caylus.rules.favourH', p: ['caylus.rules.favour1', 'caylus.rules.favour2'] },
    { h: 'caylus.rules.endH', p: ['caylus.rules.end1', 'caylus.rules.end2'] },
    { h: 'caylus.rules.twoH', p: ['caylus.rules.two1', 'caylus.rules.two2'] }
  ] as const;

/** Our own short summary of the Caylus rules (first edition) for the rules-reference panel. */
export function rulesSummary(): readonly RulesSection[] {
  return sectionsFromKeys(RULES_SECTIONS, (key) => t(key));
}

addTranslations('caylus', { el: () => import('./messages.el'), da: () => import('./messages.da') });
