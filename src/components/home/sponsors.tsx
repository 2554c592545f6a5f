import { ButtonLink } from '@/components/ui/button-link'
import { type SponsorTier, sponsorTiers } from '@/content/sponsor'

const ACCENTS: Record<SponsorTier['name'], string> = {
  Platinum: 'from-slate-200 to-slate-50 border-slate-300',
  Gold: 'from-amber-200 to-amber-50 border-amber-300',
  Silver: 'from-zinc-200 to-white border-zinc-300',
  Bronze: 'from-orange-200 to-orange-50 border-orange-300',
}

/** Home 'Sponsors': the four tiers, and Become a Sponsor / Learn More to /become-a-sponsor. */
export function Sponsors() {
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {sponsorTiers.map((t) => (
          <li key={t.name} className={`rounded-2xl border bg-gradient-to-br p-6 text-center ${ACCENTS[t.name]}`}>
            <p className="text-lg font-extrabold text-navy-900">{t.name}</p>
            <p className="mt-1 text-2xl font-extrabold text-navy-800">{t.amount}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/become-a-sponsor" variant="hero">
          Become a Sponsor
        </ButtonLink>
        <ButtonLink href="/become-a-sponsor" variant="outline">
          Learn More
        </ButtonLink>
      </div>
    </>
  )
}
