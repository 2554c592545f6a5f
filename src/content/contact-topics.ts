/** SPEC §2 Contact: the topics of the contact form's select (shared by the form, the server and the CMS). */
export const CONTACT_TOPICS = [
  'Volunteering',
  'Issues with my membership',
  'Issues with my Spirit Wear',
  'Other',
] as const

export type ContactTopic = (typeof CONTACT_TOPICS)[number]
