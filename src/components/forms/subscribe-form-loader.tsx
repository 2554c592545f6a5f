'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useNearViewport } from '@/components/home/use-near-viewport'

import type { SubscribeForm, SubscribeStart } from './subscribe-form'
import { SUBSCRIBE_FORM_CLASS, type SubscribeField, SubscribeFields, subscribeInputId } from './subscribe-fields'
import { useHydrated } from './use-hydrated'

const loadForm = () => import('./subscribe-form').then((m) => m.SubscribeForm)

const FIELDS: SubscribeField[] = ['email', 'phone']

/** What the visitor typed into the placeholder, and the field they are in. */
function startFrom(form: HTMLFormElement | null, submit: boolean): SubscribeStart {
  const value = (name: SubscribeField) => form?.querySelector<HTMLInputElement>(`#${subscribeInputId(name)}`)?.value ?? ''
  const focus = FIELDS.find((name) => document.activeElement?.id === subscribeInputId(name))
  return { values: { email: value('email'), phone: value('phone') }, focus, submit }
}

/**
 * The home page's subscribe form without its weight on the first load: the server's HTML has the form's
 * markup (the same fields, labels and button), and the live form (react-hook-form) loads when the visitor
 * comes within a screen of it or puts focus in it. It takes over what was typed, the focus and a submit
 * asked for meanwhile, so nothing the visitor did is lost.
 */
export function SubscribeFormLoader() {
  const t = useTranslations('forms')
  const hydrated = useHydrated()
  const [ref, near] = useNearViewport<HTMLFormElement>('100% 0px')
  const [wanted, setWanted] = useState(false)
  const submitAsked = useRef(false)
  const [live, setLive] = useState<{ Form: typeof SubscribeForm; start: SubscribeStart } | null>(null)
  useEffect(() => {
    if (!(near || wanted) || live) return
    let mounted = true
    void loadForm().then((Form) => mounted && setLive({ Form, start: startFrom(ref.current, submitAsked.current) }))
    return () => {
      mounted = false
    }
  }, [near, wanted, live, ref])
  if (live) return <live.Form start={live.start} />
  return (
    <form
      ref={ref}
      noValidate
      aria-label={t('subscribe.formLabel')}
      onFocus={() => setWanted(true)}
      onSubmit={(event) => {
        event.preventDefault()
        submitAsked.current = true
        setWanted(true)
      }}
      className={SUBSCRIBE_FORM_CLASS}
    >
      <SubscribeFields ready={hydrated} />
    </form>
  )
}
