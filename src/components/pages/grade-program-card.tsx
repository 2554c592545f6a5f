import type { GradeProgram } from '@/content/programs'

/** One grade's programs (e.g. Kindergarten & TK) as a card with a heading band and a list. */
export function GradeProgramCard({ group }: { group: GradeProgram }) {
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="bg-navy-800 px-6 py-5 text-white">
        <h3 className="text-xl font-extrabold">{group.grade}</h3>
        <p className="mt-1 text-base text-slate-200">{group.intro}</p>
      </div>
      <ul className="divide-y divide-slate-100 px-6">
        {group.items.map((item) => (
          <li key={item.title} className="flex gap-4 py-4">
            <span aria-hidden="true" className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-500" />
            <div>
              <p className="text-base font-bold text-navy-900">{item.title}</p>
              <p className="mt-0.5 text-base leading-relaxed text-slate-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </li>
  )
}
