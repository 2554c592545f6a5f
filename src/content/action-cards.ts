import type { ButtonVariant } from '@/components/ui/button-link'
import type { SiteSetting } from '@/payload-types'

export type LinkKey = keyof SiteSetting['links']

/** SPEC §3 action card / quick-action item. `link` names the officer-editable URL in site settings. */
export type ActionCard = {
  title: string
  description: string
  icon: 'heart' | 'shirt' | 'kit' | 'star'
  buttonText: string
  buttonVariant: ButtonVariant
  color: string
  image: string
  link: LinkKey
}

export const ACTION_CARDS: ActionCard[] = [
  {
    title: 'PTA Membership',
    description: 'Join for $10 per person and help fund programs, supplies and events for every student.',
    icon: 'heart',
    buttonText: 'Join Now',
    buttonVariant: 'hero',
    color: 'bg-amber-50 border-amber-200',
    image: '/images/card-membership.svg',
    link: 'membership',
  },
  {
    title: 'Spirit Wear',
    description: 'Show your school pride with shirts, hoodies and hats from our online shop.',
    icon: 'shirt',
    buttonText: 'Shop Now',
    buttonVariant: 'secondary',
    color: 'bg-sky-50 border-sky-200',
    image: '/images/card-spirit-wear.svg',
    link: 'spiritWear',
  },
  {
    title: 'Emergency Kit',
    description: 'Order an earthquake emergency kit for your child, kept safely at school all year.',
    icon: 'kit',
    buttonText: 'Order Kit',
    buttonVariant: 'action',
    color: 'bg-emerald-50 border-emerald-200',
    image: '/images/card-emergency-kit.svg',
    link: 'emergencyKit',
  },
  {
    title: 'Become a Sponsor',
    description: 'Local businesses and families: support our school and be recognized all year.',
    icon: 'star',
    buttonText: 'Learn More',
    buttonVariant: 'outline',
    color: 'bg-rose-50 border-rose-200',
    image: '/images/card-sponsor.svg',
    link: 'sponsorship',
  },
]
