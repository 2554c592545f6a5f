#!/usr/bin/env node
// `npm test`: unit tests, integration tests (real PostgreSQL) and browser/HTTP tests (production build in
// Debian Chromium), one after another, then one summary line: "N passed, N failed". The browser tests'
// production build runs beside the unit and integration tests (they mostly wait on the database).
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const results = path.resolve(root, process.env.TEST_RESULTS_DIR || 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const node = process.execPath
const jest = [path.join(root, 'node_modules/jest/bin/jest.js')]

const suites = [
  { name: 'unit', args: ['--experimental-vm-modules', ...jest, '--selectProjects', 'unit', '--json', `--outputFile=${results}/unit.json`] },
  {
    name: 'int',
    args: ['--experimental-vm-modules', ...jest, '--selectProjects', 'int', '--maxWorkers=2', '--forceExit', '--json', `--outputFile=${results}/int.json`],
  },
  {
    name: 'e2e',
    args: [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` },
  },
]

/**
 * `npm run build` into the e2e dist folder, started now and awaited before the e2e suite (whose global setup
 * then skips its own build). Its output goes to a file, read back only if it fails.
 */
function startE2eBuild() {
  const log = path.join(results, 'e2e-build.log')
  const fd = openSync(log, 'w')
  const started = Date.now()
  const env = { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-test', SITE_URL: `http://localhost:${process.env.E2E_PORT || 3100}` }
  const child = spawn(node, [path.join(root, 'scripts/run.mjs'), 'build'], { cwd: root, env, stdio: ['ignore', fd, fd] })
  return new Promise((resolve) => {
    const done = (ok) => {
      closeSync(fd)
      resolve({ ok, seconds: Math.round((Date.now() - started) / 1000), log })
    }
    child.on('error', () => done(false))
    child.on('exit', (code) => done(code === 0))
  })
}

let passed = 0
let failed = 0
let exitCode = 0
const took = []
const only = process.argv.slice(2)
const runs = (name) => !only.length || only.includes(name)
const e2eBuild = runs('e2e') && !process.env.E2E_SKIP_BUILD ? startE2eBuild() : null
for (const suite of suites) {
  if (!runs(suite.name)) continue
  console.log(`\n=== ${suite.name} ===`)
  if (suite.name === 'e2e' && e2eBuild) {
    const build = await e2eBuild
    took.push(`e2e build ${build.seconds} s (beside the others)`)
    if (!build.ok) {
      console.error(`[test] the e2e build failed:\n${readFileSync(build.log, 'utf8')}`)
      exitCode = 1
      continue
    }
    suite.env = { ...suite.env, E2E_SKIP_BUILD: '1' }
  }
  const started = Date.now()
  const r = spawnSync(node, suite.args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...suite.env } })
  took.push(`${suite.name} ${Math.round((Date.now() - started) / 1000)} s`)
  if (r.status !== 0) exitCode = 1
  try {
    const report = JSON.parse(readFileSync(`${results}/${suite.name}.json`, 'utf8'))
    if (suite.name === 'e2e') {
      passed += report.stats.expected
      failed += report.stats.unexpected + report.stats.flaky
      if (report.stats.skipped) failed += report.stats.skipped
    } else {
      passed += report.numPassedTests
      failed += report.numFailedTests + report.numPendingTests
    }
  } catch {
    console.error(`[test] no report from the ${suite.name} suite`)
    exitCode = 1
  }
}
console.log(`\n[test] time per suite: ${took.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
if (passed === 0) exitCode = 1
process.exit(exitCode)
