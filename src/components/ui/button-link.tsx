import { useTranslations } from 'next-intl'
import Link from 'next/link'
import type React from 'react'

import { EXTERNAL } from '@/lib/links'

import type { ButtonVariant } from '@/content/ui-types'

export type { ButtonVariant }

/** Each variant's colours (component classes in globals.css; `.btn` is the shape). */
export const buttonVariants: Record<ButtonVariant, string> = {
  hero: 'btn-hero',
  secondary: 'btn-secondary',
  action: 'btn-action',
  outline: 'btn-outline',
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
  const classes = `btn ${buttonVariants[variant]} ${className}`
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
