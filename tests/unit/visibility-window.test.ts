import { computeVisibilityWindow, snapToSchoolDay } from '@/features/announcements'

const LA = 'America/Los_Angeles'
/** All-day dates as stored: the first instant of the school day. */
const day = (d: string, offsetHours = 8) => `${d}T${String(offsetHours).padStart(2, '0')}:00:00.000Z`

describe('computeVisibilityWindow (school time zone)', () => {
  it('gives news and pop-ups an inclusive window from their start day to the end of their end day', () => {
    expect(computeVisibilityWindow({ type: 'info', startDate: day('2026-12-01'), endDate: day('2026-12-03') }, LA)).toEqual({
      visibleFrom: '2026-12-01T08:00:00.000Z',
      visibleUntil: '2026-12-04T08:00:00.000Z',
    })
  })

  it('leaves missing ends open', () => {
    expect(computeVisibilityWindow({ type: 'news' }, LA)).toEqual({ visibleFrom: null, visibleUntil: null })
    expect(computeVisibilityWindow({ type: 'warning', startDate: '', endDate: null }, LA)).toEqual({ visibleFrom: null, visibleUntil: null })
  })

  it('keeps all-day events visible from creation until the end of their last school day', () => {
    expect(computeVisibilityWindow({ type: 'event', startDate: day('2026-12-10') }, LA)).toEqual({
      visibleFrom: null,
      visibleUntil: '2026-12-11T08:00:00.000Z',
    })
    expect(computeVisibilityWindow({ type: 'event', startDate: day('2026-12-10'), endDate: day('2026-12-12') }, LA)).toEqual({
      visibleFrom: null,
      visibleUntil: '2026-12-13T08:00:00.000Z',
    })
  })

  it('ends the day daylight saving ends (25 hours) at the right instant', () => {
    expect(computeVisibilityWindow({ type: 'event', startDate: day('2026-11-01', 7) }, LA).visibleUntil).toBe('2026-11-02T08:00:00.000Z')
    expect(computeVisibilityWindow({ type: 'event', startDate: day('2026-03-08') }, LA).visibleUntil).toBe('2026-03-09T07:00:00.000Z')
  })

  it('ends a timed event with no end at the end of its school day', () => {
    // 7 PM Pacific on Dec 10 is 03:00 UTC on Dec 11; it is still Dec 10 at the school.
    expect(computeVisibilityWindow({ type: 'event', allDay: false, startDate: '2026-12-11T03:00:00.000Z' }, LA).visibleUntil).toBe(
      '2026-12-11T08:00:00.000Z',
    )
  })

  it('uses exact instants for timed announcements', () => {
    const w = computeVisibilityWindow({ type: 'news', allDay: false, startDate: '2026-12-11T16:15:00.000Z', endDate: '2026-12-11T17:30:00.000Z' }, LA)
    expect(w).toEqual({ visibleFrom: '2026-12-11T16:15:00.000Z', visibleUntil: '2026-12-11T17:30:00.000Z' })
    expect(computeVisibilityWindow({ type: 'event', allDay: false, startDate: '2026-12-11T16:00:00.000Z', endDate: '2026-12-11T18:00:00.000Z' }, LA)
      .visibleUntil).toBe('2026-12-11T18:00:00.000Z')
  })

  it('follows the configured zone', () => {
    expect(computeVisibilityWindow({ type: 'event', startDate: '2026-12-10T05:00:00.000Z' }, 'America/New_York').visibleUntil).toBe(
      '2026-12-11T05:00:00.000Z',
    )
  })

  it('ignores unparseable dates rather than hiding content forever', () => {
    expect(computeVisibilityWindow({ type: 'news', startDate: 'not a date' }, LA)).toEqual({ visibleFrom: null, visibleUntil: null })
  })
})

describe('snapToSchoolDay', () => {
  it('stores an all-day date as the first instant of its school day', () => {
    expect(snapToSchoolDay('2026-11-29T01:00:00.000Z', LA)).toBe('2026-11-28T08:00:00.000Z')
    expect(snapToSchoolDay('2026-07-04T19:00:00.000Z', LA)).toBe('2026-07-04T07:00:00.000Z')
    expect(snapToSchoolDay(null, LA)).toBeNull()
  })
})
