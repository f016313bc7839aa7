/**
 * The translation catalogue test (issue 18 item 4). For the app part (en.ts, the catalog lines'
 * words — game-keys.ts — and the coded errors — errors.en.ts — against el.ts and da.ts) and for every game of the catalog (the strings its text.ts adds to the catalogue against
 * its `messages.el.ts` and `messages.da.ts`): no key missing, none extra, none empty, the same
 * `{placeholders}`. And no app key unused: every key of en.ts is referenced by the code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CATALOG } from '../../../lib/games/catalog';
import { translationProblems } from './catalogue-check';
import { en } from './en';
import { ERRORS_EN } from './errors.en';
import { gameMessages } from './game-keys';
import type { TranslationModule } from './index';
import { ROOMS_TEXT } from './rooms';

const TRANSLATED = ['el', 'da'] as const;
/** Everything the app part's translations word: en.ts, the catalog lines (game.*) and the coded errors (error.*). */
const APP_ENGLISH: Readonly<Record<string, string>> = { ...en, ...gameMessages(CATALOG.map((c) => c.info)), ...ERRORS_EN };
const APP: Record<(typeof TRANSLATED)[number], () => Promise<TranslationModule>> = { el: () => import('./el'), da: () => import('./da') };

describe('app part', () => {
  for (const lang of TRANSLATED) {
    test(`${lang}: every key of en.ts, game-keys.ts and errors.en.ts, no other, the same placeholders`, async () => {
      const table = (await APP[lang]()).default;
      expect(translationProblems(APP_ENGLISH, table)).toEqual([]);
    });
  }

  for (const lang of TRANSLATED) {
    test(`${lang}: the rooms' strings (rooms.ts) in rooms.${lang}.ts, no other, the same placeholders`, async () => {
      const table = (await (lang === 'el' ? import('./rooms.el') : import('./rooms.da'))).default;
      expect(translationProblems(ROOMS_TEXT, table)).toEqual([]);
    });
  }

  test('the app part is registered, and fetched for the language in use only', async () => {
    const i18n = await import('./index');
    expect(i18n.translationParts()).toContain('app');
    expect(i18n.translationParts()).toContain('rooms');
    expect(i18n.t('nav.settings')).toBe('Settings');
    await i18n.setLocale('el');
    expect(i18n.t('nav.settings')).toBe('Ρυθμίσεις');
    expect(i18n.tn('games.moves', 1)).toBe('1 κίνηση');
    expect(i18n.tn('games.moves', 3)).toBe('3 κινήσεις');
    await i18n.setLocale('da');
    expect(i18n.t('nav.settings')).toBe('Indstillinger');
    expect(i18n.tn('net.room.migrated', 2)).toBe('Værten skiftede 2 gange: den næste spiller overtog.');
    expect(i18n.gameSummary(CATALOG[0]!.info)).not.toBe(CATALOG[0]!.info.summary);
    expect(i18n.errorText({ code: 'store/quota', message: 'Quota exceeded (English).' })).toBe('Browseren har ikke mere plads til gemte spil.');
    expect(i18n.errorText({ code: 'settings/invalid', message: 'x', data: { field: 'botDelayMs' } })).toContain('millisekunder');
    expect(i18n.errorText({ code: 'nobody/knows', message: 'As it was.' })).toBe('As it was.');
    await i18n.setLocale('en');
    expect(i18n.t('nav.settings')).toBe('Settings');
    // In English: the metadata's and lib's own words.
    expect(i18n.gameSummary(CATALOG[0]!.info)).toBe(CATALOG[0]!.info.summary);
    expect(i18n.errorText({ code: 'store/quota', message: 'Quota exceeded (English).' })).toBe('Quota exceeded (English).');
    expect(i18n.errorText(new Error('plain'))).toBe('plain');
    expect(i18n.errorText('thrown text')).toBe('thrown text');
  });
});

// ---- Every game: the keys its text.ts adds to the catalogue, against its messages.<lang>.ts ----
const GAME_TABLES = import.meta.glob<TranslationModule>('../games/*/messages.*.ts');

describe('game parts', () => {
  for (const { info } of CATALOG) {
    test(`${info.id}: messages.el.ts and messages.da.ts hold every key its text.ts adds, no other, the same placeholders`, async () => {
      const i18n = await import('./index');
      const before = new Set(Object.keys(i18n.englishCatalogue()));
      await import(`../games/${info.id}/text.ts`);
      const english = Object.fromEntries(Object.entries(i18n.englishCatalogue()).filter(([k]) => !before.has(k)));
      expect(Object.keys(english).length, `${info.id} adds its strings`).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const lang of TRANSLATED) {
        const load = GAME_TABLES[`../games/${info.id}/messages.${lang}.ts`];
        if (!load) {
          problems.push(`${lang}: src/lib/games/${info.id}/messages.${lang}.ts is missing`);
          continue;
        }
        problems.push(...translationProblems(english, (await load()).default).map((p) => `${lang}: ${p}`));
      }
      expect(problems).toEqual([]);
      // Its text.ts registers the tables, so loadTranslations fetches them with the game.
      expect(i18n.translationParts()).toContain(info.id);
    });
  }
});

// ---- No unused app key ----

/**
 * Keys of en.ts built at run time, by prefix (each with where it is built): such a key counts as
 * used while its prefix is still built somewhere.
 */
const DYNAMIC_PREFIXES = [
  'level.', // src/lib/bots/levels.ts: `level.${id}`, `level.${id}.option`
  'bot.', // levels.ts, BotPicker, Lobby, NetGame, NewGameForm: `bot.${name}`
  'seat.' // table/SeatBar.svelte: `seat.${status}`
  // (`game.${id}.…` and `error.${code}` keys are not in en.ts: game-keys.ts and errors.en.ts, checked below.)
] as const;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(name) && !/\.(test|spec|e2e)\.ts$/.test(name) ? [path] : [];
  });
}

const ROOT = join(__dirname, '../../..');
const CATALOGUE_FILES = new Set(['src/lib/i18n/en.ts', 'src/lib/i18n/el.ts', 'src/lib/i18n/da.ts', 'src/lib/i18n/rooms.ts', 'src/lib/i18n/rooms.el.ts', 'src/lib/i18n/rooms.da.ts']);
const CODE = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'lib'))]
  .filter((f) => !CATALOGUE_FILES.has(relative(ROOT, f).split('\\').join('/')))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** A key's base: `x.one`/`x.other` are used through `tn('x', n)`. */
const base = (key: string) => key.replace(/\.(one|other)$/, '');
const quoted = (s: string) => CODE.includes(`'${s}'`) || CODE.includes(`"${s}"`);

test('every key of en.ts and rooms.ts is used by the code (literally, or under a listed dynamic prefix)', () => {
  const unused = [...Object.keys(en), ...Object.keys(ROOMS_TEXT)].filter((key) => !quoted(key) && !quoted(base(key)) && !DYNAMIC_PREFIXES.some((p) => key.startsWith(p)));
  expect(unused).toEqual([]);
  for (const p of DYNAMIC_PREFIXES) expect(CODE.includes(`\`${p}\${`), `the prefix ${p} is still built somewhere`).toBe(true);
});

test('every error.<code> key names a code lib or src uses (a setting’s field among the settings’ fields)', () => {
  const fields = ['playerName', 'botDelayMs', 'broker', 'iceServers'];
  const codeOf = (k: string) => {
    const rest = k.slice('error.'.length);
    const field = fields.find((f) => rest.endsWith(`.${f}`));
    return field ? rest.slice(0, -field.length - 1) : rest;
  };
  expect(Object.keys(ERRORS_EN).filter((k) => !k.startsWith('error.') || !quoted(codeOf(k)))).toEqual([]);
  for (const f of fields) expect(CODE.includes(`${f}:`), f).toBe(true);
});

test('the catalog lines’ keys cover every game: title, summary, each variant and choice, each seat the rules run', () => {
  const keys = gameMessages(CATALOG.map((c) => c.info));
  for (const { info } of CATALOG) {
    expect(keys[`game.${info.id}.title`]).toBe(info.title);
    for (const o of info.options) expect(keys[`game.${info.id}.option.${o.key}`]).toBe(o.label);
  }
  expect(keys['game.belfort.ruleSeat.Neutral 3']).toBe('Neutral 3');
  expect(keys['game.sevenwonders.ruleSeat.Free City']).toBe('Free City');
});
