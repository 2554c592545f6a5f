'use client'

import { useRef, useState } from 'react'

import { primaryButton } from '@/components/admin/field'

import { AnnouncementFormDialog } from './announcement-form-dialog'
import type { AnnouncementRow } from './announcements-api'
import { AnnouncementsTable } from './announcements-table'
import { Pager } from './pager'
import { useAnnouncements } from './use-announcements'
import { useMailingProgress } from './use-mailing-progress'

/** /admin/announcements: 'New Announcement', the paged table, and the create/edit dialog. */
export function AnnouncementsScreen({ timeZone }: { timeZone: string }) {
  const { list, setPage, loading, failed, reload, retry, toggle, remove } = useAnnouncements()
  // Bumped after a save or "Send again", so the email progress is read afresh.
  const [mailVersion, setMailVersion] = useState(0)
  const progress = useMailingProgress(list.docs.map((d) => d.id), mailVersion)
  const onMailed = () => setMailVersion((v) => v + 1)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [editing, setEditing] = useState<AnnouncementRow | null>(null)
  // A fresh form each time the dialog opens: edit prefills from the row, create starts empty (SPEC §4).
  const [formKey, setFormKey] = useState(0)
  // Focus goes back to the button that opened the dialog (keyboard users keep their place).
  const opener = useRef<HTMLElement | null>(null)
  // After a delete the row and its buttons are gone: focus goes to New Announcement, not to the page.
  const newButton = useRef<HTMLButtonElement | null>(null)
  const removeRow = async (id: number) => {
    if (await remove(id)) newButton.current?.focus()
  }
  const openFor = (row: AnnouncementRow | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(row)
    setFormKey((k) => k + 1)
    setDialogOpen(true)
  }
  return (
    <>
      <div className="flex justify-end">
        <button ref={newButton} type="button" className={primaryButton} onClick={() => openFor(null)}>
          <span aria-hidden="true" className="mr-1 text-lg leading-none">+</span> New Announcement
        </button>
      </div>
      <div className="mt-4">
        {loading ? (
          <p role="status" className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
            Loading announcements...
          </p>
        ) : failed && !list.docs.length ? (
          <div role="alert" className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-red-800">Failed to load announcements</p>
            <p className="mt-1">The list could not be read just now. Check your connection, then try again.</p>
            <button type="button" className={`${primaryButton} mt-4`} onClick={retry}>
              Try again
            </button>
          </div>
        ) : list.docs.length ? (
          <>
            <AnnouncementsTable timeZone={timeZone} rows={list.docs} busy={false} onToggle={toggle} onEdit={openFor} onDelete={removeRow} progress={progress} onMailed={onMailed} />
            <Pager page={list.page} totalPages={list.totalPages} totalDocs={list.totalDocs} onPage={setPage} />
          </>
        ) : (
          <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
            No announcements created. Click &quot;New Announcement&quot; to create one.
          </p>
        )}
      </div>
      <AnnouncementFormDialog
        timeZone={timeZone}
        key={formKey}
        open={dialogOpen}
        editing={editing}
        onOpenChange={(open) => {
          setDialogOpen(open)
          if (!open) setEditing(null)
        }}
        onSaved={() => {
          reload()
          onMailed()
        }}
        returnFocus={() => opener.current?.focus()}
      />
    </>
  )
}
