import { chromium, expect, type Page, test } from '@playwright/test'

/**
 * playwright.config.ts passes its own `--disable-features`, which replaces Playwright's: this checks, in the
 * browser itself (chrome://version lists the features in force), that the test browser still runs without
 * every feature Playwright turns off, and without the address bar's suggestion page.
 */
async function disabledFeatures(page: Page): Promise<string[]> {
  await page.goto('chrome://version/?show-variations-cmd')
  const text = await page.locator('body').innerText()
  const inForce = text.match(/--disable-features="([^"]*)"/)?.[1] ?? ''
  return inForce.split(',').filter(Boolean)
}

test("the test browser keeps every feature Playwright turns off, and drops the address bar's suggestion page", async ({ page, browserName }) => {
  expect(browserName).toBe('chromium')
  // The same Chromium, with Playwright's own switches only.
  const { executablePath } = test.info().project.use.launchOptions ?? {}
  const defaultBrowser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const playwrights = await disabledFeatures(await defaultBrowser.newPage())
    expect(playwrights).toContain('HttpsUpgrades')
    const ours = await disabledFeatures(page)
    expect(playwrights.filter((feature) => !ours.includes(feature))).toEqual([])
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']))
  } finally {
    await defaultBrowser.close()
  }
})
