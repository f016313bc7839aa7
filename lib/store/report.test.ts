import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, replay } from '../core/match';
import { sealedBid } from '../../tests/fixtures/sealed-bid';
import { makeReport, makeReportText, parseReport, REPORT_LIMITS } from './report';
import { STORE_CODES } from './result';

const GAMES = [sealedBid];
const match = appendAction(newMatch(sealedBid, { players: 2, seed: 'r' }), 0, { type: 'bid', amount: 2 } as never);

describe('problem report', () => {
  test('holds the match file, the browser, the user text and a diagnosis; round-trips', () => {
    const report = makeReport({ match, browser: 'Firefox 128 on Linux', message: 'The bot bid twice?', createdAt: 1_700_000_000_000, games: GAMES });
    expect(report.diagnosis).toEqual({ code: null, error: null, actions: 1, hash: replay(sealedBid, match).hashes.at(-1) });
    expect(report.match).toEqual(match);
    expect(parseReport(makeReportText(report))).toEqual({ ok: true, value: report });
  });

  test('a match that does not replay is still reported, with the reason', () => {
    const bad = appendAction(match, 0, { type: 'bid', amount: 1 } as never);
    expect(makeReport({ match: bad, browser: '', message: '', createdAt: 0, games: GAMES }).diagnosis).toMatchObject({ code: 'match/illegal-log', actions: 2, hash: null });
    expect(makeReport({ match: 'not a match', browser: '', message: '', createdAt: 0, games: GAMES }).diagnosis).toMatchObject({ code: 'match/not-object' });
  });

  test('long texts are clipped', () => {
    const r = makeReport({ match, browser: 'b'.repeat(1000), message: 'm'.repeat(10_000), createdAt: 0, games: GAMES });
    expect(r.browser).toHaveLength(REPORT_LIMITS.maxBrowser);
    expect(r.message).toHaveLength(REPORT_LIMITS.maxMessage);
  });

  test.each([
    ['not JSON', '{'],
    ['another format', JSON.stringify({ format: 'euro-table/match' })],
    ['newer version', JSON.stringify({ format: 'euro-table/report', formatVersion: 2 })],
    ['no diagnosis', JSON.stringify({ format: 'euro-table/report', formatVersion: 1, createdAt: 0, browser: '', message: '', match: null })]
  ])('parseReport refuses %s', (_name, text) => {
    expect(parseReport(text)).toMatchObject({ ok: false, error: { code: STORE_CODES.badReport } });
  });
});
