import { siteChecklist, type ChecklistInput } from '@/lib/admin/site-checklist'
import { siteSettingsDefaults } from '@/content/site-settings-defaults'

const fresh: ChecklistInput = {
  settings: { ...siteSettingsDefaults, promoEndsAt: '2025-11-18T00:00:00.000Z' },
  currentSchoolYear: '2026-2027',
  now: new Date('2026-11-23T20:00:00Z'),
  demoAnnouncements: 8,
  instagramConnected: false,
  smtpConfigured: false,
}

describe('site checklist', () => {
  it('lists everything a fresh install still needs, each with a link to fix it', () => {
    const items = siteChecklist(fresh)
    expect(items.map((i) => i.id)).toEqual(['links', 'contact', 'school-year', 'promo', 'instagram', 'demo', 'mail'])
    expect(items[0].text).toBe('Links still point to example.org: spirit wear shop, emergency kit, sponsor form, Reflections entry form.')
    expect(items.find((i) => i.id === 'school-year')?.text).toBe('The school year reads "2025-2026", but 2026-2027 has started.')
    expect(items.find((i) => i.id === 'demo')?.text).toBe('8 demo announcements are still on the site.')
    for (const item of items) expect(item.href).toMatch(/^\/admin\//)
  })

  it('drops each item once it is fixed', () => {
    const fixed: ChecklistInput = {
      ...fresh,
      settings: {
        ...fresh.settings,
        links: { membership: 'https://a.org/j', spiritWear: 'https://a.org/s', emergencyKit: 'https://a.org/e', sponsorship: 'https://a.org/p', reflections: 'https://a.org/r' },
        contact: { ...fresh.settings.contact, email: 'board@goldenoakpta.org', phone: '(408) 555-2368' },
        schoolYear: '2026-2027',
        promoEndsAt: '2027-03-01T08:00:00.000Z',
      },
      demoAnnouncements: 0,
      instagramConnected: true,
      smtpConfigured: true,
    }
    expect(siteChecklist(fixed)).toEqual([])
    expect(siteChecklist({ ...fixed, demoAnnouncements: 1 }).map((i) => i.text)).toEqual(['1 demo announcement is still on the site.'])
  })
})
