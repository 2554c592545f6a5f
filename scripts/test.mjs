#!/usr/bin/env node
// `npm test`: unit tests, integration tests (real PostgreSQL) and browser/HTTP tests (production build in
// Debian Chromium), one after another, then one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
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

let passed = 0
let failed = 0
let exitCode = 0
const took = []
const only = process.argv.slice(2)
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue
  console.log(`\n=== ${suite.name} ===`)
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
