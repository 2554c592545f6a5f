'use client'

import { useFormContext } from 'react-hook-form'

import { Field, inputClass } from '@/components/admin/field'
import { listOf, needsStartDate } from '@/features/announcements/types'
import { zoneName } from '@/lib/school-clock'
import type { AnnouncementFormValues } from '@/lib/validations/announcement'

type Name = 'startDate' | 'endDate' | 'startTime' | 'endTime'

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/** Start Date, End Date and the optional start and end times, in school time (no time = all-day). */
export function AnnouncementWhenFields({ timeZone }: { timeZone: string }) {
  const { register, formState, watch } = useFormContext<AnnouncementFormValues>()
  const e = formState.errors
  const startRequired = needsStartDate(watch('type'))
  const input = (name: Name, id: string, type: 'date' | 'time', hint = false) => (
    <input
      id={id}
      type={type}
      className={inputClass}
      aria-required={(name === 'startDate' && startRequired) || undefined}
      aria-invalid={e[name] ? true : undefined}
      aria-describedby={describedBy(id, hint, Boolean(e[name]))}
      {...register(name)}
    />
  )
  // In the school's time, named as people say it ('Pacific Time'); "all-day" only means something for an event.
  const timeHint = `Optional, in the school's time (${zoneName(timeZone)}).${listOf(watch('type')) === 'events' ? ' Leave empty for an all-day event.' : ''}`
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="announcement-start" label="Start Date" error={e.startDate?.message} required={startRequired}>
        {input('startDate', 'announcement-start', 'date')}
      </Field>
      <Field id="announcement-start-time" label="Start time" hint={timeHint} error={e.startTime?.message}>
        {input('startTime', 'announcement-start-time', 'time', true)}
      </Field>
      <Field id="announcement-end" label="End Date" error={e.endDate?.message}>
        {input('endDate', 'announcement-end', 'date')}
      </Field>
      <Field id="announcement-end-time" label="End time" error={e.endTime?.message}>
        {input('endTime', 'announcement-end-time', 'time')}
      </Field>
    </div>
  )
}
