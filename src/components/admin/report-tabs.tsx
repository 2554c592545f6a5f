import Link from 'next/link'

const TABS = [
  { kind: 'subscribers', label: 'Subscribers' },
  { kind: 'inquiries', label: 'Contact inquiries' },
  { kind: 'emails', label: 'Emails to subscribers' },
] as const

export type ReportTab = (typeof TABS)[number]['kind']

/** The reports' tabs (links, so each report has its own address). */
export function ReportTabs({ current }: { current: ReportTab }) {
  return (
    <nav aria-label="Report" className="mb-4 flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <Link
          key={tab.kind}
          href={`/admin/reports?kind=${tab.kind}`}
          aria-current={current === tab.kind ? 'page' : undefined}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-navy-900 ring-1 ring-slate-300 hover:bg-white aria-[current=page]:bg-navy-800 aria-[current=page]:text-white"
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
