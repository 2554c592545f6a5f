/** Spanish copy for /volunteer. */
import type { VolunteerContent } from './index'

const intro =
  'Cada hora cuenta. Ya sea que pueda ayudar todos los días o una vez al año, en nuestro equipo de voluntarios hay un lugar para usted.'

const frequencies: VolunteerContent['frequencies'] = [
  {
    label: 'A diario',
    icon: 'clock',
    description: 'Eche una mano siempre que esté en la escuela.',
    examples: ['Ayudante en el almuerzo y el recreo', 'Contador de vueltas del Walking Program'],
  },
  {
    label: 'Cada semana',
    icon: 'calendar',
    description: 'Tome un turno fijo que se ajuste a su horario.',
    examples: ['Ayudante en el salón o la biblioteca', 'Cajero/a de la tiendita escolar'],
  },
  {
    label: 'Cada mes',
    icon: 'users',
    description: 'Ayude con una actividad al mes.',
    examples: ['Rifas de premios de Caught You Reading', 'Noches en restaurantes y juntas de la PTA'],
  },
  {
    label: 'Una vez al año',
    icon: 'star',
    description: 'Únase al equipo de uno de nuestros grandes eventos.',
    examples: ['Feria del Libro Scholastic o Reindeer Lane', 'Golden Bubble Run o la semana de agradecimiento a los maestros'],
  },
]

const requirements: VolunteerContent['requirements'] = [
  {
    title: 'Lea y firme el manual',
    description: 'Lea y firme el Manual del Voluntario del distrito (Volunteer Handbook). Explica cómo los voluntarios protegen a los alumnos en la escuela.',
    icon: 'file',
  },
  {
    title: 'Entréguelo en la oficina',
    description: 'Entregue el manual firmado en la oficina de la escuela para que lo agreguen a la lista de voluntarios.',
    icon: 'building',
  },
  {
    title: 'Traiga los documentos necesarios',
    description: 'Cuando vaya a la oficina, traiga su licencia de manejo y las páginas firmadas del manual.',
    icon: 'idCard',
  },
]

const checklist = ['Licencia de manejo', 'Páginas firmadas del manual']

export const volunteerEs: VolunteerContent = { intro, frequencies, requirements, checklist }
