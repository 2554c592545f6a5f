/** Fixed copy for /volunteer (SPEC §2 Volunteer): each text in English (the spec's words) and Spanish side by side (`@/i18n/bilingual`). */
import type { IconName } from '@/content/ui-types'
import { type Bilingual, inBothLanguages, t } from '@/i18n/bilingual'

export type VolunteerFrequency = { label: string; description: string; icon: IconName; examples: readonly string[] }
export type VolunteerStep = { title: string; description: string; icon: IconName }

export type VolunteerContent = {
  intro: string
  frequencies: readonly VolunteerFrequency[]
  requirements: readonly VolunteerStep[]
  checklist: readonly string[]
}

const source: Bilingual<VolunteerContent> = {
  intro: t(
    'Every hour counts. Whether you can help every day or once a year, there is a place for you on our volunteer team.',
    'Cada hora cuenta. Ya sea que pueda ayudar todos los días o una vez al año, en nuestro equipo de voluntarios hay un lugar para usted.',
  ),
  frequencies: [
    {
      label: t('Daily', 'A diario'),
      icon: 'clock',
      description: t('Lend a hand whenever you are on campus.', 'Eche una mano siempre que esté en la escuela.'),
      examples: [
        t('Lunch and recess helper', 'Ayudante en el almuerzo y el recreo'),
        t('Walking Program lap counter', 'Contador de vueltas del Walking Program'),
      ],
    },
    {
      label: t('Weekly', 'Cada semana'),
      icon: 'calendar',
      description: t('Take a regular shift that fits your schedule.', 'Tome un turno fijo que se ajuste a su horario.'),
      examples: [
        t('Classroom or library helper', 'Ayudante en el salón o la biblioteca'),
        t('Student Store cashier', 'Cajero/a de la tiendita escolar'),
      ],
    },
    {
      label: t('Monthly', 'Cada mes'),
      icon: 'users',
      description: t('Help with one activity each month.', 'Ayude con una actividad al mes.'),
      examples: [
        t('Caught You Reading prize drawings', 'Rifas de premios de Caught You Reading'),
        t('Restaurant nights and PTA meetings', 'Noches en restaurantes y juntas de la PTA'),
      ],
    },
    {
      label: t('Once a year', 'Una vez al año'),
      icon: 'star',
      description: t('Join the team for one of our big events.', 'Únase al equipo de uno de nuestros grandes eventos.'),
      examples: [
        t('Scholastic Book Fair or Reindeer Lane', 'Feria del Libro Scholastic o Reindeer Lane'),
        t(
          'Golden Bubble Run or Teacher Appreciation',
          'Golden Bubble Run o la semana de agradecimiento a los maestros',
        ),
      ],
    },
  ],
  requirements: [
    {
      title: t('Review and sign the handbook', 'Lea y firme el manual'),
      description: t(
        'Review and sign the district Volunteer Handbook. It explains how volunteers keep students safe on campus.',
        'Lea y firme el Manual del Voluntario del distrito (Volunteer Handbook). Explica cómo los voluntarios protegen a los alumnos en la escuela.',
      ),
      icon: 'file',
    },
    {
      title: t('Submit it at the front office', 'Entréguelo en la oficina'),
      description: t(
        'Submit the signed handbook at the front office so the school can add you to the volunteer list.',
        'Entregue el manual firmado en la oficina de la escuela para que lo agreguen a la lista de voluntarios.',
      ),
      icon: 'building',
    },
    {
      title: t('Bring the required documents', 'Traiga los documentos necesarios'),
      description: t(
        "When you visit the front office, bring your driver's license and the handbook signature pages.",
        'Cuando vaya a la oficina, traiga su licencia de manejo y las páginas firmadas del manual.',
      ),
      icon: 'idCard',
    },
  ],
  checklist: [
    t("Driver's license", 'Licencia de manejo'),
    t('Handbook signature pages', 'Páginas firmadas del manual'),
  ],
}

export const volunteerContent = inBothLanguages<VolunteerContent>(source)
