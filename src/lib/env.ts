import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))

/** A whole number from the environment; unset or empty gives the default. */
const int = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).default(fallback))

/** The photo feed (Instagram API with Instagram Login); read per request by `lib/photo-feed/config`. */
const instagramShape = {
  INSTAGRAM_ACCESS_TOKEN: optionalText,
  INSTAGRAM_API_BASE: z.url().default('https://graph.instagram.com'),
  INSTAGRAM_TIMEOUT_MS: int(4000, 100, 30_000),
  INSTAGRAM_CACHE_SECONDS: int(300, 0, 86_400),
  INSTAGRAM_STALE_SECONDS: int(86_400, 0, 7 * 86_400),
  INSTAGRAM_TOKEN_FILE: optionalText,
}

/**
 * scrypt's cost for admin codes, as log2 of N: 15 (32 MiB and ~50 ms a check) unless set. The test suites
 * set 10, as Rails and Django make their test passwords cheap: sign-ins are most of what they do, and the
 * cost changes only how long a guess takes, never what is checked. Never lower it on a real site.
 */
const hashCostShape = { ADMIN_CODE_HASH_COST: int(15, 10, 16) }

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URI: z
      .string({
        error:
          'DATABASE_URI is not set. Start the site with `npm run dev` or `npm start` (they start an embedded PostgreSQL), or set DATABASE_URI to a PostgreSQL URL.',
      })
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URI must be a postgres:// or postgresql:// URL.'),
    PAYLOAD_SECRET: z
      .string({
        error:
          'PAYLOAD_SECRET is not set. In production set it to a long random value (e.g. `openssl rand -hex 32`); `npm run dev` generates one under .data/.',
      })
      .min(32, 'PAYLOAD_SECRET must be at least 32 characters long.'),
    SITE_URL: z.url('SITE_URL must be an absolute URL such as https://pta.example.org.').default('http://localhost:3000'),
    ADMIN_CODE: optionalText.refine((v) => !v || v.length >= 8, 'ADMIN_CODE must be at least 8 characters.'),
    ...hashCostShape,
    SMTP_URL: optionalText.refine((v) => !v || /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://.'),
    /** Unset: "PTA Website <no-reply@…>" at SITE_URL's host (see mailFrom). */
    MAIL_FROM: optionalText,
    /** The pooled SMTP transport's pace (messages per second), kept below the provider's limit. */
    MAIL_RATE_PER_SECOND: int(5, 1, 1000),
    CONTACT_TO: optionalText,
    MAIL_OUTBOX_DIR: optionalText,
    MEDIA_DIR: optionalText,
    TRUST_PROXY: bool,
    // Read by scripts/server.mjs (the page micro-cache); checked here so a typo gets the same clear message.
    PAGE_CACHE_MS: int(1000, 0, 60_000),
    ...instagramShape,
    EMBEDDED_DATABASE: bool,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX_DIR) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'In production set SMTP_URL so contact messages are delivered, or MAIL_OUTBOX_DIR to write them to a folder on purpose.',
      })
    }
  })

export type Env = z.infer<typeof schema>

let cached: Env | undefined

/** The validated environment. Throws one readable message listing every problem. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable.`)
  }
  if (source === process.env) cached = parsed.data
  return parsed.data
}

const hashCostSchema = z.object(hashCostShape)

/** log2 of scrypt's N for new admin code hashes (read alone: the code tools run without the site's variables). */
export const adminCodeHashCost = (source: NodeJS.ProcessEnv = process.env): number => hashCostSchema.parse(source).ADMIN_CODE_HASH_COST

const instagramSchema = z.object(instagramShape)
export type InstagramEnv = z.infer<typeof instagramSchema>

/** Only the photo-feed variables, parsed afresh each call (cheap), so a bad value never breaks a page. */
export function getInstagramEnv(source: NodeJS.ProcessEnv = process.env): InstagramEnv {
  return instagramSchema.parse(source)
}
