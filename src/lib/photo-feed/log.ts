/** Photo-feed log lines: one prefix, never a URL or a token. */
const PREFIX = '[photo-feed]'
const said = new Set<string>()

export function logWarning(message: string): void {
  console.warn(`${PREFIX} ${message}`)
}

/** Logs a message the first time its key is seen in this process. */
export function logOnce(key: string, message: string): void {
  if (said.has(key)) return
  said.add(key)
  logWarning(message)
}
