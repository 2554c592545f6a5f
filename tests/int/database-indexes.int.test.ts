import type { Payload } from 'payload'

import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * The migrated schema carries the indexes the public lists depend on: without them a read that is instant
 * with ten announcements takes seconds with ten thousand (each document scanned its whole locales table).
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await closeTestPayload(payload)
})

/** Index definitions per table, as Postgres reports them. */
async function indexesOf(table: string): Promise<string[]> {
  const { rows } = await payload.db.pool.query<{ indexdef: string }>(
    `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1`,
    [table],
  )
  return rows.map((row) => row.indexdef)
}

it('finds every localized row by its document (an index led by _parent_id on each _locales table)', async () => {
  const { rows } = await payload.db.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = '_parent_id' AND table_name LIKE '%\\_locales' ORDER BY 1`,
  )
  const tables = rows.map((row) => row.table_name)
  expect(tables).toEqual(expect.arrayContaining(['announcements_locales', 'site_settings_locales', 'site_settings_stats_locales']))
  for (const table of tables) {
    expect({ table, led: (await indexesOf(table)).some((def) => /\(_parent_id[,)]/.test(def)) }).toEqual({ table, led: true })
  }
})

it('serves the news list, the calendar and the visibility window from indexes', async () => {
  const defs = (await indexesOf('announcements')).join('\n')
  expect(defs).toMatch(/\(type, created_at\)/)
  expect(defs).toMatch(/\(type, start_date\)/)
  expect(defs).toMatch(/\(active, visible_until, visible_from\)/)
})
