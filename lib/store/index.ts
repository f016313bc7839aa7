/** lib/store: saves, settings, export/import and problem reports, over IndexedDB or memory. */
export { STORE_CODES, type StoreError, type StoreResult, type StoreWarning } from './result';
export * from './storage';
export * from './idb';
export * from './records';
export * from './saves';
export * from './report';
export * from './settings';
export * from './persistence';
export * from './pace';
