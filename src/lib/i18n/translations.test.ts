/**
 * The translation catalogue test (issue 18 item 4). For the app part (en.ts against el.ts and
 * da.ts) and for every game of the catalog (the strings its text.ts adds to the catalogue against
 * its `messages.el.ts` and `messages.da.ts`): no key missing, none extra, none empty, the same
 * `{placeholders}`. And no app key unused: every key of en.ts is referenced by the code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CATALOG } from '../../../lib/games/catalog';
import { translationProblems } from './catalogue-check';
import { en } from './en';
import type { TranslationModule } from './index';

const TRANSLATED = ['el', 'da'] as const;
const APP: Record<(typeof TRANSLATED)[number], () => Promise<TranslationModule>> = { el: () => import('./el'), da: () => import('./da') };

describe('app part', () => {
  for (const lang of TRANSLATED) {
    test(`${lang}: every key of en.ts, no other, the same placeholders`, async () => {
      const table = (await APP[lang]()).default;
      expect(translationProblems(en, table)).toEqual([]);
    });
  }

  test('the app part is registered, and fetched for the language in use only', async () => {
    const i18n = await import('./index');
    expect(i18n.translationParts()).toContain('app');
    expect(i18n.t('nav.settings')).toBe('Settings');
    await i18n.setLocale('el');
    expect(i18n.t('nav.settings')).toBe('Ρυθμίσεις');
    expect(i18n.tn('games.moves', 1)).toBe('1 κίνηση');
    expect(i18n.tn('games.moves', 3)).toBe('3 κινήσεις');
    await i18n.setLocale('da');
    expect(i18n.t('nav.settings')).toBe('Indstillinger');
    expect(i18n.tn('net.room.migrated', 2)).toBe('Værten skiftede 2 gange: den næste spiller overtog.');
    await i18n.setLocale('en');
    expect(i18n.t('nav.settings')).toBe('Settings');
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
 * Keys built at run time, by prefix (each with where): such a key counts as used when its prefix
 * is, and the checks below tie what follows the prefix to real codes and games.
 */
const DYNAMIC_PREFIXES = [
  'level.', // src/lib/bots/levels.ts: `level.${id}`, `level.${id}.option`
  'bot.', // levels.ts, BotPicker, Lobby, NetGame, NewGameForm: `bot.${name}`
  'seat.', // table/SeatBar.svelte: `seat.${status}`
  'game.', // i18n gameTitle/gameSummary, NewGameForm variants, SeatBar rule seats: `game.${id}.…`
  'error.' // i18n errorText: `error.${code}` (`.${field}` for a setting)
] as const;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(name) && !/\.(test|spec|e2e)\.ts$/.test(name) ? [path] : [];
  });
}

const ROOT = join(__dirname, '../../..');
const CATALOGUE_FILES = new Set(['src/lib/i18n/en.ts', 'src/lib/i18n/el.ts', 'src/lib/i18n/da.ts']);
const CODE = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'lib'))]
  .filter((f) => !CATALOGUE_FILES.has(relative(ROOT, f).split('\\').join('/')))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** A key's base: `x.one`/`x.other` are used through `tn('x', n)`. */
const base = (key: string) => key.replace(/\.(one|other)$/, '');
const quoted = (s: string) => CODE.includes(`'${s}'`) || CODE.includes(`"${s}"`);

test('every key of en.ts is used by the code (literally, or under a listed dynamic prefix)', () => {
  const unused = Object.keys(en).filter((key) => !quoted(key) && !quoted(base(key)) && !DYNAMIC_PREFIXES.some((p) => key.startsWith(p)));
  expect(unused).toEqual([]);
  for (const p of DYNAMIC_PREFIXES) expect(CODE.includes(`\`${p}\${`), `the prefix ${p} is still built somewhere`).toBe(true);
});

test('every error.<code> key names a code lib or src uses, and every game.<id> key a game of the catalog and its variants', () => {
  const errors = Object.keys(en).filter((k) => k.startsWith('error.'));
  const fields = ['playerName', 'botDelayMs', 'broker', 'iceServers'];
  const codeOf = (k: string) => {
    const rest = k.slice('error.'.length);
    const field = fields.find((f) => rest.endsWith(`.${f}`));
    return field ? rest.slice(0, -field.length - 1) : rest;
  };
  expect(errors.filter((k) => !quoted(codeOf(k)) && !CODE.includes(`'${codeOf(k)}',`))).toEqual([]);
  const infos = new Map(CATALOG.map(({ info }) => [info.id, info]));
  const bad: string[] = [];
  for (const k of Object.keys(en).filter((x) => x.startsWith('game.'))) {
    const [, id, what, key, value] = k.split('.');
    const info = infos.get(id!);
    if (!info) bad.push(`${k}: no game ${id}`);
    else if (what === 'title') expect(en[k as keyof typeof en], k).toBe(info.title);
    else if (what === 'summary') expect(en[k as keyof typeof en], k).toBe(info.summary.split("'").join('’'));
    else if (what === 'option') {
      const o = info.options.find((x) => x.key === key);
      if (!o) bad.push(`${k}: ${id} has no option ${key}`);
      else if (value !== undefined && value !== 'help' && (o.kind !== 'choice' || !o.choices.some((c) => c.value === value))) bad.push(`${k}: no choice ${value}`);
    } else if (what === 'ruleSeat') {
      const names = new Set([2, 3, 4, 5, 6, 7].flatMap((n) => info.ruleSeats?.(n, {}) ?? []));
      if (!names.has(k.slice(`game.${id}.ruleSeat.`.length))) bad.push(`${k}: not a rule seat of ${id}`);
    } else bad.push(`${k}: unknown kind ${what}`);
  }
  expect(bad).toEqual([]);
  // Every game of the catalog has its title and summary keys.
  for (const id of infos.keys()) expect([Object.hasOwn(en, `game.${id}.title`), Object.hasOwn(en, `game.${id}.summary`)], id).toEqual([true, true]);
});
