/** Spanish copy for /about-us. */
import type { AboutContent } from './index'

const mission = {
  quote:
    'Unir a las familias, a los maestros y a toda la comunidad para que cada niño tenga las herramientas, los programas y el apoyo que necesita para aprender, crecer y brillar.',
  attribution: 'Nuestra misión como PTA',
}

const description = [
  'Somos una asociación sin fines de lucro formada por padres, tutores, maestros y personal de la escuela, que funciona gracias a voluntarios. Con orgullo formamos parte de California State PTA y de National PTA.',
  'Las cuotas de membresía, las recaudaciones de fondos y los patrocinadores de la comunidad pagan los programas de lectura, la tecnología, los útiles escolares, las artes y los eventos familiares que hacen de nuestra escuela un lugar especial para aprender. Todos los miembros son bienvenidos a nuestras juntas mensuales, y cada hora de voluntariado marca la diferencia.',
]

const boardRoles = [
  { title: 'Presidencia', description: 'Dirige la mesa directiva, conduce las juntas de la asociación y colabora de cerca con la dirección de la escuela.' },
  { title: 'Vicepresidencia ejecutiva', description: 'Apoya a la presidencia, coordina los comités y la suple cuando hace falta.' },
  { title: 'Secretaría', description: 'Redacta las actas de las juntas de la mesa directiva y de la asociación, y guarda los registros de la PTA.' },
  { title: 'Tesorería', description: 'Administra el presupuesto, paga los gastos aprobados e informa cada mes sobre las finanzas.' },
  { title: 'Secretaría de finanzas', description: 'Recibe y deposita todos los fondos y mantiene los recibos en orden.' },
  { title: 'Auditoría', description: 'Revisa las cuentas dos veces al año para que cada dólar esté justificado.' },
  { title: 'Historiador/a', description: 'Lleva el registro de nuestros programas, las horas de voluntariado y los logros importantes.' },
  { title: 'Parlamentario/a', description: 'Vela por que las juntas sean justas y por que se cumplan nuestros estatutos.' },
  { title: 'Vicepresidencia de membresía', description: 'Organiza las campañas de membresía y da la bienvenida a las nuevas familias y al personal.' },
  { title: 'Vicepresidencia de recaudación de fondos', description: 'Planea las recaudaciones de fondos, como el Golden Bubble Run y las ferias del libro.' },
  { title: 'Vicepresidencia de programas', description: 'Organiza Reflections, las asambleas y los eventos familiares durante todo el año.' },
  { title: 'Vicepresidencia de comunicaciones', description: 'Comparte las noticias en el sitio web, los boletines y las redes sociales.' },
]

const accomplishments: AboutContent['accomplishments'] = [
  {
    title: 'Carritos de Chromebooks',
    highlight: '35 por carrito',
    description: 'Carritos con 35 Chromebooks cada uno, para que toda una clase pueda trabajar con dispositivos al mismo tiempo.',
    icon: 'laptop',
  },
  {
    title: 'Impresoras láser',
    description: 'Impresoras láser para los salones, para que los maestros impriman rápidamente sus lecciones y los trabajos de los alumnos.',
    icon: 'printer',
  },
  {
    title: 'Accelerated Reader',
    description: 'El programa Accelerated Reader, que ayuda a los alumnos a encontrar libros de su nivel y a llevar el control de su lectura.',
    icon: 'book',
  },
  {
    title: 'Útiles para el salón',
    highlight: '$5 por alumno',
    description: '$5 por alumno para útiles escolares, que recibe cada maestro todos los años escolares.',
    icon: 'pencil',
  },
  {
    title: 'Laboratorio de computación',
    description: 'Un laboratorio de computación donde los alumnos practican mecanografía, aprenden a investigar y a usar la tecnología de forma responsable.',
    icon: 'monitor',
  },
  {
    title: 'Laboratorio STEAM',
    description: 'Un laboratorio STEAM para proyectos prácticos de ciencias, tecnología, ingeniería, arte y matemáticas.',
    icon: 'flask',
  },
]

export const aboutEs: AboutContent = { mission, description, boardRoles, accomplishments }
