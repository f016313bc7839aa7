/**
 * The one commit–reveal round (commit-reveal.ts), as the host drives it and as a guest checks it,
 * for both its uses: the seed draw (keyed by pid) and a simultaneous step (keyed by seat).
 */
import { describe, expect, test } from 'vitest';
import { ChoiceRound, SeedRound, sealChoice } from './commit-reveal';
import { actionCommitment, seedCommitment } from './identity';
import { seededRandom } from './testkit';

const ROOM = 'ROOM1234';

describe('a seed round', () => {
  test('opens only when every participant has committed, then takes only matching reveals', () => {
    const round = new SeedRound(ROOM, ['a', 'b']);
    round.seal('a', 'aa'.repeat(32));
    expect(round.open()).toBe(false);
    round.commit('b', seedCommitment(ROOM, 'b', 'bb'.repeat(32)));
    expect(round.open()).toBe(true);
    expect(round.open()).toBe(false); // opens once
    expect(round.commitments()).toEqual([
      { key: 'a', hash: seedCommitment(ROOM, 'a', 'aa'.repeat(32)) },
      { key: 'b', hash: seedCommitment(ROOM, 'b', 'bb'.repeat(32)) }
    ]);
    expect(round.allRevealed()).toBe(false);
    expect(round.matches('b', 'cc'.repeat(32))).toBe(false);
    expect(round.matches('b', 'bb'.repeat(32))).toBe(true);
    round.reveal('b', 'bb'.repeat(32));
    expect(round.allRevealed()).toBe(true);
  });

  test('a guest’s copy from the opened commitments checks reveals against them', () => {
    const hash = seedCommitment(ROOM, 'a', '11'.repeat(32));
    const copy = new SeedRound(ROOM, ['a']).openWith([['a', hash]]);
    expect(copy.opened).toBe(true);
    expect(copy.matches('a', '11'.repeat(32))).toBe(true);
    expect(copy.matches('a', '12'.repeat(32))).toBe(false);
    expect(copy.matches('x', '11'.repeat(32))).toBe(false); // nobody committed for x
  });
});

describe('a simultaneous choice round', () => {
  const action = { type: 'pick', card: 3 };

  test('binds a choice to the step, the seat and the salt', () => {
    const mine = sealChoice(ROOM, seededRandom('cr'), 7, 1, action);
    expect(mine.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(mine.hash).toBe(actionCommitment(ROOM, 7, 1, action, mine.salt));
    const round = new ChoiceRound(ROOM, 7, [0, 1]).openWith([[1, mine.hash]]);
    expect(round.matches(1, { action, salt: mine.salt })).toBe(true);
    expect(round.matches(0, { action, salt: mine.salt })).toBe(false);
    expect(new ChoiceRound(ROOM, 8, [1]).openWith([[1, mine.hash]]).matches(1, { action, salt: mine.salt })).toBe(false);
  });

  test('a withdrawn choice closes the round until that seat commits again', () => {
    const round = new ChoiceRound(ROOM, 0, [0, 1]);
    round.seal(0, { action, salt: '00'.repeat(16) });
    round.seal(1, { action, salt: '01'.repeat(16) });
    expect(round.open()).toBe(true);
    expect(round.allRevealed()).toBe(true);
    round.withdraw(1);
    expect(round.opened).toBe(false);
    expect(round.allRevealed()).toBe(false);
    expect(round.open()).toBe(false);
    round.commit(1, actionCommitment(ROOM, 0, 1, action, '02'.repeat(16)));
    expect(round.open()).toBe(true);
    expect(round.allRevealed()).toBe(false);
  });
});
