import type { IndividualPrize } from '@/content/bubble-run'

const placeStyles = [
  'bg-brand-500 text-navy-900',
  'bg-slate-300 text-slate-900',
  'bg-orange-700 text-white',
  'bg-navy-800 text-white',
  'bg-navy-800 text-white',
]

type Props = { title: string; intro: string; prizes: readonly IndividualPrize[] }

/** The top individual prizes, 1st to 5th, as an ordered list with place medals. */
export function IndividualPrizes({ title, intro, prizes }: Props) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-lg font-bold text-navy-900">{title}</h3>
      <p className="mt-1 text-base text-slate-700">{intro}</p>
      <ol className="mt-4 space-y-3">
        {prizes.map((item, index) => (
          <li key={item.place} className="flex items-center gap-4">
            <span
              className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-sm font-extrabold shadow-sm ${placeStyles[index] ?? placeStyles[4]}`}
            >
              {item.place}
            </span>
            <span className="text-base font-semibold text-slate-900">{item.prize}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
