import { createHash, scryptSync } from 'node:crypto'

import { generateAdminCode } from '@/lib/auth/generate-code'
import { DUMMY_HASH, hashCode, verifyCode } from '@/lib/auth/hash-code'
import { hashSessionToken, isWellFormedToken, newSessionToken } from '@/lib/auth/session-token'

describe('admin code hashing (scrypt)', () => {
  it('stores scrypt-n$N$r$p$salt$hash with a fresh salt, never the code', async () => {
    const [a, b] = await Promise.all([hashCode('ROSE-GARDEN-2026'), hashCode('ROSE-GARDEN-2026')])
    expect(a).toMatch(/^scrypt-n\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
    expect(a).not.toContain('ROSE')
  })

  it('verifies the right code and refuses others, malformed hashes and the dummy hash', async () => {
    const stored = await hashCode('ROSE-GARDEN-2026')
    await expect(verifyCode('ROSE-GARDEN-2026', stored)).resolves.toBe(true)
    await expect(verifyCode('ROSE-GARDEN-2027', stored)).resolves.toBe(false)
    await expect(verifyCode('ROSEGARDEN2027', stored)).resolves.toBe(false)
    await expect(verifyCode('ROSE-GARDEN-2026', 'plain-text')).resolves.toBe(false)
    await expect(verifyCode('ROSE-GARDEN-2026', stored.replace('scrypt', 'md5'))).resolves.toBe(false)
    await expect(verifyCode('', DUMMY_HASH)).resolves.toBe(false)
  })

  it('matches codes ignoring letter case, spaces and dashes', async () => {
    const stored = await hashCode('ROSE-GARDEN-2026')
    for (const typed of ['rose-garden-2026', 'ROSEGARDEN2026', ' rose garden 2026 ', 'Rose–Garden–2026', 'ro-se gar-den-20-26']) {
      await expect(verifyCode(typed, stored)).resolves.toBe(true)
    }
    await expect(hashCode(' - - ')).rejects.toThrow()
  })

  it('checks a stored hash at the N it names, and refuses one that names more than 2^16', async () => {
    const salt = Buffer.alloc(16, 3)
    const made = (n: number) => ['scrypt-n', n, 8, 1, salt.toString('base64url'), scryptSync('ROSEGARDEN2026', salt, 32, { N: n, r: 8, p: 1, maxmem: 160 * 1024 * 1024 }).toString('base64url')].join('$')
    await expect(verifyCode('rose-garden-2026', made(1024))).resolves.toBe(true)
    await expect(verifyCode('rose-garden-2026', made(2 ** 16))).resolves.toBe(true)
    await expect(verifyCode('rose-garden-2026', made(2 ** 17))).resolves.toBe(false)
  })

  it('still checks hashes made before normalisation exactly as typed', async () => {
    const salt = Buffer.alloc(16, 7)
    const key = scryptSync('ROSE-GARDEN-2026', salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
    const legacy = ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
    await expect(verifyCode('ROSE-GARDEN-2026', legacy)).resolves.toBe(true)
    await expect(verifyCode('rose-garden-2026', legacy)).resolves.toBe(false)
  })
})

describe('session tokens', () => {
  it('are 256 random bits, base64url, and stored only as SHA-256', () => {
    const { token, tokenHash } = newSessionToken()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(isWellFormedToken(token)).toBe(true)
    expect(tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(hashSessionToken(token)).toBe(tokenHash)
    expect(newSessionToken().token).not.toBe(token)
  })

  it('rejects anything that is not a token we could have issued', () => {
    for (const bad of [undefined, '', 'abc', 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)};`]) {
      expect(isWellFormedToken(bad)).toBe(false)
    }
  })
})

describe('generated admin codes', () => {
  it('look like XXXX-XXXX-XXXX-XXXX from an unambiguous alphabet, and differ', () => {
    const codes = new Set(Array.from({ length: 50 }, generateAdminCode))
    expect(codes.size).toBe(50)
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
  })
})
