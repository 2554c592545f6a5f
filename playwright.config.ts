import { defineConfig, devices } from '@playwright/test'

/**
 * Browser and HTTP tests against a production build that the global setup builds and starts on a
 * fresh test database. Debian's Chromium is used; no browser is ever downloaded.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)

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
  ],
}

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.test.ts',
  outputDir: process.env.E2E_ARTIFACTS_DIR || 'test-results/e2e-artifacts',
  globalSetup: './tests/helpers/e2e-global-setup.mjs',
  fullyParallel: false,
  // One worker: some tests change shared state (site-wide pop-ups, the fake Instagram's mode) that
  // would leak into pages another worker is looking at.
  workers: Number(process.env.E2E_WORKERS || 1),
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
})
