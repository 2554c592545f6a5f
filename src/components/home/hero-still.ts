/** The hero's still (the image behind the text and the video's poster), as WebP at two widths. */
export const HERO_STILL = {
  src: '/images/hero-1600.webp',
  srcSet: '/images/hero-960.webp 960w, /images/hero-1600.webp 1600w',
  sizes: '100vw',
} as const
