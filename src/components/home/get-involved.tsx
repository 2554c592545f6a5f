import Image from 'next/image'

import { ButtonLink } from '@/components/ui/button-link'
import type { ActionCard } from '@/content/action-cards'

import { AutoScrollCarousel } from './auto-scroll-carousel'

export type InvolvedCard = ActionCard & { href: string; qr: string }

function Card({ card, copy = false }: { card: InvolvedCard; copy?: boolean }) {
  return (
    <article className={`flex w-80 shrink-0 flex-col rounded-3xl border p-6 shadow-sm ${card.color}`}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="text-xl font-extrabold text-navy-900">{card.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{card.description}</p>
        </div>
        <Image src={card.image} alt="" width={64} height={64} className="h-16 w-16 shrink-0" />
      </div>
      <div className="mt-5 flex items-end justify-between gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated data-URI QR code */}
        <img
          src={card.qr}
          alt={`QR code for ${card.title}: scan to open ${card.buttonText}`}
          width={112}
          height={112}
          className="h-28 w-28 rounded-lg border border-slate-200 bg-white p-1"
        />
        <ButtonLink href={card.href} external variant={card.buttonVariant} tabIndex={copy ? -1 : undefined}>
          {card.buttonText}
        </ButtonLink>
      </div>
    </article>
  )
}

/** Desktop: the 'Get Involved Today' cards with QR codes, as an endless auto-scrolling carousel. */
export function GetInvolved({ cards }: { cards: InvolvedCard[] }) {
  return (
    <section aria-labelledby="get-involved-heading" className="hidden bg-brand-50 py-14 md:block">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="get-involved-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
          Get Involved Today
        </h2>
        <p className="mt-2 text-lg text-slate-700">Scan a code with your phone or use the buttons.</p>
        <div className="mt-8">
          <AutoScrollCarousel
            label="Ways to get involved"
            duplicate={cards.map((c) => (
              <Card key={`copy-${c.title}`} card={c} copy />
            ))}
          >
            {cards.map((c) => (
              <Card key={c.title} card={c} />
            ))}
          </AutoScrollCarousel>
        </div>
      </div>
    </section>
  )
}
