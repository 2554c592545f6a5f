import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type SendMailOptions } from 'nodemailer'

import { getEnv } from '@/lib/env'

/**
 * Sends one message: through SMTP when SMTP_URL is set, otherwise written as an .eml file to the outbox
 * folder (MAIL_OUTBOX_DIR, `.data/outbox` for the embedded install) and logged. Never dropped silently,
 * never sent to a public test service. Throws when the message could not be handed over.
 */
export async function sendMail(message: SendMailOptions): Promise<{ messageId: string; outboxFile?: string }> {
  const env = getEnv()
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL)
    const info = await transport.sendMail({ from: env.MAIL_FROM, ...message })
    if (info.rejected?.length) throw new Error(`SMTP rejected ${info.rejected.length} recipient(s)`)
    return { messageId: info.messageId }
  }
  const dir = env.MAIL_OUTBOX_DIR ?? path.resolve('.data', 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail({ from: env.MAIL_FROM, ...message })
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
  await writeFile(file, info.message as Buffer)
  console.info(`[mail] no SMTP_URL: wrote ${path.relative(process.cwd(), file)}`)
  return { messageId: info.messageId, outboxFile: file }
}
