// `npm run bench -- --scale`: the real app (`npm start` on the last build) with 10 and then 10,000
// announcements in a scratch database. For each size it times, after an officer's edit has expired the
// cached lists (so each page is built again and reads the database), `/`, `/news`, `/calendar.ics`,
// `/news/rss.xml`, and the admin list's first page (rendered on every request). Medians of ROUNDS rounds,
// then the ratio 10,000 / 10. Reports; asserts nothing.
import path from 'node:path'

import pg from 'pg'

import { root, scratchDatabase, startSite } from './harness.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 7)
const PUBLIC = ['/', '/news', '/calendar.ics', '/news/rss.xml']
const ADMIN = '/admin/announcements'
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/**
 * Announcements `from`..`to`: 60 % news, 30 % events spread over two years around today, 10 % pop-ups (most
 * inactive); every seventh one's window has closed. Titles in English, every third also in Spanish.
 */
async function seed(client, from, to) {
  await client.query(
    `INSERT INTO announcements (type, active, start_date, all_day, visible_until, created_at, updated_at)
     SELECT CASE WHEN i % 10 < 6 THEN 'news' WHEN i % 10 < 9 THEN 'event' ELSE 'info' END::enum_announcements_type,
            i % 10 <> 9 OR i % 100 = 9,
            CASE WHEN i % 10 BETWEEN 6 AND 8 THEN now() + ((i % 730) - 365) * interval '1 day' END,
            true,
            CASE WHEN i % 7 = 0 THEN now() - interval '1 day' END,
            now() - i * interval '37 minutes', now()
     FROM generate_series($1::int, $2::int) AS i`,
    [from, to],
  )
  await client.query(
    `INSERT INTO announcements_locales (title, content, _locale, _parent_id)
     SELECT 'Announcement ' || id, 'Details of announcement ' || id || ' for Golden Oak families.', 'en', id FROM announcements a
     WHERE NOT EXISTS (SELECT 1 FROM announcements_locales l WHERE l._parent_id = a.id)`,
  )
  await client.query(
    `INSERT INTO announcements_locales (title, content, _locale, _parent_id)
     SELECT 'Anuncio ' || id, 'Detalles del anuncio ' || id || ' para las familias.', 'es', id FROM announcements a
     WHERE id % 3 = 0 AND NOT EXISTS (SELECT 1 FROM announcements_locales l WHERE l._parent_id = a.id AND l._locale = 'es')`,
  )
  await client.query('ANALYZE announcements; ANALYZE announcements_locales')
}

async function timed(url, headers = {}) {
  const started = performance.now()
  const res = await fetch(url, { headers })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
  return performance.now() - started
}

/** One news item's and one event's id, edited each round to expire the news and events lists. */
async function measure(site, client) {
  const { rows } = await client.query(`SELECT (SELECT min(id) FROM announcements WHERE type = 'news' AND active) AS news, (SELECT min(id) FROM announcements WHERE type = 'event' AND active) AS event`)
  const times = Object.fromEntries([...PUBLIC, ADMIN].map((p) => [p, []]))
  const edit = (id, round) =>
    fetch(`${site.base}/api/announcements/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', origin: site.base, cookie: site.cookie }, body: JSON.stringify({ title: `Announcement ${id} (edit ${round})` }) })
  for (let round = 0; round <= ROUNDS; round++) {
    for (const id of [rows[0].news, rows[0].event]) if ((await edit(id, round)).status !== 200) throw new Error('the officer edit failed')
    const lap = {}
    for (const path of PUBLIC) lap[path] = await timed(`${site.base}${path}`)
    lap[ADMIN] = await timed(`${site.base}${ADMIN}`, { cookie: site.cookie })
    // Round 0 warms the server up (first renders load code); it is not counted.
    if (round > 0) for (const [path, ms] of Object.entries(lap)) times[path].push(ms)
  }
  return Object.fromEntries(Object.entries(times).map(([path, xs]) => [path, median(xs)]))
}

/** How many entries each feed carries (their windows are bounded, so they stop growing with the table). */
async function feedSizes(site) {
  const count = async (path, marker) => (await (await fetch(`${site.base}${path}`)).text()).split(marker).length - 1
  return { '/calendar.ics': await count('/calendar.ics', 'BEGIN:VEVENT'), '/news/rss.xml': await count('/news/rss.xml', '<item>') }
}

export async function benchScale() {
  const db = await scratchDatabase('scale')
  const site = await startSite({ port: Number(process.env.BENCH_SCALE_PORT || 3191), db, env: { MAIL_OUTBOX_DIR: path.join(root, '.data', 'bench-outbox') } })
  const client = new pg.Client({ connectionString: db.uri })
  try {
    await client.connect()
    console.log(`scale bench: ${ROUNDS} rounds; each round an officer edits one news item and one event, then every path is fetched once`)
    await seed(client, 1, 10)
    const small = await measure(site, client)
    const smallFeeds = await feedSizes(site)
    await seed(client, 11, 10_000)
    const large = await measure(site, client)
    const largeFeeds = await feedSizes(site)
    console.log('path                    10 (ms)   10,000 (ms)   ratio')
    for (const path of Object.keys(small)) {
      console.log(`${path.padEnd(22)} ${small[path].toFixed(0).padStart(8)} ${large[path].toFixed(0).padStart(13)} ${(large[path] / small[path]).toFixed(2).padStart(7)}`)
    }
    for (const path of Object.keys(smallFeeds)) console.log(`${path} carries ${smallFeeds[path]} entries with 10 announcements, ${largeFeeds[path]} with 10,000`)
  } finally {
    await client.end().catch(() => {})
    await site.stop()
    await db.destroy()
  }
}
