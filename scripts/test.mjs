#!/usr/bin/env node
// `npm test`: lint, unit tests, integration tests (real PostgreSQL), browser/HTTP tests (production build in
// Debian Chromium) and the type check, then one summary line: "N passed, N failed".
//
// The browser tests are the long pole: their production build, then Chromium on both cores, except when
// they leave one idle (between pages, and while the files that change site-wide state run one at a time).
// So the build and the browser tests run at normal priority, and everything else runs beside them at a
// lower one (`nice` 10), one after another: it takes the CPU the browser tests leave, and yields it when
// asked. Its output is kept in a file and printed when each ends. The type check waits for the build (the
// build writes next-env.d.ts and the route types it imports); the integration tests wait for the browser
// tests' site-wide files, which run one at a time. `node scripts/test.mjs int` runs one suite.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { setPriority } from 'node:os'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const results = path.resolve(root, process.env.TEST_RESULTS_DIR || 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const node = process.execPath
/** The priority of what runs beside the browser tests. */
const BACKGROUND_NICENESS = 10
const jest = [path.join(root, 'node_modules/jest/bin/jest.js')]

/** Checks with no report of their own: their exit code says. */
const CHECKS = {
  lint: { args: [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.'] },
  // TypeScript 7 (native): the same checks as the 5.9 that Next and typescript-eslint load, in a quarter of the CPU.
  typecheck: { args: [path.join(root, 'node_modules/typescript-native/bin/tsc'), '--noEmit', '--incremental', 'false'], afterBuild: true },
}

// In the order they run beside the browser tests. The integration tests last, once the browser tests reach
// their site-wide files (one at a time, a core idle): before that, both cores are the browser tests'.
const SUITES = {
  lint: CHECKS.lint,
  unit: { args: ['--experimental-vm-modules', ...jest, '--selectProjects', 'unit', '--json', `--outputFile=${results}/unit.json`] },
  typecheck: CHECKS.typecheck,
  int: {
    args: ['--experimental-vm-modules', ...jest, '--selectProjects', 'int', '--maxWorkers=2', '--forceExit', '--json', `--outputFile=${results}/int.json`],
    afterIsolatedE2e: true,
  },
  e2e: {
    args: [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json,./tests/helpers/phase-reporter.mjs'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`, E2E_PHASE_FILE: `${results}/e2e-site-wide-started` },
  },
}

/**
 * Runs `args` with node. `log`: its output goes to that file instead of this terminal. `niceness`: the
 * child (and everything it starts) runs at that lower priority. Resolves with its exit code and seconds.
 */
function run(args, { env = {}, log, niceness } = {}) {
  const started = Date.now()
  const fd = log ? openSync(log, 'w') : null
  const child = spawn(node, args, { cwd: root, env: { ...process.env, ...env }, stdio: fd === null ? 'inherit' : ['ignore', fd, fd] })
  if (niceness) setPriority(child.pid, niceness)
  return new Promise((resolve) => {
    const done = (code) => {
      if (fd !== null) closeSync(fd)
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000) })
    }
    child.on('error', () => done(1))
    child.on('exit', (code) => done(code ?? 1))
  })
}

/** Passed and failed tests from a suite's JSON report (null when it wrote none; checks have none). */
function counts(name) {
  try {
    const report = JSON.parse(readFileSync(`${results}/${name}.json`, 'utf8'))
    if (name === 'e2e') return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky + report.stats.skipped }
    return { passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests }
  } catch {
    return null
  }
}

const only = process.argv.slice(2)
const wanted = Object.keys(SUITES).filter((name) => !only.length || only.includes(name))
const withE2e = wanted.includes('e2e')
const took = []
const checked = []
let exitCode = 0
let buildDone = Promise.resolve()
let e2eDone = false

/** Resolves once the browser tests reach their site-wide files (tests/helpers/phase-reporter.mjs), or end. */
const isolatedE2eDone = () =>
  new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!e2eDone && !existsSync(SUITES.e2e.env.E2E_PHASE_FILE)) return
      clearInterval(timer)
      resolve()
    }, 500)
  })

/** Everything but the browser tests, one after the other; beside them (and lower) when they run too. */
async function besideSuites() {
  for (const name of wanted.filter((n) => n !== 'e2e')) {
    if (SUITES[name].afterBuild) await buildDone
    if (SUITES[name].afterIsolatedE2e && withE2e) await isolatedE2eDone()
    const log = withE2e ? path.join(results, `${name}.log`) : undefined
    if (!log) console.log(`\n=== ${name} ===`)
    const r = await run(SUITES[name].args, { log, niceness: withE2e ? BACKGROUND_NICENESS : 0 })
    if (log) console.log(`\n=== ${name} (beside the browser tests) ===\n${readFileSync(log, 'utf8')}`)
    took.push(`${name} ${r.seconds} s${log ? ' (beside)' : ''}`)
    if (name in CHECKS) checked.push(`${name} ${r.code === 0 ? 'passed' : 'FAILED'}`)
    if (r.code !== 0) exitCode = 1
  }
}

/**
 * The e2e suite's production build and, beside it, the suite: its global setup prepares the database and
 * then waits for the build (E2E_BUILD_STATUS_FILE: `ok` or `failed`) instead of building itself.
 */
async function browserSuite() {
  let env = SUITES.e2e.env
  let building = null
  if (!process.env.E2E_SKIP_BUILD) {
    const log = path.join(results, 'e2e-build.log')
    const status = path.join(results, 'e2e-build-status')
    building = run([path.join(root, 'scripts/run.mjs'), 'build'], {
      log,
      env: { NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-test', SITE_URL: `http://localhost:${process.env.E2E_PORT || 3100}` },
    }).then((build) => {
      took.push(`e2e build ${build.seconds} s`)
      if (build.code !== 0) {
        console.error(`[test] the e2e build failed:\n${readFileSync(log, 'utf8')}`)
        exitCode = 1
      }
      writeFileSync(status, build.code === 0 ? 'ok' : 'failed')
      return build
    })
    buildDone = building
    env = { ...env, E2E_BUILD_STATUS_FILE: status }
  }
  console.log('\n=== e2e ===')
  const r = await run(SUITES.e2e.args, { env })
  await building
  e2eDone = true
  took.push(`e2e ${r.seconds} s`)
  if (r.code !== 0) exitCode = 1
}

await Promise.all([withE2e ? browserSuite() : null, besideSuites()])

let passed = 0
let failed = 0
for (const name of wanted.filter((n) => !(n in CHECKS))) {
  const c = counts(name)
  if (!c) {
    console.error(`[test] no report from the ${name} suite`)
    exitCode = 1
    continue
  }
  passed += c.passed
  failed += c.failed
}
console.log(`\n[test] time per suite: ${took.join(', ')}`)
if (checked.length) console.log(`[test] ${checked.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
const ranTests = wanted.some((n) => !(n in CHECKS))
if ((ranTests && passed === 0) || failed > 0) exitCode = 1
process.exit(exitCode)
