/** Fixed copy of the home page's Programs & Events section (SPEC §2). */
export type ProgramCard = { title: string; description: string; image: string; linksOut?: boolean }

export const PROGRAMS_AND_EVENTS: ProgramCard[] = [
  {
    title: 'Golden Bubble Run',
    description: 'Our biggest fundraiser: students run laps through clouds of bubbles while families cheer.',
    image: '/images/program-bubble-run.svg',
  },
  {
    title: 'VIP Dance',
    description: 'A special evening dance for students and their VIP — a parent, grandparent or friend.',
    image: '/images/program-vip-dance.svg',
  },
  {
    title: 'Reindeer Lane',
    description: 'A holiday shop where students pick affordable gifts for their families.',
    image: '/images/program-reindeer-lane.svg',
  },
  {
    title: 'Teacher Appreciation',
    description: 'A week of treats, notes and surprises to thank our amazing teachers and staff.',
    image: '/images/program-teacher-appreciation.svg',
  },
  {
    title: 'Reflections Program',
    description: 'The national PTA arts program: students create art, music, dance, film, writing and photos.',
    image: '/images/program-reflections.svg',
    linksOut: true,
  },
]
