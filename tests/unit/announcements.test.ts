import { xml2js } from 'xml-js'

import { safeImageName } from '@collections/Media/hooks/safeImageName'
import {
  ANNOUNCEMENT_TYPE_ADMIN_OPTIONS,
  ANNOUNCEMENT_TYPE_OPTIONS,
  ANNOUNCEMENT_TYPES,
  POPUP_TYPES,
  popupTypesText,
  changesWhatIsShown,
  englishOnlyNote,
  pictureAlt,
  tagsForAnnouncementChange,
  typesIn,
  type PublicAnnouncement,
} from '@/features/announcements'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { buildCalendar } from '@/lib/feeds/calendar-ics'
import { buildNewsRss } from '@/lib/feeds/news-rss'
import { revalidateTags } from '@/lib/revalidate'
import { announcementSchema, emptyAnnouncementForm, toAnnouncementBody, toDateInput } from '@/lib/validations/announcement'

const LA = 'America/Los_Angeles'
type FeedXml = { rss: { channel: { item: Record<string, unknown> & { title: { _cdata: string } } } } }
const item = (over: Partial<PublicAnnouncement> = {}): PublicAnnouncement => ({
  id: 7, title: 'Spirit Night', content: 'Wear <b>gold</b> & blue', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
  startDate: '2026-11-05T08:00:00.000Z', endDate: null, allDay: true, imageUrl: null, imageAlt: '', imageSources: null, ...over,
})

describe('the announcement types (one table)', () => {
  it('derives the type list, the options and the pop-up types', () => {
    expect(ANNOUNCEMENT_TYPES).toEqual(['info', 'success', 'warning', 'error', 'event', 'news'])
    expect(POPUP_TYPES).toEqual(['info', 'success', 'warning', 'error'])
    expect(ANNOUNCEMENT_TYPE_OPTIONS[0]).toEqual({ value: 'info', label: 'Information' })
    expect(typesIn('news')).toEqual(['news'])
    expect(typesIn('events')).toEqual(['event'])
  })

  it('words the admin select and its hint as SPEC §5 does (info labelled Information, the others by value)', () => {
    expect(ANNOUNCEMENT_TYPE_ADMIN_OPTIONS.map((o) => o.label)).toEqual(['Information', 'success', 'warning', 'error', 'event', 'news'])
    expect(popupTypesText()).toBe('Information, success, warning and error')
  })
})

describe('the announcement form', () => {
  it('shows stored dates as school days and saves a day as its first instant at the school', () => {
    expect(toDateInput('2026-11-05T08:00:00.000Z', LA)).toBe('2026-11-05')
    expect(toDateInput('2026-11-29T01:00:00.000Z', LA)).toBe('2026-11-28')
    expect(toDateInput(null, LA)).toBe('')
    const values = announcementSchema.parse({ ...emptyAnnouncementForm, title: ' Hi ', content: '', type: 'info', startDate: '', endDate: '2026-12-01' })
    expect(toAnnouncementBody(values, null, true, LA)).toEqual({
      title: 'Hi', content: '', type: 'info', active: true, allDay: true, startDate: null, endDate: '2026-12-01T08:00:00.000Z', image: null,
    })
  })

  it('refuses an end before the start and an unknown type', () => {
    expect(announcementSchema.safeParse({ ...emptyAnnouncementForm, title: 'a', content: '', type: 'info', startDate: '2026-12-02', endDate: '2026-12-01' }).success).toBe(false)
    expect(announcementSchema.safeParse({ ...emptyAnnouncementForm, title: 'a', content: '', type: 'promo', startDate: '', endDate: '' }).success).toBe(false)
  })
})

describe('texts in another language than the page', () => {
  it('notes an announcement shown in English on a Spanish page, or only its details', () => {
    expect(englishOnlyNote({ titleLang: 'en', contentLang: 'en', content: 'Bring a book.' })).toBe('onlyInEnglish')
    expect(englishOnlyNote({ titleLang: 'en', contentLang: 'en', content: '' })).toBe('onlyInEnglish')
    expect(englishOnlyNote({ contentLang: 'en', content: 'Bring a book.' })).toBe('detailsInEnglish')
    expect(englishOnlyNote({ content: 'Traiga un libro.' })).toBeNull()
    // No details to speak of, or the details in Spanish under an English title: nothing to warn about.
    expect(englishOnlyNote({ contentLang: 'en', content: '' })).toBeNull()
    expect(englishOnlyNote({ titleLang: 'en', content: 'Traiga un libro.' })).toBeNull()
  })

  it('reads a picture description that only repeats the title as nothing', () => {
    expect(pictureAlt('Book Fair', ' book fair ')).toBe('')
    expect(pictureAlt(' Families at the fair ', 'Book Fair')).toBe('Families at the fair')
    expect(pictureAlt(null, 'Book Fair')).toBe('')
  })
})

describe('revalidation', () => {
  it('expires exactly the lists a change touches', () => {
    expect(tagsForAnnouncementChange({ type: 'news' })).toEqual([CACHE_TAGS.news])
    expect(tagsForAnnouncementChange({ type: 'warning' }, { type: 'warning' })).toEqual([CACHE_TAGS.popups])
    expect(tagsForAnnouncementChange({ type: 'event' }, { type: 'news' })).toEqual([CACHE_TAGS.events, CACHE_TAGS.news])
  })

  it('leaves the lists alone when an update changes nothing the site shows', () => {
    const before = { title: 'Fair', type: 'news', active: true, image: { id: 4, url: '/a.webp' }, emailSubscribers: false, startDate: null }
    expect(changesWhatIsShown({ ...before, emailSubscribers: true, image: 4, updatedAt: 'later' }, before)).toBe(false)
    expect(changesWhatIsShown({ ...before, title: 'Book fair' }, before)).toBe(true)
    expect(changesWhatIsShown({ ...before, image: 5 }, before)).toBe(true)
    expect(changesWhatIsShown({ ...before, active: false }, before)).toBe(true)
    expect(changesWhatIsShown({ ...before, visibleUntil: '2026-12-01T08:00:00.000Z' }, before)).toBe(true)
  })

  it('does not throw outside a Next request (seed, scripts)', () => {
    expect(revalidateTags([CACHE_TAGS.news])).toEqual([])
  })
})

describe('feeds', () => {
  it('writes RFC 5545 with stable UIDs: all-day as VALUE=DATE, times in the school zone with its VTIMEZONE', () => {
    const timed = item({ id: 8, title: 'Fun Run', startDate: '2026-11-07T01:00:00.000Z', allDay: false })
    const ics = buildCalendar([item(), timed], { siteUrl: 'https://pta.example.org', timeZone: LA })
    expect(ics).toContain('BEGIN:VCALENDAR\r\n')
    expect(ics).toContain('UID:announcement-7@pta.example.org')
    expect(ics).toContain('DTSTART;VALUE=DATE:20261105\r\n')
    expect(ics).toContain('DTEND;VALUE=DATE:20261106\r\n')
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n')
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20261106T170000\r\n')
    expect(ics).toContain('DTEND;TZID=America/Los_Angeles:20261106T180000\r\n')
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/)
  })

  it('marks an edited event as revised, so calendar apps replace the copy they kept', () => {
    const once = buildCalendar([item()], { siteUrl: 'https://pta.example.org', timeZone: LA })
    expect(once).toContain('DTSTAMP:20261101T100000Z\r\n')
    expect(once).toContain('SEQUENCE:0\r\n')
    const edited = buildCalendar([item({ updatedAt: '2026-11-03T12:30:00.000Z' })], { siteUrl: 'https://pta.example.org', timeZone: LA })
    expect(edited).toContain('DTSTAMP:20261103T123000Z\r\n')
    expect(edited).toContain('LAST-MODIFIED:20261103T123000Z\r\n')
    expect(edited).toMatch(/SEQUENCE:([1-9]\d*)\r\n/)
    // A list kept on disk before `updatedAt` was read still makes a calendar.
    const kept = { ...item() } as Partial<PublicAnnouncement>
    delete kept.updatedAt
    expect(buildCalendar([kept as PublicAnnouncement], { siteUrl: 'https://pta.example.org', timeZone: LA })).toContain('SEQUENCE:0\r\n')
  })

  it("never lets an event's title (the one-event file's calendar name) add lines of its own", () => {
    const title = 'X\r\nATTENDEE:mailto:x@evil.example\r\nURL:https://evil.example'
    const ics = buildCalendar([item({ title })], { siteUrl: 'https://pta.example.org', timeZone: LA, name: title })
    expect(ics.split('\r\n').filter((line) => /^(ATTENDEE|URL:https:\/\/evil)/.test(line))).toEqual([])
    expect(ics).toContain('X-WR-CALNAME:X ATTENDEE:mailto:x@evil.example URL:https://evil.example')
    // Its backslashes, semicolons and commas are escaped as RFC 5545 text, as in SUMMARY.
    const odd = buildCalendar([item()], { siteUrl: 'https://pta.example.org', timeZone: LA, name: 'Fair; games, food \\ fun' })
    expect(odd).toContain('X-WR-CALNAME:Fair\\; games\\, food \\\\ fun\r\n')
    expect(odd).toContain('NAME:Fair\\; games\\, food \\\\ fun\r\n')
  })

  it('keeps a multi-day all-day event on its school days (end exclusive)', () => {
    const fair = item({ startDate: '2026-11-28T08:00:00.000Z', endDate: '2026-11-30T08:00:00.000Z' })
    const ics = buildCalendar([fair], { siteUrl: 'https://pta.example.org', timeZone: LA, locale: 'es' })
    expect(ics).toContain('DTSTART;VALUE=DATE:20261128\r\n')
    expect(ics).toContain('DTEND;VALUE=DATE:20261201\r\n')
    expect(ics).toContain('X-WR-CALNAME:Eventos escolares de la PTA')
    expect(ics).toContain('URL;VALUE=URI:https://pta.example.org/es/calendar')
  })

  it('writes RSS with the content as escaped text (readers show descriptions as HTML), in the language asked', () => {
    const rss = buildNewsRss([item({ content: 'Wear <b>gold</b> & blue\n<img src=x onerror=alert(1)>' })], { siteUrl: 'https://pta.example.org', ptaName: 'Golden Oak PTA' })
    expect(rss).toContain('<title>Golden Oak PTA News</title>')
    expect(rss).toContain('announcement-7@pta.example.org')
    expect(rss).toContain('<description><![CDATA[Wear &lt;b&gt;gold&lt;/b&gt; &amp; blue<br>&lt;img src=x onerror=alert(1)&gt;]]></description>')
    // A title that tries to close its CDATA twice stays one title: no markup of its own reaches a reader.
    const title = 'A]]>]]></title><description><![CDATA[<img src=x onerror=alert(1)>]]></description><title><![CDATA[B'
    const parsed = xml2js(buildNewsRss([item({ title })], { siteUrl: 'https://pta.example.org' }), { compact: true }) as unknown as FeedXml
    expect(Object.keys(parsed.rss.channel.item)).toEqual(['title', 'link', 'guid', 'pubDate', 'description'])
    expect(parsed.rss.channel.item.title._cdata).toBe(title.replaceAll(']]>', ']] >'))
    // A character XML cannot hold (Word's line break, U+000B) made the whole feed unreadable: left out.
    const pasted = xml2js(buildNewsRss([item({ title: 'Book\u000bFair', content: 'Bring\u0001 a bag' })], { siteUrl: 'https://pta.example.org' }), { compact: true }) as unknown as FeedXml
    expect(pasted.rss.channel.item.title._cdata).toBe('BookFair')
    const es = buildNewsRss([item()], { siteUrl: 'https://pta.example.org', ptaName: 'PTA Golden Oak', locale: 'es' })
    expect(es).toContain('<language>es</language>')
    expect(es).toContain('https://pta.example.org/es/news#news-7')
  })
})

it('gives uploads safe names with the real extension', () => {
  expect(safeImageName('../../etc/Passwd Ünïcode (1).JPG', 'jpeg')).toBe('etc-passwd-unicode-1.jpg')
  expect(safeImageName('<script>.png', 'webp')).toBe('script.webp')
  expect(safeImageName('...', 'gif')).toBe('image.gif')
})
