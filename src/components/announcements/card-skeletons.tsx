/** Three loading placeholders (SPEC §4: news and events blocks). */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="card-grid">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="card-skeleton" />
      ))}
    </div>
  )
}
