import { useTranslations } from 'next-intl'
import type React from 'react'

type Props = { amount: string; unit: string; note: string; schoolYear: string; action: React.ReactNode }

/** The membership price, large and clear, with the join button right under it. */
export function DuesCard({ amount, unit, note, schoolYear, action }: Props) {
  const t = useTranslations('pageParts')
  return (
    <div className="relative overflow-hidden rounded-3xl border-2 border-brand-500 bg-brand-50 p-6 shadow-sm sm:p-8">
      <div aria-hidden="true" className="absolute -right-12 -top-12 h-40 w-40 rounded-full bg-brand-100" />
      <div className="relative">
        <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{t('annualDues', { schoolYear })}</p>
        <p className="mt-2 flex items-baseline gap-2 text-navy-900">
          <span className="text-6xl font-extrabold tracking-tight">{amount}</span>
          <span className="text-xl font-semibold">{unit}</span>
        </p>
        <p className="mt-4 text-lg leading-relaxed text-slate-800">{note}</p>
        <div className="mt-6">{action}</div>
      </div>
    </div>
  )
}
