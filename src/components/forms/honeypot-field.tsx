'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'

/** A field people never see or reach; bots that fill it get a quiet success and nothing is stored. */
export function HoneypotField({ register }: { register?: UseFormRegisterReturn }) {
  const t = useTranslations('forms')
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t('honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  )
}
