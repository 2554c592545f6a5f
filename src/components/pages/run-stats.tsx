type Stat = { value: string; label: string }

/** Two big numbers side by side (e.g. "30 laps", "40 minutes"), as a description list. */
export function RunStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-brand-100 bg-brand-50 p-5 text-center">
          <dt className="mt-1 text-base font-semibold text-brand-700">{stat.label}</dt>
          <dd className="text-5xl font-extrabold tracking-tight text-navy-900">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
