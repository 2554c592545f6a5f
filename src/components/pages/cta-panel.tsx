import type React from 'react'

type Props = { id: string; title: string; children: React.ReactNode; actions: React.ReactNode }

/** A closing call-to-action band (its own section with an h2) on a navy card. */
export function CtaPanel({ id, title, children, actions }: Props) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-12 sm:py-16">
      <div className="page-width">
        <div className="relative overflow-hidden rounded-3xl bg-navy-800 px-6 py-10 text-white shadow-lg sm:px-10">
          <div aria-hidden="true" className="absolute -bottom-16 -right-10 h-48 w-48 rounded-full bg-white/5" />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id={headingId} className="section-title">
                {title}
              </h2>
              <div className="mt-3 text-lg text-slate-200">{children}</div>
            </div>
            <div className="flex flex-wrap items-center gap-4">{actions}</div>
          </div>
        </div>
      </div>
    </section>
  )
}
