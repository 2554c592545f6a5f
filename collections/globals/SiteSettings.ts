import type { GlobalConfig } from 'payload'

import { anyone } from '@collections/access/anyone'
import { isAdmin } from '@collections/access/isAdmin'
import { siteSettingsDefaults as d } from '@/content/site-settings-defaults'

import { revalidateSiteSettings } from './revalidateSiteSettings'
import { validateHttpsUrl } from './validateHttpsUrl'

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
        { name: 'schoolName', type: 'text', required: true, defaultValue: d.contact.schoolName },
        { name: 'ptaName', type: 'text', required: true, defaultValue: d.contact.ptaName },
        { name: 'email', type: 'email', required: true, defaultValue: d.contact.email },
        { name: 'phone', type: 'text', required: true, defaultValue: d.contact.phone },
        { name: 'address', type: 'text', required: true, defaultValue: d.contact.address },
        { name: 'district', type: 'text', required: true, defaultValue: d.contact.district },
        { name: 'grades', type: 'text', required: true, defaultValue: d.contact.grades },
        { name: 'meetingSchedule', type: 'text', required: true, defaultValue: d.contact.meetingSchedule },
      ],
    },
    { name: 'schoolYear', type: 'text', required: true, defaultValue: d.schoolYear },
    {
      name: 'promoEndsAt',
      label: 'Promo pop-up shown until',
      type: 'date',
      required: true,
      defaultValue: d.promoEndsAt,
    },
    {
      name: 'stats',
      type: 'array',
      maxRows: 4,
      defaultValue: d.stats,
      fields: [
        { name: 'value', type: 'text', required: true, maxLength: 20 },
        { name: 'label', type: 'text', required: true, maxLength: 40 },
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
