import { expect, type Page, test } from '@playwright/test'

import { E2E_PORT } from '@tests/helpers/admin-e2e'
import { waitForHydration } from '@tests/helpers/hydration'
import { unsubscribeQuery } from '@tests/helpers/mail-links-e2e'

test('a missing Spanish page is a Spanish 404 that leads back to the Spanish home', async ({ page }) => {
  const response = await page.goto('/es/no-existe-esta-pagina')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL(/\/es$/)
})

/**
 * The page's scroll position over its next 60 animation frames (about a second), once the other language's
 * page is in place: it must end at the top and, once there, stay (Next's own scrolling used to glide it
 * down past the page's title afterwards).
 */
async function expectSettledAtTop(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  const track = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = []
        const tick = () => {
          seen.push(Math.round(window.scrollY))
          if (seen.length >= 60) resolve(seen)
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
  expect(track.at(-1)).toBe(0)
  expect(track.slice(track.indexOf(0)).filter((y) => y !== 0)).toEqual([])
}

test('the header switch keeps the page: Español on English pages, English on Spanish ones', async ({ page }) => {
  await page.goto('/volunteer')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await page.getByRole('banner').getByRole('link', { name: 'Español', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/volunteer$/)
  // The other language's page starts at its top, like any page change, and stays there.
  await expectSettledAtTop(page, 'es')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/volunteer$/)
  await expectSettledAtTop(page, 'en')
})

test("the switch keeps the address's query and fragment: an unsubscribe link still works in Spanish", async ({ page }) => {
  const query = unsubscribeQuery('parent@example.com')
  await page.goto(`/unsubscribe${query}`)
  // The cached page's switch learns the query once the page has hydrated.
  await waitForHydration(page)
  const spanish = page.getByRole('banner').getByRole('link', { name: 'Español', exact: true })
  await expect(spanish).toHaveAttribute('href', `/es/unsubscribe${query}`)
  await spanish.click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `/es/unsubscribe${query}`)
  await expect(page.getByRole('main')).toContainText('parent@example.com')
  await page.goto('/es/news#news-3')
  await expect(page.getByRole('banner').getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/news#news-3')
})

test("the notice for a Spanish-preferring browser keeps the address's query too", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-US' })
  const page = await context.newPage()
  const query = unsubscribeQuery('parent@example.com')
  await page.goto(`/unsubscribe${query}`)
  const notice = page.getByRole('link', { name: 'Ver en español' })
  await expect(notice).toHaveAttribute('href', `/es/unsubscribe${query}`)
  await notice.click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `/es/unsubscribe${query}`)
  await expect(page.getByRole('main')).toContainText('parent@example.com')
  await context.close()
})

test('the Spanish notice comes after "Skip to content" and, dismissed, leaves the keyboard in the page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-US' })
  const page = await context.newPage()
  await page.goto('/volunteer')
  const notice = page.getByRole('complementary', { name: 'Esta página también está en español.' })
  await expect(notice).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await notice.getByRole('button', { name: 'Cerrar aviso' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('main')).toBeFocused()
  await context.close()
})

test('English an officer did not translate is marked English on Spanish pages, with a note saying so; Spanish text is not marked', async ({ page }) => {
  await page.goto('/es/news')
  const english = page.getByRole('article').filter({ hasText: 'Reflections Program entries open' })
  await expect(english.getByRole('heading')).toHaveAttribute('lang', 'en')
  await expect(english.getByText(/^Students of every grade/)).toHaveAttribute('lang', 'en')
  // Said in Spanish before it is read, to readers too.
  await expect(english.getByText('Solo en inglés', { exact: true })).toBeVisible()
  await page.goto('/es/calendar')
  const spanish = page.getByRole('article').filter({ hasText: 'Noche de diversión en familia' })
  await expect(spanish.getByRole('heading')).not.toHaveAttribute('lang', /.*/)
  await expect(spanish.getByText(/en inglés/)).toHaveCount(0)
})

test('on a phone the switch sits in the menu and keeps the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/become-a-sponsor')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Español', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/become-a-sponsor$/)
  await page.getByRole('button', { name: 'Abrir el menú' }).click()
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/become-a-sponsor$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('Spanish home links stay in Spanish, name their targets and reach the fun-run page', async ({ page }) => {
  await page.goto('/es')
  await expect(page.getByRole('link', { name: 'Ver todas las noticias de la PTA' })).toHaveAttribute('href', '/es/news')
  await expect(page.getByRole('link', { name: 'Ver el calendario completo' })).toHaveAttribute('href', '/es/calendar')
  const sponsors = page.locator('#sponsors')
  await expect(sponsors.getByRole('link', { name: 'Más información sobre cómo patrocinar a la PTA' })).toHaveAttribute('href', '/es/become-a-sponsor')
  await expect(sponsors.getByRole('link', { name: 'Sea patrocinador' })).toHaveAttribute('href', '/es/become-a-sponsor')
  await expect(page.locator('#contact').getByRole('link', { name: /Juntas mensuales/ })).toHaveAttribute('href', '/es/calendar')
  await page.locator('#programs').getByRole('link', { name: /Golden Bubble Run/ }).click()
  await expect(page).toHaveURL(/\/es\/bubble-run$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden Bubble Run')
  await expect(page.getByText('La mayoría de los alumnos corre unas 30 vueltas en 40 minutos.')).toBeVisible()
  // The two numbers read as shown: the number, then its word.
  await expect(page.locator('#about-the-run').getByRole('listitem')).toHaveText(['30 vueltas', '40 minutos'])
})

test('Spanish pages point to the Spanish feeds', async ({ page }) => {
  await page.goto('/es/calendar')
  await expect(page.getByRole('link', { name: 'Suscríbase al calendario' })).toHaveAttribute('href', `webcal://localhost:${E2E_PORT}/es/calendar.ics`)
  await expect(page.getByRole('link', { name: /^agréguelo a Google Calendar/ })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://localhost:${E2E_PORT}/es/calendar.ics`)}`,
  )
  // Each event's own file, named with the event, read as one phrase (no space before the colon).
  const eventFile = page.getByRole('link', { name: /^Agregar al calendario/ }).first()
  await expect(eventFile).toHaveAccessibleName(/^Agregar al calendario: \S/)
  await expect(eventFile).toHaveAttribute('href', /^\/es\/calendar\/\d+\.ics$/)
  await page.goto('/es/news')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/es\/news\/rss\.xml$/)
})
