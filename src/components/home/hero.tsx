import { getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/components/ui/button-link'
import type { AppLocale } from '@/i18n/locales'
import type { PublicSiteSettings } from '@/lib/site-settings-locale'

import { HeroVideo } from './hero-video'

/**
 * Home hero: background video, welcome line, school and PTA title, 'Join PTA Today', stats.
 * The still (an `<img fetchPriority="high">` in HeroVideo) is the page's largest paint; React's server render
 * preloads such an image at the top of the head, before the styles and scripts. No react-dom `preload()`
 * here: that hint travels in the RSC payload, so every page that prefetched the home page downloaded it too.
 */
export async function Hero({ settings, locale }: { settings: PublicSiteSettings; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home.hero' })
  const stats = settings.stats ?? []
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-900 text-white">
      <HeroVideo labels={{ play: t('playVideo'), pause: t('pauseVideo') }} />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-navy-900/75 via-navy-900/60 to-navy-900/85" />
      <div className="relative z-10 mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-16 sm:px-6 lg:min-h-[36rem]">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-100 sm:text-base">
          {t('welcome', { schoolYear: settings.schoolYear })}
        </p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
          {settings.contact.schoolName}
          <span className="mt-2 block text-2xl font-bold text-brand-100 sm:text-3xl">{settings.contact.ptaName}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">
          {t('tagline')}
        </p>
        <div className="mt-8">
          <ButtonLink href={settings.links.membership} external variant="hero" className="px-7 py-3 text-base">
            {t('joinToday')}
          </ButtonLink>
        </div>
        {stats.length ? (
          <ul aria-label={t('statsLabel')} className="mt-10 flex flex-wrap gap-x-10 gap-y-4">
            {stats.map((s) => (
              <li key={s.id ?? s.label} className="text-3xl font-extrabold text-brand-500 sm:text-4xl">
                {s.value} <span className="text-lg font-semibold text-white">{s.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
