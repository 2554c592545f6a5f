import { useTranslations } from 'next-intl'
import Link from 'next/link'
import type React from 'react'

import { EXTERNAL } from '@/lib/links'

import type { ButtonVariant } from '@/content/ui-types'

export type { ButtonVariant }

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700'

export const buttonVariants: Record<ButtonVariant, string> = {
  hero: 'bg-brand-500 text-navy-900 shadow hover:bg-brand-100',
  secondary: 'bg-navy-800 text-white hover:bg-navy-700',
  action: 'bg-emerald-700 text-white hover:bg-emerald-800',
  outline: 'border-2 border-navy-800 text-navy-900 hover:bg-navy-800 hover:text-white',
}

type Props = {
  href: string
  variant?: ButtonVariant
  external?: boolean
  className?: string
  tabIndex?: number
  children: React.ReactNode
}

/**
 * A link styled as a button. External links open in a new tab and say so to screen readers, in the page's
 * language (`useTranslations` works in server and client components alike; `common` reaches the browser).
 */
export function ButtonLink({ href, variant = 'secondary', external = false, className = '', tabIndex, children }: Props) {
  const t = useTranslations('common')
  const classes = `${base} ${buttonVariants[variant]} ${className}`
  if (external) {
    return (
      <a href={href} {...EXTERNAL} className={classes} tabIndex={tabIndex}>
        {children}
        <span className="sr-only">{t('opensInNewTab')}</span>
      </a>
    )
  }
  return (
    <Link href={href} className={classes} tabIndex={tabIndex}>
      {children}
    </Link>
  )
}
