/**
 * npm run -s replay -- <match.json>
 * Validates a match file, replays it and prints the final hash and the result.
 */
import { readFileSync } from 'node:fs';
import { GAMES } from '../games/index';
import { parseMatch, replay } from '../core/match';
import { RuleError } from '../core/errors';

function main(): number {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run -s replay -- <match.json>');
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`replay: cannot read ${file} as JSON: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const parsed = parseMatch(raw, GAMES.map((g) => g.game));
  if (!parsed.ok) {
    console.error(`replay: ${parsed.error.code}: ${parsed.error.message}`);
    return 1;
  }
  const match = parsed.value;
  const game = GAMES.find((g) => g.game.id === match.game)!.game;
  try {
    const { state, hashes } = replay(game, match);
    const result = game.result(state);
    console.log(`game ${match.game}, ${match.players} players, ${match.log.length} actions`);
    console.log(`hash ${hashes[hashes.length - 1]}`);
    if (result) {
      for (const p of result.players) console.log(`#${p.rank} seat ${p.seat + 1} (${match.seats[p.seat]!.name}): ${p.score}`);
    } else {
      console.log(`in progress: waiting for seat(s) ${game.pending(state).map((s: number) => s + 1).join(', ')}`);
    }
    return 0;
  } catch (e) {
    if (e instanceof RuleError) {
      console.error(`replay: ${e.code}: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

process.exitCode = main();
