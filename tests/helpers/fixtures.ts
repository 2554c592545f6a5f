import type { Payload } from 'payload'

/** A PNG of one pixel: the smallest real image the media collection accepts. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** One document in every collection, created with full access, so each anonymous attempt has a target. */
export async function createOneOfEach(payload: Payload) {
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'pixel' },
    file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: 'pixel.png', size: ONE_PIXEL_PNG.length },
  })
  const announcement = await payload.create({
    collection: 'announcements',
    data: { title: 'Visible news', type: 'news', active: true, image: media.id },
  })
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: { email: `Parent.${Date.now()}@Example.org`, phone: '' },
  })
  const inquiry = await payload.create({
    collection: 'contact-inquiries',
    data: { name: 'Ana', email: 'ana@example.org', topic: 'Other', message: 'Hello', deliveryStatus: 'pending' },
  })
  const adminCode = await payload.create({
    collection: 'admin-codes',
    data: { label: 'Treasurer', codeHash: 'scrypt$placeholder', active: true },
  })
  return { media, announcement, subscription, inquiry, adminCode }
}
