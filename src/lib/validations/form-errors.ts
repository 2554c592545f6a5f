import type messages from '@/messages/en.json'

/** The name of a validation message in `forms.errors` of the message files. */
export type FormErrorName = keyof (typeof messages)['forms']['errors']

/** A zod issue message of the shared form schemas: the key of its text, never the text itself. */
export type FormErrorKey = `forms.errors.${FormErrorName}`

const PREFIX = 'forms.errors.'

/** The key of a validation message (used as the zod message; the form and the endpoints translate it). */
export const formError = (name: FormErrorName): FormErrorKey => `${PREFIX}${name}` as const

/**
 * The message name behind a zod issue message. A message that is not one of ours (zod's own, for a
 * field without a message of its own) becomes the generic 'invalid', so a visitor never reads a raw key.
 */
export function formErrorName(message: string | undefined, known: (name: string) => boolean): FormErrorName {
  const name = message?.startsWith(PREFIX) ? message.slice(PREFIX.length) : ''
  return name && known(name) ? (name as FormErrorName) : 'invalid'
}
