import { useTranslations } from 'next-intl'

import { Icon } from '@/components/pages/icon'

type Bonus = { shares: string; text: string }

/** The share-by-email bonus prizes (10 and 20 shares). */
export function BonusPrizes({ title, bonuses }: { title: string; bonuses: readonly Bonus[] }) {
  const t = useTranslations('pageParts')
  return (
    <div className="rounded-2xl bg-navy-800 p-5 text-white shadow-sm sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <span className="text-brand-500">
          <Icon name="gift" />
        </span>
        {title}
      </h3>
      <ul className="mt-4 space-y-3">
        {bonuses.map((bonus) => (
          <li key={bonus.shares} className="flex items-center gap-4">
            <span className="inline-flex h-12 min-w-12 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-500 px-2 text-navy-900">
              <span className="text-lg font-extrabold leading-none">{bonus.shares}</span>
              <span className="text-[0.7rem] font-bold uppercase leading-tight">{t('shares')}</span>
            </span>
            <span className="text-base text-slate-100">{bonus.text}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
