import { announcementSchema, emptyAnnouncementForm, toAnnouncementBody, toSpanishBody, toTimeInput } from '@/lib/validations/announcement'

const LA = 'America/Los_Angeles'
const form = (values: Partial<typeof emptyAnnouncementForm>) => ({ ...emptyAnnouncementForm, title: 'Family Night', type: 'event' as const, ...values })

describe('announcement dialog → REST body (school time)', () => {
  it('a start time makes a timed event at that school time, before and after the DST change', () => {
    const autumn = toAnnouncementBody(form({ startDate: '2026-11-28', startTime: '17:00', endTime: '19:00' }), null, true, LA)
    expect(autumn).toMatchObject({ allDay: false, startDate: '2026-11-29T01:00:00.000Z', endDate: '2026-11-29T03:00:00.000Z' })
    const summer = toAnnouncementBody(form({ startDate: '2026-10-31', startTime: '17:00' }), null, true, LA)
    expect(summer).toMatchObject({ allDay: false, startDate: '2026-11-01T00:00:00.000Z', endDate: null })
    // The night clocks go back: 1:30 AM happens twice; the first one (PDT) is meant.
    expect(toAnnouncementBody(form({ startDate: '2026-11-01', startTime: '08:15' }), null, true, LA).startDate).toBe('2026-11-01T16:15:00.000Z')
  })

  it('no time makes an all-day event on those school days', () => {
    const body = toAnnouncementBody(form({ startDate: '2026-03-07', endDate: '2026-03-09' }), null, true, LA)
    expect(body).toMatchObject({ allDay: true, startDate: '2026-03-07T08:00:00.000Z', endDate: '2026-03-09T07:00:00.000Z' })
  })

  it('a timed event with an end date but no end time lasts until that day ends', () => {
    expect(toAnnouncementBody(form({ startDate: '2026-12-04', startTime: '18:00', endDate: '2026-12-05' }), null, true, LA).endDate).toBe('2026-12-06T07:59:00.000Z')
  })

  it('shows a timed event back in school time, and no time for all-day ones', () => {
    expect(toTimeInput('2026-11-29T01:00:00.000Z', false, LA)).toBe('17:00')
    expect(toTimeInput('2026-11-28T08:00:00.000Z', true, LA)).toBe('')
  })

  it('refuses a time without its date, an end time without a start time, and an end before the start', () => {
    const errors = (values: Partial<typeof emptyAnnouncementForm>) =>
      announcementSchema.safeParse(form(values)).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
    expect(errors({ startTime: '17:00' })).toEqual(['startDate: An event needs a start date: the calendar shows it on that day.', 'startTime: Choose the start date for this time.'])
    expect(errors({ type: 'news', startTime: '17:00' })).toEqual(['startTime: Choose the start date for this time.'])
    expect(errors({ startDate: '2026-11-28', endTime: '19:00' })).toEqual(['endTime: Give a start time too, or leave both times empty for an all-day event.'])
    expect(errors({ startDate: '2026-11-28', startTime: '17:00', endTime: '16:00' })).toEqual(['endTime: The end time must be after the start time. For an event that ends after midnight, set the End Date to the next day.'])
    expect(errors({ startDate: '2026-11-28', startTime: '17:00', endDate: '2026-11-29', endTime: '09:00' })).toEqual([])
  })

  it('the Spanish part is sent as typed; empty texts clear it', () => {
    expect(toSpanishBody(form({ titleEs: ' Noche familiar ', contentEs: 'Traiga a su familia.' }))).toEqual({ title: 'Noche familiar', content: 'Traiga a su familia.' })
    expect(toSpanishBody(form({}))).toEqual({ title: '', content: '' })
  })
})
