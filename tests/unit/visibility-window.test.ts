import { computeVisibilityWindow, isDateOnly, startOfDayIn } from '@/lib/announcements/window'

describe('startOfDayIn (school time zone, America/Los_Angeles)', () => {
  it('is 08:00 UTC in winter (PST) and 07:00 UTC in summer (PDT)', () => {
    expect(startOfDayIn({ year: 2026, month: 1, day: 15 }).toISOString()).toBe('2026-01-15T08:00:00.000Z')
    expect(startOfDayIn({ year: 2026, month: 7, day: 4 }).toISOString()).toBe('2026-07-04T07:00:00.000Z')
  })

  it('handles the days daylight saving starts and ends', () => {
    expect(startOfDayIn({ year: 2026, month: 3, day: 8 }).toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(startOfDayIn({ year: 2026, month: 11, day: 1 }).toISOString()).toBe('2026-11-01T07:00:00.000Z')
  })
})

describe('computeVisibilityWindow', () => {
  it('gives news and pop-ups an inclusive window from their start day to the end of their end day', () => {
    expect(
      computeVisibilityWindow({ type: 'info', startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-03T00:00:00.000Z' }),
    ).toEqual({ visibleFrom: '2026-12-01T08:00:00.000Z', visibleUntil: '2026-12-04T08:00:00.000Z' })
  })

  it('leaves missing ends open', () => {
    expect(computeVisibilityWindow({ type: 'news' })).toEqual({ visibleFrom: null, visibleUntil: null })
    expect(computeVisibilityWindow({ type: 'warning', startDate: '', endDate: null })).toEqual({
      visibleFrom: null,
      visibleUntil: null,
    })
  })

  it('keeps events visible from creation until the end of their last day', () => {
    expect(computeVisibilityWindow({ type: 'event', startDate: '2026-12-10T00:00:00.000Z' })).toEqual({
      visibleFrom: null,
      visibleUntil: '2026-12-11T08:00:00.000Z',
    })
    expect(
      computeVisibilityWindow({ type: 'event', startDate: '2026-12-10T00:00:00.000Z', endDate: '2026-12-12T00:00:00.000Z' }),
    ).toEqual({ visibleFrom: null, visibleUntil: '2026-12-13T08:00:00.000Z' })
  })

  it('ends a timed event with no end date at the end of its local day', () => {
    // 7 PM Pacific on Dec 10 is 03:00 UTC on Dec 11; it is still Dec 10 at the school.
    expect(computeVisibilityWindow({ type: 'event', startDate: '2026-12-11T03:00:00.000Z' }).visibleUntil).toBe(
      '2026-12-11T08:00:00.000Z',
    )
  })

  it('uses an exact end time when one is given', () => {
    expect(computeVisibilityWindow({ type: 'news', endDate: '2026-12-11T17:30:00.000Z' }).visibleUntil).toBe(
      '2026-12-11T17:30:00.000Z',
    )
  })

  it('ignores unparseable dates rather than hiding content forever', () => {
    expect(computeVisibilityWindow({ type: 'news', startDate: 'not a date' })).toEqual({ visibleFrom: null, visibleUntil: null })
  })
})

describe('isDateOnly', () => {
  it('recognises midnight UTC as a calendar date', () => {
    expect(isDateOnly(new Date('2026-12-01T00:00:00.000Z'))).toBe(true)
    expect(isDateOnly(new Date('2026-12-01T00:00:01.000Z'))).toBe(false)
  })
})
