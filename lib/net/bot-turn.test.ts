/**
 * The host's bot turns speak the one bot request contract (lib/bots/request.ts, issue 11 item 3):
 * each turn is `botRequest(...)` with the generator seeded `<seed>/bot/<seat>/<i>` (game seed,
 * seat, log length), answered by index. Bots make exactly the moves the earlier runner made (a bot
 * given the seat's view, actions and a generator seeded from that same text), so lockstep between
 * peers, migrations and recorded matches are unchanged.
 */
import { describe, expect, test } from 'vitest';
import { makeBot } from '../bots/pick';
import { runBotRequest, type BotRequest } from '../bots/request';
import { Rng, seedRng } from '../core/rng';
import { canonicalJson } from '../core/hash';
import type { GameEntry } from '../core/entry';
import { findGame } from '../games/index';
import { pileEntry } from './pile.fixture';
import type { BotRunner } from './shared';
import { Room, openTable, playOut, type Player } from './testkit';

const sevenWonders = findGame('sevenwonders')!;
const GAMES: readonly GameEntry[] = [pileEntry, sevenWonders];

interface Seen {
  readonly request: BotRequest;
  readonly len: number;
  readonly index: number;
}

/** The default inline runner, recording each request with the log length it was asked at. */
function recorder(host: () => Player | undefined): { runBot: BotRunner; seen: Seen[] } {
  const seen: Seen[] = [];
  const runBot: BotRunner = (request) => {
    const answer = runBotRequest(GAMES, request);
    seen.push({ request, len: host()!.session.view.log.length, index: answer.index });
    return answer;
  };
  return { runBot, seen };
}

describe.each([
  ['pile', 4, 2, 'random'],
  ['sevenwonders', 3, 1, 'heuristic']
] as const)('%s: the host’s bot turns', (game, players, humans, bot) => {
  test('are bot requests seeded from seed, seat and log length, and choose what the bot chose before the switch', async () => {
    let room: Room | null = null;
    const { runBot, seen } = recorder(() => room?.players[0]);
    room = new Room(`bots-${game}`, GAMES, { minDelay: 1, maxDelay: 20 }, undefined, runBot);
    const people = await openTable(room, { game, players, humans, bot });
    expect(playOut(room, people)).toBe(true);
    const view = people[0]!.session.view;
    expect(view.status).toBe('finished');
    expect(seen.length).toBeGreaterThan(5);
    const entry = GAMES.find((e) => e.game.id === game)!;
    for (const { request, len, index } of seen) {
      expect(request.rng).toEqual({ state: seedRng(`${view.seed}/bot/${request.seat}/${len}`) });
      expect(request).toMatchObject({ game, bot, level: 1 });
      // The runner before the switch: the bot itself, on a generator seeded from the same text.
      const before = makeBot(entry, request.bot, request.level).choose({ seat: request.seat, view: request.view, actions: request.actions, rng: new Rng(seedRng(`${view.seed}/bot/${request.seat}/${len}`)) });
      expect(request.actions[index]).toBe(before);
    }
    // Every peer ends with the same log (lockstep), bot moves included.
    expect(new Set(people.map((p) => canonicalJson(p.session.view.log))).size).toBe(1);
  }, 600_000);
});

test('a runner answering an index that is not listed makes the bot play its first legal action, with a notice', async () => {
  const runBot: BotRunner = (request) => ({ index: request.actions.length + 3, rng: seedRng('x') });
  const room = new Room('bots-bad', GAMES, { minDelay: 1, maxDelay: 5 }, undefined, runBot);
  const people = await openTable(room, { game: 'pile', players: 3, humans: 1 });
  expect(playOut(room, people)).toBe(true);
  expect(people[0]!.session.view.errors.map((e) => e.code)).toContain('bots/error');
});
