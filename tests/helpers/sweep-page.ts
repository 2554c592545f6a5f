import { test as base, type Page } from '@playwright/test'

/**
 * `sweepPage`: one browser page per worker for tests that open many routes one after another and scan each
 * (a visitor going from page to page). Each scan still loads its page afresh with `goto`; what is shared is
 * the browser's cache and the page's process, so a scan costs about half of one in a new browser context.
 */
export const sweep = base.extend<object, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})
