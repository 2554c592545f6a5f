'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import { CONTROLS_ROW_CLASS } from '@/components/home/photo-feed-tiles'

type Props = { controls: string; visible: boolean; playing: boolean; onToggle: () => void; onPrevious: () => void; onNext: () => void }

const buttonClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-navy-800 text-navy-900 transition hover:bg-navy-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700'

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

/** Pause/play, previous and next for the photo-feed carousel (WCAG 2.2.2: moving content can be stopped). */
export function CarouselControls({ controls, visible, playing, onToggle, onPrevious, onNext }: Props) {
  const t = useTranslations('photoFeed')
  if (!visible) return <div className={CONTROLS_ROW_CLASS} />
  return (
    <div className={CONTROLS_ROW_CLASS}>
      <button
        type="button"
        className={buttonClass}
        aria-controls={controls}
        onClick={onToggle}
        aria-label={playing ? t('pause') : t('play')}
      >
        <Icon>{playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5.5v13l10-6.5z" />}</Icon>
      </button>
      <button type="button" className={buttonClass} aria-controls={controls} onClick={onPrevious} aria-label={t('previous')}>
        <Icon>
          <path d="M15 18l-6-6 6-6" />
        </Icon>
      </button>
      <button type="button" className={buttonClass} aria-controls={controls} onClick={onNext} aria-label={t('next')}>
        <Icon>
          <path d="M9 18l6-6-6-6" />
        </Icon>
      </button>
    </div>
  )
}
