import type React from 'react'

type Props = { id: string; label: string; hint?: string; error?: string; children: React.ReactNode }

/** A labelled form field with an optional hint and an announced error message. */
export function Field({ id, label, hint, error, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      {hint ? <p id={`${id}-hint`} className="text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-1">{children}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-navy-700 focus:outline-2 focus:outline-navy-700 aria-invalid:border-red-600'

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-navy-800 px-5 py-2 text-sm font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:opacity-70'
