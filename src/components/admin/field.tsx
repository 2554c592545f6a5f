import type React from 'react'

type Props = {
  id: string
  label: string
  /** The label's language when it is not the admin's English (the Spanish fields' labels). */
  labelLang?: 'es'
  hint?: string
  error?: string
  required?: boolean
  children: React.ReactNode
}

/** Said once above a form whose required fields carry the mark (their inputs also say `aria-required`). */
export const REQUIRED_NOTE = 'Fields marked * are required.'

/**
 * A labelled form field with an optional hint and an announced error message. A required one shows a
 * visual mark; screen readers hear "required" from its input's `aria-required` instead.
 */
export function Field({ id, label, labelLang, hint, error, required = false, children }: Props) {
  return (
    <div>
      {/* The mark sits beside the label, not in it: the field's name stays its label's words. */}
      <div className="text-sm font-bold text-slate-800">
        <label htmlFor={id} lang={labelLang}>
          {label}
        </label>
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </div>
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
