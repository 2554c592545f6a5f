/** English copy for /volunteer. */
import type { VolunteerContent } from './index'

const intro =
  'Every hour counts. Whether you can help every day or once a year, there is a place for you on our volunteer team.'

const frequencies: VolunteerContent['frequencies'] = [
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

const requirements: VolunteerContent['requirements'] = [
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

const checklist = ["Driver's license", 'Handbook signature pages']

export const volunteerEn: VolunteerContent = { intro, frequencies, requirements, checklist }
