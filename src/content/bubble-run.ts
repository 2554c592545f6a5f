/** Fixed copy for the Golden Bubble Run fun-run promo at /bubble-run (SPEC §2, §3 prize data, §9): each text in English (the spec's words) and Spanish side by side (`@/i18n/bilingual`). */
import type { IconName } from '@/content/ui-types'
import { type Bilingual, inBothLanguages, same, t } from '@/i18n/bilingual'

export type FunRunStep = { title: string; description: string; icon: IconName }
export type FunRunGoal = { title: string; description: string; icon: IconName }
export type PrizeLevel = { perLap: string; prize: string }
export type IndividualPrize = { place: string; prize: string }

export const bubbleRunVideo = { src: '/videos/bubble-run.mp4', poster: '/images/bubble-run-poster.svg' } as const

/** SPEC §9: per-lap goal tiers. */
export const perLapGoalTiers = ['$175', '$150', '$125', '$100', '$75', '$50'] as const

export type BubbleRunContent = {
  videoLabel: string
  intro: string
  explanation: { laps: string; minutes: string; text: string; detail: string }
  steps: readonly FunRunStep[]
  goals: readonly FunRunGoal[]
  /** SPEC §3: per-lap prize levels (the English list exactly). */
  prizeLevels: readonly PrizeLevel[]
  /** SPEC §3: individual prizes. */
  individualPrizes: readonly IndividualPrize[]
  bonusPrizes: readonly { shares: string; text: string }[]
}

const source: Bilingual<BubbleRunContent> = {
  videoLabel: t('Golden Bubble Run promo video', 'Video promocional del Golden Bubble Run'),
  intro: t(
    'Our school fun run: students run laps through clouds of bubbles while families cheer them on, and every lap raises money for PTA programs.',
    'La carrera divertida de nuestra escuela: los alumnos corren vueltas entre nubes de burbujas mientras sus familias los animan, y cada vuelta recauda fondos para los programas de la PTA.',
  ),
  explanation: {
    laps: same('30'),
    minutes: same('40'),
    text: t(
      'Most students run about 30 laps in 40 minutes.',
      'La mayoría de los alumnos corre unas 30 vueltas en 40 minutos.',
    ),
    detail: t(
      'Family and friends can pledge an amount for every lap your student runs, or make a single donation.',
      'Sus familiares y amigos pueden comprometerse a donar una cantidad por cada vuelta que corra su hijo o hija, o hacer una sola donación.',
    ),
  },
  steps: [
    {
      title: t('Check your email', 'Revise su correo'),
      description: t(
        'Receive an email with a personal fundraising link for your student.',
        'Recibirá un correo electrónico con un enlace personal de recaudación para su hijo o hija.',
      ),
      icon: 'mail',
    },
    {
      title: t('Share the link', 'Comparta el enlace'),
      description: t(
        'Share it so family and friends can sponsor per lap or donate once.',
        'Compártalo para que sus familiares y amigos patrocinen cada vuelta o hagan una sola donación.',
      ),
      icon: 'share',
    },
    {
      title: t('Raise more, win more', 'Más recaudación, mejores premios'),
      description: t('The more raised, the better the prizes.', 'Cuanto más se recaude, mejores serán los premios.'),
      icon: 'trophy',
    },
    {
      title: t('Unlock bonus prizes', 'Desbloquee premios extra'),
      description: t(
        'Sharing the link by email 10 or 20 times unlocks bonus prizes.',
        'Al compartir el enlace por correo electrónico 10 o 20 veces, se desbloquean premios extra.',
      ),
      icon: 'gift',
    },
  ],
  goals: [
    {
      title: t('100% class share', 'El 100% de la clase comparte'),
      description: t(
        'Every student in the class shares their fundraising link.',
        'Todos los alumnos de la clase comparten su enlace de recaudación.',
      ),
      icon: 'users',
    },
    {
      title: t('Highest number of shares', 'Más enlaces compartidos'),
      description: t(
        'The most fundraising links shared by email.',
        'La clase que más enlaces de recaudación comparte por correo electrónico.',
      ),
      icon: 'share',
    },
    {
      title: t('Highest jump', 'Mayor aumento'),
      description: t(
        'The biggest jump in support during the fundraiser.',
        'El mayor aumento de apoyo durante la recaudación.',
      ),
      icon: 'trendingUp',
    },
    {
      title: t('Lap champions', 'Campeones de vueltas'),
      description: t('Highest $ per lap raised.', 'La mayor cantidad de $ recaudada por vuelta.'),
      icon: 'trophy',
    },
  ],
  prizeLevels: [
    { perLap: same('$20'), prize: t('Jumbo Squish Unicorn/Dog', 'Peluche squishy gigante de unicornio o perrito') },
    { perLap: same('$15'), prize: t('Learn To Draw Projector', 'Proyector para aprender a dibujar') },
    { perLap: same('$10'), prize: t('Mega Slime & Putty lab', 'Megalaboratorio de slime y plastilina') },
    { perLap: same('$8'), prize: t('LCD Writing and Drawing Tablet', 'Tableta LCD para escribir y dibujar') },
    { perLap: same('$5'), prize: t('Sports Sunglasses', 'Lentes de sol deportivos') },
    {
      perLap: same('$3'),
      prize: t(
        '3D Artmarks Bookmarks or Invisible Ink Pen',
        'Separadores de libros 3D Artmarks o pluma de tinta invisible',
      ),
    },
    { perLap: same('$2'), prize: t('Tie Headband', 'Diadema con moño') },
    { perLap: same('$1'), prize: t('Bracelets', 'Pulseras') },
  ],
  individualPrizes: [
    { place: t('1st', '1.º'), prize: same('Nintendo Switch') },
    { place: t('2nd', '2.º'), prize: t('Polaroid camera', 'Cámara Polaroid') },
    { place: t('3rd', '3.º'), prize: t('VR Space Lab', 'Laboratorio espacial de realidad virtual (VR Space Lab)') },
    { place: t('4th', '4.º'), prize: t('Mini Fridge', 'Minirrefrigerador') },
    { place: t('5th', '5.º'), prize: t('Jumbo Bean Bag', 'Puf gigante') },
  ],
  bonusPrizes: [
    {
      shares: same('10'),
      text: t(
        'Share your link by email 10 times to unlock a bonus prize.',
        'Comparta su enlace por correo electrónico 10 veces para desbloquear un premio extra.',
      ),
    },
    {
      shares: same('20'),
      text: t(
        'Share your link by email 20 times to unlock an even bigger bonus prize.',
        'Compártalo 20 veces para desbloquear un premio extra todavía mejor.',
      ),
    },
  ],
}

export const bubbleRunContent = inBothLanguages<BubbleRunContent>(source)
