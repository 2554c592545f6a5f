type Props = { label: string; value: number; note: string }

/** A dashboard number with what it counts. */
export function StatCard({ label, value, note }: Props) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-bold text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-navy-900">{value.toLocaleString('en-US')}</dd>
      <dd className="mt-1 text-sm text-slate-600">{note}</dd>
    </div>
  )
}
