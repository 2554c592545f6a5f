import Link from 'next/link'

/** The back button at the top of each admin section. */
export function BackLink() {
  return (
    <Link
      href="/admin/dashboard"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-bold text-navy-800 hover:underline focus-visible:outline-2 focus-visible:outline-navy-700"
    >
      <span aria-hidden="true">←</span> Back to dashboard
    </Link>
  )
}
