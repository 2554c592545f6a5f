import { mailFrom } from '@/lib/email/transport'
import { adminCodeHashCost, getEnv } from '@/lib/env'

const base = {
  NODE_ENV: 'development',
  DATABASE_URI: 'postgres://u:p@127.0.0.1:5432/pta',
  PAYLOAD_SECRET: 'x'.repeat(32),
} as NodeJS.ProcessEnv

describe('environment validation', () => {
  it('accepts a minimal development environment and fills defaults', () => {
    const env = getEnv({ ...base })
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.TRUST_PROXY).toBe(false)
  })

  it('explains a missing database URL', () => {
    expect(() => getEnv({ ...base, DATABASE_URI: undefined })).toThrow(/DATABASE_URI is not set/)
  })

  it('refuses a short secret', () => {
    expect(() => getEnv({ ...base, PAYLOAD_SECRET: 'short' })).toThrow(/at least 32 characters/)
  })

  it('refuses production without a way to deliver mail', () => {
    expect(() => getEnv({ ...base, NODE_ENV: 'production' })).toThrow(/SMTP_URL/)
    expect(getEnv({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).SMTP_URL).toBe('smtp://mail:25')
  })

  it('lists every problem at once', () => {
    expect(() => getEnv({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toThrow(/DATABASE_URI[\s\S]*PAYLOAD_SECRET/)
  })

  it('sends mail from MAIL_FROM, or else from no-reply at the site\'s own address', () => {
    expect(mailFrom(getEnv({ ...base, SITE_URL: 'https://goldenoakpta.org' }))).toBe('PTA Website <no-reply@goldenoakpta.org>')
    expect(mailFrom(getEnv({ ...base, SITE_URL: 'https://goldenoakpta.org', MAIL_FROM: ' Golden Oak PTA <pta@goldenoak.org> ' }))).toBe('Golden Oak PTA <pta@goldenoak.org>')
  })

  it('hashes admin codes at scrypt N = 2^15 unless told, and never below 2^10 or above 2^16', () => {
    expect(getEnv({ ...base }).ADMIN_CODE_HASH_COST).toBe(15)
    expect(adminCodeHashCost({ ...base })).toBe(15)
    expect(adminCodeHashCost({ ...base, ADMIN_CODE_HASH_COST: '10' })).toBe(10)
    for (const bad of ['9', '17', '15.5', 'high']) expect(() => getEnv({ ...base, ADMIN_CODE_HASH_COST: bad })).toThrow(/ADMIN_CODE_HASH_COST/)
  })
})
