/**
 * The bot request contract: plain JSON in, the index of the choice out; the same answer for the
 * same request wherever it runs (a worker, the network host, in process); coded errors.
 */
import { describe, expect, test } from 'vitest';
import { botRequest, runBotRequest, type BotRequest } from './request';
import { sealedBid, sealedBidEntry } from '../../tests/fixtures/sealed-bid';
import { seedRng } from '../core/rng';
import { findNonJson } from '../core/json';
import type { GameEntry } from '../core/entry';

const games: GameEntry[] = [sealedBidEntry];
const state = sealedBid.setup({ players: 3, seed: 'req', options: { short: false } });
const request = (over: Partial<BotRequest> = {}): BotRequest => ({ ...botRequest(sealedBidEntry, state, 1, { bot: 'random', level: 1 }, { seed: 'bot/1/0' }), ...over });

describe('bot requests', () => {
  test('a request is plain JSON holding only the seat’s view and actions', () => {
    const r = request();
    expect(findNonJson(r)).toBeNull();
    expect(r).toMatchObject({ game: 'sealedbid', seat: 1, bot: 'random', level: 1, view: sealedBid.view(state, 1), actions: sealedBid.actions(state, 1) });
  });

  test('the answer is an index into the actions; the same request gives the same answer, even after a JSON round trip', () => {
    const a = runBotRequest(games, request());
    expect(a.index).toBeGreaterThanOrEqual(0);
    expect(a.index).toBeLessThan(request().actions.length);
    expect(runBotRequest(games, JSON.parse(JSON.stringify(request())) as BotRequest)).toEqual(a);
    // a seed and the state it makes are the same generator
    expect(runBotRequest(games, request({ rng: { state: seedRng('bot/1/0') } }))).toEqual(a);
  });

  test('different seeds make the random bot choose differently; the rng state after is returned', () => {
    const answers = new Set(Array.from({ length: 20 }, (_, i) => runBotRequest(games, request({ rng: { seed: `s${i}` } })).index));
    expect(answers.size).toBeGreaterThan(3);
    const a = runBotRequest(games, request());
    expect(a.rng).not.toEqual(seedRng('bot/1/0'));
  });

  test('the game’s own bot at its level answers too', () => {
    // The fixture's heuristic bids the fourth listed amount (3).
    expect(runBotRequest(games, request({ bot: 'heuristic', level: 2 })).index).toBe(3);
  });

  test.each([
    ['an unknown game', { game: 'chess' }, 'bots/unknown-game'],
    ['no legal action', { actions: [] }, 'bots/no-actions'],
    ['a bot the game does not have', { bot: 'search' }, 'bots/unknown-bot'],
    ['no rng', { rng: {} as never }, 'bots/bad-request']
  ])('%s is a coded error', (_name, over, code) => {
    expect(() => runBotRequest(games, request(over as Partial<BotRequest>))).toThrow(expect.objectContaining({ code }));
  });

  test('a bot that answers with an unlisted action is a coded error', () => {
    const cheat: GameEntry = { game: sealedBid, bots: { heuristic: () => ({ name: 'heuristic', choose: () => ({ type: 'bid', amount: 99 }) }) } };
    expect(() => runBotRequest([cheat], request({ bot: 'heuristic' }))).toThrow(expect.objectContaining({ code: 'bots/bad-answer' }));
  });
});
