import { header } from './smtp-sink'

/** Bytes written as `=XX` (quoted-printable, and Q-encoded header words) back to UTF-8 text. */
const fromQuoted = (text: string): string => {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** A header's value with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
export function decodedHeader(raw: string, name: string): string | undefined {
  const value = header(raw, name)
  if (value === undefined) return undefined
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : fromQuoted(data.replace(/_/g, ' ')),
    )
}

/**
 * Every text part of a raw message (plain and HTML), decoded from quoted-printable or base64, so a test
 * can read the words a person reads.
 */
export function decodedBodies(raw: string): string[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1])
  const parts = boundaries.length ? raw.split(new RegExp(boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|'))) : [raw]
  const bodies: string[] = []
  for (const part of parts) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/)
    const body = rest.join('\n\n')
    if (!/content-type:\s*text\//i.test(head)) continue
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) bodies.push(fromQuoted(body.replace(/=\r?\n/g, '')))
    else if (/content-transfer-encoding:\s*base64/i.test(head)) bodies.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'))
    else bodies.push(body)
  }
  return bodies
}
