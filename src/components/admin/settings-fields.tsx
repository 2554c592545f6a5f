'use client'

import type React from 'react'
import { get, useFormContext } from 'react-hook-form'

import { useHydrated } from '@/components/forms/use-hydrated'
import type { SiteSettingsInput } from '@/lib/validations/site-settings'

import { Field, inputClass } from './field'

type Props = { name: string; label: string; type?: string; hint?: string; className?: string; lang?: string }

/** One settings input wired to the form, with its label and error; all are required but the Spanish ones. */
export function SettingsField({ name, label, type = 'text', hint, className, lang }: Props) {
  const required = lang !== 'es'
  const { register, formState } = useFormContext<SiteSettingsInput>()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = `settings-${name.replace(/\./g, '-')}`
  return (
    <div className={className}>
      <Field id={id} label={label} hint={hint} error={error} required={required}>
        <input
          id={id}
          type={type}
          lang={lang}
          className={inputClass}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          {...register(name as keyof SiteSettingsInput)}
        />
      </Field>
    </div>
  )
}

/** A titled group of settings. */
type GroupProps = { id?: string; title: string; description?: string; children: React.ReactNode }

export function SettingsGroup({ id, title, description, children }: GroupProps) {
  // Until React has hydrated the form, its fields take no typing: the form library then writes the stored
  // values into them, which wiped what was typed first (on a slow device, or a test typing at once).
  const hydrated = useHydrated()
  return (
    <fieldset id={id} disabled={!hydrated} className="scroll-mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <legend className="float-left w-full text-lg font-bold text-navy-900">{title}</legend>
      {description ? <p className="clear-both pt-1 text-sm text-slate-700">{description}</p> : null}
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
