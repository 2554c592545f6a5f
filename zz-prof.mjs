import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const path of (process.env.PATHS || '/,/es').split(',')) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start')
  await page.goto('http://127.0.0.1:3000' + path, { waitUntil: 'load' })
  await page.waitForTimeout(1500)
  const { profile } = await cdp.send('Profiler.stop')
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  const dt = profile.timeDeltas
  profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; self.set(key, (self.get(key) || 0) + (dt[i] || 0)) })
  const total = [...self.entries()].filter(([k]) => !/\(idle\)|\(program\)|\(garbage/.test(k)).reduce((a, [, v]) => a + v, 0)
  console.log('==', path, 'js ms', (total / 1000).toFixed(1))
  for (const [k, v] of [...self.entries()].filter(([k]) => !/\(idle\)|\(program\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log((v / 1000).toFixed(1), k.slice(0, 110))
  await ctx.close()
}
await browser.close()
