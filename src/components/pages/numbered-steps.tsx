import { useTranslations } from 'next-intl'

import { Icon, type IconName } from '@/components/pages/icon'

type Step = { title: string; description: string; icon?: IconName }

const cols = {
  1: '',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

type Props = { steps: readonly Step[]; columns?: keyof typeof cols; headingLevel?: 'h3' | 'h4' }

/**
 * An ordered list of steps, each with a number badge, a title and a sentence.
 * In one column the badge sits beside the text; in a grid it sits above it.
 */
export function NumberedSteps({ steps, columns = 3, headingLevel: Heading = 'h3' }: Props) {
  const t = useTranslations('pageParts')
  const stacked = columns !== 1
  return (
    <ol className={`grid gap-5 ${cols[columns]}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${stacked ? '' : 'flex items-start gap-4'}`}
        >
          <div className="flex shrink-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-800 text-lg font-extrabold text-white"
            >
              {index + 1}
            </span>
            {step.icon && stacked ? (
              <span className="text-brand-700">
                <Icon name={step.icon} />
              </span>
            ) : null}
          </div>
          <div>
            <Heading className={`${stacked ? 'mt-4' : 'mt-1.5'} text-lg font-bold text-navy-900`}>
              <span className="sr-only">{t('step', { number: String(index + 1) })}</span>
              {step.title}
            </Heading>
            <p className="mt-2 text-base leading-relaxed text-slate-700">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
