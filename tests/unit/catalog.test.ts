/**
 * The catalog (lib/games/catalog.ts) serves the app's lists and forms without any engine, so its
 * metadata must never drift from the engines: for every game (and the fixture) the catalog line
 * equals the engine's own identity, player counts, version, options and rule seats, its bot names
 * are the registry entry's, and the line loads exactly that entry.
 */
import { describe, expect, test } from 'vitest';
import { CATALOG, FIXTURE_GAME, type CatalogGame } from '../../lib/games/catalog';
import { GAMES } from '../../lib/games/index';
import { sealedBidEntry } from '../../lib/games/sealedbid/index';
import type { GameHeader, OptionSpec } from '../../lib/core/types';

const header = (g: GameHeader) => ({ id: g.id, title: g.title, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, version: g.version, options: g.options });

/** What `ruleSeats` names for every player count and each option's every value (defaults otherwise). */
function ruleSeatsTable(g: GameHeader): string[] {
  const rows: string[] = [];
  for (let p = g.minPlayers; p <= g.maxPlayers; p++) {
    const defaults = Object.fromEntries(g.options.map((o) => [o.key, o.default]));
    const variants = [defaults, ...g.options.flatMap((o) => (o.kind === 'flag' ? [true, false] : o.choices.map((c) => c.value)).map((v) => ({ ...defaults, [o.key]: v })))];
    for (const options of variants) rows.push(`${p} ${JSON.stringify(options)}: ${JSON.stringify(g.ruleSeats?.(p, options) ?? [])}`);
  }
  return rows;
}

test('the catalog lists the registry’s games, in its order', () => {
  expect(CATALOG.map((c) => c.info.id)).toEqual(GAMES.map((e) => e.game.id));
});

const lines: [string, CatalogGame][] = [...CATALOG.map((c) => [c.info.id, c] as [string, CatalogGame]), ['fixture', FIXTURE_GAME]];

describe.each(lines)('%s', (_id, line) => {
  test('its metadata equals the engine’s own fields, and its bots the entry’s', async () => {
    const entry = await line.load();
    const { info } = line;
    expect(header(info)).toEqual(header(entry.game));
    expect(ruleSeatsTable(info)).toEqual(ruleSeatsTable(entry.game));
    expect([...info.bots].sort()).toEqual(Object.keys(entry.bots).sort());
    expect(info.summary.length).toBeGreaterThan(10);
  });

  test('it loads the registry’s own entry (one engine object per game)', async () => {
    const entry = await line.load();
    expect(entry).toBe(line === FIXTURE_GAME ? sealedBidEntry : GAMES.find((e) => e.game.id === line.info.id));
  });
});

test('a drifted line is caught: a changed version or option default does not equal the engine', async () => {
  const line = CATALOG[0]!;
  const entry = await line.load();
  expect(header({ ...line.info, version: line.info.version + 1 })).not.toEqual(header(entry.game));
  const options = line.info.options.map((o, i): OptionSpec => (i === 0 ? (o.kind === 'flag' ? { ...o, default: !o.default } : { ...o, default: 'other' }) : o));
  expect(header({ ...line.info, options })).not.toEqual(header(entry.game));
});
