import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that counts what it receives per recipient, and can go down and come
 * back on the same port (the bench's "SMTP down halfway").
 */
export function mailSink(port) {
  const perRecipient = new Map()
  let received = 0
  let server = null
  const start = () =>
    new Promise((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 100,
        onData(stream, session, callback) {
          stream.on('data', () => {})
          stream.on('end', () => {
            for (const r of session.envelope.rcptTo) perRecipient.set(r.address, (perRecipient.get(r.address) ?? 0) + 1)
            received++
            callback()
          })
        },
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const stop = () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  return { start, stop, perRecipient, get received() { return received } }
}
