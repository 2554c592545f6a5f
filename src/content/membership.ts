/** Fixed copy for /membership (SPEC §2 Membership, §9: dues are $10 per person): each text in English (the spec's words) and Spanish side by side (`@/i18n/bilingual`). */
import type { IconName } from '@/content/ui-types'
import { type Bilingual, inBothLanguages, same, t } from '@/i18n/bilingual'

export type MembershipBenefit = { title: string; description: string; icon: IconName }

export type MembershipContent = {
  dues: { amount: string; unit: string; note: string }
  /** Shown on /membership and in the Membership benefits part of /about-us. */
  benefits: readonly MembershipBenefit[]
  /** The programs that membership dues help pay for. */
  supportedPrograms: readonly string[]
  joinSteps: readonly { title: string; description: string }[]
}

const source: Bilingual<MembershipContent> = {
  dues: {
    amount: same('$10'),
    unit: t('per person', 'por persona'),
    note: t(
      'Every parent, grandparent, guardian, teacher and friend can join. Each adult membership is $10 per person and lasts the whole school year.',
      'Pueden unirse todos los padres, abuelos, tutores, maestros y amigos de la escuela. Cada membresía de adulto cuesta $10 por persona y es válida durante todo el año escolar.',
    ),
  },
  benefits: [
    {
      title: t('A voice at school', 'Voz en la escuela'),
      icon: 'megaphone',
      description: t(
        'Vote at association meetings and help decide how PTA funds are spent for our students.',
        'Vote en las juntas de la asociación y ayude a decidir cómo se usan los fondos de la PTA en beneficio de los alumnos.',
      ),
    },
    {
      title: t('Stay in the loop', 'Manténgase al tanto'),
      icon: 'mail',
      description: t(
        'Be the first to hear about events, programs and volunteer opportunities.',
        'Entérese antes que nadie de los eventos, los programas y las oportunidades de voluntariado.',
      ),
    },
    {
      title: t('Connect with families', 'Conozca a otras familias'),
      icon: 'users',
      description: t(
        'Meet other parents, teachers and staff, and build a friendly school community.',
        'Conozca a otros padres, maestros y personal, y forme parte de una comunidad escolar unida.',
      ),
    },
    {
      title: t('Member perks', 'Ventajas para miembros'),
      icon: 'gift',
      description: t(
        'Enjoy member discounts and savings offered through California State PTA and National PTA.',
        'Aproveche los descuentos y ahorros para miembros que ofrecen California State PTA y National PTA.',
      ),
    },
    {
      title: t('Parenting resources', 'Recursos para padres'),
      icon: 'book',
      description: t(
        'Get family guides, safety tips and advocacy news from California State PTA and National PTA.',
        'Reciba guías para familias, consejos de seguridad y noticias de defensa de la niñez de California State PTA y National PTA.',
      ),
    },
    {
      title: t('Make a difference', 'Marque la diferencia'),
      icon: 'heart',
      description: t(
        'Your dues go straight to programs your child enjoys every day at school.',
        'Su cuota se destina directamente a programas que su hijo o hija disfruta cada día en la escuela.',
      ),
    },
  ],
  supportedPrograms: [
    same('Accelerated Reader'),
    t('Reflections arts program', 'Programa de arte Reflections'),
    t('Walking Program', 'Walking Program (programa de caminata)'),
    same('Caught You Reading'),
    t('Classroom supplies for every teacher', 'Útiles escolares para cada maestro'),
    t('Computer lab and STEAM lab', 'Laboratorio de computación y laboratorio STEAM'),
    t('Assemblies and family events', 'Asambleas y eventos familiares'),
    t('Teacher Appreciation', 'Semana de agradecimiento a los maestros'),
  ],
  joinSteps: [
    {
      title: t('Tap Become Member', 'Pulse «Hacerme miembro»'),
      description: t(
        'The secure membership page opens in a new tab.',
        'La página segura de membresía se abre en una pestaña nueva.',
      ),
    },
    {
      title: t('Add each member', 'Agregue a cada miembro'),
      description: t(
        'Add every adult in your family who would like to join.',
        'Agregue a cada adulto de su familia que desee unirse.',
      ),
    },
    {
      title: t('Pay online', 'Pague en línea'),
      description: t(
        'Pay $10 per person securely by card. A confirmation arrives by email.',
        'Pague $10 por persona de forma segura con tarjeta. Recibirá una confirmación por correo electrónico.',
      ),
    },
  ],
}

export const membershipContent = inBothLanguages<MembershipContent>(source)
