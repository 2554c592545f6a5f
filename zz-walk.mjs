import { chromium } from 'playwright-core'
const base = process.env.BASE || 'http://127.0.0.1:3000'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const pages = ['/', '/about-us', '/what-we-do', '/calendar', '/news', '/membership', '/volunteer', '/become-a-sponsor', '/contact', '/news/page/2', '/nope']
const problems = []
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 844 } })
  const page = await ctx.newPage()
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${width} console ${page.url()}: ${m.text().slice(0, 200)}`) })
  page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/nope') && !r.url().includes('/es/nope')) problems.push(`${width} ${r.status()} ${r.url()}`) })
  for (const p of pages) for (const prefix of ['', '/es']) {
    const url = base + (prefix + p === '/es/' ? '/es' : prefix + p)
    await page.goto(url, { waitUntil: 'networkidle' })
    const name = (prefix + p).replace(/\//g, '_') || '_'
    await page.screenshot({ path: `/tmp/shots/${width}${name}.png`, fullPage: width === 390 && (p === '/' || p === '/contact') })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    if (overflow) problems.push(`${width} horizontal overflow ${url}`)
  }
  await ctx.close()
}
console.log(problems.join('\n') || 'no problems')
await browser.close()
