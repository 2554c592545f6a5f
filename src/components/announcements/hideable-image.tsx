'use client'

import { useState } from 'react'

type Props = { src: string; alt: string; className?: string; sizes?: string }

/** An announcement picture that disappears if it fails to load (SPEC §8), instead of a broken icon. */
export function HideableImage({ src, alt, className = '' }: Props) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploaded images are already resized by sharp
    <img src={src} alt={alt} loading="lazy" decoding="async" className={className} onError={() => setFailed(true)} />
  )
}
