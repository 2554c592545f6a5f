'use client'

import { useFormContext } from 'react-hook-form'

import { isMailedType } from '@/features/mailings/constants'
import type { AnnouncementFormValues } from '@/lib/validations/announcement'

/**
 * "Email this to subscribers" (news and events only): each subscriber gets it once, in their language,
 * when the announcement is visible on the site. Pop-up types are never mailed, so the box is not shown.
 */
export function AnnouncementEmailField({ alreadyEmailed }: { alreadyEmailed: boolean }) {
  const { register, watch } = useFormContext<AnnouncementFormValues>()
  if (!isMailedType(watch('type'))) return null
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <input
          id="announcement-email"
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-navy-800"
          aria-describedby="announcement-email-hint"
          {...register('emailSubscribers')}
        />
        <label htmlFor="announcement-email" className="font-bold text-slate-800">
          Email this to subscribers
        </label>
      </div>
      <p id="announcement-email-hint" className="mt-1 pl-9 text-sm text-slate-700">
        {alreadyEmailed
          ? 'Emailed once (or waiting until it shows on the site). Saving changes does not send it again: use “Send again” in the list for another round. Untick to cancel an email still waiting.'
          : 'Sent once, in each subscriber’s language (the Spanish text if you wrote one), as soon as the announcement shows on the site. Subscribers who chose a weekly summary get it in their digest.'}
      </p>
    </div>
  )
}
