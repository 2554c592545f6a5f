import { test as base, type Page } from '@playwright/test'

/**
 * `ownPage`: a page in a browser context of its own, closed after the test. The e2e projects reuse one
 * context per worker (`reuseContext`), whose reset between tests does not undo what a test sends over the
 * DevTools protocol (the default font size, for one): such a test takes this page instead.
 */
export const test = base.extend<{ ownPage: Page }>({
  ownPage: async ({ browser }, provide, testInfo) => {
    const { baseURL, viewport, userAgent, deviceScaleFactor } = testInfo.project.use
    const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor })
    try {
      await provide(await context.newPage())
    } finally {
      await context.close()
    }
  },
})
