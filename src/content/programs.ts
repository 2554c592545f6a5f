/** Fixed copy for /what-we-do (SPEC §2 What We Do), the nine programs and the grade programs, each text in English (the spec's words) and Spanish side by side (`@/i18n/bilingual`). */
import type { IconName } from '@/content/ui-types'
import { type Bilingual, inBothLanguages, same, t } from '@/i18n/bilingual'

export type Program = {
  name: string
  description: string
  icon: IconName
  /** When it happens, if it is a fixed time of year. */
  schedule?: string
  /** Set when the card links out to an officer-editable URL from site settings. */
  externalLink?: { settingsKey: 'reflections'; label: string }
}

export type GradeProgram = { grade: string; intro: string; items: readonly { title: string; description: string }[] }

export type ProgramsContent = { programs: readonly Program[]; gradePrograms: readonly GradeProgram[] }

const source: Bilingual<ProgramsContent> = {
  programs: [
    {
      name: same('Accelerated Reader'),
      description: t(
        'Students choose books at their own level, take short quizzes and earn points for every book they finish.',
        'Los alumnos eligen libros de su nivel, responden pequeños cuestionarios y ganan puntos por cada libro que terminan.',
      ),
      icon: 'book',
    },
    {
      name: same('Reflections'),
      description: t(
        'The National PTA arts program. Students create original work in dance, film, literature, music, photography or visual arts around a yearly theme.',
        'El programa de arte de National PTA. Cada año, en torno a un tema, los alumnos crean obras originales de danza, cine, literatura, música, fotografía o artes visuales.',
      ),
      icon: 'palette',
      externalLink: {
        settingsKey: 'reflections',
        label: t('Reflections entry form', 'Formulario de inscripción de Reflections'),
      },
    },
    {
      name: t('Walking Program', 'Walking Program (programa de caminata)'),
      description: t(
        'Students walk laps before school and at recess, earning fun tokens as their miles add up.',
        'Los alumnos caminan vueltas antes de clases y en el recreo, y ganan fichas divertidas a medida que suman millas.',
      ),
      icon: 'walk',
    },
    {
      name: t('Yearbook', 'Anuario'),
      description: t(
        'A keepsake of the school year with class photos, events and memories from every grade.',
        'Un recuerdo del año escolar con fotos de cada clase, los eventos y los mejores momentos de todos los grados.',
      ),
      icon: 'camera',
    },
    {
      name: t('Student Store', 'Tiendita escolar'),
      description: t(
        'Run by PTA volunteers, the store offers school supplies and fun small items at kid-friendly prices.',
        'Atendida por voluntarios de la PTA, ofrece útiles escolares y pequeños artículos divertidos a precios pensados para los niños.',
      ),
      icon: 'bag',
    },
    {
      name: same('Caught You Reading'),
      description: t(
        'Staff “catch” students reading for fun and reward them with a ticket for a prize drawing.',
        'El personal «sorprende» a los alumnos leyendo por gusto y les da un boleto para una rifa de premios.',
      ),
      icon: 'star',
    },
    {
      name: t('Scholastic Book Fair', 'Feria del Libro Scholastic'),
      description: t(
        'A week of books in the library. Every purchase also earns free books for classrooms and the library.',
        'Una semana de libros en la biblioteca. Cada compra también suma libros gratis para los salones y la biblioteca.',
      ),
      schedule: t('Twice a year, October and May', 'Dos veces al año, en octubre y en mayo'),
      icon: 'calendar',
    },
    {
      name: same('Reindeer Lane'),
      description: t(
        'Our holiday shop where students pick affordable gifts for their family, with volunteer elves to help.',
        'Nuestra tiendita navideña, donde los alumnos eligen regalos económicos para su familia con la ayuda de voluntarios disfrazados de duendes.',
      ),
      icon: 'tree',
    },
    {
      name: t('Other Fundraisers', 'Otras recaudaciones de fondos'),
      description: t(
        'Restaurant nights, spirit wear, the Golden Bubble Run and more. Every dollar goes back to our students.',
        'Noches en restaurantes, ropa escolar, el Golden Bubble Run y mucho más. Cada dólar vuelve a nuestros alumnos.',
      ),
      icon: 'dollar',
    },
  ],
  gradePrograms: [
    {
      grade: t('Kindergarten & TK', 'Kínder y TK'),
      intro: t(
        'A warm welcome for our youngest students and their families.',
        'Una cálida bienvenida para nuestros alumnos más pequeños y sus familias.',
      ),
      items: [
        {
          title: t('First-day welcome', 'Bienvenida el primer día'),
          description: t(
            'Coffee, tissues and friendly faces for parents on the first day of school.',
            'Café, pañuelos y caras amables para los padres el primer día de clases.',
          ),
        },
        {
          title: t('100th Day of School', 'Día 100 de clases'),
          description: t(
            'Supplies and treats for the 100th day celebration in every classroom.',
            'Materiales y golosinas para celebrar el día 100 de clases en cada salón.',
          ),
        },
        {
          title: t('End-of-year celebration', 'Celebración de fin de año'),
          description: t(
            'A special celebration to cheer on students as they finish their first year.',
            'Una celebración especial para felicitar a los alumnos al terminar su primer año.',
          ),
        },
      ],
    },
    {
      grade: t('Fifth Grade', 'Quinto grado'),
      intro: t(
        'A proud send-off for our oldest students as they move on to middle school.',
        'Una despedida llena de orgullo para nuestros alumnos mayores, que pasan a la secundaria.',
      ),
      items: [
        {
          title: t('Science camp support', 'Apoyo para el campamento de ciencias'),
          description: t(
            'Help with outdoor science camp costs so every fifth grader can take part.',
            'Ayuda con el costo del campamento de ciencias al aire libre, para que ningún alumno de quinto grado se lo pierda.',
          ),
        },
        {
          title: t('Fifth grade promotion', 'Graduación de quinto grado'),
          description: t(
            'Decorations, certificates and a reception for promotion day.',
            'Decoración, diplomas y una recepción para el día de la graduación.',
          ),
        },
        {
          title: t('Farewell celebration', 'Fiesta de despedida'),
          description: t(
            'An end-of-year party and a clap-out through the halls on the last day.',
            'Una fiesta de fin de año y un pasillo de aplausos por toda la escuela el último día.',
          ),
        },
      ],
    },
  ],
}

export const programsContent = inBothLanguages<ProgramsContent>(source)
