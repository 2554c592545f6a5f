import { expect, type Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page's shell (the header's first button carries React's props), the
 * parts it hydrates after it (the footer, hydrated last on the public pages: HydrationSlice) and the effects
 * that hydration scheduled have run. Polled from the test side, so it also works while the page's
 * clock is faked: a test that advances a fake clock before hydration would move timers not yet started.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          ["header button", "footer a"].every((selector) => {
            const element = document.querySelector(selector);
            return !element || Object.keys(element).some((key) => key.startsWith("__reactProps"));
          }) && document.querySelector("header button") !== null,
        ),
      // Every 50 ms: the default backs off to a second, which a page that hydrates in 300 ms waits out.
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  // One task later (React runs passive effects from a MessageChannel task, which the fake clock leaves alone).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
