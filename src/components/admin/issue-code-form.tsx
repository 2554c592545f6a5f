'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '@/components/ui/toast'

import { useHydrated } from '@/components/forms/use-hydrated'
import { issueCodeAction } from '@/lib/admin/code-actions'
import { issueAdminCodeSchema, type IssueAdminCodeInput } from '@/lib/validations/issue-admin-code'

import { Field, inputClass, primaryButton, REQUIRED_NOTE } from './field'
import { NewCodeNotice } from './new-code-notice'
import { ACTION_FAILED, backToSignIn, officerAction } from './session-client'

/** Issue a code for an officer; the new code is shown once, here. */
export function IssueCodeForm({ schoolYearEndLabel, timeZone }: { schoolYearEndLabel: string; timeZone: string }) {
  const router = useRouter()
  const [issued, setIssued] = useState<{ code: string; label: string } | null>(null)
  const { register, handleSubmit, control, reset, setError, formState } = useForm<IssueAdminCodeInput>({
    resolver: zodResolver(issueAdminCodeSchema(timeZone)),
    defaultValues: { label: '', expiry: 'school-year', expiresOn: '' },
  })
  const expiry = useWatch({ control, name: 'expiry' })
  const hydrated = useHydrated()
  const onSubmit = async (values: IssueAdminCodeInput) => {
    const result = await officerAction(() => issueCodeAction(values))
    if (result === 'session-ended') return backToSignIn(router)
    if (result === 'failed') return void toast.error('Code not created', { description: ACTION_FAILED })
    if (!result.ok) {
      for (const [name, message] of Object.entries(result.fieldErrors)) setError(name as keyof IssueAdminCodeInput, { message })
      return
    }
    setIssued({ code: result.code, label: result.label })
    toast.success('Admin code created', { description: `For “${result.label}”. Copy it now: it is shown only once.` })
    reset()
    router.refresh()
  }
  const errors = formState.errors
  // The notice (and its Done button) goes: the keyboard goes on from the form, ready for another code.
  const done = () => {
    setIssued(null)
    requestAnimationFrame(() => document.getElementById('code-label')?.focus())
  }
  return (
    <section aria-labelledby="issue-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="issue-heading" className="text-lg font-bold text-navy-900">Issue a new code</h2>
      <p className="mt-1 text-sm text-slate-700">{REQUIRED_NOTE}</p>
      {issued ? <NewCodeNotice code={issued.code} label={issued.label} onDone={done} /> : null}
      <form className="mt-4 grid gap-4 md:grid-cols-[1fr_auto] md:items-end" noValidate onSubmit={handleSubmit(onSubmit)}>
        {/* No typing until hydrated: the form library would then put the starting values back. */}
        <fieldset disabled={!hydrated} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <Field id="code-label" label="Label" hint="Who uses it, e.g. President" error={errors.label?.message} required>
            <input id="code-label" className={inputClass} maxLength={80} aria-required aria-invalid={errors.label ? true : undefined} aria-describedby={errors.label ? 'code-label-hint code-label-error' : 'code-label-hint'} {...register('label')} />
          </Field>
          <Field id="code-expiry" label="Expires" hint="Codes can stop working on their own">
            <select id="code-expiry" className={inputClass} aria-describedby="code-expiry-hint" {...register('expiry')}>
              <option value="school-year">End of school year ({schoolYearEndLabel})</option>
              <option value="none">Never</option>
              <option value="date">On a date…</option>
            </select>
          </Field>
          {expiry === 'date' ? (
            <Field id="code-expires-on" label="Last day the code works" error={errors.expiresOn?.message} required>
              <input
                id="code-expires-on"
                type="date"
                className={inputClass}
                aria-required
                aria-invalid={errors.expiresOn ? true : undefined}
                aria-describedby={errors.expiresOn ? 'code-expires-on-error' : undefined}
                {...register('expiresOn')}
              />
            </Field>
          ) : null}
        </fieldset>
        <button type="submit" disabled={!hydrated || formState.isSubmitting} className={primaryButton}>
          {formState.isSubmitting ? 'Creating...' : 'Create code'}
        </button>
      </form>
    </section>
  )
}
