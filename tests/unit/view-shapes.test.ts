/**
 * The views built for speed (issue 13 item 6: literals of one fixed shape, one pass over the road,
 * shared lists) hold exactly what their plain definitions give, keys in the same order, at every
 * decision of heuristic games.
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../lib/games/index';
import { makeBot } from '../../lib/bots/pick';
import { Rng, seedRng } from '../../lib/core/rng';
import type { GameEntry } from '../../lib/core/entry';
import { PP_SOURCES, CASTLE, type CaylusState, type CaylusView } from '../../lib/games/caylus/index';
import { BUILDINGS } from '../../lib/games/caylus/tables/buildings';
import { INCOME_BASE } from '../../lib/games/caylus/tables/board';
import { RESOURCES, type SwState, type SwView } from '../../lib/games/sevenwonders/index';
import { cityInfo } from '../../lib/games/sevenwonders/production';
import { packedCount } from '../../lib/core/resources';

/** Every state at a decision of a heuristic game. */
function states(entry: GameEntry, players: number, seed: string): unknown[] {
  const { game } = entry;
  const bot = makeBot(entry, 'heuristic', 3);
  const rng = new Rng(seedRng(seed));
  const out: unknown[] = [];
  let s = game.setup({ players, seed, options: {} });
  while (game.result(s) === null) {
    out.push(s);
    const seat = game.pending(s)[0]!;
    const actions = game.actions(s, seat);
    s = game.apply(s, seat, bot.choose({ seat, view: game.view(s, seat), actions, rng }));
  }
  out.push(s);
  return out;
}

describe('Caylus view', () => {
  const entry = findGame('caylus')!;
  it('PP by source, income, residences and castle triggers as their definitions give', () => {
    for (const players of [2, 4]) {
      for (const raw of states(entry, players, `shapes-${players}`)) {
        const s = raw as CaylusState;
        const v = entry.game.view(s, 0) as CaylusView;
        v.seats.forEach((pv, seat) => {
          expect(Object.entries(pv.ppBySource)).toEqual(PP_SOURCES.map((k, i) => [k, s.ps[seat]!.src[i]]));
          let income = INCOME_BASE;
          let residences = 0;
          for (let i = 0; i < s.tile.length; i++) {
            const id = s.tile[i] ?? null;
            if (id === null || s.owner[i] !== seat) continue;
            income += BUILDINGS[id].income;
            if (id === 'residence') residences++;
          }
          expect(pv.income).toBe(income);
          expect(pv.residences).toBe(residences);
        });
        v.road.forEach((r) => expect(r.trigger).toBe(CASTLE.find((c) => c.trigger === r.space)?.id ?? null));
      }
    }
  });
});

describe('7 Wonders view', () => {
  const entry = findGame('sevenwonders')!;
  it('production, what a city sells and its prices by resource, in RESOURCES order', () => {
    for (const players of [2, 3]) {
      for (const raw of states(entry, players, `shapes-${players}`)) {
        const s = raw as SwState;
        const v = entry.game.view(s, 0) as SwView;
        v.cities.forEach((c, i) => {
          const info = cityInfo(s.cities[i]!);
          const counts = (packed: number) => RESOURCES.map((r, k) => [r, packedCount(packed, k)]);
          const lists = (masks: readonly number[]) => masks.map((m) => RESOURCES.filter((_, r) => (m >> r) & 1));
          expect(Object.entries(c.production.fixed)).toEqual(counts(info.ownFixed));
          expect(Object.entries(c.sellable.fixed)).toEqual(counts(info.sellFixed));
          expect(c.production.choices).toEqual(lists(info.ownChoices));
          expect(c.sellable.choices).toEqual(lists(info.sellChoices));
          expect(Object.entries(c.prices.left)).toEqual(RESOURCES.map((r, k) => [r, info.priceLeft[k]]));
          expect(Object.entries(c.prices.right)).toEqual(RESOURCES.map((r, k) => [r, info.priceRight[k]]));
        });
      }
    }
  });
});
