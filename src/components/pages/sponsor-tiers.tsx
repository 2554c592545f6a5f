import { Icon } from '@/components/pages/icon'
import type { SponsorTier, SponsorTierId } from '@/content/sponsor'

const tierStyles: Record<SponsorTierId, { card: string; medal: string }> = {
  platinum: { card: 'border-navy-700 bg-linear-to-b from-slate-100 to-white', medal: 'bg-navy-800 text-white' },
  gold: { card: 'border-brand-500 bg-linear-to-b from-brand-100 to-white', medal: 'bg-brand-500 text-navy-900' },
  silver: { card: 'border-slate-200 bg-linear-to-b from-slate-100 to-white', medal: 'bg-slate-300 text-slate-900' },
  bronze: { card: 'border-orange-200 bg-linear-to-b from-orange-50 to-white', medal: 'bg-orange-700 text-white' },
}

type Props = { tiers: readonly SponsorTier[]; note?: string }

/** The four sponsor levels as medal cards (two per row on phones, four on laptops). */
export function SponsorTiers({ tiers, note }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiers.map((tier) => {
        const style = tierStyles[tier.id]
        return (
          <li key={tier.id} className={`flex flex-col items-center rounded-2xl border-2 p-5 text-center shadow-sm sm:p-6 ${style.card}`}>
            <span className={`inline-flex h-12 w-12 items-center justify-center rounded-full shadow ${style.medal}`}>
              <Icon name="star" className="h-6 w-6" />
            </span>
            <h3 className="mt-3 text-lg font-bold text-navy-900">{tier.name}</h3>
            <p className="mt-1 text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">{tier.amount}</p>
            {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
