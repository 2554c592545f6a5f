import type messages from '../messages/en.json'
import type { AppLocale } from './locales'

/** Types next-intl's `useTranslations`/`getTranslations`: a key missing in en.json fails typecheck. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale
    Messages: typeof messages
  }
}
