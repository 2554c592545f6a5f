import { ButtonLink } from '@/components/ui/button-link'
import type { PublicSiteSettings } from '@/lib/site-settings-locale'

import { HeroVideo } from './hero-video'

/** Home hero: background video, welcome line, school and PTA title, 'Join PTA Today', stats. */
export function Hero({ settings }: { settings: PublicSiteSettings }) {
  const stats = settings.stats ?? []
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-900 text-white">
      <HeroVideo />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-navy-900/75 via-navy-900/60 to-navy-900/85" />
      <div className="relative z-10 mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-16 sm:px-6 lg:min-h-[36rem]">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-100 sm:text-base">
          Welcome to the {settings.schoolYear} school year
        </p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
          {settings.contact.schoolName}
          <span className="mt-2 block text-2xl font-bold text-brand-100 sm:text-3xl">{settings.contact.ptaName}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">
          Parents, teachers and neighbors working together for every student, kindergarten through fifth grade.
        </p>
        <div className="mt-8">
          <ButtonLink href={settings.links.membership} external variant="hero" className="px-7 py-3 text-base">
            Join PTA Today
          </ButtonLink>
        </div>
        {stats.length ? (
          <ul aria-label="PTA at a glance" className="mt-10 flex flex-wrap gap-x-10 gap-y-4">
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
