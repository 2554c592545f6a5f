import { addDays, instantAt, nextWeekday, schoolDateOf, type SchoolDate } from '@/lib/school-clock'
import type { Announcement } from '@/payload-types'

type DemoAnnouncement = Pick<Announcement, 'type' | 'active'> & {
  title: string
  content: string
  allDay: boolean
  startDate?: string | null
  endDate?: string | null
  /** The Spanish texts, written by the PTA's bilingual volunteers (others read the English). */
  es?: { title: string; content: string }
}

const SATURDAY = 6
const WEDNESDAY = 3

/** Demo content for a fresh install: news, upcoming events at realistic school times, one welcome pop-up. */
export function demoAnnouncements(now: Date, timeZone: string): DemoAnnouncement[] {
  const today = schoolDateOf(now, timeZone)
  const day = (days: number): SchoolDate => addDays(today, days)
  const start = (date: SchoolDate) => instantAt(date, null, timeZone).toISOString()
  const at = (date: SchoolDate, time: string) => instantAt(date, time, timeZone).toISOString()
  const familyNight = nextWeekday(day(6), SATURDAY)
  const coffee = nextWeekday(day(3), WEDNESDAY)
  return [
    {
      title: 'Welcome back, Golden Oak families!',
      content:
        'Our PTA is planning a wonderful year. Join the PTA for $10 per person and help fund classroom supplies, assemblies and family events.',
      es: {
        title: '¡Bienvenidas de nuevo, familias de Golden Oak!',
        content:
          'Nuestra PTA está preparando un año maravilloso. Hágase miembro por $10 por persona y ayúdenos a financiar materiales para los salones, asambleas y eventos familiares.',
      },
      type: 'info',
      active: true,
      allDay: true,
      startDate: start(day(-1)),
      endDate: start(day(30)),
    },
    {
      title: 'Chromebook carts are here',
      content:
        'Thanks to your membership dues and fundraising, two new Chromebook carts of 35 devices each arrived this month for our upper grades.',
      es: {
        title: 'Ya llegaron los carritos de Chromebooks',
        content:
          'Gracias a sus cuotas de membresía y a la recaudación de fondos, este mes llegaron dos carritos nuevos con 35 Chromebooks cada uno para los grados superiores.',
      },
      type: 'news',
      active: true,
      allDay: true,
    },
    {
      title: 'Scholastic Book Fair volunteers needed',
      content:
        'The Book Fair runs in the library next month. Sign up for a one-hour shift at the front office; every volunteer needs a signed Volunteer Handbook.',
      type: 'news',
      active: true,
      allDay: true,
    },
    {
      title: 'Reflections Program entries open',
      content:
        'Students of every grade can submit art, music, dance, film, literature or photography. Entry forms are linked from our Programs page.',
      type: 'news',
      active: true,
      allDay: true,
    },
    {
      title: 'Family Fun Night',
      content: 'Games, crafts and a pizza dinner for the whole family in the multipurpose room.',
      es: {
        title: 'Noche de diversión en familia',
        content: 'Juegos, manualidades y cena de pizza para toda la familia en el salón de usos múltiples.',
      },
      type: 'event',
      active: true,
      allDay: false,
      startDate: at(familyNight, '17:00'),
      endDate: at(familyNight, '19:00'),
    },
    {
      title: 'Coffee with the Principal',
      content: 'Stay after drop-off for coffee and conversation with our principal in the cafeteria.',
      es: {
        title: 'Café con la dirección escolar',
        content: 'Quédese después de dejar a sus hijos para tomar un café y conversar con la dirección de la escuela en la cafetería.',
      },
      type: 'event',
      active: true,
      allDay: false,
      startDate: at(coffee, '08:15'),
      endDate: at(coffee, '09:00'),
    },
    {
      title: 'Battle of the Books kickoff',
      content: 'Reading teams for grades 3-5 meet their books and coaches in the library.',
      type: 'event',
      active: true,
      allDay: true,
      startDate: start(day(10)),
    },
    {
      title: 'Planetarium Night',
      content: 'A portable planetarium visits our multipurpose room. Shows every 30 minutes for families.',
      type: 'event',
      active: true,
      allDay: false,
      startDate: at(day(17), '18:30'),
      endDate: at(day(17), '20:00'),
    },
    {
      title: 'Scholastic Book Fair',
      content: 'The Book Fair is open in the library all day. Every purchase helps stock our school library.',
      es: {
        title: 'Feria del Libro Scholastic',
        content: 'La Feria del Libro estará abierta todo el día en la biblioteca. Cada compra ayuda a llenar de libros nuestra biblioteca escolar.',
      },
      type: 'event',
      active: true,
      allDay: true,
      startDate: start(day(24)),
      endDate: start(day(26)),
    },
  ]
}
