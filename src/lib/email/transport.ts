import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

import { getEnv } from '@/lib/env'

/** The sender: MAIL_FROM, else no-reply at the site's own address (a deploy that sets SITE_URL needs no more). */
export function mailFrom(env: { MAIL_FROM?: string; SITE_URL: string }): string {
  return env.MAIL_FROM ?? `PTA Website <no-reply@${new URL(env.SITE_URL).hostname}>`
}

let pooled: { url: string; rate: number; transport: Transporter } | undefined

/**
 * One pooled SMTP transport per process (a few kept-open connections, paced at MAIL_RATE_PER_SECOND),
 * shared by every sender: contact inquiries, welcome mails and subscriber mailings.
 */
function smtpTransport(url: string, rate: number): Transporter {
  if (pooled?.url === url && pooled.rate === rate) return pooled.transport
  pooled?.transport.close()
  const params = new URLSearchParams({ pool: 'true', maxConnections: '2', maxMessages: '100', rateDelta: '1000', rateLimit: String(rate) })
  const transport = nodemailer.createTransport(`${url}${url.includes('?') ? '&' : '?'}${params.toString()}`)
  pooled = { url, rate, transport }
  return transport
}

/** Closes the pooled connections (tests and workers that stop). */
export function closeMailTransport(): void {
  pooled?.transport.close()
  pooled = undefined
}

/**
 * Sends one message: through SMTP when SMTP_URL is set, otherwise written as an .eml file to the outbox
 * folder (MAIL_OUTBOX_DIR, `.data/outbox` for the embedded install) and logged. Never dropped silently,
 * never sent to a public test service. Throws when the message could not be handed over.
 */
export async function sendMail(message: SendMailOptions): Promise<{ messageId: string; outboxFile?: string }> {
  const env = getEnv()
  if (env.SMTP_URL) {
    const info = await smtpTransport(env.SMTP_URL, env.MAIL_RATE_PER_SECOND).sendMail({ from: mailFrom(env), ...message })
    if (info.rejected?.length) throw new Error(`SMTP rejected ${info.rejected.length} recipient(s)`)
    return { messageId: info.messageId }
  }
  const dir = env.MAIL_OUTBOX_DIR ?? path.resolve('.data', 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail({ from: mailFrom(env), ...message })
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
  await writeFile(file, info.message as Buffer)
  console.info(`[mail] no SMTP_URL: wrote ${path.relative(process.cwd(), file)}`)
  return { messageId: info.messageId, outboxFile: file }
}

/**
 * True when the SMTP server refused this message for good (5xx): retrying would not help. Connection
 * failures and 4xx answers are temporary.
 */
export function isPermanentMailError(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null && 'responseCode' in err ? Number((err as { responseCode?: unknown }).responseCode) : NaN
  return code >= 500 && code < 600
}
