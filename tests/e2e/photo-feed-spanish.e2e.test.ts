import { expect, test } from '@playwright/test'

import { openHomeAndScrollToFeed, recordFeedRequests, setInstagramMode, stubInstagramHosts } from '@tests/helpers/photo-feed-e2e'

/** The home photo-feed block on the Spanish site: heading, follow link, states and carousel controls. */
test.beforeEach(async ({ page }) => {
  await stubInstagramHosts(page)
})
test.afterAll(async () => {
  await setInstagramMode('ok')
})

test('tells a Spanish visitor there are no posts, with a Spanish follow link', async ({ page }) => {
  await setInstagramMode('empty')
  const feed = await openHomeAndScrollToFeed(page, recordFeedRequests(page), '/es')
  await expect(page.getByRole('heading', { name: 'Momentos en Golden Oak' })).toBeVisible()
  await expect(feed.getByText('Por ahora no hay publicaciones.')).toBeVisible()
  await expect(feed.getByRole('link', { name: 'Siga a @goldenoakpta en Instagram (se abre en una pestaña nueva)' })).toBeVisible()
})

test('tells a Spanish visitor when the posts could not be loaded', async ({ page }) => {
  await setInstagramMode('error')
  const feed = await openHomeAndScrollToFeed(page, recordFeedRequests(page), '/es')
  await expect(feed.getByText('No pudimos cargar las publicaciones en este momento.')).toBeVisible()
})

test('names the carousel, its slides and its controls in Spanish', async ({ page }) => {
  await setInstagramMode('ok')
  const feed = await openHomeAndScrollToFeed(page, recordFeedRequests(page), '/es')
  const carousel = feed.getByRole('region', { name: 'Publicaciones recientes de @goldenoakpta en Instagram' })
  await expect(carousel).toBeVisible()
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel')
  await expect(carousel.getByRole('group', { name: '1 de 6' })).toHaveAttribute('aria-roledescription', 'diapositiva')
  await expect(carousel.getByRole('button', { name: 'Pausar el desplazamiento automático' })).toBeVisible()
  await expect(carousel.getByRole('button', { name: 'Publicaciones anteriores' })).toBeVisible()
  await expect(carousel.getByRole('button', { name: 'Publicaciones siguientes' })).toBeVisible()
  await carousel.getByRole('button', { name: 'Pausar el desplazamiento automático' }).click()
  await expect(carousel.getByRole('button', { name: 'Iniciar el desplazamiento automático' })).toBeVisible()
})
