'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { useNearViewport } from '@/components/home/use-near-viewport'

import type { SubscribeForm, SubscribeStart } from './subscribe-form'
import { SUBSCRIBE_FORM_CLASS, type SubscribeField, SubscribeFields, subscribeInputId } from './subscribe-fields'
import { useHydrated } from './use-hydrated'

const loadForm = () => import('./subscribe-form').then((m) => m.SubscribeForm)

/** What the visitor typed into the placeholder, whether they submitted it, and which of its controls had focus. */
function startFrom(form: HTMLFormElement | null, submit: boolean): SubscribeStart {
  const value = (name: SubscribeField) => form?.querySelector<HTMLInputElement>(`#${subscribeInputId(name)}`)?.value ?? ''
  const focused = document.activeElement
  const focusId = focused && form?.contains(focused) && focused.id ? focused.id : undefined
  return { values: { email: value('email'), phone: value('phone') }, submit, focusId }
}

/**
 * The home page's subscribe form without its weight on the first load: the server's HTML has the form's
 * markup (the same fields, labels and button), and the live form (react-hook-form) loads when the visitor
 * comes within a screen of it or puts focus in it. Until a submit the two behave the same, so the live form
 * takes the placeholder's place only when the visitor is not typing in it (focus elsewhere) or submits it,
 * carrying over what was typed and the submit: no keystroke can fall between the two.
 */
export function SubscribeFormLoader() {
  const t = useTranslations('forms')
  const hydrated = useHydrated()
  const [ref, near] = useNearViewport<HTMLFormElement>('100% 0px')
  const [wanted, setWanted] = useState(false)
  const [live, setLive] = useState<{ Form: typeof SubscribeForm; start: SubscribeStart } | null>(null)
  const loaded = useRef<typeof SubscribeForm | null>(null)
  const typing = useRef(false)
  const submitAsked = useRef(false)

  const swap = () => {
    const Form = loaded.current
    if (!Form || live) return
    flushSync(() => setLive({ Form, start: startFrom(ref.current, submitAsked.current) }))
  }

  useEffect(() => {
    if (!(near || wanted) || loaded.current) return
    let mounted = true
    void loadForm().then((Form) => {
      if (!mounted) return
      loaded.current = Form
      if (!typing.current || submitAsked.current) swap()
    })
    return () => {
      mounted = false
    }
    // `swap` reads refs only; the load starts once, when the form is near or used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, wanted])

  if (live) return <live.Form start={live.start} />
  return (
    <form
      ref={ref}
      noValidate
      aria-label={t('subscribe.formLabel')}
      onFocus={() => {
        typing.current = true
        setWanted(true)
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
        typing.current = false
        swap()
      }}
      onSubmit={(event) => {
        event.preventDefault()
        submitAsked.current = true
        setWanted(true)
        swap()
      }}
      className={SUBSCRIBE_FORM_CLASS}
    >
      <SubscribeFields ready={hydrated} />
    </form>
  )
}
