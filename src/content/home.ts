/** Fixed copy of the home page's Programs & Events section (SPEC §2), in both languages. */
import type { AppLocale } from '@/i18n/locales'

/**
 * `link`: where the card leads. Reflections links out to its entry form (SPEC §2); the Golden Bubble Run
 * card goes to the fun-run page, so the page stays reachable after the promo pop-up's date (issue 14).
 */
export type ProgramCard = { title: string; description: string; image: string; link?: 'bubbleRun' | 'reflections' }

const IMAGES = {
  bubbleRun: '/images/program-bubble-run.svg',
  vipDance: '/images/program-vip-dance.svg',
  reindeerLane: '/images/program-reindeer-lane.svg',
  teachers: '/images/program-teacher-appreciation.svg',
  reflections: '/images/program-reflections.svg',
} as const

export const PROGRAMS_AND_EVENTS: Record<AppLocale, readonly ProgramCard[]> = {
  en: [
    {
      title: 'Golden Bubble Run',
      description: 'Our biggest fundraiser: students run laps through clouds of bubbles while families cheer.',
      image: IMAGES.bubbleRun,
      link: 'bubbleRun',
    },
    {
      title: 'VIP Dance',
      description: 'A special evening dance for students and their VIP — a parent, grandparent or friend.',
      image: IMAGES.vipDance,
    },
    {
      title: 'Reindeer Lane',
      description: 'A holiday shop where students pick affordable gifts for their families.',
      image: IMAGES.reindeerLane,
    },
    {
      title: 'Teacher Appreciation',
      description: 'A week of treats, notes and surprises to thank our amazing teachers and staff.',
      image: IMAGES.teachers,
    },
    {
      title: 'Reflections Program',
      description: 'The national PTA arts program: students create art, music, dance, film, writing and photos.',
      image: IMAGES.reflections,
      link: 'reflections',
    },
  ],
  es: [
    {
      title: 'Golden Bubble Run',
      description: 'Nuestra mayor recaudación de fondos: los alumnos corren vueltas entre nubes de burbujas mientras sus familias los animan.',
      image: IMAGES.bubbleRun,
      link: 'bubbleRun',
    },
    {
      title: 'VIP Dance',
      description: 'Un baile especial por la tarde para los alumnos y su invitado VIP: mamá, papá, un abuelo o una amistad.',
      image: IMAGES.vipDance,
    },
    {
      title: 'Reindeer Lane',
      description: 'Una tiendita navideña donde los alumnos eligen regalos económicos para su familia.',
      image: IMAGES.reindeerLane,
    },
    {
      title: 'Agradecimiento a los maestros',
      description: 'Una semana de detalles, notas y sorpresas para dar las gracias a nuestros maravillosos maestros y personal.',
      image: IMAGES.teachers,
    },
    {
      title: 'Programa Reflections',
      description: 'El programa de arte de National PTA: los alumnos crean arte, música, danza, cine, textos y fotografías.',
      image: IMAGES.reflections,
      link: 'reflections',
    },
  ],
}
