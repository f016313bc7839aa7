import { describe, expect, test } from 'vitest';
import { persistenceStatus, requestPersistence, storageEstimate, type StorageManagerLike } from './persistence';

describe('persistent storage', () => {
  const yes: StorageManagerLike = { persist: () => Promise.resolve(true), persisted: () => Promise.resolve(true) };
  const no: StorageManagerLike = { persist: () => Promise.resolve(false), persisted: () => Promise.resolve(false) };
  const throws: StorageManagerLike = { persist: () => Promise.reject(new Error('blocked')), persisted: () => Promise.reject(new Error('blocked')) };

  test.each([
    ['granted', yes, 'granted', 'granted'],
    ['refused', no, 'denied', 'denied'],
    ['API missing', {}, 'unsupported', 'unsupported'],
    ['no navigator.storage', undefined, 'unsupported', 'unsupported'],
    ['the browser throws', throws, 'denied', 'unsupported']
  ] as const)('%s', async (_name, manager, requested, status) => {
    expect(await requestPersistence(manager)).toBe(requested);
    expect(await persistenceStatus(manager)).toBe(status);
  });

  test('storage estimate when the browser gives one', async () => {
    expect(await storageEstimate({ estimate: () => Promise.resolve({ usage: 10, quota: 100 }) })).toEqual({ usage: 10, quota: 100 });
    expect(await storageEstimate({ estimate: () => Promise.resolve({}) })).toBeNull();
    expect(await storageEstimate(undefined)).toBeNull();
  });
});
