/** Fixed copy for /become-a-sponsor (SPEC §2 Sponsor, §9 sponsor tiers): each text in English (the spec's words) and Spanish side by side (`@/i18n/bilingual`). */
import type { IconName } from '@/content/ui-types'
import { type Bilingual, inBothLanguages, same, t } from '@/i18n/bilingual'

export type ContributionWay = { title: string; description: string; icon: IconName }
export type SponsorTierId = 'platinum' | 'gold' | 'silver' | 'bronze'
export type SponsorTier = { id: SponsorTierId; name: string; amount: string }

export type SponsorContent = {
  intro: string
  ways: readonly ContributionWay[]
  /** SPEC §9: $1,000+, $500+, $250+, $100+. */
  tiers: readonly SponsorTier[]
  fundedItems: readonly string[]
  payment: {
    onlineTitle: string
    onlineText: string
    onlineButton: string
    checkTitle: string
    checkText: string
    checkButton: string
    emailSubject: string
    /** Followed by the PTA's name from site settings. */
    payableTo: string
  }
  policyIntro: string
  policy: readonly string[]
}

const source: Bilingual<SponsorContent> = {
  intro: t(
    'Local businesses and families help our PTA give every student great programs, technology and experiences. Your support goes straight to our school.',
    'Los negocios y las familias de la comunidad ayudan a nuestra PTA a ofrecer a cada alumno excelentes programas, tecnología y experiencias. Su apoyo llega directamente a nuestra escuela.',
  ),
  ways: [
    {
      title: t('Monetary donation', 'Donación en dinero'),
      description: t(
        'A one-time monetary donation at any of our sponsor levels.',
        'Una donación única en dinero, en cualquiera de nuestros niveles de patrocinio.',
      ),
      icon: 'dollar',
    },
    {
      title: t('Professional services', 'Servicios profesionales'),
      description: t(
        'Donate professional services such as printing, design, photography or catering that the PTA would otherwise pay for.',
        'Done servicios profesionales que la PTA tendría que pagar, como impresión, diseño, fotografía o comida para eventos.',
      ),
      icon: 'wrench',
    },
    {
      title: t('Equipment', 'Equipo'),
      description: t(
        'Donate new equipment, such as technology, sports gear or classroom materials.',
        'Done equipo nuevo, como tecnología, artículos deportivos o materiales para el salón.',
      ),
      icon: 'box',
    },
  ],
  tiers: [
    { id: 'platinum', name: t('Platinum', 'Platino'), amount: same('$1,000+') },
    { id: 'gold', name: t('Gold', 'Oro'), amount: same('$500+') },
    { id: 'silver', name: t('Silver', 'Plata'), amount: same('$250+') },
    { id: 'bronze', name: t('Bronze', 'Bronce'), amount: same('$100+') },
  ],
  fundedItems: [
    t('Chromebooks and charging carts', 'Chromebooks y carritos de carga'),
    same('Accelerated Reader'),
    t('$5 per student for classroom supplies', '$5 por alumno para útiles escolares'),
    t('Computer lab and STEAM lab materials', 'Materiales para el laboratorio de computación y el laboratorio STEAM'),
    t('Reflections arts program', 'Programa de arte Reflections'),
    t('Assemblies and enrichment programs', 'Asambleas y programas de enriquecimiento'),
    t('Teacher Appreciation', 'Semana de agradecimiento a los maestros'),
    t('Family events such as Reindeer Lane and the VIP Dance', 'Eventos familiares como Reindeer Lane y el VIP Dance'),
    t('Kindergarten & TK and Fifth Grade celebrations', 'Celebraciones de Kínder y TK y de quinto grado'),
  ],
  payment: {
    onlineTitle: t('Pay online', 'Pague en línea'),
    onlineText: t(
      'Choose your sponsor level and pay securely by card in our online store.',
      'Elija su nivel de patrocinio y pague de forma segura con tarjeta en nuestra tienda en línea.',
    ),
    onlineButton: t('Sponsor online', 'Patrocinar en línea'),
    checkTitle: t('Pay by check', 'Pague con cheque'),
    checkText: t(
      'Email us to request a sponsorship form. Fill it in and mail or drop it off at the front office with your check.',
      'Escríbanos para pedir un formulario de patrocinio. Llénelo y envíelo por correo o entréguelo en la oficina de la escuela junto con su cheque.',
    ),
    checkButton: t('Request a sponsorship form', 'Pedir un formulario de patrocinio'),
    emailSubject: t('Sponsorship form request', 'Solicitud de formulario de patrocinio'),
    payableTo: t('Please make checks payable to', 'Por favor, haga sus cheques a nombre de'),
  },
  policyIntro: t(
    'As a nonprofit, our PTA follows a non-commercial policy: we do not endorse any business, product or service.',
    'Como organización sin fines de lucro, nuestra PTA sigue una política no comercial: no respaldamos ningún negocio, producto ni servicio.',
  ),
  policy: [
    t('Sponsorships last one school year.', 'Los patrocinios duran un año escolar.'),
    t(
      'Sponsorships are paid in one full payment, with no refund.',
      'Los patrocinios se pagan en un solo pago completo y no son reembolsables.',
    ),
    t('The PTA may accept or deny any sponsorship.', 'La PTA puede aceptar o rechazar cualquier patrocinio.'),
    t('All sponsors are treated equally by level.', 'Todos los patrocinadores reciben el mismo trato según su nivel.'),
    t('Member personal data is not sold.', 'No vendemos los datos personales de los miembros.'),
  ],
}

export const sponsorContent = inBothLanguages<SponsorContent>(source)
