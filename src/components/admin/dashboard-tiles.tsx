import Link from 'next/link'

const TILES = [
  { href: '/admin/announcements', title: 'Announcements', text: 'Create, edit, schedule and switch on or off the pop-ups, news and events.', icon: 'M3 11l14-6v14L3 13v-2Zm4 3v4a2 2 0 0 0 4 0v-3' },
  { href: '/admin/codes', title: 'Admin Codes', text: 'Issue a code for each officer, see when it was last used, disable it.', icon: 'M15 7a4 4 0 1 1-3.9 5H3v3h3v3h3v-3h2.1A4 4 0 0 1 15 7Z' },
  { href: '/admin/analytics', title: 'Analytics', text: 'Page views per day and per page over the last 30 days.', icon: 'M4 20V10m6 10V4m6 16v-7m4 7H2' },
  { href: '/admin/reports', title: 'Reports', text: 'Subscribers and contact inquiries with delivery status; CSV export.', icon: 'M7 3h7l5 5v13H7V3Zm7 0v5h5M10 13h6m-6 4h6' },
  { href: '/admin/settings', title: 'Settings', text: 'Links, contact details, school year and labels shown on the site.', icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z' },
] as const

/** The five admin sections (SPEC §2 dashboard tiles). */
export function DashboardTiles() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {TILES.map((tile) => (
        <li key={tile.href}>
          <Link
            href={tile.href}
            className="group flex h-full gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-800 text-brand-500">
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={tile.icon} />
              </svg>
            </span>
            <span>
              <span className="block text-lg font-bold text-navy-900 group-hover:underline">{tile.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{tile.text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
