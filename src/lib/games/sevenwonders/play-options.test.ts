/**
 * A card's plays as staged options, over a game of random legal moves: every legal play of the
 * card is exactly one choice; an option is unavailable exactly when it has no play, and then it
 * says why; a press acts at once only with a play that buys nothing (else the ways to pay open).
 */
import { describe, expect, test } from 'vitest';
import { appendAction, newMatch, setupMatch } from '$engine/core/match';
import { Rng, seedRng } from '$engine/core/rng';
import { sevenWonders, type PlayAction, type SwAction, type SwState } from '$engine/games/sevenwonders';
import { press, unavailable } from '../../table/staged-choice';
import { buysNothing, playsOf } from './model';
import { playSections } from './play-options';
import { t } from '../../i18n';

function randomStates(players: number, seed: string): SwState[] {
  let match = newMatch(sevenWonders, { players, seed });
  let state = setupMatch<SwState>(sevenWonders, match);
  const states = [state];
  const rng = new Rng(seedRng(seed));
  while (!sevenWonders.result(state)) {
    const seat = sevenWonders.pending(state)[0]!;
    const actions = sevenWonders.actions(state, seat);
    const action = actions[rng.below(actions.length)]!;
    state = sevenWonders.apply(state, seat, action);
    match = appendAction(match, seat, action);
    states.push(state);
  }
  return states;
}

describe('a card’s plays as staged options', () => {
  test.each([
    [3, 'plays-3'],
    [5, 'plays-5']
  ])('%i players: every play is one choice, unavailable options say why, only plays that buy nothing act at once', (players, seed) => {
    const seen = { opened: 0, direct: 0, owned: 0, refused: 0 };
    for (const s of randomStates(players, seed)) {
      for (const seat of sevenWonders.pending(s)) {
        const actions = sevenWonders.actions(s, seat) as readonly SwAction[];
        const view = sevenWonders.view(s, seat);
        if (!actions.some((a) => a.type === 'play') || view.handFor === null) continue;
        const buyer = view.cities[view.handFor]!;
        const forFreeCity = view.handFor === view.freeCity;
        for (const card of view.hand ?? []) {
          const plays = playsOf(actions, card.card);
          const [section, ...more] = playSections({ card, plays, buyer, forFreeCity });
          expect(more).toEqual([]);
          const chosen: PlayAction[] = section!.options.flatMap((o) => o.choices.map((c) => c.action));
          const legal = actions.filter((a): a is PlayAction => a.type === 'play' && a.card === card.card);
          expect(chosen).toHaveLength(legal.length);
          expect(new Set(chosen)).toEqual(new Set(legal));
          // Wonder and Discard are always there; Build too, in one form or another.
          const keys = section!.options.map((o) => o.key);
          expect(keys.filter((k) => k === 'wonder' || k === 'discard')).toEqual(['wonder', 'discard']);
          expect(keys.some((k) => k === 'build' || k === 'chain' || k === 'olympia')).toBe(true);
          for (const o of section!.options) {
            expect(unavailable(o)).toBe(o.choices.length === 0);
            if (o.choices.length === 0) {
              expect(o.reason).toMatch(/\w/);
              seen.refused++;
            }
            const p = press(o);
            if (p.kind === 'choose') {
              expect(buysNothing(p.choice.action)).toBe(true);
              seen.direct++;
            }
            if (p.kind === 'open') seen.opened++;
          }
          if (card.status === 'owned') {
            expect(section!.options.find((o) => o.key === 'build')!.reason).toBe(t('sw.reason.owned'));
            seen.owned++;
          }
        }
      }
    }
    // The game went through each kind of option.
    expect(seen.opened).toBeGreaterThan(0);
    expect(seen.direct).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.owned).toBeGreaterThan(0);
  });
});
