/** Spanish copy for /what-we-do. Program names that are proper names stay as the school uses them. */
import type { ProgramsContent } from './index'

const programs: ProgramsContent['programs'] = [
  {
    name: 'Accelerated Reader',
    description: 'Los alumnos eligen libros de su nivel, responden pequeños cuestionarios y ganan puntos por cada libro que terminan.',
    icon: 'book',
  },
  {
    name: 'Reflections',
    description:
      'El programa de arte de National PTA. Cada año, en torno a un tema, los alumnos crean obras originales de danza, cine, literatura, música, fotografía o artes visuales.',
    icon: 'palette',
    externalLink: { settingsKey: 'reflections', label: 'Formulario de inscripción de Reflections' },
  },
  {
    name: 'Walking Program',
    description: 'Los alumnos caminan vueltas antes de clases y en el recreo, y ganan fichas divertidas a medida que suman millas.',
    icon: 'walk',
  },
  {
    name: 'Anuario',
    description: 'Un recuerdo del año escolar con fotos de cada clase, los eventos y los mejores momentos de todos los grados.',
    icon: 'camera',
  },
  {
    name: 'Tiendita escolar',
    description: 'Atendida por voluntarios de la PTA, ofrece útiles escolares y pequeños artículos divertidos a precios pensados para los niños.',
    icon: 'bag',
  },
  {
    name: 'Caught You Reading',
    description: 'El personal «sorprende» a los alumnos leyendo por gusto y les da un boleto para una rifa de premios.',
    icon: 'star',
  },
  {
    name: 'Feria del Libro Scholastic',
    description: 'Una semana de libros en la biblioteca. Cada compra también suma libros gratis para los salones y la biblioteca.',
    schedule: 'Dos veces al año, en octubre y en mayo',
    icon: 'calendar',
  },
  {
    name: 'Reindeer Lane',
    description: 'Nuestra tiendita navideña, donde los alumnos eligen regalos económicos para su familia con la ayuda de voluntarios disfrazados de duendes.',
    icon: 'tree',
  },
  {
    name: 'Otras recaudaciones de fondos',
    description: 'Noches en restaurantes, ropa escolar, el Golden Bubble Run y mucho más. Cada dólar vuelve a nuestros alumnos.',
    icon: 'dollar',
  },
]

const gradePrograms: ProgramsContent['gradePrograms'] = [
  {
    grade: 'Kínder y TK',
    intro: 'Una cálida bienvenida para nuestros alumnos más pequeños y sus familias.',
    items: [
      { title: 'Bienvenida el primer día', description: 'Café, pañuelos y caras amables para los padres el primer día de clases.' },
      { title: 'Día 100 de clases', description: 'Materiales y golosinas para celebrar el día 100 de clases en cada salón.' },
      { title: 'Celebración de fin de año', description: 'Una celebración especial para felicitar a los alumnos al terminar su primer año.' },
    ],
  },
  {
    grade: 'Quinto grado',
    intro: 'Una despedida llena de orgullo para nuestros alumnos mayores, que pasan a la secundaria.',
    items: [
      { title: 'Apoyo para el campamento de ciencias', description: 'Ayuda con el costo del campamento de ciencias al aire libre, para que ningún alumno de quinto grado se lo pierda.' },
      { title: 'Graduación de quinto grado', description: 'Decoración, diplomas y una recepción para el día de la graduación.' },
      { title: 'Fiesta de despedida', description: 'Una fiesta de fin de año y un pasillo de aplausos por toda la escuela el último día.' },
    ],
  },
]

export const programsEs: ProgramsContent = { programs, gradePrograms }
