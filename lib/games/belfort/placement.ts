/**
 * Phase 2, Placement (§4.2): in crest order each player places one Elf or Dwarf on a free worker
 * space (paying its cost at once) or passes; a passing player sends every piece left in hand to
 * the Resource Areas, one kind at a time (`send`), and places no more this round.
 */
import type { BelfortAction, BelfortState, PlaceTarget, WorkerKind } from './types';
import { DWARF, ELF, GOLD, INN, KINDS, MASTER_DWARF, MASTER_ELF, PROPERTIES, TOWER } from './types';
import * as propertiesTable from './tables/properties';
import * as economy from './tables/economy';
import type { Draft } from './state';
import { mut, own, pushTasksFirst } from './state';
import { guildOwner } from './city';
import { PASS, PLACE, SEND, TARGET_CAMP, TARGET_CARD, TARGET_GUILD, TARGET_RECRUIT } from './action-objects';
import { inHand } from './workers';

const { PROPERTY_CARDS } = propertiesTable;
const { GUILD_FEE, LOCKED_SPACE_PRICE, RECRUIT_PRICE } = economy;
const SPACE_TYPES: readonly number[] = PROPERTIES.map((_, t) => t).filter((t) => PROPERTY_CARDS[PROPERTIES[t]!].space !== 'none');
const KIND_INDEX: { readonly [K in WorkerKind]: number } = { elf: ELF, masterElf: MASTER_ELF, dwarf: DWARF, masterDwarf: MASTER_DWARF };
const PROPERTY_INDEX = Object.fromEntries(PROPERTIES.map((p, t) => [p, t])) as Record<string, number>;

/** Guild fee for `seat` placing on district `g`'s guild (§2.8): 0 on one's own, else 1. */
export function guildFee(s: BelfortState, seat: number, g: number): number {
  return guildOwner(s, g) === seat ? 0 : GUILD_FEE;
}

/** Free spaces of `seat`'s own card type `t` (Tower and Inn need a Gnome in the lock, §8.12). */
export function freeCardSpaces(s: BelfortState, seat: number, t: number): number {
  const p = s.ps[seat]!;
  const open = PROPERTY_CARDS[PROPERTIES[t]!].space === 'locked' ? p.gnomes[t]! : p.built[t]!;
  return open - p.onCard[t]!;
}

/** Cost in Gold of putting a worker on `target`. */
export function placementCost(s: BelfortState, seat: number, target: PlaceTarget): number {
  switch (target.at) {
    case 'recruit':
      return RECRUIT_PRICE;
    case 'camp':
      return 0;
    case 'guild':
      return guildFee(s, seat, target.district);
    case 'card': {
      const t = PROPERTY_INDEX[target.card]!;
      return t === TOWER || t === INN ? LOCKED_SPACE_PRICE : 0;
    }
  }
}

/** Indexes (into TARGETS) of the spaces `seat` could use now, whatever the worker (cost included). */
export function openTargets(s: BelfortState, seat: number): number[] {
  const gold = s.ps[seat]!.res[GOLD]!;
  const out: number[] = [];
  if (gold >= RECRUIT_PRICE && s.recruit.includes(-1)) out.push(TARGET_RECRUIT);
  if (!s.camp.includes(seat)) out.push(TARGET_CAMP);
  for (let g = 0; g < s.guildWorker.length; g++) {
    if (s.guildWorker[g] !== -1 || s.npDwarf.includes(g)) continue;
    if (gold >= guildFee(s, seat, g)) out.push(TARGET_GUILD + g);
  }
  for (const t of SPACE_TYPES) {
    if (freeCardSpaces(s, seat, t) <= 0) continue;
    if ((t === TOWER || t === INN) && gold < LOCKED_SPACE_PRICE) continue;
    out.push(TARGET_CARD + t);
  }
  return out;
}

export function placementActions(s: BelfortState, seat: number): BelfortAction[] {
  const p = s.ps[seat]!;
  const targets = openTargets(s, seat);
  const out: BelfortAction[] = [];
  for (let k = 0; k < KINDS.length; k++) {
    if (inHand(p, k) <= 0) continue;
    const row = PLACE[k]!;
    for (const t of targets) out.push(row[t]!);
  }
  out.push(PASS);
  return out;
}

/** Places a worker (the action is one of `placementActions`). */
export function applyPlace(d: Draft, seat: number, a: Extract<BelfortAction, { type: 'place' }>): void {
  const p = own(d, seat);
  const kind = KIND_INDEX[a.worker];
  p.res[GOLD]! -= placementCost(d, seat, a);
  p.placed[kind]! += 1;
  switch (a.at) {
    case 'recruit':
      mut(d, 'recruit')[d.recruit.indexOf(-1)] = seat * 4 + kind;
      return;
    case 'camp':
      mut(d, 'camp').push(seat);
      return;
    case 'guild': {
      const owner = guildOwner(d, a.district);
      if (owner !== seat && owner >= 0 && owner < d.players) {
        const o = own(d, owner);
        o.res[GOLD]! += GUILD_FEE;
        o.stats.feesReceived += GUILD_FEE;
      }
      mut(d, 'guildWorker')[a.district] = seat;
      return;
    }
    case 'card':
      p.onCard[PROPERTY_INDEX[a.card]!]! += 1;
      return;
  }
}

/** Passing (§4.2): the pieces left in hand go to the Resource Areas, one `send` decision per kind held. */
export function applyPass(d: Draft, seat: number): void {
  mut(d, 'passed')[seat] = true;
  const p = d.ps[seat]!;
  const tasks = [];
  for (let k = 0; k < KINDS.length; k++) if (inHand(p, k) > 0) tasks.push({ k: 'send' as const, seat, worker: k });
  pushTasksFirst(d, tasks);
}

/** Every way to split the pieces of kind `kind` in hand over the areas it may use (G21: no Dwarf in the Forest, no Elf in the Quarry). */
export function sendActions(s: BelfortState, seat: number, kind: number): readonly BelfortAction[] {
  return SEND[kind]![inHand(s.ps[seat]!, kind)]!;
}

const AREA_WORDS = ['Forest', 'Quarry', 'Mine', 'Gold Mine'];
const KIND_WORDS = ['Elf', 'Master Elf', 'Dwarf', 'Master Dwarf'];
const KIND_PLURAL = ['Elves', 'Master Elves', 'Dwarves', 'Master Dwarves'];

export function kindWord(kind: number, n: number): string {
  return n === 1 ? KIND_WORDS[kind]! : KIND_PLURAL[kind]!;
}

/** Where the pieces went, as words: "2 Elves to the Forest, 1 Elf to the Mine". */
export function sendText(kind: number, counts: readonly number[]): string {
  const parts: string[] = [];
  counts.forEach((c, a) => {
    if (c > 0) parts.push(`${c} ${kindWord(kind, c)} to the ${AREA_WORDS[a]}`);
  });
  return parts.join(', ');
}

export function applySend(d: Draft, seat: number, a: Extract<BelfortAction, { type: 'send' }>): void {
  const p = own(d, seat);
  const kind = KIND_INDEX[a.worker];
  let n = 0;
  for (let area = 0; area < 4; area++) {
    const c = a.counts[area]!;
    p.areas[area * 4 + kind]! += c;
    n += c;
  }
  p.placed[kind]! += n;
}
