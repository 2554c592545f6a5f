import type React from 'react'

import { Icon, type IconName } from '@/components/pages/icon'

const gridCols = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** A responsive list of cards: one column on phones, two on tablets, up to four on laptops. */
export function CardGrid({ columns = 3, children }: { columns?: keyof typeof gridCols; children: React.ReactNode }) {
  return <ul className={`grid gap-5 ${gridCols[columns]}`}>{children}</ul>
}

type Props = {
  title: string
  icon?: IconName
  /** A short highlighted fact shown under the title (e.g. "Twice a year, October and May"). */
  badge?: string
  children?: React.ReactNode
  footer?: React.ReactNode
  as?: 'li' | 'div'
}

/** A rounded card with an optional icon, an h3 title, body text and an optional footer (e.g. a button). */
export function FeatureCard({ title, icon, badge, children, footer, as: Tag = 'li' }: Props) {
  return (
    <Tag className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        {icon ? (
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <Icon name={icon} />
          </span>
        ) : null}
        <div className="min-w-0 self-center">
          <h3 className="text-lg font-bold leading-snug text-navy-900">{title}</h3>
        </div>
      </div>
      {badge ? (
        <p className="mt-4 self-start rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-bold text-brand-700 ring-1 ring-brand-100">
          {badge}
        </p>
      ) : null}
      {children ? <div className="mt-4 flex-1 text-base leading-relaxed text-slate-700">{children}</div> : null}
      {footer ? <div className="mt-5">{footer}</div> : null}
    </Tag>
  )
}
