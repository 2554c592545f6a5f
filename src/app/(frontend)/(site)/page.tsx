import { getSiteSettings } from '@/lib/queries/site-settings'

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        Welcome to the {settings.schoolYear} school year
      </p>
      <h1 className="mt-2 text-4xl font-bold text-navy-900">{settings.contact.ptaName}</h1>
      <p className="mt-4 text-lg">{settings.contact.schoolName}</p>
    </div>
  )
}
