/** Three loading placeholders (SPEC §4: news and events blocks). */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  )
}
