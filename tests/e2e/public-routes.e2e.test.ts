import { expect, test } from '@playwright/test'

import { axeViolations } from '@tests/helpers/axe'

/**
 * Every public route of SPEC §2 renders its key texts, one h1 and its own title, on a laptop and a phone, and
 * axe finds no serious or critical issue on it (the 404 page's scan is in accessibility.e2e).
 */
const ROUTES: { path: string; title: RegExp; texts: string[] }[] = [
  { path: '/', title: /PTA/, texts: ['Join PTA Today', '1000+', 'Families', '20+', 'Events', 'PTA News', 'Upcoming Events', 'Stay Informed', 'Programs & Events', 'Sponsors', 'Contact Us'] },
  { path: '/about-us', title: /About/, texts: ['Chromebook', 'STEAM'] },
  { path: '/what-we-do', title: /.+/, texts: ['Accelerated Reader', 'Reflections', 'Walking Program', 'Yearbook', 'Student Store', 'Caught You Reading', 'Scholastic Book Fair', 'Reindeer Lane', 'Other Fundraisers', 'Kindergarten & TK', 'Fifth Grade'] },
  { path: '/membership', title: /Membership/, texts: ['PTA Membership', '$10', 'Become Member'] },
  { path: '/volunteer', title: /Volunteer/, texts: ['Daily', 'Weekly', 'Monthly', 'Once a year', 'Volunteer Handbook', "driver's license"] },
  { path: '/become-a-sponsor', title: /Sponsor/, texts: ['Platinum', '$1,000+', 'Gold', '$500+', 'Silver', '$250+', 'Bronze', '$100+'] },
  { path: '/calendar', title: /School Events Calendar/, texts: ['Upcoming Events', 'PTA events and school activities calendar'] },
  { path: '/news', title: /PTA News/, texts: ['PTA News', 'Latest PTA news, announcements, and updates'] },
  { path: '/contact', title: /Contact/, texts: ['Contact Form'] },
  { path: '/bubble-run', title: /Bubble Run/, texts: ['30 laps', '40 minutes', 'Nintendo Switch', 'Jumbo Squish Unicorn/Dog', 'Bracelets'] },
]

for (const viewport of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} shows its key texts, and axe finds no serious or critical issue`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height })
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        await expect(page.getByRole('main')).toBeVisible()
        await expect(page).toHaveTitle(route.title)
        await expect(page.locator('h1')).toHaveCount(1)
        const main = page.locator('main')
        for (const text of route.texts) {
          await expect(main.getByText(text, { exact: false }).first()).toBeAttached()
        }
        const description = await page.locator('meta[name="description"]').getAttribute('content')
        expect(description?.length).toBeGreaterThan(20)
        // Nothing is wider than the screen (a phone would zoom the whole page out to fit it).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        // Scanned still: the video gives way to its image and the strips stop, as for a visitor who asks so.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        expect(await axeViolations(page, { minImpact: 'serious' })).toEqual([])
      })
    }
  })
}

test('pages have distinct titles', async ({ request }) => {
  const seen = new Map<string, string>()
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text()
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
    expect(title, `${route.path} has a title`).not.toBe('')
    expect(seen.has(title), `${route.path} repeats the title of ${seen.get(title)}`).toBe(false)
    seen.set(title, route.path)
  }
})

test('the calendar page subscribes calendar apps to the feed (webcal) and offers Google Calendar', async ({ page, baseURL }) => {
  await page.goto('/calendar')
  const webcal = `webcal://${new URL(baseURL ?? '').host}/calendar.ics`
  await expect(page.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute('href', webcal)
  const google = page.getByRole('link', { name: /^add it to Google Calendar/ })
  await expect(google).toHaveAttribute('href', `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`)
  await expect(google).toHaveAttribute('target', '_blank')
  // The file too, for a device with neither.
  await expect(page.getByRole('link', { name: 'download the calendar file' })).toHaveAttribute('href', '/calendar.ics')
  // The feed the link names is the calendar itself.
  const feed = await page.request.get('/calendar.ics')
  expect(feed.headers()['content-type']).toContain('text/calendar')
})

test("a phone's first calendar card fetches its picture at once (the page's largest paint); the rest wait", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/calendar')
  const pictures = page.locator('main .card-image')
  expect(await pictures.count()).toBeGreaterThan(1)
  await expect(pictures.first()).toHaveAttribute('loading', 'eager')
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(pictures.first()).toBeInViewport()
  for (const later of (await pictures.all()).slice(1)) await expect(later).toHaveAttribute('loading', 'lazy')
})
