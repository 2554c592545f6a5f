import { createTranslator } from 'use-intl/core'

import en from '@/messages/en.json'
import es from '@/messages/es.json'

import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from './locales'

const MESSAGES: Record<AppLocale, typeof en> = { en, es }

/**
 * The message files' texts outside React and outside a page request: Payload endpoints and jobs (the
 * welcome mail), which learn the language from the request body, the link or the stored job. Same
 * messages, same ICU formatting as the pages.
 */
export function serverTranslator(locale: AppLocale) {
  return createTranslator({ locale, messages: MESSAGES[locale] })
}

export type ServerTranslator = ReturnType<typeof serverTranslator>

/** A language named by a request (body field, query parameter, stored job): English unless it is ours. */
export const requestedLocale = (value: unknown): AppLocale => (isAppLocale(value) ? value : DEFAULT_LOCALE)
