import Image from 'next/image'

import { PROGRAMS_AND_EVENTS } from '@/content/home'
import { EXTERNAL } from '@/lib/links'

/** Home 'Programs & Events': five cards; only the Reflections Program links out (to its form). */
export function ProgramsEvents({ reflectionsUrl }: { reflectionsUrl: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {PROGRAMS_AND_EVENTS.map((p) => (
        <li key={p.title}>
          <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <Image src={p.image} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-bold text-navy-900">{p.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{p.description}</p>
              {p.linksOut ? (
                <a
                  href={reflectionsUrl}
                  {...EXTERNAL}
                  className="mt-4 inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4 hover:text-navy-700"
                >
                  Enter Reflections<span className="sr-only"> (opens the entry form in a new tab)</span>
                </a>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
