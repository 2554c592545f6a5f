'use client'

import { useFormContext } from 'react-hook-form'

import { Field, inputClass } from '@/components/admin/field'
import { IMAGE_ACCEPT, imageFileProblem, type AnnouncementFormValues } from '@/lib/validations/announcement'

import type { SpanishState } from './announcement-spanish-fields'

type Props = {
  /** Whether the stored Spanish description has been read (an edit reads it after the dialog opens). */
  spanish: SpanishState
  currentName: string | null
  /** A small picture of the stored image, so the officer sees which one it is (its name is a timestamp). */
  currentPreview: string | null
  /** Whether there is an image to describe (a file chosen, or the stored one kept). */
  describable: boolean
  /** Why the last file chosen cannot be used (the dialog asks before saving without it), or null. */
  problem: string | null
  /** A usable file (problem null), or none and why the chosen one cannot be used. */
  onChoose: (file: File | null, problem: string | null) => void
  onRemoveCurrent: () => void
}

const DESCRIPTION_HINT = 'What the picture shows, for families who use a screen reader (a flyer: its words). Leave empty if the title says it all.'
const SPANISH_HINT = 'The same for the Spanish site and mails. Left empty, nothing is read out there. Optional.'

type DescriptionProps = { name: 'imageAlt' | 'imageAltEs'; id: string; label: string; hint: string; lang?: 'es'; readOnly?: boolean }

/** One of the picture's descriptions (alt text): English, or Spanish with its label and text marked Spanish. */
function Description({ name, id, label, hint, lang, readOnly }: DescriptionProps) {
  const { register, formState } = useFormContext<AnnouncementFormValues>()
  const error = formState.errors[name]?.message
  return (
    <Field id={id} label={label} labelLang={lang} hint={hint} error={error}>
      <textarea
        id={id}
        lang={lang}
        rows={2}
        readOnly={readOnly}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...register(name)}
      />
    </Field>
  )
}

/**
 * Image (file, images only) and, once there is one, its description (alt text). A new file replaces the
 * stored image on save; the stored one can be removed.
 */
export function ImageField({ spanish, currentName, currentPreview, describable, problem, onChoose, onRemoveCurrent }: Props) {
  const { setValue } = useFormContext<AnnouncementFormValues>()
  // A description belongs to one picture: a new file or removing the stored one starts it afresh.
  const forgetDescription = () => {
    setValue('imageAlt', '', { shouldDirty: true })
    setValue('imageAltEs', '', { shouldDirty: true })
  }
  return (
    <>
      <Field id="announcement-image" label="Image" hint="JPEG, PNG, WebP or GIF, up to 5 MB. Optional." error={problem ?? undefined}>
        <input
          id="announcement-image"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={problem ? 'announcement-image-hint announcement-image-error' : 'announcement-image-hint'}
          aria-invalid={problem ? true : undefined}
          className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-3 file:py-1 file:font-bold`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null
            const issue = file ? imageFileProblem(file) : null
            if (issue) event.target.value = ''
            if (file && !issue) forgetDescription()
            onChoose(issue ? null : file, issue)
          }}
        />
        {currentName ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {currentPreview ? (
              // eslint-disable-next-line @next/next/no-img-element -- the stored thumbnail as Payload serves it (the image optimizer is off)
              <img src={currentPreview} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover ring-1 ring-slate-200" />
            ) : null}
            <span>
              Current image: <span className="font-semibold">{currentName}</span>
            </span>
            <button
              type="button"
              onClick={() => {
                onRemoveCurrent()
                forgetDescription()
                // The button goes with the image: focus stays at the Image field, not at the dialog's top.
                window.setTimeout(() => document.getElementById('announcement-image')?.focus(), 0)
              }}
              className="min-h-11 rounded-full px-2 font-bold text-red-800 underline hover:no-underline">
              Remove image
            </button>
          </p>
        ) : null}
      </Field>
      {describable ? (
        <>
          <Description name="imageAlt" id="announcement-image-alt" label="Image description" hint={DESCRIPTION_HINT} />
          <Description
            name="imageAltEs"
            id="announcement-image-alt-es"
            label="Descripción de la imagen en español"
            lang="es"
            hint={SPANISH_HINT}
            readOnly={spanish !== 'ready'}
          />
        </>
      ) : null}
    </>
  )
}
