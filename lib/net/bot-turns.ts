/**
 * Bot seats' turns on the host. Each turn is one bot request (lib/bots/request.ts), answered at
 * once or later (the app's Web Worker); its generator is seeded from the seed, the seat and the
 * log index, so any host, after a migration too, makes the same draw. A bot that fails or answers
 * out of range plays its first legal action, and says so.
 */
import { seedRng } from '../core/rng';
import type { Action, Seat } from '../core/types';
import { botRequest, type BotAnswer, type BotRequest } from '../bots/request';
import type { Shared } from './shared';

export class BotTurns {
  /** Turns asked and not yet answered: `${log index}/${seat}`. */
  private readonly busy = new Set<string>();

  constructor(
    private readonly s: Shared,
    /** True once the host role is gone: answers are dropped. */
    private readonly disposed: () => boolean,
    /** The bot's action for the position at log index `i` (still current, the seat still a bot's). */
    private readonly chose: (i: number, seat: Seat, action: Action) => void
  ) {}

  /**
   * Asks the bot in `seat` for its move at the current position, after `Timing.botDelay`. Once per
   * position and seat; an answer that comes when the position or the seat has changed is dropped.
   */
  schedule(seat: Seat): void {
    const s = this.s;
    const ls = s.ls!;
    const i = ls.len;
    const key = `${i}/${seat}`;
    if (this.busy.has(key)) return;
    this.busy.add(key);
    s.timer(s.timing.botDelay, () => {
      const cur = s.seats[seat];
      if (this.disposed() || s.ls !== ls || ls.len !== i || s.status !== 'playing' || cur?.kind !== 'bot') {
        this.busy.delete(key);
        return;
      }
      const entry = s.entry()!;
      const actions = ls.actions(seat);
      const done = (action: Action | null, error: unknown): void => {
        this.busy.delete(key);
        if (this.disposed() || s.ls !== ls || ls.len !== i || s.status !== 'playing' || s.seats[seat]?.kind !== 'bot') return;
        let a = action;
        if (error !== null || a === null) {
          s.addError({ code: 'bots/error', message: `The bot at seat ${seat + 1} failed (${String(error)}); it plays its first legal action.` });
          a = actions[0] ?? null;
          if (a === null) return;
        }
        this.chose(i, seat, a);
      };
      let request: BotRequest;
      let out: BotAnswer | Promise<BotAnswer>;
      try {
        request = botRequest(entry, ls.state, seat, { bot: cur.bot, level: cur.level }, { state: seedRng(`${s.seed}/bot/${seat}/${i}`) });
        out = s.runBot(request);
      } catch (e) {
        done(null, e);
        return;
      }
      // The answer is an index into the request's actions: the host plays its own listed object.
      const chosen = (answer: BotAnswer): Action => {
        const a = request.actions[answer.index];
        if (a === undefined) throw new Error(`the bot answered with action ${answer.index} of ${request.actions.length}`);
        return a;
      };
      const settle = (answer: BotAnswer): void => {
        let a: Action;
        try {
          a = chosen(answer);
        } catch (e) {
          done(null, e);
          return;
        }
        done(a, null);
      };
      if (out instanceof Promise) out.then((answer) => s.guard(() => settle(answer)), (e: unknown) => s.guard(() => done(null, e)));
      else settle(out);
    });
  }
}
