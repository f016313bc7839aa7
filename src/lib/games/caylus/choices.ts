/**
 * The prompt's choices: the legal actions of `actions()`, sorted into labelled groups so that a
 * decision with many variants (which building, then how to pay) reads as two short steps.
 * Every choice carries the engine's own action object; nothing is added, removed or priced here
 * (prices, exchange lines and PP come from the action fields and the engine's view; fixed prices
 * from the data tables).
 */
import type { BuildingId, CaylusAction, Resource, Spot } from '$engine/games/caylus';
import { BUILDINGS } from '$engine/games/caylus';
import { JOUST_CLOTH, JOUST_MONEY, LAWYER_CLOTH, LAWYER_MONEY, LAWYER_PP, VISIT_PP } from '$engine/games/caylus';
import type { Exchange } from '$engine/games/caylus';
import type { CaylusView } from '$engine/games/caylus';
import { canonicalJson } from '$engine/core/hash';
import { t } from '../../i18n';
import { buildingName, costText, cubesText, deniersText, favourCellText, ppText, resourceName, rowName, sectionName, specialName } from './text';

/** Where on the board a choice points to, so the board can offer it too: `road:12`, `gate`… */
export type TargetKey = `road:${number}` | Spot;

export interface Choice {
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  readonly action: CaylusAction;
  readonly target?: TargetKey;
  /** A "no" answer (pass, decline, stop): drawn apart from the others. */
  readonly quiet?: boolean;
}

/** A group of variants of one choice; one variant = a direct button, several = a second step. */
export interface Option {
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  readonly choices: readonly Choice[];
  readonly target?: TargetKey;
  readonly quiet?: boolean;
  /** Heading of the second step ("How do you pay?"). */
  readonly step?: string;
}

export interface Section {
  readonly key: string;
  readonly title: string | null;
  readonly options: readonly Option[];
}

const keyOf = (a: CaylusAction): string => canonicalJson(a);

function single(choice: Choice): Option {
  return { key: choice.key, label: choice.label, hint: choice.hint, choices: [choice], target: choice.target, quiet: choice.quiet };
}

function choice(action: CaylusAction, label: string, extra: Partial<Omit<Choice, 'key' | 'label' | 'action'>> = {}): Choice {
  return { key: keyOf(action), label, action, ...extra };
}

/** Groups variants by a key, keeping the engine's order. */
function groupBy(choices: readonly { group: string; label: string; hint?: string; step?: string; choice: Choice }[]): Option[] {
  const out = new Map<string, { label: string; hint?: string; step?: string; choices: Choice[] }>();
  for (const c of choices) {
    let g = out.get(c.group);
    if (!g) {
      g = { label: c.label, hint: c.hint, step: c.step, choices: [] };
      out.set(c.group, g);
    }
    g.choices.push(c.choice);
  }
  return [...out].map(([key, g]) => (g.choices.length === 1 ? { ...single(g.choices[0]!), label: g.label, hint: joinHints(g.hint, g.choices[0]!.hint) } : { key, label: g.label, hint: g.hint, step: g.step, choices: g.choices }));
}

function joinHints(a: string | undefined, b: string | undefined): string | undefined {
  if (a && b) return `${a} · ${b}`;
  return a ?? b;
}

function spaceBuilding(view: CaylusView, space: number): BuildingId | null {
  return view.road[space - 1]?.building ?? null;
}

function placeLabel(view: CaylusView, at: string, space: number | null): string {
  if (at === 'road' && space !== null) {
    const b = spaceBuilding(view, space);
    return t('caylus.choice.space', { space, building: b ? buildingName(b) : '' });
  }
  return specialName(at as Spot);
}

function ownerHint(view: CaylusView, seat: number, space: number, name: (s: number) => string): string | undefined {
  const owner = view.road[space - 1]?.owner ?? null;
  if (owner === null || owner === seat) return undefined;
  return t('caylus.choice.ownerGets', { name: name(owner), pp: VISIT_PP });
}

/** A road space beyond the provost: its building is not activated unless he moves (view's `activates`). */
function beyondHint(view: CaylusView, space: number): string | undefined {
  return view.road[space - 1]?.activates === false ? t('caylus.choice.beyondProvost') : undefined;
}

function exchangeLabel(l: Exchange): string {
  const pay: string[] = [];
  if (l.money > 0) pay.push(deniersText(l.money));
  if (l.cloth > 0) pay.push(cubesText(Array<Resource>(l.cloth).fill('cloth')));
  if (l.plainCubes > 0) pay.push(t('caylus.plainCubes', { n: l.plainCubes }));
  const gain: string[] = [];
  if (l.gold > 0) gain.push(cubesText(Array<Resource>(l.gold).fill('gold')));
  if (l.pp > 0) gain.push(ppText(l.pp));
  return t('caylus.choice.exchange', { pay: pay.join(' + '), gain: gain.join(' + ') });
}

/** The PP the engine says building `id` scores (its stock entry); 0 if the stock lists no such tile. */
export function buildPP(view: CaylusView, id: BuildingId): number {
  const { wood, stone, prestige } = view.stock;
  return (wood.find((e) => e.id === id) ?? stone.find((e) => e.id === id) ?? prestige.find((e) => e.id === id))?.pp ?? 0;
}

/** Build actions (road building or favour), grouped by building, then payment / space. */
function buildOptions(view: CaylusView, acts: readonly CaylusAction[]): Option[] {
  const rows: { group: string; label: string; hint?: string; step?: string; choice: Choice }[] = [];
  for (const a of acts) {
    if (a.type !== 'build' && a.type !== 'favourBuild') continue;
    const prestige = BUILDINGS[a.building].category === 'prestige';
    const label = prestige
      ? t('caylus.choice.payOn', { pay: cubesText(a.pay), space: a.space })
      : t('caylus.choice.pay', { pay: cubesText(a.pay) });
    rows.push({
      group: a.building,
      label: buildingName(a.building),
      hint: t('caylus.choice.buildHint', { cost: costText(a.building), pp: buildPP(view, a.building), space: a.space }),
      step: t('caylus.step.pay', { building: buildingName(a.building) }),
      choice: choice(a, label, { target: `road:${a.space}` })
    });
  }
  return groupBy(rows);
}

/**
 * The sections of the prompt for `seat`'s current decision. `name` gives a seat's display name.
 */
export function promptSections(view: CaylusView, seat: number, acts: readonly CaylusAction[], name: (s: number) => string): Section[] {
  const p = view.prompt;
  if (!p || acts.length === 0) return [];
  const quiet: Choice[] = [];
  const sections: Section[] = [];
  const push = (key: string, title: string | null, options: Option[]): void => {
    if (options.length > 0) sections.push({ key, title, options });
  };

  switch (p.kind) {
    case 'place':
    case 'gate': {
      const road: Option[] = [];
      const specials: Option[] = [];
      for (const a of acts) {
        if (a.type === 'pass') quiet.push(choice(a, t('caylus.choice.pass'), { quiet: true, hint: t('caylus.choice.passHint') }));
        else if (a.type === 'gateReturn') quiet.push(choice(a, t('caylus.choice.gateReturn'), { quiet: true }));
        else if (a.type === 'place' || a.type === 'gate') {
          const space = a.at === 'road' ? a.space : null;
          const target: TargetKey = a.at === 'road' ? `road:${a.space}` : a.at;
          const cost = a.type === 'place' ? deniersText(a.cost) : t('caylus.choice.free');
          const hint = space !== null ? joinHints(joinHints(cost, ownerHint(view, seat, space, name)), beyondHint(view, space)) : cost;
          (a.at === 'road' ? road : specials).push(single(choice(a, placeLabel(view, a.at, space), { hint, target })));
        }
      }
      push('specials', t('caylus.choice.specials'), specials);
      push('road', t('caylus.choice.road'), road);
      break;
    }
    case 'guild':
    case 'provost': {
      const moves: Option[] = [];
      for (const a of acts) {
        if (a.type !== 'guild' && a.type !== 'provost') continue;
        if (a.by === 0) {
          quiet.push(choice(a, t('caylus.choice.provostStay'), { quiet: true }));
          continue;
        }
        // Where the move leads and what it costs come from the engine's prompt.
        const move = p.provostMoves?.find((m) => m.by === a.by);
        if (!move) continue;
        const b = spaceBuilding(view, move.to);
        const label = t(a.by > 0 ? 'caylus.choice.provostForward' : 'caylus.choice.provostBack', { n: Math.abs(a.by), space: move.to, building: b ? buildingName(b) : t('caylus.emptySpace') });
        const hint = move.cost > 0 ? deniersText(move.cost) : t('caylus.choice.free');
        const to = move.to;
        moves.push(single(choice(a, label, { hint, target: `road:${to}` })));
      }
      push('provost', null, moves);
      break;
    }
    case 'joust':
      for (const a of acts) {
        if (a.type !== 'joust') continue;
        if (a.take) push('joust', null, [single(choice(a, t('caylus.choice.joustYes'), { hint: t('caylus.choice.joustHint', { money: deniersText(JOUST_MONEY), cloth: cubesText(Array<Resource>(JOUST_CLOTH).fill('cloth')) }) }))]);
        else quiet.push(choice(a, t('caylus.choice.joustNo'), { quiet: true }));
      }
      break;
    case 'inn':
      push(
        'inn',
        null,
        acts.flatMap((a) => (a.type === 'inn' ? [single(choice(a, t(a.keep ? 'caylus.choice.innKeep' : 'caylus.choice.innLeave'), { hint: a.keep ? t('caylus.choice.innKeepHint') : undefined }))] : []))
      );
      break;
    case 'activate':
    case 'bonus': {
      const id = p.building;
      const plain: Option[] = [];
      const exchange: { group: string; label: string; hint?: string; step?: string; choice: Choice }[] = [];
      for (const a of acts) {
        switch (a.type) {
          case 'decline':
            quiet.push(choice(a, t('caylus.choice.decline'), { quiet: true }));
            break;
          case 'produce':
            plain.push(single(choice(a, t('caylus.choice.take', { cubes: cubesText(a.take) }))));
            break;
          case 'bonus':
            plain.push(single(choice(a, t('caylus.choice.take', { cubes: cubesText([a.take]) }))));
            break;
          case 'sell': {
            const price = p.sellPrice ?? 0;
            plain.push(single(choice(a, t('caylus.choice.sell', { cube: resourceName(a.give), price: deniersText(price) }))));
            break;
          }
          case 'buy': {
            const offer = p.buyOffers?.find((o) => o.count === a.take.length);
            exchange.push({
              group: `buy${a.take.length}`,
              label: t('caylus.choice.buyGroup', { n: a.take.length, price: deniersText(offer?.price ?? 0) }),
              step: t('caylus.step.which'),
              choice: choice(a, t('caylus.choice.take', { cubes: cubesText(a.take) }))
            });
            break;
          }
          case 'convert':
            plain.push(
              single(
                choice(a, t('caylus.choice.convert', { space: a.space, building: buildingName(spaceBuilding(view, a.space) ?? 'residence') }), {
                  hint: t('caylus.choice.convertHint', { cost: `${cubesText(Array<Resource>(LAWYER_CLOTH).fill('cloth'))} + ${deniersText(LAWYER_MONEY)}`, pp: LAWYER_PP }),
                  target: `road:${a.space}`
                })
              )
            );
            break;
          case 'exchange': {
            const line = p.exchanges?.[a.option];
            exchange.push({
              group: `ex${a.option}`,
              label: line ? exchangeLabel(line) : t('caylus.choice.option', { n: a.option + 1 }),
              step: t('caylus.step.pay', { building: id ? buildingName(id) : '' }),
              choice: choice(a, t('caylus.choice.pay', { pay: cubesText(a.pay) }))
            });
            break;
          }
          default:
            break;
        }
      }
      push('effect', null, [...plain, ...groupBy(exchange), ...buildOptions(view, acts)]);
      break;
    }
    case 'castle': {
      const batches: Option[] = [];
      const section = view.castle.nextHouse;
      const pp = section ? view.castle.sections.find((s) => s.id === section)?.ppPerBatch ?? 0 : 0;
      for (const a of acts) {
        if (a.type === 'castleDone') {
          const none = (view.seats[seat]?.batchesThisTurn ?? 0) === 0;
          quiet.push(choice(a, t('caylus.choice.castleDone'), { quiet: true, hint: none ? t('caylus.choice.castleIdle') : undefined }));
        } else if (a.type === 'deliver') {
          batches.push(single(choice(a, t('caylus.choice.deliver', { cubes: cubesText(a.cubes) }), { hint: section ? t('caylus.choice.deliverHint', { section: sectionName(section), pp }) : undefined })));
        }
      }
      push('castle', null, batches);
      break;
    }
    case 'favourRow': {
      const rows: Option[] = [];
      for (const a of acts) {
        if (a.type !== 'favourRow') continue;
        // What the row gives comes from the engine: the column its marker reaches (view) and that
        // cell's effect (the favour table).
        const col = view.seats[seat]?.favours[a.row] ?? 0;
        const reach = p.reach?.[a.row] ?? col;
        const label = t('caylus.choice.rowGain', { row: rowName(a.row), effect: favourCellText(a.row, reach) });
        const hint = reach === col ? t('caylus.choice.rowStays', { col }) : reach > 1 ? t('caylus.choice.rowOrLess', { col: reach }) : undefined;
        rows.push(single(choice(a, label, { hint })));
      }
      push('rows', null, rows);
      break;
    }
    case 'favourEffect': {
      const plain: Option[] = [];
      const trade: { group: string; label: string; hint?: string; step?: string; choice: Choice }[] = [];
      for (const a of acts) {
        switch (a.type) {
          case 'favourSkip':
            quiet.push(choice(a, t('caylus.choice.favourSkip'), { quiet: true }));
            break;
          case 'favour':
            if (a.give.length > 0) {
              trade.push({
                group: `give-${a.give.join('+')}`,
                label: t('caylus.choice.giveGroup', { cube: cubesText(a.give) }),
                hint: t('caylus.choice.column', { col: a.col }),
                step: t('caylus.step.which'),
                choice: choice(a, t('caylus.choice.take', { cubes: cubesText(a.take) }))
              });
            } else {
              const text = p.row === 'resources' && a.col === 2 ? t('caylus.choice.take', { cubes: cubesText(a.take) }) : favourCellText(p.row ?? 'prestige', a.col);
              plain.push(single(choice(a, text, { hint: t('caylus.choice.column', { col: a.col }) })));
            }
            break;
          case 'favourConvert':
            plain.push(
              single(
                choice(a, t('caylus.choice.convert', { space: a.space, building: buildingName(spaceBuilding(view, a.space) ?? 'residence') }), {
                  hint: t('caylus.choice.convertHint', { cost: cubesText(Array<Resource>(LAWYER_CLOTH).fill('cloth')), pp: LAWYER_PP }),
                  target: `road:${a.space}`
                })
              )
            );
            break;
          default:
            break;
        }
      }
      push('effect', null, [...plain, ...groupBy(trade), ...buildOptions(view, acts)]);
      break;
    }
  }
  if (quiet.length > 0) sections.push({ key: 'quiet', title: null, options: quiet.map(single) });
  return sections;
}

/** Board targets → the option offered there (placement, gate, provost, lawyer…), first wins. */
export function targetsOf(sections: readonly Section[]): Map<TargetKey, Option> {
  const out = new Map<TargetKey, Option>();
  for (const s of sections) for (const o of s.options) if (o.target && o.choices.length === 1 && !out.has(o.target)) out.set(o.target, o);
  return out;
}
