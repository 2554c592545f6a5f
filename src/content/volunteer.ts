/** Fixed copy for /volunteer (SPEC §2 Volunteer). */
import type { IconName } from '@/components/pages/icon'

export type VolunteerFrequency = { label: string; description: string; icon: IconName; examples: readonly string[] }
export type VolunteerStep = { title: string; description: string; icon: IconName }

export const volunteerIntro =
  'Every hour counts. Whether you can help every day or once a year, there is a place for you on our volunteer team.'

export const volunteerFrequencies: readonly VolunteerFrequency[] = [
  {
    label: 'Daily',
    icon: 'clock',
    description: 'Lend a hand whenever you are on campus.',
    examples: ['Lunch and recess helper', 'Walking Program lap counter'],
  },
  {
    label: 'Weekly',
    icon: 'calendar',
    description: 'Take a regular shift that fits your schedule.',
    examples: ['Classroom or library helper', 'Student Store cashier'],
  },
  {
    label: 'Monthly',
    icon: 'users',
    description: 'Help with one activity each month.',
    examples: ['Caught You Reading prize drawings', 'Restaurant nights and PTA meetings'],
  },
  {
    label: 'Once a year',
    icon: 'star',
    description: 'Join the team for one of our big events.',
    examples: ['Scholastic Book Fair or Reindeer Lane', 'Golden Bubble Run or Teacher Appreciation'],
  },
]

export const volunteerRequirements: readonly VolunteerStep[] = [
  {
    title: 'Review and sign the handbook',
    description: 'Review and sign the district Volunteer Handbook. It explains how volunteers keep students safe on campus.',
    icon: 'file',
  },
  {
    title: 'Submit it at the front office',
    description: 'Submit the signed handbook at the front office so the school can add you to the volunteer list.',
    icon: 'building',
  },
  {
    title: 'Bring the required documents',
    description: "When you visit the front office, bring your driver's license and the handbook signature pages.",
    icon: 'idCard',
  },
]

export const volunteerChecklist = ["Driver's license", 'Handbook signature pages'] as const
