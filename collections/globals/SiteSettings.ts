import type { GlobalConfig } from 'payload'

import { anyone } from '@collections/access/anyone'
import { isAdmin } from '@collections/access/isAdmin'
import { siteSettingsDefaults as d } from '@/content/site-settings-defaults'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { isTimeZone } from '@/lib/school-clock'
import { requiredInDefaultLocale as inEnglish } from '@collections/validators/requiredInDefaultLocale'
import { withinSchoolYears } from '@collections/validators/withinSchoolYears'

import { revalidateSiteSettings } from './revalidateSiteSettings'
import { validateHttpsUrl } from './validateHttpsUrl'

/**
 * A starting text for the English version only: the Spanish version starts empty (readers then get the
 * Spanish starting text or the officers' English, see lib/site-settings-locale), never a copy of the English.
 */
const inEnglishOnly =
  (text: string) =>
  ({ locale }: { locale?: string }): string =>
    !locale || locale === DEFAULT_LOCALE ? text : ''

const link = (name: string, label: string, defaultValue: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  defaultValue,
  validate: validateHttpsUrl,
})

/** Everything an officer changes without a developer: links, contact details, labels, campaign dates. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: {
    read: anyone,
    update: isAdmin,
  },
  admin: {
    description: 'Links, contact details and labels shown across the public site.',
  },
  fields: [
    {
      name: 'links',
      type: 'group',
      fields: [
        link('membership', 'Membership registration', d.links.membership),
        link('spiritWear', 'Spirit wear shop', d.links.spiritWear),
        link('emergencyKit', 'Emergency kit store', d.links.emergencyKit),
        link('sponsorship', 'Sponsorship store', d.links.sponsorship),
        link('reflections', 'Reflections Program form', d.links.reflections),
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'schoolName', type: 'text', localized: true, validate: inEnglish, defaultValue: inEnglishOnly(d.contact.schoolName) },
        { name: 'ptaName', type: 'text', localized: true, validate: inEnglish, defaultValue: inEnglishOnly(d.contact.ptaName) },
        { name: 'email', type: 'email', required: true, defaultValue: d.contact.email },
        { name: 'phone', type: 'text', required: true, defaultValue: d.contact.phone },
        { name: 'address', type: 'text', required: true, defaultValue: d.contact.address },
        { name: 'district', type: 'text', localized: true, validate: inEnglish, defaultValue: inEnglishOnly(d.contact.district) },
        { name: 'grades', type: 'text', localized: true, validate: inEnglish, defaultValue: inEnglishOnly(d.contact.grades) },
        { name: 'meetingSchedule', type: 'text', localized: true, validate: inEnglish, defaultValue: inEnglishOnly(d.contact.meetingSchedule) },
      ],
    },
    { name: 'schoolYear', type: 'text', required: true, defaultValue: d.schoolYear },
    {
      name: 'timeZone',
      label: 'School time zone',
      type: 'text',
      required: true,
      defaultValue: d.timeZone,
      admin: { description: 'IANA name, e.g. America/Los_Angeles. Event days and times are entered and shown in it.' },
      validate: (value: unknown) => isTimeZone(value) || 'Use a time-zone name such as America/Los_Angeles.',
    },
    {
      name: 'promoEndsAt',
      label: 'Promo pop-up stops showing at',
      type: 'date',
      required: true,
      defaultValue: d.promoEndsAt,
      validate: withinSchoolYears,
    },
    {
      name: 'stats',
      type: 'array',
      maxRows: 4,
      defaultValue: d.stats,
      fields: [
        { name: 'value', type: 'text', required: true, maxLength: 20 },
        { name: 'label', type: 'text', localized: true, validate: inEnglish, maxLength: 40 },
      ],
    },
    {
      name: 'instagram',
      type: 'group',
      fields: [
        { name: 'username', type: 'text', required: true, defaultValue: d.instagram.username, maxLength: 30 },
        {
          name: 'postLinks',
          label: 'Manual post links (embedded instead of the fetched feed)',
          type: 'array',
          maxRows: 4,
          fields: [{ name: 'url', type: 'text', required: true, validate: validateHttpsUrl }],
        },
      ],
    },
    {
      name: 'demoSeededAt',
      type: 'date',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
  hooks: {
    afterChange: [revalidateSiteSettings],
  },
}
