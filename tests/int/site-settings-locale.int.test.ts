import type { Payload } from 'payload'

import { siteSettingsDefaults } from '@/content/site-settings-defaults'
import { siteSettingsSpanishDefaults } from '@/content/site-settings-defaults-es'
import { resolveSiteSettings } from '@/lib/site-settings-locale'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** Site settings in Spanish: what officers wrote in Spanish, else the Spanish starting texts, else English. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', locale: 'es', data: { contact: { grades: null } } })
  await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { contact: { district: siteSettingsDefaults.contact.district } } })
  await closeTestPayload(payload)
})

const settingsIn = async (locale: 'en' | 'es') =>
  resolveSiteSettings(await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: 'en', overrideAccess: false, depth: 0 }), locale)

it('reads the Spanish starting texts while the English is still the starting text', async () => {
  const es = await settingsIn('es')
  expect(es.contact.schoolName).toBe(siteSettingsSpanishDefaults.contact.schoolName)
  expect(es.contact.meetingSchedule).toBe(siteSettingsSpanishDefaults.contact.meetingSchedule)
  expect(es.stats.map((s) => s.label)).toEqual(['Familias', 'Eventos'])
  expect(es.contact.email).toBe(siteSettingsDefaults.contact.email)
  expect(es.timeZone).toBe('America/Los_Angeles')
  const en = await settingsIn('en')
  expect(en.contact.schoolName).toBe(siteSettingsDefaults.contact.schoolName)
  expect(en.stats.map((s) => s.label)).toEqual(['Families', 'Events'])
})

it('prefers what officers wrote in Spanish, and their English over a stale Spanish default', async () => {
  await payload.updateGlobal({ slug: 'site-settings', locale: 'es', data: { contact: { grades: 'De kínder a sexto' } } })
  await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { contact: { district: 'Oak Valley Joint Unified' } } })
  const es = await settingsIn('es')
  expect(es.contact.grades).toBe('De kínder a sexto')
  expect(es.contact.district).toBe('Oak Valley Joint Unified')
  expect((await settingsIn('en')).contact.grades).toBe(siteSettingsDefaults.contact.grades)
})

it('refuses a time zone that is not an IANA name', async () => {
  await expect(payload.updateGlobal({ slug: 'site-settings', data: { timeZone: 'Mars/Olympus' } })).rejects.toThrow()
})
