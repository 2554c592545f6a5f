'use client'

import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { AnnouncementFormValues } from '@/lib/validations/announcement'

import type { SpanishState } from './announcement-spanish-fields'
import { imageOf } from './announcement-form-values'
import { spanishImageAltOf, spanishOf, type AnnouncementRow } from './announcements-api'

/**
 * Editing: the Spanish part (title, content and the picture's description) is read on its own, without
 * fallback, so an empty field means "none written". Until it has arrived the Spanish fields are read-only
 * and Update waits: a save on slow Wi-Fi stored empty Spanish over the real text, and the late answer
 * overwrote what the officer had typed. If it cannot be read, saving leaves the stored Spanish as it is.
 */
export function useSpanishPart(editing: AnnouncementRow | null, form: UseFormReturn<AnnouncementFormValues>): SpanishState {
  const [spanish, setSpanish] = useState<SpanishState>(editing ? 'loading' : 'ready')
  useEffect(() => {
    if (!editing) return
    let live = true
    const image = imageOf(editing)
    Promise.all([spanishOf(editing.id), image ? spanishImageAltOf(image.id) : ''])
      .then(([es, imageAltEs]) => {
        if (!live) return
        // As the fields' starting values, so the form is not "changed" until the officer changes it.
        form.resetField('titleEs', { defaultValue: es.title ?? '' })
        form.resetField('contentEs', { defaultValue: es.content ?? '' })
        form.resetField('imageAltEs', { defaultValue: imageAltEs })
        setSpanish('ready')
      })
      .catch(() => {
        // Said once, by the Spanish part's status line (not a toast as well).
        if (live) setSpanish('failed')
      })
    return () => {
      live = false
    }
  }, [editing, form])
  return spanish
}
