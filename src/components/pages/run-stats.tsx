type Stat = { value: string; label: string }

/**
 * Two big numbers side by side ("30 laps", "40 minutes"), as a list read in the order it is shown: the number,
 * then its word (a description list read "laps 30" first, under a layout that showed the number on top).
 */
export function RunStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4">
      {stats.map((stat) => (
        <li key={stat.label} className="flex flex-col rounded-2xl border border-brand-100 bg-brand-50 p-5 text-center">
          <span className="text-5xl font-extrabold tracking-tight text-navy-900">{stat.value}</span>{' '}
          <span className="mt-1 text-base font-semibold text-brand-700">{stat.label}</span>
        </li>
      ))}
    </ul>
  )
}
