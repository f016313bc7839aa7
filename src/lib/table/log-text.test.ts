import { expect, test } from 'vitest';
import { logText } from './log-text';

const names = ['Ann', 'Bo', 'Cy'];
const name = (s: number) => names[s]!;

test.each([
  ['Player 1 built the Baths', 0, 'built the Baths'],
  ['Player 2 pays Player 1 2 coins', 1, 'pays Ann 2 coins'],
  ['Player 3 wins against Player 2', null, 'Cy wins against Bo'],
  ['Player 9 is not at this table', 0, 'Player 9 is not at this table'],
  ['the Free City built the Altar', 0, 'the Free City built the Altar'],
  ['Player 1', 0, 'Ann']
] as const)('%s', (text, actor, expected) => {
  expect(logText(text, actor, name, 3)).toBe(expected);
});
