import { useTranslations } from 'next-intl'

import type { PrizeLevel } from '@/content/bubble-run'

type Props = { caption: string; levels: readonly PrizeLevel[] }

/** Per-lap prize levels as a two-column table: amount raised per lap, and the prize it earns. */
export function PrizeLevelTable({ caption, levels }: Props) {
  const t = useTranslations('pageParts')
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="px-3 pb-2 pt-5 text-left text-lg font-bold text-navy-900 sm:px-6">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-brand-500 text-sm uppercase tracking-wide text-slate-700">
            {/* Whole words only (the page may break anywhere): the column grows to "VUELTA" instead of splitting it,
                and no wider (1 %): with large text on a phone the prizes keep the room. */}
            <th scope="col" className="w-[1%] px-3 py-3 font-bold [overflow-wrap:normal] sm:px-6">
              {t('perLap')}
            </th>
            <th scope="col" className="px-3 py-3 font-bold sm:px-6">
              {t('prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.perLap} className="border-b border-slate-100 last:border-b-0 even:bg-brand-50">
              <th scope="row" className="whitespace-nowrap px-3 py-3 text-lg font-extrabold text-brand-700 sm:px-6">
                {level.perLap}
              </th>
              <td className="px-3 py-3 text-base font-medium text-slate-800 [overflow-wrap:normal] sm:px-6">{level.prize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
