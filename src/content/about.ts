/** Fixed copy for /about-us (SPEC §2 About), each text in English and Spanish side by side (`@/i18n/bilingual`). Membership benefits live in `@/content/membership`. */
import type { IconName } from '@/content/ui-types'
import { type Bilingual, inBothLanguages, same, t } from '@/i18n/bilingual'

export type BoardRole = { title: string; description: string }
export type Accomplishment = { title: string; description: string; icon: IconName; highlight?: string }

export type AboutContent = {
  mission: { quote: string; attribution: string }
  description: readonly string[]
  boardRoles: readonly BoardRole[]
  accomplishments: readonly Accomplishment[]
}

const source: Bilingual<AboutContent> = {
  mission: {
    quote: t(
      'To bring families, teachers and our community together so that every child has the tools, programs and support to learn, grow and shine.',
      'Unir a las familias, a los maestros y a toda la comunidad para que cada niño tenga las herramientas, los programas y el apoyo que necesita para aprender, crecer y brillar.',
    ),
    attribution: t('Our PTA mission', 'Nuestra misión como PTA'),
  },
  description: [
    t(
      'We are a nonprofit, volunteer-run association of parents, guardians, teachers and staff, and a proud unit of California State PTA and National PTA.',
      'Somos una asociación sin fines de lucro formada por padres, tutores, maestros y personal de la escuela, que funciona gracias a voluntarios. Con orgullo formamos parte de California State PTA y de National PTA.',
    ),
    t(
      'Membership dues, fundraisers and community sponsors pay for the reading programs, technology, classroom supplies, arts and family events that make our school a special place to learn. Every member is welcome at our monthly meetings, and every volunteer hour makes a difference.',
      'Las cuotas de membresía, las recaudaciones de fondos y los patrocinadores de la comunidad pagan los programas de lectura, la tecnología, los útiles escolares, las artes y los eventos familiares que hacen de nuestra escuela un lugar especial para aprender. Todos los miembros son bienvenidos a nuestras juntas mensuales, y cada hora de voluntariado marca la diferencia.',
    ),
  ],
  boardRoles: [
    {
      title: t('President', 'Presidencia'),
      description: t(
        'Leads the board, runs association meetings and works closely with the principal.',
        'Dirige la mesa directiva, conduce las juntas de la asociación y colabora de cerca con la dirección de la escuela.',
      ),
    },
    {
      title: t('Executive Vice President', 'Vicepresidencia ejecutiva'),
      description: t(
        'Supports the president, coordinates committees and steps in when needed.',
        'Apoya a la presidencia, coordina los comités y la suple cuando hace falta.',
      ),
    },
    {
      title: t('Secretary', 'Secretaría'),
      description: t(
        'Records the minutes of board and association meetings and keeps PTA records.',
        'Redacta las actas de las juntas de la mesa directiva y de la asociación, y guarda los registros de la PTA.',
      ),
    },
    {
      title: t('Treasurer', 'Tesorería'),
      description: t(
        'Manages the budget, pays approved expenses and reports on finances every month.',
        'Administra el presupuesto, paga los gastos aprobados e informa cada mes sobre las finanzas.',
      ),
    },
    {
      title: t('Financial Secretary', 'Secretaría de finanzas'),
      description: t(
        'Receives and deposits all funds and keeps receipts in order.',
        'Recibe y deposita todos los fondos y mantiene los recibos en orden.',
      ),
    },
    {
      title: t('Auditor', 'Auditoría'),
      description: t(
        'Reviews the books twice a year so every dollar is accounted for.',
        'Revisa las cuentas dos veces al año para que cada dólar esté justificado.',
      ),
    },
    {
      title: t('Historian', 'Historiador/a'),
      description: t(
        'Keeps the record of our programs, volunteer hours and milestones.',
        'Lleva el registro de nuestros programas, las horas de voluntariado y los logros importantes.',
      ),
    },
    {
      title: t('Parliamentarian', 'Parlamentario/a'),
      description: t(
        'Keeps meetings fair and makes sure we follow our bylaws.',
        'Vela por que las juntas sean justas y por que se cumplan nuestros estatutos.',
      ),
    },
    {
      title: t('VP Membership', 'Vicepresidencia de membresía'),
      description: t(
        'Runs membership drives and welcomes new families and staff.',
        'Organiza las campañas de membresía y da la bienvenida a las nuevas familias y al personal.',
      ),
    },
    {
      title: t('VP Fundraising', 'Vicepresidencia de recaudación de fondos'),
      description: t(
        'Plans fundraisers such as the Golden Bubble Run and the book fairs.',
        'Planea las recaudaciones de fondos, como el Golden Bubble Run y las ferias del libro.',
      ),
    },
    {
      title: t('VP Programs', 'Vicepresidencia de programas'),
      description: t(
        'Organizes Reflections, assemblies and family events all year long.',
        'Organiza Reflections, las asambleas y los eventos familiares durante todo el año.',
      ),
    },
    {
      title: t('VP Communications', 'Vicepresidencia de comunicaciones'),
      description: t(
        'Shares news through the website, newsletters and social media.',
        'Comparte las noticias en el sitio web, los boletines y las redes sociales.',
      ),
    },
  ],
  accomplishments: [
    {
      title: t('Chromebook carts', 'Carritos de Chromebooks'),
      highlight: t('35 each', '35 por carrito'),
      description: t(
        'Chromebook carts of 35 each, so a whole class can work on devices at the same time.',
        'Carritos con 35 Chromebooks cada uno, para que toda una clase pueda trabajar con dispositivos al mismo tiempo.',
      ),
      icon: 'laptop',
    },
    {
      title: t('Laser printers', 'Impresoras láser'),
      description: t(
        'Laser printers for classrooms, so teachers can print lessons and student work quickly.',
        'Impresoras láser para los salones, para que los maestros impriman rápidamente sus lecciones y los trabajos de los alumnos.',
      ),
      icon: 'printer',
    },
    {
      title: same('Accelerated Reader'),
      description: t(
        'The Accelerated Reader program, which helps students find books at their level and track their reading.',
        'El programa Accelerated Reader, que ayuda a los alumnos a encontrar libros de su nivel y a llevar el control de su lectura.',
      ),
      icon: 'book',
    },
    {
      title: t('Classroom supplies', 'Útiles para el salón'),
      highlight: t('$5 per student', '$5 por alumno'),
      description: t(
        '$5 per student for classroom supplies, given to every teacher each school year.',
        '$5 por alumno para útiles escolares, que recibe cada maestro todos los años escolares.',
      ),
      icon: 'pencil',
    },
    {
      title: t('Computer lab', 'Laboratorio de computación'),
      description: t(
        'A computer lab where students build typing, research and digital citizenship skills.',
        'Un laboratorio de computación donde los alumnos practican mecanografía, aprenden a investigar y a usar la tecnología de forma responsable.',
      ),
      icon: 'monitor',
    },
    {
      title: t('STEAM lab', 'Laboratorio STEAM'),
      description: t(
        'A STEAM lab for hands-on science, technology, engineering, art and math projects.',
        'Un laboratorio STEAM para proyectos prácticos de ciencias, tecnología, ingeniería, arte y matemáticas.',
      ),
      icon: 'flask',
    },
  ],
}

export const aboutContent = inBothLanguages<AboutContent>(source)
