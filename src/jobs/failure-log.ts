import type { Payload, TaskConfig } from 'payload'

/** Errors of a mail or database server that cannot be reached: expected, retried, logged without a stack. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ESOCKET', 'ECONNECTION', 'EDNS'])

const codeOf = (err: unknown): string | undefined =>
  err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined

type JobRef = { id: number | string; totalTried?: number | null }
type Handler = (args: { job: JobRef; req: { payload: Payload } }) => unknown

const triesOf = (retries: TaskConfig['retries']): number =>
  1 + (typeof retries === 'number' ? retries : typeof retries === 'object' && retries ? (retries.attempts ?? 0) : 0)

/** One line per failed try: the task, the job, which try of how many, and the error's message. */
function logTaskFailure(payload: Payload, task: { slug: string; retries?: TaskConfig['retries'] }, job: JobRef, err: unknown): void {
  const attempt = (job.totalTried ?? 0) + 1
  const tries = triesOf(task.retries)
  // nodemailer's socket errors read "Error: connect ECONNREFUSED …"
  const message = (err instanceof Error ? err.message : String(err)).replace(/^Error: /, '')
  const msg = `[jobs] ${task.slug} (job ${job.id}) try ${attempt} of ${tries} failed: ${message}${attempt < tries ? '; tried again later' : '; no tries left'}`
  if (UNREACHABLE.has(codeOf(err) ?? '')) payload.logger.warn(msg)
  else payload.logger.error({ err, msg })
}

/**
 * The task, with its failures logged by `logTaskFailure` and then thrown on to Payload's retries. The queues
 * run with Payload's own job logs off (`JOB_LOGS_OFF`): those printed the whole job, its input included (a
 * new subscriber's address), as an ERROR with a stack on every try while the mail server was down.
 */
export function withFailureLog<T extends { slug: string; retries?: TaskConfig['retries']; handler: unknown }>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  const logged: Handler = async (args) => {
    try {
      return await (handler as Handler)(args)
    } catch (err) {
      logTaskFailure(args.req.payload, task, args.job, err)
      throw err
    }
  }
  return { ...task, handler: logged }
}

/**
 * Payload's per-run INFO line and its per-try ERROR block, replaced by the line above. It also quiets Payload's
 * line for a queued job whose task is no longer in the config (the job is marked failed, with its error, in
 * `payload-jobs`); every task this app queues is registered in jobs/index.ts.
 */
export const JOB_LOGS_OFF = { error: true, info: true } as const
