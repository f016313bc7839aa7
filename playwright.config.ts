import { defineConfig } from '@playwright/test';

/**
 * E2E against the production build (run `vite build` first).
 *
 * By default the build is served under a sub-path, /games/table/, by tests/e2e/serve.mjs (a plain
 * static server): the same location-independent folder any static host would serve, which is the
 * real requirement. E2E_PATH=/ serves it at the root with `vite preview` instead; E2E_SERVER
 * overrides the server command.
 */
const PORT = Number(process.env.E2E_PORT ?? 4174);
const PATH = process.env.E2E_PATH ?? '/games/table/'; // must start and end with '/'
const SERVER =
  process.env.E2E_SERVER ??
  (PATH === '/'
    ? `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`
    : `node tests/e2e/serve.mjs`);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--allow-loopback-in-peer-connection', // WebRTC on 127.0.0.1
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost' // no DNS at all
];

/**
 * E2E_FIXTURE=1 runs only the table-kit specs, against a build made with VITE_FIXTURE_GAMES=1
 * (it includes the test fixture game); the default run leaves them out.
 */
const FIXTURE = process.env.E2E_FIXTURE === '1';
const FIXTURE_SPECS = ['**/table-kit.e2e.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: FIXTURE ? FIXTURE_SPECS : ['**/*.e2e.ts', '**/*.spec.ts'],
  testIgnore: FIXTURE ? [] : FIXTURE_SPECS,
  // Two workers on CI's two cores (E2E_WORKERS overrides): every spec has its own browser context
  // (own storage, own BroadcastChannel scope) and rooms have their own ids on the shared broker;
  // the whole suite passed this way on a machine loaded to 15 runnable processes.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous limits: the specs wait for states, never for times, and a loaded 2-core machine can run
  // a whole game several times slower than an idle one; a limit only decides how soon a real hang fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]], // not under test-results/ (wiped at start)
  use: {
    baseURL: `http://127.0.0.1:${PORT}${PATH}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A failed test keeps its trace: the actions, console and network. DOM snapshots and the
    // screencast cost about 40 % of the CPU of an action-heavy spec (the whole 7 Wonders game:
    // 44 → 25 CPU-s) and every spec records them, so they are on only with E2E_TRACE=full.
    trace: process.env.E2E_TRACE === 'full' ? 'retain-on-failure' : { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false }
  },
  webServer: [
    {
      command: SERVER,
      url: `http://127.0.0.1:${PORT}${PATH}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(PORT), E2E_PATH: PATH }
    },
    {
      // A local PeerJS broker for the online-play specs (net-*.e2e.ts): signalling only, on loopback.
      command: './node_modules/.bin/peerjs --host 127.0.0.1 --port 9000 --path /peer',
      url: 'http://127.0.0.1:9000/peer',
      reuseExistingServer: false,
      timeout: 30_000
    }
  ]
});
