import { SiteLogo } from '@/components/layout/site-logo'
import { getSiteSettings } from '@/lib/queries/site-settings'

/** The /cms panel's logo: the acorn and the PTA's name from the site settings. */
export async function CmsLogo() {
  const { contact } = await getSiteSettings()
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <SiteLogo size={48} />
      <strong style={{ fontSize: '1.4rem' }}>{contact.ptaName}</strong>
    </span>
  )
}
