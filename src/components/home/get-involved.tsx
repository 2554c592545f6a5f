import { getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/components/ui/button-link'
import { SpokenName } from '@/components/ui/spoken-name'
import type { ActionCard } from '@/content/action-cards'
import type { AppLocale } from '@/i18n/locales'

import { AutoScrollCarousel } from './auto-scroll-carousel'

export type InvolvedCard = ActionCard & { href: string; qr: string }

/** One card, with its words already in the page's language (`qrAlt`, and `hint` naming the card for the button). */
type CardProps = { card: InvolvedCard; qrAlt: string; hint: string }

function Card({ card, qrAlt, hint }: CardProps) {
  return (
    <article className={`flex w-80 shrink-0 flex-col rounded-3xl border p-6 shadow-sm ${card.color}`}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="text-xl font-extrabold text-navy-900">{card.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{card.description}</p>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG icon: nothing to optimise, and no client script */}
        <img src={card.image} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-16 w-16 shrink-0" />
      </div>
      <div className="mt-5 flex items-end justify-between gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG (/qr/<link>.svg): nothing to optimise */}
        <img src={card.qr} alt={qrAlt} width={112} height={112} loading="lazy" decoding="async" className="qr-image" />
        <ButtonLink href={card.href} external variant={card.buttonVariant}>
          <SpokenName shown={card.buttonText} more={hint} />
        </ButtonLink>
      </div>
    </article>
  )
}

/** Desktop: the 'Get Involved Today' cards with QR codes, as an endless auto-scrolling carousel. */
export async function GetInvolved({ cards, locale }: { cards: InvolvedCard[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home.getInvolved' })
  const words = (c: InvolvedCard) => ({
    qrAlt: t('qrAlt', { title: c.title, button: c.buttonText }),
    hint: t('buttonHint', { title: c.title }),
  })
  return (
    <section aria-labelledby="get-involved-heading" className="hidden bg-brand-50 py-14 md:block">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="get-involved-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
          {t('title')}
        </h2>
        <p className="mt-2 text-lg text-slate-700">{t('intro')}</p>
        <div className="mt-8">
          <AutoScrollCarousel label={t('carousel')} roleDescription={t('carouselRole')} stopLabels={{ pause: t('pause'), play: t('play') }}>
            {cards.map((c) => (
              <Card key={c.link} card={c} {...words(c)} />
            ))}
          </AutoScrollCarousel>
        </div>
      </div>
    </section>
  )
}
