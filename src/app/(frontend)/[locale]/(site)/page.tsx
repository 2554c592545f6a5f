import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
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
import { SubscribeFormLoader } from '@/components/forms/subscribe-form-loader'
import { HydrationSlice } from '@/components/ui/hydration-slice'
import { Section } from '@/components/ui/section'
import { actionCards } from '@/content/action-cards'
import { localizedPath } from '@/i18n/locales'
import { qrImagePath } from '@/lib/qr'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'home', '/')
}

/** Home, in the order of SPEC §2, in the page's language. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'home' })
  const common = await getTranslations({ locale, namespace: 'common' })
  const settings = await getSiteSettings(locale)
  const cards = actionCards(locale).map((card) => {
    const href = settings.links[card.link]
    return { ...card, href, qr: qrImagePath(card.link, href, locale) }
  })
  return (
    <>
      <HydrationSlice>
        <Hero settings={settings} locale={locale} />
      </HydrationSlice>
      <HydrationSlice>
        <QuickActions
          items={cards.map(({ title, buttonText, buttonVariant, href }) => ({ title, buttonText, buttonVariant, href }))}
          labels={{ heading: t('quickActions'), newTab: common('opensInNewTab') }}
        />
      </HydrationSlice>
      <HydrationSlice>
        <GetInvolved cards={cards} locale={locale} />
      </HydrationSlice>
      <HydrationSlice>
        <Section
          id="news"
          offscreen
          title={t('news.title')}
          intro={
            <ViewAllLink href={localizedPath('/news', locale)} hint={t('news.viewAllHint')}>
              {t('news.viewAll')}
            </ViewAllLink>
          }
        >
          <Suspense fallback={<CardSkeletons label={t('news.loading')} />}>
            <NewsBlock locale={locale} />
          </Suspense>
        </Section>
      </HydrationSlice>
      <HydrationSlice>
        {/* Not offscreen: a dark section follows (see .offscreen in page-parts.css). */}
        <Section
          id="events"
          title={t('events.title')}
          tone="tint"
          intro={<ViewAllLink href={localizedPath('/calendar', locale)}>{t('events.fullCalendar')}</ViewAllLink>}
        >
          <Suspense fallback={<CardSkeletons label={t('events.loading')} />}>
            <EventsBlock locale={locale} />
          </Suspense>
        </Section>
      </HydrationSlice>
      <HydrationSlice>
        <StayInformed locale={locale}>
          <SubscribeFormLoader />
        </StayInformed>
      </HydrationSlice>
      <HydrationSlice>
        <PhotoFeedSection username={settings.instagram.username}>
          <PhotoFeed username={settings.instagram.username} postLinks={settings.instagram.postLinks?.map((p) => p.url) ?? []} />
        </PhotoFeedSection>
      </HydrationSlice>
      <HydrationSlice>
        <Section id="programs" title={t('programs.title')} tone="tint" offscreen>
          <ProgramsEvents reflectionsUrl={settings.links.reflections} locale={locale} />
        </Section>
      </HydrationSlice>
      <HydrationSlice>
        <Section id="sponsors" title={t('sponsors.title')} intro={t('sponsors.intro')} offscreen>
          <Sponsors locale={locale} />
        </Section>
      </HydrationSlice>
      <HydrationSlice>
        {/* Not offscreen: the dark footer follows. */}
        <Section id="contact" title={t('contactTitle')} tone="tint">
          <ContactCards settings={settings} locale={locale} />
        </Section>
      </HydrationSlice>
    </>
  )
}
