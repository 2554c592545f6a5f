/** English copy for /bubble-run. */
import type { BubbleRunContent } from './index'

const videoLabel = 'Golden Bubble Run promo video'

const intro =
  'Our school fun run: students run laps through clouds of bubbles while families cheer them on, and every lap raises money for PTA programs.'

const explanation = {
  laps: '30',
  minutes: '40',
  text: 'Most students run about 30 laps in 40 minutes.',
  detail: 'Family and friends can pledge an amount for every lap your student runs, or make a single donation.',
}

const steps: BubbleRunContent['steps'] = [
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

const goals: BubbleRunContent['goals'] = [
  { title: '100% class share', description: 'Every student in the class shares their fundraising link.', icon: 'users' },
  { title: 'Highest number of shares', description: 'The most fundraising links shared by email.', icon: 'share' },
  { title: 'Highest jump', description: 'The biggest jump in support during the fundraiser.', icon: 'trendingUp' },
  { title: 'Lap champions', description: 'Highest $ per lap raised.', icon: 'trophy' },
]

/** SPEC §3: per-lap prize levels, exactly. */
const prizeLevels = [
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
const individualPrizes = [
  { place: '1st', prize: 'Nintendo Switch' },
  { place: '2nd', prize: 'Polaroid camera' },
  { place: '3rd', prize: 'VR Space Lab' },
  { place: '4th', prize: 'Mini Fridge' },
  { place: '5th', prize: 'Jumbo Bean Bag' },
]

const bonusPrizes = [
  { shares: '10', text: 'Share your link by email 10 times to unlock a bonus prize.' },
  { shares: '20', text: 'Share your link by email 20 times to unlock an even bigger bonus prize.' },
]

export const bubbleRunEn: BubbleRunContent = { videoLabel, intro, explanation, steps, goals, prizeLevels, individualPrizes, bonusPrizes }
