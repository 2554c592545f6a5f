import { safeImageName } from '@collections/Media/hooks/safeImageName'
import { tagsForAnnouncementChange } from '@/lib/announcements/affected-tags'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { buildCalendar } from '@/lib/feeds/calendar-ics'
import { buildNewsRss } from '@/lib/feeds/news-rss'
import { formatDate, formatTimeUnlessMidnight } from '@/lib/format-date'
import { revalidateTags } from '@/lib/revalidate'
import { announcementSchema, toAnnouncementBody, toDateInput } from '@/lib/validations/announcement'

const item = (over: Record<string, unknown> = {}) => ({
  id: 7, title: 'Spirit Night', content: 'Wear <b>gold</b> & blue', createdAt: '2026-11-01T10:00:00.000Z',
  startDate: '2026-11-05T00:00:00.000Z', endDate: null, imageUrl: null, imageAlt: '', ...over,
})

describe('dates (SPEC §9: UTC, en-US short)', () => {
  it('formats as "Nov 5, 2026" in UTC, with the time unless midnight', () => {
    expect(formatDate('2026-11-05T00:00:00.000Z')).toBe('Nov 5, 2026')
    expect(formatDate('2026-11-05T23:30:00.000Z')).toBe('Nov 5, 2026')
    expect(formatTimeUnlessMidnight('2026-11-05T00:00:00.000Z')).toBeNull()
    expect(formatTimeUnlessMidnight('2026-11-05T17:30:00.000Z')).toBe('5:30 PM UTC')
  })
})

describe('the announcement form', () => {
  it('trims dates to the date part on edit and saves empty dates and image as null', () => {
    expect(toDateInput('2026-11-05T00:00:00.000Z')).toBe('2026-11-05')
    expect(toDateInput(null)).toBe('')
    const values = announcementSchema.parse({ title: ' Hi ', content: '', type: 'info', startDate: '', endDate: '2026-12-01' })
    expect(toAnnouncementBody(values, null, true)).toEqual({ title: 'Hi', content: '', type: 'info', active: true, startDate: null, endDate: '2026-12-01T00:00:00.000Z', image: null })
  })

  it('refuses an end before the start and an unknown type', () => {
    expect(announcementSchema.safeParse({ title: 'a', content: '', type: 'info', startDate: '2026-12-02', endDate: '2026-12-01' }).success).toBe(false)
    expect(announcementSchema.safeParse({ title: 'a', content: '', type: 'promo', startDate: '', endDate: '' }).success).toBe(false)
  })
})

describe('revalidation', () => {
  it('expires exactly the lists a change touches', () => {
    expect(tagsForAnnouncementChange({ type: 'news' })).toEqual([CACHE_TAGS.news])
    expect(tagsForAnnouncementChange({ type: 'warning' }, { type: 'warning' })).toEqual([CACHE_TAGS.popups])
    expect(tagsForAnnouncementChange({ type: 'event' }, { type: 'news' })).toEqual([CACHE_TAGS.events, CACHE_TAGS.news])
  })

  it('does not throw outside a Next request (seed, scripts)', () => {
    expect(revalidateTags([CACHE_TAGS.news])).toEqual([])
  })
})

describe('feeds', () => {
  it('writes RFC 5545 with stable UIDs: all-day for dates, UTC for times', () => {
    const ics = buildCalendar([item(), item({ id: 8, title: 'Fun Run', startDate: '2026-11-06T17:30:00.000Z' })], 'https://pta.example.org')
    expect(ics).toContain('BEGIN:VCALENDAR\r\n')
    expect(ics).toContain('UID:announcement-7@pta.example.org')
    expect(ics).toContain('DTSTART;VALUE=DATE:20261105')
    expect(ics).toContain('DTEND;VALUE=DATE:20261106')
    expect(ics).toContain('DTSTART:20261106T173000Z')
    expect(ics).toContain('DTEND:20261106T183000Z')
  })

  it('writes RSS with the content as escaped text', () => {
    const rss = buildNewsRss([item()], 'https://pta.example.org', 'Golden Oak PTA')
    expect(rss).toContain('<title>Golden Oak PTA News</title>')
    expect(rss).toContain('announcement-7@pta.example.org')
    expect(rss).toContain('<description><![CDATA[Wear <b>gold</b> & blue]]></description>')
  })
})

it('gives uploads safe names with the real extension', () => {
  expect(safeImageName('../../etc/Passwd Ünïcode (1).JPG', 'jpeg')).toBe('etc-passwd-unicode-1.jpg')
  expect(safeImageName('<script>.png', 'webp')).toBe('script.webp')
  expect(safeImageName('...', 'gif')).toBe('image.gif')
})
