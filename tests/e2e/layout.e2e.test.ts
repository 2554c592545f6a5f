import { expect, test } from '@playwright/test'

import { holdRoute } from '@tests/helpers/hold-route'
import { waitForHydration } from '@tests/helpers/hydration'

const NAV = ['Home', 'About Us', 'What We Do', 'Calendar', 'News', 'Membership', 'Volunteer', 'Become a Sponsor', 'Contact']

test('the header has the nine links, marks the current page and opens Join PTA in a new tab', async ({ page }) => {
  await page.goto('/volunteer')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of NAV) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Volunteer', exact: true })).toHaveAttribute('aria-current', 'page')
  const join = page.getByRole('banner').getByRole('link', { name: /Join PTA/ })
  await expect(join).toHaveAttribute('target', '_blank')
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer')
})

test('on a phone the menu opens with the keyboard, navigates and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const open = page.getByRole('button', { name: 'Open menu' })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  // The same main navigation as on a desktop, announced as such (not by the kind of screen).
  await expect(dialog.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  await open.click()
  // Following a link: focus goes from it to the new page's heading, not by way of the menu button.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { focusSeen: seen })
    document.addEventListener('focusin', (e) => seen.push((e.target as HTMLElement).getAttribute('aria-label') ?? (e.target as HTMLElement).tagName))
  })
  await dialog.getByRole('link', { name: 'News' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)).not.toContain('Open menu')
})

test('the footer has contact details, quick links, resources and the current year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const name of ['Home', 'About PTA', 'Programs', 'Events', 'Volunteer', 'Contact', 'Golden Bubble Run']) {
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name, exact: true })).toBeVisible()
  }
  for (const name of ['Join PTA', 'Spirit Wear', 'Emergency Kit', 'Become Sponsor', 'Reflections Program', 'Gallery']) {
    await expect(footer.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  await expect(footer).toContainText('Grades K-5')
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  // The school's address opens the map in a new tab, and says so like every other such link.
  await expect(footer.getByRole('link', { name: /\(opens in a new tab\)$/ }).and(footer.locator('a[href*="google.com/maps"]'))).toHaveCount(1)
  await expect(footer.getByRole('link', { name: /\(\d{3}\)/ })).toHaveAttribute('href', /^tel:/)
})

test("the page's script arriving late does not move a visitor who already scrolled (a slow phone)", async ({ page }) => {
  const release = await holdRoute(page, '**/_next/static/chunks/*.js')
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => window.scrollTo(0, 1200))
  release()
  await waitForHydration(page)
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1200)
})

test('moving back through the page with the keyboard, the focused control is never under the sticky header', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/es')
  await page.getByRole('contentinfo').getByRole('link').last().focus()
  const covered: string[] = []
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift+Tab')
    const hidden = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      const header = document.querySelector('header')
      if (!el || !header || header.contains(el)) return null
      const top = el.getBoundingClientRect().top
      return top < header.getBoundingClientRect().bottom - 1 ? `${el.tagName} ${el.textContent?.trim().slice(0, 30)} at ${Math.round(top)}` : null
    })
    if (hidden) covered.push(hidden)
  }
  expect(covered).toEqual([])
})

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  // A route change in the page (a tap before the scripts have arrived is a plain page load).
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Volunteer', exact: true }).click()
  await expect(page).toHaveURL(/\/volunteer$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // Focus starts at the new page's heading, not on the followed link (gone, or still in the footer).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
  // Into the other language too.
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(/\/es\/volunteer$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  // Back: Next puts the page back where it was, and focus is not pulled to a heading out of view.
  await page.goBack()
  await expect(page).toHaveURL(/\/volunteer$/)
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('#news').scrollIntoViewIfNeeded()
  await page.locator('#news').getByRole('link', { name: /View all/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await page.goBack()
  await expect(page.locator('#hero-title')).not.toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
})

test('an address naming a news item starts there, also after switching language', async ({ page }) => {
  await page.goto('/news')
  const id = await page.getByRole('article').nth(1).getAttribute('id')
  // A fresh load of the address (from /news itself it would be a same-page fragment jump, which can land
  // between the router reading the address and writing it back: a race of the test, not of a visitor).
  await page.goto('about:blank')
  await page.goto(`/news#${id}`)
  // The switch learns the fragment (which never reaches the server) once the page has hydrated.
  await waitForHydration(page)
  const spanish = page.getByRole('banner').getByRole('link', { name: 'Español' })
  await expect(spanish).toHaveAttribute('href', `/es/news#${id}`)
  await spanish.click()
  await expect(page).toHaveURL(new RegExp(`/es/news#${id}$`))
  await expect(page.locator(`#${id}`)).toBeFocused()
  await expect(page.locator(`#${id}`)).toBeInViewport()
})

test('the hero button on navy shows a gold focus ring, not a navy one', async ({ page }) => {
  // Still hero: no pause button appearing in the tab order while the test presses keys.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const join = page.locator('#main').getByRole('link', { name: /Join PTA Today/ })
  await join.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(join).toBeFocused()
  expect(await join.evaluate((el) => [getComputedStyle(el).outlineColor, getComputedStyle(el).outlineWidth])).toEqual(['rgb(217, 154, 0)', '2px'])
})

test('the contact card email wraps only at @ or a dot, never mid-word, and the PTA name shows whole at 1280 px in both languages (the logo alone on a phone)', async ({ page }) => {
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const email = page.locator('#contact li').first()
    await expect(email).toContainText('@')
    // Every piece between break points stays on one line.
    const split = await email.locator('[data-breakable-email] > span').evaluateAll((parts) =>
      parts.map((part) => part.getClientRects().length > 1),
    )
    expect(split.length).toBeGreaterThan(0)
    expect(split.every((broken) => !broken)).toBe(true)
  }
  // Each card's icon (a CSS mask in the text colour) is drawn at 24 px.
  const icons = await page.locator('#contact .icon').evaluateAll((els) =>
    els.map((el) => { const s = getComputedStyle(el); return `${s.width} ${s.height} ${s.maskImage.startsWith('url("data:image/svg+xml')}` }),
  )
  expect(icons).toEqual(Array(5).fill('24px 24px true'))
  await page.setViewportSize({ width: 1280, height: 900 })
  const home = page.getByRole('banner').getByRole('link', { name: 'Golden Oak Elementary PTA', exact: true })
  const name = home.locator('span.brand-name')
  await expect(name).toBeVisible()
  expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(60)
  // On a phone the logo stands alone (no name cut to a few letters); the link keeps its name.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(home).toBeVisible()
  await expect(name).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Español', exact: true })).toBeVisible()
  // The Spanish name is longer; at 1280 px it shows whole too (it was cut to "PTA de la Escuela Primaria…").
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/es')
  const nombre = page.getByRole('banner').locator('span.brand-name')
  await expect(nombre).toHaveText('PTA de la Escuela Primaria Golden Oak')
  expect(await nombre.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true)
})
