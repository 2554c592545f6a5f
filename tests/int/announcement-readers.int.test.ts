import type { Payload } from 'payload'

import { collapseDuplicateTitles } from '@/lib/queries/announcements'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** SPEC §7 calls 12-13 and the public window rules, as the public readers query them. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await closeTestPayload(payload)
})

it('collapses events with the same title (case and spacing ignored) to the first, soonest first', async () => {
  const run = `dedup-${Date.now()}`
  for (const [title, start] of [[`${run} Spirit Night`, '2031-01-10'], [`${run}  spirit   night`, '2031-01-05'], [`${run} Fun Run`, '2031-01-07']]) {
    await payload.create({ collection: 'announcements', data: { title, type: 'event', active: true, startDate: `${start}T00:00:00.000Z` } })
  }
  const { docs } = await payload.find({
    collection: 'announcements',
    where: { title: { like: run }, type: { equals: 'event' }, startDate: { exists: true } },
    sort: 'startDate',
    overrideAccess: false,
    user: null,
  })
  const titles = collapseDuplicateTitles(docs.map((d) => ({ title: d.title ?? '' }))).map((d) => d.title.replace(run, '').trim())
  expect(titles).toEqual(['spirit   night', 'Fun Run'])
})

it('news and pop-ups follow their window; a scheduled one appears once its start day begins', async () => {
  const run = `sched-${Date.now()}`
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  await payload.create({ collection: 'announcements', data: { title: `${run} later`, type: 'warning', active: true, startDate: `${tomorrow}T00:00:00.000Z` } })
  await payload.create({ collection: 'announcements', data: { title: `${run} now`, type: 'warning', active: true } })
  const visible = await payload.find({ collection: 'announcements', where: { title: { like: run } }, overrideAccess: false, user: null })
  expect(visible.docs.map((d) => d.title)).toEqual([`${run} now`])
})
