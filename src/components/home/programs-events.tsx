import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { SpokenName } from '@/components/ui/spoken-name'
import { PROGRAMS_AND_EVENTS } from '@/content/home'
import { type AppLocale, localizedPath } from '@/i18n/locales'
import { EXTERNAL } from '@/lib/links'

const linkClass = 'mt-4 inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4 hover:text-navy-700'

/**
 * Home 'Programs & Events': five cards. The Reflections Program links out (to its form); the Golden Bubble
 * Run card leads to the fun-run page in the same language.
 */
export async function ProgramsEvents({ reflectionsUrl, locale }: { reflectionsUrl: string; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home.programs' })
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {PROGRAMS_AND_EVENTS[locale].map((p) => (
        <li key={p.image}>
          <article className="card">
            {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG artwork: nothing to optimise, and no client script */}
            <img src={p.image} alt="" width={400} height={300} loading="lazy" decoding="async" className="card-image" />
            <div className="card-body">
              <h3 className="card-title">{p.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{p.description}</p>
              {p.link === 'reflections' ? (
                <a href={reflectionsUrl} {...EXTERNAL} className={linkClass}>
                  {t('enterReflections')}
                  <span className="sr-only">{t('enterReflectionsHint')}</span>
                </a>
              ) : null}
              {p.link === 'bubbleRun' ? (
                <Link href={localizedPath('/bubble-run', locale)} className={linkClass}>
                  <SpokenName shown={t('bubbleRun')} more={t('bubbleRunHint')} />
                </Link>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
