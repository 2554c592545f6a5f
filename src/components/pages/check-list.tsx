import { Icon } from '@/components/pages/icon'

type Props = { items: readonly string[]; columns?: 1 | 2 }

/** A bulleted list with green check marks, in one or two columns. */
export function CheckList({ items, columns = 2 }: Props) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <Icon name="check" className="h-4 w-4" />
          </span>
          <span className="text-base leading-relaxed text-slate-800">{item}</span>
        </li>
      ))}
    </ul>
  )
}
