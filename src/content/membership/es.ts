/** Spanish copy for /membership. */
import type { MembershipContent } from './index'

const dues = {
  amount: '$10',
  unit: 'por persona',
  note: 'Pueden unirse todos los padres, abuelos, tutores, maestros y amigos de la escuela. Cada membresía de adulto cuesta $10 por persona y es válida durante todo el año escolar.',
}

const benefits: MembershipContent['benefits'] = [
  {
    title: 'Voz en la escuela',
    icon: 'megaphone',
    description: 'Vote en las juntas de la asociación y ayude a decidir cómo se usan los fondos de la PTA en beneficio de los alumnos.',
  },
  {
    title: 'Manténgase al tanto',
    icon: 'mail',
    description: 'Entérese antes que nadie de los eventos, los programas y las oportunidades de voluntariado.',
  },
  {
    title: 'Conozca a otras familias',
    icon: 'users',
    description: 'Conozca a otros padres, maestros y personal, y forme parte de una comunidad escolar unida.',
  },
  {
    title: 'Ventajas para miembros',
    icon: 'gift',
    description: 'Aproveche los descuentos y ahorros para miembros que ofrecen California State PTA y National PTA.',
  },
  {
    title: 'Recursos para padres',
    icon: 'book',
    description: 'Reciba guías para familias, consejos de seguridad y noticias de defensa de la niñez de California State PTA y National PTA.',
  },
  {
    title: 'Marque la diferencia',
    icon: 'heart',
    description: 'Su cuota se destina directamente a programas que su hijo o hija disfruta cada día en la escuela.',
  },
]

const supportedPrograms = [
  'Accelerated Reader',
  'Programa de arte Reflections',
  'Walking Program (programa de caminata)',
  'Caught You Reading',
  'Útiles escolares para cada maestro',
  'Laboratorio de computación y laboratorio STEAM',
  'Asambleas y eventos familiares',
  'Semana de agradecimiento a los maestros',
]

const joinSteps = [
  { title: 'Pulse «Hacerme miembro»', description: 'La página segura de membresía se abre en una pestaña nueva.' },
  { title: 'Agregue a cada miembro', description: 'Agregue a cada adulto de su familia que desee unirse.' },
  { title: 'Pague en línea', description: 'Pague $10 por persona de forma segura con tarjeta. Recibirá una confirmación por correo electrónico.' },
]

export const membershipEs: MembershipContent = { dues, benefits, supportedPrograms, joinSteps }
