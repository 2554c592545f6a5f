/** English copy for /about-us (SPEC §2 About). */
import type { AboutContent } from './index'

const mission = {
  quote:
    'To bring families, teachers and our community together so that every child has the tools, programs and support to learn, grow and shine.',
  attribution: 'Our PTA mission',
}

const description = [
  'We are a nonprofit, volunteer-run association of parents, guardians, teachers and staff, and a proud unit of California State PTA and National PTA.',
  'Membership dues, fundraisers and community sponsors pay for the reading programs, technology, classroom supplies, arts and family events that make our school a special place to learn. Every member is welcome at our monthly meetings, and every volunteer hour makes a difference.',
]

const boardRoles = [
  { title: 'President', description: 'Leads the board, runs association meetings and works closely with the principal.' },
  { title: 'Executive Vice President', description: 'Supports the president, coordinates committees and steps in when needed.' },
  { title: 'Secretary', description: 'Records the minutes of board and association meetings and keeps PTA records.' },
  { title: 'Treasurer', description: 'Manages the budget, pays approved expenses and reports on finances every month.' },
  { title: 'Financial Secretary', description: 'Receives and deposits all funds and keeps receipts in order.' },
  { title: 'Auditor', description: 'Reviews the books twice a year so every dollar is accounted for.' },
  { title: 'Historian', description: 'Keeps the record of our programs, volunteer hours and milestones.' },
  { title: 'Parliamentarian', description: 'Keeps meetings fair and makes sure we follow our bylaws.' },
  { title: 'VP Membership', description: 'Runs membership drives and welcomes new families and staff.' },
  { title: 'VP Fundraising', description: 'Plans fundraisers such as the Golden Bubble Run and the book fairs.' },
  { title: 'VP Programs', description: 'Organizes Reflections, assemblies and family events all year long.' },
  { title: 'VP Communications', description: 'Shares news through the website, newsletters and social media.' },
]

const accomplishments: AboutContent['accomplishments'] = [
  {
    title: 'Chromebook carts',
    highlight: '35 each',
    description: 'Chromebook carts of 35 each, so a whole class can work on devices at the same time.',
    icon: 'laptop',
  },
  {
    title: 'Laser printers',
    description: 'Laser printers for classrooms, so teachers can print lessons and student work quickly.',
    icon: 'printer',
  },
  {
    title: 'Accelerated Reader',
    description: 'The Accelerated Reader program, which helps students find books at their level and track their reading.',
    icon: 'book',
  },
  {
    title: 'Classroom supplies',
    highlight: '$5 per student',
    description: '$5 per student for classroom supplies, given to every teacher each school year.',
    icon: 'pencil',
  },
  {
    title: 'Computer lab',
    description: 'A computer lab where students build typing, research and digital citizenship skills.',
    icon: 'monitor',
  },
  {
    title: 'STEAM lab',
    description: 'A STEAM lab for hands-on science, technology, engineering, art and math projects.',
    icon: 'flask',
  },
]

export const aboutEn: AboutContent = { mission, description, boardRoles, accomplishments }
