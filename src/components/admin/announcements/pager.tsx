'use client'

type Props = { page: number; totalPages: number; totalDocs: number; onPage: (page: number) => void }

const button =
  'inline-flex min-h-11 items-center rounded-full border-2 border-navy-800 px-4 text-sm font-bold text-navy-900 hover:bg-navy-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent'

/** Previous / next through the admin list, 20 rows a page. */
export function Pager({ page, totalPages, totalDocs, onPage }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Announcement pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Previous
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {totalPages} · {totalDocs.toLocaleString('en-US')} announcements
      </p>
      <button type="button" className={button} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next →
      </button>
    </nav>
  )
}
