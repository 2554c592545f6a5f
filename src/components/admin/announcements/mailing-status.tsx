import type { MailingProgress } from './announcements-api'

const n = (value: number) => value.toLocaleString('en-US')
const subscribers = (count: number) => `${n(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`

/** What an officer reads about an announcement's email: waiting, sending with counts, or the outcome. */
export function mailingSummary(p: MailingProgress): string {
  const round = p.round > 1 ? ` (round ${p.round})` : ''
  const counts = [`${n(p.sent)} sent`, ...(p.failed ? [`${n(p.failed)} failed`] : []), ...(p.queued ? [`${n(p.queued)} queued`] : []), ...(p.skipped ? [`${n(p.skipped)} skipped`] : [])]
  switch (p.status) {
    case 'waiting':
      return `Email${round} waiting: goes out when the announcement shows on the site`
    case 'cancelled':
      // Only a round still waiting is ever cancelled (the box was unticked): ticking it again resumes it.
      return `Email${round} cancelled before it went out: tick “Email this to subscribers” to send it`
    case 'sending':
      return `Emailing${round} ${subscribers(p.recipients)}: ${counts.join(' · ')}`
    default:
      return `Emailed${round} to ${subscribers(p.recipients)}: ${counts.join(' · ')}`
  }
}

const TONE = {
  waiting: 'text-slate-700',
  sending: 'text-navy-900',
  done: 'text-emerald-800',
  cancelled: 'text-slate-600',
} as const

/** The email line under an announcement's status (nothing when it was never emailed). */
export function MailingStatus({ progress }: { progress?: MailingProgress }) {
  if (!progress) return null
  const failed = progress.failed > 0 && progress.status === 'done'
  return <p className={`mt-1 text-xs font-semibold ${failed ? 'text-red-800' : TONE[progress.status]}`}>{mailingSummary(progress)}</p>
}
