import { createHash, randomBytes } from 'node:crypto'

/** A new session token: 32 random bytes (256 bits), base64url. Only its SHA-256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashSessionToken(token) }
}

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Tokens we issue are exactly 43 base64url characters; anything else is not worth a lookup. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const isWellFormedToken = (token: string | undefined): token is string => typeof token === 'string' && SESSION_TOKEN_PATTERN.test(token)
