/**
 * The decision stack: the top frame is what happens next. Decision frames wait for a seat;
 * automatic frames run in `flow.advance`. To do A, then B, push B first, then A.
 */
import type { AutoStep, Frame, Question } from './types';
import type { Draft } from './state';

export function push(d: Draft, f: Frame): void {
  d.stack.push(f);
}

export function pushAuto(d: Draft, a: AutoStep): void {
  d.stack.push({ k: 'auto', a });
}

/** Asks `seat` to choose one of `opts` (an option −1 means "none / decline" where allowed). */
export function pushPick(d: Draft, seat: number, q: Question, opts: readonly number[], ctx: readonly number[]): void {
  d.stack.push({ k: 'pick', seat, q, opts: opts.slice(), ctx: ctx.slice() });
}

export function top(s: { stack: readonly Frame[] }): Frame | null {
  return s.stack.length === 0 ? null : s.stack[s.stack.length - 1]!;
}

export function pop(d: Draft): Frame {
  const f = d.stack.pop();
  if (!f) throw new Error('pop: empty stack');
  return f;
}
