import { expect, test } from '@playwright/test'

import { waitForHydration } from '@tests/helpers/hydration'

/**
 * What a parent sees and hears when a form is not ready to send. The button says "Sending..." only while
 * something is sent (it said so for a moment on an empty submit too, while the form checked its fields),
 * and the subscribe error, which SPEC §8 shows both under the field and in a toast, is announced once.
 */
for (const { path, form, send, sending, error } of [
  { path: '/contact', form: 'form[aria-labelledby="contact-form-heading"]', send: 'Send', sending: 'Sending...', error: 'Name is required' },
  { path: '/es/contact', form: 'form[aria-labelledby="contact-form-heading"]', send: 'Enviar', sending: 'Enviando...', error: 'Escriba su nombre' },
  { path: '/', form: 'form[aria-label="Subscribe for updates"]', send: 'Subscribe', sending: 'Subscribing...', error: 'Please enter a valid email.' },
]) {
  test(`${path}: an empty submit shows the errors, never "${sending}", and sends nothing`, async ({ page }) => {
    let requests = 0
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/') && !r.url().includes('track-visit') && requests++)
    await page.goto(path)
    await waitForHydration(page)
    const button = page.locator(form).getByRole('button', { name: send })
    // Every text the button shows from the click on, recorded in the page itself.
    await button.evaluate((el) => {
      const seen: string[] = []
      ;(window as unknown as { seen: string[] }).seen = seen
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true })
    })
    await button.click()
    await expect(page.getByText(error).first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).not.toContain(sending)
    expect(requests).toBe(0)
  })
}

test('a bad subscribe address is said once: in the toast (a live region), the line under the field is not a second alert', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const form = page.locator('form[aria-label="Subscribe for updates"]')
  await form.getByLabel('Email').fill('not an email')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  const line = form.getByText('Please enter a valid email.')
  await expect(line).toBeVisible()
  await expect(line).not.toHaveAttribute('role', 'alert')
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-describedby', (await line.getAttribute('id')) ?? '')
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Please enter a valid email.')).toBeVisible()
})
