import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { IdbStorage, openStorage } from './idb';
import { isQuotaError, MemoryStorage, type KeyValueStorage } from './storage';
import { STORE_CODES } from './result';

let n = 0;
const backends: [string, () => KeyValueStorage][] = [
  ['memory', () => new MemoryStorage()],
  ['indexeddb', () => new IdbStorage(`storage-test-${++n}`)]
];

describe.each(backends)('%s storage', (_name, make) => {
  test('get, prefix entries in key order, atomic writes', async () => {
    const s = make();
    await s.write([
      { op: 'set', key: 'match:b', value: { n: 2 } },
      { op: 'set', key: 'match:a', value: { n: 1 } },
      { op: 'set', key: 'matchless', value: 0 },
      { op: 'set', key: 'aside:a', value: 'x' }
    ]);
    expect(await s.get('match:a')).toEqual({ n: 1 });
    expect(await s.get('nothing')).toBeUndefined();
    expect(await s.entries('match:')).toEqual([
      ['match:a', { n: 1 }],
      ['match:b', { n: 2 }]
    ]);
    await s.write([
      { op: 'del', key: 'match:a' },
      { op: 'set', key: 'aside:b', value: [1] }
    ]);
    expect((await s.entries('aside:')).map(([k]) => k)).toEqual(['aside:a', 'aside:b']);
    expect(await s.get('match:a')).toBeUndefined();
  });

  test('a write that cannot be stored changes nothing', async () => {
    const s = make();
    await s.write([{ op: 'set', key: 'k', value: 1 }]);
    await expect(
      s.write([
        { op: 'set', key: 'k', value: 2 },
        { op: 'set', key: 'bad', value: () => 1 }
      ])
    ).rejects.toBeDefined();
    expect(await s.get('k')).toBe(1);
    expect(await s.get('bad')).toBeUndefined();
  });

  test('values are copies: changing what was read or written does not change the store', async () => {
    const s = make();
    const v = { list: [1] };
    await s.write([{ op: 'set', key: 'k', value: v }]);
    v.list.push(2);
    const read = (await s.get('k')) as { list: number[] };
    read.list.push(3);
    expect(await s.get('k')).toEqual({ list: [1] });
  });
});

describe('openStorage: IndexedDB, or memory with a warning', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('IndexedDB works: no warning, and data survives a second open of the same database', async () => {
    const first = await openStorage({ dbName: 'open-test' });
    expect(first).toMatchObject({ warning: null, storage: { kind: 'indexeddb' } });
    await first.storage.write([{ op: 'set', key: 'match:x', value: 1 }]);
    const second = await openStorage({ dbName: 'open-test' });
    expect(await second.storage.get('match:x')).toBe(1);
    expect(await second.storage.get('probe:open')).toBeUndefined();
  });

  const broken: [string, () => unknown][] = [
    ['IndexedDB missing', () => undefined],
    [
      'indexedDB.open throws (private mode)',
      () => ({
        open() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        }
      })
    ],
    [
      'the open request fails',
      () => ({
        open() {
          const req: Record<string, unknown> = { error: new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError') };
          setTimeout(() => (req.onerror as () => void)(), 1);
          return req;
        }
      })
    ],
    ['the open request never answers', () => ({ open: () => ({}) })]
  ];
  test.each(broken)('%s', async (_name, factory) => {
    vi.stubGlobal('indexedDB', factory());
    const { storage, warning } = await openStorage({ dbName: 'never', timeoutMs: 50 });
    expect(storage.kind).toBe('memory');
    expect(warning).toMatchObject({ code: STORE_CODES.unavailable });
    expect(warning!.message).toMatch(/memory only/);
    await storage.write([{ op: 'set', key: 'k', value: 1 }]);
    expect(await storage.get('k')).toBe(1);
  });
});

describe('isQuotaError', () => {
  const cases: [string, unknown, boolean][] = [
    ['standard DOMException', new DOMException('full', 'QuotaExceededError'), true],
    ['DOMException-like object', { name: 'QuotaExceededError' }, true],
    ['Firefox legacy', { name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 }, true],
    ['legacy code 22 only', { code: 22 }, true],
    ['other DOMException', new DOMException('closing', 'InvalidStateError'), false],
    ['plain Error', new Error('quota'), false],
    ['a string', 'QuotaExceededError', false],
    ['null', null, false]
  ];
  test.each(cases)('%s', (_name, e, expected) => {
    expect(isQuotaError(e)).toBe(expected);
  });
});
