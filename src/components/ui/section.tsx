import type React from 'react'

type Props = {
  id?: string
  title: string
  intro?: React.ReactNode
  tone?: 'white' | 'tint' | 'navy'
  children: React.ReactNode
  headingLevel?: 'h2' | 'h3'
  /** Below the first screen: laid out and painted only when it comes near the screen (`.offscreen`). */
  offscreen?: boolean
}

const tones = {
  white: 'bg-white',
  tint: 'bg-brand-50',
  navy: 'bg-navy-900 text-white',
}

/** A page section with an h2 (or h3) heading, used by every page for a consistent rhythm. */
export function Section({ id, title, intro, tone = 'white', children, headingLevel = 'h2', offscreen = false }: Props) {
  const Heading = headingLevel
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={`${offscreen ? 'offscreen ' : ''}${tones[tone]} py-12 sm:py-16`}>
      <div className="page-width">
        <Heading id={headingId} className="section-title">
          {title}
        </Heading>
        {intro ? <div className={`mt-3 max-w-3xl text-lg ${tone === 'navy' ? 'text-slate-200' : 'text-slate-700'}`}>{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
