import type { Announcement } from '@/payload-types'

type DemoAnnouncement = Pick<Announcement, 'title' | 'content' | 'type' | 'active'> & {
  startDate?: string | null
  endDate?: string | null
}

const DAY_MS = 86_400_000

/** A calendar date `days` from `now`, stored as midnight UTC like the admin's date inputs. */
const dateIn = (now: Date, days: number) => {
  const d = new Date(now.getTime() + days * DAY_MS)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString()
}

/** An instant `days` from `now` at a given UTC hour (shown with its time on the calendar). */
const timeIn = (now: Date, days: number, utcHour: number) => {
  const d = new Date(now.getTime() + days * DAY_MS)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), utcHour)).toISOString()
}

/** Demo content for a fresh install: news, upcoming events and one welcome pop-up. */
export function demoAnnouncements(now: Date): DemoAnnouncement[] {
  return [
    {
      title: 'Welcome back, Golden Oak families!',
      content:
        'Our PTA is planning a wonderful year. Join the PTA for $10 per person and help fund classroom supplies, assemblies and family events.',
      type: 'info',
      active: true,
      startDate: dateIn(now, -1),
      endDate: dateIn(now, 30),
    },
    {
      title: 'Chromebook carts are here',
      content:
        'Thanks to your membership dues and fundraising, two new Chromebook carts of 35 devices each arrived this month for our upper grades.',
      type: 'news',
      active: true,
    },
    {
      title: 'Scholastic Book Fair volunteers needed',
      content:
        'The Book Fair runs in the library next month. Sign up for a one-hour shift at the front office; every volunteer needs a signed Volunteer Handbook.',
      type: 'news',
      active: true,
    },
    {
      title: 'Reflections Program entries open',
      content:
        'Students of every grade can submit art, music, dance, film, literature or photography. Entry forms are linked from our Programs page.',
      type: 'news',
      active: true,
    },
    {
      title: 'Family Restaurant Night',
      content: 'Eat out with your family and a share of every order supports PTA programs.',
      type: 'event',
      active: true,
      startDate: timeIn(now, 6, 1),
    },
    {
      title: 'Battle of the Books kickoff',
      content: 'Reading teams for grades 3-5 meet their books and coaches in the library.',
      type: 'event',
      active: true,
      startDate: dateIn(now, 10),
    },
    {
      title: 'Planetarium Night',
      content: 'A portable planetarium visits our multipurpose room. Shows every 30 minutes for families.',
      type: 'event',
      active: true,
      startDate: timeIn(now, 17, 2),
    },
    {
      title: 'Vision and Hearing Screening',
      content: 'Annual screenings for kindergarten, second and fifth grade during the school day.',
      type: 'event',
      active: true,
      startDate: dateIn(now, 24),
      endDate: dateIn(now, 25),
    },
  ]
}
