import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import { createLocalReq, type Payload } from 'payload'
import pg from 'pg'

import { migrations } from '@/migrations'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

import { scratchDatabase } from '@tests/helpers/scratch-database'

/**
 * The round-2 migrations on a database that holds first-round data: texts survive as English,
 * date-only (midnight UTC) rows become all-day on the same school day, timed rows keep their instant.
 */
const MINE = '20261123_225759_localization_school_clock'
let payload: Payload
let database: Awaited<ReturnType<typeof scratchDatabase>>
let pool: pg.Pool
let args: MigrateUpArgs

beforeAll(async () => {
  payload = await getTestPayload()
  database = await scratchDatabase('mig')
  pool = new pg.Pool({ connectionString: database.uri, max: 2 })
  args = { db: drizzle(pool), payload, req: await createLocalReq({}, payload) } as MigrateUpArgs
  for (const m of migrations) {
    if (m.name === MINE) break
    await m.up(args)
  }
})

afterAll(async () => {
  await pool?.end()
  await database?.destroy()
  await closeTestPayload(payload)
})

const q = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await pool.query(text, values)).rows as T[]

it('keeps first-round texts as English and date-only rows on their school day', async () => {
  await q(`INSERT INTO site_settings (id, contact_pta_name, contact_meeting_schedule) VALUES (1, 'Oak PTA', 'Every Monday')`)
  await q(`INSERT INTO site_settings_stats (_order, _parent_id, id, value, label) VALUES (1, 1, 's1', '300', 'Volunteers')`)
  await q(
    `INSERT INTO announcements (id, title, content, type, active, start_date, end_date) VALUES
      (1, 'Book fair', 'In the library', 'event', true, '2026-11-28T00:00:00.000Z', '2026-11-30T00:00:00.000Z'),
      (2, 'Family night', 'Gym', 'event', true, '2026-11-29T01:00:00.000Z', NULL),
      (3, 'Welcome back', NULL, 'info', true, '2026-03-08T00:00:00.000Z', '2026-03-08T00:00:00.000Z'),
      (4, 'No dates', 'Plain news', 'news', true, NULL, NULL)`,
  )

  await migrations.find((m) => m.name === MINE)!.up(args)

  const texts = await q<{ _parent_id: number; _locale: string; title: string; content: string | null }>(
    'SELECT _parent_id, _locale, title, content FROM announcements_locales ORDER BY _parent_id',
  )
  expect(texts).toEqual([
    { _parent_id: 1, _locale: 'en', title: 'Book fair', content: 'In the library' },
    { _parent_id: 2, _locale: 'en', title: 'Family night', content: 'Gym' },
    { _parent_id: 3, _locale: 'en', title: 'Welcome back', content: null },
    { _parent_id: 4, _locale: 'en', title: 'No dates', content: 'Plain news' },
  ])
  const rows = await q<{ id: number; all_day: boolean; start_date: Date | null; end_date: Date | null; visible_from: Date | null; visible_until: Date | null }>(
    'SELECT id, all_day, start_date, end_date, visible_from, visible_until FROM announcements ORDER BY id',
  )
  const iso = (d: Date | null) => d?.toISOString() ?? null
  expect(rows.map((r) => [r.id, r.all_day, iso(r.start_date), iso(r.end_date), iso(r.visible_from), iso(r.visible_until)])).toEqual([
    // Nov 28–30 at the school (PST): stored as the start of those days, visible until the end of Nov 30.
    [1, true, '2026-11-28T08:00:00.000Z', '2026-11-30T08:00:00.000Z', null, '2026-12-01T08:00:00.000Z'],
    // 5:00 PM on Nov 28 at the school keeps its instant; visible until the end of that school day.
    [2, false, '2026-11-29T01:00:00.000Z', null, null, '2026-11-29T08:00:00.000Z'],
    // The day daylight saving starts (23 hours).
    [3, true, '2026-03-08T08:00:00.000Z', '2026-03-08T08:00:00.000Z', '2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z'],
    [4, true, null, null, null, null],
  ])

  const settings = await q<Record<string, string>>('SELECT * FROM site_settings_locales')
  expect(settings).toHaveLength(1)
  expect(settings[0]).toMatchObject({ _locale: 'en', contact_pta_name: 'Oak PTA', contact_meeting_schedule: 'Every Monday' })
  expect(await q('SELECT label, _locale FROM site_settings_stats_locales')).toEqual([{ label: 'Volunteers', _locale: 'en' }])
  expect(await q('SELECT time_zone FROM site_settings')).toEqual([{ time_zone: 'America/Los_Angeles' }])
})

it('goes back down with the texts and the calendar days', async () => {
  await migrations.find((m) => m.name === MINE)!.down(args)
  const rows = await q<{ id: number; title: string; start_date: Date | null }>('SELECT id, title, start_date FROM announcements ORDER BY id')
  expect(rows.map((r) => [r.id, r.title, r.start_date?.toISOString() ?? null])).toEqual([
    [1, 'Book fair', '2026-11-28T00:00:00.000Z'],
    [2, 'Family night', '2026-11-29T01:00:00.000Z'],
    [3, 'Welcome back', '2026-03-08T00:00:00.000Z'],
    [4, 'No dates', null],
  ])
  expect(await q('SELECT contact_pta_name FROM site_settings')).toEqual([{ contact_pta_name: 'Oak PTA' }])
})

const MEDIA = '20261128_081806_media_alt_spanish'

it('keeps the image descriptions written so far as the English ones when they become one per language, and back', async () => {
  const from = migrations.findIndex((m) => m.name === MINE)
  const media = migrations.findIndex((m) => m.name === MEDIA)
  for (const m of migrations.slice(from, media)) await m.up(args)
  await q(`INSERT INTO media (id, alt, filename) VALUES (1, 'Kids at the fair', 'fair.png'), (2, NULL, 'flyer.png')`)

  await migrations[media].up(args)
  expect(await q('SELECT _parent_id, _locale, alt FROM media_locales ORDER BY _parent_id')).toEqual([
    { _parent_id: 1, _locale: 'en', alt: 'Kids at the fair' },
    { _parent_id: 2, _locale: 'en', alt: null },
  ])

  await q(`INSERT INTO media_locales (alt, _locale, _parent_id) VALUES ('Niños en la feria', 'es', 1)`)
  await migrations[media].down(args)
  expect(await q('SELECT id, alt FROM media ORDER BY id')).toEqual([
    { id: 1, alt: 'Kids at the fair' },
    { id: 2, alt: null },
  ])
})
