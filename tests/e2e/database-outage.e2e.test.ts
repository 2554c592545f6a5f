import { expect, test } from '@playwright/test'

import { type OutageSite, startOutageSite } from '@tests/helpers/outage-site'

/**
 * Issue 12, faults: the database goes away right after an officer's edit expired the cached pages. Visitors
 * still get every page and feed as it last was (no 500, no empty lists), the forms say honestly that they
 * cannot save (also after a restart while it is down), and when the database is back the site works again
 * without a restart.
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

const PAGES = ['/', '/news', '/calendar', '/contact', '/about-us', '/volunteer', '/es', '/es/news', '/es/calendar']
const FEEDS = ['/news/rss.xml', '/es/news/rss.xml', '/calendar.ics']

let site: OutageSite
let cookie = ''

const get = (path: string) => fetch(`${site.url}${path}`)
const send = (method: string, path: string, body: unknown) =>
  fetch(`${site.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: site.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

/** The newest news item's id and title, as an officer's REST call sees it. */
async function newestNews(): Promise<{ id: number; title: string }> {
  const res = await fetch(`${site.url}/api/announcements?where%5Btype%5D%5Bequals%5D=news&sort=-createdAt&limit=1&depth=0`, { headers: { cookie } })
  expect(res.status).toBe(200)
  const { docs } = (await res.json()) as { docs: Array<{ id: number; title: string }> }
  return docs[0]
}

test.beforeAll(async () => {
  site = await startOutageSite()
  const signIn = await send('POST', '/api/validate-admin-code', { code: site.adminCode })
  expect(signIn.status).toBe(200)
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
})

test.afterAll(async () => {
  await site?.close()
})

test('with the database down, pages and feeds show their last good version and forms answer 503; then it recovers', async ({ page }) => {
  const before = await newestNews()
  // Visitors have seen every page once, so each has a last good version.
  for (const path of [...PAGES, ...FEEDS]) expect(`${path} ${(await get(path)).status}`).toBe(`${path} 200`)

  // An officer's edit expires the cached news pages and feeds; before they are built again, the database goes away.
  const edited = `${before.title} (moved to Friday)`
  expect((await send('PATCH', `/api/announcements/${before.id}`, { title: edited })).status).toBe(200)
  await site.stopDatabase()

  for (const path of [...PAGES, ...FEEDS]) {
    const res = await get(path)
    expect(`${path} ${res.status}`).toBe(`${path} 200`)
    if (path.includes('news') && !path.startsWith('/es')) expect(await res.text()).toContain(before.title)
  }
  await page.goto(`${site.url}/news`)
  await expect(page.getByRole('heading', { name: before.title, exact: true })).toBeVisible()

  const subscribe = await send('POST', '/api/subscribe', { email: 'outage.parent@example.org' })
  expect(subscribe.status).toBe(503)
  expect(await subscribe.json()).toEqual({ error: 'Subscriptions are unavailable right now. Please try again in a few minutes.' })
  const spanish = await send('POST', '/api/subscribe', { email: 'outage.parent@example.org', locale: 'es' })
  expect(await spanish.json()).toEqual({ error: 'En este momento no podemos registrar suscripciones. Por favor, inténtelo de nuevo en unos minutos.' })
  const contact = await send('POST', '/api/send-contact-email', { name: 'Ana Parent', email: 'ana@example.org', topic: 'Other', message: 'Is the fair still on?', elapsedMs: 8000 })
  expect(contact.status).toBe(503)
  expect(await contact.json()).toMatchObject({ error: 'We could not save your message right now. Please try again in a few minutes.' })

  // A restart while the database is still down: pages come from the cache, and the forms still answer their 503.
  await site.restartServer()
  for (const path of ['/', '/news', '/news/rss.xml', '/es']) expect(`${path} ${(await get(path)).status}`).toBe(`${path} 200`)
  const afterRestart = await send('POST', '/api/subscribe', { email: 'outage.parent@example.org', locale: 'es' })
  expect(afterRestart.status).toBe(503)
  expect(await afterRestart.json()).toEqual({ error: 'En este momento no podemos registrar suscripciones. Por favor, inténtelo de nuevo en unos minutos.' })

  // The database is back: the same server saves again and an officer's next edit shows at once.
  await site.startDatabase()
  await expect.poll(async () => (await send('POST', '/api/subscribe', { email: 'outage.parent@example.org' })).status, { timeout: 30_000 }).toBe(201)
  const again = `${before.title} (moved to Saturday)`
  expect((await send('PATCH', `/api/announcements/${before.id}`, { title: again })).status).toBe(200)
  await page.goto(`${site.url}/news`)
  await expect(page.getByRole('heading', { name: again, exact: true })).toBeVisible()
})

test("an officer's edit made just before a restart shows on the first visit after it", async ({ page }) => {
  const before = await newestNews()
  // Visitors have seen the pages; the edit expires them, and the server restarts before anyone visits again.
  for (const path of ['/news', '/es/news', '/news/rss.xml']) expect(await (await get(path)).text()).toContain(before.title)
  const edited = `${before.title.replace(/ \(moved to \w+\)$/, '')} (after the restart)`
  expect((await send('PATCH', `/api/announcements/${before.id}`, { title: edited })).status).toBe(200)
  await site.restartServer()

  for (const path of ['/news', '/es/news', '/news/rss.xml']) {
    const body = await (await get(path)).text()
    expect(`${path}: ${body.includes(edited)}`).toBe(`${path}: true`)
  }
  await page.goto(`${site.url}/news`)
  await expect(page.getByRole('heading', { name: edited, exact: true })).toBeVisible()
})
