/** Fixed copy for the Golden Bubble Run fun-run promo at /bubble-run (SPEC §2, §3 prize data, §9). */
import type { IconName } from '@/components/pages/icon'

export type FunRunStep = { title: string; description: string; icon: IconName }
export type FunRunGoal = { title: string; description: string; icon: IconName }
export type PrizeLevel = { perLap: string; prize: string }
export type IndividualPrize = { place: string; prize: string }

export const bubbleRunVideo = {
  src: '/videos/bubble-run.mp4',
  poster: '/images/bubble-run-poster.svg',
  label: 'Golden Bubble Run promo video',
} as const

export const bubbleRunIntro =
  'Our school fun run: students run laps through clouds of bubbles while families cheer them on, and every lap raises money for PTA programs.'

export const bubbleRunExplanation = {
  laps: '30',
  minutes: '40',
  text: 'Most students run about 30 laps in 40 minutes.',
  detail: 'Family and friends can pledge an amount for every lap your student runs, or make a single donation.',
} as const

export const bubbleRunSteps: readonly FunRunStep[] = [
  {
    title: 'Check your email',
    description: 'Receive an email with a personal fundraising link for your student.',
    icon: 'mail',
  },
  {
    title: 'Share the link',
    description: 'Share it so family and friends can sponsor per lap or donate once.',
    icon: 'share',
  },
  {
    title: 'Raise more, win more',
    description: 'The more raised, the better the prizes.',
    icon: 'trophy',
  },
  {
    title: 'Unlock bonus prizes',
    description: 'Sharing the link by email 10 or 20 times unlocks bonus prizes.',
    icon: 'gift',
  },
]

export const bubbleRunGoals: readonly FunRunGoal[] = [
  { title: '100% class share', description: 'Every student in the class shares their fundraising link.', icon: 'users' },
  { title: 'Highest number of shares', description: 'The most fundraising links shared by email.', icon: 'share' },
  { title: 'Highest jump', description: 'The biggest jump in support during the fundraiser.', icon: 'trendingUp' },
  { title: 'Lap champions', description: 'Highest $ per lap raised.', icon: 'trophy' },
]

/** SPEC §9: per-lap goal tiers. */
export const perLapGoalTiers = ['$175', '$150', '$125', '$100', '$75', '$50'] as const

/** SPEC §3: per-lap prize levels, exactly. */
export const prizeLevels: readonly PrizeLevel[] = [
  { perLap: '$20', prize: 'Jumbo Squish Unicorn/Dog' },
  { perLap: '$15', prize: 'Learn To Draw Projector' },
  { perLap: '$10', prize: 'Mega Slime & Putty lab' },
  { perLap: '$8', prize: 'LCD Writing and Drawing Tablet' },
  { perLap: '$5', prize: 'Sports Sunglasses' },
  { perLap: '$3', prize: '3D Artmarks Bookmarks or Invisible Ink Pen' },
  { perLap: '$2', prize: 'Tie Headband' },
  { perLap: '$1', prize: 'Bracelets' },
]

/** SPEC §3: individual prizes. */
export const individualPrizes: readonly IndividualPrize[] = [
  { place: '1st', prize: 'Nintendo Switch' },
  { place: '2nd', prize: 'Polaroid camera' },
  { place: '3rd', prize: 'VR Space Lab' },
  { place: '4th', prize: 'Mini Fridge' },
  { place: '5th', prize: 'Jumbo Bean Bag' },
]

export const bonusPrizes = [
  { shares: '10', text: 'Share your link by email 10 times to unlock a bonus prize.' },
  { shares: '20', text: 'Share your link by email 20 times to unlock an even bigger bonus prize.' },
] as const
