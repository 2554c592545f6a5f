import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { marked } from 'marked'
import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { requireAdmin } from '@/lib/auth/server-session'

export const metadata: Metadata = { title: "Officer's guide" }

/**
 * docs/officers.md, the plain-language how-to, shown to signed-in officers. The page checks the session
 * itself: Next renders it beside the guarded layout, so the layout's redirect alone would still send it.
 */
export default async function GuidePage() {
  await requireAdmin()
  const markdown = await readFile(path.join(process.cwd(), 'docs', 'officers.md'), 'utf8')
  // Our own repository file (never user input), so its HTML is trusted. The page's h1 comes from AdminPage.
  const html = await marked.parse(markdown.replace(/^# .*\n/, ''))
  return (
    <AdminPage title="Officer's guide" description="How to do the everyday jobs: news, events, Spanish, emails to subscribers, codes and settings.">
      <article className="officer-guide max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" dangerouslySetInnerHTML={{ __html: html }} />
    </AdminPage>
  )
}
