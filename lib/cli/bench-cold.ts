/**
 * `tsx lib/cli/bench-cold.ts <game> <players> <random|bot> <first> <settle>`: the cold-start measure
 * of `npm run bench` (bench-speed.ts `coldChild`), run by it in a fresh process. Prints one JSON line.
 */
import { findGame } from '../games/index';
import { coldChild, type GameKind } from './bench-speed';

const [id, players, kind, first, settle] = process.argv.slice(2);
const entry = findGame(id ?? '');
if (!entry) throw new Error(`no game "${id}"`);
console.log(JSON.stringify(coldChild(entry, Number(players), kind as GameKind, Number(first), Number(settle))));
