/** Spanish copy for /bubble-run. Brand names stay as they are; prizes are described as a parent would say them. */
import type { BubbleRunContent } from './index'

const videoLabel = 'Video promocional del Golden Bubble Run'

const intro =
  'La carrera divertida de nuestra escuela: los alumnos corren vueltas entre nubes de burbujas mientras sus familias los animan, y cada vuelta recauda fondos para los programas de la PTA.'

const explanation = {
  laps: '30',
  minutes: '40',
  text: 'La mayoría de los alumnos corre unas 30 vueltas en 40 minutos.',
  detail: 'Sus familiares y amigos pueden comprometerse a donar una cantidad por cada vuelta que corra su hijo o hija, o hacer una sola donación.',
}

const steps: BubbleRunContent['steps'] = [
  {
    title: 'Revise su correo',
    description: 'Recibirá un correo electrónico con un enlace personal de recaudación para su hijo o hija.',
    icon: 'mail',
  },
  {
    title: 'Comparta el enlace',
    description: 'Compártalo para que sus familiares y amigos patrocinen cada vuelta o hagan una sola donación.',
    icon: 'share',
  },
  {
    title: 'Más recaudación, mejores premios',
    description: 'Cuanto más se recaude, mejores serán los premios.',
    icon: 'trophy',
  },
  {
    title: 'Desbloquee premios extra',
    description: 'Al compartir el enlace por correo electrónico 10 o 20 veces, se desbloquean premios extra.',
    icon: 'gift',
  },
]

const goals: BubbleRunContent['goals'] = [
  { title: 'El 100% de la clase comparte', description: 'Todos los alumnos de la clase comparten su enlace de recaudación.', icon: 'users' },
  { title: 'Más enlaces compartidos', description: 'La clase que más enlaces de recaudación comparte por correo electrónico.', icon: 'share' },
  { title: 'Mayor aumento', description: 'El mayor aumento de apoyo durante la recaudación.', icon: 'trendingUp' },
  { title: 'Campeones de vueltas', description: 'La mayor cantidad de $ recaudada por vuelta.', icon: 'trophy' },
]

const prizeLevels = [
  { perLap: '$20', prize: 'Peluche squishy gigante de unicornio o perrito' },
  { perLap: '$15', prize: 'Proyector para aprender a dibujar' },
  { perLap: '$10', prize: 'Megalaboratorio de slime y plastilina' },
  { perLap: '$8', prize: 'Tableta LCD para escribir y dibujar' },
  { perLap: '$5', prize: 'Lentes de sol deportivos' },
  { perLap: '$3', prize: 'Separadores de libros 3D Artmarks o pluma de tinta invisible' },
  { perLap: '$2', prize: 'Diadema con moño' },
  { perLap: '$1', prize: 'Pulseras' },
]

const individualPrizes = [
  { place: '1.º', prize: 'Nintendo Switch' },
  { place: '2.º', prize: 'Cámara Polaroid' },
  { place: '3.º', prize: 'Laboratorio espacial de realidad virtual (VR Space Lab)' },
  { place: '4.º', prize: 'Minirrefrigerador' },
  { place: '5.º', prize: 'Puf gigante' },
]

const bonusPrizes = [
  { shares: '10', text: 'Comparta su enlace por correo electrónico 10 veces para desbloquear un premio extra.' },
  { shares: '20', text: 'Compártalo 20 veces para desbloquear un premio extra todavía mejor.' },
]

export const bubbleRunEs: BubbleRunContent = { videoLabel, intro, explanation, steps, goals, prizeLevels, individualPrizes, bonusPrizes }
