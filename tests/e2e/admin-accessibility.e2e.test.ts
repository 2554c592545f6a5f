import { expect, test } from '@playwright/test'

import { openSignedIn } from '@tests/helpers/admin-e2e'
import { axeViolations } from '@tests/helpers/axe'

/** Every admin screen at phone and desktop width: no serious or critical axe finding. */
const PAGES = ['/admin/dashboard', '/admin/codes', '/admin/analytics', '/admin/reports', '/admin/reports?kind=inquiries', '/admin/settings', '/admin/sign-out']

const serious = (page: import('@playwright/test').Page) => axeViolations(page, { minImpact: 'serious' })

for (const width of [1280, 390]) {
  test(`axe: the admin screens at ${width}px`, async ({ page }) => {
    // Seven screens, each loaded and scanned by axe: more than the default 30 s on two busy cores.
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 844 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/admin/login')
    expect(await serious(page)).toEqual([])
    await openSignedIn(page)
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect({ path, issues: await serious(page) }).toEqual({ path, issues: [] })
    }
  })
}
