import type { SiteSetting } from '@/payload-types'

/** One thing a fresh install still needs from an officer, with where to fix it. */
export type ChecklistItem = { id: string; text: string; href: string; action: string }

export type ChecklistInput = {
  settings: Pick<SiteSetting, 'links' | 'contact' | 'schoolYear' | 'promoEndsAt' | 'instagram'>
  /** The school year that is running now, e.g. "2026-2027" (rolls over on July 1 in the school's zone). */
  currentSchoolYear: string
  now: Date
  demoAnnouncements: number
  instagramConnected: boolean
  smtpConfigured: boolean
}

const LINK_NAMES: Record<keyof SiteSetting['links'], string> = {
  membership: 'membership sign-up',
  spiritWear: 'spirit wear shop',
  emergencyKit: 'emergency kit',
  sponsorship: 'sponsor form',
  reflections: 'Reflections entry form',
}

/** example.org/.com/.net and their subdomains are reserved for examples (RFC 2606): never a real page. */
const isPlaceholderHost = (value: string): boolean => /(^|[.@/])example\.(org|com|net)(\/|$|:)/i.test(value.replace(/^mailto:/, ''))
/** 555-0100 to 555-0199 are the numbers reserved for fiction in North America. */
const isPlaceholderPhone = (value: string): boolean => /555\D{0,2}01\d\d/.test(value.replace(/\s/g, ''))

const settingsLink = (anchor: string) => `/admin/settings#${anchor}`

/** What still needs an officer; each item disappears as soon as its cause is fixed. */
export function siteChecklist(input: ChecklistInput): ChecklistItem[] {
  const { settings } = input
  const items: ChecklistItem[] = []
  const placeholderLinks = (Object.keys(LINK_NAMES) as Array<keyof SiteSetting['links']>).filter((key) =>
    isPlaceholderHost(`${settings.links[key]}/`),
  )
  if (placeholderLinks.length) {
    const names = placeholderLinks.map((key) => LINK_NAMES[key]).join(', ')
    items.push({ id: 'links', text: `Links still point to example.org: ${names}.`, href: settingsLink('links'), action: 'Change the links' })
  }
  const contact = settings.contact
  if (isPlaceholderHost(`@${contact.email.split('@')[1] ?? ''}/`) || isPlaceholderPhone(contact.phone)) {
    items.push({ id: 'contact', text: 'The contact email or phone is still a placeholder.', href: settingsLink('contact'), action: 'Enter the real contact details' })
  }
  if (settings.schoolYear.trim() !== input.currentSchoolYear) {
    items.push({
      id: 'school-year',
      text: `The school year reads "${settings.schoolYear}", but ${input.currentSchoolYear} has started.`,
      href: settingsLink('school-year'),
      action: 'Update the school year',
    })
  }
  if (settings.promoEndsAt && new Date(settings.promoEndsAt).getTime() < input.now.getTime()) {
    items.push({ id: 'promo', text: 'The fun-run promotion date has passed, so its pop-up no longer shows.', href: settingsLink('school-year'), action: 'Set the next campaign date' })
  }
  if (!input.instagramConnected) {
    items.push({ id: 'instagram', text: 'The Instagram photo feed is not connected: the home page shows only a follow link.', href: settingsLink('instagram'), action: 'Add post links (or ask for an Instagram token)' })
  }
  if (input.demoAnnouncements > 0) {
    items.push({ id: 'demo', text: `${input.demoAnnouncements} demo announcement${input.demoAnnouncements === 1 ? ' is' : 's are'} still on the site.`, href: '/admin/announcements', action: 'Replace or delete them' })
  }
  if (!input.smtpConfigured) {
    items.push({ id: 'mail', text: 'Email is not set up: messages are saved in a folder on the server, and nobody receives them.', href: '/admin/guide', action: 'See "When email is not set up"' })
  }
  return items
}
