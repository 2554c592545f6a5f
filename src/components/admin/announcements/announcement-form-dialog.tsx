'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { toast } from '@/components/ui/toast'

import { primaryButton } from '@/components/admin/field'
import { isVisibleAt } from '@/features/announcements/visibility'
import { isMailedType } from '@/features/mailings/constants'
import { announcementSchema, emptyAnnouncementForm, toAnnouncementBody, toSpanishBody, type AnnouncementFormValues } from '@/lib/validations/announcement'

import { DiscardQuestion, NoImageQuestion } from './announcement-dialog-questions'
import { AnnouncementFields } from './announcement-fields'
import { AnnouncementSpanishFields } from './announcement-spanish-fields'
import { AnnouncementWhenFields } from './announcement-when-fields'
import { AnnouncementEmailField } from './announcement-email-field'
import { imageOf, valuesOf } from './announcement-form-values'
import { createAnnouncement, reasonOf, saveSpanish, setEmailSubscribers, setImageAlt, updateAnnouncement, uploadImage, type AnnouncementRow } from './announcements-api'
import { ImageField } from './image-field'
import { useCloseGuard } from './use-close-guard'
import { useSpanishPart } from './use-spanish-part'

type Props = {
  open: boolean
  editing: AnnouncementRow | null
  onOpenChange: (open: boolean) => void
  onSaved: () => void
  returnFocus: () => void
  /** The school clock: dates are entered and shown as school days. */
  timeZone: string
}

/** SPEC §2/§4: one dialog creates and edits; edit prefills, create starts empty; closes and reloads after a save. */
export function AnnouncementFormDialog({ open, editing, onOpenChange, onSaved, returnFocus, timeZone }: Props) {
  const form = useForm<AnnouncementFormValues>({ resolver: zodResolver(announcementSchema), defaultValues: valuesOf(editing, timeZone) })
  const [file, setFile] = useState<File | null>(null)
  const [current, setCurrent] = useState(imageOf(editing))
  const [saving, setSaving] = useState(false)
  // A file that could not be used (too big, not an image): saving asks first, so it is never left out unseen.
  const [imageProblem, setImageProblem] = useState<string | null>(null)
  const [withoutImage, setWithoutImage] = useState<AnnouncementFormValues | null>(null)
  const changed = form.formState.isDirty || file !== null || current?.id !== imageOf(editing)?.id
  const guard = useCloseGuard({ changed, saving })

  const spanish = useSpanishPart(editing, form)
  // A new announcement whose later steps failed (its Spanish text, a description, the email box) exists all
  // the same: trying again updates it, and a file already uploaded is not uploaded twice.
  const [created, setCreated] = useState<AnnouncementRow | null>(null)
  const target = editing ?? created
  const [uploaded, setUploaded] = useState<{ file: File; id: number; alt: string } | null>(null)

  const onSubmit = (values: AnnouncementFormValues) => (imageProblem ? setWithoutImage(values) : save(values))

  const save = async (values: AnnouncementFormValues) => {
    setSaving(true)
    let createdNow = false
    try {
      // No description: the title (shown beside the picture) stands for it, and the site treats it as decoration.
      const alt = values.imageAlt || values.title.trim()
      const reused = file && uploaded?.file === file ? uploaded.id : null
      const image = file ? (reused ?? (await uploadImage(file, alt))) : (current?.id ?? null)
      if (reused && alt !== uploaded?.alt) await setImageAlt(reused, alt)
      if (file && image) setUploaded({ file, id: image, alt })
      if (!file && current && alt !== current.alt) await setImageAlt(current.id, alt)
      const body = toAnnouncementBody(values, image, target ? target.active : true, timeZone)
      const { doc } = target ? await updateAnnouncement(target.id, body) : await createAnnouncement(body)
      if (!target) {
        createdNow = true
        setCreated(doc)
      }
      const spanishText = toSpanishBody(values)
      if (spanish === 'ready' && (target || spanishText.title || spanishText.content)) await saveSpanish(doc.id, spanishText)
      // The picture's Spanish description: a new upload starts without one.
      const altEs = values.imageAltEs || null
      const storedAltEs = file ? null : form.formState.defaultValues?.imageAltEs || null
      if (image && spanish === 'ready' && altEs !== storedAltEs) await setImageAlt(image, altEs, 'es')
      // Last, so the mail goes out with the English and the Spanish text saved. A box ticked before the type
      // changed to a pop-up type (which hides it) does not count.
      const emailSubscribers = values.emailSubscribers && isMailedType(values.type)
      if (emailSubscribers !== (target?.emailSubscribers === true)) await setEmailSubscribers(doc.id, emailSubscribers)
      // Saved but not on the site (its dates have passed, or not come yet): said at once, not only in the table.
      const now = new Date()
      const hidden = doc.active && !isVisibleAt(doc, now)
      const when = doc.visibleUntil && Date.parse(doc.visibleUntil) <= now.getTime() ? 'Its dates have passed, so it is not on the site.' : 'It shows on the site when its start date comes.'
      toast.success(target ? 'Announcement updated successfully' : 'Announcement created successfully', hidden ? { description: when } : undefined)
      form.reset(emptyAnnouncementForm)
      setFile(null)
      onOpenChange(false)
      onSaved()
    } catch (err) {
      const reason = reasonOf(err)
      if (!createdNow) toast.error('Failed to save announcement', { description: reason })
      else {
        // On the site already (the list shows it): the officer is told, and the dialog now edits it.
        toast.error('Failed to save announcement', { description: `${reason ? `${reason} ` : ''}The announcement itself was saved; press Update Announcement to save the rest.` })
        onSaved()
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onInteractOutside={guard.askBeforeClosing}
          onEscapeKeyDown={guard.askBeforeClosing}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-xl font-bold text-navy-900">{target ? 'Edit Announcement' : 'Create New Announcement'}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Announcements appear as pop-ups on the site according to the configured dates. Events appear on the calendar and news on PTA News.
          </Dialog.Description>
          <FormProvider {...form}>
            <form
              noValidate
              className="mt-5 space-y-4"
              onFocus={guard.rememberFocus}
              onSubmit={form.handleSubmit(onSubmit)}
            >
              <AnnouncementFields />
              <AnnouncementWhenFields timeZone={timeZone} />
              <AnnouncementSpanishFields state={spanish} />
              <ImageField
                spanish={spanish}
                currentName={file ? null : (current?.name ?? null)}
                currentPreview={file ? null : (current?.preview ?? null)}
                describable={file !== null || current !== null}
                problem={imageProblem}
                onChoose={(chosen, problem) => {
                  setFile(chosen)
                  setImageProblem(problem)
                }}
                onRemoveCurrent={() => setCurrent(null)}
              />
              <AnnouncementEmailField alreadyEmailed={editing?.emailSubscribers === true} />
              <div className="flex flex-wrap justify-end gap-2 pt-2">
                <Dialog.Close disabled={saving} className="min-h-11 rounded-full border-2 border-slate-300 px-5 text-sm font-bold text-slate-700 hover:bg-slate-50 disabled:opacity-60">
                  Cancel
                </Dialog.Close>
                <button type="submit" disabled={saving || spanish === 'loading'} className={primaryButton}>
                  {saving ? 'Uploading...' : target ? 'Update Announcement' : 'Create Announcement'}
                </button>
              </div>
            </form>
          </FormProvider>
          <NoImageQuestion
            open={withoutImage !== null}
            onOpenChange={(keep) => (keep ? undefined : setWithoutImage(null))}
            returnFocus={guard.backToForm}
            problem={imageProblem ?? ''}
            keepsCurrent={current !== null}
            onSave={() => {
              const values = withoutImage
              setWithoutImage(null)
              setImageProblem(null)
              if (values) void save(values)
            }}
          />
          <DiscardQuestion
            open={guard.asking}
            onOpenChange={guard.setAsking}
            returnFocus={guard.backToForm}
            onDiscard={() => {
              guard.setAsking(false)
              if (!saving) onOpenChange(false)
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
