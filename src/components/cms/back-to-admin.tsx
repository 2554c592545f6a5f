import Link from 'next/link'

import { getSiteSettings } from '@/lib/queries/site-settings'

/** Under the /cms navigation: whose panel this is, and the way back to the officers' admin screens. */
export async function BackToAdmin() {
  const { contact } = await getSiteSettings()
  return (
    <div style={{ marginTop: '1.5rem', borderTop: '1px solid var(--theme-elevation-150)', paddingTop: '1rem' }}>
      <p style={{ margin: 0, fontWeight: 700 }}>{contact.ptaName}</p>
      <Link href="/admin/dashboard" prefetch={false} style={{ display: 'inline-block', marginTop: '0.5rem', fontWeight: 600 }}>
        ← Back to PTA Admin
      </Link>
    </div>
  )
}
