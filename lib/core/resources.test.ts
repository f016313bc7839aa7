/** The resource multiset: each operation on named cases (Caylus' cube order as the example). */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  add,
  addInto,
  bagNames,
  bagOf,
  count,
  covers,
  difference,
  emptyBag,
  equals,
  isEmpty,
  packBag,
  packedCount,
  packedCovers,
  packedDifference,
  packedKinds,
  packedUnit,
  packNames,
  remove,
  removeFrom,
  resourceIndex,
  shortfall,
  unpackBag
} from './resources';
import { findNonJson } from './json';

const CUBES = ['food', 'wood', 'stone', 'cloth', 'gold'] as const;

describe('resource multiset', () => {
  test('names and bags convert both ways, in the game’s order', () => {
    expect(resourceIndex(CUBES)).toEqual({ food: 0, wood: 1, stone: 2, cloth: 3, gold: 4 });
    expect(bagOf(CUBES, ['gold', 'wood', 'wood'])).toEqual([0, 2, 0, 0, 1]);
    expect(bagNames(CUBES, [1, 0, 2, 0, 1])).toEqual(['food', 'stone', 'stone', 'gold']);
    expect(() => bagOf(CUBES, ['iron' as never])).toThrow(expect.objectContaining({ code: 'core/resources-bad-name' }));
    expect(findNonJson(bagOf(CUBES, ['food']), true)).toBeNull();
  });

  test.each([
    ['add', add([1, 0, 2, 0, 0], [0, 1, 1, 0, 3]), [1, 1, 3, 0, 3]],
    ['remove', remove([1, 1, 3, 0, 3], [0, 1, 1, 0, 3]), [1, 0, 2, 0, 0]],
    ['shortfall (what must be found elsewhere)', shortfall([1, 0, 2, 0, 0], [2, 1, 1, 0, 0]), [1, 1, 0, 0, 0]],
    ['difference (what is beyond)', difference([1, 0, 2, 0, 0], [2, 1, 1, 0, 0]), [0, 0, 1, 0, 0]],
    ['empty bag', emptyBag(5), [0, 0, 0, 0, 0]]
  ])('%s', (_name, got, want) => {
    expect(got).toEqual(want);
  });

  test.each([
    ['covers when every count is enough', [2, 1, 0, 0, 1], [2, 0, 0, 0, 1], true],
    ['not when one count is short', [2, 1, 0, 0, 1], [0, 0, 1, 0, 0], false],
    ['everything covers nothing', [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], true]
  ])('covers: %s', (_name, have, need, want) => {
    expect(covers(have, need)).toBe(want);
  });

  test('count, isEmpty, equals', () => {
    expect(count([1, 0, 2, 0, 3])).toBe(6);
    expect(isEmpty([0, 0, 0])).toBe(true);
    expect(isEmpty([0, 1, 0])).toBe(false);
    expect(equals([1, 2], [1, 2])).toBe(true);
    expect(equals([1, 2], [2, 1])).toBe(false);
  });

  test('removing more than held is a coded error and changes nothing', () => {
    const bag = [1, 0, 0, 0, 0];
    expect(() => removeFrom(bag, [0, 1, 0, 0, 0])).toThrow(expect.objectContaining({ code: 'core/resources-short' }));
    expect(bag).toEqual([1, 0, 0, 0, 0]);
    expect(() => remove([0, 0], [1, 0])).toThrow(expect.objectContaining({ code: 'core/resources-short' }));
  });

  test('pure operations never change their inputs; the Into/From twins change only their target', () => {
    const a = [1, 2, 3];
    const b = [1, 1, 1];
    add(a, b);
    remove(a, b);
    shortfall(a, b);
    difference(a, b);
    expect(a).toEqual([1, 2, 3]);
    addInto(a, b);
    expect(a).toEqual([2, 3, 4]);
    removeFrom(a, b);
    expect(a).toEqual([1, 2, 3]);
    expect(b).toEqual([1, 1, 1]);
  });

  test('property: (a + b) − b = a; a + b covers a; shortfall(have, need) + have covers need', () => {
    const bag = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(bag, bag, (a, b) => {
        expect(remove(add(a, b), b)).toEqual(a);
        expect(covers(add(a, b), a)).toBe(true);
        expect(covers(add(a, shortfall(a, b)), b)).toBe(true);
        expect(add(difference(a, b), b).every((n, i) => n >= a[i]!)).toBe(true);
      })
    );
  });
});

describe('packed bags (one integer, 4 bits per resource)', () => {
  const GOODS = ['wood', 'stone', 'clay', 'ore', 'glass', 'textile', 'papyrus'] as const;

  test('pack and unpack in the game’s order; one unit and one count at a time', () => {
    expect(packNames(GOODS, ['wood', 'clay', 'clay', 'papyrus'])).toBe(0x1000201);
    expect(packBag([1, 0, 2, 0, 0, 0, 1])).toBe(0x1000201);
    expect(unpackBag(0x1000201, 7)).toEqual([1, 0, 2, 0, 0, 0, 1]);
    expect(packedUnit(2)).toBe(0x100);
    expect(packedCount(0x1000201, 2)).toBe(2);
    expect(packedKinds(0x1000201)).toBe(0b1000101);
  });

  test('more than 7 resources or a count above 7 does not pack', () => {
    expect(() => packBag([0, 0, 0, 0, 0, 0, 0, 1])).toThrow(expect.objectContaining({ code: 'core/resources-too-many' }));
    expect(() => packBag([8])).toThrow(expect.objectContaining({ code: 'core/resources-too-many' }));
  });

  test('packed difference of sums with a count above 7 (beyond the guard bits) is still per resource', () => {
    expect(packedDifference(0x9, 0x2)).toBe(0x7);
    expect(packedDifference(0x3, 0x9)).toBe(0);
    expect(packedDifference(0xa5, 0x13)).toBe(0x92);
  });

  test('property: packed covers and difference agree with the array bag', () => {
    const bag = fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(bag, bag, (a, b) => {
        expect(packedCovers(packBag(a), packBag(b))).toBe(covers(a, b));
        expect(unpackBag(packedDifference(packBag(a), packBag(b)), 7)).toEqual(difference(a, b));
        expect(unpackBag(packedDifference(packBag(b), packBag(a)), 7)).toEqual(shortfall(a, b));
      })
    );
  });
});
