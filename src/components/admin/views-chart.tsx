import type { DailyViews } from '@/lib/analytics/page-views'

const short = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** Bars of page views per day; the numbers are also in a table for screen readers. */
export function ViewsChart({ days }: { days: DailyViews[] }) {
  const max = Math.max(1, ...days.map((d) => d.views))
  const total = days.reduce((sum, d) => sum + d.views, 0)
  return (
    <figure className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-bold text-navy-900">Page views per day</span>
        <span className="text-sm text-slate-700">{total.toLocaleString('en-US')} in the last {days.length} days</span>
      </figcaption>
      <div aria-hidden="true" className="mt-4 flex h-48 items-end gap-[2px] border-b border-l border-slate-300 pl-1">
        {days.map((d) => (
          <div key={d.day} className="group relative flex h-full flex-1 items-end">
            <div className="w-full rounded-t bg-navy-700 group-hover:bg-brand-600" style={{ height: `${(d.views / max) * 100}%`, minHeight: d.views ? 2 : 0 }} title={`${short(d.day)}: ${d.views}`} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{short(days[0].day)}</span>
        <span>{short(days[days.length - 1].day)}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-navy-800">Show the numbers</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">Page views per day</caption>
          <thead><tr><th scope="col" className="py-1">Day</th><th scope="col" className="py-1 text-right">Views</th></tr></thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100"><td className="py-1">{short(d.day)}</td><td className="py-1 text-right">{d.views}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
