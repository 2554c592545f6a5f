import { renderToStaticMarkup } from 'react-dom/server'

import { ReportTable } from '@/components/admin/report-table'
import { reportCsv } from '@/lib/admin/reports'
import type { Subscription } from '@/payload-types'

/** What an officer reads on /admin/reports when a list is empty. */
describe('an empty report', () => {
  it('says no one has subscribed yet when nothing is filtered', () => {
    const html = renderToStaticMarkup(<ReportTable report={{ kind: 'subscribers', rows: [], total: 0 }} timeZone="America/Los_Angeles" filtered={false} />)
    expect(html).toContain('No one has subscribed yet.')
    expect(html).not.toContain('Nothing matches')
  })

  it('says no messages have arrived yet on the inquiries tab', () => {
    const html = renderToStaticMarkup(<ReportTable report={{ kind: 'inquiries', rows: [], total: 0 }} timeZone="America/Los_Angeles" filtered={false} />)
    expect(html).toContain('No messages yet.')
  })

  it('says nothing matched when a search or a date filter is applied', () => {
    const html = renderToStaticMarkup(<ReportTable report={{ kind: 'subscribers', rows: [], total: 0 }} timeZone="America/Los_Angeles" filtered />)
    expect(html).toContain('Nothing matches these filters.')
  })
})

it("names a subscriber's language and emails in words, on the screen and in the CSV (not the stored codes)", () => {
  const rows = [
    { id: 1, email: 'ana@example.org', phone: null, language: 'es', frequency: 'weekly', createdAt: '2026-11-20T18:00:00.000Z', updatedAt: '2026-11-20T18:00:00.000Z' },
  ] as Subscription[]
  const report = { kind: 'subscribers', rows, total: 1 } as const
  const html = renderToStaticMarkup(<ReportTable report={report} timeZone="America/Los_Angeles" filtered={false} />)
  expect(html).toContain('Spanish')
  expect(html).toContain('Weekly summary')
  const csv = reportCsv(report, 'America/Los_Angeles')
  expect(csv.split('\r\n')[1]).toBe('"ana@example.org","","Spanish","Weekly summary","2026-11-20 10:00"')
})
