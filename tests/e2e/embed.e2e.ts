/**
 * Issue 19: a game embedded in a page of another origin. This spec serves a second loopback
 * origin of its own (http://127.0.0.1:4175; the game is http://127.0.0.1:4174), with an
 * embedding page that iframes the built site's `embed/` and records the messages it gets; frames
 * of a third origin (http://localhost:4175, another site) and of the embedder's own origin play
 * the hostile pages. The same page served from localhost makes the game a third-party frame. It plays a bot game to the end and checks the
 * messages (ready, started, over with the engine's own result), that commands from a wrong origin
 * or a wrong window are ignored and counted, the storage-blocked message, and axe on the embed and
 * the "Embed a game" page.
 */
import { createServer, type Server } from 'node:http';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { savedMatch } from './solo-helpers';
import { replay } from '../../lib/core/match';
import { sevenWonders } from '../../lib/games/sevenwonders/index';

const HOST_PORT = 4175;
/** The embedding page's origin: another port than the game's, so another origin (of the same site). */
const HOST = `http://127.0.0.1:${HOST_PORT}`;
/** A third origin, and another site than the game's: the hostile frame, and the third-party embedder. */
const OTHER = `http://localhost:${HOST_PORT}`;

type Msg = { protocol: string; version: number; type: string; [k: string]: unknown };

/** The embedding page: records the game's messages (from the game's origin only), can send it commands. */
function hostPage(src: string, gameOrigin: string, host: string, twice = false): string {
  const other = host === HOST ? OTHER : HOST;
  const second = twice ? `<iframe id="game2" title="Board game, again" src="${src.replace(/"/g, '&quot;')}" style="width:100%;height:800px"></iframe>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Embedding page</title></head>
<body><h1>A site that embeds a game</h1>
<script>
  window.messages = [];
  window.addEventListener('message', (e) => {
    if (e.origin !== ${JSON.stringify(gameOrigin)} || !e.data || e.data.protocol !== 'euro-table/embed') return;
    window.messages.push(e.data);
  });
  window.send = (cmd) => document.getElementById('game').contentWindow.postMessage(cmd, ${JSON.stringify(gameOrigin)});
</script>
<iframe id="game" title="Board game" src="${src.replace(/"/g, '&quot;')}" style="width:100%;height:800px;border:1px solid #888"></iframe>
${second}
<iframe id="sibling" title="Sibling" src="${host}/blank.html" style="width:10px;height:10px"></iframe>
<iframe id="other" title="Other" src="${other}/blank.html" style="width:10px;height:10px"></iframe>
</body></html>`;
}

let server: Server;
let served = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', HOST);
    const html = url.pathname === '/host.html' ? served : url.pathname === '/blank.html' ? '<!doctype html><title>blank</title>' : null;
    res.writeHead(html === null ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Opens the embedding page on the second origin with the game's embed URL (`query` after `embed/?`). */
async function openHost(page: Page, baseURL: string, query: string, host = HOST, twice = false): Promise<{ game: FrameLocator; frame: () => Frame; gameOrigin: string }> {
  const embedUrl = new URL(`embed/?${query}`, baseURL).href;
  const gameOrigin = new URL(baseURL).origin;
  served = hostPage(embedUrl, gameOrigin, host, twice);
  await page.goto(`${host}/host.html`);
  const game = page.frameLocator('#game');
  const frame = (): Frame => page.frames().find((f) => f.url().startsWith(embedUrl.slice(0, embedUrl.indexOf('?'))))!;
  return { game, frame, gameOrigin };
}

const savedMoves = async (frame: Frame, id: string): Promise<number> => (await savedMatch(frame, id)).log.length;

const messages = (page: Page): Promise<Msg[]> => page.evaluate(() => (window as unknown as { messages: Msg[] }).messages);
const ofType = async (page: Page, type: string): Promise<Msg[]> => (await messages(page)).filter((m) => m.type === type);

test('a bot game embedded on another origin: ready, started, game over with the engine’s result; wrong origins ignored', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const query = `game=sevenwonders&players=3&seats=beginner&names=Ada,Ben,Cy&seed=embed-e2e&delay=0&parent=${encodeURIComponent(HOST)}`;
  const { game, frame } = await openHost(page, baseURL!, query);
  const root = game.locator('main[data-embed]');
  await expect(root).toHaveAttribute('data-messages', 'on');
  // No site chrome: no site header or navigation, just the table.
  await expect(game.locator('header.site')).toHaveCount(0);

  await expect.poll(() => ofType(page, 'ready')).toHaveLength(1);
  expect((await ofType(page, 'ready'))[0]).toMatchObject({ protocol: 'euro-table/embed', version: 1, game: 'sevenwonders', notes: [] });
  await expect.poll(() => ofType(page, 'started')).toHaveLength(1);
  const started = (await ofType(page, 'started'))[0]!;
  expect(started).toMatchObject({
    game: 'sevenwonders',
    players: 3,
    seed: 'embed-e2e',
    resumed: false,
    storage: 'indexeddb',
    seats: [
      { seat: 0, name: 'Ada', kind: 'bot', level: 'beginner' },
      { seat: 1, name: 'Ben', kind: 'bot', level: 'beginner' },
      { seat: 2, name: 'Cy', kind: 'bot', level: 'beginner' }
    ]
  });
  const matchId = started.match as string;
  await expect(root).toHaveAttribute('data-match', matchId);
  // The page hears the embed's height, to size the frame.
  await expect.poll(async () => (await ofType(page, 'size')).at(-1)?.height ?? 0).toBeGreaterThan(300);

  // Commands from a frame of a third origin, and from a frame of the embedder's origin that is not
  // the embedding window: ignored, counted, never answered, and no new game.
  const bad = { protocol: 'euro-table/embed', version: 1, type: 'newGame' };
  const other = page.frames().find((f) => f.url().startsWith(OTHER))!;
  await other.evaluate((cmd) => window.parent.frames[0]!.postMessage(cmd, '*'), bad);
  await expect(root).toHaveAttribute('data-ignored-origin', '1');
  const sibling = page.frames().find((f) => f.url() === `${HOST}/blank.html`)!;
  await sibling.evaluate((cmd) => window.parent.frames[0]!.postMessage(cmd, '*'), bad);
  await expect(root).toHaveAttribute('data-ignored-source', '1');
  // From the embedding window itself, but not a command: ignored as a wrong shape.
  await page.evaluate(() => (window as unknown as { send: (c: unknown) => void }).send({ protocol: 'euro-table/embed', version: 1, type: 'newGame', seed: { deep: [[[[1]]]] } }));
  await expect(root).toHaveAttribute('data-ignored-shape', '1');
  // A real command from the embedder is answered.
  await page.evaluate(() => (window as unknown as { send: (c: unknown) => void }).send({ protocol: 'euro-table/embed', version: 1, type: 'status' }));
  await expect.poll(() => ofType(page, 'status')).toHaveLength(1);
  expect((await ofType(page, 'status'))[0]).toMatchObject({ match: matchId, game: 'sevenwonders', ignored: { origin: 1, source: 1, shape: 1 } });
  await expect(root).toHaveAttribute('data-match', matchId);

  // The bots play to the end; the page hears the result once.
  await expect.poll(() => ofType(page, 'over'), { timeout: 150_000 }).toHaveLength(1);
  const over = (await ofType(page, 'over'))[0]!;
  expect(over.match).toBe(matchId);
  expect(await ofType(page, 'started')).toHaveLength(1);
  await expect(game.getByRole('heading', { name: 'Final scores' })).toBeVisible();

  // The result equals the engine's own for the game played: the saved log, replayed in Node. Saves
  // land after the screen (a loaded run read the record 21 moves behind the game-over message).
  await expect.poll(() => savedMoves(frame(), matchId)).toBe(over.moves);
  const match = await savedMatch(frame(), matchId);
  const result = sevenWonders.result(replay(sevenWonders, match, { hashes: false }).state as never)!;
  const names = ['Ada', 'Ben', 'Cy'];
  expect(over.result).toEqual({
    winners: result.winners,
    players: result.players.map((p) => ({ ...p, name: names[p.seat] }))
  });
  // The embed offers a new game; no Rematch leading to the full site.
  await expect(game.getByRole('button', { name: 'Rematch' })).toHaveCount(0);
  await game.getByRole('button', { name: 'New game' }).click();
  await expect.poll(() => ofType(page, 'started')).toHaveLength(2);
  expect((await ofType(page, 'started'))[1]!.match).not.toBe(matchId);
});

test('the embed never takes the focus from its page; once the person is in it, the table moves the focus as on the site', async ({ page, baseURL }) => {
  // Lazily added, as `loading="lazy"` frames appear while the person scrolls or types. Before the focus
  // guard (src/lib/embed/focus-guard.ts), SvelteKit's focus reset after the first navigation pulled the
  // focus into the frame, from another origin and another site alike.
  const src = new URL('embed/?game=sevenwonders&players=3&seats=human,beginner&seed=focus-e2e', baseURL!).href;
  for (const host of [HOST, OTHER]) {
    served = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Embedding page</title></head>
<body><label>Search <input id="typing"></label><div id="slot"></div>
<script>
  document.getElementById('typing').focus();
  setTimeout(() => (document.getElementById('slot').innerHTML = '<iframe id="game" title="Board game" src="${src.replace(/&/g, '&amp;')}" style="width:100%;height:800px"></iframe>'), 200);
</script></body></html>`;
    await page.goto(`${host}/host.html`);
    const game = page.frameLocator('#game');
    await expect(game.getByRole('status').filter({ hasText: /^Your turn, / })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#typing')).toBeFocused();
    await page.keyboard.type('abc');
    await expect(page.locator('#typing')).toHaveValue('abc');
  }
  // In the frame, the table's own focus moves work: the play panel takes the focus when a card is chosen.
  const game = page.frameLocator('#game');
  await game.locator('.hand button.tile').first().click();
  await expect(game.locator('.panel').getByRole('heading', { level: 3 })).toBeFocused();
});

test('the embed resumes its own game in progress; new=1 and the newGame command start another', async ({ page, baseURL }) => {
  const query = `game=caylus&players=2&seats=human,standard&parent=${encodeURIComponent(HOST)}`;
  const { game } = await openHost(page, baseURL!, query);
  const root = game.locator('main[data-embed]');
  await expect.poll(() => ofType(page, 'started')).toHaveLength(1);
  const first = (await ofType(page, 'started'))[0]!;
  expect(first).toMatchObject({ resumed: false, seats: [{ kind: 'human' }, { kind: 'bot', level: 'standard' }] });
  await expect(game.locator('.table[data-hash]')).toBeVisible();

  await page.reload();
  await expect.poll(() => ofType(page, 'started')).toHaveLength(1);
  expect((await ofType(page, 'started'))[0]).toMatchObject({ match: first.match, resumed: true });

  await page.evaluate(() => (window as unknown as { send: (c: unknown) => void }).send({ protocol: 'euro-table/embed', version: 1, type: 'newGame', seed: 'fresh-1' }));
  await expect.poll(() => ofType(page, 'started')).toHaveLength(2);
  const second = (await ofType(page, 'started'))[1]!;
  expect(second).toMatchObject({ resumed: false, seed: 'fresh-1' });
  expect(second.match).not.toBe(first.match);
  await expect(root).toHaveAttribute('data-match', second.match as string);

  await openHost(page, baseURL!, `${query}&new=1`);
  await expect.poll(() => ofType(page, 'started')).toHaveLength(1);
  expect((await ofType(page, 'started'))[0]!.match).not.toBe(second.match);
});

test('the same embed twice on a page: the frame whose save conflicts keeps its moves as a copy and stays embedded', async ({ page, baseURL }) => {
  const query = `game=caylus&players=2&seats=human,standard&delay=0&seed=twice&parent=${encodeURIComponent(HOST)}`;
  await openHost(page, baseURL!, query);
  await expect.poll(() => ofType(page, 'started')).toHaveLength(1);
  const first = (await ofType(page, 'started'))[0]!.match as string;
  // Both frames reopen the embed's game in progress.
  const { game, frame } = await openHost(page, baseURL!, query, HOST, true);
  await expect.poll(async () => (await ofType(page, 'started')).map((m) => [m.match, m.resumed])).toEqual([
    [first, true],
    [first, true]
  ]);
  const again = page.frameLocator('#game2');
  await game.getByRole('button', { name: /^Pass/ }).click();
  await expect(game.locator('.table[data-hash]')).not.toHaveAttribute('data-moves', '0');
  // The first frame's move is stored before the second frame acts on the game it opened (under load
  // the second frame's save could land first, and the conflict would then be the first frame's).
  await expect.poll(() => savedMoves(frame(), first)).toBeGreaterThan(0);
  await again.getByRole('button', { name: /^Pass/ }).click();
  const conflict = again.getByRole('alert').filter({ hasText: 'This game changed in another tab.' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep this tab’s game as a copy' }).click();
  await expect.poll(() => ofType(page, 'started')).toHaveLength(3);
  const copy = (await ofType(page, 'started'))[2]!;
  expect(copy.match).not.toBe(first);
  expect(copy.moves).toBeGreaterThan(0);
  await expect(again.locator('main[data-embed]')).toHaveAttribute('data-match', copy.match as string);
  await expect(again.locator('header.site')).toHaveCount(0);
  await expect(game.locator('main[data-embed]')).toHaveAttribute('data-match', first);
});

test('bad parameters are ignored with a visible note each; no game named gives a clear message and an error', async ({ page, baseURL }) => {
  const { game } = await openHost(page, baseURL!, `game=paris&players=9&accent=red;x:y&font=99&theme=neon&parent=${encodeURIComponent(HOST)}&bogus=1`);
  const notes = game.getByRole('status').filter({ hasText: 'Some settings in this embed’s address were ignored' });
  await expect(notes).toBeVisible();
  await expect(notes.locator('li')).toHaveText([
    'Unknown setting “bogus”.',
    'players “9”: give a whole number from 2 to 4.',
    'accent “red;x:y” is not a colour written #rgb or #rrggbb; the usual colour is used.',
    'theme “neon”: write dark or light.',
    'font “99”: give a size in pixels from 12 to 24.'
  ]);
  // Nothing of the bad colour reached the page's style.
  expect(await game.locator('html').evaluate((h) => h.getAttribute('style') ?? '')).not.toContain('red');
  await expect.poll(() => ofType(page, 'ready')).toHaveLength(1);
  const ready = (await ofType(page, 'ready'))[0]!;
  expect((ready.notes as { code: string }[]).map((n) => n.code)).toEqual(['embed/unknown-param', 'embed/bad-players', 'embed/bad-colour', 'embed/bad-theme', 'embed/bad-font']);
  await expect(game.locator('.table[data-hash]')).toBeVisible();

  // parent= names another origin than the page that really embeds the frame: said on screen, and
  // the browser delivers none of the messages (their targetOrigin is not this page's).
  await openHost(page, baseURL!, `game=paris&players=2&seats=beginner&parent=${encodeURIComponent(OTHER)}`);
  await expect(game.getByText(`This embed was told its page is ${OTHER}, but it is shown on ${HOST}: its messages will not reach the page.`)).toBeVisible();
  await expect(game.locator('.table[data-hash]')).toBeVisible();
  expect(await messages(page)).toEqual([]);

  await openHost(page, baseURL!, `game=chess&parent=${encodeURIComponent(HOST)}`);
  await expect(game.getByRole('heading', { name: 'There is no game to show here' })).toBeVisible();
  await expect.poll(() => ofType(page, 'error')).toHaveLength(1);
  expect((await ofType(page, 'error'))[0]).toMatchObject({ code: 'embed/no-game' });
});

test('in a third-party frame the game is saved, or the embed says clearly that the browser blocks it', async ({ page, baseURL }) => {
  // The embedding page on another site (localhost) than the game (127.0.0.1): a third-party frame,
  // whose storage a browser may give (partitioned per top-level site) or block.
  const { game } = await openHost(page, baseURL!, `game=sevenwonders&players=3&seats=human,beginner&parent=${encodeURIComponent(OTHER)}`, OTHER);
  await expect.poll(() => ofType(page, 'started')).toHaveLength(1);
  const started = (await ofType(page, 'started'))[0]!;
  const banner = game.getByRole('alert').filter({ hasText: 'Games are not being saved in this browser' });
  test.info().annotations.push({ type: 'third-party storage', description: String(started.storage) });
  if (started.storage === 'memory') {
    await expect(banner).toContainText('third-party storage is blocked');
    expect((await ofType(page, 'error')).map((m) => m.code)).toEqual(['embed/storage-unavailable']);
  } else {
    expect(started.storage).toBe('indexeddb');
    await expect(banner).toHaveCount(0);
    expect(await ofType(page, 'error')).toEqual([]);
  }
  await expect(game.locator('.table[data-hash]')).toBeVisible();
});

test('where the browser blocks storage in the frame, the embed says so clearly and the game goes on in memory', async ({ page, baseURL }) => {
  // As a browser blocking storage does: opening IndexedDB throws.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function () {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  const { game } = await openHost(page, baseURL!, `game=sevenwonders&players=3&seats=human,beginner&parent=${encodeURIComponent(HOST)}`);
  const banner = game.getByRole('alert').filter({ hasText: 'Games are not being saved in this browser' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('The user denied permission to access the database.');
  await expect(banner).toContainText('third-party storage is blocked');
  await expect.poll(() => ofType(page, 'error')).toHaveLength(1);
  expect((await ofType(page, 'error'))[0]).toMatchObject({ code: 'embed/storage-unavailable' });
  await expect.poll(() => ofType(page, 'started')).toHaveLength(1);
  expect((await ofType(page, 'started'))[0]).toMatchObject({ storage: 'memory' });
  await expect(game.locator('.table[data-hash]')).toBeVisible();
  // Playing on works, in memory.
  await expect(game.getByRole('status').filter({ hasText: /^Your turn, / })).toBeVisible({ timeout: 20_000 });
});

test('axe: the embed and the "Embed a game" page have no violations', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./embed/?game=sevenwonders&players=3&seats=human,standard');
  await expect(page.locator('.table[data-hash]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Your turn, / })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'embed');
  // Dark: the page is dark, the game's board keeps its light palette (its cards are drawn light).
  await page.goto('./embed/?game=sevenwonders&players=3&seats=human,standard&theme=dark&bogus=1');
  await expect(page.getByRole('status').filter({ hasText: /^Your turn, / })).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('html').evaluate((h) => getComputedStyle(h).getPropertyValue('--bg').trim())).toBe('#1c1915');
  expect(await page.locator('section.board').evaluate((b) => getComputedStyle(b).getPropertyValue('--bg').trim())).toBe('#f6f1e7');
  await expectNoAxeViolations(page, 'embed, dark, with a note');
  await page.goto('./embed-game/?game=caylus');
  await expect(page.getByRole('heading', { level: 1, name: 'Embed a game' })).toBeVisible();
  await expect(page.frameLocator('iframe.preview').locator('.table[data-hash]')).toBeVisible();
  await expectNoAxeViolations(page, 'Embed a game');
});

test('"Embed a game": reachable from a game card; builds the iframe code from the choices, copies it, previews it live', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await page.goto('./');
  await page.getByRole('link', { name: 'Embed this game on your site: Paris' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Embed a game' })).toBeVisible();
  await expect(page.getByLabel('Game')).toHaveValue('paris');
  await expect(page.frameLocator('iframe.preview').locator('.table[data-hash]')).toBeVisible();
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Seat 1').selectOption({ label: 'Beginner bot' });
  await page.getByLabel('Seat 2').selectOption({ label: 'Standard bot' });
  await page.getByLabel('Dark mode').check();
  await page.getByLabel('Your page’s origin (for messages)').fill('https://example.com/page');
  await expect(page.getByLabel('Your page’s origin (for messages)')).toHaveValue('https://example.com/page');
  await expect(page.getByRole('alert')).toHaveText('This is not an origin: write it like https://example.com, with no path.');
  await page.getByLabel('Your page’s origin (for messages)').fill('https://example.com');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The preview reloads 600 ms after each change; it must not take the focus (two loaded runs lost this
  // fill to it before the focus guard: the keystrokes went into the frame).
  await page.getByLabel('Frame height in pixels').fill('640');
  await expect(page.getByLabel('Frame height in pixels')).toHaveValue('640');
  await expect.poll(() => page.frames().some((f) => f.url().includes('example.com'))).toBe(true);
  await page.frames().find((f) => f.url().includes('example.com'))!.locator('.table[data-hash]').waitFor();
  await expect(page.getByLabel('Frame height in pixels')).toBeFocused();

  const src = new URL('embed/?game=paris&players=2&seats=beginner%2Cstandard&parent=https%3A%2F%2Fexample.com&theme=dark', baseURL!).href;
  const code = `<iframe src="${src.replaceAll('&', '&amp;')}" title="Paris" width="100%" height="640" style="border: 0; max-width: 100%;" loading="lazy"></iframe>`;
  await expect(page.getByLabel('Code to paste into your page')).toHaveValue(code);
  await page.getByRole('button', { name: 'Copy the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // The preview is that embed, running: a bot game on the dark theme.
  const preview = page.locator('iframe.preview');
  await expect(preview).toHaveAttribute('src', src);
  const frame = page.frameLocator('iframe.preview');
  await expect(frame.locator('.table[data-hash]')).toBeVisible();
  expect(await frame.locator('html').evaluate((h) => getComputedStyle(h).getPropertyValue('--bg').trim())).toBe('#1c1915');

  // The game can be changed; a level the new game has no bot for becomes Standard.
  await page.getByLabel('Seat 1').selectOption({ label: 'Beginner bot' });
  await page.getByLabel('Game').selectOption({ label: 'Belfort' });
  await expect(page.getByLabel('Code to paste into your page')).toHaveValue(/game=belfort&amp;players=3&amp;seats=beginner%2Cstandard%2Cstandard/);
});
