import Link from 'next/link'

import type { ChecklistItem } from '@/lib/admin/site-checklist'

/** "Site checklist": what a fresh install still needs from an officer, each with a link to fix it. */
export function SiteChecklist({ items }: { items: ChecklistItem[] }) {
  if (!items.length) return null
  return (
    <section aria-labelledby="site-checklist" role="region" className="mb-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-500">
      <h2 id="site-checklist" className="text-lg font-bold text-navy-900">
        Site checklist
      </h2>
      <p className="mt-1 text-sm text-slate-700">These still show example content to families. Each item disappears once it is fixed.</p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.id} data-checklist={item.id} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <span className="text-slate-800">{item.text}</span>
            <Link href={item.href} className="shrink-0 font-semibold text-navy-800 underline underline-offset-4 hover:no-underline">
              {item.action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
