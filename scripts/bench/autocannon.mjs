import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const cli = require.resolve('autocannon/autocannon.js')

/** Runs autocannon in its own Node process against one URL and returns its summary numbers. */
export function runAutocannon(url, { connections, seconds, headers = {} }) {
  return new Promise((resolve, reject) => {
    const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`])
    const child = spawn(process.execPath, [cli, '--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`))
      const r = JSON.parse(out)
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx })
    })
  })
}
