'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/components/ui/toast'

import { useHydrated } from '@/components/forms/use-hydrated'
import { adminCodeSchema, type AdminCodeInput } from '@/lib/validations/admin-code'

import { CodeInput } from './code-input'
import { forgetExpiry, minutesText, rememberExpiry, signIn, storedExpiry } from './session-client'

/** One toast slot for sign-in: a success replaces a stale "Access denied" instead of stacking under it. */
const LOGIN_TOAST = 'admin-sign-in'

/** SPEC §2/§5/§8 admin login: one code field, Access ('Verifying...' while busy), back to the main site. */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter()
  const [alert, setAlert] = useState<string | null>(null)
  const hydrated = useHydrated()
  const [redirecting, setRedirecting] = useState(false)
  const { register, handleSubmit, formState, setFocus } = useForm<AdminCodeInput>({
    resolver: zodResolver(adminCodeSchema),
    defaultValues: { code: '' },
  })
  const busy = formState.isSubmitting || redirecting
  // SPEC §4: a stored expiry that has passed is cleared on load.
  useEffect(() => {
    const expiry = storedExpiry()
    if (expiry !== null && expiry <= Date.now()) forgetExpiry()
  }, [])

  const onSubmit = async ({ code }: AdminCodeInput) => {
    setAlert(null)
    const result = await signIn(code)
    if (result.kind === 'ok') {
      setRedirecting(true)
      rememberExpiry(result.expiresAt)
      toast.success('Access granted', { id: LOGIN_TOAST, description: 'Welcome to the admin panel' })
      router.replace(next)
      router.refresh()
      return
    }
    if (result.kind === 'invalid') {
      setAlert('Invalid admin code')
      toast.error('Access denied', { id: LOGIN_TOAST, description: 'The entered code is not valid' })
    } else if (result.kind === 'throttled') {
      setAlert(`Too many attempts. Please try again in ${minutesText(result.retryAfterSeconds)}.`)
    } else {
      setAlert(result.message)
    }
    // The busy button lost focus when it was disabled: back to the code, selected, ready to be typed again.
    setFocus('code', { shouldSelect: true })
  }

  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-navy-800 text-brand-500" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 className="mt-4 text-center text-2xl font-extrabold text-navy-900">Admin Access</h1>
      <p className="mt-1 text-center text-slate-600">Enter your admin code to manage the PTA website.</p>
      <form className="mt-6 space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <CodeInput
          label="Admin Code"
          error={formState.errors.code?.message}
          // Before hydration too: the form library would then empty what was typed.
          readOnly={busy || !hydrated}
          registration={register('code', { onChange: () => setAlert(null) })}
        />
        {alert ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {alert}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy || !hydrated}
          className="flex min-h-11 w-full items-center justify-center rounded-full bg-navy-800 px-5 py-2.5 font-bold text-white transition hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Verifying...' : 'Access'}
        </button>
      </form>
      <Link
        href="/"
        className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-full border-2 border-slate-300 px-5 py-2 text-sm font-bold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
      >
        <span aria-hidden="true">←</span> Back to main site
      </Link>
    </div>
  )
}
