import { expect, test } from '@playwright/test'

import { sql } from '@tests/helpers/e2e-db'
import { unsubscribeQuery } from '@tests/helpers/mail-links-e2e'
import { findUnsubscribeLink } from '@tests/helpers/outbox'

/** The subscribe and contact forms, their toasts and the unsubscribe page on the Spanish site. */
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

test.describe('Suscribirse (Spanish home)', () => {
  test('a bad email shows the Spanish message and makes no request', async ({ page }) => {
    let calls = 0
    page.on('request', (r) => r.url().includes('/api/subscribe') && calls++)
    await page.goto('/es')
    const form = page.getByRole('form', { name: 'Suscribirse a las novedades' })
    await expect(form.getByText('(opcional)')).toBeVisible()
    await form.getByLabel('Correo electrónico').fill('no es un correo')
    await form.getByRole('button', { name: 'Suscribirse' }).click()
    await expect(form.getByText('Por favor, escriba un correo electrónico válido.')).toBeVisible()
    await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText('Por favor, escriba un correo electrónico válido.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cerrar notificación' })).toBeVisible()
    expect(calls).toBe(0)
  })

  test('subscribing thanks the visitor in Spanish; the same address again is told apart', async ({ page }) => {
    const email = `familia.${stamp()}@example.org`
    await page.goto('/es')
    const form = page.getByRole('form', { name: 'Suscribirse a las novedades' })
    await form.getByLabel('Correo electrónico').fill(email)
    await form.getByLabel('Teléfono').fill('555-0110')
    await form.getByRole('button', { name: 'Suscribirse' }).click()
    await expect(page.getByText('¡Gracias por suscribirse! Pronto tendrá noticias nuestras.')).toBeVisible()
    await expect(form.getByLabel('Correo electrónico')).toHaveValue('')
    expect(await sql('SELECT phone FROM subscriptions WHERE email = $1', [email])).toEqual([{ phone: '555-0110' }])
    await form.getByLabel('Correo electrónico').fill(email)
    await form.getByRole('button', { name: 'Suscribirse' }).click()
    await expect(page.getByText('Este correo ya está suscrito. ¡Gracias!')).toBeVisible()
  })

  test('a failed request says so in Spanish; the next answer replaces the whole message', async ({ page }) => {
    await page.goto('/es')
    await page.route('**/api/subscribe', (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '300' }, json: { error: 'x' } }))
    const form = page.getByRole('form', { name: 'Suscribirse a las novedades' })
    const toasts = page.getByRole('region', { name: /Notificaciones/ })
    await form.getByLabel('Correo electrónico').fill(`familia.${stamp()}@example.org`)
    await form.getByRole('button', { name: 'Suscribirse' }).click()
    await expect(toasts.getByText('Demasiados intentos. Por favor, vuelva a intentarlo en 5 minutos.')).toBeVisible()
    await page.unroute('**/api/subscribe')
    await page.route('**/api/subscribe', (route) => route.abort('connectionfailed'))
    await form.getByRole('button', { name: 'Suscribirse' }).click()
    await expect(toasts.getByText('No pudimos completar su suscripción. Por favor, inténtelo de nuevo.')).toBeVisible()
    await expect(toasts.getByText(/Demasiados intentos/)).toHaveCount(0)
  })
})

test.describe('Formulario de contacto (/es/contact)', () => {
  test('validates on submit with Spanish messages, then re-validates on change', async ({ page }) => {
    await page.goto('/es/contact')
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('Escriba su nombre')).toBeVisible()
    await expect(page.getByText('Escriba un correo electrónico válido')).toBeVisible()
    await expect(page.getByText('Elija un tema', { exact: true })).toBeVisible()
    await page.getByLabel('Nombre').fill('Ana')
    await expect(page.getByText('Escriba su nombre')).toHaveCount(0)
    await page.getByLabel('Correo electrónico').fill('ana@example')
    await expect(page.getByText('Escriba un correo electrónico válido')).toBeVisible()
    await expect(page.getByLabel('Tema').locator('option')).toHaveText([
      'Elija un tema…',
      'Voluntariado',
      'Problemas con mi membresía',
      'Problemas con mi ropa escolar (Spirit Wear)',
      'Otro',
    ])
    await expect(page.getByLabel(/Mensaje/)).toHaveAttribute('rows', '5')
  })

  test('a sent message is stored with its English topic and thanked in Spanish', async ({ page }) => {
    const name = `Ana ${stamp()}`
    await page.clock.install()
    await page.goto('/es/contact')
    await page.getByLabel('Nombre').fill(name)
    await page.getByLabel('Correo electrónico').fill('ana@example.org')
    await page.getByLabel('Tema').selectOption({ label: 'Problemas con mi membresía' })
    await page.getByLabel(/Mensaje/).fill('¿Cómo renuevo mi membresía?')
    await page.clock.fastForward(2100) // a person takes a moment (on the page's clock); instant submissions are treated as bots
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('¡Gracias!')).toBeVisible()
    await expect(page.getByText('Recibimos su mensaje. Nos pondremos en contacto con usted muy pronto.')).toBeVisible()
    await expect(page.getByLabel('Nombre')).toHaveValue('')
    await expect
      .poll(async () => sql('SELECT topic FROM contact_inquiries WHERE name = $1', [name]))
      .toEqual([{ topic: 'Issues with my membership' }])
  })

  test('a failed send says so in Spanish and keeps what was typed', async ({ page }) => {
    await page.goto('/es/contact')
    await page.route('**/api/send-contact-email', (route) => route.abort('connectionfailed'))
    await page.getByLabel('Nombre').fill('Ana Madre')
    await page.getByLabel('Correo electrónico').fill('ana@example.org')
    await page.getByLabel('Tema').selectOption({ label: 'Otro' })
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('No se pudo enviar')).toBeVisible()
    await expect(page.getByText('Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.')).toBeVisible()
    await expect(page.getByLabel('Nombre')).toHaveValue('Ana Madre')
  })
})

test.describe('Cancelar la suscripción (/es/unsubscribe)', () => {
  test('the link in the Spanish welcome mail opens the Spanish page, which unsubscribes and stays in Spanish', async ({ page }) => {
    const email = `adios.${stamp()}@example.org`
    await page.goto('/es')
    const form = page.getByRole('form', { name: 'Suscribirse a las novedades' })
    await form.getByLabel('Correo electrónico').fill(email)
    await form.getByRole('button', { name: 'Suscribirse' }).click()
    await expect(page.getByText('¡Gracias por suscribirse! Pronto tendrá noticias nuestras.')).toBeVisible()
    let link: string | null = null
    await expect.poll(async () => (link = await findUnsubscribeLink(email)), { timeout: 20_000 }).toBeTruthy()
    expect(link).toMatch(/^\/es\/unsubscribe\?/)
    await page.goto(link ?? '/es/unsubscribe')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1, name: 'Cancelar la suscripción' })).toBeVisible()
    await expect(page.getByText('¿Desea dejar de recibir las novedades de la PTA en')).toBeVisible()
    await page.getByRole('button', { name: 'Cancelar la suscripción' }).click()
    await expect(page).toHaveURL(/\/es\/unsubscribe\?done=1$/)
    await expect(page.getByRole('status')).toContainText('canceló su suscripción y ya no recibirá correos con novedades de la PTA')
    await expect(page.getByRole('link', { name: 'página principal' })).toHaveAttribute('href', '/es')
    expect(await sql('SELECT id FROM subscriptions WHERE email = $1', [email])).toEqual([])
  })

  test('an incomplete link is explained in Spanish', async ({ page }) => {
    await page.goto('/es/unsubscribe')
    await expect(page.getByText('Este enlace para cancelar la suscripción está incompleto.')).toBeVisible()
  })

  test('a damaged link (its token cut short) is explained on the page, with no button', async ({ page }) => {
    await page.goto(`/es/unsubscribe${unsubscribeQuery('padre@example.com').slice(0, -1)}`)
    await expect(page.getByText('Este enlace para cancelar la suscripción está incompleto.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancelar la suscripción' })).toHaveCount(0)
  })

  test('a link with its address given twice is a damaged link too (the page answered 500)', async ({ page }) => {
    for (const path of ['/unsubscribe', '/es/unsubscribe']) {
      const res = await page.goto(`${path}${unsubscribeQuery('padre@example.com')}&email=otro@example.com`)
      expect(res?.status()).toBe(200)
      await expect(page.getByText(/link is incomplete|enlace para cancelar la suscripción está incompleto/)).toBeVisible()
    }
    const preferences = await page.goto('/subscription?email=a@example.com&email=b@example.com&token=x')
    expect(preferences?.status()).toBe(200)
    await expect(page.getByText('This link is not valid. Please use the link from one of our emails.')).toBeVisible()
  })
})
