import type { Page } from '@playwright/test'

/**
 * Holds the browser's requests to `url` until the returned `release()` is called, so a test can assert an
 * in-flight state (a spinner, a disabled button) without a fixed delay. Later requests pass at once.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
