import { serverTranslator } from '@/i18n/server-translator'
import { formErrorName } from '@/lib/validations/form-errors'
import { contactSchema } from '@/lib/validations/contact'
import { subscribeSchema } from '@/lib/validations/subscribe'
import en from '@/messages/en.json' with { type: 'json' }
import es from '@/messages/es.json' with { type: 'json' }

/** The forms' messages: keys in the shared schemas, every text in both languages, translated for real. */
const VISITOR_NAMESPACES = ['forms', 'photoFeed', 'toaster', 'unsubscribe', 'welcomeMail', 'subscriberMail', 'subscriptionPage', 'endpoints'] as const

type Tree = { [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort()

const issueMessages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => i.message)

it('gives every failure of the shared schemas a message key that both languages translate', () => {
  const messages = [
    ...issueMessages(subscribeSchema.safeParse({ email: 'a b@example.org', phone: '5'.repeat(41) })),
    ...issueMessages(subscribeSchema.safeParse({})),
    ...issueMessages(contactSchema.safeParse({ name: 'A', email: 'nope', topic: '', message: 'x'.repeat(5001), phone: '1'.repeat(41) })),
    ...issueMessages(contactSchema.safeParse({ name: `Ana\n${'x'.repeat(130)}`, email: 'ana@example.org\nBcc: x', topic: 'Other\n' })),
    ...issueMessages(contactSchema.safeParse({ name: 42, email: null, topic: 'Homework' })),
  ]
  expect(messages.length).toBeGreaterThan(10)
  const names = new Set(messages.map((m) => formErrorName(m, (n) => n in en.forms.errors)))
  expect(names.has('invalid')).toBe(false)
  for (const name of names) expect(es.forms.errors).toHaveProperty(name)
})

it('falls back to a generic text, never a raw key, for a message that is not ours', () => {
  const t = serverTranslator('es')
  const known = (n: string) => n in es.forms.errors
  expect(t(`forms.errors.${formErrorName('Invalid input: expected string', known)}`)).toBe('Por favor, revise este campo.')
  expect(t(`forms.errors.${formErrorName('forms.errors.nope', known)}`)).toBe('Por favor, revise este campo.')
  expect(t(`forms.errors.${formErrorName('forms.errors.nameRequired', known)}`)).toBe('Escriba su nombre')
})

it('keeps the spec English texts of the forms exact', () => {
  expect(en.forms.errors).toMatchObject({ emailSubscribe: 'Please enter a valid email.', nameRequired: 'Name is required', emailInvalid: 'Enter a valid email', topicRequired: 'Select a topic' })
  expect(en.forms.subscribe).toMatchObject({ submitting: 'Subscribing...', success: "Subscribed! You'll hear from us soon.", duplicate: "You're already subscribed. Thank you!", failure: 'Subscription failed. Please try again.' })
  expect(en.forms.contact).toMatchObject({ successTitle: 'Thank you!', successDescription: "We received your message. We'll be in touch soon.", failureTitle: 'Unable to send', failureDescription: 'There was an error sending your message. Please try again.' })
  expect(en.photoFeed).toMatchObject({ error: "We couldn't load posts right now.", empty: 'No posts available at the moment.' })
})

it('translates every visitor text into Spanish with the same placeholders and tags', () => {
  for (const ns of VISITOR_NAMESPACES) {
    const spanish = new Map(leaves(es[ns] as Tree))
    for (const [key, english] of leaves(en[ns] as Tree)) {
      const text = spanish.get(key) ?? ''
      expect({ key: `${ns}.${key}`, differs: text !== english && text.length > 0 }).toEqual({ key: `${ns}.${key}`, differs: true })
      expect(placeholders(text)).toEqual(placeholders(english))
    }
  }
})

it('counts minutes in each language', () => {
  expect(serverTranslator('en')('forms.retryIn', { minutes: 1 })).toBe('Too many attempts. Please try again in 1 minute.')
  expect(serverTranslator('en')('forms.retryIn', { minutes: 5 })).toBe('Too many attempts. Please try again in 5 minutes.')
  expect(serverTranslator('es')('forms.retryIn', { minutes: 1 })).toBe('Demasiados intentos. Por favor, vuelva a intentarlo en 1 minuto.')
  expect(serverTranslator('es')('forms.retryIn', { minutes: 5 })).toBe('Demasiados intentos. Por favor, vuelva a intentarlo en 5 minutos.')
})
