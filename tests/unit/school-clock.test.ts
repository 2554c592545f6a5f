import { issueAdminCodeSchema } from '@/lib/validations/issue-admin-code'
import {
  addDays,
  endOfSchoolDate,
  endOfSchoolYear,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatTime,
  formatWhen,
  instantAt,
  isSchoolDate,
  isStartOfSchoolDay,
  isTimeZone,
  lastDayOfSchoolYear,
  schoolDateOf,
  schoolTimeOf,
  schoolYearOf,
  startOfNextSchoolDay,
  startOfSchoolDay,
  startOfSchoolMonth,
  startOfSchoolYear,
  zoneName,
} from '@/lib/school-clock'

const LA = 'America/Los_Angeles'
const en = { locale: 'en' as const, timeZone: LA }
const es = { locale: 'es' as const, timeZone: LA }

describe('school clock: zone', () => {
  it('knows IANA zones and calendar days', () => {
    expect(isTimeZone(LA)).toBe(true)
    expect(isTimeZone('Europe/Madrid')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('+01:00')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isSchoolDate('2026-02-28')).toBe(true)
    expect(isSchoolDate('2026-02-29')).toBe(false)
    expect(isSchoolDate('2026-2-28')).toBe(false)
    // Only years a date is taken in: 0050 is a typo JavaScript read as 1950, and 9999 has no next day.
    expect(['2000-01-01', '2199-12-31', '1999-12-31', '2200-01-01', '0050-06-01', '9999-12-31'].map(isSchoolDate)).toEqual([true, true, false, false, false, false])
    expect(issueAdminCodeSchema(LA).safeParse({ label: 'x', expiry: 'date', expiresOn: '9999-12-31' }).success).toBe(false)
    // Arithmetic may step past them: the end of the last day, and a UTC midnight that is the day before here.
    expect(endOfSchoolDate('2199-12-31', LA).toISOString()).toBe('2200-01-01T08:00:00.000Z')
    expect(startOfSchoolDay(schoolDateOf('2000-01-01T00:00:00.000Z', LA), LA).toISOString()).toBe('1999-12-31T08:00:00.000Z')
    expect(issueAdminCodeSchema(LA).safeParse({ label: 'Treasurer\u0000', expiry: 'none' }).success).toBe(false)
  })

  it('turns school days and times into instants, PST and PDT', () => {
    expect(instantAt('2026-01-15', null, LA).toISOString()).toBe('2026-01-15T08:00:00.000Z')
    expect(instantAt('2026-07-04', null, LA).toISOString()).toBe('2026-07-04T07:00:00.000Z')
    expect(instantAt('2026-11-28', '17:00', LA).toISOString()).toBe('2026-11-29T01:00:00.000Z')
    expect(instantAt('2026-11-28', '17:00', 'UTC').toISOString()).toBe('2026-11-28T17:00:00.000Z')
  })

  it('handles the day daylight saving starts (Mar 8 2026: 23 hours)', () => {
    expect(startOfSchoolDay('2026-03-08', LA).toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(instantAt('2026-03-08', '08:15', LA).toISOString()).toBe('2026-03-08T15:15:00.000Z')
    expect(endOfSchoolDate('2026-03-08', LA).toISOString()).toBe('2026-03-09T07:00:00.000Z')
    // 2:30 AM does not exist that night; the clock moves forward.
    expect(schoolTimeOf(instantAt('2026-03-08', '02:30', LA), LA)).toBe('03:30')
  })

  it('handles the day daylight saving ends (Nov 1 2026: 25 hours)', () => {
    expect(startOfSchoolDay('2026-11-01', LA).toISOString()).toBe('2026-11-01T07:00:00.000Z')
    expect(endOfSchoolDate('2026-11-01', LA).toISOString()).toBe('2026-11-02T08:00:00.000Z')
    expect(instantAt('2026-11-01', '17:00', LA).toISOString()).toBe('2026-11-02T01:00:00.000Z')
    expect(schoolDateOf('2026-11-02T07:30:00.000Z', LA)).toBe('2026-11-01')
  })

  it('reads instants back as school days and times', () => {
    expect(schoolDateOf('2026-11-29T01:00:00.000Z', LA)).toBe('2026-11-28')
    expect(schoolTimeOf('2026-11-29T01:00:00.000Z', LA)).toBe('17:00')
    // Midnight reads 00:00 (not 24:00), and in a zone east of UTC the day is already the next one.
    expect(schoolTimeOf('2026-11-28T08:00:00.000Z', LA)).toBe('00:00')
    expect(schoolDateOf('2026-11-28T20:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-29')
    expect(schoolTimeOf('2026-11-28T20:00:00.000Z', 'Asia/Kolkata')).toBe('01:30')
    expect(startOfNextSchoolDay('2026-11-29T01:00:00.000Z', LA).toISOString()).toBe('2026-11-29T08:00:00.000Z')
    expect(isStartOfSchoolDay('2026-11-28T08:00:00.000Z', LA)).toBe(true)
    expect(isStartOfSchoolDay('2026-11-28T00:00:00.000Z', LA)).toBe(false)
    expect(startOfSchoolMonth('2026-12-01T03:00:00.000Z', LA).toISOString()).toBe('2026-11-01T07:00:00.000Z')
  })

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('school clock: school year', () => {
  it('rolls over on July 1 at the school', () => {
    expect(schoolYearOf('2026-07-01T06:59:00.000Z', LA)).toBe(2025)
    expect(schoolYearOf('2026-07-01T07:00:00.000Z', LA)).toBe(2026)
    expect(lastDayOfSchoolYear('2026-11-22T00:00:00Z', LA)).toBe('2027-06-30')
    expect(startOfSchoolYear('2027-03-01T00:00:00Z', LA).toISOString()).toBe('2026-07-01T07:00:00.000Z')
    expect(endOfSchoolYear('2027-03-01T00:00:00Z', LA).toISOString()).toBe('2027-07-01T07:00:00.000Z')
  })
})

describe('school clock: formatting', () => {
  const fivePm = instantAt('2026-11-28', '17:00', LA)
  const sevenPm = instantAt('2026-11-28', '19:00', LA)
  const nov28 = startOfSchoolDay('2026-11-28', LA)

  it('shows school time in English and Spanish, with plain spaces', () => {
    expect(formatDay(fivePm, en)).toBe('Sat, Nov 28, 2026')
    expect(formatDay(fivePm, es)).toBe('sáb, 28 de nov de 2026')
    expect(formatTime(fivePm, en)).toBe('5:00 PM')
    expect(formatTime(fivePm, es)).toBe('5:00 p.m.')
    expect(formatDate(fivePm, en)).toBe('Nov 28, 2026')
    // A news date reads like an event's day line, without the weekday (ICU alone gives '28 nov 2026').
    expect(formatDate(fivePm, es)).toBe('28 de nov de 2026')
    expect(formatDateTime(fivePm, es)).toBe('28 de nov de 2026 · 5:00 p.m.')
    expect(formatMonth(fivePm, es)).toBe('noviembre')
    expect(formatWhen({ start: fivePm, allDay: false }, en)).not.toMatch(/[\u00a0\u2009\u202f]|UTC/)
  })

  it('writes a timed event with its day and time', () => {
    expect(formatWhen({ start: fivePm, allDay: false }, en)).toBe('Sat, Nov 28, 2026 · 5:00 PM')
    expect(formatWhen({ start: fivePm, allDay: false }, es)).toBe('sáb, 28 de nov de 2026 · 5:00 p.m.')
    expect(formatWhen({ start: fivePm, end: sevenPm, allDay: false }, en)).toBe('Sat, Nov 28, 2026 · 5:00 – 7:00 PM')
    expect(formatWhen({ start: fivePm, end: sevenPm, allDay: false }, es)).toBe('sáb, 28 de nov de 2026 · 5:00–7:00 p.m.')
    const nextMorning = instantAt('2026-11-29', '09:00', LA)
    expect(formatWhen({ start: fivePm, end: nextMorning, allDay: false }, en)).toBe(
      'Sat, Nov 28, 2026 · 5:00 PM – Sun, Nov 29, 2026 · 9:00 AM',
    )
  })

  it('keeps an all-day event on its day, and shows only the day', () => {
    expect(formatWhen({ start: nov28, allDay: true }, en)).toBe('Sat, Nov 28, 2026')
    expect(formatWhen({ start: nov28, end: nov28, allDay: true }, en)).toBe('Sat, Nov 28, 2026')
    const nov30 = startOfSchoolDay('2026-11-30', LA)
    expect(formatWhen({ start: nov28, end: nov30, allDay: true }, en)).toBe('Sat, Nov 28 – Mon, Nov 30, 2026')
    expect(formatWhen({ start: nov28, end: nov30, allDay: true }, es)).toBe('sáb, 28 de nov – lun, 30 de nov de 2026')
  })

  it('shows all-day events on the day-saving change days as that day', () => {
    expect(formatWhen({ start: startOfSchoolDay('2026-03-08', LA), allDay: true }, en)).toBe('Sun, Mar 8, 2026')
    expect(formatWhen({ start: startOfSchoolDay('2026-11-01', LA), allDay: true }, en)).toBe('Sun, Nov 1, 2026')
  })

  it('names the zone as people say it, in the page language', () => {
    expect(zoneName(LA)).toBe('Pacific Time')
    expect(zoneName(LA, 'es')).toBe('hora del Pacífico')
  })
})
