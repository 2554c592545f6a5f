/** English copy for /what-we-do. */
import type { ProgramsContent } from './index'

const programs: ProgramsContent['programs'] = [
  {
    name: 'Accelerated Reader',
    description: 'Students choose books at their own level, take short quizzes and earn points for every book they finish.',
    icon: 'book',
  },
  {
    name: 'Reflections',
    description:
      'The National PTA arts program. Students create original work in dance, film, literature, music, photography or visual arts around a yearly theme.',
    icon: 'palette',
    externalLink: { settingsKey: 'reflections', label: 'Reflections entry form' },
  },
  {
    name: 'Walking Program',
    description: 'Students walk laps before school and at recess, earning fun tokens as their miles add up.',
    icon: 'walk',
  },
  {
    name: 'Yearbook',
    description: 'A keepsake of the school year with class photos, events and memories from every grade.',
    icon: 'camera',
  },
  {
    name: 'Student Store',
    description: 'Run by PTA volunteers, the store offers school supplies and fun small items at kid-friendly prices.',
    icon: 'bag',
  },
  {
    name: 'Caught You Reading',
    description: 'Staff “catch” students reading for fun and reward them with a ticket for a prize drawing.',
    icon: 'star',
  },
  {
    name: 'Scholastic Book Fair',
    description: 'A week of books in the library. Every purchase also earns free books for classrooms and the library.',
    schedule: 'Twice a year, October and May',
    icon: 'calendar',
  },
  {
    name: 'Reindeer Lane',
    description: 'Our holiday shop where students pick affordable gifts for their family, with volunteer elves to help.',
    icon: 'tree',
  },
  {
    name: 'Other Fundraisers',
    description: 'Restaurant nights, spirit wear, the Golden Bubble Run and more. Every dollar goes back to our students.',
    icon: 'dollar',
  },
]

const gradePrograms: ProgramsContent['gradePrograms'] = [
  {
    grade: 'Kindergarten & TK',
    intro: 'A warm welcome for our youngest students and their families.',
    items: [
      { title: 'First-day welcome', description: 'Coffee, tissues and friendly faces for parents on the first day of school.' },
      { title: '100th Day of School', description: 'Supplies and treats for the 100th day celebration in every classroom.' },
      { title: 'End-of-year celebration', description: 'A special celebration to cheer on students as they finish their first year.' },
    ],
  },
  {
    grade: 'Fifth Grade',
    intro: 'A proud send-off for our oldest students as they move on to middle school.',
    items: [
      { title: 'Science camp support', description: 'Help with outdoor science camp costs so every fifth grader can take part.' },
      { title: 'Fifth grade promotion', description: 'Decorations, certificates and a reception for promotion day.' },
      { title: 'Farewell celebration', description: 'An end-of-year party and a clap-out through the halls on the last day.' },
    ],
  },
]

export const programsEn: ProgramsContent = { programs, gradePrograms }
