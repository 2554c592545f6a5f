import { defineConfig, devices } from '@playwright/test'

/**
 * Browser and HTTP tests against a production build that the global setup builds and starts on a
 * fresh test database. Debian's Chromium is used; no browser is ever downloaded.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)

/**
 * The features Playwright 1.65 turns off itself (its chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features` switch, so ours must repeat them; tests/e2e/browser-flags checks that none is lost
 * when Playwright changes its list.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 draws the address bar's suggestion list as a web page of its own (a "WebUI Top Renderer"
 * process) and keeps it busy through every navigation, though a headless browser shows no address bar:
 * without it the browser took 5–14 % less CPU (about 10 % on average) for the same page loads.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
    // V8's optimizing compilers (Maglev, TurboFan) off: a test's page lives a second or two, too short for
    // optimized code to pay back its compiling, which competes for the same two cores. The same pages and
    // tests took 4–5 % less browser CPU (pages' processes about 9 % less), in three pairs run side by side.
    '--js-flags=--no-maglev --no-turbofan',
  ],
}

const WORKERS = Number(process.env.E2E_WORKERS || 2)

/** Test files that change what every page shows; they must not run beside other files. */
const SITE_WIDE = [
  'announcements-public',
  'announcements-admin',
  'announcements-dialog',
  'announcements-spanish-edit',
  'settings-spanish',
  'admin-screens',
  'admin-security',
  // It reads the server's memory: another file's requests at the same time would count as growth.
  'body-caps',
  // The fake Instagram's mode is one for the whole server: a page elsewhere would show its posts or errors.
  // (photo-feed-carousel answers the feed itself and the promo pop-up shows only on its own page's clock:
  // neither changes nor depends on anything site-wide, so they run with the isolated files.)
  'photo-feed',
  'photo-feed-spanish',
  'mailings-admin',
  // It adds an announcement and watches /news leave the page micro-cache.
  'page-cache',
].map((name) => `**/${name}.e2e.test.ts`)

/**
 * Each worker keeps one browser context and page and resets them between tests (Playwright's `reuseContext`:
 * cookies, cache, storage, routes, init scripts, the clock and extra pages are cleared). A new context and its
 * renderer process cost about a CPU-second each on this machine's two cores, a quarter of the suite's time.
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium, reuseContext: true }

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.test.ts',
  outputDir: process.env.E2E_ARTIFACTS_DIR || 'test-results/e2e-artifacts',
  globalSetup: './tests/helpers/e2e-global-setup.mjs',
  fullyParallel: false,
  // E2E_WORKERS (default 2) at a time for the isolated tests, test by test (`fullyParallel`: the workers
  // end together instead of one waiting for the other's last file; a file in serial mode stays whole); the
  // files that change site-wide state (pop-ups, settings, the fake Instagram's mode, sign-in floods) run
  // after them, one at a time.
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // Assertions wait up to 10 s (Playwright's default is 5): `npm test` runs the other suites beside these
  // at a lower priority, and on a 2-core machine a page's answer to a click can take a few seconds then.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'isolated', testIgnore: SITE_WIDE, fullyParallel: true, use: desktop },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['isolated'], workers: 1, use: desktop },
  ],
})
