/**
 * Fixed page copy written once, with each text's English (the spec's exact words) and Spanish side by side.
 * Structure, icons and numbers stand once; `inBothLanguages` turns the source into one plain object per language.
 */
import { LOCALES, type AppLocale } from './locales'

/** One text in both languages. The private field makes it nominal: a plain `{ en, es }` object is not one. */
export class Translated {
  private readonly translated = true
  constructor(
    readonly en: string,
    readonly es: string,
  ) {}
}

/** A text as English and Spanish. */
export const t = (en: string, es: string): Translated => new Translated(en, es)

/** A text that reads the same in both languages (an amount, a brand name). */
export const same = (text: string): Translated => new Translated(text, text)

/**
 * The bilingual source of a per-language shape `T`: every plain `string` field becomes a `Translated`;
 * string-literal unions (icon names, ids), numbers and booleans stay as they are.
 */
export type Bilingual<T> = T extends string
  ? string extends T
    ? Translated
    : T
  : T extends readonly (infer U)[]
    ? readonly Bilingual<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Bilingual<T[K]> }
      : T

function pick(value: unknown, locale: AppLocale): unknown {
  if (value instanceof Translated) return value[locale]
  if (Array.isArray(value)) return value.map((item) => pick(item, locale))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pick(item, locale)]))
  }
  return value
}

/** The source read once per language: `{ en: T, es: T }`. */
export function inBothLanguages<T>(source: Bilingual<T>): Record<AppLocale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, pick(source, locale) as T])) as Record<AppLocale, T>
}
