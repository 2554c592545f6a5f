import { randomInt } from 'node:crypto'

/** Crockford-style alphabet: no I, L, O or U, so a code read aloud or copied by hand is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new admin code such as `7KQ2-M9XD-4TRP-HC8W`: 16 random characters, 80 bits. */
export function generateAdminCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}
