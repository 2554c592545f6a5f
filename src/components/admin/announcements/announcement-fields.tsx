'use client'

import { useFormContext } from 'react-hook-form'

import { Field, inputClass, REQUIRED_NOTE } from '@/components/admin/field'
import { ANNOUNCEMENT_TYPE_ADMIN_OPTIONS, popupTypesText } from '@/features/announcements/types'
import type { AnnouncementFormValues } from '@/lib/validations/announcement'

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/** Title, Content (4 rows), Type — labelled, with announced errors (dates and times: AnnouncementWhenFields). */
export function AnnouncementFields() {
  const { register, formState } = useFormContext<AnnouncementFormValues>()
  const e = formState.errors
  return (
    <>
      <p className="text-sm text-slate-700">{REQUIRED_NOTE}</p>
      <Field id="announcement-title" label="Title" error={e.title?.message} required>
        <input id="announcement-title" className={inputClass} maxLength={200} aria-required aria-invalid={e.title ? true : undefined} aria-describedby={describedBy('announcement-title', false, Boolean(e.title))} {...register('title')} />
      </Field>
      <Field id="announcement-content" label="Content" error={e.content?.message}>
        <textarea id="announcement-content" rows={4} className={inputClass} aria-invalid={e.content ? true : undefined} aria-describedby={describedBy('announcement-content', false, Boolean(e.content))} {...register('content')} />
      </Field>
      <Field id="announcement-type" label="Type" hint={`${popupTypesText()} show as pop-ups; events go to the calendar; news to PTA News.`}>
        <select id="announcement-type" className={inputClass} aria-describedby="announcement-type-hint" {...register('type')}>
          {ANNOUNCEMENT_TYPE_ADMIN_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    </>
  )
}
