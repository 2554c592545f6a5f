#!/usr/bin/env node
// `npm run bench`: requests per second for cached pages against a static file from the same server, on
// loopback only, bounded in time. Start the site first (`npm run build && npm start`), then run this.
// Reports numbers and ratios; it asserts nothing (DESIGN §5: benchmarks report, tests check behaviour).
const base = process.env.BENCH_URL || 'http://127.0.0.1:3000'
const seconds = Number(process.env.BENCH_SECONDS || 8)
const concurrency = Number(process.env.BENCH_CONCURRENCY || 20)
const targets = (process.env.BENCH_PATHS || '/images/hero.svg,/,/news,/calendar,/contact').split(',')

if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error(`bench targets loopback only; got ${base}`)
  process.exit(2)
}

async function measure(path) {
  const url = `${base}${path}`
  const first = await fetch(url)
  await first.arrayBuffer()
  const deadline = Date.now() + seconds * 1000
  let ok = 0
  let failed = 0
  const latencies = []
  const worker = async () => {
    while (Date.now() < deadline) {
      const t = performance.now()
      try {
        const res = await fetch(url)
        await res.arrayBuffer()
        if (res.ok) ok++
        else failed++
      } catch {
        failed++
      }
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  latencies.sort((a, b) => a - b)
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1)
  return { path, status: first.status, rps: ok / seconds, failed, p50: p(0.5), p99: p(0.99) }
}

const results = []
for (const path of targets) results.push(await measure(path))
const reference = results[0].rps
console.log(`bench ${base}: ${concurrency} connections, ${seconds} s each`)
for (const r of results) {
  console.log(
    `${r.path.padEnd(18)} status ${r.status}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
      `failed ${r.failed}  ratio to ${results[0].path}: ${(r.rps / reference).toFixed(2)}`,
  )
}
