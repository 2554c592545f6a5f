import { expect, test } from '@playwright/test'

import { sql } from '@tests/helpers/e2e-db'
import { holdRoute } from '@tests/helpers/hold-route'
import { waitForHydration } from '@tests/helpers/hydration'
import { findUnsubscribeLink } from '@tests/helpers/outbox'

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

test.describe('Stay Informed (subscribe)', () => {
  test('a bad email shows the message and makes no request', async ({ page }) => {
    let calls = 0
    page.on('request', (r) => r.url().includes('/api/subscribe') && calls++)
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Subscribe for updates' })
    await form.getByLabel('Email').fill('not an email')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Please enter a valid email.').first()).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveAttribute('required', '')
    expect(calls).toBe(0)
  })

  test('submitted from the keyboard, the error line below the field is scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Subscribe for updates' })
    const email = form.getByLabel('Email')
    await email.fill('not an email')
    // The field sits at the very bottom of the screen, as it does when reached with Tab.
    await email.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 2))
    await email.press('Enter')
    const error = page.locator('#subscribe-email-error')
    await expect(error).toHaveText('Please enter a valid email.')
    await expect(email).toBeFocused()
    await expect(error).toBeInViewport()
  })

  test('the live form loads when first used, keeping what was typed and the submit asked for meanwhile', async ({ page }) => {
    let calls = 0
    page.on('request', (r) => r.url().includes('/api/subscribe') && calls++)
    await page.goto('/')
    await waitForHydration(page)
    // From now on the page's scripts wait (the live form's code among them): the visitor uses the page's form.
    const release = await holdRoute(page, '**/_next/static/chunks/**')
    const form = page.getByRole('form', { name: 'Subscribe for updates' })
    const email = form.getByLabel('Email')
    await email.fill('not an email')
    await email.press('Enter')
    await expect(email).toHaveValue('not an email')
    await expect(page.locator('#subscribe-email-error')).toHaveCount(0)
    release()
    await expect(page.locator('#subscribe-email-error')).toHaveText('Please enter a valid email.')
    await expect(email).toHaveValue('not an email')
    await expect(email).toBeFocused()
    expect(calls).toBe(0)
  })

  test('every key typed while the live form takes the placeholder\'s place lands in the field', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const release = await holdRoute(page, '**/_next/static/chunks/**')
    const email = page.getByRole('form', { name: 'Subscribe for updates' }).getByLabel('Email')
    await email.focus()
    release()
    // The live form's code arrives while these keys are pressed, one by one.
    await page.keyboard.type('parent.typing@example.org', { delay: 10 })
    await expect(email).toHaveValue('parent.typing@example.org')
    await expect(email).toBeFocused()
  })

  test('subscribing shows progress, success, clears the fields; the same email again is a duplicate', async ({ page }) => {
    const email = `parent.${stamp()}@example.org`
    await page.goto('/')
    const release = await holdRoute(page, '**/api/subscribe')
    const form = page.getByRole('form', { name: 'Subscribe for updates' })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('555-0100')
    let requests = 0
    page.on('request', (request) => void (request.url().endsWith('/api/subscribe') && requests++))
    await form.getByRole('button', { name: 'Subscribe' }).click()
    const busy = form.getByRole('button', { name: 'Subscribing...' })
    await expect(busy).toBeDisabled()
    // It keeps the focus the click gave it (a disabled button would drop it to the page), and a second
    // press while sending sends nothing.
    await expect(busy).toBeFocused()
    await busy.click({ force: true })
    release()
    await expect(page.getByText("Subscribed! You'll hear from us soon.")).toBeVisible()
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeFocused()
    expect(requests).toBe(1)
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByLabel('Phone')).toHaveValue('')
    expect(await sql('SELECT phone FROM subscriptions WHERE email = $1', [email])).toEqual([{ phone: '555-0100' }])

    await form.getByLabel('Email').fill(email.toUpperCase())
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText("You're already subscribed. Thank you!")).toBeVisible()
    // One toast per form: the new answer replaced the last one.
    await expect(page.getByText("Subscribed! You'll hear from us soon.")).toHaveCount(0)
  })

  test('a failed request says so', async ({ page }) => {
    await page.goto('/')
    await page.route('**/api/subscribe', (route) => route.abort('connectionfailed'))
    const form = page.getByRole('form', { name: 'Subscribe for updates' })
    await form.getByLabel('Email').fill(`parent.${stamp()}@example.org`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Subscription failed. Please try again.')).toBeVisible()
  })
})

test.describe('Contact Form', () => {
  test('validates on submit with the spec messages, then re-validates on change', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: 'Contact Form' })).toBeVisible()
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Enter a valid email')).toBeVisible()
    await expect(page.getByText('Select a topic', { exact: true })).toBeVisible()
    await page.getByLabel('Name').fill('Ana Parent')
    await expect(page.getByText('Name is required')).toHaveCount(0)
    await expect(page.getByLabel('Message')).toHaveAttribute('rows', '5')
    await expect(page.getByLabel('Topic').locator('option')).toHaveText([
      'Select a topic…',
      'Volunteering',
      'Issues with my membership',
      'Issues with my Spirit Wear',
      'Other',
    ])
  })

  test('a sent message is stored, thanked and the form resets', async ({ page }) => {
    const name = `Ana ${stamp()}`
    await page.clock.install()
    await page.goto('/contact')
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Phone').fill('555-0101')
    await page.getByLabel('Email').fill('ana@example.org')
    await page.getByLabel('Topic').selectOption('Issues with my Spirit Wear')
    await page.getByLabel('Message').fill('My hoodie is the wrong size.')
    await page.clock.fastForward(2100) // a person takes a moment (on the page's clock); instant submissions are treated as bots
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thank you!')).toBeVisible()
    await expect(page.getByText("We received your message. We'll be in touch soon.")).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Topic')).toHaveValue('')
    // Keyboard and screen-reader users keep their place: focus stays on the button they pressed.
    await expect(page.getByRole('button', { name: 'Send' })).toBeFocused()
    await expect.poll(async () => (await sql('SELECT topic FROM contact_inquiries WHERE name = $1', [name])).length).toBe(1)
    // The toast goes after a few seconds; a note by the button stays, so the empty form is not sent twice.
    await page.clock.fastForward(30_000)
    await expect(page.getByText('Thank you!')).toHaveCount(0)
    const note = page.getByText('Your message was sent to the PTA board.')
    await expect(note).toBeVisible()
    await page.getByLabel('Name').fill('Ana again')
    await expect(note).toHaveCount(0)
  })

  test("a browser's autofill that completes the form in a moment is not taken for a bot", async ({ page }) => {
    const name = `Autofilled ${stamp()}`
    await page.clock.install()
    await page.goto('/contact')
    await waitForHydration(page) // the form counts from when it appeared, on the page's clock
    await page.clock.fastForward(3000) // the parent reads the page a little, then the browser fills it at once
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Email').fill('ana@example.org')
    await page.getByLabel('Topic').selectOption('Other')
    await page.getByLabel('Message').fill('Pasted from my notes.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thank you!')).toBeVisible()
    await expect.poll(async () => (await sql('SELECT id FROM contact_inquiries WHERE name = $1', [name])).length).toBe(1)
  })

  test('a failed send says so and keeps what was typed', async ({ page }) => {
    await page.goto('/contact')
    await page.route('**/api/send-contact-email', (route) => route.abort('connectionfailed'))
    await page.getByLabel('Name').fill('Ana Parent')
    await page.getByLabel('Email').fill('ana@example.org')
    await page.getByLabel('Topic').selectOption('Other')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Unable to send')).toBeVisible()
    await expect(page.getByText('There was an error sending your message. Please try again.')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Ana Parent')
  })
})

test('an unsubscribe link from the welcome mail removes the address', async ({ page }) => {
  const email = `leaving.${stamp()}@example.org`
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Subscribe for updates' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Subscribed! You'll hear from us soon.")).toBeVisible()
  let link: string | null = null
  await expect.poll(async () => (link = await findUnsubscribeLink(email)), { timeout: 20_000 }).toBeTruthy()
  await page.goto(link ?? '/')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You have been unsubscribed')).toBeVisible()
  expect(await sql('SELECT id FROM subscriptions WHERE email = $1', [email])).toEqual([])
})
