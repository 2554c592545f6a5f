import type { Page } from '@playwright/test'

/**
 * Holds the browser's requests to `url` until the returned `release()` is called, so a test can assert an
 * in-flight state (a spinner, a disabled button) without a fixed delay. Later requests pass at once.
 * With `passPrefetches`, Next's router prefetches (which bring a page's loading state) are not held: only
 * the navigation's own request waits.
 */
export async function holdRoute(page: Page, url: string, { passPrefetches = false } = {}): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    const headers = route.request().headers()
    if (passPrefetches && (headers['next-router-prefetch'] || headers['next-router-segment-prefetch'])) return route.continue()
    await released
    await route.continue()
  })
  return release
}
