import { expect, test } from 'vitest';
import type { LogEntry } from '$engine/core/types';
import { addMessages } from './index';
import { addLogFormatter, fillParts, labelString, logParts, logString, phrase, playerN, type LogWords } from './log';

addMessages({ 'logtest.pay': '{who} pays {to} {n} coins', 'logtest.plain': '{who} passes', 'logtest.odd': 'a {missing} b' });
addLogFormatter('logtest', (e): LogWords => (e.key === 'logtest.pay' ? { to: { seat: e.params.to as number }, n: e.params.n as number } : {}));

const entry = (key: string, seat: number | null, params: LogEntry['params'] = {}): LogEntry => ({ key, seat, params, text: 'unused' });

test('a seat placeholder stays a part of its own; text around it is joined', () => {
  expect(logParts(entry('logtest.pay', 1, { to: 0, n: 2 }))).toEqual([{ seat: 1 }, ' pays ', { seat: 0 }, ' 2 coins']);
});

test('logString names seats with the given function, never by parsing text', () => {
  const names = ['Ann', 'Bo'];
  expect(logString(entry('logtest.pay', 1, { to: 0, n: 2 }), (s) => names[s]!)).toBe('Bo pays Ann 2 coins');
  expect(logString(entry('logtest.plain', 0), playerN)).toBe('Player 1 passes');
});

test('an unfilled placeholder shows itself; an unknown key shows the key', () => {
  expect(logString(entry('logtest.odd', null), playerN)).toBe('a {missing} b');
  expect(logString(entry('nosuch.key', 0), playerN)).toBe('nosuch.key');
});

test('without a formatter, string and number params are used as they are', () => {
  addMessages({ 'other.bid': '{who} bids {amount}' });
  expect(logString(entry('other.bid', 2, { amount: 5, flag: true }), playerN)).toBe('Player 3 bids 5');
});

test('a phrase word is spliced in with its seats; a label template is used when the catalogue has one', () => {
  addMessages({ 'logtest.sub': '{who} gives {n}', 'logtest.pay.label': 'Pay {to} {n} coins' });
  expect(fillParts('Round: {a}; {b}.', { a: phrase('logtest.sub', { who: { seat: 0 }, n: 1 }), b: [{ seat: 1 }, ' waits'] })).toEqual([
    'Round: ',
    { seat: 0 },
    ' gives 1; ',
    { seat: 1 },
    ' waits.'
  ]);
  expect(labelString(entry('logtest.pay', 1, { to: 0, n: 2 }), playerN)).toBe('Pay Player 1 2 coins');
  expect(labelString(entry('logtest.plain', 0), playerN)).toBe('Player 1 passes');
});
