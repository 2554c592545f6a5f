import { expect, test } from '@playwright/test'
import QRCode from 'qrcode'
import { RESUME_DELAY_MS } from '@/components/home/auto-scroll-carousel'

test.describe('home page', () => {
  test('sections appear in the order of the spec', async ({ page }) => {
    await page.goto('/')
    // The DOM's text (innerText is empty for a section the browser has not laid out yet: `.offscreen`).
    const headings = await page.locator('main h2').allTextContents()
    const order = ['Get Involved Today', 'PTA News', 'Upcoming Events', 'Stay Informed', 'Programs & Events', 'Sponsors', 'Contact Us']
    const positions = order.map((h) => headings.indexOf(h))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    await expect(page.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/news')
  })

  test('action cards carry QR codes generated from the configured links', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByTestId('auto-scroll-carousel')
    for (const [title, button] of [
      ['PTA Membership', 'Join Now'],
      ['Spirit Wear', 'Shop Now'],
      ['Emergency Kit', 'Order Kit'],
      ['Become a Sponsor', 'Learn More'],
    ]) {
      await expect(carousel.getByRole('heading', { name: title }).first()).toBeVisible()
      const qr = carousel.getByRole('img', { name: new RegExp(`QR code for ${title}`) }).first()
      await expect(qr).toHaveAttribute('src', /^\/qr\/\w+\.svg\?v=\w+$/)
      const link = carousel.getByRole('link', { name: new RegExp(button) }).first()
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAccessibleName(`${button}: ${title} (opens in a new tab)`)
      // The served image is the QR code of the link the card's button opens.
      const res = await page.request.get((await qr.getAttribute('src')) ?? '')
      expect(res.headers()['content-type']).toContain('image/svg+xml')
      const href = (await link.getAttribute('href')) ?? ''
      expect(await res.text()).toBe(await QRCode.toString(href, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0f1e38', light: '#ffffff' } }))
    }
    // Unknown names are answered, not stored: no cached copy (on disk) per name an attacker makes up.
    for (const name of ['not-a-card', `made-up-${Date.now()}`]) {
      const unknown = await page.request.get(`/qr/${name}.svg`)
      expect(unknown.status()).toBe(404)
      expect(unknown.headers()['x-nextjs-cache']).toBeUndefined()
      expect(unknown.headers()['cache-control'] ?? '').not.toMatch(/s-maxage|public/)
    }
  })

  test('the action-card carousel stays still off screen, scrolls on screen, pauses while hovered and resumes after', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByTestId('auto-scroll-carousel')
    const scrollLeft = () => carousel.evaluate((el) => el.scrollLeft)
    // Below the fold it does no work at all: ~24 frames of the page's clock and it has not moved.
    expect((await carousel.boundingBox())?.y ?? 0).toBeGreaterThan(600)
    await page.clock.runFor(400)
    expect(await scrollLeft()).toBe(0)
    // The endless strip's second run (hidden from assistive technology) is made only once it is on screen.
    const copies = carousel.locator('[aria-hidden="true"] > *')
    expect(await copies.count()).toBe(0)
    const cards = await carousel.locator('article').count()
    expect(cards).toBeGreaterThan(0)
    await carousel.scrollIntoViewIfNeeded()
    await expect(copies).toHaveCount(cards)
    const start = await scrollLeft()
    await expect.poll(scrollLeft).toBeGreaterThan(start + 5)
    await carousel.hover()
    await expect(carousel).toHaveAttribute('data-paused', 'true')
    const held = await scrollLeft()
    await page.clock.runFor(400) // 400 ms of the page's clock: ~24 animation frames
    expect(await scrollLeft()).toBeCloseTo(held, 0)
    await page.mouse.move(5, 5)
    await expect(carousel).toHaveAttribute('data-paused', 'false', { timeout: 5000 })
    await expect.poll(scrollLeft).not.toBeCloseTo(held, 0)
    // Its button stops it for good (WCAG 2.2.2), whatever the mouse does, until it is pressed again.
    await page.getByRole('button', { name: 'Pause the moving cards' }).click()
    await page.mouse.move(5, 5)
    await page.clock.runFor(RESUME_DELAY_MS + 500)
    const stopped = await scrollLeft()
    await page.clock.runFor(400)
    expect(await scrollLeft()).toBeCloseTo(stopped, 0)
    await page.getByRole('button', { name: 'Start the moving cards' }).click()
    await page.mouse.move(5, 5)
    await page.clock.runFor(RESUME_DELAY_MS + 500)
    await expect.poll(scrollLeft).not.toBeCloseTo(stopped, 0)
  })

  test('a card button reached with the keyboard is shown whole inside the carousel', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const carousel = page.getByTestId('auto-scroll-carousel')
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.locator('[aria-hidden="true"] > *').first()).toBeAttached() // moving: its copy is made
    const links = carousel.getByRole('link') // the strip's copy is hidden from assistive technology and the tab order
    await links.first().focus()
    for (let i = 1; i < (await links.count()); i++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(i)).toBeFocused()
      const [box, strip] = await Promise.all([links.nth(i).boundingBox(), carousel.boundingBox()])
      expect(box && strip && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1).toBe(true)
    }
  })

  test('on a phone, quick actions replace the desktop cards and open in new tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Get Involved Today' })).toBeHidden()
    // The hidden desktop strip does no work on a phone: it never copies its cards.
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('auto-scroll-carousel').locator('[aria-hidden="true"] > *').count()).toBe(0)
    const quick = page.getByRole('region', { name: 'Quick actions' }).or(page.locator('section[aria-labelledby="quick-actions-heading"]'))
    for (const name of ['Join Now', 'Shop Now', 'Order Kit', 'Learn More']) {
      await expect(quick.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank')
    }
  })

  test('Reflections links out, the Golden Bubble Run card leads to its page; sponsor buttons go to /become-a-sponsor', async ({ page }) => {
    await page.goto('/')
    const programs = page.locator('#programs')
    await expect(programs.getByRole('heading', { level: 3 })).toHaveText([
      'Golden Bubble Run',
      'VIP Dance',
      'Reindeer Lane',
      'Teacher Appreciation',
      'Reflections Program',
    ])
    await expect(programs.getByRole('link')).toHaveCount(2)
    await expect(programs.getByRole('link', { name: /Enter Reflections/ })).toHaveAttribute('target', '_blank')
    await expect(programs.getByRole('link', { name: 'See prizes and how it works: Golden Bubble Run', exact: true })).toHaveAttribute('href', '/bubble-run')
    const sponsors = page.locator('#sponsors')
    for (const tier of ['Platinum', '$1,000+', 'Gold', '$500+', 'Silver', '$250+', 'Bronze', '$100+']) await expect(sponsors).toContainText(tier)
    await expect(sponsors.getByRole('link', { name: 'Become a Sponsor' })).toHaveAttribute('href', '/become-a-sponsor')
    // "Learn More" keeps its spec text and gets a descriptive accessible name (SEO and screen readers).
    await expect(sponsors.getByRole('link', { name: 'Learn More about sponsoring our PTA', exact: true })).toHaveAttribute('href', '/become-a-sponsor')
  })

  test('contact cards link to mail, phone, maps, the calendar and the photo profile', async ({ page }) => {
    await page.goto('/')
    const contact = page.locator('#contact')
    await expect(contact.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/)
    await expect(contact.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', /^tel:/)
    await expect(contact.getByRole('link', { name: /School Address/ })).toHaveAttribute('href', /google\.com\/maps/)
    await expect(contact.getByRole('link', { name: /Monthly Meetings/ })).toHaveAttribute('href', '/calendar')
    await expect(contact.getByRole('link', { name: /Follow Us/ })).toHaveAttribute('href', /instagram\.com/)
  })
})

test('on the narrowest phone (320 px) each sponsor tier holds its name and amount', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  const texts = page.locator('#sponsors li p')
  await expect(texts.first()).toBeAttached()
  const spilled = await texts.evaluateAll((ps) => ps.filter((p) => p.scrollWidth > p.clientWidth).map((p) => p.textContent))
  expect(spilled).toEqual([])
})
