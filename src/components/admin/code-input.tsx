'use client'

import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = { label: string; error?: string; readOnly?: boolean; registration: UseFormRegisterReturn }

/** A password-style code field with a show/hide toggle and an announced error. */
export function CodeInput({ label, error, readOnly, registration }: Props) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter admin code"
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white py-2 pl-3 pr-12 font-mono text-base text-ink placeholder:font-sans placeholder:text-slate-500 focus:border-navy-700 focus:outline-2 focus:outline-navy-700 aria-invalid:border-red-600 read-only:bg-slate-50"
          {...registration}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide code' : 'Show code'}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-navy-800 focus-visible:outline-2 focus-visible:outline-navy-700"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M3 3l18 18" /> : null}
          </svg>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
