/**
 * Trading between players (rules file §4.10). On your Turn you may propose an immediate exchange
 * to one other player: resources, Culture and Mood tokens, and Action or Objective cards from your
 * hand, against resources and tokens of theirs (you cannot name cards you have not seen). They
 * accept or decline; an accepted exchange happens at once, caps applying to the receiver.
 * Only the active player proposes (a proposal from the other side would be the same exchange);
 * one proposal per Turn and three items a side keep Turns finite (docs/rules-decisions.md).
 */
import type { ClashAction, ClashState, TradeFrame, TradeItem } from './types';
import * as tablesRulesMod from './tables/rules';
import type { Draft } from './state';
import * as stateMod from './state';
import * as stackMod from './stack';

// Imported values copied to module constants: under tsx (the bench) every read of an imported
// binding is a getter call. (No import cycles: every imported module is evaluated first.)
const { TRADE_ITEMS_PER_SIDE } = tablesRulesMod;
const { emit, gain, gainCulture, gainMood, player } = stateMod;
const { push } = stackMod;

/** How many units of token/resource `r` (0–4 resources, 5 Culture, 6 Mood) a list holds. */
function countOf(items: readonly TradeItem[], r: number): number {
  let n = 0;
  for (const it of items) if ('r' in it && it.r === r) n++;
  return n;
}

function stock(s: ClashState, seat: number, r: number): number {
  const p = s.ps[seat]!;
  return r < 5 ? p.res[r]! : r === 5 ? p.ct : p.mt;
}

export function tradeActions(s: ClashState, f: TradeFrame): ClashAction[] {
  const out: ClashAction[] = [];
  const p = s.ps[f.seat]!;
  if (f.give.length < TRADE_ITEMS_PER_SIDE) {
    for (let r = 0; r < 7; r++) if (stock(s, f.seat, r) > countOf(f.give, r)) out.push({ type: 'offer', side: 'give', item: { r } });
    for (const a of p.hand) if (!f.give.some((it) => 'a' in it && it.a === a)) out.push({ type: 'offer', side: 'give', item: { a } });
    for (const o of p.obj) if (!f.give.some((it) => 'o' in it && it.o === o)) out.push({ type: 'offer', side: 'give', item: { o } });
  }
  if (f.get.length < TRADE_ITEMS_PER_SIDE) {
    for (let r = 0; r < 7; r++) if (stock(s, f.partner, r) > countOf(f.get, r)) out.push({ type: 'offer', side: 'get', item: { r } });
  }
  if (f.give.length + f.get.length > 0) out.push({ type: 'send' });
  out.push({ type: 'back' });
  return out;
}

export function applyTrade(d: Draft, f: TradeFrame, a: ClashAction): void {
  switch (a.type) {
    case 'offer':
      push(d, a.side === 'give' ? { ...f, give: [...f.give, a.item] } : { ...f, get: [...f.get, a.item] });
      return;
    case 'send':
      push(d, { k: 'answer', seat: f.partner, from: f.seat, give: f.give, get: f.get });
      emit(d, 'clash.event.tradeProposed', f.seat, { to: f.partner, give: f.give.length, get: f.get.length });
      return;
    case 'back':
      return;
    default:
      throw new Error(`trade: unexpected ${a.type}`);
  }
}

/** Moves items from `from` to `to` (caps apply to the receiver; cards change hands). */
function transfer(d: Draft, from: number, to: number, items: readonly TradeItem[]): void {
  const src = player(d, from);
  player(d, to);
  for (const it of items) {
    if ('r' in it) {
      if (it.r < 5) {
        src.res[it.r]! -= 1;
        gain(d, to, it.r, 1);
      } else if (it.r === 5) {
        src.ct -= 1;
        gainCulture(d, to, 1);
      } else {
        src.mt -= 1;
        gainMood(d, to, 1);
      }
    } else if ('a' in it) {
      src.hand.splice(src.hand.indexOf(it.a), 1);
      player(d, to).hand.push(it.a);
    } else {
      src.obj.splice(src.obj.indexOf(it.o), 1);
      player(d, to).obj.push(it.o);
    }
  }
}

/** The partner's answer: an accepted proposal is carried out if both sides still hold everything. */
export function answerTrade(d: Draft, seat: number, from: number, give: readonly TradeItem[], get: readonly TradeItem[], yes: boolean): void {
  if (!yes) {
    emit(d, 'clash.event.tradeDeclined', seat, { from });
    return;
  }
  transfer(d, from, seat, give);
  transfer(d, seat, from, get);
  emit(d, 'clash.event.tradeDone', seat, { from });
}
