import type { BoardRole } from '@/content/about'

/** The executive board roles: one compact divided card on phones, separate cards in a grid on larger screens. */
export function BoardRolesList({ roles }: { roles: readonly BoardRole[] }) {
  return (
    <ul className="divide-y divide-brand-100 overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm sm:grid sm:grid-cols-2 sm:gap-4 sm:divide-y-0 sm:overflow-visible sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none lg:grid-cols-3">
      {roles.map((role) => (
        <li key={role.title} className="p-5 sm:rounded-2xl sm:border sm:border-brand-100 sm:bg-white sm:shadow-sm">
          <h3 className="text-lg font-bold text-navy-900">{role.title}</h3>
          <p className="mt-1 text-base leading-relaxed text-slate-700">{role.description}</p>
        </li>
      ))}
    </ul>
  )
}
