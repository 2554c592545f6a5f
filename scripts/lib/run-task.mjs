// Runs a TypeScript task (scripts/tasks/*.ts, tests' seeding) through Payload's Node API, without
// Payload's CLI and without a TypeScript loader: esbuild bundles the task and our own modules (path
// aliases from tsconfig.json) into one ES module in memory, keeps packages external, and a plain `node`
// reads it from standard input with the project root as its base, so packages resolve from
// node_modules and `import.meta.url` in payload.config.ts names the root. No loader thread, no stall.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

/** `next` has no package exports map: its subpath modules need their file extension under plain Node. */
const nextSubpaths = {
  name: 'next-subpaths',
  setup(b) {
    b.onResolve({ filter: /^next\/[a-z-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }))
  },
}

/** Bundles `entry` (relative to the project root) into ES module source. */
export async function bundleTask(entry) {
  const result = await build({
    entryPoints: [path.resolve(root, entry)],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [nextSubpaths],
    sourcemap: 'inline',
    write: false,
    logLevel: 'warning',
  })
  return result.outputFiles[0].text
}

/**
 * Runs the task in its own Node process. Resolves with its output (empty when not quiet) on exit code 0,
 * rejects with the output otherwise. Signals sent to this process are passed on; nothing is killed here.
 * @param {string} entry
 * @param {{ args?: string[], env?: NodeJS.ProcessEnv, quiet?: boolean }} [opts]
 */
export async function runTask(entry, { args = [], env = process.env, quiet = false } = {}) {
  const source = await bundleTask(entry)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', '--input-type=module', '-', ...args], {
      cwd: root,
      env,
      stdio: ['pipe', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    })
    let output = ''
    child.stdout?.on('data', (d) => (output += d))
    child.stderr?.on('data', (d) => (output += d))
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (code === 0) resolve(output)
      else reject(new Error(`task ${entry} ${signal ? `stopped by ${signal}` : `exited ${code}`}\n${output}`))
    })
    child.stdin.end(source)
  })
}
