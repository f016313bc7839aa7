/**
 * The golden matches (tests/golden) replay to their recorded hashes: every checkpoint, with the
 * engine versions unchanged, and the matches kept in the store's formats still open and import.
 * A refactor that changes any game's behaviour fails here. Re-record only on purpose:
 * `npm run golden:record -- --force`.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from '../../lib/games/index';
import { parseMatch, replay } from '../../lib/core/match';
import { MemoryStorage } from '../../lib/store/storage';
import { createSaveStore } from '../../lib/store/saves';
import { GOLDEN_CLOCK, readGoldenMatches, readGoldenSaveNames, SAVES_DIR, type GoldenMatch } from '../golden/golden';

const golden = readGoldenMatches();
const games = GAMES.map((e) => e.game);
const byName = new Map(golden.map((g) => [g.name, g]));

describe('golden matches', () => {
  test('cover every registered game, player count and option value, finished and unfinished, with undo items', () => {
    for (const { game } of GAMES) {
      const mine = golden.filter((g) => g.match.game === game.id);
      for (let p = game.minPlayers; p <= game.maxPlayers; p++) {
        const atCount = mine.filter((g) => g.match.players === p);
        expect(atCount.length, `${game.id} ${p}p`).toBeGreaterThan(0);
        for (const spec of game.options) {
          if (spec.players && !spec.players.includes(p)) continue; // as the recorder: an option only where it applies
          const values = spec.kind === 'flag' ? [false, true] : spec.choices.map((c) => c.value);
          for (const v of values) expect(atCount.some((g) => g.match.options[spec.key] === v), `${game.id} ${p}p ${spec.key}=${String(v)}`).toBe(true);
        }
      }
      expect(mine.some((g) => g.finished)).toBe(true);
      expect(mine.some((g) => !g.finished)).toBe(true);
      expect(mine.some((g) => g.undos > 0)).toBe(true);
      const levels = new Set(mine.flatMap((g) => g.match.seats.flatMap((s) => (s.kind === 'bot' ? [`${s.bot}/${s.level}`] : []))));
      for (const kind of ['random/1', 'heuristic/1', 'heuristic/2', 'heuristic/3']) expect(levels.has(kind), `${game.id} ${kind}`).toBe(true);
    }
  });

  test.each(golden.map((g) => [g.name, g] as const))('%s replays to every recorded hash', (_name, g: GoldenMatch) => {
    const parsed = parseMatch(g.match, games);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const game = games.find((x) => x.id === g.match.game)!;
    expect(g.match.engineVersion).toBe(game.version);
    const { state, hashes } = replay(game, parsed.value);
    expect(hashes).toHaveLength(g.match.log.length + 1);
    expect(g.checkpoints.map((c) => ({ at: c.at, hash: hashes[c.at] }))).toEqual(g.checkpoints);
    expect(g.checkpoints[g.checkpoints.length - 1]!.at).toBe(g.match.log.length);
    expect(game.result(state) !== null).toBe(g.finished);
  });
});

describe('matches saved and exported by the app before the refactor', () => {
  const names = readGoldenSaveNames();
  const read = (file: string) => readFileSync(join(SAVES_DIR, file), 'utf8');

  test('there are finished and unfinished ones of every game', () => {
    for (const { game } of GAMES) {
      const mine = names.map((n) => byName.get(n)!).filter((g) => g.match.game === game.id);
      expect(mine.some((g) => g.finished)).toBe(true);
      expect(mine.some((g) => !g.finished)).toBe(true);
    }
  });

  test.each(names)('%s still lists, opens at its recorded hash, and imports', async (name) => {
    const g = byName.get(name)!;
    const storage = new MemoryStorage();
    const raw = JSON.parse(read(`${name}.save.json`)) as { id: string };
    await storage.write([{ op: 'set', key: `match:${raw.id}`, value: raw }]);
    const store = createSaveStore({ storage, games, now: () => GOLDEN_CLOCK });
    const list = await store.listMatches();
    expect(list.setAside).toEqual([]);
    expect(list.good.map((s) => s.id)).toEqual([raw.id]);
    const loaded = await store.loadMatch(raw.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.warning).toBeUndefined();
    expect(loaded.value.saved.hash).toBe(g.checkpoints[g.checkpoints.length - 1]!.hash);
    const imported = await store.importMatch(read(`${name}.match.json`), { id: 'imported' });
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.hash).toBe(loaded.value.saved.hash);
    expect(imported.value.progress).toEqual(loaded.value.summary.progress);
  });
});

test('golden:record refuses to overwrite recorded matches unless told to', async () => {
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync('./node_modules/.bin/tsx', ['tests/golden/record.ts', '--only', golden[0]!.name], { encoding: 'utf8' });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('refusing to overwrite');
});
