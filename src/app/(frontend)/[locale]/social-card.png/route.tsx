import { ImageResponse } from 'next/og'
import { getTranslations } from 'next-intl/server'

import { isAppLocale } from '@/i18n/locales'

/**
 * /social-card.png and /es/social-card.png: the share card of every page (Open Graph and Twitter), in the
 * page's language: the golden acorn mark and the PTA's name on navy. Rendered once, then served from cache.
 */
const size = { width: 1200, height: 630 }
export const dynamic = 'force-static'

export function generateStaticParams(): Array<{ locale: string }> {
  return []
}

type Params = { params: Promise<{ locale: string }> }

const NAVY = '#172c50'
const NAVY_DARK = '#0f1e38'
const NAVY_LIGHT = '#1f3a68'
const GOLD = '#f2b705'
const GOLD_DARK = '#8a6100'
const CREAM = '#fff8e6'

/** Soft decorative dots scattered around the card: [left, top, diameter, colour, opacity]. */
const DOTS: Array<[number, number, number, string, number]> = [
  [1000, 40, 170, NAVY_LIGHT, 0.9],
  [1108, 196, 40, GOLD, 1],
  [1046, 110, 18, CREAM, 0.9],
  [950, 480, 80, NAVY_LIGHT, 0.9],
  [1090, 520, 26, '#f27059', 1],
  [60, 500, 60, NAVY_LIGHT, 0.9],
  [128, 84, 18, GOLD, 1],
  [560, 44, 14, GOLD, 0.9],
  [660, 560, 12, CREAM, 0.7],
]

function AcornMark({ size: px }: { size: number }) {
  return (
    <svg width={px} height={px} viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill={NAVY_LIGHT} />
      <path d="M18 28c0-8 6-13 14-13s14 5 14 13H18z" fill={GOLD_DARK} />
      <path d="M20 28h24c0 11-5 20-12 22-7-2-12-11-12-22z" fill={GOLD} />
      <path d="M32 9v7" stroke={GOLD_DARK} strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

export async function GET(_request: Request, { params }: Params) {
  const { locale } = await params
  if (!isAppLocale(locale)) return new Response('Not found', { status: 404 })
  const t = await getTranslations({ locale, namespace: 'site' })
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          position: 'relative',
          alignItems: 'center',
          padding: '0 90px',
          backgroundColor: NAVY,
          backgroundImage: `radial-gradient(circle at 30% 45%, rgba(58,98,163,0.55) 0%, rgba(58,98,163,0) 55%), linear-gradient(135deg, ${NAVY} 0%, ${NAVY_DARK} 100%)`,
          color: '#ffffff',
        }}
      >
        {DOTS.map(([left, top, d, colour, opacity], i) => (
          <div
            key={i}
            style={{ position: 'absolute', left, top, width: d, height: d, borderRadius: d, backgroundColor: colour, opacity }}
          />
        ))}
        <div style={{ position: 'absolute', left: 0, bottom: 0, width: '100%', height: 14, display: 'flex', backgroundColor: GOLD }} />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 250,
            height: 250,
            borderRadius: 56,
            border: `6px solid ${GOLD}`,
            boxShadow: '0 20px 50px rgba(0,0,0,0.35)',
            backgroundColor: NAVY_LIGHT,
            flexShrink: 0,
          }}
        >
          <AcornMark size={226} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 64, maxWidth: 720 }}>
          <div style={{ fontSize: 84, lineHeight: 1.05, letterSpacing: -1.5, color: '#ffffff' }}>{t('name')}</div>
          <div style={{ width: 120, height: 8, borderRadius: 4, backgroundColor: GOLD, margin: '30px 0 26px' }} />
          <div style={{ display: 'flex', alignItems: 'center', fontSize: 42, color: GOLD }}>
            {t('socialTagline').split(' · ').map((word, i) => (
              <div key={word} style={{ display: 'flex', alignItems: 'center' }}>
                {i > 0 ? <div style={{ width: 9, height: 9, borderRadius: 9, margin: '6px 22px 0', backgroundColor: CREAM }} /> : null}
                <div style={{ display: 'flex' }}>{word}</div>
              </div>
            ))}
          </div>
        </div>
      </div>
    ),
    { ...size },
  )
}
