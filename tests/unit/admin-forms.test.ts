import { csvCell } from '@/lib/admin/reports'
import { adminCodeSchema } from '@/lib/validations/admin-code'
import { issueAdminCodeSchema, lastMomentOf, schoolYearEnd } from '@/lib/validations/issue-admin-code'

const LA = 'America/Los_Angeles'
import { parseReportFilters } from '@/lib/validations/report-filters'
import { siteSettingsSchema } from '@/lib/validations/site-settings'
import { siteSettingsDefaults } from '@/content/site-settings-defaults'

describe('admin code form', () => {
  it.each(['', '   ', '\t\n'])('%j → "Please enter the admin code"', (code) => {
    const r = adminCodeSchema.safeParse({ code })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0].message).toBe('Please enter the admin code')
  })

  it('trims and accepts a code; refuses other shapes', () => {
    expect(adminCodeSchema.parse({ code: '  ABCD-1234 ' }).code).toBe('ABCD-1234')
    expect(adminCodeSchema.safeParse({ code: 12345678 }).success).toBe(false)
    expect(adminCodeSchema.safeParse({ code: 'x'.repeat(201) }).success).toBe(false)
  })
})

describe('new admin code form', () => {
  it('needs a label, and a future date when "on a date" is chosen', () => {
    expect(issueAdminCodeSchema(LA).safeParse({ label: ' ', expiry: 'none' }).success).toBe(false)
    expect(issueAdminCodeSchema(LA).safeParse({ label: 'Treasurer', expiry: 'date', expiresOn: '2001-01-01' }).success).toBe(false)
    expect(issueAdminCodeSchema(LA).safeParse({ label: 'Treasurer', expiry: 'date' }).success).toBe(false)
    expect(issueAdminCodeSchema(LA).safeParse({ label: 'Treasurer', expiry: 'school-year' }).success).toBe(true)
  })

  it('ends the school year on June 30 (Pacific), the coming one from July on', () => {
    expect(schoolYearEnd(LA, new Date('2026-11-22T00:00:00Z')).toISOString()).toBe('2027-07-01T06:59:59.000Z')
    expect(schoolYearEnd(LA, new Date('2027-03-01T00:00:00Z')).toISOString()).toBe('2027-07-01T06:59:59.000Z')
    expect(lastMomentOf('2026-12-15', LA).toISOString()).toBe('2026-12-16T07:59:59.000Z')
  })
})

describe('settings form', () => {
  const valid = {
    ...siteSettingsDefaults,
    contactEs: { schoolName: '', ptaName: '', district: '', grades: '', meetingSchedule: 'El segundo martes' },
    stats: siteSettingsDefaults.stats.map((stat) => ({ ...stat, labelEs: '' })),
    promoEndsAt: '2025-11-18',
    instagram: { username: 'goldenoakpta', postLinks: [] },
  }

  it('accepts the defaults and refuses non-https links', () => {
    expect(siteSettingsSchema.safeParse(valid).success).toBe(true)
    const bad = siteSettingsSchema.safeParse({ ...valid, links: { ...valid.links, membership: 'javascript:alert(1)' } })
    expect(bad.error?.issues[0].path.join('.')).toBe('links.membership')
  })

  it('takes the Spanish texts as optional, on one line', () => {
    const twoLines = siteSettingsSchema.safeParse({ ...valid, contactEs: { ...valid.contactEs, grades: 'K\n5' } })
    expect(twoLines.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['contactEs.grades', 'Use a single line.']])
  })
})

describe('report filters', () => {
  it('reads a range typed the wrong way round the right way round, and drops what is odd', () => {
    expect(parseReportFilters({ kind: 'inquiries', from: '2026-12-31', to: '2026-01-01' })).toMatchObject({ from: '2026-01-01', to: '2026-12-31' })
    expect(parseReportFilters({ from: '2026-01-01', to: '2026-12-31' })).toMatchObject({ kind: 'subscribers', from: '2026-01-01', to: '2026-12-31' })
    expect(parseReportFilters({ kind: 'x', from: 'yesterday', status: 'lost', to: ['2026-02-30', '2026-03-01'] })).toEqual({ kind: 'subscribers' })
  })

  it('searches without control characters (a NUL in a crafted link made the page and the export fail)', () => {
    expect(parseReportFilters({ q: '\u0000' }).q).toBeUndefined()
    expect(parseReportFilters({ q: ' smith\u0000jones\n' }).q).toBe('smith jones')
    expect(parseReportFilters({ q: 'a\u007fb' }).q).toBe('a b')
    expect(parseReportFilters({ q: 'x'.repeat(101) }).q).toBeUndefined()
    expect(parseReportFilters({ q: '  García ' }).q).toBe('García')
  })
})

describe('CSV export', () => {
  it('quotes cells and defuses spreadsheet formulas', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1 555')).toBe(`"'+1 555"`)
    expect(csvCell(null)).toBe('""')
  })
})
