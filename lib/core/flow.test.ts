/**
 * The decision flow on a small game written for the test ("Tollgate", 2 seats, 2 rounds):
 * each round seat 0 then seat 1 takes 1–3 coins; taking 2 grants a bonus choice (an interrupt put
 * first), taking 3 makes the other seat pay a toll (an interrupt put last, with one legal action:
 * forced). After the rounds both seats vote at once (a simultaneous decision that is never played
 * automatically); then the game ends. The state keeps its flow under its own field names.
 */
import { describe, expect, test } from 'vitest';
import {
  advance,
  applyAndAdvance,
  dropInterrupt,
  flowActions,
  flowCachedActions,
  flowPending,
  listedAction,
  FLOW_END,
  interruptFirst,
  interruptLast,
  stagedActions,
  stageStep,
  STAGE_BACK,
  STAGE_DONE,
  withInterrupts,
  type Flow,
  type InterruptQueue,
  type Stages
} from './flow';
import { ActionCache } from './actions';
import { RuleError } from './errors';

type Task = { k: 'bonus'; seat: number } | { k: 'toll'; seat: number };
type Ask = { kind: 'take'; seat: number } | { kind: 'bonus'; seat: number } | { kind: 'toll'; seat: number } | { kind: 'vote' };
type Act = { type: 'take'; n: number } | { type: 'gain'; n: number } | { type: 'pay' } | { type: 'vote'; yes: boolean };
interface T {
  round: number;
  step: number;
  tasks: Task[];
  ask: Ask | null;
  coins: number[];
  votes: (boolean | null)[];
  events: string[];
}

const start = (): T => ({ round: 1, step: 0, tasks: [], ask: null, coins: [0, 0], votes: [null, null], events: [] });
const TASKS: InterruptQueue<T, Task> = { get: (s) => s.tasks, set: (d, q) => void (d.tasks = q as Task[]) };

const TAKE: Act[] = [1, 2, 3].map((n) => ({ type: 'take', n }));
const GAIN: Act[] = [1, 5].map((n) => ({ type: 'gain', n }));
const PAY: Act = { type: 'pay' };
const VOTES: Act[] = [{ type: 'vote', yes: true }, { type: 'vote', yes: false }];

function step(d: T): Ask | null | typeof FLOW_END {
  if (d.round <= 2) {
    if (d.step < 2) return { kind: 'take', seat: d.step };
    d.events.push(`round ${d.round} over`); // an automatic step: no decision
    d.round += 1;
    d.step = 0;
    return null;
  }
  return d.votes.some((v) => v === null) ? { kind: 'vote' } : FLOW_END;
}

const flow: Flow<T, Ask, Act> = {
  decision: (s) => s.ask,
  setDecision: (d, a) => void (d.ask = a),
  seats: (s, a) => (a.kind === 'vote' ? s.votes.flatMap((v, i) => (v === null ? [i] : [])) : [a.seat]),
  actions: (s, a, seat) => {
    switch (a.kind) {
      case 'take':
        return TAKE;
      case 'bonus':
        return GAIN;
      case 'toll':
        return s.coins[seat]! > 0 ? [PAY] : [];
      case 'vote':
        return seat === 1 ? VOTES.slice(0, 1) : VOTES; // seat 1 can only vote yes
    }
  },
  apply: (d, a, seat, act) => {
    switch (act.type) {
      case 'take':
        d.coins[seat]! += act.n;
        d.step += 1;
        if (act.n === 2) interruptFirst(TASKS, d, { k: 'bonus', seat });
        if (act.n === 3) interruptLast(TASKS, d, { k: 'toll', seat: 1 - seat });
        return;
      case 'gain':
        d.coins[seat]! += act.n;
        dropInterrupt(TASKS, d);
        return;
      case 'pay':
        d.coins[seat]! -= 1;
        dropInterrupt(TASKS, d);
        return;
      case 'vote':
        d.votes[seat] = act.yes;
        return;
    }
    void a;
  },
  next: withInterrupts(TASKS, (_d, t) => (t.k === 'bonus' ? { kind: 'bonus', seat: t.seat } : { kind: 'toll', seat: t.seat }), step),
  forced: (d, a, seat, act) => void d.events.push(`forced ${a.kind} ${seat} ${act.type}`),
  autoplay: (_s, a) => a.kind !== 'vote'
};

/** apply() as a game on the flow writes it: a working copy, then the kit. */
function play(s: T, seat: number, act: Act): T {
  const d: T = { ...s, tasks: s.tasks, coins: s.coins.slice(), votes: s.votes.slice(), events: [] };
  applyAndAdvance(flow, d, seat, act);
  return d;
}

function begun(): T {
  const d = start();
  advance(d, flow);
  return d;
}

describe('advance', () => {
  test('runs until the first decision and records it in the game’s own field', () => {
    const s = begun();
    expect(s.ask).toEqual({ kind: 'take', seat: 0 });
    expect(flowPending(flow, s)).toEqual([0]);
    expect(flowActions(flow, s, 0)).toBe(TAKE);
    expect(flowActions(flow, s, 1)).toEqual([]);
  });

  test('an interrupt put first is settled before the normal course goes on', () => {
    let s = play(begun(), 0, TAKE[1]!); // takes 2: bonus for seat 0 now
    expect(s.ask).toEqual({ kind: 'bonus', seat: 0 });
    s = play(s, 0, GAIN[1]!);
    expect(s.coins).toEqual([7, 0]);
    expect(s.tasks).toEqual([]);
    expect(s.ask).toEqual({ kind: 'take', seat: 1 });
  });

  test('a forced decision is played by the flow and logged through the game', () => {
    let s = play(begun(), 0, TAKE[0]!); // seat 0 has 1 coin
    s = play(s, 1, TAKE[2]!); // seat 1 takes 3: seat 0 pays a toll, its one legal action
    expect(s.events).toEqual(['forced toll 0 pay', 'round 1 over']);
    expect(s.coins).toEqual([0, 3]);
    expect(s.ask).toEqual({ kind: 'take', seat: 0 });
  });

  test('interrupts put last wait behind those already queued', () => {
    const d = start();
    interruptLast(TASKS, d, { k: 'toll', seat: 1 });
    interruptLast(TASKS, d, { k: 'bonus', seat: 0 });
    interruptFirst(TASKS, d, { k: 'bonus', seat: 1 });
    expect(d.tasks.map((t) => `${t.k}${t.seat}`)).toEqual(['bonus1', 'toll1', 'bonus0']);
  });

  test('a simultaneous decision waits for every seat, and is never played automatically when the game says so', () => {
    let s = begun();
    for (let i = 0; i < 4; i++) s = play(s, s.step, TAKE[0]!);
    expect(s.ask).toEqual({ kind: 'vote' });
    expect(flowPending(flow, s)).toEqual([0, 1]);
    s = play(s, 0, VOTES[1]!);
    // seat 1 alone with one legal vote: still its decision (autoplay false for votes)
    expect(flowPending(flow, s)).toEqual([1]);
    s = play(s, 1, VOTES[0]!);
    expect(s.ask).toBeNull();
    expect(flowPending(flow, s)).toEqual([]);
  });

  test('the settled decision’s actions go into the cache under the returned state', () => {
    const cache = new ActionCache<T, readonly Act[]>();
    const d = start();
    advance(d, flow, cache);
    expect(cache.get(d, 0)).toEqual(TAKE);
    expect(Object.isFrozen(cache.get(d, 0))).toBe(true);
  });

  test('a decision with no legal action and a flow that never settles are coded errors', () => {
    const d = start();
    d.tasks = [{ k: 'toll', seat: 0 }]; // seat 0 has no coin to pay
    expect(() => advance(d, flow)).toThrow(expect.objectContaining({ code: 'core/flow-stuck' }));
    const spin: Flow<T, Ask, Act> = { ...flow, next: () => null };
    expect(() => advance(start(), spin)).toThrow(RuleError);
    expect(() => advance(start(), spin)).toThrow(expect.objectContaining({ code: 'core/flow-runaway' }));
  });

  test('applyAndAdvance refuses a finished game', () => {
    const s = start();
    expect(() => applyAndAdvance(flow, s, 0, TAKE[0]!)).toThrow(expect.objectContaining({ code: 'core/game-over' }));
  });
});

describe('actions and apply on the flow', () => {
  const cache = new ActionCache<T, readonly Act[]>();
  const actions = flowCachedActions(flow, cache);

  test('flowCachedActions lists once per state and seat, frozen, and nothing for a seat not to act', () => {
    const s = begun();
    const first = actions(s, 0);
    expect(first).toEqual(TAKE);
    expect(Object.isFrozen(first)).toBe(true);
    expect(actions(s, 0)).toBe(first);
    expect(actions(s, 1)).toEqual([]);
    expect(actions(begun(), 0)).not.toBe(first); // another state object: computed again
  });

  test('listedAction: the listed object by identity, or an equal copy in any key order', () => {
    const s = begun();
    const listed = actions(s, 0);
    expect(listedAction(flow, s, 0, listed, listed[1])).toBe(listed[1]);
    expect(listedAction(flow, s, 0, listed, { n: 2, type: 'take' })).toBe(listed[1]);
  });

  const codeOf = (f: () => unknown): { code: string; reason?: unknown } => {
    try {
      f();
    } catch (e) {
      if (e instanceof RuleError) return { code: e.code, reason: e.data.reason };
      throw e;
    }
    throw new Error('expected a RuleError');
  };

  test.each([
    ['the game is over', () => ({ ...begun(), ask: null }), 0, { type: 'take', n: 1 }, { code: 'core/game-over' }],
    ['a seat not to act', begun, 1, { type: 'take', n: 1 }, { code: 'core/not-your-turn' }],
    ['junk', begun, 0, { type: 7 }, { code: 'core/illegal-action', reason: 'an action needs a string "type"' }],
    ['an unknown field', begun, 0, { type: 'take', n: 1, extra: true }, { code: 'core/illegal-action', reason: 'unknown field "extra"' }],
    ['an unlisted value', begun, 0, { type: 'take', n: 4 }, { code: 'core/illegal-action', reason: 'it is not one of the 3 legal "take" actions' }]
  ])('listedAction refuses %s with a coded error', (_name, make, seat, action, want) => {
    const s = make();
    expect(codeOf(() => listedAction(flow, s, seat, actions(s, seat), action))).toEqual({ reason: undefined, ...want });
  });

  test('listedAction gives the game’s own reason for a well-formed unlisted action when it has one', () => {
    const s = begun();
    const explain = (_s: T, ask: Ask, seat: number, a: { type: string }) => new RuleError('tollgate/too-greedy', `${ask.kind} ${seat} ${a.type}`);
    expect(codeOf(() => listedAction(flow, s, 0, actions(s, 0), { type: 'take', n: 9 }, explain))).toEqual({ code: 'tollgate/too-greedy', reason: undefined });
    // junk never reaches the game's explanation
    expect(codeOf(() => listedAction(flow, s, 0, actions(s, 0), { type: 'take', n: 'x'.repeat(500) }, explain)).code).toBe('core/illegal-action');
  });
});

describe('staged decisions', () => {
  // Move up to three distinct units (ids 1–4) whose ids sum to at most 6; at least one.
  type Pick = { type: 'unit'; id: number };
  const PICKS: Pick[] = [1, 2, 3, 4].map((id) => ({ type: 'unit', id }));
  const stages: Stages<null, number, Pick> = {
    next: (_s, chosen) => {
      const sum = chosen.reduce((a, b) => a + b, 0);
      return chosen.length >= 3 ? [] : PICKS.filter((p) => !chosen.includes(p.id) && sum + p.id <= 6);
    },
    partOf: (a) => a.id,
    canFinish: (_s, chosen) => chosen.length > 0
  };

  test('each stage lists the next parts, then done once allowed, then back once something is chosen', () => {
    expect(stagedActions(stages, null, [])).toEqual(PICKS);
    expect(stagedActions(stages, null, [4])).toEqual([PICKS[0], PICKS[1], STAGE_DONE, STAGE_BACK]);
    expect(stagedActions(stages, null, [1, 2, 3])).toEqual([STAGE_DONE, STAGE_BACK]);
  });

  test('parts accumulate, back takes the last one away, done completes the choice', () => {
    let r = stageStep(stages, [], PICKS[3]!);
    expect(r).toEqual({ done: false, chosen: [4] });
    r = stageStep(stages, r.chosen, PICKS[1]!);
    expect(r).toEqual({ done: false, chosen: [4, 2] });
    r = stageStep(stages, r.chosen, STAGE_BACK);
    expect(r).toEqual({ done: false, chosen: [4] });
    expect(stageStep(stages, r.chosen, STAGE_DONE)).toEqual({ done: true, chosen: [4] });
  });

  test('every complete choice is reachable, each exactly once (the staged tree enumerates the choices)', () => {
    const complete: string[] = [];
    const walk = (chosen: readonly number[]) => {
      for (const a of stagedActions(stages, null, chosen)) {
        if (a === STAGE_BACK) continue;
        const r = stageStep(stages, chosen, a);
        if (r.done) complete.push(r.chosen.join('+'));
        else walk(r.chosen);
      }
    };
    walk([]);
    // ordered selections of distinct ids with sum ≤ 6, length 1–3
    expect(complete.length).toBe(new Set(complete).size);
    expect(complete).toContain('1+2+3');
    expect(complete).toContain('3+2+1');
    expect(complete).not.toContain('4+3');
    expect(complete.length).toBe(4 + 10 + 6);
  });
});
