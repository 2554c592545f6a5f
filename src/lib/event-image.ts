/** SPEC §9 event image fallback: the event's own image, else a picture chosen by title keywords, else generic. */
const KEYWORD_IMAGES: { pattern: RegExp; image: string }[] = [
  { pattern: /restaurant\s*night/i, image: '/images/event-restaurant-night.svg' },
  { pattern: /battle\s*of\s*the\s*books/i, image: '/images/event-battle-of-the-books.svg' },
  { pattern: /planetarium/i, image: '/images/event-planetarium.svg' },
  { pattern: /membership|ice\s*cream/i, image: '/images/event-ice-cream-party.svg' },
  { pattern: /spirit\s*night/i, image: '/images/event-spirit-night.svg' },
  { pattern: /bubble\s*run/i, image: '/images/event-bubble-run.svg' },
  { pattern: /fun\s*run/i, image: '/images/event-fun-run.svg' },
  { pattern: /vision|hearing/i, image: '/images/event-vision-hearing.svg' },
  { pattern: /halloween|parade/i, image: '/images/event-halloween-parade.svg' },
]

export const GENERIC_EVENT_IMAGE = '/images/event-generic.svg'

export function eventImage(title: string, imageUrl: string | null): string {
  if (imageUrl) return imageUrl
  return KEYWORD_IMAGES.find((k) => k.pattern.test(title))?.image ?? GENERIC_EVENT_IMAGE
}
