import en from '@/messages/en.json' with { type: 'json' }
import es from '@/messages/es.json' with { type: 'json' }
import { aboutContent } from '@/content/about'
import { actionCards } from '@/content/action-cards'
import { bubbleRunContent } from '@/content/bubble-run'
import { PROGRAMS_AND_EVENTS } from '@/content/home'
import { membershipContent } from '@/content/membership'
import { programsContent } from '@/content/programs'
import { sponsorContent } from '@/content/sponsor'
import { volunteerContent } from '@/content/volunteer'

/** Every string leaf of a message tree, as `path → text`. */
const leaves = (tree: object, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  )

/** The {placeholders} and <tags> of a message, which both languages must keep. */
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort()

describe('the Spanish page copy mirrors the English one', () => {
  it('keeps every placeholder and rich-text tag of each message', () => {
    const spanish = new Map(leaves(es))
    for (const [key, text] of leaves(en)) expect([key, slots(spanish.get(key) ?? '')]).toEqual([key, slots(text)])
  })

  it('has the same items, icons, amounts and links in each list', () => {
    const shape = <T>(list: readonly T[], pick: (item: T) => unknown) => list.map(pick)
    expect(shape(aboutContent.es.accomplishments, (a) => a.icon)).toEqual(shape(aboutContent.en.accomplishments, (a) => a.icon))
    expect(aboutContent.es.boardRoles).toHaveLength(aboutContent.en.boardRoles.length)
    expect(shape(actionCards('es'), (c) => [c.link, c.buttonVariant])).toEqual(shape(actionCards('en'), (c) => [c.link, c.buttonVariant]))
    expect(shape(PROGRAMS_AND_EVENTS.es, (p) => [p.image, p.link])).toEqual(shape(PROGRAMS_AND_EVENTS.en, (p) => [p.image, p.link]))
    expect(shape(membershipContent.es.benefits, (b) => b.icon)).toEqual(shape(membershipContent.en.benefits, (b) => b.icon))
    expect(membershipContent.es.dues.amount).toBe(membershipContent.en.dues.amount)
    expect(shape(programsContent.es.programs, (p) => [p.icon, p.externalLink?.settingsKey])).toEqual(
      shape(programsContent.en.programs, (p) => [p.icon, p.externalLink?.settingsKey]),
    )
    expect(shape(sponsorContent.es.tiers, (t) => [t.id, t.amount])).toEqual(shape(sponsorContent.en.tiers, (t) => [t.id, t.amount]))
    expect(sponsorContent.es.policy).toHaveLength(sponsorContent.en.policy.length)
    expect(shape(volunteerContent.es.frequencies, (f) => f.icon)).toEqual(shape(volunteerContent.en.frequencies, (f) => f.icon))
    const run = (l: 'en' | 'es') => bubbleRunContent[l]
    expect(shape(run('es').prizeLevels, (p) => p.perLap)).toEqual(shape(run('en').prizeLevels, (p) => p.perLap))
    expect(run('es').individualPrizes).toHaveLength(5)
    expect(shape(run('es').bonusPrizes, (b) => b.shares)).toEqual(['10', '20'])
  })

  it('keeps the spec texts exactly in English (SPEC §2, §3, §9)', () => {
    expect(actionCards('en').map((c) => c.buttonText)).toEqual(['Join Now', 'Shop Now', 'Order Kit', 'Learn More'])
    expect(PROGRAMS_AND_EVENTS.en.map((p) => p.title)).toEqual([
      'Golden Bubble Run',
      'VIP Dance',
      'Reindeer Lane',
      'Teacher Appreciation',
      'Reflections Program',
    ])
    expect(bubbleRunContent.en.prizeLevels.map((p) => `${p.perLap} ${p.prize}`)).toEqual([
      '$20 Jumbo Squish Unicorn/Dog',
      '$15 Learn To Draw Projector',
      '$10 Mega Slime & Putty lab',
      '$8 LCD Writing and Drawing Tablet',
      '$5 Sports Sunglasses',
      '$3 3D Artmarks Bookmarks or Invisible Ink Pen',
      '$2 Tie Headband',
      '$1 Bracelets',
    ])
    expect(en.calendarPage).toMatchObject({ eyebrow: 'School Events Calendar', title: 'Upcoming Events', subtitle: 'PTA events and school activities calendar' })
    expect(en.home.events.empty).toBe('No upcoming events yet. Please check back soon.')
    expect(en.membershipPage).toMatchObject({ title: 'PTA Membership', becomeMember: 'Become Member' })
  })
})
