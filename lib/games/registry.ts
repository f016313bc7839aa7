/**
 * The registry entry type lives in the core contract (lib/core/entry.ts); re-exported here so
 * older imports keep working. The app's lazy UI loaders stay in src/: lib/ knows nothing of the app.
 */
export type { GameEntry } from '../core/entry';
