import type { Payload } from 'payload'

import { DEFAULT_TIME_ZONE, schoolDateOf, startOfSchoolDay } from '@/lib/school-clock'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** What an anonymous reader sees: active announcements inside their window; events until they end. */
let payload: Payload
const DAY = 86_400_000
const now = Date.now()
/** The school day `offset` days from today, as an all-day date is stored: its first instant at the school. */
const day = (offset: number) => startOfSchoolDay(schoolDateOf(new Date(now + offset * DAY), DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE).toISOString()
const run = `vis-${now}`

const cases = [
  { title: 'news open', type: 'news', visible: true },
  { title: 'news inactive', type: 'news', active: false, visible: false },
  { title: 'news scheduled', type: 'news', startDate: day(3), visible: false },
  { title: 'news expired', type: 'news', endDate: day(-2), visible: false },
  { title: 'news ends today', type: 'news', endDate: day(0), visible: true },
  { title: 'info in window', type: 'info', startDate: day(-1), endDate: day(1), visible: true },
  { title: 'warning future', type: 'warning', startDate: day(2), endDate: day(5), visible: false },
  { title: 'error past', type: 'error', startDate: day(-5), endDate: day(-2), visible: false },
  { title: 'event upcoming', type: 'event', startDate: day(7), visible: true },
  { title: 'event far future ranged', type: 'event', startDate: day(30), endDate: day(31), visible: true },
  { title: 'event ended', type: 'event', startDate: day(-3), visible: false },
  { title: 'event ongoing range', type: 'event', startDate: day(-2), endDate: day(2), visible: true },
  { title: 'event inactive', type: 'event', active: false, startDate: day(3), visible: false },
] as const

beforeAll(async () => {
  payload = await getTestPayload()
  for (const c of cases) {
    const { visible, ...rest } = c
    await payload.create({
      collection: 'announcements',
      data: { active: true, ...rest, title: `${run} ${c.title}` } as never,
    })
  }
})

afterAll(async () => {
  await closeTestPayload(payload)
})

it('anonymous readers see exactly the announcements inside their window', async () => {
  const result = await payload.find({
    collection: 'announcements',
    where: { title: { like: run } },
    limit: 100,
    overrideAccess: false,
    user: null,
  })
  const seen = result.docs.map((d) => (d.title ?? '').replace(`${run} `, '')).sort()
  const expected = cases.filter((c) => c.visible).map((c) => c.title).sort()
  expect(seen).toEqual(expected)
})

it('an anonymous read by id of a hidden announcement finds nothing', async () => {
  const hidden = await payload.find({
    collection: 'announcements',
    where: { title: { equals: `${run} news inactive` } },
    overrideAccess: true,
  })
  await expect(
    payload.findByID({ collection: 'announcements', id: hidden.docs[0].id, overrideAccess: false, user: null }),
  ).rejects.toMatchObject({ status: 404 })
})

it('toggling active off hides an announcement at once', async () => {
  const target = await payload.find({ collection: 'announcements', where: { title: { equals: `${run} news open` } } })
  await payload.update({ collection: 'announcements', id: target.docs[0].id, data: { active: false } })
  const after = await payload.find({
    collection: 'announcements',
    where: { title: { equals: `${run} news open` } },
    overrideAccess: false,
    user: null,
  })
  expect(after.totalDocs).toBe(0)
})
