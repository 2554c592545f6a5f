import { config } from 'zod/v4/core'

/**
 * Runs in the browser before the app. zod 4 probes `new Function` once to decide whether to compile fast
 * parsers; under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported CSP violation on
 * every page with a form. The browser's schemas are small: parse them without the JIT.
 */
config({ jitless: true })
