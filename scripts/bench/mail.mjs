// `npm run bench -- --mail [count]`: emails one news announcement to `count` (default 2,000) subscribers
// through the real app (`npm start` on the last `npm run build`), a loopback SMTP server that goes down
// halfway for 20 s, and a scratch database; then counts what arrived. Reports; asserts nothing.
import pg from 'pg'

import { runAutocannon } from './autocannon.mjs'
import { scratchDatabase, sleep, startSite, waitFor } from './harness.mjs'
import { mailSink } from './mail-sink.mjs'

export async function benchMail(count = 2000) {
  const port = Number(process.env.BENCH_MAIL_PORT || 3190)
  const smtpPort = Number(process.env.BENCH_SMTP_PORT || 2599)
  const rate = Number(process.env.BENCH_MAIL_RATE || 50)
  const db = await scratchDatabase('mail')
  const sink = mailSink(smtpPort)
  await sink.start()
  const site = await startSite({ port, db, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RATE_PER_SECOND: String(rate) } })
  const { base, cookie } = site
  const client = new pg.Client({ connectionString: db.uri })
  try {
    await client.connect()
    await client.query(`INSERT INTO subscriptions (email, language, frequency, updated_at, created_at)
      SELECT 'parent' || i || '@bench.test', CASE WHEN i % 3 = 0 THEN 'es' ELSE 'en' END::enum_subscriptions_language, 'every', now(), now() FROM generate_series(1, $1) AS i`, [count])
    console.log(`mail bench: ${count} subscribers, MAIL_RATE_PER_SECOND=${rate}, SMTP down for 20 s after half`)
    const idle = await runAutocannon(`${base}/`, { connections: 10, seconds: 10 })
    const started = Date.now()
    const created = await fetch(`${base}/api/announcements`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify({ title: 'Bench news', content: 'Hello', type: 'news', active: true, emailSubscribers: true }) })
    if (created.status !== 201) throw new Error(`creating the announcement answered ${created.status}`)
    const load = runAutocannon(`${base}/`, { connections: 10, seconds: 10 })
    await waitFor(async () => sink.received >= count / 2, 600_000, 'half of the mail')
    await sink.stop()
    const downAt = sink.received
    await sleep(20_000)
    await sink.start()
    const during = await load
    const open = async () => Number((await client.query(`SELECT count(*) AS n FROM mail_deliveries WHERE status IN ('queued', 'sending')`)).rows[0].n)
    await waitFor(async () => (await open()) === 0 && sink.received >= count, 900_000, 'every delivery')
    await sleep(2000)
    const elapsed = (Date.now() - started) / 1000
    const duplicates = [...sink.perRecipient.values()].filter((n) => n > 1).length
    const states = (await client.query(`SELECT status, count(*) AS n FROM mail_deliveries GROUP BY status ORDER BY status`)).rows
    console.log(`received ${sink.received} messages, ${sink.perRecipient.size} distinct recipients, ${duplicates} duplicates, ${count - sink.perRecipient.size} lost`)
    console.log(`SMTP stopped after ${downAt} messages for 20 s; everything delivered ${elapsed.toFixed(0)} s after the save`)
    console.log(`deliveries: ${states.map((r) => `${r.status} ${r.n}`).join(', ')}`)
    for (const [label, r] of [['before the send', idle], ['during the send', during]]) {
      console.log(`/ ${label} (autocannon, 10 connections, 10 s): ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`)
    }
  } finally {
    await client.end().catch(() => {})
    await site.stop()
    await sink.stop()
    await db.destroy()
  }
}
