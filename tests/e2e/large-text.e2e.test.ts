import { expect } from '@playwright/test'

import { test } from '@tests/helpers/own-page'

/**
 * A parent whose phone shows text at 150 % or 200 % (the browser's default font size, which is what rem
 * media queries follow): the header still fits the screen with the logo and the menu button, and what it
 * had no room for (the language switch, Join PTA) is in the menu, which scrolls.
 */
const SITES = [
  { path: '/', open: 'Open menu', menu: 'Menu', join: 'Join PTA', last: 'Contact', language: 'Español' },
  { path: '/es', open: 'Abrir el menú', menu: 'Menú', join: 'Únase a la PTA', last: 'Contacto', language: 'English' },
]

for (const site of SITES) {
  for (const fontSize of [24, 32]) {
    test(`${site.path} at a ${fontSize}px default font on 360 and 390 px phones: nothing leaves the screen`, async ({ ownPage: page }) => {
      // Its own context: the font size set below would outlive the test in the reused one.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize, fixed: Math.round(fontSize * 0.8) } })
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(site.path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect({ width, overflow }).toEqual({ width, overflow: 0 })
        const open = page.getByRole('banner').getByRole('button', { name: site.open })
        await expect(open).toBeInViewport({ ratio: 1 })
        await open.click()
        const dialog = page.getByRole('dialog', { name: site.menu })
        for (const name of [site.last, site.language]) {
          const link = dialog.getByRole('link', { name, exact: true })
          await link.scrollIntoViewIfNeeded()
          await expect(link).toBeInViewport({ ratio: 1 })
        }
        const join = dialog.getByRole('link', { name: new RegExp(`^${site.join}`) })
        await join.scrollIntoViewIfNeeded()
        await expect(join).toBeInViewport({ ratio: 1 })
        // Its words wrap inside the button rather than spill past it.
        expect(await join.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
        await expect(join).toHaveAttribute('target', '_blank')
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    })
  }
}
