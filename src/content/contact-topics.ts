/** SPEC §2 Contact: the topics of the contact form's select (shared by the form, the server and the CMS). */
export const CONTACT_TOPICS = [
  'Volunteering',
  'Issues with my membership',
  'Issues with my Spirit Wear',
  'Other',
] as const

export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/**
 * Each topic's label in the message files (`forms.contact.topics`). The value sent, stored and mailed to
 * the board stays the English name; only what the visitor reads changes with the page's language.
 */
export const CONTACT_TOPIC_LABELS = {
  Volunteering: 'volunteering',
  'Issues with my membership': 'membership',
  'Issues with my Spirit Wear': 'spiritWear',
  Other: 'other',
} as const satisfies Record<ContactTopic, string>
