import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

import { adminCodeHashCost } from '@/lib/env'

/**
 * Admin codes are stored only as scrypt hashes: `scrypt-n$N$r$p$salt$hash` (salt and hash base64url).
 * N = 2^15 (ADMIN_CODE_HASH_COST, see lib/env), r = 8, p = 1 costs ~50 ms and 32 MiB per check: cheap
 * for a sign-in, slow for a guesser. A stored hash keeps its own N, so changing the cost never locks a code out.
 * `scrypt-n` hashes the normalised code (see normalizeCode); hashes from before it (`scrypt`) were made
 * from the code as typed and are still checked that way.
 */
const N = 2 ** adminCodeHashCost()
/** The largest N a stored hash may name: a check costs at most 64 MiB. */
const MAX_N = 2 ** 16
const R = 8
const P = 1
const KEY_LENGTH = 32
const MAX_MEM = 80 * 1024 * 1024

const SCHEME = 'scrypt-n'
const LEGACY_SCHEME = 'scrypt'

/** Codes are read aloud and typed by hand: letter case, spaces and dashes do not count. */
export const normalizeCode = (code: string): string => code.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212]+/g, '').toUpperCase()

function derive(code: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashCode(code: string): Promise<string> {
  const normalized = normalizeCode(code)
  if (!normalized) throw new Error('An admin code needs letters or digits.')
  const salt = randomBytes(16)
  const key = await derive(normalized, salt, N, R, P)
  return [SCHEME, N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `code` matches `stored`. The comparison is constant-time; a malformed hash never matches. */
export async function verifyCode(code: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  const [n, r, p] = parts.slice(1, 4).map(Number)
  const scheme = parts[0]
  const valid = parts.length === 6 && (scheme === SCHEME || scheme === LEGACY_SCHEME) && [n, r, p].every((v) => Number.isInteger(v) && v > 0) && n <= MAX_N
  // A malformed record still costs one derivation, so it does not answer faster than a real one.
  const salt = valid ? Buffer.from(parts[4], 'base64url') : Buffer.alloc(16)
  const expected = valid ? Buffer.from(parts[5], 'base64url') : Buffer.alloc(KEY_LENGTH)
  const input = scheme === LEGACY_SCHEME ? code : normalizeCode(code)
  const key = valid ? await derive(input, salt, n, r, p) : await derive(input, salt, N, R, P)
  return valid && expected.length === key.length && timingSafeEqual(expected, key)
}

/** A hash that matches nothing, for spending the same time when there is no code to check. */
export const DUMMY_HASH = `${SCHEME}$${N}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`
