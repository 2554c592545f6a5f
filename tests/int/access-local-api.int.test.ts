import type { CollectionSlug, Payload } from 'payload'

import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { createOneOfEach } from '@tests/helpers/fixtures'

/**
 * Deny by default, through the local API with `overrideAccess: false` and no user: an anonymous
 * caller can create, update and delete nothing, and read only public announcements, media and settings.
 */
let payload: Payload
let ids: Record<CollectionSlug, number>

beforeAll(async () => {
  payload = await getTestPayload()
  const docs = await createOneOfEach(payload)
  ids = {
    media: docs.media.id,
    announcements: docs.announcement.id,
    subscriptions: docs.subscription.id,
    'contact-inquiries': docs.inquiry.id,
    'admin-codes': docs.adminCode.id,
  } as Record<CollectionSlug, number>
})

afterAll(async () => {
  await closeTestPayload(payload)
})

const anon = { overrideAccess: false, user: null } as const
const COLLECTIONS = ['announcements', 'subscriptions', 'contact-inquiries', 'media', 'admin-codes'] as const
const PRIVATE = ['subscriptions', 'contact-inquiries', 'admin-codes'] as const

const countAll = (slug: CollectionSlug) => payload.count({ collection: slug, overrideAccess: true }).then((r) => r.totalDocs)

describe.each(COLLECTIONS)('anonymous local API on %s', (slug) => {
  it('cannot create', async () => {
    const before = await countAll(slug)
    await expect(
      payload.create({ collection: slug, data: { title: 'x', label: 'x', email: 'x@example.org', name: 'x', topic: 'Other' } as never, ...anon }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await countAll(slug)).toBe(before)
  })

  it('cannot update', async () => {
    await expect(
      payload.update({ collection: slug, id: ids[slug], data: { title: 'hacked', label: 'hacked', alt: 'hacked' } as never, ...anon }),
    ).rejects.toMatchObject({ status: 403 })
    const doc = (await payload.findByID({ collection: slug, id: ids[slug], overrideAccess: true })) as unknown as Record<string, unknown>
    expect([doc.title, doc.label, doc.alt]).not.toContain('hacked')
  })

  it('cannot delete', async () => {
    await expect(payload.delete({ collection: slug, id: ids[slug], ...anon })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: slug, id: ids[slug], overrideAccess: true })).resolves.toBeTruthy()
  })
})

describe.each(PRIVATE)('anonymous reads of %s', (slug) => {
  it('get nothing, by list or by id', async () => {
    await expect(payload.find({ collection: slug, ...anon })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: slug, id: ids[slug], ...anon })).rejects.toMatchObject({ status: 403 })
  })
})

describe('public reads', () => {
  it('media used by a visible announcement, and visible announcements, are readable', async () => {
    const media = await payload.find({ collection: 'media', ...anon })
    expect(media.docs.map((d) => d.id)).toContain(ids.media)
    const news = await payload.find({ collection: 'announcements', ...anon })
    expect(news.docs.map((d) => d.id)).toContain(ids.announcements)
  })

  it('site settings are readable but not writable, and hide the seed marker', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', ...anon })
    expect(settings.contact.email).toContain('@')
    expect(settings).not.toHaveProperty('demoSeededAt')
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { schoolYear: 'hacked' }, ...anon }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('admin-code hashes are never returned, even to full-access reads of the API shape', async () => {
    const doc = await payload.findByID({ collection: 'admin-codes', id: ids['admin-codes'], overrideAccess: false, user: { collection: 'admin-codes', id: ids['admin-codes'] } as never })
    expect(doc).not.toHaveProperty('codeHash')
  })
})
