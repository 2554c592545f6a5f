import type { Metadata } from 'next'
import { Suspense } from 'react'

import { CardSkeletons } from '@/components/announcements/card-skeletons'
import { ContactCards } from '@/components/home/contact-cards'
import { EventsBlock } from '@/components/home/events-block'
import { GetInvolved } from '@/components/home/get-involved'
import { Hero } from '@/components/home/hero'
import { NewsBlock, ViewAllLink } from '@/components/home/news-block'
import { PhotoFeed } from '@/components/home/photo-feed'
import { PhotoFeedSection } from '@/components/home/photo-feed-section'
import { ProgramsEvents } from '@/components/home/programs-events'
import { QuickActions } from '@/components/home/quick-actions'
import { Sponsors } from '@/components/home/sponsors'
import { StayInformed } from '@/components/home/stay-informed'
import { SubscribeForm } from '@/components/forms/subscribe-form'
import { Section } from '@/components/ui/section'
import { ACTION_CARDS } from '@/content/action-cards'
import { qrDataUri } from '@/lib/qr'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'home', '/')
}

/** Home, in the order of SPEC §2. */
export default async function HomePage({ params }: LocaleParams) {
  await pageLocale(params)
  const settings = await getSiteSettings()
  const cards = await Promise.all(
    ACTION_CARDS.map(async (card) => {
      const href = settings.links[card.link]
      return { ...card, href, qr: await qrDataUri(href) }
    }),
  )
  return (
    <>
      <Hero settings={settings} />
      <QuickActions items={cards.map(({ title, buttonText, buttonVariant, href }) => ({ title, buttonText, buttonVariant, href }))} />
      <GetInvolved cards={cards} />
      <Section id="news" title="PTA News" intro={<ViewAllLink href="/news">View all</ViewAllLink>}>
        <Suspense fallback={<CardSkeletons label="Loading news" />}>
          <NewsBlock />
        </Suspense>
      </Section>
      <Section id="events" title="Upcoming Events" tone="tint" intro={<ViewAllLink href="/calendar">See the full calendar</ViewAllLink>}>
        <Suspense fallback={<CardSkeletons label="Loading events" />}>
          <EventsBlock />
        </Suspense>
      </Section>
      <StayInformed>
        <SubscribeForm />
      </StayInformed>
      <PhotoFeedSection username={settings.instagram.username}>
        <PhotoFeed username={settings.instagram.username} postLinks={settings.instagram.postLinks?.map((p) => p.url) ?? []} />
      </PhotoFeedSection>
      <Section id="programs" title="Programs & Events" tone="tint">
        <ProgramsEvents reflectionsUrl={settings.links.reflections} />
      </Section>
      <Section id="sponsors" title="Sponsors" intro="Local businesses and families who make our programs possible.">
        <Sponsors />
      </Section>
      <Section id="contact" title="Contact Us" tone="tint">
        <ContactCards settings={settings} />
      </Section>
    </>
  )
}
