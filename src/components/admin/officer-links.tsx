import Link from 'next/link'

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border-2 border-navy-800 px-4 py-2 text-sm font-bold text-navy-900 hover:bg-navy-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700'

/** The officer's guide and the content manager, from the dashboard. */
export function OfficerLinks() {
  return (
    <ul className="flex flex-wrap gap-3">
      <li>
        <Link className={linkClass} href="/admin/guide">
          Officer&apos;s guide
        </Link>
      </li>
      <li>
        {/* /cms is Payload's own app (another root layout): Next loads it as a full page. */}
        <Link className={linkClass} href="/cms" prefetch={false}>
          Content manager (/cms)
        </Link>
      </li>
    </ul>
  )
}
