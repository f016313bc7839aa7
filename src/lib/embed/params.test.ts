/**
 * Embed mode's URL parameters: every parameter strict, anything wrong ignored with a coded note
 * (never passed on to CSS or the page), defaults for what is missing.
 */
import { describe, expect, test } from 'vitest';
import { CATALOG } from '$engine/games/catalog';
import { embedQuery, parseColour, parseEmbedParams, parseOrigin, setupKey, NOTES_MAX, NOTE_VALUE_MAX, type EmbedConfig } from './params';

const GAMES = CATALOG.map((c) => c.info);
const WORDS = { human: (n: number) => `You ${n}`, bot: (n: number) => `Bot ${n}` };
const parse = (q: string) => parseEmbedParams(new URLSearchParams(q), GAMES, WORDS);
const config = (q: string): EmbedConfig => {
  const { config, notes } = parse(q);
  expect(notes).toEqual([]);
  return config!;
};
const codes = (q: string) => parse(q).notes.map((n) => `${n.code} ${n.param}`);

describe('game, players, seats', () => {
  test('defaults: 3 players, a person in seat 1, Standard bots in the others', () => {
    const c = config('game=sevenwonders');
    expect(c.players).toBe(3);
    expect(c.seats).toEqual([
      { kind: 'human', name: 'You 1' },
      { kind: 'bot', name: 'Bot 2', bot: 'heuristic', level: 3 },
      { kind: 'bot', name: 'Bot 3', bot: 'heuristic', level: 3 }
    ]);
    expect(c.parent).toBeNull();
    expect(c.seed).toBeNull();
    expect(c.theme).toEqual({ accent: null, bg: null, ink: null, fontPx: null, dark: false });
    expect(c.fresh).toBe(false);
  });

  test('every seat a bot, each at its level; a short list repeats its last token', () => {
    const c = config('game=caylus&players=4&seats=beginner,expert,strong');
    expect(c.seats.map((s) => (s.kind === 'bot' ? `${s.bot}/${s.level}` : s.kind))).toEqual(['heuristic/1', 'search/2', 'search/1', 'search/1']);
    expect(config('game=caylus&players=2&seats=bot').seats.every((s) => s.kind === 'bot')).toBe(true);
    expect(config('game=paris&players=2&seats=random,human').seats.map((s) => s.kind)).toEqual(['bot', 'human']);
  });

  test('names, with the defaults for blanks', () => {
    const c = config('game=paris&players=3&seats=human,bot&names=Ann,,Cleo');
    expect(c.seats.map((s) => s.name)).toEqual(['Ann', 'Bot 2', 'Cleo']);
  });

  test.each([
    ['no game', '', 'embed/no-game game'],
    ['an empty game', 'game=', 'embed/no-game game'],
    ['an unknown game', 'game=chess', 'embed/unknown-game game'],
    ['a game name with markup', 'game=<script>', 'embed/unknown-game game']
  ])('%s: no embed, and a note', (_name, q, note) => {
    expect(parse(q).config).toBeNull();
    expect(codes(q)).toEqual([note]);
  });

  test.each([
    ['too many players', 'game=paris&players=5'],
    ['too few', 'game=paris&players=1'],
    ['not a number', 'game=paris&players=three'],
    ['a decimal', 'game=paris&players=2.0'],
    ['an exponent', 'game=paris&players=2e0'],
    ['a sign', 'game=paris&players=+2'],
    ['spaces', 'game=paris&players= 2']
  ])('players: %s is ignored with a note (default 3)', (_name, q) => {
    expect(parse(q).config!.players).toBe(3);
    expect(codes(q)).toEqual(['embed/bad-players players']);
  });

  test('seat problems: an unknown token, a searching bot a game lacks, more seats than players', () => {
    expect(codes('game=paris&players=2&seats=human,wizard')).toEqual(['embed/bad-seat seats']);
    expect(parse('game=paris&players=2&seats=human,wizard').config!.seats[1]).toMatchObject({ kind: 'bot', bot: 'heuristic', level: 3 });
    // A game without a searching bot (every catalogued game has one now: a copy of Clash without
    // it): Expert plays its best heuristic instead, and says so.
    const heuristicOnly = GAMES.map((g) => (g.id === 'clash' ? { ...g, bots: ['heuristic'] } : g));
    const noSearch = parseEmbedParams(new URLSearchParams('game=clash&players=2&seats=human,expert'), heuristicOnly, WORDS);
    expect(noSearch.notes.map((n) => `${n.code} ${n.param}`)).toEqual(['embed/no-search-bot seats']);
    expect(noSearch.config!.seats[1]).toMatchObject({ bot: 'heuristic', level: 3 });
    expect(codes('game=clash&players=2&seats=human,expert')).toEqual([]);
    expect(codes('game=paris&players=2&seats=human,bot,bot')).toEqual(['embed/extra-seats seats']);
  });

  test('names: control characters, direction overrides and long names are refused', () => {
    expect(codes(`game=paris&players=2&names=${encodeURIComponent('A\u0007b')},${'x'.repeat(41)}`)).toEqual(['embed/bad-name names', 'embed/bad-name names']);
    expect(codes(`game=paris&players=2&names=${encodeURIComponent('\u202eevil')}`)).toEqual(['embed/bad-name names']);
  });
});

describe('options and seed', () => {
  test('a choice and a flag of the game, by its own values', () => {
    const caylus = GAMES.find((g) => g.id === 'caylus')!;
    const flag = caylus.options.find((o) => o.kind === 'flag');
    const choice = GAMES.flatMap((g) => g.options.map((o) => [g, o] as const)).find(([, o]) => o.kind === 'choice');
    if (flag) expect(config(`game=caylus&opt.${flag.key}=${flag.default ? '0' : '1'}`).options[flag.key]).toBe(!flag.default);
    if (choice) {
      const [g, o] = choice;
      const other = o.kind === 'choice' ? o.choices.find((c) => c.value !== o.default)! : null;
      const players = o.players?.[0] ?? g.minPlayers;
      expect(config(`game=${g.id}&players=${players}&opt.${o.key}=${other!.value}`).options[o.key]).toBe(other!.value);
    }
    expect(flag ?? choice).toBeDefined();
  });

  test('unknown options and wrong values are ignored with notes; the defaults stay', () => {
    const c = parse('game=caylus&opt.nope=1');
    expect(c.notes.map((n) => n.code)).toEqual(['embed/bad-option']);
    const caylus = GAMES.find((g) => g.id === 'caylus')!;
    expect(c.config!.options).toEqual(Object.fromEntries(caylus.options.map((o) => [o.key, o.default])));
    const flag = caylus.options.find((o) => o.kind === 'flag');
    if (flag) expect(codes(`game=caylus&opt.${flag.key}=yes`)).toEqual([`embed/bad-option opt.${flag.key}`]);
  });

  test('seed: kept (trimmed) when sane', () => {
    expect(config('game=paris&seed=%20abc-123%20').seed).toBe('abc-123');
    expect(codes(`game=paris&seed=${'s'.repeat(101)}`)).toEqual(['embed/bad-seed seed']);
    expect(codes('game=paris&seed=%00')).toEqual(['embed/bad-seed seed']);
  });
});

describe('parent origin', () => {
  test.each(['https://example.com', 'http://127.0.0.1:4175', 'https://a.b.example.co.uk:8443', 'http://localhost:3000'])('%s is an origin', (o) => {
    expect(parseOrigin(o)).toBe(o);
    expect(config(`game=paris&parent=${encodeURIComponent(o)}`).parent).toBe(o);
  });

  test.each(['*', 'null', '', 'example.com', 'https://example.com/', 'https://example.com/page', 'https://example.com?x', 'https://user@example.com', 'HTTPS://EXAMPLE.COM', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'https://example.com:443', 'ftp://example.com'])(
    '%s is not',
    (o) => {
      expect(parseOrigin(o)).toBeNull();
      const p = parse(`game=paris&parent=${encodeURIComponent(o)}`);
      expect(p.config!.parent).toBeNull();
      expect(p.notes.map((n) => n.code)).toEqual(['embed/bad-parent']);
    }
  );
});

describe('theme', () => {
  test('colours #rgb and #rrggbb (expanded, lower case), font size, dark mode', () => {
    const c = config('game=paris&accent=%23A0f&bg=%23102030&ink=%23fff&font=18&theme=dark');
    expect(c.theme).toEqual({ accent: '#aa00ff', bg: '#102030', ink: '#ffffff', fontPx: 18, dark: true });
  });

  test.each(['red', '#ff', '#ggg', '#1234', '#12345678', 'rgb(1,2,3)', '#fff;background:url(x)', '#fff}body{display:none', 'var(--x)', ' #fff', '#fff '])('colour %j is ignored with a note', (v) => {
    expect(parseColour(v)).toBeNull();
    const p = parse(`game=paris&accent=${encodeURIComponent(v)}`);
    expect(p.config!.theme.accent).toBeNull();
    expect(p.notes).toEqual([{ code: 'embed/bad-colour', param: 'accent', value: v.slice(0, NOTE_VALUE_MAX) }]);
  });

  test('colours that would make text hard to read are not used, with a note', () => {
    const p = parse('game=paris&bg=%23777&ink=%23888');
    expect(p.config!.theme).toMatchObject({ bg: null, ink: null });
    expect(p.notes).toEqual([{ code: 'embed/low-contrast', param: 'bg, ink', value: '1.2:1' }]);
    // A lone dark ink is checked against the dark theme's background.
    expect(codes('game=paris&ink=%23222&theme=dark')).toEqual(['embed/low-contrast ink']);
    expect(codes('game=paris&ink=%23222')).toEqual([]);
    expect(codes('game=paris&bg=%23000')).toEqual(['embed/low-contrast bg']);
  });

  test.each(['11', '25', '16px', '1e1', '', '-12'])('font %j is ignored with a note', (v) => {
    expect(parse(`game=paris&font=${v}`).config!.theme.fontPx).toBeNull();
    expect(codes(`game=paris&font=${v}`)).toEqual(['embed/bad-font font']);
  });

  test('theme other than dark/light, delay out of range, unknown language, bad new flag', () => {
    expect(codes('game=paris&theme=DARK&delay=6000&lang=fr&new=maybe')).toEqual(['embed/bad-theme theme', 'embed/bad-delay delay', 'embed/bad-lang lang', 'embed/bad-flag new']);
    const c = config('game=paris&delay=0&lang=el&new=1');
    expect([c.delayMs, c.lang, c.fresh]).toEqual([0, 'el', true]);
  });
});

describe('hostile URLs', () => {
  test('unknown and repeated parameters: noted, the first value counts', () => {
    expect(codes('game=paris&players=2&players=4&foo=1')).toEqual(['embed/repeated-param players', 'embed/unknown-param foo']);
    expect(parse('game=paris&players=2&players=4').config!.players).toBe(2);
  });

  test('a huge value is cut in its note; thousands of junk parameters give a bounded list of notes', () => {
    const big = parse(`game=paris&accent=${'x'.repeat(1_000_000)}`);
    expect(big.notes[0]!.value.length).toBeLessThanOrEqual(NOTE_VALUE_MAX + 1);
    const junk = Array.from({ length: 5000 }, (_, i) => `j${i}=1`).join('&');
    const p = parse(`game=paris&${junk}`);
    expect(p.notes.length).toBe(NOTES_MAX + 1);
    expect(p.notes.at(-1)).toEqual({ code: 'embed/too-many-notes', param: '', value: String(5000 - NOTES_MAX) });
  });
});

test('embedQuery writes what parseEmbedParams reads back (round trip), defaults left out', () => {
  const paris = GAMES.find((g) => g.id === 'paris')!;
  const q = embedQuery({
    game: paris,
    players: 2,
    seats: ['beginner', 'standard'],
    names: ['Ann', 'Bob'],
    seed: 'seed-1',
    parent: 'https://example.com',
    theme: { accent: '#123456', dark: true, fontPx: 14 },
    delayMs: 0
  });
  expect(q).toBe('game=paris&players=2&seats=beginner%2Cstandard&names=Ann%2CBob&seed=seed-1&parent=https%3A%2F%2Fexample.com&accent=%23123456&font=14&theme=dark&delay=0');
  const c = config(q);
  expect(c.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
  expect(c.seats.every((s) => s.kind === 'bot')).toBe(true);
  expect([c.seed, c.parent, c.theme.accent, c.theme.dark, c.theme.fontPx, c.delayMs]).toEqual(['seed-1', 'https://example.com', '#123456', true, 14, 0]);
});

test('setupKey: the same set-up gives the same key; another seat, option or seed another', () => {
  const a = setupKey(config('game=paris&players=2&seats=human,bot'));
  expect(setupKey(config('game=paris&seats=human,standard&players=2&accent=%23000'))).toBe(a);
  expect(setupKey(config('game=paris&players=2&seats=human,beginner'))).not.toBe(a);
  expect(setupKey(config('game=paris&players=2&seats=human,bot&seed=x'))).not.toBe(a);
});
