import type { ButtonVariant } from '@/content/ui-types'
import type { AppLocale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

export type LinkKey = keyof SiteSetting['links']

type CardText = { title: string; description: string; buttonText: string }

/** SPEC §3 action card / quick-action item. `link` names the officer-editable URL in site settings. */
export type ActionCard = CardText & {
  icon: 'heart' | 'shirt' | 'kit' | 'star'
  buttonVariant: ButtonVariant
  color: string
  image: string
  link: LinkKey
}

const CARDS: ReadonlyArray<Omit<ActionCard, keyof CardText>> = [
  { icon: 'heart', buttonVariant: 'hero', color: 'bg-amber-50 border-amber-200', image: '/images/card-membership.svg', link: 'membership' },
  { icon: 'shirt', buttonVariant: 'secondary', color: 'bg-sky-50 border-sky-200', image: '/images/card-spirit-wear.svg', link: 'spiritWear' },
  { icon: 'kit', buttonVariant: 'action', color: 'bg-emerald-50 border-emerald-200', image: '/images/card-emergency-kit.svg', link: 'emergencyKit' },
  { icon: 'star', buttonVariant: 'outline', color: 'bg-rose-50 border-rose-200', image: '/images/card-sponsor.svg', link: 'sponsorship' },
]

/** The cards' words, in the order of CARDS (SPEC §2: Join Now, Shop Now, Order Kit, Learn More). */
const TEXT: Record<AppLocale, readonly [CardText, CardText, CardText, CardText]> = {
  en: [
    {
      title: 'PTA Membership',
      description: 'Join for $10 per person and help fund programs, supplies and events for every student.',
      buttonText: 'Join Now',
    },
    { title: 'Spirit Wear', description: 'Show your school pride with shirts, hoodies and hats from our online shop.', buttonText: 'Shop Now' },
    {
      title: 'Emergency Kit',
      description: 'Order an earthquake emergency kit for your child, kept safely at school all year.',
      buttonText: 'Order Kit',
    },
    {
      title: 'Become a Sponsor',
      description: 'Local businesses and families: support our school and be recognized all year.',
      buttonText: 'Learn More',
    },
  ],
  es: [
    {
      title: 'Membresía de la PTA',
      description: 'Únase por $10 por persona y ayude a pagar programas, útiles y eventos para todos los alumnos.',
      buttonText: 'Únase ahora',
    },
    {
      title: 'Ropa escolar',
      description: 'Luzca el orgullo por su escuela con camisetas, sudaderas y gorras de nuestra tienda en línea.',
      buttonText: 'Compre ahora',
    },
    {
      title: 'Kit de emergencia',
      description: 'Pida un kit de emergencia para terremotos para su hijo o hija, que se guarda en la escuela todo el año.',
      buttonText: 'Pida el kit',
    },
    {
      title: 'Sea patrocinador',
      description: 'Negocios y familias de la comunidad: apoyen a nuestra escuela y reciban reconocimiento todo el año.',
      buttonText: 'Más información',
    },
  ],
}

/** The four action cards in `locale`. */
export const actionCards = (locale: AppLocale): ActionCard[] => CARDS.map((card, i) => ({ ...card, ...TEXT[locale][i] }))
