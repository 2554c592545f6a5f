import { renderToStaticMarkup } from 'react-dom/server'

import { ReportTable } from '@/components/admin/report-table'

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
