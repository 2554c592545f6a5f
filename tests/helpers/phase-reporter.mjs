// A Playwright reporter for `npm test` (scripts/test.mjs): writes the file E2E_PHASE_FILE names when the
// first test of the `site-wide` project begins. Those files run one at a time and leave a core idle, which
// the integration tests, started then, take instead.
import { writeFileSync } from 'node:fs'

export default class PhaseReporter {
  told = false

  onTestBegin(test) {
    if (this.told || !process.env.E2E_PHASE_FILE || test.parent.project()?.name !== 'site-wide') return
    this.told = true
    writeFileSync(process.env.E2E_PHASE_FILE, new Date().toISOString())
  }

  printsToStdio() {
    return false
  }
}
