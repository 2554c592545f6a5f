import type { Payload } from 'payload'

import { JOB_LOGS_OFF } from './failure-log'

type RunArgs = NonNullable<Parameters<Payload['jobs']['run']>[0]>

/** Runs due jobs the way the app does everywhere: failures logged as one line each (failure-log.ts). */
export const runJobs = (payload: Payload, args: Omit<RunArgs, 'silent'> = {}) => payload.jobs.run({ ...args, silent: JOB_LOGS_OFF })
