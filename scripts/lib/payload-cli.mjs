// Runs Payload's CLI (scripts/payload.mjs) with a watchdog. On Node 20, tsx's off-thread loader, which
// Payload's CLI uses for TypeScript, occasionally never finishes loading a module (seen here in about one
// run in four). The commands we run are idempotent, so a run that makes no progress is killed and retried.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
const cli = path.join(root, 'scripts', 'payload.mjs')

function once(args, { env, cwd = root, timeoutMs, quiet }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { env, cwd, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (d) => (output += d))
    child.stderr?.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    const forward = (sig) => child.kill(sig)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve({ code: code ?? 1, timedOut: signal === 'SIGKILL', output })
    })
  })
}

/**
 * `payload <args>`; resolves with its output, rejects when it fails. A run that hangs is retried.
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, timeoutMs?: number, attempts?: number, quiet?: boolean }} [opts]
 */
export async function runPayload(args, { env = process.env, cwd, timeoutMs = 90_000, attempts = 3, quiet = true } = {}) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await once(args, { env, cwd, timeoutMs, quiet })
    if (!result.timedOut) {
      if (result.code === 0) return result.output
      throw new Error(`payload ${args.join(' ')} exited ${result.code}\n${result.output}`)
    }
    console.warn(`[payload] ${args.join(' ')} made no progress in ${timeoutMs / 1000} s; retrying (${attempt}/${attempts})`)
  }
  throw new Error(`payload ${args.join(' ')} hung ${attempts} times`)
}
