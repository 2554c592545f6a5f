/** English copy for /become-a-sponsor. */
import type { SponsorContent } from './index'

const intro =
  'Local businesses and families help our PTA give every student great programs, technology and experiences. Your support goes straight to our school.'

const ways: SponsorContent['ways'] = [
  {
    title: 'Monetary donation',
    description: 'A one-time monetary donation at any of our sponsor levels.',
    icon: 'dollar',
  },
  {
    title: 'Professional services',
    description: 'Donate professional services such as printing, design, photography or catering that the PTA would otherwise pay for.',
    icon: 'wrench',
  },
  {
    title: 'Equipment',
    description: 'Donate new equipment, such as technology, sports gear or classroom materials.',
    icon: 'box',
  },
]

/** SPEC §9: $1,000+, $500+, $250+, $100+. */
const tiers: SponsorContent['tiers'] = [
  { id: 'platinum', name: 'Platinum', amount: '$1,000+' },
  { id: 'gold', name: 'Gold', amount: '$500+' },
  { id: 'silver', name: 'Silver', amount: '$250+' },
  { id: 'bronze', name: 'Bronze', amount: '$100+' },
]

const fundedItems = [
  'Chromebooks and charging carts',
  'Accelerated Reader',
  '$5 per student for classroom supplies',
  'Computer lab and STEAM lab materials',
  'Reflections arts program',
  'Assemblies and enrichment programs',
  'Teacher Appreciation',
  'Family events such as Reindeer Lane and the VIP Dance',
  'Kindergarten & TK and Fifth Grade celebrations',
]

const payment = {
  onlineTitle: 'Pay online',
  onlineText: 'Choose your sponsor level and pay securely by card in our online store.',
  onlineButton: 'Sponsor online',
  checkTitle: 'Pay by check',
  checkText: 'Email us to request a sponsorship form. Fill it in and mail or drop it off at the front office with your check.',
  checkButton: 'Request a sponsorship form',
  emailSubject: 'Sponsorship form request',
  /** Followed by the PTA's name from site settings. */
  payableTo: 'Please make checks payable to',
}

const policyIntro =
  'As a nonprofit, our PTA follows a non-commercial policy: we do not endorse any business, product or service.'

const policy = [
  'Sponsorships last one school year.',
  'Sponsorships are paid in one full payment, with no refund.',
  'The PTA may accept or deny any sponsorship.',
  'All sponsors are treated equally by level.',
  'Member personal data is not sold.',
]

export const sponsorEn: SponsorContent = { intro, ways, tiers, fundedItems, payment, policyIntro, policy }
