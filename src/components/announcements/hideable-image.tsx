'use client'

import { useState } from 'react'

import type { ImageSources } from '@/features/announcements'

/** `sizes` of a card in the three-column grids (home blocks, calendar): a column of `max-w-7xl` at most. */
export const GRID_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

type Props = {
  src: string
  alt: string
  className?: string
  sources?: ImageSources | null
  sizes?: string
  /** The first card of a listing, on screen when a phone opens the page: fetched at once, not lazily. */
  eager?: boolean
}

/**
 * An announcement picture that disappears if it fails to load (SPEC §8), instead of a broken icon. With
 * `sources`, the browser picks the AVIF or WebP size that fits `sizes`.
 */
export function HideableImage({ src, alt, className = '', sources, sizes = GRID_CARD_SIZES, eager = false }: Props) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- uploaded images are already resized by sharp
    <img
      src={src}
      srcSet={sources?.webp}
      sizes={sources ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  )
  if (!sources?.avif) return img
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {img}
    </picture>
  )
}
