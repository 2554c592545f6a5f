/** English copy for /membership. */
import type { MembershipContent } from './index'

const dues = {
  amount: '$10',
  unit: 'per person',
  note: 'Every parent, grandparent, guardian, teacher and friend can join. Each adult membership is $10 per person and lasts the whole school year.',
}

const benefits: MembershipContent['benefits'] = [
  {
    title: 'A voice at school',
    icon: 'megaphone',
    description: 'Vote at association meetings and help decide how PTA funds are spent for our students.',
  },
  {
    title: 'Stay in the loop',
    icon: 'mail',
    description: 'Be the first to hear about events, programs and volunteer opportunities.',
  },
  {
    title: 'Connect with families',
    icon: 'users',
    description: 'Meet other parents, teachers and staff, and build a friendly school community.',
  },
  {
    title: 'Member perks',
    icon: 'gift',
    description: 'Enjoy member discounts and savings offered through California State PTA and National PTA.',
  },
  {
    title: 'Parenting resources',
    icon: 'book',
    description: 'Get family guides, safety tips and advocacy news from California State PTA and National PTA.',
  },
  {
    title: 'Make a difference',
    icon: 'heart',
    description: 'Your dues go straight to programs your child enjoys every day at school.',
  },
]

const supportedPrograms = [
  'Accelerated Reader',
  'Reflections arts program',
  'Walking Program',
  'Caught You Reading',
  'Classroom supplies for every teacher',
  'Computer lab and STEAM lab',
  'Assemblies and family events',
  'Teacher Appreciation',
]

const joinSteps = [
  { title: 'Tap Become Member', description: 'The secure membership page opens in a new tab.' },
  { title: 'Add each member', description: 'Add every adult in your family who would like to join.' },
  { title: 'Pay online', description: 'Pay $10 per person securely by card. A confirmation arrives by email.' },
]

export const membershipEn: MembershipContent = { dues, benefits, supportedPrograms, joinSteps }
