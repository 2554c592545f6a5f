'use client'

import { useFormContext } from 'react-hook-form'

import { Field, inputClass } from '@/components/admin/field'
import { ANNOUNCEMENT_TYPE_OPTIONS } from '@/features/announcements/types'
import type { AnnouncementFormValues } from '@/lib/validations/announcement'

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/** Title, Content (4 rows), Type, Start Date, End Date — labelled, with announced errors. */
export function AnnouncementFields() {
  const { register, formState } = useFormContext<AnnouncementFormValues>()
  const e = formState.errors
  return (
    <>
      <Field id="announcement-title" label="Title" error={e.title?.message}>
        <input id="announcement-title" className={inputClass} maxLength={200} aria-invalid={e.title ? true : undefined} aria-describedby={describedBy('announcement-title', false, Boolean(e.title))} {...register('title')} />
      </Field>
      <Field id="announcement-content" label="Content" error={e.content?.message}>
        <textarea id="announcement-content" rows={4} className={inputClass} aria-invalid={e.content ? true : undefined} aria-describedby={describedBy('announcement-content', false, Boolean(e.content))} {...register('content')} />
      </Field>
      <Field id="announcement-type" label="Type" hint="Information, success, warning and error show as pop-ups; events go to the calendar; news to PTA News.">
        <select id="announcement-type" className={inputClass} aria-describedby="announcement-type-hint" {...register('type')}>
          {ANNOUNCEMENT_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.value === 'info' ? o.label : o.value}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="announcement-start" label="Start Date" error={e.startDate?.message}>
          <input id="announcement-start" type="date" className={inputClass} aria-invalid={e.startDate ? true : undefined} aria-describedby={describedBy('announcement-start', false, Boolean(e.startDate))} {...register('startDate')} />
        </Field>
        <Field id="announcement-end" label="End Date" error={e.endDate?.message}>
          <input id="announcement-end" type="date" className={inputClass} aria-invalid={e.endDate ? true : undefined} aria-describedby={describedBy('announcement-end', false, Boolean(e.endDate))} {...register('endDate')} />
        </Field>
      </div>
    </>
  )
}
