/**
 * The prompt labels what the engine's view says (issue 11 item 7): the Tailor's lines under each
 * variant, the Church's PP under each option, the provost's price. Nothing here is computed from
 * the rules by the table.
 */
import { describe, expect, test } from 'vitest';
import { caylus, type CaylusAction, type CaylusView } from '$engine/games/caylus';
import { atPhase, fresh, putTile, putWorkerOn, setCubes, situation } from '$engine/games/caylus/testkit';
import { promptSections } from './choices';
import './text';

const name = (s: number): string => `P${s + 1}`;

function sections(state: ReturnType<typeof fresh>, seat: number) {
  const view = caylus.view(state, seat) as CaylusView;
  return promptSections(view, seat, caylus.actions(state, seat) as readonly CaylusAction[], name);
}

describe('Caylus prompt labels come from the view', () => {
  test.each([
    ['rulebook', ['Pay 1 cloth → 2 PP', 'Pay 3 cloth → 6 PP']],
    ['tile', ['Pay 2 cloth → 4 PP', 'Pay 3 cloth → 6 PP']]
  ])('Tailor (%s variant): the exchange lines offered', (tailor, labels) => {
    const s = situation(fresh(3, { order: [0, 1, 2], options: { tailor } }), (d) => {
      atPhase(d, 'road');
      d.passed = [0, 1, 2];
      d.provost = 10;
      putTile(d, 9, 'tailor', 1);
      putWorkerOn(d, 9, 0);
      setCubes(d, 0, { cloth: 3 });
    });
    const options = sections(s, 0).flatMap((x) => x.options).filter((o) => o.key !== '{"type":"decline"}');
    expect(options.map((o) => o.label)).toEqual(labels);
  });

  test.each([
    ['4', 4],
    ['3', 3]
  ])('Church option %s: the Mason offers the Church for %i PP', (churchPP, pp) => {
    const s = situation(fresh(3, { order: [0, 1, 2], options: { churchPP } }), (d) => {
      atPhase(d, 'road');
      d.passed = [0, 1, 2];
      d.provost = 10;
      putTile(d, 9, 'mason', 1);
      putWorkerOn(d, 9, 0);
      setCubes(d, 0, { stone: 1, cloth: 1, food: 1 });
    });
    const church = sections(s, 0).flatMap((x) => x.options).find((o) => o.label === 'Church');
    expect(church?.hint).toContain(`· ${pp} PP ·`);
  });

  test('the provost prompt prices each move', () => {
    const s = situation(fresh(2, { order: [0, 1] }), (d) => {
      atPhase(d, 'provost');
      d.passed = [0, 1];
      d.provost = 27;
      d.ps[0]!.money = 2;
    });
    const moves = sections(s, 0).find((x) => x.key === 'provost')!.options;
    expect(moves.map((o) => [o.target, o.hint])).toEqual([
      ['road:25', '2 deniers'],
      ['road:26', '1 denier'],
      ['road:28', '1 denier']
    ]);
  });
});

describe('Caylus hints carry the engine’s PP', () => {
  test('a worker on another player’s building: its owner’s visit PP; the Lawyer: the conversion PP', () => {
    const s = situation(fresh(2, { order: [0, 1] }), (d) => {
      putTile(d, 9, 'lawyer', 1);
      putTile(d, 10, 'farmFood', 1);
      d.ps[0]!.money = 9;
    });
    const road = sections(s, 0).find((x) => x.key === 'road')!.options;
    expect(road.find((o) => o.target === 'road:10')?.hint).toContain('+1 PP to P2');
    const lawyer = situation(fresh(3, { order: [0, 1, 2] }), (d) => {
      atPhase(d, 'road');
      d.passed = [0, 1, 2];
      d.provost = 12;
      putTile(d, 9, 'lawyer', 1);
      putWorkerOn(d, 9, 0);
      putTile(d, 11, 'farmFood', 0);
      setCubes(d, 0, { cloth: 1 });
      d.ps[0]!.money = 3;
    });
    const convert = sections(lawyer, 0).flatMap((x) => x.options).find((o) => o.target === 'road:11');
    expect(convert?.hint).toBe('pay 1 cloth + 1 denier; +2 PP');
  });
});
